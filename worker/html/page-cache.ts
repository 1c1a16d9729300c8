import type { MiddlewareHandler } from "hono";
import { isAdminPath, normalizePagePath } from "../../app/lib/paths";
import type { AppEnv } from "../env";
import { pageCacheKey } from "../services/page-cache";

/** How long a data centre keeps a page; purges make copies unreachable long before that. */
const EDGE_CACHE_CONTROL = "public, max-age=86400";

/** Tells tests, the bench and curious engineers whether the edge cache answered. */
export const EDGE_CACHE_HEADER = "x-edge-cache";

let buildVersion: string | undefined;
async function currentBuildVersion(): Promise<string> {
  buildVersion ??= (await import("virtual:react-router/server-build")).assets.version;
  return buildVersion;
}

/**
 * Serves anonymous GETs of public pages from the Cache API and stores fresh 200 HTML answers.
 * Mounted inside the security-headers middleware, so a cached page gets the same (fresh)
 * security headers as a rendered one. Signed-in staff, admin paths, POSTs, non-200s and
 * answers that set a cookie are never cached.
 *
 * @example app.all("*", publicPageCache, renderPublicPage)
 */
export const publicPageCache: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = new URL(c.req.url);
  if (c.req.method !== "GET" || c.var.user || isAdminPath(url.pathname)) {
    await next();
    return;
  }
  // A named cache: the DOM typings in this project hide `caches.default`; both live per data centre.
  const cache = await caches.open("public-pages");
  const key = await pageCacheKey(
    c.var.services.deps,
    url,
    normalizePagePath(url.pathname),
    await currentBuildVersion(),
  );
  const hit = await cache.match(key);
  if (hit) {
    const response = new Response(hit.body, hit);
    response.headers.delete("cache-control");
    response.headers.set(EDGE_CACHE_HEADER, "HIT");
    c.res = response;
    return;
  }

  await next();
  const response = c.res;
  const cacheable =
    response.status === 200 &&
    response.headers.get("content-type")?.startsWith("text/html") &&
    !response.headers.has("set-cookie") &&
    !c.var.user;
  if (!cacheable) return;
  const html = await response.text();
  const stored = new Response(html, response);
  stored.headers.set("cache-control", EDGE_CACHE_CONTROL);
  await cache.put(key, stored);
  const served = new Response(html, response);
  served.headers.set(EDGE_CACHE_HEADER, "MISS");
  c.res = served;
};
