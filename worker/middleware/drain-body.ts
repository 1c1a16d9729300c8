import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";

/**
 * Bytes of an unread request body read (and dropped) before the rest is cancelled: a body
 * that large was refused by its declared size anyway, and reading more would only cost CPU.
 */
export const MAX_DRAIN_BYTES = 16 * 1024 * 1024;

/**
 * Reads to the end any request body the answer left unread (a 401, 403, 413, 429 or 404 given
 * before the handler read it), before the answer goes out. A Worker that answers while the
 * client is still sending leaves the connection half-used: `wrangler dev`'s proxy then fails
 * the request with 500 "Network connection lost" (seen under load in CI), and a client may
 * see a reset instead of the 4xx. Bodies past MAX_DRAIN_BYTES are cancelled after that much.
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
  const reader = body.getReader();
  let read = 0;
  try {
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
