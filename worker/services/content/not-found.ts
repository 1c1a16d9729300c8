import { and, eq, inArray, sql } from "drizzle-orm";
import type { NotFoundEntry } from "../../../app/schemas/redirects";
import { analyticsRollups, blogs, notFoundDismissals, pages, redirects } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { flushCounters } from "../analytics/reports";
import type { SessionUser } from "../identity/session-user";
import { leadMailFrom } from "../leads/mail";
import { auditInsert } from "../platform/audit";
import type { Deps } from "../platform/deps";
import { getSiteSettings } from "../platform/settings";

// The 404 monitor (issue 34): the addresses visitors asked for and did not find, read from the
// analytics counter's 404 counts (one counter, not a second one), each with a suggested page
// to redirect it to. Addresses staff dismissed stay dismissed; those a redirect now answers
// or that are pages again leave the list.

/** Rows the monitor lists at most, most hits first. */
const MONITOR_ROWS = 200;
/** How close a page must be (0 to 1) to be suggested. */
const SUGGESTION_MIN = 0.45;

const toBase64Url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

/** A listed path's id: the path itself, base64url-encoded (so it fits in a URL segment). */
export function notFoundId(path: string): string {
  return toBase64Url(path);
}

function pathOfId(id: string): string | null {
  if (!/^[A-Za-z0-9_-]{1,800}$/.test(id)) return null;
  try {
    const binary = atob(id.replace(/-/g, "+").replace(/_/g, "/"));
    return new TextDecoder("utf-8", { fatal: true }).decode(
      Uint8Array.from(binary, (c) => c.charCodeAt(0)),
    );
  } catch {
    return null;
  }
}

/** The words of a path or title: lower case, split on anything not a letter or digit. */
function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 1);
}

/** Edit distance of two short strings. */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    let previous = row[0] ?? 0;
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const current = row[j] ?? 0;
      row[j] = Math.min(
        (row[j] ?? 0) + 1,
        (row[j - 1] ?? 0) + 1,
        previous + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      previous = current;
    }
  }
  return row[b.length] ?? 0;
}

/**
 * How close a missing path is to a page (0 to 1): the better of its last segment's spelling
 * against the page's slug, and the share of its words found in the page's slug and title.
 */
export function closeness(missing: string, page: { path: string; title: string }): number {
  const last = missing.split("/").filter(Boolean).pop()?.toLowerCase() ?? "";
  const slug = page.path.split("/").filter(Boolean).pop() ?? "";
  const spelling = last && slug ? 1 - distance(last, slug) / Math.max(last.length, slug.length) : 0;
  const asked = words(missing);
  const known = new Set([...words(page.path), ...words(page.title)]);
  const shared = asked.length ? asked.filter((word) => known.has(word)).length / asked.length : 0;
  return Math.max(spelling, shared * 0.9);
}

async function livePages({ db }: Deps): Promise<{ path: string; title: string }[]> {
  const [catalogue, posts] = await db.batch([
    db
      .select({
        path: pages.path,
        title: sql<string>`coalesce(nullif(${pages.title}, ''), ${pages.path})`,
      })
      .from(pages)
      .where(eq(pages.isActive, true)),
    db
      .select({ path: sql<string>`'/blog/' || ${blogs.slug}`, title: blogs.title })
      .from(blogs)
      .where(eq(blogs.published, true)),
  ]);
  return [...catalogue, ...posts];
}

/** The closest live page to `missing`, if one is close enough. */
export function suggestionFor(
  missing: string,
  candidates: readonly { path: string; title: string }[],
): { path: string; title: string } | null {
  let best: { path: string; title: string } | null = null;
  let bestScore = SUGGESTION_MIN;
  for (const page of candidates) {
    const score = closeness(missing, page);
    if (score > bestScore) {
      best = page;
      bestScore = score;
    }
  }
  return best;
}

