import type { SessionUser } from "../identity/session-user";
import { createFetcher, fetchPageSafely } from "../outside/safe-fetch";
import type { WorkerDeps } from "../platform/deps";
import { analyzeSingleUrl, type ServerSeoAnalysis } from "./analysis";
import {
  type CrawlRunView,
  crawlAnalyses,
  crawlOf,
  crawlRun,
  getCrawl,
  type SitemapAnalysisResult,
} from "./crawl/report";
import { finishSiteCrawl, startSiteCrawl } from "./crawl/run";

// The SEO Analyzer's server side (spec §3): the proxy that hands a page's HTML to the
// browser's analyzer, and the server analysis of a page or of a sitemap. Every URL goes
// through the safe fetcher; this site's own URLs are rendered in-process. A sitemap analysis
// is a crawl kept in D1: a small one answers at once, a larger one runs after a 202 and is
// read back with its progress.

/** A sitemap of at most this many pages is analysed inside the request. */
export const INLINE_SITEMAP_PAGES = 20;
/**
 * A sitemap analysis's time budget. A larger one runs in `waitUntil` after its 202 answer,
 * which production allows 30 s, so its budget leaves room for the report and the last writes.
 */
export const SITEMAP_ANALYSIS_BUDGET_MS = 25_000;

/** A sitemap analysis's run: its status, its progress and why it stopped early, if it did. */
export interface SitemapAnalysisRun {
  runId: string;
  status: CrawlRunView["status"];
  progress: CrawlRunView["progress"];
  reason: string | null;
}

const runView = (run: CrawlRunView): SitemapAnalysisRun => ({
  runId: run.id,
  status: run.status,
  progress: run.progress,
  reason: run.reason,
});

const isFinished = (status: string) => status === "completed" || status === "partial";

/** `GET /api/seo-proxy?url=`: a page's HTML as the safe fetcher gets it. */
export async function proxyPage(deps: WorkerDeps, url: string) {
  const page = await fetchPageSafely(await createFetcher(deps), url);
  return {
    url: page.url,
    status: page.status,
    redirects: page.redirects,
    contentType: page.contentType,
    html: page.body,
  };
}

/**
 * Starts a sitemap analysis (a crawl): up to INLINE_SITEMAP_PAGES pages are crawled before it
 * answers (the run is finished); a larger sitemap is crawled after the answer (`waitUntil`)
 * and the run is answered as it starts, `running`, for the caller to poll.
 *
 * @throws AppError 400, 422 SITEMAP_FAILED or 409 CRAWL_RUNNING, before anything is crawled.
 */
async function startSitemapAnalysis(
  deps: WorkerDeps,
  sitemapUrl: string,
  actor: SessionUser,
): Promise<SitemapAnalysisRun> {
  const options = {
    sitemapUrl,
    fetcher: await createFetcher(deps),
    actor,
    budgetMs: SITEMAP_ANALYSIS_BUDGET_MS,
  };
  const crawl = await startSiteCrawl(deps, options);
  const total = crawl.entries.length;
  if (total <= INLINE_SITEMAP_PAGES) {
    const { stoppedReason } = await finishSiteCrawl(deps, crawl, options);
    return {
      runId: crawl.runId,
      status: stoppedReason ? "partial" : "completed",
      progress: { done: total, total },
      reason: stoppedReason,
    };
  }
  // A failure is stored on the run by the crawl itself (and a dead isolate's run is failed
  // by housekeeping); nothing is left to answer here.
  deps.waitUntil(finishSiteCrawl(deps, crawl, options).catch(() => {}));
  return { runId: crawl.runId, status: "running", progress: { done: 0, total }, reason: null };
}

/**
 * `POST /api/seo-analyze`: one URL's server analysis, or every page of a sitemap (a crawl kept
 * in D1): `analyses` when it finished inside the request, else the running run to poll with
 * `getSitemapAnalyses`.
 */
export async function analyzeOnServer(
  deps: WorkerDeps,
  input: { url: string; type: "single" | "sitemap" },
  actor: SessionUser,
): Promise<
  { analysis: ServerSeoAnalysis } | (SitemapAnalysisRun & { analyses?: ServerSeoAnalysis[] })
> {
  if (input.type === "single") {
    return { analysis: await analyzeSingleUrl(await createFetcher(deps), input.url) };
  }
  const run = await startSitemapAnalysis(deps, input.url, actor);
  if (!isFinished(run.status)) return run;
  return { ...run, analyses: await crawlAnalyses(deps, run.runId) };
}

/** `GET /api/seo-analyze/:id`: a sitemap analysis's progress, and its `analyses` once finished. */
export async function getSitemapAnalyses(
  deps: WorkerDeps,
  runId: string,
): Promise<SitemapAnalysisRun & { analyses?: ServerSeoAnalysis[] }> {
  const run = runView(crawlOf(await crawlRun(deps, runId)));
  if (!isFinished(run.status)) return run;
  return { ...run, analyses: await crawlAnalyses(deps, runId) };
}

/**
 * `POST /api/ai-seo/analyze-sitemap`: a sitemap's crawl, its totals and its run id when it
 * finished inside the request, else the running run to poll with `getSitemapAnalysis`.
 */
export async function analyzeSitemap(
  deps: WorkerDeps,
  sitemapUrl: string,
  actor: SessionUser,
): Promise<SitemapAnalysisRun & Partial<SitemapAnalysisResult>> {
  const run = await startSitemapAnalysis(deps, sitemapUrl, actor);
  if (!isFinished(run.status)) return run;
  return { ...(await getCrawl(deps, run.runId)).result, ...run };
}

/** `GET /api/ai-seo/analyze-sitemap/:id`: a sitemap analysis's progress, its result once finished. */
export async function getSitemapAnalysis(
  deps: WorkerDeps,
  runId: string,
): Promise<SitemapAnalysisRun & Partial<SitemapAnalysisResult>> {
  const run = runView(crawlOf(await crawlRun(deps, runId)));
  if (!isFinished(run.status)) return run;
  return { ...(await getCrawl(deps, runId)).result, ...run };
}
