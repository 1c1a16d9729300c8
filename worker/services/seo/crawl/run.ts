import { and, desc, eq, inArray } from "drizzle-orm";
import { analyzePage } from "../../../../app/lib/seo-analyzer";
import { seoCrawlPages, seoRuns } from "../../../db/schema";
import { AppError } from "../../../errors";
import { factsFromHtml } from "../../../html/seo-facts";
import {
  checkFetchUrl,
  type FetchedPage,
  fetchPageSafely,
  isOwnUrl,
  type SafeFetchDeps,
} from "../../outside/safe-fetch";
import type { Deps } from "../../platform/deps";
import { completeRun, failRun, progressRunStatement, startRun } from "../runs";
import { pool } from "./pool";
import {
  buildCrawlReport,
  type CrawlReport,
  crawlPages,
  previousCrawl,
  type SitemapAnalysisResult,
  type SitemapUrlResult,
  type StoredPage,
  summarise,
  toUrlResult,
} from "./report";
import { loadSitemapEntries, type SitemapEntry } from "./sitemap-reader";

// The sitemap crawler (OTTO SEO's Sitemap Crawler, the AI SEO Sitemap tab, the daily cron):
// reads a sitemap or sitemap index (sitemap-reader.ts), fetches up to 500 pages several at a time
// through the safe fetcher (this site's own pages render in-process), scores each with the
// analyzer, keeps every page in D1 and reports on them (report.ts).

export const MAX_CRAWL_PAGES = 500;
/** Pages of another site fetched at a time: polite to its server. */
export const CRAWL_CONCURRENCY = 6;
/**
 * Pages of this site rendered at a time: they render in-process, so no server is pressed, and
 * more renders in flight overlap their D1 reads (bench row (f)).
 */
export const OWN_CRAWL_CONCURRENCY = 16;
/**
 * How long one crawl may take, start to report: well inside what a Worker may run (a cron run
 * 15 minutes, a request while its client reads the stream), and far below STALLED_AFTER_MS.
 */
export const CRAWL_TIME_BUDGET_MS = 3 * 60 * 1000;
/** Progress (and the heartbeat) is stored at least this often while pages come in. */
const PROGRESS_EVERY_MS = 2000;
/** Crawls of one sitemap kept in D1 (the newest), so a daily crawl does not grow forever. */
export const KEEP_CRAWLS = 10;
/** Crawled pages written to D1 per batch. */
const WRITE_BATCH = 20;

export type CrawlEvent =
  | { type: "start"; runId: string; sitemapUrl: string; totalUrls: number; urls: string[] }
  | { type: "analyzing"; url: string }
  | { type: "page"; page: SitemapUrlResult }
  | {
      type: "done";
      result: SitemapAnalysisResult;
      report: CrawlReport;
      /** Why the crawl stopped before the end (its time budget); null when it finished. */
      stoppedReason: string | null;
    };

export interface CrawlOptions {
  sitemapUrl: string;
  /** Fetch only pages changed since the previous crawl (sitemap lastmod, ETag, Last-Modified). */
  onlyChanged?: boolean;
  fetcher: SafeFetchDeps;
  /** Who started it (null for the cron). */
  actor?: { id: string } | null;
  onEvent?: (event: CrawlEvent) => void;
  maxPages?: number;
  concurrency?: number;
  /** The crawl's time budget (CRAWL_TIME_BUDGET_MS unless told). */
  budgetMs?: number;
}

export interface CrawlOutcome {
  runId: string;
  result: SitemapAnalysisResult;
  report: CrawlReport;
  stoppedReason: string | null;
}

type PageRow = typeof seoCrawlPages.$inferInsert;

/** A row as it reads back from D1 (defaults filled in), for results before it is stored. */
function asStored(row: PageRow): StoredPage {
  return {
    id: 0,
    finalUrl: null,
    title: null,
    description: null,
    h1: null,
    score: null,
    analysis: null,
    links: [],
    linkTexts: [],
    lastmod: null,
    etag: null,
    lastModified: null,
    reused: false,
    error: null,
    createdAt: new Date().toISOString(),
    ...row,
  };
}

