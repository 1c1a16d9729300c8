import { and, eq, isNotNull, lte } from "drizzle-orm";
import { z } from "zod";
import { LAUNCH_POSTS } from "../../../app/content/blog";
import type { BlogInput, BlogSaveResult } from "../../../app/schemas/blog";
import { type Blog, blogs, settings } from "../../db/schema";
import type { Deps } from "../platform/deps";
import { purgePublicPages } from "../platform/page-cache";
import { rebuildFeedsAfter, syncBlogInFeeds } from "./feeds";
import { publishBlogToGitHub } from "./github-publishing";

// How blog posts go out: when a save makes a post public (now or at its publishAt), what
// follows any change (feeds, page cache, GitHub), the cron's scheduled publishing, and the
// launch posts shipped as code, seeded into D1 once.

export const GITHUB_SKIPPED_MESSAGE =
  "Skipped: the GitHub integration is not configured, so the post lives in the site's database only.";

const LAUNCH_POSTS_KEY = "blog.launch-posts-seeded";

/**
 * What a save stores for publishing: a future `publishAt` keeps the post a draft (the cron
 * publishes it); a past one is dropped.
 */
export function publishingColumns(input: BlogInput, now: string, current?: Blog) {
  const scheduled = input.publishAt && input.publishAt > now ? input.publishAt : null;
  const published = input.published && !scheduled;
  const kept = current?.published ? current.publishedAt : null;
  return { published, publishAt: scheduled, publishedAt: published ? (kept ?? now) : null };
}

/**
 * After a post was saved or deleted: the sitemap and RSS are rebuilt (the post's sitemap
 * status), cached copies of the blog pages go stale, and the GitHub push is reported (skipped
 * until configured). Never throws: the change already stands in D1.
 */
export async function publishBlogChange(
  deps: Deps,
  row: Blog,
  options: { previousSlug?: string; deleted?: boolean } = {},
): Promise<BlogSaveResult["data"]> {
  const { previousSlug, deleted = false } = options;
  const sync = await syncBlogInFeeds(deps, row.slug, row.published);
  if (row.publishAt && !row.published) {
    sync.sitemapStatus = "unpublished";
    sync.sitemapMessage = `Scheduled for ${row.publishAt}: the post joins the sitemap and RSS feed when it is published`;
  }
  const paths = ["/", "/blog", `/blog/${row.slug}`];
  if (previousSlug && previousSlug !== row.slug) paths.push(`/blog/${previousSlug}`);
  try {
    await purgePublicPages(deps, paths);
  } catch (error) {
    console.error(
      JSON.stringify({ level: "error", event: "blog.purge_failed", error: String(error) }),
    );
  }
  // After the D1 write, awaited so the answer carries the status; a failure never undoes the save.
  const github = await publishBlogToGitHub(deps, row, { previousSlug, deleted });
  return {
    ...sync,
    ...(github ?? { githubStatus: "skipped", githubMessage: GITHUB_SKIPPED_MESSAGE }),
  };
}

/**
 * Publishes scheduled posts whose time has come (cron). Returns the slugs it published; the
 * caller rebuilds the feeds.
 */
export async function publishScheduledPosts(deps: Deps, now = new Date()): Promise<string[]> {
  const iso = now.toISOString();
  const due = await deps.db
    .select()
    .from(blogs)
    .where(and(eq(blogs.published, false), isNotNull(blogs.publishAt), lte(blogs.publishAt, iso)))
    .all();
  const published: string[] = [];
  for (const row of due) {
    const updated = await deps.db
      .update(blogs)
      .set({
        published: true,
        publishedAt: row.publishAt,
        publishAt: null,
        updatedAt: iso,
        version: row.version + 1,
      })
      .where(and(eq(blogs.id, row.id), eq(blogs.version, row.version)))
      .returning();
    const [saved] = updated;
    if (saved) {
      published.push(row.slug);
      // The repository copy says published too (never throws; a failure is logged).
      await publishBlogToGitHub(deps, saved);
    }
  }
  if (published.length > 0) {
    await purgePublicPages(deps, ["/", "/blog", ...published.map((slug) => `/blog/${slug}`)]);
  }
  return published;
}

const SeededSlugsSchema = z.array(z.string());

/** The launch posts' slugs already copied, from their settings row (none if unreadable). */
function seededSlugs(value: string): string[] {
  try {
    return SeededSlugsSchema.catch([]).parse(JSON.parse(value));
  } catch {
    return [];
  }
}

/**
 * Copies the launch posts (app/content/blog) into D1 once each. A post staff later edit or
 * delete stays that way: the slugs already seeded are remembered in `settings`.
 */
export async function seedLaunchPosts(deps: Deps): Promise<number> {
  const { db } = deps;
  const row = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, LAUNCH_POSTS_KEY))
    .get();
  const seeded = new Set(row ? seededSlugs(row.value) : []);
  const missing = LAUNCH_POSTS.filter((post) => !seeded.has(post.slug));
  if (missing.length === 0) return 0;
  const value = JSON.stringify([...seeded, ...missing.map((p) => p.slug)]);
  const inserts = missing.map((post) =>
    db
      .insert(blogs)
      .values({
        id: `launch:${post.slug}`,
        slug: post.slug,
        title: post.title,
        excerpt: post.excerpt,
        content: post.content,
        author: post.author,
        authorId: null,
        category: post.category,
        categoryColor: post.categoryColor,
        readTime: post.readTime,
        featured: post.featured,
        published: true,
        tags: post.tags,
        seoTitle: post.seoTitle,
        seoDescription: post.seoDescription,
        seoKeywords: post.seoKeywords,
        publishedAt: post.createdAt,
        createdAt: post.createdAt,
        updatedAt: post.createdAt,
      })
      .onConflictDoNothing(),
  );
  await db.batch([
    db
      .insert(settings)
      .values({ key: LAUNCH_POSTS_KEY, value })
      .onConflictDoUpdate({ target: settings.key, set: { value } }),
    ...inserts,
  ]);
  await rebuildFeedsAfter(deps, "blog.seed_feeds_failed");
  return missing.length;
}
