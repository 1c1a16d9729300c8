import type { RedirectStatus } from "../../../app/schemas/redirects";
import { redirectsToken } from "../platform/purge-tokens";

// The edge's view of the redirects (issue 34): each isolate keeps every rule in memory, loaded
// from D1 when the redirects' token (read with the page-cache tokens, one KV read) changes, so
// a path with no rule costs no D1 query. Loaded with the Worker's front door: no drizzle here.

interface IndexedRule {
  source: string;
  target: string;
  status: RedirectStatus;
}

export interface RedirectIndex {
  token: string;
  exact: Map<string, IndexedRule>;
  /** Prefix rules by their base ("/old-blog"), longest first. */
  prefixes: (IndexedRule & { base: string })[];
}

/** The isolate's index: the value, never a request's promise (workerd). */
let index: RedirectIndex | undefined;

/** `rules` indexed for lookups by path (`token`: the redirects' version they were read at). */
export function indexRules(
  rules: readonly (IndexedRule & { match: "exact" | "prefix" })[],
  token = "",
): RedirectIndex {
  const exact = new Map<string, IndexedRule>();
  const prefixes: RedirectIndex["prefixes"] = [];
  for (const { match, ...rule } of rules) {
    if (match === "prefix") prefixes.push({ ...rule, base: rule.source.slice(0, -2) });
    else exact.set(rule.source, rule);
  }
  prefixes.sort((a, b) => b.base.length - a.base.length);
  return { token, exact, prefixes };
}

async function loadIndex(db: D1Database, token: string): Promise<RedirectIndex> {
  const { results } = await db
    .prepare("SELECT source, target, status, match FROM redirects")
    .all<IndexedRule & { match: "exact" | "prefix" }>();
  return indexRules(results, token);
}

/** Where a redirect sends a visitor: its status, the Location (or none for 410) and its rule. */
export interface RedirectMatch {
  status: RedirectStatus;
  location: string | null;
  source: string;
}

/** `target` with the rest of a prefix's path and the visitor's query added. */
function locationOf(target: string, rest: string, search: string): string {
  const [path = "", query = ""] = target.split("?");
  let location = rest ? `${path.replace(/\/$/, "")}${rest}` : path || target;
  if (target.startsWith("https://")) {
    const url = new URL(target);
    if (rest) url.pathname = `${url.pathname.replace(/\/$/, "")}${rest}`;
    if (search) for (const [k, v] of new URLSearchParams(search)) url.searchParams.append(k, v);
    return url.href;
  }
  const params = new URLSearchParams(query);
  if (search) for (const [k, v] of new URLSearchParams(search)) params.append(k, v);
  const joined = params.toString();
  if (joined) location += `?${joined}`;
  return location;
}

/**
 * The redirect for `path` (the canonical path of a request), or null. No D1 query unless the
 * redirects changed since this isolate last looked (and none at all while none were stored).
 */
export async function redirectFor(
  env: { DB: D1Database; KV: KVNamespace },
  path: string,
  search: string,
): Promise<RedirectMatch | null> {
  const token = await redirectsToken({ env } as Parameters<typeof redirectsToken>[0], path);
  if (token === null) return null;
  if (index?.token !== token) index = await loadIndex(env.DB, token);
  return matchRedirect(index, path, search);
}

/** The redirect of `rules` for `path` (canonical) with the visitor's `search`, or null. */
export function matchRedirect(
  rules: RedirectIndex,
  path: string,
  search: string,
): RedirectMatch | null {
  const exact = rules.exact.get(path);
  const rule =
    exact ?? rules.prefixes.find((p) => path === p.base || path.startsWith(`${p.base}/`));
  if (!rule) return null;
  const rest = exact ? "" : path.slice((rule as IndexedRule & { base: string }).base.length);
  return {
    status: rule.status,
    location: rule.status === 410 ? null : locationOf(rule.target, rest, search),
    source: rule.source,
  };
}
