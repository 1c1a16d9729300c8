import { and, asc, count, desc, eq, isNotNull, lte, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { LAUNCH_POSTS } from "../../../app/content/blog";
import {
  BLOG_NOT_FOUND_MESSAGE,
  type BlogInput,
  type BlogPost,
  type BlogSaveResult,
  type BlogUpdate,
  SLUG_TAKEN_MESSAGE,
  STALE_BLOG_MESSAGE,
} from "../../../app/schemas/blog";
import { type Blog, blogs, inlineContent, inlineContentRevisions, settings } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import type { SessionUser } from "../identity/session-user";
import { auditInsert, auditInsertIfChanged } from "../platform/audit";
import type { Deps } from "../platform/deps";
import { purgePublicPages } from "../platform/page-cache";
import { getSiteSettings } from "../platform/settings";
import { blogPostFacts, enforcePublishGate, gateReasons } from "../seo/gate";
import { rebuildFeeds, syncBlogInFeeds } from "./feeds";
import { publishBlogToGitHub } from "./github-publishing";

// Blog posts: the admin's CRUD (authors own their posts; editors and admins all), the public
// listing, scheduled publishing and the launch posts shipped as code.

export type BlogActor = Pick<SessionUser, "id" | "username" | "role">;

/** Posts per page of /blog. */
export const BLOG_PAGE_SIZE = 9;

export const GITHUB_SKIPPED_MESSAGE =
  "Skipped: the GitHub integration is not configured, so the post lives in the site's database only.";

const LAUNCH_POSTS_KEY = "blog.launch-posts-seeded";

/** A row as the API shows it: tags and keywords as arrays, SEO fields grouped. */
export function toBlogPost(row: Blog): BlogPost {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    content: row.content,
    author: row.author,
    authorId: row.authorId,
    category: row.category,
    categoryColor: row.categoryColor,
    readTime: row.readTime,
    featured: row.featured,
    published: row.published,
    image: row.image,
    tags: row.tags,
    seoData: {
      title: row.seoTitle,
      description: row.seoDescription,
      keywords: row.seoKeywords,
      canonicalUrl: row.seoCanonicalUrl,
    },
    publishAt: row.publishAt,
    publishedAt: row.publishedAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    version: row.version,
  };
}

const isAuthor = (actor: BlogActor) => actor.role === "author";

/** Authors reach only their own posts; anyone else's is "not found" to them. */
function assertCanTouch(row: Blog, actor: BlogActor): void {
  if (isAuthor(actor) && row.authorId !== actor.id) throw notFound(BLOG_NOT_FOUND_MESSAGE);
}

/** Every post the actor may see, most recently changed first (drafts included). */
export async function listBlogs(deps: Deps, actor: BlogActor): Promise<BlogPost[]> {
  await seedLaunchPosts(deps);
  const query = deps.db.select().from(blogs);
  const rows = await (isAuthor(actor) ? query.where(eq(blogs.authorId, actor.id)) : query).orderBy(
    desc(blogs.updatedAt),
  );
  return rows.map(toBlogPost);
}

/**
 * What the editor finds at a slug: a post the actor may edit, another author's post (which an
 * author may neither open nor overwrite with a new post), or nothing.
 */
export type BlogEditorLookup =
  | { status: "editable"; post: BlogPost }
  | { status: "not-yours"; author: string }
  | { status: "missing" };

/** A post for the editor (or for a staff preview of a draft), by slug. */
export async function getBlogForEditor(
  deps: Deps,
  slug: string,
  actor: BlogActor,
): Promise<BlogEditorLookup> {
  await seedLaunchPosts(deps);
  const row = await deps.db.select().from(blogs).where(eq(blogs.slug, slug)).get();
  if (!row) return { status: "missing" };
  if (isAuthor(actor) && row.authorId !== actor.id) {
    return { status: "not-yours", author: row.author };
  }
  return { status: "editable", post: toBlogPost(row) };
}

async function assertSlugFree(deps: Deps, slug: string, exceptId?: string): Promise<void> {
  const row = await deps.db.select({ id: blogs.id }).from(blogs).where(eq(blogs.slug, slug)).get();
  if (row && row.id !== exceptId) throw new AppError(409, "SLUG_TAKEN", SLUG_TAKEN_MESSAGE);
}

/**
 * The SEO gate for a save that publishes the post (now or scheduled): the analyzer on the post
 * as /blog/{slug} renders it; a critical issue blocks the save (422) unless an admin gives a
 * reason. Drafts pass.
 */
