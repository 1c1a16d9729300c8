import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";
import { readBodyWithin } from "../services/platform/request-body";

/**
 * Bounds a route's request body: more than `maxBytes` (by Content-Length, or counted as it
 * arrives when there is none) answers 413 with `message` before the handler runs, so nothing
 * is parsed or stored; a body within the limit reaches the handler as it was sent.
 *
 * @example api.post("/login", limitBody(SIGN_IN_MAX_BYTES, SIGN_IN_TOO_LARGE_MESSAGE), validate("json", LoginSchema), …)
 */
export function limitBody(maxBytes: number, message: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const bytes = await readBodyWithin(c.req.raw, maxBytes, message);
    c.req.raw = new Request(c.req.raw, { body: bytes.byteLength > 0 ? bytes : null });
    await next();
  };
}
