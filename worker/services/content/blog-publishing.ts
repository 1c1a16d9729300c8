import { and, eq, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { LAUNCH_POSTS } from "../../../app/content/blog";
import type { BlogInput, BlogSaveResult } from "../../../app/schemas/blog";
import { type Blog, blogs, settings } from "../../db/schema";
import { auditInsertIfChanged } from "../platform/audit";
import type { Deps } from "../platform/deps";
import { announceChange } from "../platform/publish-hooks";
import { getSiteSettings } from "../platform/settings";
import { rebuildFeedsAfter, syncBlogInFeeds } from "./feeds";
import { publishBlogToGitHub } from "./github-publishing";
import { blogPostFacts, gateReasons } from "./publish-gate";
import {
  cancelPendingStatement,
  claimHoldsStatement,
  gateAtPublishTime,
  markPublishedStatement,
  publishDueSchedules,
  refuseSchedule,
  type ScheduleActor,
  type ScheduleClaim,
  scheduleStatements,
} from "./publish-schedules";

// How blog posts go out: when a save makes a post public (now or at its publishAt), what
// follows any change (feeds, page cache, GitHub), the cron's scheduled publishing (the post as
// it was saved with its publish time is frozen in publish_schedules; every later save
// replaces or cancels that schedule), and the launch posts shipped as code, seeded into D1 once.

export const GITHUB_SKIPPED_MESSAGE =
  "Skipped: the GitHub integration is not configured, so the post lives in the site's database only.";

const LAUNCH_POSTS_KEY = "blog.launch-posts-seeded";

/** A post's stored fields from the editor's input (what a schedule freezes, too). */
export function blogColumns(input: BlogInput) {
  return {
    slug: input.slug,
    title: input.title,
    excerpt: input.excerpt,
    content: input.content,
    author: input.author,
    category: input.category,
    categoryColor: input.categoryColor.toUpperCase(),
    readTime: input.readTime,
    featured: input.featured,
    image: input.image,
    imageAlt: input.image ? input.imageAlt : "",
    tags: input.tags,
    seoTitle: input.seoData.title,
    seoDescription: input.seoData.description,
    seoKeywords: input.seoData.keywords,
    seoCanonicalUrl: input.seoData.canonicalUrl,
  };
}

export const BlogSnapshotSchema = z.object({
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  content: z.string(),
  author: z.string(),
  category: z.string(),
  categoryColor: z.string(),
  readTime: z.string(),
  featured: z.boolean(),
  image: z.string().nullable(),
  /** Absent in schedules frozen before the field existed. */
  imageAlt: z.string().default(""),
  tags: z.array(z.string()),
  seoTitle: z.string(),
  seoDescription: z.string(),
  seoKeywords: z.array(z.string()),
  seoCanonicalUrl: z.string(),
});

/**
 * The schedule a save leaves: a save with a future publish time freezes the post as saved
 * (replacing a pending schedule); any other save cancels the pending one. `guard`: only when
 * the save itself landed.
 */
export function blogScheduleStatements(
  deps: Deps,
  save: {
    id: string;
    input: BlogInput;
    publishAt: string | null;
    version: number;
    actor: ScheduleActor;
  },
  guard?: SQL,
) {
  if (!save.publishAt) {
    return [
      cancelPendingStatement(
        deps,
        "blog",
        save.id,
        `Cancelled: ${save.actor.username} saved the post without a publish time`,
        guard,
      ),
    ];
  }
  return scheduleStatements(
    deps,
    {
      kind: "blog",
      target: save.id,
      snapshot: blogColumns(save.input),
      baseVersion: save.version,
      publishAt: save.publishAt,
      actor: save.actor,
      overrideReason: save.input.seoOverrideReason,
    },
    guard,
  );
}

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
 * status), cached copies of the blog pages go stale, IndexNow hears of a change visitors see
 * (`wasPublished`: the post was public before it), and the GitHub push is reported (skipped
 * until configured). Never throws: the change already stands in D1.
 */
