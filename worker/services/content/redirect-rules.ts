import { canonicalPath } from "../../../app/lib/paths";
import {
  chainMessage,
  liveSourceMessage,
  missingTargetMessage,
  REDIRECT_MESSAGES,
  type RedirectInput,
  type RedirectStatus,
  reservedSourceMessage,
} from "../../../app/schemas/redirects";
import { AppError } from "../../errors";
import { blockedHost } from "../outside/safe-fetch";
import type { Deps } from "../platform/deps";
import { FEED_NAMES } from "./feeds";
import { isLivePath } from "./link-targets";

// What makes a redirect safe (issue 34): a source is a site path that is no live page and no
// address the Worker itself answers; a target is a live page of this site or an https://
// address on a public host; no rule may lead to another rule (a chain) or back (a loop).

/** A rule as the edge and the checks read it. */
export interface RedirectRule {
  id: string;
  source: string;
  target: string;
  status: RedirectStatus;
  match: "exact" | "prefix";
}

/** A rule's source as stored: the path as the router reads it, `/*` kept for a prefix. */
export interface NormalisedSource {
  source: string;
  match: "exact" | "prefix";
  /** The path a prefix covers ("/old-blog"), or the exact path. */
  base: string;
}

const bad = (message: string) => new AppError(400, "INVALID_REDIRECT", message);

/** Addresses the Worker answers itself, never redirected: what each is, in words. */
const RESERVED: [RegExp, string][] = [
  [/^\/admin(?:\/|$)|\/admin$/, "part of the staff admin"],
  [/^\/api(?:\/|$)/, "part of the API"],
  [/^\/images(?:\/|$)/, "where uploaded images are served"],
  [/^\/og(?:\/|$)/, "where social images are served"],
  [/^\/cdn-cgi(?:\/|$)/, "reserved by Cloudflare"],
  [/^\/preview(?:\/|$)/, "where share links for drafts are served"],
  [/^\/assets(?:\/|$)/, "where the site's scripts and styles are served"],
  [/^\/[a-z0-9-]{8,128}\.txt$/, "where the IndexNow key file may be served"],
];

/**
 * The stored form of a typed source: a path (no scheme, host, query or fragment), read as the
 * router reads it (case folded, double and trailing slashes dropped, dot segments resolved,
 * percent-escapes as one spelling); a trailing `/*` makes a prefix rule.
 */
