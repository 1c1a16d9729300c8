import { and, desc, eq } from "drizzle-orm";
import type { AnalyticsCounterState } from "../../../app/schemas/analytics";
import type { IndexNowHealth } from "../../../app/schemas/indexnow";
import { seoRuns } from "../../db/schema";
import { getCounterState } from "../analytics/upkeep";
import { getLeadMailHealth, type LeadMailHealth } from "../leads/mail";
import { fetchOwnPage } from "../outside/safe-fetch";
import { type CronJobReport, listCronJobs } from "../platform/cron-jobs";
import type { Deps, WorkerDeps } from "../platform/deps";
import { getSiteSettings } from "../platform/settings";
import { getIndexNowHealth } from "./indexnow";
import { completeRun, failRun, startRun, storedResult } from "./runs";
import { checkJsonLd, extractJsonLd } from "./structured-data";

// GET /api/seo/health: the sitemap, robots.txt, RSS and structured data as a crawler gets them
// (each rendered by this Worker and parsed), plus the last daily site check (broken internal
// links and 404s found by the crawler) and the last run of each cron job.

/** Renders one of this site's paths as a crawler gets it. */
type RenderOwnPage = (path: string) => Promise<Response>;

export interface HealthCheckDetail {
  ok: boolean;
  /** What was found, or what is wrong. */
  message: string;
}

/** The last daily crawl of this site's sitemap. */
export interface SiteCheckSummary {
  at: string;
  crawledUrls: number;
  avgScore: number;
  brokenLinks: { url: string; httpStatus: number; linkedFrom: string[] }[];
  notFound: string[];
}

/** Spec §3 "SEO health", with the details behind each check and the last site check. */
export interface SeoHealth {
  status: "healthy" | "issues";
  timestamp: string;
  checks: { sitemap: boolean; robots: boolean; rss: boolean; structuredData: boolean };
  details: {
    sitemap: HealthCheckDetail;
    robots: HealthCheckDetail;
    rss: HealthCheckDetail;
    structuredData: HealthCheckDetail;
  };
  urls: { sitemap: string; robots: string; rss: string };
  siteCheck: SiteCheckSummary | null;
  /** Each cron job's last runs; a job whose last run failed makes the status "issues". */
  jobs: CronJobReport[];
  /** The new-lead mail: addresses, last sent, how many wait or failed. */
  leadMail: LeadMailHealth;
  /** IndexNow: on or off, and the last submissions with their answers (not part of `status`). */
  indexNow: IndexNowHealth;
  /** The page-view counter (issue 33): last flush to D1, views waiting, the last error. */
  analytics: AnalyticsCounterState;
}

/** The pages whose JSON-LD the health check reads: home and a service page with FAQs. */
export const STRUCTURED_DATA_PAGES = ["/", "/24-7-helpdesk"] as const;

async function readText(render: RenderOwnPage, path: string) {
  const response = await render(path);
  return {
    status: response.status,
    type: response.headers.get("content-type") ?? "",
    body: await response.text(),
  };
}

async function checkSitemap(render: RenderOwnPage, origin: string): Promise<HealthCheckDetail> {
  const { status, type, body } = await readText(render, "/sitemap.xml");
  if (status !== 200) return { ok: false, message: `/sitemap.xml answered ${status}` };
  if (!type.includes("xml")) return { ok: false, message: `/sitemap.xml is ${type}, not XML` };
  if (!/<urlset\b/.test(body)) return { ok: false, message: "/sitemap.xml has no <urlset>" };
  const locs = [...body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] ?? "");
  if (locs.length === 0) return { ok: false, message: "/sitemap.xml lists no URLs" };
  const foreign = locs.filter((loc) => !loc.startsWith(`${origin}/`));
  if (foreign.length > 0) {
    return { ok: false, message: `${foreign.length} URLs are not under ${origin}` };
  }
  const lastmods = body.match(/<lastmod>/g)?.length ?? 0;
  if (lastmods !== locs.length) {
    return { ok: false, message: `${locs.length - lastmods} URLs have no lastmod` };
  }
  return { ok: true, message: `${locs.length} URLs, each with a lastmod` };
}

async function checkRobots(render: RenderOwnPage, origin: string): Promise<HealthCheckDetail> {
  const { status, body } = await readText(render, "/robots.txt");
  if (status !== 200) return { ok: false, message: `/robots.txt answered ${status}` };
  if (!/^user-agent:/im.test(body)) return { ok: false, message: "/robots.txt has no User-agent" };
  if (/^disallow:\s*\/\s*$/im.test(body)) {
    return { ok: false, message: "/robots.txt disallows the whole site" };
  }
  if (!body.includes(`Sitemap: ${origin}/sitemap.xml`)) {
    return { ok: false, message: "/robots.txt does not name the sitemap" };
  }
  return { ok: true, message: "Crawlable, names the sitemap" };
}

async function checkRss(render: RenderOwnPage): Promise<HealthCheckDetail> {
  const { status, body } = await readText(render, "/rss.xml");
  if (status !== 200) return { ok: false, message: `/rss.xml answered ${status}` };
  if (!/<rss\b[^>]*version="2\.0"/.test(body) || !/<channel>/.test(body)) {
    return { ok: false, message: "/rss.xml is not an RSS 2.0 channel" };
  }
  const items = body.match(/<item>/g)?.length ?? 0;
  return { ok: true, message: `RSS 2.0 with ${items} items` };
}

