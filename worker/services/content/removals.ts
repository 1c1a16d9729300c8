import { eq } from "drizzle-orm";
import { BLOG_NOT_FOUND_MESSAGE, type BlogSaveResult } from "../../../app/schemas/blog";
import { blogs } from "../../db/schema";
import { notFound } from "../../errors";
import { auditInsertIfChanged } from "../platform/audit";
import type { Deps } from "../platform/deps";
import { markRedirectsChanged } from "../platform/purge-tokens";
import { assertCanTouch, type BlogActor } from "./blog-access";
import { publishBlogChange } from "./blog-publishing";
import { dropInlineEdits } from "./blogs";
import { dropPendingStatement } from "./post-changes";
import { cancelPendingStatement } from "./publish-schedules";
import { addressChangeStatements, checkedReplacement } from "./redirects";

// Deleting a post, with the replacement its address may send visitors to (issue 34). Apart from
// blogs.ts: the redirect checks read which pages are live, and that reads the posts.

/**
 * `DELETE /api/blogs/:id`: deletes a post; it leaves the public pages, the sitemap and the RSS
 * feed at once. With a `replacement` (checked first: a refused one deletes nothing) its
 * address answers 301 there, stored in the delete's own transaction.
 */
export async function deleteBlog(
  deps: Deps,
  id: string,
  actor: BlogActor,
  input: { replacement?: string | undefined } = {},
): Promise<{ success: true; data: BlogSaveResult["data"] }> {
  const current = await deps.db.select().from(blogs).where(eq(blogs.id, id)).get();
  if (!current) throw notFound(BLOG_NOT_FOUND_MESSAGE);
  assertCanTouch(current, actor);
  const address = `/blog/${current.slug}`;
  const replacement =
    input.replacement === undefined
      ? null
      : await checkedReplacement(deps, address, input.replacement);
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
    dropPendingStatement(deps, id),
    cancelPendingStatement(deps, "blog", id, `Cancelled: ${actor.username} deleted the post`),
    // The old address answers 301 to the chosen replacement from the moment the post is gone.
    ...(replacement === null ? [] : addressChangeStatements(deps, address, replacement, actor)),
  ]);
  if (replacement !== null) await markRedirectsChanged(deps);
  const data = await publishBlogChange(
    deps,
    { ...current, published: false, publishAt: null },
    { deleted: true, wasPublished: current.published },
  );
  return { success: true, data };
}
