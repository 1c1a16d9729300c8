import { and, desc, eq, inArray, ne } from "drizzle-orm";
import { decodeEntities } from "../../../../app/lib/html-entities";
import { analyzePage, type ClientAnalyzerResult } from "../../../../app/lib/seo-analyzer";
import { seoCrawlPages, seoRuns } from "../../../db/schema";
import { AppError } from "../../../errors";
import { factsFromHtml } from "../../../html/seo-facts";
import {
  checkFetchUrl,
  type FetchedPage,
  fetchPageSafely,
  type SafeFetchDeps,
} from "../../outside/safe-fetch";
import type { Deps } from "../../platform/deps";
import { type ServerSeoAnalysis, toServerAnalysis } from "../analysis";

// The sitemap crawler (OTTO SEO's Sitemap Crawler, the AI SEO Sitemap tab, the daily cron):
// reads a sitemap or sitemap index, fetches up to 500 pages several at a time through the safe
// fetcher (this site's own pages render in-process), scores each with the analyzer, keeps every
// page in D1 and reports broken internal links, redirects, duplicate titles and descriptions,
// orphan pages and what got worse since the previous crawl of the same sitemap.

export const MAX_CRAWL_PAGES = 500;
export const CRAWL_CONCURRENCY = 6;
/** Internal link targets outside the sitemap that a crawl checks for broken links. */
export const MAX_LINK_CHECKS = 200;
export const MAX_CHILD_SITEMAPS = 50;
/** Crawls of one sitemap kept in D1 (the newest), so a daily crawl does not grow forever. */
export const KEEP_CRAWLS = 10;
/** Crawled pages written to D1 per batch. */
const WRITE_BATCH = 20;

export const SITEMAP_FAILED_MESSAGE =
  "Failed to fetch sitemap. Please check the URL and try again.";

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
  brokenLinks: { url: string; httpStatus: number; linkedFrom: string[] }[];
  redirects: { url: string; to: string; linkedFrom: string[] }[];
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

export type CrawlEvent =
  | { type: "start"; runId: string; sitemapUrl: string; totalUrls: number; urls: string[] }
  | { type: "analyzing"; url: string }
  | { type: "page"; page: SitemapUrlResult }
  | { type: "done"; result: SitemapAnalysisResult; report: CrawlReport };

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
}

export interface CrawlOutcome {
  runId: string;
  result: SitemapAnalysisResult;
  report: CrawlReport;
}

interface SitemapEntry {
  loc: string;
  lastmod: string | null;
}

// ---- Sitemaps ---------------------------------------------------------------------------

function tagText(block: string, tag: string): string | null {
  const match = new RegExp(
    `<(?:[\\w-]+:)?${tag}\\b[^>]*>([\\s\\S]*?)</(?:[\\w-]+:)?${tag}>`,
    "i",
  ).exec(block);
  if (!match?.[1]) return null;
  const value = decodeEntities(match[1].replace(/^\s*<!\[CDATA\[([\s\S]*?)\]\]>\s*$/, "$1")).trim();
  return value === "" ? null : value;
}

function blocks(xml: string, tag: string): string[] {
  return (
    xml.match(new RegExp(`<(?:[\\w-]+:)?${tag}\\b[^>]*>[\\s\\S]*?</(?:[\\w-]+:)?${tag}>`, "gi")) ??
    []
  );
}

/** The entries of a `<urlset>` or the child sitemaps of a `<sitemapindex>`. */
export function parseSitemap(xml: string): { kind: "urlset" | "index"; entries: SitemapEntry[] } {
  const isIndex = /<(?:[\w-]+:)?sitemapindex\b/i.test(xml);
  if (!isIndex && !/<(?:[\w-]+:)?urlset\b/i.test(xml)) throw new Error("not a sitemap");
  const entries = blocks(xml, isIndex ? "sitemap" : "url")
    .map((block) => ({ loc: tagText(block, "loc"), lastmod: tagText(block, "lastmod") }))
    .filter((entry): entry is SitemapEntry => entry.loc !== null);
  return { kind: isIndex ? "index" : "urlset", entries };
}