async function crawlPage(
  fetcher: SafeFetchDeps,
  runId: string,
  entry: SitemapEntry,
  previous: StoredPage | undefined,
  onlyChanged: boolean,
): Promise<PageRow> {
  const reuse = (): PageRow => ({
    runId,
    url: entry.loc,
    httpStatus: previous?.httpStatus ?? 0,
    finalUrl: previous?.finalUrl ?? null,
    title: previous?.title ?? null,
    description: previous?.description ?? null,
    h1: previous?.h1 ?? null,
    score: previous?.score ?? null,
    analysis: previous?.analysis ?? null,
    links: previous?.links ?? [],
    linkTexts: previous?.linkTexts ?? [],
    lastmod: entry.lastmod,
    etag: previous?.etag ?? null,
    lastModified: previous?.lastModified ?? null,
    reused: true,
    error: null,
  });
  const canReuse = onlyChanged && previous && previous.httpStatus === 200 && previous.analysis;
  if (canReuse && entry.lastmod !== null && entry.lastmod === previous.lastmod) return reuse();

  let fetched: FetchedPage;
  try {
    fetched = await fetchPageSafely(
      fetcher,
      entry.loc,
      canReuse ? { etag: previous.etag, lastModified: previous.lastModified } : {},
    );
  } catch (error) {
    const message =
      error instanceof AppError
        ? (error.issues?.[0]?.message ?? error.message)
        : "could not be fetched";
    return {
      runId,
      url: entry.loc,
      httpStatus: 0,
      lastmod: entry.lastmod,
      error: message,
      links: [],
    };
  }
  if (fetched.status === 304 && canReuse) return reuse();
  const base: PageRow = {
    runId,
    url: entry.loc,
    httpStatus: fetched.status,
    finalUrl: fetched.redirects.length > 0 ? fetched.url : null,
    lastmod: entry.lastmod,
    etag: fetched.etag,
    lastModified: fetched.lastModified,
    links: [],
  };
  if (fetched.status >= 400) return { ...base, error: null };
  const facts = await factsFromHtml(fetched.body, fetched.url);
  const result = analyzePage(facts, fetched.url);
  return {
    ...base,
    title: facts.title,
    description: facts.description,
    h1: facts.h1Text || null,
    score: result.overallScore,
    analysis: JSON.stringify(result),
    links: facts.internalUrls,
    linkTexts: facts.internalLinkTexts,
  };
}

/** A crawl whose run is stored and whose pages are still to fetch. */
export interface StartedCrawl {
  runId: string;
  sitemapUrl: string;
  entries: SitemapEntry[];
  /** When the crawl's time budget is spent (ms since the epoch). */
  deadline: number;
  budgetMs: number;
}

/** "3 minutes", "25 seconds": a budget as the reason of a stopped crawl says it. */
function durationText(ms: number): string {
  if (ms >= 60_000 && ms % 60_000 === 0) {
    const minutes = ms / 60_000;
    return `${minutes} minute${minutes === 1 ? "" : "s"}`;
  }
  const seconds = Math.max(1, Math.round(ms / 1000));
  return `${seconds} second${seconds === 1 ? "" : "s"}`;
}

/**
 * Reads the sitemap and stores the run (`running`, with its page count), holding the site's
 * one running-crawl slot.
 *
 * @throws AppError 400 (unsafe sitemap URL) or 422 SITEMAP_FAILED, before any run is stored;
 * 409 CRAWL_RUNNING (with the running crawl's `runId`) while a crawl of the site runs.
 */
export async function startSiteCrawl(deps: Deps, options: CrawlOptions): Promise<StartedCrawl> {
  const budgetMs = options.budgetMs ?? CRAWL_TIME_BUDGET_MS;
  const deadline = Date.now() + budgetMs;
  const { fetcher } = options;
  const sitemap = checkFetchUrl(options.sitemapUrl, fetcher.ownOrigins);
  const sitemapUrl = sitemap.href;
  const entries = await loadSitemapEntries(
    fetcher,
    sitemapUrl,
    Math.min(options.maxPages ?? MAX_CRAWL_PAGES, MAX_CRAWL_PAGES),
    deadline,
  );
  const runId = crypto.randomUUID();
  await startRun(deps, {
    id: runId,
    kind: "crawl",
    target: sitemapUrl,
    site: sitemap.origin,
    total: entries.length,
    createdBy: options.actor?.id ?? null,
  });
  return { runId, sitemapUrl, entries, deadline, budgetMs };
}

/**
 * Crawls a started crawl's pages: each fetched (or reused when unchanged and `onlyChanged`),
 * analysed and stored in D1 as it completes, each step reported through `onEvent`; then the
 * report. When the budget is spent no page or link check is started, and the run is stored
 * as `partial` with what it has and why it stopped. Any failure marks the run failed.
 */