async function gatePublish(deps: Deps, input: BlogInput, actor: BlogActor, id: string) {
  if (!input.published && !input.publishAt) return;
  const { settings } = await getSiteSettings(deps);
  const url = new URL(`/blog/${input.slug}`, settings.siteUrl).href;
  await enforcePublishGate(deps, {
    reasons: gateReasons(blogPostFacts(input, settings.productName), url),
    actor,
    target: { type: "blog", id },
    overrideReason: input.seoOverrideReason,
  });
}

/**
 * What a save stores for publishing: a future `publishAt` keeps the post a draft (the cron
 * publishes it); a past one is dropped.
 */
function publishing(input: BlogInput, now: string, current?: Blog) {
  const scheduled = input.publishAt && input.publishAt > now ? input.publishAt : null;
  const published = input.published && !scheduled;
  const kept = current?.published ? current.publishedAt : null;
  return { published, publishAt: scheduled, publishedAt: published ? (kept ?? now) : null };
}

function columns(input: BlogInput) {
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
    tags: input.tags,
    seoTitle: input.seoData.title,
    seoDescription: input.seoData.description,
    seoKeywords: input.seoData.keywords,
    seoCanonicalUrl: input.seoData.canonicalUrl,
  };
}

function isUniqueViolation(error: unknown): boolean {
  const text = `${String(error)} ${error instanceof Error && error.cause ? String(error.cause) : ""}`;
  return text.includes("UNIQUE");
}

/**
 * After a change: the sitemap and RSS are rebuilt (the post's sitemap status), cached copies of
 * the blog pages go stale, and the GitHub push is reported (skipped until configured).
 */
async function afterSave(
  deps: Deps,
  row: Blog,
  previousSlug?: string,
  deleted = false,
): Promise<BlogSaveResult["data"]> {
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

/** Creates a post (POST /api/blogs); 409 when the slug is taken. */
export async function createBlog(
  deps: Deps,
  input: BlogInput,
  actor: BlogActor,
): Promise<BlogSaveResult> {
  await assertSlugFree(deps, input.slug);
  const now = new Date().toISOString();
  const id = crypto.randomUUID();
  await gatePublish(deps, input, actor, id);
  try {
    await deps.db.batch([
      deps.db.insert(blogs).values({
        id,
        ...columns(input),
        ...publishing(input, now),
        authorId: actor.id,
        createdAt: now,
        updatedAt: now,
      }),
      auditInsert(deps, {
        action: "blog.created",
        actor,
        targetType: "blog",
        targetId: id,
        details: { slug: input.slug, published: input.published },
      }),
    ]);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, "SLUG_TAKEN", SLUG_TAKEN_MESSAGE);
    throw error;
  }
  const row = await deps.db.select().from(blogs).where(eq(blogs.id, id)).get();
  if (!row) throw new Error("blog vanished after insert");
  return { id, version: row.version, blog: toBlogPost(row), data: await afterSave(deps, row) };
}

/**
 * Saves a post (PUT /api/blogs/:id) if `version` is still the stored one; otherwise 409 and
 * nothing is overwritten.
 */
export async function updateBlog(
  deps: Deps,
  id: string,
  input: BlogUpdate,
  actor: BlogActor,
): Promise<BlogSaveResult> {
  const current = await deps.db.select().from(blogs).where(eq(blogs.id, id)).get();
  if (!current) throw notFound(BLOG_NOT_FOUND_MESSAGE);
  assertCanTouch(current, actor);
  if (current.version !== input.version) throw new AppError(409, "STALE", STALE_BLOG_MESSAGE);
  await assertSlugFree(deps, input.slug, id);
  await gatePublish(deps, input, actor, id);
  const now = new Date().toISOString();
  let updated: { id: string }[];
  try {
    [updated] = await deps.db.batch([
      deps.db
        .update(blogs)
        .set({
          ...columns(input),
          ...publishing(input, now, current),
          updatedAt: now,
          version: current.version + 1,
        })
        .where(and(eq(blogs.id, id), eq(blogs.version, input.version)))
        .returning({ id: blogs.id }),
      // Written only when the version still matched (a stale save leaves no audit row).
      auditInsertIfChanged(deps, {
        action: "blog.updated",
        actor,
        targetType: "blog",
        targetId: id,
        details: { slug: input.slug, published: input.published },
      }),
    ]);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, "SLUG_TAKEN", SLUG_TAKEN_MESSAGE);
    throw error;
  }
  if (updated.length === 0) throw new AppError(409, "STALE", STALE_BLOG_MESSAGE);
  if (input.slug !== current.slug) {
    await deps.db.batch(moveInlineEdits(deps, current.slug, input.slug));
  }
  const row = await deps.db.select().from(blogs).where(eq(blogs.id, id)).get();
  if (!row) throw notFound(BLOG_NOT_FOUND_MESSAGE);
  return {
    id,
    version: row.version,
    blog: toBlogPost(row),
    data: await afterSave(deps, row, current.slug),
  };
}