async function fetchSitemap(fetcher: SafeFetchDeps, url: string) {
  let page: FetchedPage;
  try {
    page = await fetchPageSafely(fetcher, url, { expect: "xml" });
  } catch (error) {
    if (error instanceof AppError && error.status === 400) throw error;
    throw new AppError(422, "SITEMAP_FAILED", SITEMAP_FAILED_MESSAGE, [
      {
        path: "sitemapUrl",
        message:
          error instanceof AppError ? (error.issues?.[0]?.message ?? error.message) : "unreachable",
      },
    ]);
  }
  if (page.status !== 200) {
    throw new AppError(422, "SITEMAP_FAILED", SITEMAP_FAILED_MESSAGE, [
      { path: "sitemapUrl", message: `the sitemap answered ${page.status}` },
    ]);
  }
  try {
    return parseSitemap(page.body);
  } catch {
    throw new AppError(422, "SITEMAP_FAILED", SITEMAP_FAILED_MESSAGE, [
      {
        path: "sitemapUrl",
        message: "the answer is not a sitemap (no <urlset> or <sitemapindex>)",
      },
    ]);
  }
}

/** The page URLs of a sitemap, following a sitemap index one level down, at most `max`. */
export async function loadSitemapEntries(
  fetcher: SafeFetchDeps,
  sitemapUrl: string,
  max = MAX_CRAWL_PAGES,
): Promise<SitemapEntry[]> {
  const root = await fetchSitemap(fetcher, sitemapUrl);
  const found = new Map<string, SitemapEntry>();
  const add = (entries: SitemapEntry[]) => {
    for (const entry of entries) {
      if (found.size >= max) return;
      let loc: string;
      try {
        loc = new URL(entry.loc).href;
      } catch {
        continue;
      }
      if (!found.has(loc)) found.set(loc, { loc, lastmod: entry.lastmod });
    }
  };
  if (root.kind === "urlset") {
    add(root.entries);
  } else {
    for (const child of root.entries.slice(0, MAX_CHILD_SITEMAPS)) {
      if (found.size >= max) break;
      try {
        const sub = await fetchSitemap(fetcher, child.loc);
        if (sub.kind === "urlset") add(sub.entries);
      } catch {
        // One broken child sitemap does not stop the crawl of the others.
      }
    }
  }
  return [...found.values()];
}

// ---- Pages ------------------------------------------------------------------------------

/** Compares URLs the way a crawler treats them as the same page: no fragment, no trailing /. */
export function sameUrlKey(url: string): string {
  try {
    const u = new URL(url);
    u.hash = "";
    if (u.pathname.length > 1) u.pathname = u.pathname.replace(/\/+$/, "");
    return u.href;
  } catch {
    return url;
  }
}

type PageRow = typeof seoCrawlPages.$inferInsert;
type StoredPage = typeof seoCrawlPages.$inferSelect;

function parseAnalysis(text: string | null): ClientAnalyzerResult | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as ClientAnalyzerResult;
  } catch {
    return null;
  }
}

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
    lastmod: null,
    etag: null,
    lastModified: null,
    reused: false,
    error: null,
    createdAt: new Date().toISOString(),
    ...row,
  };
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
  };
}

/** Runs `work` over `items` with at most `limit` at a time. */
async function pool<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const runners = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await work(item);
    }
  });
  await Promise.all(runners);
}

