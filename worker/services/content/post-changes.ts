import { and, eq, type SQL, sql } from "drizzle-orm";
import {
  BLOG_NOT_FOUND_MESSAGE,
  type BlogInput,
  type BlogPost,
  type BlogSaveResult,
  PENDING_CHANGES_MESSAGES,
  STALE_BLOG_MESSAGE,
} from "../../../app/schemas/blog";
import { assertInBatch, isFailedAssertion } from "../../db/batches";
import { type Blog, blogs, postDrafts } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { assertImagesStored, imagesStoredGuard } from "../media/media";
import { auditInsert } from "../platform/audit";
import type { Deps } from "../platform/deps";
import { assertCanTouch, type BlogActor } from "./blog-access";
import { blogColumns } from "./blog-publishing";
import { readPendingChanges, toBlogPost } from "./blog-view";
import { scheduleView } from "./publish-schedules";
import { reviewAfterSaveStatement, reviewWithdrawnStatement } from "./reviews";

// Changes to a published post kept apart (issue 35): a writer whose changes need review saves
// them beside the live post, submits them, and they ship when a save without `pending`
// (Publish changes) applies them; visitors, feeds and the sitemap keep the live post until
// then. The changes share the post's version: each save of them moves `blogs.version`, so a
// review approves them, and a stale editor is refused, exactly as for any other save.

/** What a save of pending changes did beyond the post: nothing visitors see. */
const NOTHING_PUBLISHED: BlogSaveResult["data"] = {
  sitemapStatus: "exists",
  sitemapMessage: "Not published yet: visitors see the live post until these changes are published",
  githubStatus: "skipped",
  githubMessage: "Nothing pushed: the changes are not published yet",
};

/** The post is still at the version the writer saw (the batch's guard). */
const atVersion = (id: string, seen: number) =>
  sql`exists (select 1 from ${blogs} where ${blogs.id} = ${id} and ${blogs.version} = ${seen})`;

/** Drops a post's pending changes (they were published, or the post deleted), when `guard` holds. */
export function dropPendingStatement(deps: Deps, id: string, guard?: SQL) {
  const where = eq(postDrafts.blogId, id);
  return deps.db.delete(postDrafts).where(guard ? and(where, guard) : where);
}

/**
 * `PUT /api/blogs/:id` with `pending: true`: the fields are kept beside the live post (which
 * stays as it is), replacing earlier pending changes; the post's version moves. The caller has
 * checked the version, the slug and the images; they are checked again inside the batch.
 */
export async function savePendingChanges(
  deps: Deps,
  current: Blog,
  input: BlogInput,
  actor: BlogActor,
  images: string[],
): Promise<BlogSaveResult> {
  if (!current.published) {
    throw new AppError(400, "NOT_PUBLISHED", PENDING_CHANGES_MESSAGES.notLive);
  }
  const { id } = current;
  const fields = blogColumns(input);
  const now = new Date().toISOString();
  const version = current.version + 1;
  const saved = { savedBy: actor.id, savedByName: actor.username, savedAt: now };
  try {
    await deps.db.batch([
      assertInBatch(
        deps.db,
        sql`${atVersion(id, current.version)} and ${imagesStoredGuard(images)}`,
      ),
      deps.db
        .insert(postDrafts)
        .values({ blogId: id, fields: JSON.stringify(fields), ...saved })
        .onConflictDoUpdate({
          target: postDrafts.blogId,
          set: { fields: JSON.stringify(fields), ...saved },
        }),
      deps.db.update(blogs).set({ version }).where(eq(blogs.id, id)),
      auditInsert(deps, {
        action: "blog.changes_saved",
        actor,
        targetType: "blog",
        targetId: id,
        details: {
          slug: current.slug,
          newSlug: fields.slug === current.slug ? undefined : fields.slug,
        },
      }),
      // Changes in review or approved return to review at this version.
      reviewAfterSaveStatement(deps, { type: "post", id }, version),
    ]);
  } catch (error) {
    if (!isFailedAssertion(error)) throw error;
    // An image deleted a moment ago: say which; otherwise someone saved in between.
    await assertImagesStored(deps, input);
    throw new AppError(409, "STALE", STALE_BLOG_MESSAGE);
  }
  const pending = { fields, savedByName: actor.username, savedAt: now };
  return {
    id,
    version,
    blog: {
      ...toBlogPost({ ...current, version }, pending),
      schedule: await scheduleView(deps, "blog", id),
    },
    data: NOTHING_PUBLISHED,
  };
}

/**
 * `DELETE /api/blogs/:id/changes` `{version}`: the post's pending changes are dropped (the live
 * post stays); their open review is withdrawn. 409 at another version, 404 with none.
 */
export async function discardPendingChanges(
  deps: Deps,
  id: string,
  seen: number,
  actor: BlogActor,
): Promise<{ success: true; blog: BlogPost }> {
  const current = await deps.db.select().from(blogs).where(eq(blogs.id, id)).get();
  if (!current) throw notFound(BLOG_NOT_FOUND_MESSAGE);
  assertCanTouch(current, actor);
  if (current.version !== seen) throw new AppError(409, "STALE", STALE_BLOG_MESSAGE);
  if (!(await readPendingChanges(deps, id))) {
    throw new AppError(404, "NOT_FOUND", PENDING_CHANGES_MESSAGES.nothingToDiscard);
  }
  const version = seen + 1;
  const hasDraft = sql`exists (select 1 from ${postDrafts} where ${postDrafts.blogId} = ${id})`;
  try {
    await deps.db.batch([
      assertInBatch(deps.db, sql`${atVersion(id, seen)} and ${hasDraft}`),
      dropPendingStatement(deps, id),
      deps.db.update(blogs).set({ version }).where(eq(blogs.id, id)),
      auditInsert(deps, {
        action: "blog.changes_discarded",
        actor,
        targetType: "blog",
        targetId: id,
        details: { slug: current.slug },
      }),
      reviewWithdrawnStatement(deps, { type: "post", id }),
    ]);
  } catch (error) {
    if (!isFailedAssertion(error)) throw error;
    throw new AppError(409, "STALE", STALE_BLOG_MESSAGE);
  }
  return {
    success: true,
    blog: {
      ...toBlogPost({ ...current, version }, null),
      schedule: await scheduleView(deps, "blog", id),
    },
  };
}