export async function publishBlogChange(
  deps: Deps,
  row: Blog,
  options: {
    previousSlug?: string;
    deleted?: boolean;
    socialImageChanged?: boolean;
    wasPublished?: boolean;
  } = {},
): Promise<BlogSaveResult["data"]> {
  const { previousSlug, deleted = false, wasPublished = false } = options;
  const sync = await syncBlogInFeeds(deps, row.slug, row.published);
  if (row.publishAt && !row.published) {
    sync.sitemapStatus = "unpublished";
    sync.sitemapMessage = `Scheduled for ${row.publishAt}: the post joins the sitemap and RSS feed when it is published`;
  }
  const paths = ["/", "/blog", `/blog/${row.slug}`];
  if (previousSlug && previousSlug !== row.slug) paths.push(`/blog/${previousSlug}`);
  // Search engines hear of a post that is or was public. A published post's new title is a
  // new social image, drawn after the answer (a new post's is drawn by its first GET: no
  // background drawing for every post created).
  await announceChange(deps, {
    paths,
    trigger:
      row.published || wasPublished
        ? deleted
          ? "delete"
          : row.published
            ? "publish"
            : "unpublish"
        : null,
    indexNowPaths: paths.filter((path) => path !== "/"),
    socialImages:
      row.published && !deleted && options.socialImageChanged ? [`/blog/${row.slug}`] : [],
    moved:
      previousSlug && previousSlug !== row.slug && wasPublished && row.published && !deleted
        ? [{ from: `/blog/${previousSlug}`, to: `/blog/${row.slug}` }]
        : [],
  });
  // After the D1 write, awaited so the answer carries the status; a failure never undoes the save.
  const github = await publishBlogToGitHub(deps, row, { previousSlug, deleted });
  return {
    ...sync,
    ...(github ?? { githubStatus: "skipped", githubMessage: GITHUB_SKIPPED_MESSAGE }),
  };
}

/**
 * Publishes one due schedule: the post as frozen, if it still passes the SEO gate (or an
 * admin's override that still applies); otherwise the refusal is recorded. Returns the post
 * as published, or null.
 */
async function publishSchedule(deps: Deps, claim: ScheduleClaim, iso: string) {
  const { db } = deps;
  const { row } = claim;
  let parsed: ReturnType<typeof BlogSnapshotSchema.safeParse> | null = null;
  try {
    parsed = BlogSnapshotSchema.safeParse(JSON.parse(row.snapshot));
  } catch {}
  if (!parsed?.success) {
    await refuseSchedule(deps, claim, ["the scheduled version could not be read"]);
    return null;
  }
  const snapshot = parsed.data;
  const { settings: site } = await getSiteSettings(deps);
  const facts = blogPostFacts(
    {
      ...snapshot,
      seoData: { title: snapshot.seoTitle, description: snapshot.seoDescription },
    },
    site.productName,
  );
  const url = new URL(`/blog/${snapshot.slug}`, site.siteUrl).href;
  const { refusal, overrideAudit } = await gateAtPublishTime(deps, row, gateReasons(facts, url));
  if (refusal.length > 0) {
    await refuseSchedule(deps, claim, refusal);
    return null;
  }
  const landed = sql`exists (select 1 from ${blogs} where ${blogs.id} = ${row.target} and ${blogs.version} = ${row.baseVersion + 1} and ${blogs.updatedAt} = ${iso})`;
  const [, [saved]] = await db.batch([
    claimHoldsStatement(deps, claim),
    db
      .update(blogs)
      .set({
        ...snapshot,
        published: true,
        publishedAt: row.publishAt,
        publishAt: null,
        updatedAt: iso,
        version: row.baseVersion + 1,
      })
      .where(and(eq(blogs.id, row.target), eq(blogs.version, row.baseVersion)))
      .returning(),
    markPublishedStatement(deps, claim, landed),
    auditInsertIfChanged(deps, {
      action: "blog.published",
      actorUsername: `${row.scheduledBy} (scheduled)`,
      targetType: "blog",
      targetId: row.target,
      details: { slug: snapshot.slug, scheduleId: row.id },
    }),
    // Follows the row above: written only when the post was published.
    ...(overrideAudit ? [auditInsertIfChanged(deps, overrideAudit)] : []),
  ]);
  if (!saved) {
    await refuseSchedule(deps, claim, ["the post changed after it was scheduled"]);
    return null;
  }
  return saved;
}

/**
 * Publishes scheduled posts whose time has come (cron), each exactly as it was scheduled and
 * after the SEO gate again. Returns the slugs it published; the caller rebuilds the feeds.
 * One post's failure is logged and does not stop the others.
 */
export async function publishScheduledPosts(deps: Deps, now = new Date()): Promise<string[]> {
  const iso = now.toISOString();
  const published = await publishDueSchedules(deps, "blog", now, async (claim) => {
    const saved = await publishSchedule(deps, claim, iso);
    if (!saved) return null;
    // The repository copy says published too (never throws; a failure is logged).
    await publishBlogToGitHub(deps, saved);
    return saved.slug;
  });
  if (published.length > 0) {
    const posts = published.map((slug) => `/blog/${slug}`);
    await announceChange(deps, {
      paths: ["/", "/blog", ...posts],
      trigger: "scheduled-publish",
      indexNowPaths: ["/blog", ...posts],
    });
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
