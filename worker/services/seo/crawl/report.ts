import { and, desc, eq, inArray, ne } from "drizzle-orm";
import type { ClientAnalyzerResult } from "../../../../app/lib/seo-analyzer";
import { seoCrawlPages, seoRuns } from "../../../db/schema";
import { AppError } from "../../../errors";
import { absoluteUrl } from "../../content/feeds";
import { fetchPageSafely, type SafeFetchDeps } from "../../outside/safe-fetch";
import type { Deps } from "../../platform/deps";
import { getSiteSettings } from "../../platform/settings";
import { type ServerSeoAnalysis, toServerAnalysis } from "../analysis";
import { storedResult } from "../runs";
import { pool } from "./pool";
import { sameUrlKey } from "./sitemap-reader";

// A crawl's report and its stored results: each page as spec §3's per-URL result, the totals,
// broken internal links, redirects, duplicate titles and descriptions, orphan and unreachable
// pages, what got worse since the previous crawl of the same sitemap; and the crawls kept in
// D1, listed and read back.

/** Internal link targets outside the sitemap that a crawl checks for broken links. */
export const MAX_LINK_CHECKS = 200;

export type UrlStatus = "pending" | "analyzing" | "completed";

/** One URL of spec §3's "Sitemap analysis result", plus what the crawler found out. */
export interface SitemapUrlResult {
  url: string;
  title: string;
  metaDescription: string;
  h1: string;
  h2Count: number;
  wordCount: number;
  imageCount: number;
  /** Issue titles, highest priority first. */
  issues: string[];
  /** How to fix them, in the same order, then the recommendations. */
  suggestions: string[];
  seoScore: number;
  /** The page's top keywords. */
  keywords: string[];
  status: UrlStatus;
  httpStatus: number;
  /** Where redirects led, when they did. */
  finalUrl: string | null;
  criticalCount: number;
  /** Copied from the previous crawl: the page had not changed. */
  reused: boolean;
  error: string | null;
}

/** Spec §3 "Sitemap analysis result". */
export interface SitemapAnalysisResult {
  totalUrls: number;
  crawledUrls: number;
  avgScore: number;
  totalIssues: number;
  urls: SitemapUrlResult[];
}

export interface CrawlReport {
  runId: string;
  sitemapUrl: string;
  previousRunId: string | null;
  onlyChanged: boolean;
  reusedPages: number;
  brokenLinks: { url: string; httpStatus: number; linkedFrom: string[]; links?: LinkSeen[] }[];
  /** Internal links to an address that redirects: where it leads, and each link to it. */
  redirects: { url: string; to: string; linkedFrom: string[]; links?: LinkSeen[] }[];
  duplicateTitles: { title: string; urls: string[] }[];
  duplicateDescriptions: { description: string; urls: string[] }[];
  /** In the sitemap, linked from no crawled page. */
  orphans: string[];
  /** In the sitemap, but no chain of links (and redirects) leads to it from the home page. */
  unreachable: string[];
  regressions: {
    scoreDrops: { url: string; from: number; to: number }[];
    newCriticalIssues: { url: string; issues: string[] }[];
    pagesGone: { url: string; reason: string }[];
  };
}

/** A link a crawled page has: the page, and the link's words ("" when it has none). */
export interface LinkSeen {
  page: string;
  text: string;
}

/** A crawled page as stored in D1. */
export type StoredPage = typeof seoCrawlPages.$inferSelect;

function parseAnalysis(text: string | null): ClientAnalyzerResult | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as ClientAnalyzerResult;
  } catch {
    return null;
  }
}

/** A stored page as spec §3's per-URL result. */
export function toUrlResult(
  row: Pick<
    StoredPage,
    | "url"
    | "httpStatus"
    | "finalUrl"
    | "title"
    | "description"
    | "h1"
    | "score"
    | "analysis"
    | "reused"
    | "error"
  >,
): SitemapUrlResult {
  const analysis = parseAnalysis(row.analysis);
  const issues = analysis?.issues ?? [];
  return {
    url: row.url,
    title: row.title ?? "",
    metaDescription: row.description ?? "",
    h1: row.h1 ?? "",
    h2Count: analysis?.metrics.headings.h2 ?? 0,
    wordCount: analysis?.metrics.wordCount ?? 0,
    imageCount: analysis?.metrics.images.total ?? 0,
    issues: [
      ...(row.error ? [row.error] : []),
      ...(row.httpStatus >= 400 ? [`Page answers ${row.httpStatus}`] : []),
      ...issues.map((i) => i.title),
    ],
    suggestions: [
      ...issues.map((i) => i.fix),
      ...(analysis?.recommendations ?? []).map((r) => r.title),
    ],
    seoScore: row.score ?? 0,
    keywords: (analysis?.metrics.keywordDensity ?? []).map((k) => k.word),
    status: "completed",
    httpStatus: row.httpStatus,
    finalUrl: row.finalUrl,
    criticalCount: issues.filter((i) => i.type === "critical").length,
    reused: row.reused,
    error: row.error,
  };
}

