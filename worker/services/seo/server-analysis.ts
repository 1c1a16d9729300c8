import type { SessionUser } from "../identity/session-user";
import { createFetcher, fetchPageSafely } from "../outside/safe-fetch";
import type { WorkerDeps } from "../platform/deps";
import { analyzeSingleUrl, type ServerSeoAnalysis } from "./analysis";
import { crawlAnalyses } from "./crawl/report";
import { runSiteCrawl } from "./crawl/run";

// The SEO Analyzer's server side (spec §3): the proxy that hands a page's HTML to the
// browser's analyzer, and the server analysis of a page or of a sitemap. Every URL goes
// through the safe fetcher; this site's own URLs are rendered in-process.

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
 * `POST /api/seo-analyze`: one URL's server analysis, or every page of a sitemap (crawled and
 * kept in D1 like any crawl).
 */
export async function analyzeOnServer(
  deps: WorkerDeps,
  input: { url: string; type: "single" | "sitemap" },
  actor: SessionUser,
): Promise<{ analysis: ServerSeoAnalysis } | { analyses: ServerSeoAnalysis[] }> {
  const fetcher = await createFetcher(deps);
  if (input.type === "single") return { analysis: await analyzeSingleUrl(fetcher, input.url) };
  const { runId } = await runSiteCrawl(deps, { sitemapUrl: input.url, fetcher, actor });
  return { analyses: await crawlAnalyses(deps, runId) };
}

/** `POST /api/ai-seo/analyze-sitemap`: a sitemap's crawl, its totals and its run id. */
export async function analyzeSitemap(deps: WorkerDeps, sitemapUrl: string, actor: SessionUser) {
  const { result, runId } = await runSiteCrawl(deps, {
    sitemapUrl,
    fetcher: await createFetcher(deps),
    actor,
  });
  return { ...result, runId };
}
