import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";

/**
 * Bytes of an unread request body read (and dropped) before the rest is cancelled: a body
 * that large was refused by its declared size anyway, and reading more would only cost CPU.
 */
export const MAX_DRAIN_BYTES = 16 * 1024 * 1024;

/**
 * Reads to the end any request body the answer left unread (a 400, 401, 403, 404, 405, 413 or
 * 429 given before the handler read it), before the answer goes out. A Worker that answers
 * while the client is still sending leaves `wrangler dev`'s pooled connection to it broken: the
 * next request sent on it, of any route, fails with 500 "Network connection lost" (GETs are
 * retried by the proxy, POSTs and PUTs are not: the CI flakes of xss.spec and indexnow.spec).
 * Measured: cancelling the body or draining it after the answer (waitUntil) leaves the failures
 * as they were; reading it first leaves none. Bodies past MAX_DRAIN_BYTES are cancelled after
 * that much (no route takes that much).
 *
 * @example app.use(drainUnreadBody) // first, so it sees every answer
 */
export const drainUnreadBody: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const request = c.req.raw;
  if (request.body && !request.bodyUsed) await drain(request.body);
};

/** Reads `body` to its end (at most MAX_DRAIN_BYTES, then cancels); never throws. */
export async function drain(body: ReadableStream<Uint8Array>): Promise<void> {
  let read = 0;
  try {
    // Inside the try: a stream someone else holds throws here, and the answer stands.
    const reader = body.getReader();
    while (read <= MAX_DRAIN_BYTES) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // The client went away: nothing is left to read.
  }
}
