import { normalizePagePath } from "../../../app/lib/paths";
import type { Deps } from "./deps";

// Edge cache of public pages (the Cache API, keyed by URL). Entries are never deleted one by
// one (the Cache API only reaches the local data centre); instead purge tokens stored in KV are
// mixed into every cache key, so after a purge every location misses.
//
// A purge never reads: it writes a fresh random token to one key per page (or to the one "all"
// key). Two purges at once both leave a token that no cached copy was stored under, so neither
// can undo the other (a read-modify-write of one shared record could). Readers compute the key
// before rendering, so a render that raced a purge is stored under a key nobody asks for again.

const ALL_KEY = "page-cache:all";
/** Changed with every redirect change (issue 34): isolates reload their redirect index. */
const REDIRECTS_KEY = "redirects:version";
const PATH_KEY_PREFIX = "page-cache:path:";
/** Workers KV refuses longer keys; such paths are simply never cached. */
const MAX_KV_KEY_BYTES = 512;
/** Production KV takes one write per key per second; a purge retries rather than being lost. */
const PUT_ATTEMPTS = 4;
const PUT_RETRY_MS = 1100;

const encoder = new TextEncoder();

/**
 * How long an isolate trusts the tokens it last read from KV (KV itself caches reads at the
 * edge for longer). A purge made by this isolate replaces its copy at once, so the next visitor
 * it serves misses; other isolates follow within this time.
 */
export const TOKEN_MEMO_MS = 1000;
const MEMO_MAX_KEYS = 2000;
const tokenMemo = new Map<string, { token: string | null; until: number }>();
/** Counts this isolate's purges: a KV read that a purge overtook must not be memoised. */
let localPurges = 0;

function memoize(key: string, token: string | null, now: number): void {
  if (tokenMemo.size >= MEMO_MAX_KEYS && !tokenMemo.has(key)) tokenMemo.clear();
  tokenMemo.set(key, { token, until: now + TOKEN_MEMO_MS });
}

/** The current token of each key: from this isolate's memo while fresh, else one KV read. */
async function readTokens(
  deps: Pick<Deps, "env">,
  keys: readonly string[],
): Promise<(string | null)[]> {
  const now = Date.now();
  const memoized = keys.map((key) => tokenMemo.get(key));
  if (memoized.every((entry) => entry !== undefined && entry.until > now)) {
    return memoized.map((entry) => entry?.token ?? null);
  }
  const purgesBefore = localPurges;
  const stored = await deps.env.KV.get([...keys], "text");
  const overtaken = localPurges !== purgesBefore;
  return keys.map((key) => {
    const token = stored.get(key) ?? null;
    if (!overtaken) memoize(key, token, now);
    return token;
  });
}

function pathKey(path: string): string | null {
  const key = `${PATH_KEY_PREFIX}${normalizePagePath(path)}`;
  return encoder.encode(key).byteLength <= MAX_KV_KEY_BYTES ? key : null;
}

function freshToken(): string {
  return crypto.randomUUID().replaceAll("-", "");
}

async function putToken(deps: Pick<Deps, "env">, key: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const token = freshToken();
      await deps.env.KV.put(key, token);
      localPurges += 1;
      memoize(key, token, Date.now());
      return;
    } catch (error) {
      if (attempt >= PUT_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, PUT_RETRY_MS));
    }
  }
}

/**
 * Makes the cached copies of public pages stale: the given page paths ("/", "/it-security",
 * "/blog/my-post"; a page's query-string variants go with it), or every page with "all" (site
 * settings, header or footer changes). Call it after the change is stored, never before.
 *
 * @example await purgePublicPages(deps, ["/blog", `/blog/${slug}`])
 */
export async function purgePublicPages(
  deps: Pick<Deps, "env">,
  paths: readonly string[] | "all",
): Promise<void> {
  if (paths === "all") {
    await putToken(deps, ALL_KEY);
    return;
  }
  const keys = new Set<string>();
  for (const path of paths) {
    const key = pathKey(path);
    if (key) keys.add(key);
  }
  await Promise.all([...keys].map((key) => putToken(deps, key)));
}

/**
 * Tells every isolate that the redirects changed: a fresh token (no read), so two changes at
 * once both leave a token no isolate has loaded. Call it after the change is stored.
 */
export async function markRedirectsChanged(deps: Pick<Deps, "env">): Promise<void> {
  await putToken(deps, REDIRECTS_KEY);
}

/**
 * The redirects' token (null while no redirect was ever stored), read in one KV call together
 * with the page-cache tokens of `path`, so the page's cache key that follows reads no more.
 */
export async function redirectsToken(
  deps: Pick<Deps, "env">,
  path: string,
): Promise<string | null> {
  const key = pathKey(path);
  const [token] = await readTokens(
    deps,
    key ? [REDIRECTS_KEY, ALL_KEY, key] : [REDIRECTS_KEY, ALL_KEY],
  );
  return token ?? null;
}

/**
 * The Cache API key of a page URL: the URL itself plus the build and the current purge tokens
 * of the site and of the page (at most one KV read; none while this isolate's copy is fresh). Null for a path too long to have a token
 * (never cached). Compute it before rendering the page it will store.
 */
export async function pageCacheKey(
  deps: Pick<Deps, "env">,
  url: URL,
  path: string,
  buildVersion: string,
): Promise<Request | null> {
  const key = pathKey(path);
  if (!key) return null;
  const [allToken, pageToken] = await readTokens(deps, [ALL_KEY, key]);
  const cacheUrl = new URL(url);
  cacheUrl.searchParams.set("__cache", `${buildVersion}.${allToken ?? "0"}.${pageToken ?? "0"}`);
  return new Request(cacheUrl.toString(), { method: "GET" });
}
