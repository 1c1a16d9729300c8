import { isAdminPath, normalizePagePath } from "../../app/lib/paths";
import type { Bindings } from "../env";
import { SESSION_COOKIE } from "../services/identity/sessions";
import { pageCacheKey } from "../services/platform/page-cache";

/** How long a data centre keeps a page; purges make copies unreachable long before that. */
const EDGE_CACHE_CONTROL = "public, max-age=86400";

/** Tells tests, the bench and curious engineers whether the edge cache answered. */
export const EDGE_CACHE_HEADER = "x-edge-cache";

const CACHE_NAME = "public-pages";
const SESSION_COOKIE_PATTERN = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE}=`);
/** Paths the Worker answers outside React Router's pages (JSON, images, feeds). */
const NOT_A_PAGE = /^\/(?:api|images)(?:\/|$)|\.(?:xml|txt)$/;

let buildVersion: string | undefined;
async function currentBuildVersion(): Promise<string> {
  buildVersion ??= (await import("virtual:react-router/server-build")).assets.version;
  return buildVersion;
}

/**
 * A cached page as the isolate keeps it: the HTML's bytes and the stored headers. Bytes, not a
 * string: a string would be decoded from the response and encoded again for every answer.
 */
interface StoredPage {
  html: Uint8Array<ArrayBuffer>;
  headers: [string, string][];
}

// The pages this isolate served last, by cache key (which holds the purge tokens, read from KV
// on every request, so a purged page's key is never asked for again). It saves the Cache API
// read on a hit; bounded, and holding only what any visitor may see.
const MEMORY_MAX_PAGES = 64;
const MEMORY_MAX_BYTES = 8_000_000;
const memory = new Map<string, StoredPage>();
let memoryBytes = 0;

function recall(key: string): StoredPage | undefined {
  const page = memory.get(key);
  if (page) {
    memory.delete(key);
    memory.set(key, page); // most recently used last
  }
  return page;
}

function remember(key: string, page: StoredPage): void {
  if (page.html.byteLength > MEMORY_MAX_BYTES / 8 || memory.has(key)) return;
  memory.set(key, page);
  memoryBytes += page.html.byteLength;
  for (const [oldKey, old] of memory) {
    if (memory.size <= MEMORY_MAX_PAGES && memoryBytes <= MEMORY_MAX_BYTES) break;
    memory.delete(oldKey);
    memoryBytes -= old.html.byteLength;
  }
}

function servedHit(page: StoredPage): Response {
  const headers = new Headers(page.headers);
  headers.delete("cache-control");
  headers.set("x-request-id", crypto.randomUUID());
  headers.set(EDGE_CACHE_HEADER, "HIT");
  return new Response(page.html, { status: 200, headers });
}

/**
 * Whether a request is an anonymous visitor's GET of a public page. Anything with credentials
 * (a bearer token or the session cookie, valid or not) goes the normal way and is never stored.
 */
export function isCacheablePageRequest(request: Request, url: URL): boolean {
  if (request.method !== "GET") return false;
  if (request.headers.has("authorization")) return false;
  const cookie = request.headers.get("cookie");
  if (cookie && SESSION_COOKIE_PATTERN.test(cookie)) return false;
  return !NOT_A_PAGE.test(url.pathname) && !isAdminPath(url.pathname);
}

function isCacheableResponse(response: Response): boolean {
  const cacheControl = response.headers.get("cache-control") ?? "";
  return (
    response.status === 200 &&
    (response.headers.get("content-type")?.startsWith("text/html") ?? false) &&
    !response.headers.has("set-cookie") &&
    !/no-store|private/i.test(cacheControl)
  );
}

/** A stored copy's CSP: a nonce served to every visitor would be no secret, so it goes. */
function withoutNonce(policy: string): string {
  return policy.replace(/\s*'nonce-[^']*'/g, "");
}

/**
 * Serves anonymous GETs of public pages from the Cache API, ahead of every middleware, and
 * stores fresh 200 HTML answers of `render` (the whole app, so the stored copy carries the same
 * security headers, minus the per-request nonce). A hit costs one KV read (the purge tokens)
 * and one cache read. The cache key is computed before rendering, so a render that raced a
 * purge is stored under a dead key. Non-200s, answers that set a cookie or say no-store, and
 * anything with credentials are never stored.
 *
 * @example fetch: (request, env, ctx) => withEdgeCache(request, env, (r) => app.fetch(r, env, ctx))
 */
export async function withEdgeCache(
  request: Request,
  env: Bindings,
  render: (request: Request) => Response | Promise<Response>,
): Promise<Response> {
  const url = new URL(request.url);
  if (!isCacheablePageRequest(request, url)) return render(request);
  let key: Request | null;
  let cache: Cache;
  try {
    key = await pageCacheKey(
      { env },
      url,
      normalizePagePath(url.pathname),
      buildVersion ?? (await currentBuildVersion()),
    );
    if (!key) return render(request);
    const remembered = recall(key.url);
    if (remembered) return servedHit(remembered);
    cache = await caches.open(CACHE_NAME);
    const hit = await cache.match(key);
    if (hit) {
      const page: StoredPage = {
        html: new Uint8Array(await hit.arrayBuffer()),
        headers: [...hit.headers],
      };
      remember(key.url, page);
      return servedHit(page);
    }
  } catch (error) {
    // KV or the cache unavailable: the visitor still gets the page, rendered.
    console.error(
      JSON.stringify({ level: "error", event: "page_cache.read_failed", error: String(error) }),
    );
    return render(request);
  }

  const response = await render(request);
  if (!isCacheableResponse(response)) return response;
  const html = new Uint8Array(await response.arrayBuffer());
  const stored = new Response(html, response);
  stored.headers.set("cache-control", EDGE_CACHE_CONTROL);
  stored.headers.delete("x-request-id");
  const policy = stored.headers.get("content-security-policy");
  if (policy) stored.headers.set("content-security-policy", withoutNonce(policy));
  try {
    await cache.put(key, stored);
  } catch (error) {
    console.error(
      JSON.stringify({ level: "error", event: "page_cache.put_failed", error: String(error) }),
    );
  }
  const served = new Response(html, response);
  served.headers.set(EDGE_CACHE_HEADER, "MISS");
  return served;
}