async function checkStructuredData(render: RenderOwnPage): Promise<HealthCheckDetail> {
  const problems: string[] = [];
  let blocks = 0;
  for (const path of STRUCTURED_DATA_PAGES) {
    const response = await render(path);
    if (response.status !== 200) {
      await response.body?.cancel();
      problems.push(`${path} answered ${response.status}`);
      continue;
    }
    for (const block of await extractJsonLd(response)) {
      blocks += 1;
      if (!block.ok) {
        problems.push(`${path}: ${block.error}`);
        continue;
      }
      const check = checkJsonLd(block.data);
      for (const error of check.errors) problems.push(`${path} ${check.type}: ${error}`);
    }
  }
  if (problems.length > 0) return { ok: false, message: problems.join("; ") };
  return {
    ok: true,
    message: `${blocks} JSON-LD blocks valid on ${STRUCTURED_DATA_PAGES.length} pages`,
  };
}

/** The newest stored daily site check, or null. */
export async function latestSiteCheck({ db }: Deps): Promise<SiteCheckSummary | null> {
  const row = await db
    .select()
    .from(seoRuns)
    .where(and(eq(seoRuns.kind, "site-check"), eq(seoRuns.status, "completed")))
    .orderBy(desc(seoRuns.createdAt))
    .limit(1)
    .get();
  // Written by runDailySiteCheck below, so a stored object has this shape.
  return row ? (storedResult(row) as SiteCheckSummary | null) : null;
}

/**
 * Checks the sitemap, robots.txt, RSS and the structured data of home and a service page,
 * each rendered by this Worker, and adds the last daily site check and the cron jobs' runs.
 */
export async function getSeoHealth(deps: WorkerDeps): Promise<SeoHealth> {
  const render: RenderOwnPage = (path) => fetchOwnPage(deps, path);
  const { settings } = await getSiteSettings(deps);
  const origin = new URL(settings.siteUrl).origin;
  const [sitemap, robots, rss, structuredData, siteCheck, jobs, leadMail, indexNow, analytics] =
    await Promise.all([
      checkSitemap(render, origin),
      checkRobots(render, origin),
      checkRss(render),
      checkStructuredData(render),
      latestSiteCheck(deps),
      listCronJobs(deps),
      getLeadMailHealth(deps),
      getIndexNowHealth(deps),
      getCounterState(deps),
    ]);
  const details = { sitemap, robots, rss, structuredData };
  const healthy =
    Object.values(details).every((detail) => detail.ok) &&
    (siteCheck === null ||
      (siteCheck.brokenLinks.length === 0 && siteCheck.notFound.length === 0)) &&
    jobs.every((job) => job.status !== "failed");
  return {
    status: healthy ? "healthy" : "issues",
    timestamp: new Date().toISOString(),
    checks: {
      sitemap: sitemap.ok,
      robots: robots.ok,
      rss: rss.ok,
      structuredData: structuredData.ok,
    },
    details,
    urls: {
      sitemap: `${origin}/sitemap.xml`,
      robots: `${origin}/robots.txt`,
      rss: `${origin}/rss.xml`,
    },
    siteCheck,
    jobs,
    leadMail,
    indexNow,
    analytics,
  };
}

/** What the daily site check needs from a crawl of the sitemap. */
export interface SiteCrawlOutcome {
  result: { crawledUrls: number; avgScore: number; urls: { url: string; httpStatus: number }[] };
  report: { brokenLinks: { url: string; httpStatus: number; linkedFrom: string[] }[] };
}

/** Whether a cron run at `scheduledTime` is the daily one (the 15-minute run at 03:00 UTC). */
export function isDailySiteCheckTime(scheduledTime: number): boolean {
  const at = new Date(scheduledTime);
  return at.getUTCHours() === 3 && at.getUTCMinutes() < 15;
}

/**
 * The daily site check: crawls this site's sitemap (through `crawl`, the crawler) and stores
 * the broken internal links and the sitemap pages that answer 404, for the health view.
 */
export async function runDailySiteCheck(
  deps: Deps,
  crawl: (sitemapUrl: string) => Promise<SiteCrawlOutcome>,
): Promise<SiteCheckSummary> {
  const { settings } = await getSiteSettings(deps);
  const sitemapUrl = `${new URL(settings.siteUrl).origin}/sitemap.xml`;
  const id = crypto.randomUUID();
  await startRun(deps, { id, kind: "site-check", target: sitemapUrl });
  try {
    const outcome = await crawl(sitemapUrl);
    const summary: SiteCheckSummary = {
      at: new Date().toISOString(),
      crawledUrls: outcome.result.crawledUrls,
      avgScore: outcome.result.avgScore,
      brokenLinks: outcome.report.brokenLinks,
      notFound: outcome.result.urls.filter((u) => u.httpStatus === 404).map((u) => u.url),
    };
    await completeRun(deps, id, summary, summary.at);
    return summary;
  } catch (error) {
    await failRun(deps, id, error);
    throw error;
  }
}
