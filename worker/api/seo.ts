import { Hono } from "hono";
import {
  AnalyzeSitemapSchema,
  SeoAnalyzeSchema,
  SeoProxyQuerySchema,
  StartCrawlSchema,
} from "../../app/schemas/seo-analysis";
import type { AppEnv } from "../env";
import { currentUser } from "../middleware/access-gates";
import { validate } from "../middleware/validate";
import { getCrawl, getCrawlPage, listCrawlsWithOwnSitemap } from "../services/seo/crawl/report";
import { streamSiteCrawl } from "../services/seo/crawl/stream";
import {
  analyzeOnServer,
  analyzeSitemap,
  getSitemapAnalyses,
  getSitemapAnalysis,
  proxyPage,
} from "../services/seo/server-analysis";

/**
 * The SEO analyzer and crawler (editors and admins; rules in access.ts): the proxy that hands a
 * page's HTML to the browser's analyzer, the server analysis, the sitemap analysis and the
 * streamed crawls kept in D1. This site's own URLs are rendered in-process.
 */
export const seoApi = new Hono<AppEnv>()
  .get("/seo-proxy", validate("query", SeoProxyQuerySchema), async (c) =>
    c.json(await proxyPage(c.var.deps, c.req.valid("query").url)),
  )
  // A sitemap analysis that runs on after the answer is 202, polled with the GET below.
  .post("/seo-analyze", validate("json", SeoAnalyzeSchema), async (c) => {
    const body = await analyzeOnServer(c.var.deps, c.req.valid("json"), currentUser(c));
    return c.json(body, "status" in body && body.status === "running" ? 202 : 200);
  })
  .get("/seo-analyze/:id", async (c) =>
    c.json(await getSitemapAnalyses(c.var.deps, c.req.param("id"))),
  )
  .post("/ai-seo/analyze-sitemap", validate("json", AnalyzeSitemapSchema), async (c) => {
    const { sitemapUrl } = c.req.valid("json");
    const body = await analyzeSitemap(c.var.deps, sitemapUrl, currentUser(c));
    return c.json(body, body.status === "running" ? 202 : 200);
  })
  .get("/ai-seo/analyze-sitemap/:id", async (c) =>
    c.json(await getSitemapAnalysis(c.var.deps, c.req.param("id"))),
  )
  .get("/seo/crawls", async (c) => c.json(await listCrawlsWithOwnSitemap(c.var.deps)))
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
  .get("/seo/crawls/:id/page", validate("query", SeoProxyQuerySchema), async (c) =>
    c.json(await getCrawlPage(c.var.deps, c.req.param("id"), c.req.valid("query").url)),
  );
