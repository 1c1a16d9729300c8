import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { ReviewState } from "../../app/schemas/reviews";
import { createdAt, stringList, version } from "./columns";

// Publishing as a team (issue 35). Share links for drafts: one row per link. Only the token's SHA-256 is kept, so
// the table never holds a working link. Re-exported by schema.ts.

export const previewLinks = sqliteTable(
  "preview_links",
  {
    id: text("id").primaryKey(),
    /** SHA-256 of the link's token, hex. Unique. */
    tokenHash: text("token_hash").notNull().unique(),
    targetType: text("target_type", { enum: ["post", "page"] }).notNull(),
    /** The post's id, or the page's path. */
    targetId: text("target_id").notNull(),
    createdBy: text("created_by").notNull(),
    createdAt: createdAt(),
    expiresAt: text("expires_at").notNull(),
    revokedAt: text("revoked_at"),
    revokedBy: text("revoked_by"),
    views: integer("views").notNull().default(0),
    lastViewedAt: text("last_viewed_at"),
  },
  (t) => [index("preview_links_target_idx").on(t.targetType, t.targetId)],
);

export type PreviewLinkRow = typeof previewLinks.$inferSelect;

/**
 * Review before publish (issue 35): one row per submission of a post's or a page draft's
 * change at a version. The newest row of a target is where it stands; older ones are
 * superseded. `target_id` is the post's id or the page's path.
 */
export const reviews = sqliteTable(
  "reviews",
  {
    id: text("id").primaryKey(),
    targetType: text("target_type", { enum: ["post", "page"] }).notNull(),
    targetId: text("target_id").notNull(),
    version: integer("version").notNull(),
    state: text("state").$type<ReviewState>().notNull(),
    submittedBy: text("submitted_by"),
    submittedByName: text("submitted_by_name").notNull(),
    submittedAt: text("submitted_at").notNull(),
    decidedByName: text("decided_by_name"),
    decidedAt: text("decided_at"),
    comment: text("comment"),
    summary: text("summary").notNull().default(""),
    updatedAt: text("updated_at").notNull(),
  },
  (t) => [
    index("reviews_target_idx").on(t.targetType, t.targetId),
    index("reviews_state_idx").on(t.state),
  ],
);

export type ReviewRow = typeof reviews.$inferSelect;

/**
 * Comments on drafts (issue 35): one row per comment. A thread is its first comment and the
 * replies naming it (`parent_id`); only a first comment carries `resolved_*`. `anchor` is JSON
 * (CommentAnchor) or null for a comment on the whole post or page.
 */
export const draftComments = sqliteTable(
  "draft_comments",
  {
    id: text("id").primaryKey(),
    targetType: text("target_type", { enum: ["post", "page"] }).notNull(),
    targetId: text("target_id").notNull(),
    parentId: text("parent_id"),
    anchor: text("anchor"),
    body: text("body").notNull(),
    mentions: stringList("mentions"),
    authorId: text("author_id"),
    authorName: text("author_name").notNull(),
    createdAt: createdAt(),
    updatedAt: text("updated_at").notNull(),
    resolvedAt: text("resolved_at"),
    resolvedBy: text("resolved_by"),
    version: version(),
  },
  (t) => [index("draft_comments_target_idx").on(t.targetType, t.targetId)],
);

export type DraftCommentRow = typeof draftComments.$inferSelect;

/**
 * Changes to a published post kept beside it until they are published (issue 35): the live
 * row stays what visitors see. One row per post; `fields` is JSON of the post's stored fields
 * (blogColumns). Its version is the post's own (`blogs.version` moves with each save of it), so
 * a review approves it like any other save. Deleted with the post (removals.ts).
 */
export const postDrafts = sqliteTable("post_drafts", {
  blogId: text("blog_id").primaryKey(),
  fields: text("fields").notNull(),
  savedBy: text("saved_by"),
  savedByName: text("saved_by_name").notNull(),
  savedAt: text("saved_at").notNull(),
});

export type PostDraftRow = typeof postDrafts.$inferSelect;