/**
 * The post page's inline edits (spec: `/blog/{slug}/admin`) belong to the post: a deleted
 * post's edits and history go with it, so a later post with that slug starts clean.
 */
function dropInlineEdits(deps: Deps, slug: string) {
  const pagePath = `/blog/${slug}`;
  return [
    deps.db.delete(inlineContent).where(eq(inlineContent.pagePath, pagePath)),
    deps.db.delete(inlineContentRevisions).where(eq(inlineContentRevisions.pagePath, pagePath)),
  ] as const;
}

/** A renamed post takes its page's inline edits and history to its new path. */
function moveInlineEdits(deps: Deps, from: string, to: string) {
  const fromPath = `/blog/${from}`;
  const toPath = `/blog/${to}`;
  return [
    ...dropInlineEdits(deps, to),
    deps.db
      .update(inlineContent)
      .set({ pagePath: toPath })
      .where(eq(inlineContent.pagePath, fromPath)),
    deps.db
      .update(inlineContentRevisions)
      .set({ pagePath: toPath })
      .where(eq(inlineContentRevisions.pagePath, fromPath)),
  ] as const;
}

/** Deletes a post; it leaves the public pages, the sitemap and the RSS feed at once. */
export async function deleteBlog(
  deps: Deps,
  id: string,
  actor: BlogActor,
): Promise<{ success: true; data: BlogSaveResult["data"] }> {
  const current = await deps.db.select().from(blogs).where(eq(blogs.id, id)).get();
  if (!current) throw notFound(BLOG_NOT_FOUND_MESSAGE);
  assertCanTouch(current, actor);
  await deps.db.batch([
    deps.db.delete(blogs).where(eq(blogs.id, id)),
    // Only the delete that found the post is audited (two racing deletes leave one row).
    auditInsertIfChanged(deps, {
      action: "blog.deleted",
      actor,
      targetType: "blog",
      targetId: id,
      details: { slug: current.slug },
    }),
    ...dropInlineEdits(deps, current.slug),
  ]);
  const data = await afterSave(
    deps,
    { ...current, published: false, publishAt: null },
    undefined,
    true,
  );
  return { success: true, data };
}

export interface PublishedListing {
  posts: BlogPost[];
  /** Categories of all published posts, for the filter. */
  categories: { value: string; color: string; count: number }[];
  category: string | null;
  page: number;
  pageCount: number;
  total: number;
}

/** /blog: published posts, featured first then newest, by category and page. */
export async function listPublishedBlogs(
  deps: Deps,
  options: { category?: string | null; page?: number },
): Promise<PublishedListing> {
  await seedLaunchPosts(deps);
  const { db } = deps;
  const category = options.category?.trim() || null;
  const where: SQL | undefined = category
    ? and(eq(blogs.published, true), eq(blogs.category, category))
    : eq(blogs.published, true);
  const [[totalRow], categoryRows] = await db.batch([
    db.select({ n: count() }).from(blogs).where(where),
    db
      .select({ value: blogs.category, color: blogs.categoryColor, n: count() })
      .from(blogs)
      .where(eq(blogs.published, true))
      .groupBy(blogs.category)
      .orderBy(asc(blogs.category)),
  ]);
  const total = totalRow?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.floor(options.page ?? 1)), pageCount);
  const rows = await db
    .select()
    .from(blogs)
    .where(where)
    .orderBy(desc(blogs.featured), desc(blogs.createdAt))
    .limit(BLOG_PAGE_SIZE)
    .offset((page - 1) * BLOG_PAGE_SIZE);
  return {
    posts: rows.map(toBlogPost),
    categories: categoryRows.map((r) => ({ value: r.value, color: r.color, count: r.n })),
    category,
    page,
    pageCount,
    total,
  };
}

/** A published post by slug; null for a draft or a missing post. */
export async function getPublishedBlog(deps: Deps, slug: string): Promise<BlogPost | null> {
  await seedLaunchPosts(deps);
  const row = await deps.db
    .select()
    .from(blogs)
    .where(and(eq(blogs.slug, slug), eq(blogs.published, true)))
    .get();
  return row ? toBlogPost(row) : null;
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
  try {
    await rebuildFeeds(deps);
  } catch (error) {
    console.error(
      JSON.stringify({ level: "error", event: "blog.seed_feeds_failed", error: String(error) }),
    );
  }
  return missing.length;
}

interface TestPost {
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  category: string;
  categoryColor: string;
  readTime: string;
  featured: boolean;
  tags: string[];
}

/** The 409 when test data is asked for on a site that already has posts. */
export const TEST_DATA_SITE_NOT_EMPTY_MESSAGE =
  "Test data can only be created while the site has no blog posts.";

