import type { Deps } from "./deps";

// Edge cache of public pages (the Cache API, keyed by URL). Entries are never deleted one by
// one (the Cache API only reaches the local data centre); instead a generation stored in KV is
// mixed into every cache key, and a purge bumps it, so every location misses at once.

const GENERATIONS_KEY = "page-cache:generations";

/** `all` changes every key; `paths[path]` changes the keys of one page. */
interface Generations {
  all: number;
  paths: Record<string, number>;
}

async function readGenerations({ env }: Pick<Deps, "env">): Promise<Generations> {
  const stored = await env.KV.get<Partial<Generations>>(GENERATIONS_KEY, "json");
  return {
    all: typeof stored?.all === "number" ? stored.all : 0,
    paths: stored?.paths && typeof stored.paths === "object" ? stored.paths : {},
  };
}

/**
 * Makes the cached copies of public pages stale: the given page paths ("/", "/it-security",
 * "/blog/my-post"), or every page with "all" (site settings, header or footer changes).
 * Call it after publishing anything a public page shows.
 *
 * @example await purgePublicPages(deps, ["/blog", `/blog/${slug}`])
 */
export async function purgePublicPages(
  deps: Pick<Deps, "env">,
  paths: readonly string[] | "all",
): Promise<void> {
  const generations = await readGenerations(deps);
  if (paths === "all") {
    // Per-path generations only matter within one `all` generation.
    await deps.env.KV.put(GENERATIONS_KEY, JSON.stringify({ all: generations.all + 1, paths: {} }));
    return;
  }
  for (const path of paths) generations.paths[path] = (generations.paths[path] ?? 0) + 1;
  await deps.env.KV.put(GENERATIONS_KEY, JSON.stringify(generations));
}

/**
 * The Cache API key of a page URL: the URL itself plus the build, the site-wide and the page's
 * generation, so a deploy or a purge makes older copies unreachable.
 */
export async function pageCacheKey(
  deps: Pick<Deps, "env">,
  url: URL,
  path: string,
  buildVersion: string,
): Promise<Request> {
  const generations = await readGenerations(deps);
  const key = new URL(url);
  key.searchParams.set(
    "__cache",
    `${buildVersion}.${generations.all}.${generations.paths[path] ?? 0}`,
  );
  return new Request(key.toString(), { method: "GET" });
}