/** The stored pages of a crawl, in URL order. */
export function crawlPages(deps: Deps, runId: string): Promise<StoredPage[]> {
  return deps.db
    .select()
    .from(seoCrawlPages)
    .where(eq(seoCrawlPages.runId, runId))
    .orderBy(seoCrawlPages.url)
    .all();
}

/**
 * The newest finished crawl of `sitemapUrl` (completed, or partial: what it crawled is good)
 * other than `runId`, with its pages.
 */
export async function previousCrawl(deps: Deps, sitemapUrl: string, runId: string) {
  const run = await deps.db
    .select({ id: seoRuns.id })
    .from(seoRuns)
    .where(
      and(
        eq(seoRuns.kind, "crawl"),
        eq(seoRuns.target, sitemapUrl),
        inArray(seoRuns.status, ["completed", "partial"]),
        ne(seoRuns.id, runId),
      ),
    )
    .orderBy(desc(seoRuns.createdAt))
    .get();
  if (!run) return { id: null, pages: [] };
  return { id: run.id, pages: await crawlPages(deps, run.id) };
}

function duplicates(rows: StoredPage[], field: "title" | "description") {
  const groups = new Map<string, string[]>();
  for (const row of rows) {
    const value = row[field];
    if (!value || row.httpStatus !== 200) continue;
    groups.set(value, [...(groups.get(value) ?? []), row.url]);
  }
  return [...groups.entries()].filter(([, urls]) => urls.length > 1);
}

async function checkLinks(
  fetcher: SafeFetchDeps,
  rows: StoredPage[],
  concurrency: number,
  outOfTime: () => boolean,
): Promise<{
  found: Pick<CrawlReport, "brokenLinks" | "redirects" | "orphans" | "unreachable">;
  cut: boolean;
}> {
  const sitemapKeys = new Map(rows.map((row) => [sameUrlKey(row.url), row]));
  // Target → the pages linking to it → the words of that page's link.
  const linkedFrom = new Map<string, Map<string, string>>();
  for (const row of rows) {
    for (const [index, link] of row.links.entries()) {
      const key = sameUrlKey(link);
      if (key === sameUrlKey(row.url)) continue;
      const from = linkedFrom.get(key) ?? new Map<string, string>();
      if (!from.get(row.url)) from.set(row.url, row.linkTexts[index] ?? "");
      linkedFrom.set(key, from);
    }
  }
  const brokenLinks: CrawlReport["brokenLinks"] = [];
  const redirects: CrawlReport["redirects"] = [];
  const sources = (key: string) => {
    const links = [...(linkedFrom.get(key) ?? [])]
      .map(([page, text]) => ({ page, text }))
      .sort((a, b) => a.page.localeCompare(b.page));
    return { linkedFrom: links.map((link) => link.page), links };
  };
  for (const row of rows) {
    const key = sameUrlKey(row.url);
    if (row.httpStatus >= 400 || row.httpStatus === 0) {
      brokenLinks.push({ url: row.url, httpStatus: row.httpStatus, ...sources(key) });
    }
    if (row.finalUrl) redirects.push({ url: row.url, to: row.finalUrl, ...sources(key) });
  }
  const outside = [...linkedFrom.keys()]
    .filter((key) => !sitemapKeys.has(key))
    .slice(0, MAX_LINK_CHECKS);
  const started = await pool(
    outside,
    concurrency,
    async (key) => {
      try {
        const page = await fetchPageSafely(fetcher, key);
        if (page.status >= 400)
          brokenLinks.push({ url: key, httpStatus: page.status, ...sources(key) });
        else if (page.redirects.length > 0)
          redirects.push({ url: key, to: page.url, ...sources(key) });
      } catch (error) {
        // A link to a file (PDF, image) is not broken; a refused or unreachable one is.
        const message = error instanceof AppError ? (error.issues?.[0]?.message ?? "") : "";
        if (!/not HTML/.test(message))
          brokenLinks.push({ url: key, httpStatus: 0, ...sources(key) });
      }
    },
    outOfTime,
  );
  const orphans = rows.filter((row) => !linkedFrom.has(sameUrlKey(row.url))).map((row) => row.url);
  brokenLinks.sort((a, b) => a.url.localeCompare(b.url));
  redirects.sort((a, b) => a.url.localeCompare(b.url));
  return {
    found: {
      brokenLinks,
      redirects,
      orphans: orphans.sort(),
      unreachable: unreachableFromHome(rows, redirects),
    },
    cut: started < outside.length,
  };
}

