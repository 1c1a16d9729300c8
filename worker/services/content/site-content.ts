import { eq, sql } from "drizzle-orm";
import { LAUNCH_POSTS } from "../../../app/content/blog";
import { settings } from "../../db/schema";
import type { Deps } from "../platform/deps";
import { seedLaunchPosts } from "./blog-publishing";
import { type FeedName, feedKey, rebuildFeeds } from "./feeds";
import { codeRows, syncCodePages } from "./pages";

// The content the code ships (the catalogue's code pages and the launch posts) is in D1 before
// the first read that lists it: the feeds and the blog call `ensureSiteContent` first. A fresh
// database (or a deploy that changed that content) is brought up to date by the first such
// read; after that an isolate checks nothing: one row, read once per isolate and database.

/** The settings row that holds the version of the code's content last copied into D1. */
const CONTENT_VERSION_KEY = "site.content-version";

/**
 * The D1 databases this isolate has seen up to date. Only a done flag, never a promise: a
 * promise made by one request must not be awaited by another (workerd ties I/O to its request).
 * Kept per binding, so each test file's own database is checked on its own.
 */
const upToDate = new WeakSet<D1Database>();

/** A digest of the code's content: the code pages' catalogue rows and the launch posts' slugs. */
async function contentVersion(): Promise<string> {
  const content = JSON.stringify({
    pages: codeRows(),
    posts: LAUNCH_POSTS.map((post) => post.slug),
  });
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(content));
  return [...new Uint8Array(digest).slice(0, 12)]
    .map((byte) => byte.toString(16).padStart(2, "0"))
    .join("");
}

/**
 * Makes sure the catalogue lists every code page and the launch posts are seeded, before a read
 * that lists them. The first call per isolate reads one settings row; when it names an older
 * version (or none: a fresh install) the code pages are synced, then the launch posts seeded
 * (which rebuilds the feeds from the complete catalogue), then the row is written. A failure
 * throws and writes no row, so the next read tries again.
 *
 * @example await ensureSiteContent(deps); // then list the posts
 */
export async function ensureSiteContent(deps: Deps): Promise<void> {
  const binding = deps.env.DB;
  if (upToDate.has(binding)) return;
  const { db } = deps;
  const [version, row] = await Promise.all([
    contentVersion(),
    db
      .select({ value: settings.value })
      .from(settings)
      .where(eq(settings.key, CONTENT_VERSION_KEY))
      .get(),
  ]);
  const value = JSON.stringify(version);
  if (row?.value !== value) {
    await syncCodePages(deps);
    await seedLaunchPosts(deps);
    await writeContentVersion(deps, value);
  }
  upToDate.add(binding);
}

/** Stores the content version; a row that already holds it is left alone (no write). */
async function writeContentVersion({ db }: Deps, value: string): Promise<void> {
  await db
    .insert(settings)
    .values({ key: CONTENT_VERSION_KEY, value })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value },
      setWhere: sql`${settings.value} <> excluded.value`,
    });
}

/**
 * Records that D1 holds the code's current content, after the cron's `syncCodePages` and
 * `seedLaunchPosts` both succeeded, so no visitor's read has to write it later.
 */
export async function markSiteContentCurrent(deps: Deps): Promise<void> {
  await writeContentVersion(deps, JSON.stringify(await contentVersion()));
  upToDate.add(deps.env.DB);
}

/**
 * One stored feed file. On a KV miss the site's content is brought up to date first, then the
 * files are built and stored: KV only ever holds feeds of a complete catalogue.
 */
export async function getFeed(deps: Deps, name: FeedName): Promise<string> {
  const stored = await deps.env.KV.get(feedKey(name));
  if (stored !== null) return stored;
  await ensureSiteContent(deps);
  const built = await rebuildFeeds(deps);
  return built.files[name];
}
