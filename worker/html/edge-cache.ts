import assetsManifest from "virtual:react-router/server-manifest";
import { canonicalPath, isAdminPath, normalizePagePath, pageQueryOf } from "../../app/lib/paths";
import type { Bindings } from "../env";
import { type RedirectMatch, redirectFor } from "../services/content/redirect-index";
import { carriesLiveSignature, SESSION_COOKIE } from "../services/identity/session-tokens";
import { logError } from "../services/platform/log";
import { pageCacheKey } from "../services/platform/purge-tokens";
import { withGoBackLink } from "./go-back";

/** How long a data centre keeps a page; purges make copies unreachable long before that. */
const EDGE_CACHE_CONTROL = "public, max-age=86400";
/**
 * A missing path's 404 is kept briefly: long enough that a burst of made-up addresses costs
 * one render each, short enough that nobody waits for a page created there (which purges its
 * path anyway).
 */
const MISSING_CACHE_SECONDS = 60;
/**
 * What visitors' browsers are told: keep the page, but ask again every time. The ETag makes
 * that question cheap (a 304), and no heuristic freshness keeps a purged page on screen.
 */
const VISITOR_CACHE_CONTROL = "no-cache";

/** Tells tests, the bench and curious engineers whether the edge cache answered. */
export const EDGE_CACHE_HEADER = "x-edge-cache";
/**
 * The bench's uncached rows send this header with the `BENCH_CACHE_BYPASS` value its own
 * `wrangler dev` is started with; unset (every deployed and test Worker) it skips nothing.
 */
export const BENCH_BYPASS_HEADER = "x-bench-cache-bypass";

