import { Hono } from "hono";
import {
  AnalyzeSitemapSchema,
  SeoAnalyzeSchema,
  SeoProxyQuerySchema,
  StartCrawlSchema,
} from "../../app/schemas/seo-analysis";
import type { AppEnv } from "../env";
import { currentUser } from "../middleware/require-role";
import { validate } from "../middleware/validate";
import { createFetcher, fetchPageSafely } from "../services/outside/safe-fetch";
import { analyzeSingleUrl, toServerAnalysis } from "../services/seo/analysis";
import { crawlAnalyses, getCrawl, getCrawlPage, listCrawls } from "../services/seo/crawl/report";
import { runSiteCrawl } from "../services/seo/crawl/run";
import { ownSitemapUrl, streamSiteCrawl } from "../services/seo/crawl/stream";

/**
 * The SEO analyzer and crawler (editors and admins; rules in access.ts): the proxy that hands a
 * page's HTML to the browser's analyzer, the server analysis, the sitemap analysis and the
 * streamed crawls kept in D1. This site's own URLs are rendered in-process.
 */
export const seoApi = new Hono<AppEnv>()
  .get("/seo-proxy", validate("query", SeoProxyQuerySchema), async (c) => {
    const page = await fetchPageSafely(await createFetcher(c.var.deps), c.req.valid("query").url);
    return c.json({
      url: page.url,
      status: page.status,
      redirects: page.redirects,
      contentType: page.contentType,
      html: page.body,
    });
  })
  .post("/seo-analyze", validate("json", SeoAnalyzeSchema), async (c) => {
    const { url, type } = c.req.valid("json");
    const fetcher = await createFetcher(c.var.deps);
    if (type === "single") return c.json({ analysis: await analyzeSingleUrl(fetcher, url) });
    const { runId } = await runSiteCrawl(c.var.deps, {
      sitemapUrl: url,
      fetcher,
      actor: currentUser(c),
    });
    return c.json({ analyses: await crawlAnalyses(c.var.deps, runId) });
  })
  .post("/ai-seo/analyze-sitemap", validate("json", AnalyzeSitemapSchema), async (c) => {
    const { result, runId } = await runSiteCrawl(c.var.deps, {
      sitemapUrl: c.req.valid("json").sitemapUrl,
      fetcher: await createFetcher(c.var.deps),
      actor: currentUser(c),
    });
    return c.json({ ...result, runId });
  })
  .get("/seo/crawls", async (c) => {
    const [crawls, sitemapUrl] = await Promise.all([
      listCrawls(c.var.deps),
      ownSitemapUrl(c.var.deps),
    ]);
    return c.json({ crawls, ownSitemapUrl: sitemapUrl });
  })
  .post("/seo/crawls", validate("json", StartCrawlSchema), async (c) => {
    const body = await streamSiteCrawl(c.var.deps, c.req.valid("json"), currentUser(c));
    return new Response(body, {
      headers: {
        "content-type": "application/x-ndjson; charset=utf-8",
        "cache-control": "no-store",
      },
    });
  })
  .get("/seo/crawls/:id", async (c) => c.json(await getCrawl(c.var.deps, c.req.param("id"))))
  .get("/seo/crawls/:id/page", validate("query", SeoProxyQuerySchema), async (c) => {
    const { page, analysis } = await getCrawlPage(
      c.var.deps,
      c.req.param("id"),
      c.req.valid("query").url,
    );
    return c.json({
      page,
      analysis: analysis ? toServerAnalysis(analysis, page.httpStatus) : null,
    });
  });
