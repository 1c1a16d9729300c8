import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, stringList } from "./columns";

// The SEO tools' tables: analysis and crawl runs, their crawled pages, deploys of fixes and
// IndexNow submissions. Re-exported by schema.ts, the one schema module.

export const seoRuns = sqliteTable(
  "seo_runs",
  {
    id: text("id").primaryKey(),
    kind: text("kind", { enum: ["crawl", "analysis", "deploy", "site-check"] }).notNull(),
    target: text("target").notNull(),
    /** `partial`: stopped by its time budget, with what it had (see `reason`). */
    status: text("status", {
      enum: ["pending", "running", "completed", "partial", "failed"],
    }).notNull(),
    /** JSON result (sitemap analysis, server analysis, …). */
    result: text("result"),
    createdAt: createdAt(),
    createdBy: text("created_by"),
    finishedAt: text("finished_at"),
    /** The origin a crawl reads; at most one running crawl per site (the unique index below). */
    site: text("site"),
    /** The run's heartbeat: set at its start and at each stored batch of progress. */
    updatedAt: text("updated_at"),
    progressDone: integer("progress_done").notNull().default(0),
    progressTotal: integer("progress_total").notNull().default(0),
    /** Why a run stopped early or failed, in words for staff. */
    reason: text("reason"),
  },
  (t) => [
    index("seo_runs_kind_idx").on(t.kind, t.createdAt),
    uniqueIndex("seo_runs_one_running_crawl")
      .on(t.site)
      .where(sql`${t.site} IS NOT NULL AND ${t.status} IN ('pending', 'running')`),
  ],
);

/**
 * One deployed SEO change of a catalogue page (title and description overrides): who, when,
 * before and after, what a crawler saw afterwards, and whether it was reverted. A revert is
 * allowed only while the page still carries this deploy (`pageVersion`), so a later change is
 * never silently overwritten.
 */
export const seoDeploys = sqliteTable(
  "seo_deploys",
  {
    id: text("id").primaryKey(),
    pagePath: text("page_path").notNull(),
    /** review (Deploy Changes), bulk (bulk editor), github or another caller of the hook. */
    source: text("source").notNull().default("review"),
    /** The catalogue overrides before and after; null means the page's own default. */
    beforeTitle: text("before_title"),
    beforeDescription: text("before_description"),
    afterTitle: text("after_title"),
    afterDescription: text("after_description"),
    /** The page row's version this deploy wrote. */
    pageVersion: integer("page_version").notNull(),
    deployedBy: text("deployed_by"),
    deployedByUsername: text("deployed_by_username"),
    deployedAt: createdAt(),
    /** JSON: the title and description the re-fetched HTML carried, and whether they matched. */
    verification: text("verification"),
    verified: integer("verified", { mode: "boolean" }).notNull().default(false),
    revertedAt: text("reverted_at"),
    revertedBy: text("reverted_by_username"),
  },
  (t) => [
    index("seo_deploys_page_idx").on(t.pagePath, t.deployedAt),
    index("seo_deploys_time_idx").on(t.deployedAt),
  ],
);

/** One page of a sitemap crawl (seo_runs kind "crawl"): what was fetched and how it scored. */
export const seoCrawlPages = sqliteTable(
  "seo_crawl_pages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    runId: text("run_id").notNull(),
    url: text("url").notNull(),
    /** HTTP status of the final answer; 0 when the page could not be fetched. */
    httpStatus: integer("http_status").notNull(),
    /** Where redirects led, when they did. */
    finalUrl: text("final_url"),
    title: text("title"),
    description: text("description"),
    h1: text("h1"),
    score: integer("score"),
    /** JSON: the analyzer's result (issues, recommendations, metrics). */
    analysis: text("analysis"),
    /** The internal URLs the page links to. */
    links: stringList("links"),
    /** Each link's words, in `links`' order ("" for a link with none). */
    linkTexts: stringList("link_texts"),
    /** The sitemap's lastmod and the answer's validators, for re-crawling changed pages only. */
    lastmod: text("lastmod"),
    etag: text("etag"),
    lastModified: text("last_modified"),
    /** Copied from the previous crawl because the page had not changed. */
    reused: integer("reused", { mode: "boolean" }).notNull().default(false),
    error: text("error"),
    createdAt: createdAt(),
  },
  (t) => [index("seo_crawl_pages_run_idx").on(t.runId, t.url)],
);

export type SeoRun = typeof seoRuns.$inferSelect;
export type SeoCrawlPage = typeof seoCrawlPages.$inferSelect;
export type SeoDeploy = typeof seoDeploys.$inferSelect;

export const indexNowSubmissions = sqliteTable(
  "indexnow_submissions",
  {
    id: text("id").primaryKey(),
    /** What caused it: "publish", "unpublish", "revert", "deploy", … */
    trigger: text("trigger").notNull(),
    urls: stringList("urls"),
    endpoint: text("endpoint").notNull(),
    /** The HTTP status the endpoint answered; null when it could not be reached. */
    status: integer("status"),
    ok: integer("ok", { mode: "boolean" }).notNull(),
    /** The endpoint's answer or the network error, shortened. */
    message: text("message").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index("indexnow_created_idx").on(t.createdAt)],
);

export type IndexNowSubmission = typeof indexNowSubmissions.$inferSelect;
