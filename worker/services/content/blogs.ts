import { and, asc, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { applyPostEdits } from "../../../app/lib/post-edits";
import {
  BLOG_NOT_FOUND_MESSAGE,
  type BlogInput,
  type BlogPost,
  type BlogSaveResult,
  type BlogUpdate,
  SLUG_TAKEN_MESSAGE,
  STALE_BLOG_MESSAGE,
  seoAutoFill,
} from "../../../app/schemas/blog";
import { NO_SCHEDULE_MESSAGE } from "../../../app/schemas/publish-schedule";
import { REVIEW_MESSAGES } from "../../../app/schemas/reviews";
import { type Blog, blogs, inlineContent, inlineContentRevisions } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { assertImagesStored, imagesStoredGuard } from "../media/media";
import { auditInsert, auditInsertIfChanged } from "../platform/audit";
import type { Deps } from "../platform/deps";
import { getSiteSettings } from "../platform/settings";
import { writeUnique } from "../platform/unique-write";
import { assertCanTouch, type BlogActor, isAuthor } from "./blog-access";
import {
  blogColumns,
  blogScheduleStatements,
  publishBlogChange,
  publishingColumns,
} from "./blog-publishing";
import {
  type PendingChanges,
  pendingChangesMarks,
  readPendingChanges,
  toBlogPost,
} from "./blog-view";
import { parseMap } from "./inline-maps";
import { dropPendingStatement, savePendingChanges } from "./post-changes";
import { blogPostFacts, enforcePublishGate, gateReasons } from "./publish-gate";
import {
  cancelPendingSchedule,
  dropSchedulesStatement,
  moveSchedulesStatement,
  scheduleView,
  scheduleViews,
} from "./publish-schedules";
import { assertReviewed, reviewAfterSaveStatement, reviewShippedStatement } from "./reviews";
import { ensureSiteContent } from "./site-content";

// Blog posts: the admin's CRUD (authors own their posts; editors and admins all) and the public
// listing. What follows a save (feeds, page cache, GitHub), scheduled publishing and the launch
// posts are in blog-publishing.ts; Create Test Data is in test-data.ts.

export type { BlogActor };

/** Posts per page of /blog. */
export const BLOG_PAGE_SIZE = 9;

/** Every post the actor may see, most recently changed first (drafts included). */
export async function listBlogs(deps: Deps, actor: BlogActor): Promise<BlogPost[]> {
  await ensureSiteContent(deps);
  const query = deps.db.select().from(blogs);
  const [rows, schedules, pending] = await Promise.all([
    (isAuthor(actor) ? query.where(eq(blogs.authorId, actor.id)) : query).orderBy(
      desc(blogs.updatedAt),
    ),
    scheduleViews(deps, "blog"),
    pendingChangesMarks(deps),
  ]);
  // The lists show the live post, marked when it has unpublished changes.
  return rows.map((row) => ({
    ...toBlogPost(row),
    schedule: schedules.get(row.id) ?? null,
    pendingChanges: pending.get(row.id) ?? null,
  }));
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
  await ensureSiteContent(deps);
  const row = await deps.db.select().from(blogs).where(eq(blogs.slug, slug)).get();
  if (!row) return { status: "missing" };
  if (isAuthor(actor) && row.authorId !== actor.id) {
    return { status: "not-yours", author: row.author };
  }
  const [schedule, pending] = await Promise.all([
    scheduleView(deps, "blog", row.id),
    readPendingChanges(deps, row.id),
  ]);
  // A published post's unpublished changes are what its editor continues.
  return { status: "editable", post: { ...toBlogPost(row, pending), schedule } };
}

/**
 * A post in any state by its id, for a share link's preview (issue 35), as it would publish:
 * with its unpublished changes; null when gone.
 */
export async function getBlogForPreview(deps: Deps, id: string): Promise<BlogPost | null> {
  const row = await deps.db.select().from(blogs).where(eq(blogs.id, id)).get();
  return row ? toBlogPost(row, await readPendingChanges(deps, id)) : null;
}

const slugTaken = () => new AppError(409, "SLUG_TAKEN", SLUG_TAKEN_MESSAGE);

async function assertSlugFree(deps: Deps, slug: string, exceptId?: string): Promise<void> {
  const row = await deps.db.select({ id: blogs.id }).from(blogs).where(eq(blogs.slug, slug)).get();
  if (row && row.id !== exceptId) throw slugTaken();
}

/** Whether a save publishes the post, now or at its publish time. */
const publishes = (input: BlogInput) => input.published || Boolean(input.publishAt);

/**
 * Review before publish (issue 35): a save that publishes or schedules the post, by someone
 * whose changes need review, must carry exactly the approved version: approved at the stored
 * version, with the same words, title, image and SEO fields (403 otherwise). A published
 * post's pending changes are what was approved.
 */
async function assertPostReviewed(
  deps: Deps,
  current: Blog,
  pending: PendingChanges | null,
  input: BlogInput,
  actor: BlogActor,
) {
  if (!publishes(input)) return;
  const gate = await assertReviewed(deps, { type: "post", id: current.id }, current.version, actor);
  if (gate === "free") return;
  const next = blogColumns(input);
  const approved = pending ? { ...current, ...pending.fields } : current;
  const same = (Object.keys(next) as (keyof typeof next)[]).every(
    (key) => JSON.stringify(next[key]) === JSON.stringify(approved[key]),
  );
  if (!same) {
    throw new AppError(403, "REVIEW_REQUIRED", REVIEW_MESSAGES.changedSinceApproval);
  }
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
 * Creates a post (POST /api/blogs, the Create tab, Auto-Blog); 409 when the slug is taken.
 * Its empty SEO title, description and canonical URL are auto-filled (`seoAutoFill`), the
 * same rule the editor applies when the title is first left.
 */
export async function createBlog(
  deps: Deps,
  submitted: BlogInput,
  actor: BlogActor,
): Promise<BlogSaveResult> {
  await assertSlugFree(deps, submitted.slug);
  await assertImagesStored(deps, submitted);
  const { settings } = await getSiteSettings(deps);
  const input: BlogInput = {
    ...submitted,
    seoData: { ...submitted.seoData, ...seoAutoFill(submitted, settings.siteUrl) },
  };
  const now = new Date().toISOString();
  const id = crypto.randomUUID();
  // A new post has no review yet: whoever needs one saves a draft and submits it.
  if (publishes(input)) await assertReviewed(deps, { type: "post", id }, 0, actor);
  await gatePublish(deps, input, actor, id);
  const publishing = publishingColumns(input, now);
  await writeUnique(
    deps.db.batch([
      deps.db.insert(blogs).values({
        id,
        ...blogColumns(input),
        ...publishing,
        authorId: actor.id,
        createdAt: now,
        updatedAt: now,
      }),
      ...blogScheduleStatements(deps, {
        id,
        input,
        publishAt: publishing.publishAt,
        version: 1,
        actor,
      }),
      auditInsert(deps, {
        action: "blog.created",
        actor,
        targetType: "blog",
        targetId: id,
        details: { slug: input.slug, published: input.published },
      }),
    ]),
    slugTaken(),
  );
  const row = await deps.db.select().from(blogs).where(eq(blogs.id, id)).get();
  if (!row) throw new Error("blog vanished after insert");
  return {
    id,
    version: row.version,
    blog: { ...toBlogPost(row), schedule: await scheduleView(deps, "blog", id) },
    data: await publishBlogChange(deps, row),
  };
}

/**
 * Saves a post (PUT /api/blogs/:id) if `version` is still the stored one; otherwise (or
 * without a version) 409 and nothing is overwritten.
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
  // A save without the version it edited is as stale as one with an old version.
  const seen = input.version;
  if (seen === undefined || current.version !== seen) {
    throw new AppError(409, "STALE", STALE_BLOG_MESSAGE);
  }
  await assertSlugFree(deps, input.slug, id);
  const images = await assertImagesStored(deps, input);
  // A published post's changes kept apart (issue 35): the live post stays as it is.
  if (input.pending) return savePendingChanges(deps, current, input, actor, images);
  const pending = await readPendingChanges(deps, id);
  await assertPostReviewed(deps, current, pending, input, actor);
  await gatePublish(deps, input, actor, id);
  const now = new Date().toISOString();
  const publishing = publishingColumns(input, now, current);
  const version = current.version + 1;
  // The schedule follows this save only if the save itself lands (not a stale one's rival).
  const landed = sql`exists (select 1 from ${blogs} where ${blogs.id} = ${id} and ${blogs.version} = ${version} and ${blogs.updatedAt} = ${now})`;
  const [updated] = await writeUnique(
    deps.db.batch([
      deps.db
        .update(blogs)
        .set({
          ...blogColumns(input),
          ...publishing,
          updatedAt: now,
          version,
        })
        .where(and(eq(blogs.id, id), eq(blogs.version, seen), imagesStoredGuard(images)))
        .returning({ id: blogs.id }),
      // Written only when the version still matched (a stale save leaves no audit row).
      auditInsertIfChanged(deps, {
        action: "blog.updated",
        actor,
        targetType: "blog",
        targetId: id,
        details: { slug: input.slug, published: input.published },
      }),
      ...blogScheduleStatements(
        deps,
        { id, input, publishAt: publishing.publishAt, version, actor },
        landed,
      ),
      // What ships closes its review; any other save returns an open one to review.
      publishes(input)
        ? reviewShippedStatement(deps, { type: "post", id }, landed)
        : reviewAfterSaveStatement(deps, { type: "post", id }, version, landed),
      // The post as saved is what its editor sent: pending changes it carried are applied.
      dropPendingStatement(deps, id, landed),
    ]),
    slugTaken(),
  );
  if (updated.length === 0) {
    // An image deleted since the check above: say which; otherwise the version moved on.
    await assertImagesStored(deps, input);
    throw new AppError(409, "STALE", STALE_BLOG_MESSAGE);
  }
  if (input.slug !== current.slug) {
    await deps.db.batch(moveInlineEdits(deps, current.slug, input.slug));
  }
  const row = await deps.db.select().from(blogs).where(eq(blogs.id, id)).get();
  if (!row) throw notFound(BLOG_NOT_FOUND_MESSAGE);
  return {
    id,
    version: row.version,
    blog: { ...toBlogPost(row, null), schedule: await scheduleView(deps, "blog", id) },
    data: await publishBlogChange(deps, row, {
      previousSlug: current.slug,
      socialImageChanged: socialImageChanged(current, row),
      wasPublished: current.published,
    }),
  };
}

/** Whether a save changed what the post's drawn social image shows (or where, or whether). */
const socialImageChanged = (before: Blog, after: Blog) =>
  before.title !== after.title ||
  before.seoTitle !== after.seoTitle ||
  before.category !== after.category ||
  before.slug !== after.slug ||
  before.published !== after.published;

/**
 * The post page's inline edits (spec: `/blog/{slug}/admin`) belong to the post: a deleted
 * post's edits and history go with it, so a later post with that slug starts clean.
 */
export function dropInlineEdits(deps: Deps, slug: string) {
  const pagePath = `/blog/${slug}`;
  return [
    deps.db.delete(inlineContent).where(eq(inlineContent.pagePath, pagePath)),
    deps.db.delete(inlineContentRevisions).where(eq(inlineContentRevisions.pagePath, pagePath)),
    dropSchedulesStatement(deps, "inline", pagePath),
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
    moveSchedulesStatement(deps, fromPath, toPath),
  ] as const;
}

/**
 * `DELETE /api/blogs/:id/schedule`: the post's pending schedule ends and the post keeps no
 * publish time (it stays a draft). 404 when nothing was pending.
 */
export async function cancelBlogSchedule(
  deps: Deps,
  id: string,
  actor: BlogActor,
): Promise<{ success: true; blog: BlogPost }> {
  const current = await deps.db.select().from(blogs).where(eq(blogs.id, id)).get();
  if (!current) throw notFound(BLOG_NOT_FOUND_MESSAGE);
  assertCanTouch(current, actor);
  if (!(await cancelPendingSchedule(deps, "blog", id, actor))) throw notFound(NO_SCHEDULE_MESSAGE);
  const [row] = await deps.db
    .update(blogs)
    .set({
      publishAt: null,
      updatedAt: new Date().toISOString(),
      version: sql`${blogs.version} + 1`,
    })
    .where(eq(blogs.id, id))
    .returning();
  if (!row) throw notFound(BLOG_NOT_FOUND_MESSAGE);
  await publishBlogChange(deps, row);
  return { success: true, blog: { ...toBlogPost(row), schedule: null } };
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
  await ensureSiteContent(deps);
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
    posts: await withPublishedEdits(
      deps,
      rows.map((row) => toBlogPost(row)),
    ),
    categories: categoryRows.map((r) => ({ value: r.value, color: r.color, count: r.n })),
    category,
    page,
    pageCount,
    total,
  };
}

/** Posts with their published inline edits of title and lede, as their own pages show them. */
async function withPublishedEdits(deps: Deps, posts: BlogPost[]): Promise<BlogPost[]> {
  if (posts.length === 0) return posts;
  const edits = await deps.db
    .select({ pagePath: inlineContent.pagePath, content: inlineContent.content })
    .from(inlineContent)
    .where(
      and(
        eq(inlineContent.status, "published"),
        inArray(
          inlineContent.pagePath,
          posts.map((post) => `/blog/${post.slug}`),
        ),
      ),
    )
    .all();
  if (edits.length === 0) return posts;
  const maps = new Map(edits.map((row) => [row.pagePath, parseMap(row.content)]));
  return posts.map((post) => {
    const map = maps.get(`/blog/${post.slug}`);
    return map ? applyPostEdits(post, map) : post;
  });
}

/** A published post by slug; null for a draft or a missing post. */
export async function getPublishedBlog(deps: Deps, slug: string): Promise<BlogPost | null> {
  await ensureSiteContent(deps);
  const row = await deps.db
    .select()
    .from(blogs)
    .where(and(eq(blogs.slug, slug), eq(blogs.published, true)))
    .get();
  return row ? toBlogPost(row) : null;
}