/** `GET /api/not-found`: missing addresses, most hits first, with referrers and a suggestion. */
export async function listNotFound(deps: Deps): Promise<NotFoundEntry[]> {
  await flushCounters(deps);
  const { db } = deps;
  const hits = sql<number>`sum(${analyticsRollups.views})`;
  const [paths, dismissed, ruled] = await db.batch([
    db
      .select({
        dimension: analyticsRollups.dimension,
        key: analyticsRollups.key,
        hits,
        first: sql<string>`min(${analyticsRollups.day})`,
        last: sql<string>`max(${analyticsRollups.day})`,
      })
      .from(analyticsRollups)
      .where(
        inArray(analyticsRollups.dimension, ["not_found", "not_found_bot", "not_found_referrer"]),
      )
      .groupBy(analyticsRollups.dimension, analyticsRollups.key),
    db.select({ path: notFoundDismissals.path }).from(notFoundDismissals),
    db.select({ source: redirects.source }).from(redirects),
  ]);
  const hidden = new Set([...dismissed.map((row) => row.path), ...ruled.map((row) => row.source)]);
  const entries = new Map<string, NotFoundEntry>();
  const entry = (path: string) => {
    let found = entries.get(path);
    if (!found) {
      found = {
        id: notFoundId(path),
        path,
        hits: 0,
        botHits: 0,
        firstSeen: "",
        lastSeen: "",
        referrers: [],
        suggestion: null,
      };
      entries.set(path, found);
    }
    return found;
  };
  for (const row of paths) {
    if (row.dimension === "not_found_referrer") continue;
    const path = row.key;
    if (hidden.has(path) || hidden.has(path.toLowerCase().replace(/\/+$/, ""))) continue;
    const item = entry(path);
    if (row.dimension === "not_found") item.hits += Number(row.hits);
    else item.botHits += Number(row.hits);
    if (!item.firstSeen || row.first < item.firstSeen) item.firstSeen = row.first;
    if (row.last > item.lastSeen) item.lastSeen = row.last;
  }
  for (const row of paths) {
    if (row.dimension !== "not_found_referrer") continue;
    const tab = row.key.indexOf("\t");
    const item = entries.get(row.key.slice(0, tab));
    item?.referrers.push({ host: row.key.slice(tab + 1), hits: Number(row.hits) });
  }
  const list = [...entries.values()]
    .sort((a, b) => b.hits - a.hits || b.botHits - a.botHits || a.path.localeCompare(b.path))
    .slice(0, MONITOR_ROWS);
  const candidates = await livePages(deps);
  const live = new Set(candidates.map((page) => page.path));
  for (const item of list) {
    item.referrers.sort((a, b) => b.hits - a.hits);
    item.referrers = item.referrers.slice(0, 5);
    item.suggestion = suggestionFor(item.path, candidates);
  }
  return list.filter((item) => !live.has(item.path));
}

/** `POST /api/not-found/:id/dismiss`: the path leaves the monitor and stays away. */
export async function dismissNotFound(
  deps: Deps,
  id: string,
  actor: Pick<SessionUser, "id" | "username">,
): Promise<{ path: string }> {
  const path = pathOfId(id);
  if (path === null || !path.startsWith("/")) {
    throw new AppError(400, "INVALID_ID", "Unknown address: dismiss one listed by the 404 monitor");
  }
  const known = await deps.db
    .select({ key: analyticsRollups.key })
    .from(analyticsRollups)
    .where(
      and(
        inArray(analyticsRollups.dimension, ["not_found", "not_found_bot"]),
        eq(analyticsRollups.key, path),
      ),
    )
    .limit(1);
  if (known.length === 0) throw notFound("That address was never reported missing");
  await deps.db.batch([
    deps.db
      .insert(notFoundDismissals)
      .values({ path, dismissedAt: new Date().toISOString(), dismissedBy: actor.id })
      .onConflictDoNothing(),
    auditInsert(deps, {
      action: "not_found.dismiss",
      actor,
      targetType: "path",
      targetId: path,
    }),
  ]);
  return { path };
}

/**
 * The daily digest of new missing addresses (issue 34): those first seen since yesterday with
 * more hits than the setting, mailed to the new-lead addresses. "skipped" when nobody is to
 * be mailed or nothing is new; a failed send throws (the cron records and retries it).
 */
export async function mailNotFoundDigest(
  deps: Deps,
  now = new Date(),
): Promise<{ outcome: "sent" | "skipped"; paths: string[] }> {
  const { settings } = await getSiteSettings(deps);
  if (settings.notificationEmails.length === 0) return { outcome: "skipped", paths: [] };
  const since = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
  const fresh = (await listNotFound(deps)).filter(
    (entry) => entry.firstSeen >= since && entry.hits > settings.notFoundDigestMinHits,
  );
  if (fresh.length === 0) return { outcome: "skipped", paths: [] };
  const origin = new URL(settings.siteUrl).origin;
  const lines = fresh
    .slice(0, 50)
    .flatMap((entry) => [
      `${entry.path}: ${entry.hits} ${entry.hits === 1 ? "visit" : "visits"}${
        entry.referrers.length
          ? `, linked from ${entry.referrers.map((r) => `${r.host || "direct"} (${r.hits})`).join(", ")}`
          : ""
      }`,
      entry.suggestion
        ? `  Closest page: ${entry.suggestion.path} (${entry.suggestion.title})`
        : "",
    ]);
  await deps.env.EMAIL.send({
    from: leadMailFrom(settings.siteUrl),
    to: settings.notificationEmails,
    subject: `${fresh.length} new missing ${fresh.length === 1 ? "page" : "pages"} on ${new URL(origin).host}`,
    text: [
      `Visitors asked for ${fresh.length === 1 ? "an address" : "addresses"} that do not exist, more than ${settings.notFoundDigestMinHits} times since yesterday:`,
      "",
      ...lines.filter((line) => line !== ""),
      "",
      `Redirect or dismiss them in the Redirects tab: ${origin}/admin?tab=redirects`,
      "",
    ].join("\n"),
  });
  return { outcome: "sent", paths: fresh.map((entry) => entry.path) };
}