/**
 * Sitemap pages no chain of links leads to from the home page (the sitemap's first page's
 * origin + "/"), following redirects; none when the home page is not in the sitemap.
 */
function unreachableFromHome(rows: StoredPage[], redirects: CrawlReport["redirects"]): string[] {
  const first = rows[0];
  if (!first) return [];
  const byKey = new Map(rows.map((row) => [sameUrlKey(row.url), row]));
  const home = sameUrlKey(new URL("/", first.url).href);
  if (!byKey.has(home)) return [];
  const hop = new Map(redirects.map((r) => [sameUrlKey(r.url), sameUrlKey(r.to)]));
  const seen = new Set([home]);
  const queue = [home];
  for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
    const row = byKey.get(key);
    if (!row) continue;
    for (const link of row.links) {
      const target = hop.get(sameUrlKey(link)) ?? sameUrlKey(link);
      if (!seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  return rows
    .filter((row) => !seen.has(sameUrlKey(row.url)))
    .map((row) => row.url)
    .sort();
}

/** What got worse since `previous`; a `listed` page this crawl did not reach is no regression. */
function regressions(
  rows: StoredPage[],
  previous: StoredPage[],
  listed: ReadonlySet<string>,
): CrawlReport["regressions"] {
  const now = new Map(rows.map((row) => [row.url, row]));
  const scoreDrops: CrawlReport["regressions"]["scoreDrops"] = [];
  const newCriticalIssues: CrawlReport["regressions"]["newCriticalIssues"] = [];
  const pagesGone: CrawlReport["regressions"]["pagesGone"] = [];
  const criticalTitles = (row: StoredPage) =>
    (parseAnalysis(row.analysis)?.issues ?? [])
      .filter((i) => i.type === "critical")
      .map((i) => i.title);
  for (const before of previous) {
    const after = now.get(before.url);
    if (!after) {
      if (!listed.has(before.url))
        pagesGone.push({ url: before.url, reason: "no longer in the sitemap" });
      continue;
    }
    if (before.httpStatus === 200 && after.httpStatus !== 200) {
      pagesGone.push({
        url: before.url,
        reason: after.httpStatus === 0 ? "could not be fetched" : `now answers ${after.httpStatus}`,
      });
      continue;
    }
    if (before.score !== null && after.score !== null && after.score < before.score) {
      scoreDrops.push({ url: after.url, from: before.score, to: after.score });
    }
    const old = new Set(criticalTitles(before));
    const added = criticalTitles(after).filter((title) => !old.has(title));
    if (added.length > 0) newCriticalIssues.push({ url: after.url, issues: added });
  }
  return { scoreDrops, newCriticalIssues, pagesGone };
}

/**
 * The report of a crawl from its stored pages (`rows`) and the previous crawl's: link targets
 * outside the sitemap are fetched to find broken links and redirects, until `outOfTime`
 * (then `linksCut`).
 */
export async function buildCrawlReport(
  fetcher: SafeFetchDeps,
  crawl: {
    runId: string;
    sitemapUrl: string;
    onlyChanged: boolean;
    concurrency: number;
    /** Every page URL the sitemap lists, crawled or not. */
    listed: string[];
    outOfTime: () => boolean;
  },
  rows: StoredPage[],
  previous: { id: string | null; pages: StoredPage[] },
): Promise<{ report: CrawlReport; linksCut: boolean }> {
  const links = await checkLinks(fetcher, rows, crawl.concurrency, crawl.outOfTime);
  const report: CrawlReport = {
    runId: crawl.runId,
    sitemapUrl: crawl.sitemapUrl,
    previousRunId: previous.id,
    onlyChanged: crawl.onlyChanged,
    reusedPages: rows.filter((row) => row.reused).length,
    ...links.found,
    duplicateTitles: duplicates(rows, "title").map(([title, urls]) => ({ title, urls })),
    duplicateDescriptions: duplicates(rows, "description").map(([description, urls]) => ({
      description,
      urls,
    })),
    regressions: regressions(rows, previous.pages, new Set(crawl.listed)),
  };
  return { report, linksCut: links.cut };
}

/** Spec §3's sitemap analysis result from a crawl's stored pages. */
export function summarise(rows: StoredPage[], totalUrls: number): SitemapAnalysisResult {
  const urls = rows.map(toUrlResult);
  const scored = rows.filter((row) => row.score !== null);
  return {
    totalUrls,
    crawledUrls: rows.length,
    avgScore:
      scored.length === 0
        ? 0
        : Math.round(scored.reduce((sum, row) => sum + (row.score ?? 0), 0) / scored.length),
    totalIssues: urls.reduce((sum, url) => sum + url.issues.length, 0),
    urls,
  };
}

/** A crawl's run as the crawl list and a single crawl name it. */
export interface CrawlRunView {
  id: string;
  sitemapUrl: string;
  /** running, completed, partial (stopped by its time budget) or failed. */
  status: string;
  createdAt: string;
  finishedAt: string | null;
  /** Pages crawled so far, of the sitemap's. */
  progress: { done: number; total: number };
  /** Why it stopped early or failed; null when it ran to the end (or still runs). */
  reason: string | null;
}

export interface CrawlSummary extends CrawlRunView {
  totals: Omit<SitemapAnalysisResult, "urls"> | null;
}

export const crawlOf = (run: typeof seoRuns.$inferSelect): CrawlRunView => ({
  id: run.id,
  sitemapUrl: run.target,
  status: run.status,
  createdAt: run.createdAt,
  finishedAt: run.finishedAt,
  progress: { done: run.progressDone, total: run.progressTotal },
  reason: run.reason,
});

/** This site's sitemap under the siteUrl setting. */
export async function ownSitemapUrl(deps: Deps): Promise<string> {
  const { settings } = await getSiteSettings(deps);
  return absoluteUrl(settings.siteUrl, "/sitemap.xml");
}

/** `GET /api/seo/crawls`: the newest crawls, and this site's sitemap to crawl next. */
export async function listCrawlsWithOwnSitemap(
  deps: Deps,
): Promise<{ crawls: CrawlSummary[]; ownSitemapUrl: string }> {
  const [crawls, sitemapUrl] = await Promise.all([listCrawls(deps), ownSitemapUrl(deps)]);
  return { crawls, ownSitemapUrl: sitemapUrl };
}

/** The newest crawls, newest first. */
export async function listCrawls(deps: Deps, limit = 20): Promise<CrawlSummary[]> {
  const runs = await deps.db
    .select()
    .from(seoRuns)
    .where(eq(seoRuns.kind, "crawl"))
    .orderBy(desc(seoRuns.createdAt))
    .limit(limit)
    .all();
  return runs.map((run) => {
    let totals: CrawlSummary["totals"] = null;
    const stored = storedResult(run);
    if (stored && "totalUrls" in stored) {
      const { report: _report, ...rest } = stored as Omit<SitemapAnalysisResult, "urls"> & {
        report?: unknown;
      };
      totals = rest;
    }
    return { ...crawlOf(run), totals };
  });
}

/** A crawl's run, or 404. */
export async function crawlRun(deps: Deps, runId: string) {
  const run = await deps.db
    .select()
    .from(seoRuns)
    .where(and(eq(seoRuns.id, runId), eq(seoRuns.kind, "crawl")))
    .get();
  if (!run) throw new AppError(404, "NOT_FOUND", "Crawl not found");
  return run;
}

/**
 * One crawl with its pages (those stored so far while it runs), its progress and report, or
 * 404.
 */
export async function getCrawl(deps: Deps, runId: string) {
  const run = await crawlRun(deps, runId);
  const rows = await crawlPages(deps, runId);
  const stored = storedResult(run);
  const report = stored && "report" in stored ? (stored as { report: CrawlReport }).report : null;
  const total = Math.max(run.progressTotal, rows.length);
  return { ...crawlOf(run), result: summarise(rows, total), report };
}

/** Every analysed page of a crawl as spec §3's server analysis (`/api/seo-analyze` sitemap). */
export async function crawlAnalyses(deps: Deps, runId: string): Promise<ServerSeoAnalysis[]> {
  const rows = await crawlPages(deps, runId);
  return rows.flatMap((row) => {
    const analysis = parseAnalysis(row.analysis);
    return analysis ? [toServerAnalysis(analysis, row.httpStatus, row.createdAt)] : [];
  });
}

/** One page of a crawl with its server analysis (null when it was not analysed), or 404. */
export async function getCrawlPage(
  deps: Deps,
  runId: string,
  url: string,
): Promise<{ page: SitemapUrlResult; analysis: ServerSeoAnalysis | null }> {
  const row = await deps.db
    .select()
    .from(seoCrawlPages)
    .where(and(eq(seoCrawlPages.runId, runId), eq(seoCrawlPages.url, url)))
    .get();
  if (!row) throw new AppError(404, "NOT_FOUND", "Page not found in this crawl");
  const page = toUrlResult(row);
  const analysis = parseAnalysis(row.analysis);
  return { page, analysis: analysis ? toServerAnalysis(analysis, page.httpStatus) : null };
}