export function normaliseSource(input: string): NormalisedSource {
  const text = input.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(text) || (text.startsWith("//") && /^\/\/[^/]/.test(text))) {
    throw bad(REDIRECT_MESSAGES.sourceHost);
  }
  if (!text.startsWith("/") || /[?#\s\\]/.test(text)) throw bad(REDIRECT_MESSAGES.source);
  const prefix = text.endsWith("/*");
  const body = prefix ? text.slice(0, -2) : text;
  if (body.includes("*")) throw bad(REDIRECT_MESSAGES.source);
  let parsed: URL;
  try {
    parsed = new URL(body || "/", "https://site.invalid");
  } catch {
    throw bad(REDIRECT_MESSAGES.source);
  }
  const base = canonicalPath(parsed.pathname);
  if (prefix && base === "/") throw bad(reservedSourceMessage("/*", "every address of the site"));
  return { source: prefix ? `${base}/*` : base, match: prefix ? "prefix" : "exact", base };
}

/** A target as stored: a canonical site path (query kept) or an https:// URL on a public host. */
export function normaliseTarget(input: string, status: RedirectStatus): string {
  const text = input.trim();
  if (status === 410) {
    if (text !== "") throw bad(REDIRECT_MESSAGES.targetGone);
    return "";
  }
  if (text === "") throw bad(REDIRECT_MESSAGES.targetNeeded);
  if (text.startsWith("/") && !text.startsWith("//") && !/[\s\\]/.test(text)) {
    const url = new URL(text, "https://site.invalid");
    return `${canonicalPath(url.pathname)}${url.search}`;
  }
  if (!/^https:\/\//i.test(text) || /[\s\\]/.test(text)) throw bad(REDIRECT_MESSAGES.target);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw bad(REDIRECT_MESSAGES.target);
  }
  if (url.protocol !== "https:" || url.username || url.password) {
    throw bad(REDIRECT_MESSAGES.targetUnsafe);
  }
  if (blockedHost(url.hostname) !== null || !url.hostname.includes(".")) {
    throw bad(REDIRECT_MESSAGES.targetUnsafe);
  }
  return url.href;
}

/** Whether `path` is one a rule applies to: the exact source, or under a prefix's base. */
export function ruleCovers(rule: Pick<RedirectRule, "source" | "match">, path: string): boolean {
  if (rule.match === "exact") return rule.source === path;
  const base = rule.source.slice(0, -2);
  return path === base || path.startsWith(`${base}/`);
}

/** The internal path a target names (no query), or null for an outside address. */
export function targetPath(target: string): string | null {
  if (!target.startsWith("/")) return null;
  return target.split("?")[0] ?? target;
}

/**
 * Refuses a source the Worker answers itself, a live page, or (for a prefix) an address range
 * holding live pages; 400 with the reason.
 */
export async function checkSource(deps: Deps, source: NormalisedSource): Promise<void> {
  for (const [pattern, what] of RESERVED) {
    if (pattern.test(source.base)) throw bad(reservedSourceMessage(source.source, what));
  }
  const feeds: readonly string[] = FEED_NAMES;
  if (feeds.includes(source.base.slice(1))) {
    throw bad(reservedSourceMessage(source.source, "one of the site's feeds"));
  }
  if (source.match === "exact") {
    if (await isLivePath(deps, source.base)) throw bad(liveSourceMessage(source.source));
    return;
  }
  if (source.base === "/blog" || (await isLivePath(deps, source.base))) {
    throw bad(liveSourceMessage(source.source));
  }
  const live = await livePathsUnder(deps, source.base);
  if (live) throw bad(liveSourceMessage(live));
}

/** A live page or post under `base/`, if any (a prefix rule must not hide one). */
async function livePathsUnder(deps: Deps, base: string): Promise<string | null> {
  const like = `${base.replace(/[\\%_]/g, (c) => `\\${c}`)}/%`;
  const [page, post] = await deps.env.DB.batch<{ path: string }>([
    deps.env.DB.prepare(
      "SELECT path FROM pages WHERE is_active = 1 AND path LIKE ? ESCAPE '\\' LIMIT 1",
    ).bind(like),
    deps.env.DB.prepare(
      "SELECT '/blog/' || slug AS path FROM blogs WHERE published = 1 AND '/blog/' || slug LIKE ? ESCAPE '\\' LIMIT 1",
    ).bind(like),
  ]);
  return page?.results[0]?.path ?? post?.results[0]?.path ?? null;
}

/** Refuses an internal target with no live page (400 "There is no page at …"). */
export async function checkTarget(deps: Deps, target: string): Promise<void> {
  const path = targetPath(target);
  if (path !== null && !(await isLivePath(deps, path))) throw bad(missingTargetMessage(path));
}

/**
 * Refuses a rule that would meet another in a chain or a loop: its target is another rule's
 * source (or under its prefix), another rule's target is its source, or it points at itself.
 * `others` are the stored rules but the one being changed.
 */
export function checkNoChain(
  rule: Pick<RedirectRule, "source" | "target" | "match">,
  others: readonly Pick<RedirectRule, "source" | "target" | "match">[],
): void {
  const path = targetPath(rule.target);
  if (path !== null && ruleCovers(rule, path)) throw bad(chainMessage(rule));
  for (const other of others) {
    if (path !== null && ruleCovers(other, path)) throw bad(chainMessage(other));
    const into = targetPath(other.target);
    if (into !== null && ruleCovers(rule, into)) throw bad(chainMessage(other));
  }
}

/** The checks of one typed rule, in order; the normalised rule to store. */
export async function checkedRule(
  deps: Deps,
  input: RedirectInput,
  others: readonly RedirectRule[],
): Promise<Omit<RedirectRule, "id">> {
  const source = normaliseSource(input.source);
  const target = normaliseTarget(input.target, input.status);
  await checkSource(deps, source);
  const rule = { source: source.source, target, status: input.status, match: source.match };
  // A chain first: "it meets /a → /b" says more than "there is no page at /a".
  checkNoChain(rule, others);
  await checkTarget(deps, target);
  return rule;
}
