import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { RedirectOrigin, RedirectStatus } from "../../app/schemas/redirects";
import { createdAt, updatedAt, version } from "./columns";

// Redirects and the 404 monitor's dismissals (issue 34). A redirect's hits are the analytics
// counter's (dimension "redirect", keyed by the rule's source), not a column here. Re-exported
// by schema.ts.

export const redirects = sqliteTable(
  "redirects",
  {
    id: text("id").primaryKey(),
    /** Normalised as the router reads a path; a prefix rule ends in `/*`. Unique. */
    source: text("source").notNull().unique(),
    /** A path of this site or an https:// address; "" for a 410. */
    target: text("target").notNull().default(""),
    status: integer("status").$type<RedirectStatus>().notNull().default(301),
    match: text("match", { enum: ["exact", "prefix"] })
      .notNull()
      .default("exact"),
    origin: text("origin").$type<RedirectOrigin>().notNull().default("manual"),
    createdAt: createdAt(),
    createdBy: text("created_by"),
    updatedAt: updatedAt(),
    updatedBy: text("updated_by"),
    version: version(),
  },
  (t) => [index("redirects_target_idx").on(t.target)],
);

/** Missing addresses staff dismissed from the 404 monitor; they stay dismissed. */
export const notFoundDismissals = sqliteTable("not_found_dismissals", {
  path: text("path").primaryKey(),
  dismissedAt: text("dismissed_at").notNull(),
  dismissedBy: text("dismissed_by"),
});
