import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

// Page analytics (issue 33): daily rollups flushed by the counter's Durable Objects, the
// flushes already applied (so a retried flush never counts twice) and the day's salt.
// No IP address or user agent is stored anywhere here: a visitor is a salted hash that lives
// only in the counter's own storage, for at most 48 hours. Re-exported by schema.ts.

/**
 * One day's count of one thing: `dimension` names what is counted and `key` which one
 * (page → path, site → "", referrer → host, campaign → "source\tmedium\tcampaign",
 * country → code, device → class, not_found → path, not_found_referrer → "path\thost",
 * not_found_bot → path (crawlers' 404s), redirect → path, bot → the kind of request).
 * `visitors` is the number of distinct visitors that day where it is counted (pages, the site,
 * referrers, campaigns, countries, devices).
 */
export const analyticsRollups = sqliteTable(
  "analytics_rollups",
  {
    day: text("day").notNull(),
    dimension: text("dimension").notNull(),
    key: text("key").notNull(),
    views: integer("views").notNull().default(0),
    visitors: integer("visitors").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.dimension, t.key] })],
);

/** Each counter flush applied to the rollups, by its id; kept a month, then trimmed. */
export const analyticsFlushes = sqliteTable("analytics_flushes", {
  id: text("id").primaryKey(),
  appliedAt: text("applied_at").notNull(),
  views: integer("views").notNull().default(0),
});

/**
 * The random salt of the visitor hash for one UTC day. Made by the first counted view of the
 * day, deleted once the day is over (the Worker on the next day's first view, and the
 * housekeeping cron), so nobody can link a visitor's hash across days.
 */
export const analyticsSalts = sqliteTable("analytics_salts", {
  day: text("day").primaryKey(),
  salt: text("salt").notNull(),
});