export async function finishSiteCrawl(
  deps: Deps,
  crawl: StartedCrawl,
  options: CrawlOptions,
): Promise<CrawlOutcome> {
  const { fetcher, onlyChanged = false } = options;
  const { runId, sitemapUrl, entries, deadline } = crawl;
  const emit = options.onEvent ?? (() => {});
  const own = isOwnUrl(new URL(sitemapUrl), fetcher.ownOrigins);
  const concurrency = options.concurrency ?? (own ? OWN_CRAWL_CONCURRENCY : CRAWL_CONCURRENCY);
  const outOfTime = () => Date.now() >= deadline;
  emit({
    type: "start",
    runId,
    sitemapUrl,
    totalUrls: entries.length,
    urls: entries.map((e) => e.loc),
  });

  try {
    const previous = await previousCrawl(deps, sitemapUrl, runId);
    const before = new Map(previous.pages.map((row) => [row.url, row]));
    // Pages are streamed as soon as they are analysed and stored in batches (one D1 round
    // trip per batch, which also records the run's progress and heartbeat); every batch is
    // written before the report reads them back.
    let pending: PageRow[] = [];
    let done = 0;
    const writes: Promise<unknown>[] = [];
    const flush = () => {
      const rows = pending.map((row) => deps.db.insert(seoCrawlPages).values(row));
      pending = [];
      writes.push(deps.db.batch([progressRunStatement(deps, runId, done), ...rows]));
    };
    // Also on a clock, so progress shows and the heartbeat beats while slow pages load.
    const ticker = setInterval(flush, PROGRESS_EVERY_MS);
    try {
      await pool(
        entries,
        concurrency,
        async (entry) => {
          emit({ type: "analyzing", url: entry.loc });
          const row = await crawlPage(fetcher, runId, entry, before.get(entry.loc), onlyChanged);
          pending.push(row);
          done += 1;
          if (pending.length >= WRITE_BATCH) flush();
          emit({ type: "page", page: toUrlResult(asStored(row)) });
        },
        outOfTime,
      );
    } finally {
      clearInterval(ticker);
    }
    flush();
    await Promise.all(writes);

    const rows = await crawlPages(deps, runId);
    const { report, linksCut } = await buildCrawlReport(
      fetcher,
      {
        runId,
        sitemapUrl,
        onlyChanged,
        concurrency,
        listed: entries.map((e) => e.loc),
        outOfTime,
      },
      rows,
      previous,
    );
    const result = summarise(rows, entries.length);
    const limit = `Stopped after ${durationText(crawl.budgetMs)}, the crawl's time limit`;
    const stoppedReason =
      rows.length < entries.length
        ? `${limit}: ${rows.length} of ${entries.length} pages crawled. The rest were not crawled.`
        : linksCut
          ? `${limit}: every page crawled, but not every link outside the sitemap was checked.`
          : null;
    const { urls: _urls, ...totals } = result;
    await completeRun(deps, runId, { ...totals, report }, undefined, stoppedReason);
    await pruneCrawls(deps, sitemapUrl);
    emit({ type: "done", result, report, stoppedReason });
    return { runId, result, report, stoppedReason };
  } catch (error) {
    await failRun(deps, runId, error);
    throw error;
  }
}

/**
 * Crawls a sitemap from start to end (startSiteCrawl, then finishSiteCrawl). The streamed
 * crawl and the daily cron call it.
 */
export async function runSiteCrawl(deps: Deps, options: CrawlOptions): Promise<CrawlOutcome> {
  return finishSiteCrawl(deps, await startSiteCrawl(deps, options), options);
}

/** Deletes all but the newest KEEP_CRAWLS crawls of a sitemap, pages first. */
async function pruneCrawls(deps: Deps, sitemapUrl: string): Promise<void> {
  const old = await deps.db
    .select({ id: seoRuns.id })
    .from(seoRuns)
    .where(and(eq(seoRuns.kind, "crawl"), eq(seoRuns.target, sitemapUrl)))
    .orderBy(desc(seoRuns.createdAt))
    .limit(100)
    .offset(KEEP_CRAWLS)
    .all();
  const ids = old.map((run) => run.id);
  if (ids.length === 0) return;
  await deps.db.batch([
    deps.db.delete(seoCrawlPages).where(inArray(seoCrawlPages.runId, ids)),
    deps.db.delete(seoRuns).where(inArray(seoRuns.id, ids)),
  ]);
}
