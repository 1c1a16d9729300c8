import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns";

// Share links for drafts (issue 35): one row per link. Only the token's SHA-256 is kept, so
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
