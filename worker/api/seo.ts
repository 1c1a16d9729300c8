import type { Context } from "hono";
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
import { absoluteUrl } from "../services/content/feeds";
import { createFetcher, fetchPageSafely } from "../services/outside/safe-fetch";
import { getSiteSettings } from "../services/platform/settings";
import { analyzeSingleUrl, toServerAnalysis } from "../services/seo/analysis";
import {
  type CrawlEvent,
  crawlAnalyses,
  getCrawl,
  getCrawlPage,
  listCrawls,
  runSiteCrawl,
} from "../services/seo/crawl/run";

/** The request's safe fetcher: this request's origin and the siteUrl render in-process. */
const fetcherOf = (c: Context<AppEnv>) =>
  createFetcher(c.var.services.deps, c.executionCtx, new URL(c.req.url).origin);

/** This site's sitemap under the siteUrl setting. */
async function ownSitemapUrl(c: Context<AppEnv>): Promise<string> {
  const { settings } = await getSiteSettings(c.var.services.deps);
  return absoluteUrl(settings.siteUrl, "/sitemap.xml");
}

/**
 * The SEO analyzer and crawler (editors and admins; rules in access.ts): the proxy that hands a
 * page's HTML to the browser's analyzer, the server analysis, the sitemap analysis and the
 * streamed crawls kept in D1.
 */
export const seoApi = new Hono<AppEnv>()
  .get("/seo-proxy", validate("query", SeoProxyQuerySchema), async (c) => {
    const page = await fetchPageSafely(await fetcherOf(c), c.req.valid("query").url);
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
    const fetcher = await fetcherOf(c);
    if (type === "single") return c.json({ analysis: await analyzeSingleUrl(fetcher, url) });
    const { runId } = await runSiteCrawl(c.var.services.deps, {
      sitemapUrl: url,
      fetcher,
      actor: currentUser(c),
    });
    return c.json({ analyses: await crawlAnalyses(c.var.services.deps, runId) });
  })
  .post("/ai-seo/analyze-sitemap", validate("json", AnalyzeSitemapSchema), async (c) => {
    const { result, runId } = await runSiteCrawl(c.var.services.deps, {
      sitemapUrl: c.req.valid("json").sitemapUrl,
      fetcher: await fetcherOf(c),
      actor: currentUser(c),
    });
    return c.json({ ...result, runId });
  })
  .get("/seo/crawls", async (c) => {
    return c.json({
      crawls: await listCrawls(c.var.services.deps),
      ownSitemapUrl: await ownSitemapUrl(c),
    });
  })
  .post("/seo/crawls", validate("json", StartCrawlSchema), async (c) => {
    const body = c.req.valid("json");
    const deps = c.var.services.deps;
    const sitemapUrl = body.sitemapUrl ?? (await ownSitemapUrl(c));
    const fetcher = await fetcherOf(c);
    const actor = currentUser(c);
    // Each event is one JSON line, written in order as it happens. The crawl goes on (and is
    // kept in D1) if the browser goes away; a failure before it starts answers 4xx instead.
    // The stream is closed inside waitUntil, so the request ends only once the body has.
    const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
    const writer = writable.getWriter();
    const encoder = new TextEncoder();
    let open = true;
    let isStarted = false;
    let writes: Promise<void> = Promise.resolve();
    const send = (event: CrawlEvent | { type: "error"; error: string; code: string }) => {
      writes = writes.then(async () => {
        if (!open) return;
        try {
          await writer.write(encoder.encode(`${JSON.stringify(event)}\n`));
        } catch {
          open = false;
        }
      });
    };
    let started: (value: true | unknown) => void = () => {};
    const firstEvent = new Promise<true | unknown>((resolve) => {
      started = resolve;
    });
    const crawl = runSiteCrawl(deps, {
      sitemapUrl,
      onlyChanged: body.onlyChanged,
      fetcher,
      actor,
      onEvent: (event) => {
        if (event.type === "start") {
          isStarted = true;
          started(true);
        }
        send(event);
      },
    })
      .then(
        () => undefined,
        (error: unknown) => {
          started(error);
          if (!isStarted) return;
          const message = error instanceof Error ? error.message : "Crawl failed";
          send({ type: "error", error: message, code: "CRAWL_FAILED" });
        },
      )
      .then(async () => {
        if (!isStarted) return;
        await writes;
        if (open) await writer.close().catch(() => {});
      });
    c.executionCtx.waitUntil(crawl);
    const first = await firstEvent;
    if (first !== true) throw first;
    return new Response(readable, {
      headers: {
        "content-type": "application/x-ndjson; charset=utf-8",
        "cache-control": "no-store",
      },
    });
  })
  .get("/seo/crawls/:id", async (c) =>
    c.json(await getCrawl(c.var.services.deps, c.req.param("id"))),
  )
  .get("/seo/crawls/:id/page", validate("query", SeoProxyQuerySchema), async (c) => {
    const { page, analysis } = await getCrawlPage(
      c.var.services.deps,
      c.req.param("id"),
      c.req.valid("query").url,
    );
    return c.json({
      page,
      analysis: analysis ? toServerAnalysis(analysis, page.httpStatus) : null,
    });
  });
