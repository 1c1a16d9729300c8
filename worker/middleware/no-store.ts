import type { MiddlewareHandler } from "hono";
import { isAdminPath } from "../../app/lib/paths";
import type { AppEnv } from "../env";

const NO_STORE = "no-store";

function isApiPath(path: string): boolean {
  return path === "/api" || path.startsWith("/api/");
}

/**
 * `Cache-Control: no-store` on every answer that may carry a token or private data, so no
 * browser or shared cache keeps it: every `/api` answer (login and verify carry tokens; an
 * anonymous public endpoint may choose its own caching), every staff page (`/admin…`,
 * `/{path}/admin`, the blog editor) and every page rendered for a signed-in user. Set after
 * the handler, so it also covers React Router's and HTMLRewriter's responses and errors.
 *
 * @example app.use(noStoreForPrivate)
 */
export const noStoreForPrivate: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const path = c.req.path;
  const signedIn = Boolean(c.var.user);
  if (isApiPath(path)) {
    if (!signedIn && c.res.headers.has("cache-control")) return;
    c.res.headers.set("cache-control", NO_STORE);
    return;
  }
  const isHtml = c.res.headers.get("content-type")?.startsWith("text/html") ?? false;
  if (isAdminPath(path) || (signedIn && isHtml)) c.res.headers.set("cache-control", NO_STORE);
};