const CACHE_NAME = "public-pages";
const SESSION_COOKIE_PATTERN = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE}=([^;]*)`);
/** Paths the Worker answers outside React Router's pages (JSON, images, feeds, files, previews). */
const NOT_A_PAGE = /^\/(?:api|images|og|cdn-cgi|preview)(?:\/|$)|\.[a-z0-9]+$/i;

/**
 * The build's version (React Router's assets manifest, a few KB; not the server build, which
 * a cached page never loads): a deploy's pages never answer for another's.
 */
const buildVersion: string = assetsManifest.version;

/**
 * A cached page as the isolate keeps it: the HTML's bytes, its status (200, or a missing
 * path's 404), the stored headers and when the copy stops being fresh. Bytes, not a string: a
 * string would be decoded from the response and encoded again for every answer.
 */
interface StoredPage {
  status: number;
  html: Uint8Array<ArrayBuffer>;
  headers: [string, string][];
  expires: number;
}

// The pages this isolate served last, by cache key (which holds the purge tokens, read from KV
// on every request, so a purged page's key is never asked for again). It saves the Cache API
// read on a hit; bounded, and holding only what any visitor may see.
const MEMORY_MAX_PAGES = 64;
const MEMORY_MAX_BYTES = 8_000_000;
const memory = new Map<string, StoredPage>();
let memoryBytes = 0;

function forget(key: string): void {
  const page = memory.get(key);
  if (!page) return;
  memory.delete(key);
  memoryBytes -= page.html.byteLength;
}

function recall(key: string): StoredPage | undefined {
  const page = memory.get(key);
  if (!page) return undefined;
  forget(key);
  if (page.expires <= Date.now()) return undefined;
  memory.set(key, page); // most recently used last
  memoryBytes += page.html.byteLength;
  return page;
}

function remember(key: string, page: StoredPage): void {
  if (page.html.byteLength > MEMORY_MAX_BYTES / 8 || memory.has(key)) return;
  memory.set(key, page);
  memoryBytes += page.html.byteLength;
  for (const oldKey of memory.keys()) {
    if (memory.size <= MEMORY_MAX_PAGES && memoryBytes <= MEMORY_MAX_BYTES) break;
    forget(oldKey);
  }
}

/**
 * How the edge cache treats a request: `pass` goes the normal way (a write, the API, a staff
 * page, a signed-in user), `page` is an anonymous visitor's page view, answered from the cache
 * under `url` (the page's path and only the query parameters it reads).
 */
type Route = { kind: "pass" } | { kind: "page"; url: URL };

/** The session token a request presents (a bearer token, else the session cookie), if any. */
function presentedToken(request: Request): string | null {
  const bearer = request.headers.get("authorization")?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (bearer) return bearer;
  const cookie = request.headers.get("cookie");
  const value = cookie ? SESSION_COOKIE_PATTERN.exec(cookie)?.[1]?.trim() : undefined;
  return value || null;
}

/**
 * Whether a request is an anonymous visitor's GET or HEAD of a public page. Credentials count
 * only when they carry our signature: a made-up session cookie or `Authorization` header is a
 * visitor like any other (verifying costs a hash, never a D1 read), so it cannot skip the cache.
 */
async function routeOf(
  request: Request,
  url: URL,
  env: Bindings,
  isStaff: () => Promise<boolean>,
): Promise<Route> {
  if (request.method !== "GET" && request.method !== "HEAD") return { kind: "pass" };
  if (NOT_A_PAGE.test(url.pathname) || isAdminPath(url.pathname)) return { kind: "pass" };
  const bypass = env.ENVIRONMENT === "bench" ? env.BENCH_CACHE_BYPASS : undefined;
  if (bypass && request.headers.get(BENCH_BYPASS_HEADER) === bypass) return { kind: "pass" };
  if (await isStaff()) return { kind: "pass" };
  const keyed = new URL(url);
  keyed.search = pageQueryOf(normalizePagePath(url.pathname), url.searchParams);
  return { kind: "page", url: keyed };
}

/**
 * The request a cacheable page is rendered from: the keyed URL, and none of the visitor's own
 * headers (cookies, credentials, the referrer) that could make one visitor's copy differ from
 * the next one's.
 */
function anonymousRequest(request: Request, url: URL): Request {
  const headers = new Headers({ accept: request.headers.get("accept") ?? "text/html" });
  for (const name of ["user-agent", "cf-connecting-ip", "x-forwarded-for"]) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Request(url, { method: "GET", headers });
}

function isCacheableResponse(response: Response): boolean {
  const cacheControl = response.headers.get("cache-control") ?? "";
  return (
    (response.status === 200 || response.status === 404) &&
    (response.headers.get("content-type")?.startsWith("text/html") ?? false) &&
    !response.headers.has("set-cookie") &&
    !/no-store|private/i.test(cacheControl)
  );
}

/** A stored copy's CSP: a nonce served to every visitor would be no secret, so it goes. */
function withoutNonce(policy: string): string {
  return policy.replace(/\s*'nonce-[^']*'/g, "");
}

/** A strong validator of a page's bytes: the start of their SHA-256, in base64url. */
async function entityTag(html: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", html));
  const text = btoa(String.fromCharCode(...digest.subarray(0, 16)));
  return `"${text.replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "")}"`;
}

/**
 * Whether the visitor's copy is still this one: `If-None-Match` (any listed tag, weak or
 * strong, or `*`) when sent, else `If-Modified-Since` against the page's Last-Modified.
 */
function isNotModified(request: Request, page: StoredPage): boolean {
  if (page.status !== 200) return false;
  const headers = new Headers(page.headers);
  const ifNoneMatch = request.headers.get("if-none-match");
  if (ifNoneMatch !== null) {
    const etag = headers.get("etag");
    if (!etag) return false;
    return ifNoneMatch
      .split(",")
      .map((tag) => tag.trim().replace(/^W\//, ""))
      .some((tag) => tag === "*" || tag === etag);
  }
  const since = Date.parse(request.headers.get("if-modified-since") ?? "");
  const modified = Date.parse(headers.get("last-modified") ?? "");
  return Number.isFinite(since) && Number.isFinite(modified) && modified <= since;
}

/** The answer to a visitor from a stored copy: 304, headers only (HEAD), or the page. */
function answer(request: Request, page: StoredPage, state: "HIT" | "MISS"): Response {
  const headers = new Headers(page.headers);
  headers.set("cache-control", VISITOR_CACHE_CONTROL);
  headers.set("x-request-id", crypto.randomUUID());
  headers.set(EDGE_CACHE_HEADER, state);
  if (isNotModified(request, page)) {
    for (const name of ["content-type", "content-length", "content-encoding"]) headers.delete(name);
    return new Response(null, { status: 304, headers });
  }
  headers.set("content-length", String(page.html.byteLength));
  const body = request.method === "HEAD" ? null : page.html;
  const response = new Response(body, { status: page.status, headers });
  return page.status === 404 ? withGoBackLink(response, request) : response;
}

/** A fresh render as the copy to keep: validators added, per-request headers taken out. */
async function storedPageOf(response: Response): Promise<StoredPage> {
  const html = new Uint8Array(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  headers.delete("x-request-id");
  headers.delete("cache-control");
  headers.delete("content-length");
  const policy = headers.get("content-security-policy");
  if (policy) headers.set("content-security-policy", withoutNonce(policy));
  headers.set("etag", await entityTag(html));
  headers.set("last-modified", new Date().toUTCString());
  const seconds = response.status === 404 ? MISSING_CACHE_SECONDS : 86_400;
  return {
    status: response.status,
    html,
    headers: [...headers],
    expires: Date.now() + seconds * 1000,
  };
}

function cacheCopyOf(page: StoredPage): Response {
  const headers = new Headers(page.headers);
  headers.set(
    "cache-control",
    page.status === 404 ? `public, max-age=${MISSING_CACHE_SECONDS}` : EDGE_CACHE_CONTROL,
  );
  return new Response(page.html, { status: page.status, headers });
}

async function fromCacheCopy(copy: Response): Promise<StoredPage> {
  const maxAge = /max-age=(\d+)/.exec(copy.headers.get("cache-control") ?? "")?.[1];
  const headers = new Headers(copy.headers);
  headers.delete("cache-control");
  return {
    status: copy.status,
    html: new Uint8Array(await copy.arrayBuffer()),
    headers: [...headers],
    // The Cache API honours max-age; the memory copy keeps at most the same.
    expires: Date.now() + Number(maxAge ?? MISSING_CACHE_SECONDS) * 1000,
  };
}

/**
 * Any other request (a write, the API, a file, a signed-in user): rendered the normal way. A
 * HEAD is answered as its GET would be, headers only, so it carries the same Content-Type.
 */
async function passThrough(
  request: Request,
  render: (request: Request) => Response | Promise<Response>,
): Promise<Response> {
  if (request.method !== "HEAD") {
    const response = await render(request);
    return response.status === 404 ? withGoBackLink(response, request) : response;
  }
  return headersOnly(await render(new Request(request, { method: "GET" })));
}

/** A GET's answer as a HEAD gets it: the same status and headers, no body. */
async function headersOnly(response: Response): Promise<Response> {
  await response.body?.cancel();
  return new Response(null, response);
}

/**
 * Serves anonymous GETs and HEADs of public pages from the Cache API, ahead of every
 * middleware, and stores fresh 200 answers (and, briefly, a missing path's 404) of `render`
 * (the whole app, so the stored copy carries the same security headers, minus the per-request
 * nonce). The key is the page's path and the query parameters it reads, the build and the
 * purge tokens (one KV read at most), computed before rendering so a render that raced a purge
 * is stored under a dead key. Each copy carries an ETag and Last-Modified, so a visitor's
 * conditional request gets a 304. Answers that set a cookie or say no-store, and requests with
 * real credentials, are never stored. `observe`, when given, is told of every anonymous page
 * request's answer (the page view counter).
 *
 * @example fetch: (request, env, ctx) => withEdgeCache(request, env, (r) => app.fetch(r, env, ctx))
 */
export async function withEdgeCache(
  request: Request,
  env: Bindings,
  render: (request: Request) => Response | Promise<Response>,
  observe?: PageObserver,
): Promise<Response> {
  const url = new URL(request.url);
  // Verifying a token costs a hash: only asked where the answer matters (a page view, a
  // counted redirect), never for the API, a file or a form post.
  const isStaff = async () => {
    const token = presentedToken(request);
    return token !== null && (await carriesLiveSignature({ env }, token));
  };
  const redirected = await redirectAnswer(request, url, env, render);
  if (redirected) {
    if (observe && redirected.source && !(await isStaff())) {
      observe(redirected.source, redirected.response.status);
    }
    return redirected.response;
  }
  const route = await routeOf(request, url, env, isStaff);
  if (route.kind === "pass") return passThrough(request, render);
  const response = await answerPage(request, env, url, route.url, render);
  observe?.(normalizePagePath(url.pathname), response.status);
  return response;
}

/**
 * The bench's "no rules" rounds (`npm run bench`, row (n)) send this header; only its own
 * Worker (ENVIRONMENT "bench") honours it, by not looking the path up among the rules.
 */
export const BENCH_NO_REDIRECTS_HEADER = "x-bench-no-redirects";

const skipsRedirects = (request: Request, env: Bindings) =>
  env.ENVIRONMENT === "bench" && request.headers.has(BENCH_NO_REDIRECTS_HEADER);

/** Addresses the Worker answers itself: never redirected, never made canonical. */
const NO_REDIRECTS = /^\/(?:api|images|og|cdn-cgi|assets)(?:\/|$)/;

/**
 * A redirect's answer, before the cache and the render (issue 34): a stored rule for the
 * request's canonical path (301 or 302 with its Location, the query kept; 410 as the missing
 * page with that status), else a 301 from a second spelling of a page's address
 * (`/IT-Security/`, `//it-security`) to its one address. Null when neither applies. `source`
 * names the rule that answered (the counter's key), none for a spelling.
 */
async function redirectAnswer(
  request: Request,
  url: URL,
  env: Bindings,
  render: (request: Request) => Response | Promise<Response>,
): Promise<{ response: Response; source: string | null } | null> {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  if (NO_REDIRECTS.test(url.pathname)) return null;
  const canonical = canonicalPath(url.pathname);
  let match: RedirectMatch | null = null;
  try {
    if (!skipsRedirects(request, env)) match = await redirectFor(env, canonical, url.search);
  } catch (error) {
    // D1 or KV unavailable: the page is answered as if no redirect were stored.
    logError("redirects.read_failed", { error: String(error) });
  }
  if (match?.location) {
    const permanent = match.status === 301;
    return {
      source: match.source,
      response: new Response(null, {
        status: match.status,
        headers: {
          location: match.location,
          // A 301 browsers would keep forever: an hour, so a redirect staff remove ends.
          "cache-control": permanent ? "public, max-age=3600" : "no-store",
        },
      }),
    };
  }
  if (match) {
    const missing = await passThrough(new Request(url.origin + canonical, request), render);
    const headers = new Headers(missing.headers);
    headers.set("cache-control", "public, max-age=3600");
    return { source: match.source, response: new Response(missing.body, { status: 410, headers }) };
  }
  if (canonical === url.pathname || NOT_A_PAGE.test(url.pathname)) return null;
  if (isAdminPath(canonical)) return null;
  return {
    source: null,
    response: new Response(null, {
      status: 301,
      headers: { location: `${canonical}${url.search}`, "cache-control": "public, max-age=3600" },
    }),
  };
}

/**
 * Told of each anonymous visitor's page request once it is answered (cache hits included):
 * the page's normalised path and the answer's status. Staff, the API and files are not told.
 */
export type PageObserver = (path: string, status: number) => void;

/** An anonymous page request's answer: the stored copy, else a fresh render (then stored). */
async function answerPage(
  request: Request,
  env: Bindings,
  url: URL,
  keyedUrl: URL,
  render: (request: Request) => Response | Promise<Response>,
): Promise<Response> {
  const route = { url: keyedUrl };
  let key: Request | null;
  let cache: Cache;
  try {
    key = await pageCacheKey({ env }, route.url, normalizePagePath(url.pathname), buildVersion);
    if (!key) return passThrough(anonymousRequest(request, route.url), render);
    const remembered = recall(key.url);
    if (remembered) return answer(request, remembered, "HIT");
    cache = await caches.open(CACHE_NAME);
    const hit = await cache.match(key);
    if (hit) {
      const page = await fromCacheCopy(hit);
      remember(key.url, page);
      return answer(request, page, "HIT");
    }
  } catch (error) {
    // KV or the cache unavailable: the visitor still gets the page, rendered.
    logError("page_cache.read_failed", { error: String(error) });
    return passThrough(anonymousRequest(request, route.url), render);
  }

  const response = await render(anonymousRequest(request, route.url));
  if (!isCacheableResponse(response)) {
    return request.method === "HEAD" ? headersOnly(response) : response;
  }
  const page = await storedPageOf(response);
  try {
    await cache.put(key, cacheCopyOf(page));
  } catch (error) {
    logError("page_cache.put_failed", { error: String(error) });
  }
  return answer(request, page, "MISS");
}
