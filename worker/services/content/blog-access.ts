import { BLOG_NOT_FOUND_MESSAGE } from "../../../app/schemas/blog";
import type { Blog } from "../../db/schema";
import { notFound } from "../../errors";
import type { SessionUser } from "../identity/session-user";

// Who may reach a post: authors their own, editors and admins all. Apart from blogs.ts, so
// the services that check it (reviews, share links, deleting) need not import the post CRUD.

/** The signed-in staff member acting on a post. */
export type BlogActor = Pick<SessionUser, "id" | "username" | "role">;

export const isAuthor = (actor: Pick<BlogActor, "role">) => actor.role === "author";

/** Authors reach only their own posts; anyone else's is "not found" to them. */
export function assertCanTouch(row: Pick<Blog, "authorId">, actor: BlogActor): void {
  if (isAuthor(actor) && row.authorId !== actor.id) throw notFound(BLOG_NOT_FOUND_MESSAGE);
}