const TEST_POSTS: readonly TestPost[] = [
  {
    slug: "patch-tuesday-playbook",
    title: "A Patch Tuesday Playbook for Small IT Teams",
    excerpt:
      "How to test, stage and roll out Microsoft's monthly updates in three waves without breaking line-of-business apps.",
    content:
      "## Three waves\n\n1. **Pilot** (day 1): IT staff and five volunteers.\n2. **Broad** (day 3): everyone except critical servers.\n3. **Critical** (day 7): servers, in their maintenance window.\n\n## What to watch\n\n- Failed installs reported by your RMM\n- Help desk tickets mentioning printing or VPN\n- Reboots still pending after 48 hours\n",
    category: "Tips",
    categoryColor: "#8B5CF6",
    readTime: "4 min read",
    featured: false,
    tags: ["patching", "Windows", "RMM"],
  },
  {
    slug: "mfa-rollout-without-the-revolt",
    title: "Rolling Out MFA Without a Staff Revolt",
    excerpt:
      "Multi-factor authentication is the cheapest security win there is. Here is how to introduce it so people thank you instead of calling the help desk.",
    content:
      "## Start with the why\n\nExplain the risk in one sentence: a stolen password alone should never be enough.\n\n## Make it easy\n\n- Use an authenticator app with push approval\n- Enrol people in person, department by department\n- Keep two recovery methods per person\n\n> Announce the date two weeks ahead and again the day before.\n",
    category: "Cybersecurity",
    categoryColor: "#EF4444",
    readTime: "5 min read",
    featured: false,
    tags: ["MFA", "security awareness"],
  },
  {
    slug: "backup-restore-drill",
    title: "Why Your Backups Need a Quarterly Restore Drill",
    excerpt:
      "A backup that has never been restored is a hope, not a plan. A quarterly drill takes an afternoon and tells you what recovery really looks like.",
    content:
      "## The drill\n\nPick one server and one mailbox at random. Restore both to an isolated network and time each step.\n\n## Write it down\n\nRecord how long the restore took and what went wrong. Fix one thing before the next drill.\n",
    category: "Business",
    categoryColor: "#14B8A6",
    readTime: "3 min read",
    featured: false,
    tags: ["backup", "disaster recovery"],
  },
  {
    slug: "choosing-a-noc-partner",
    title: "Choosing a NOC Partner: Questions to Ask Before You Sign",
    excerpt:
      "Twelve questions that separate a real network operations centre from an alert forwarding service.",
    content:
      "## Coverage\n\n- Who is on shift at 3 a.m. on a Sunday?\n- How are escalations approved?\n\n## Evidence\n\nAsk for a sample morning report and last quarter's response times.\n",
    category: "IT Support",
    categoryColor: "#0EA5E9",
    readTime: "6 min read",
    featured: false,
    tags: ["NOC", "outsourcing"],
  },
];

/**
 * Adds a few real-looking draft posts owned by the actor, only while the site has no posts at
 * all (launch posts included). One INSERT … SELECT … WHERE NOT EXISTS, so two clicks at once
 * still add one set; drafts are not public, so neither the feeds nor the page cache change.
 */
export async function createTestData(
  deps: Deps,
  actor: BlogActor,
): Promise<{ success: true; created: number; message: string }> {
  await seedLaunchPosts(deps);
  const now = Date.now();
  const rows = TEST_POSTS.map((post, index) => {
    const at = new Date(now - (index + 1) * 86_400_000).toISOString();
    const tags = JSON.stringify(post.tags);
    return sql`(${crypto.randomUUID()}, ${post.slug}, ${post.title}, ${post.excerpt}, ${post.content}, ${actor.username}, ${actor.id}, ${post.category}, ${post.categoryColor}, ${post.readTime}, ${post.featured ? 1 : 0}, 0, ${tags}, ${post.title}, ${post.excerpt}, ${tags}, ${at}, ${at})`;
  });
  const inserted = await deps.db.all<{ id: string }>(sql`
    INSERT INTO blogs (id, slug, title, excerpt, content, author, author_id, category,
      category_color, read_time, featured, published, tags, seo_title, seo_description,
      seo_keywords, created_at, updated_at)
    SELECT * FROM (VALUES ${sql.join(rows, sql`, `)})
    WHERE NOT EXISTS (SELECT 1 FROM blogs)
    RETURNING id`);
  if (inserted.length === 0) {
    throw new AppError(409, "SITE_NOT_EMPTY", TEST_DATA_SITE_NOT_EMPTY_MESSAGE);
  }
  await auditInsert(deps, {
    action: "blog.test_data_created",
    actor,
    details: { count: inserted.length },
  });
  return { success: true, created: inserted.length, message: "Test data created successfully" };
}
