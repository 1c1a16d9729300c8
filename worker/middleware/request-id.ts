import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";

/**
 * Gives every request an id (`c.var.requestId`, logged with any 500) and echoes it in
 * `X-Request-Id`. The header is set after the handler, so responses built outside Hono
 * (React Router's, HTMLRewriter's) carry it too.
 *
 * @example app.use(requestId)
 */
export const requestId: MiddlewareHandler<AppEnv> = async (c, next) => {
  const id = crypto.randomUUID();
  c.set("requestId", id);
  await next();
  c.res.headers.set("X-Request-Id", id);
};
