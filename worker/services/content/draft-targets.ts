import { eq } from "drizzle-orm";
import { BLOG_NOT_FOUND_MESSAGE } from "../../../app/schemas/blog";
import type { ReviewTarget } from "../../../app/schemas/reviews";
import { roleAtLeast } from "../../../app/schemas/user";
import { blogs } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import type { Deps } from "../platform/deps";
import { assertCanTouch, type BlogActor } from "./blog-access";
import { getCatalogueEntry } from "./pages";

// What staff work on together (issue 35): a post by its id, or a page by its path. Share
// links and comments reach a target on the same terms.

/** Refused: authors work on their own posts only. */
export const AUTHORS_POSTS_ONLY = "Authors can share previews of their own posts only";

/**
 * Checks that `target` exists and `actor` may work on it: a post the actor may edit (an
 * author only their own: anyone else's is "not found"), or a page of the catalogue (or home)
 * for editors and admins (403 for authors).
 */
export async function assertCanReachDraft(
  deps: Deps,
  target: ReviewTarget,
  actor: BlogActor,
  authorsMessage = AUTHORS_POSTS_ONLY,
): Promise<void> {
  if (target.type === "post") {
    const row = await deps.db
      .select({ authorId: blogs.authorId })
      .from(blogs)
      .where(eq(blogs.id, target.id))
      .get();
    if (!row) throw notFound(BLOG_NOT_FOUND_MESSAGE);
    assertCanTouch(row, actor);
    return;
  }
  if (!roleAtLeast(actor.role, "editor")) throw new AppError(403, "FORBIDDEN", authorsMessage);
  const slug = postPageSlug(target.path);
  const found =
    target.path === "/" ||
    (slug ? await postAtPage(deps, slug) : await getCatalogueEntry(deps, target.path));
  if (!found) throw notFound(`There is no page at ${target.path}`);
}

/** The slug of a post's page path (`/blog/{slug}`), or null for any other path. */
export function postPageSlug(path: string): string | null {
  return /^\/blog\/([a-z0-9][a-z0-9-]*)$/.exec(path)?.[1] ?? null;
}

/** The post shown at a post's page path, or undefined. */
export function postAtPage(deps: Deps, slug: string) {
  return deps.db
    .select({ id: blogs.id, title: blogs.title, slug: blogs.slug })
    .from(blogs)
    .where(eq(blogs.slug, slug))
    .get();
}

/** A target's title and public path, for mail and lists ("Home" for "/"). */
export async function draftTitle(
  deps: Deps,
  target: ReviewTarget,
): Promise<{ title: string; path: string; slug?: string }> {
  if (target.type === "post") {
    const row = await deps.db
      .select({ title: blogs.title, slug: blogs.slug })
      .from(blogs)
      .where(eq(blogs.id, target.id))
      .get();
    return row
      ? { title: row.title, path: `/blog/${row.slug}`, slug: row.slug }
      : { title: "A deleted post", path: "" };
  }
  if (target.path === "/") return { title: "Home", path: "/" };
  const slug = postPageSlug(target.path);
  if (slug) {
    const post = await postAtPage(deps, slug);
    return { title: `${post?.title ?? "A deleted post"} (its page's edits)`, path: target.path };
  }
  return {
    title: (await getCatalogueEntry(deps, target.path))?.title ?? target.path,
    path: target.path,
  };
}