// ---- Reports ----------------------------------------------------------------------------

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
): Promise<Pick<CrawlReport, "brokenLinks" | "redirects" | "orphans" | "unreachable">> {
  const sitemapKeys = new Map(rows.map((row) => [sameUrlKey(row.url), row]));
  const linkedFrom = new Map<string, Set<string>>();
  for (const row of rows) {
    for (const link of row.links) {
      const key = sameUrlKey(link);
      if (key === sameUrlKey(row.url)) continue;
      const from = linkedFrom.get(key) ?? new Set<string>();
      from.add(row.url);
      linkedFrom.set(key, from);
    }
  }
  const brokenLinks: CrawlReport["brokenLinks"] = [];
  const redirects: CrawlReport["redirects"] = [];
  const sources = (key: string) => [...(linkedFrom.get(key) ?? [])].sort();
  for (const row of rows) {
    const key = sameUrlKey(row.url);
    if (row.httpStatus >= 400 || row.httpStatus === 0) {
      brokenLinks.push({ url: row.url, httpStatus: row.httpStatus, linkedFrom: sources(key) });
    }
    if (row.finalUrl) redirects.push({ url: row.url, to: row.finalUrl, linkedFrom: sources(key) });
  }
  const outside = [...linkedFrom.keys()]
    .filter((key) => !sitemapKeys.has(key))
    .slice(0, MAX_LINK_CHECKS);
  await pool(outside, concurrency, async (key) => {
    try {
      const page = await fetchPageSafely(fetcher, key);
      if (page.status >= 400)
        brokenLinks.push({ url: key, httpStatus: page.status, linkedFrom: sources(key) });
      else if (page.redirects.length > 0)
        redirects.push({ url: key, to: page.url, linkedFrom: sources(key) });
    } catch (error) {
      // A link to a file (PDF, image) is not broken; a refused or unreachable one is.
      const message = error instanceof AppError ? (error.issues?.[0]?.message ?? "") : "";
      if (!/not HTML/.test(message))
        brokenLinks.push({ url: key, httpStatus: 0, linkedFrom: sources(key) });
    }
  });
  const orphans = rows.filter((row) => !linkedFrom.has(sameUrlKey(row.url))).map((row) => row.url);
  brokenLinks.sort((a, b) => a.url.localeCompare(b.url));
  redirects.sort((a, b) => a.url.localeCompare(b.url));
  return {
    brokenLinks,
    redirects,
    orphans: orphans.sort(),
    unreachable: unreachableFromHome(rows, redirects),
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

function regressions(rows: StoredPage[], previous: StoredPage[]): CrawlReport["regressions"] {
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

async function previousCrawl(deps: Deps, sitemapUrl: string, runId: string) {
  const run = await deps.db
    .select({ id: seoRuns.id })
    .from(seoRuns)
    .where(
      and(
        eq(seoRuns.kind, "crawl"),
        eq(seoRuns.target, sitemapUrl),
        eq(seoRuns.status, "completed"),
        ne(seoRuns.id, runId),
      ),
    )
    .orderBy(desc(seoRuns.createdAt))
    .get();
  if (!run) return { id: null, pages: [] };
  return { id: run.id, pages: await crawlPages(deps, run.id) };
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
 * Crawls a sitemap: every page fetched (or reused when unchanged and `onlyChanged`), analysed
 * and stored in D1 as it completes, each step reported through `onEvent`; then the report.
 * The daily cron calls it with this site's sitemap.
 *
 * @throws AppError 400 (unsafe sitemap URL) or 422 SITEMAP_FAILED, before any run is stored.
 */
export async function runSiteCrawl(deps: Deps, options: CrawlOptions): Promise<CrawlOutcome> {
  const { fetcher, onlyChanged = false } = options;
  const emit = options.onEvent ?? (() => {});
  const concurrency = options.concurrency ?? CRAWL_CONCURRENCY;
  const sitemapUrl = checkFetchUrl(options.sitemapUrl, fetcher.ownOrigins).href;
  const entries = await loadSitemapEntries(
    fetcher,
    sitemapUrl,
    Math.min(options.maxPages ?? MAX_CRAWL_PAGES, MAX_CRAWL_PAGES),
  );

  const runId = crypto.randomUUID();
  await deps.db.insert(seoRuns).values({
    id: runId,
    kind: "crawl",
    target: sitemapUrl,
    status: "running",
    createdBy: options.actor?.id ?? null,
  });
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
    // trip per batch); every batch is written before the report reads them back.
    let pending: PageRow[] = [];
    const writes: Promise<unknown>[] = [];
    const flush = () => {
      const [first, ...rest] = pending.map((row) => deps.db.insert(seoCrawlPages).values(row));
      pending = [];
      if (first) writes.push(deps.db.batch([first, ...rest]));
    };
    await pool(entries, concurrency, async (entry) => {
      emit({ type: "analyzing", url: entry.loc });
      const row = await crawlPage(fetcher, runId, entry, before.get(entry.loc), onlyChanged);
      pending.push(row);
      if (pending.length >= WRITE_BATCH) flush();
      emit({ type: "page", page: toUrlResult(asStored(row)) });
    });
    flush();
    await Promise.all(writes);

    const rows = await crawlPages(deps, runId);
    const report: CrawlReport = {
      runId,
      sitemapUrl,
      previousRunId: previous.id,
      onlyChanged,
      reusedPages: rows.filter((row) => row.reused).length,
      ...(await checkLinks(fetcher, rows, concurrency)),
      duplicateTitles: duplicates(rows, "title").map(([title, urls]) => ({ title, urls })),
      duplicateDescriptions: duplicates(rows, "description").map(([description, urls]) => ({
        description,
        urls,
      })),
      regressions: regressions(rows, previous.pages),
    };
    const result = summarise(rows, entries.length);
    const { urls: _urls, ...totals } = result;
    await deps.db
      .update(seoRuns)
      .set({
        status: "completed",
        finishedAt: new Date().toISOString(),
        result: JSON.stringify({ ...totals, report }),
      })
      .where(eq(seoRuns.id, runId));
    await pruneCrawls(deps, sitemapUrl);
    emit({ type: "done", result, report });
    return { runId, result, report };
  } catch (error) {
    await deps.db
      .update(seoRuns)
      .set({
        status: "failed",
        finishedAt: new Date().toISOString(),
        result: JSON.stringify({ error: String(error) }),
      })
      .where(eq(seoRuns.id, runId));
    throw error;
  }
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

export interface CrawlSummary {
  id: string;
  sitemapUrl: string;
  status: string;
  createdAt: string;
  finishedAt: string | null;
  totals: Omit<SitemapAnalysisResult, "urls"> | null;
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
    try {
      const parsed: unknown = run.result ? JSON.parse(run.result) : null;
      if (parsed && typeof parsed === "object" && "totalUrls" in parsed) {
        const { report: _report, ...rest } = parsed as Omit<SitemapAnalysisResult, "urls"> & {
          report?: unknown;
        };
        totals = rest;
      }
    } catch {
      totals = null;
    }
    return {
      id: run.id,
      sitemapUrl: run.target,
      status: run.status,
      createdAt: run.createdAt,
      finishedAt: run.finishedAt,
      totals,
    };
  });
}

/** One crawl with its pages and report, or 404. */
export async function getCrawl(deps: Deps, runId: string) {
  const run = await deps.db
    .select()
    .from(seoRuns)
    .where(and(eq(seoRuns.id, runId), eq(seoRuns.kind, "crawl")))
    .get();
  if (!run) throw new AppError(404, "NOT_FOUND", "Crawl not found");
  const rows = await crawlPages(deps, runId);
  let report: CrawlReport | null = null;
  try {
    const parsed: unknown = run.result ? JSON.parse(run.result) : null;
    if (parsed && typeof parsed === "object" && "report" in parsed)
      report = (parsed as { report: CrawlReport }).report;
  } catch {
    report = null;
  }
  return {
    id: run.id,
    sitemapUrl: run.target,
    status: run.status,
    createdAt: run.createdAt,
    finishedAt: run.finishedAt,
    result: summarise(rows, rows.length),
    report,
  };
}

/** Every analysed page of a crawl as spec §3's server analysis (`/api/seo-analyze` sitemap). */
export async function crawlAnalyses(deps: Deps, runId: string): Promise<ServerSeoAnalysis[]> {
  const rows = await crawlPages(deps, runId);
  return rows.flatMap((row) => {
    const analysis = parseAnalysis(row.analysis);
    return analysis ? [toServerAnalysis(analysis, row.httpStatus, row.createdAt)] : [];
  });
}

/** The full analyzer result of one page of a crawl, or 404. */
export async function getCrawlPage(deps: Deps, runId: string, url: string) {
  const row = await deps.db
    .select()
    .from(seoCrawlPages)
    .where(and(eq(seoCrawlPages.runId, runId), eq(seoCrawlPages.url, url)))
    .get();
  if (!row) throw new AppError(404, "NOT_FOUND", "Page not found in this crawl");
  return { page: toUrlResult(row), analysis: parseAnalysis(row.analysis) };
}
