import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { seoCrawlPages, seoRuns } from "../../worker/db/schema";
import type { SafeFetchDeps } from "../../worker/services/outside/safe-fetch";
import {
  CRAWL_CONCURRENCY,
  KEEP_CRAWLS,
  MAX_CRAWL_PAGES,
  OWN_CRAWL_CONCURRENCY,
  runSiteCrawl,
} from "../../worker/services/seo/crawl/run";
import { parseSitemap, sameUrlKey } from "../../worker/services/seo/crawl/sitemap-reader";
import { testDeps } from "../factories/deps";
import { fakeOutside, type OutsideFake } from "../factories/outside-services";

const deps = testDeps();
const fetcher: SafeFetchDeps = {
  ownOrigins: [],
  selfFetch: () => Promise.reject(new Error("no own pages in this test")),
};

let fake: OutsideFake | null = null;
afterEach(() => {
  fake?.restore();
  fake = null;
});

describe("parseSitemap", () => {
  it("reads a urlset with lastmod, namespaces prefixes, CDATA and entities", () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<sm:urlset xmlns:sm="http://www.sitemaps.org/schemas/sitemap/0.9">
  <sm:url><sm:loc> https://a.example/?x=1&amp;y=2 </sm:loc><sm:lastmod>2026-11-01</sm:lastmod></sm:url>
  <sm:url><sm:loc><![CDATA[https://a.example/cdata]]></sm:loc></sm:url>
  <sm:url><sm:lastmod>2026-11-01</sm:lastmod></sm:url>
</sm:urlset>`;
    expect(parseSitemap(xml)).toEqual({
      kind: "urlset",
      entries: [
        { loc: "https://a.example/?x=1&y=2", lastmod: "2026-11-01" },
        { loc: "https://a.example/cdata", lastmod: null },
      ],
    });
  });

  it("reads a sitemap index and refuses what is not a sitemap", () => {
    const index = `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>https://a.example/s1.xml</loc></sitemap></sitemapindex>`;
    expect(parseSitemap(index)).toEqual({
      kind: "index",
      entries: [{ loc: "https://a.example/s1.xml", lastmod: null }],
    });
    expect(() => parseSitemap("<html><body>nope</body></html>")).toThrow();
  });

  it("treats a trailing slash and a fragment as the same page", () => {
    expect(sameUrlKey("https://a.example/x/#top")).toBe(sameUrlKey("https://a.example/x"));
    expect(sameUrlKey("https://a.example/")).toBe("https://a.example/");
  });
});

describe("runSiteCrawl", () => {
  it(`crawls at most ${MAX_CRAWL_PAGES} pages, several at a time but never more than ${CRAWL_CONCURRENCY}`, async () => {
    const urls = Array.from(
      { length: MAX_CRAWL_PAGES + 20 },
      (_, i) => `https://big.example/p${i}`,
    );
    let inFlight = 0;
    let most = 0;
    const fetched = new Set<string>();
    fake = fakeOutside({
      "https://big.example": async (request) => {
        const path = new URL(request.url).pathname;
        if (path === "/sitemap.xml") {
          return new Response(
            `<urlset>${urls.map((u) => `<url><loc>${u}</loc></url>`).join("")}</urlset>`,
            { headers: { "content-type": "application/xml" } },
          );
        }
        inFlight += 1;
        most = Math.max(most, inFlight);
        fetched.add(path);
        await new Promise((resolve) => setTimeout(resolve, 1));
        inFlight -= 1;
        return new Response(`<title>Page ${path}</title><h1>${path}</h1><a href="/p0">home</a>`, {
          headers: { "content-type": "text/html" },
        });
      },
    });
    const events: string[] = [];
    const { result, report } = await runSiteCrawl(deps, {
      sitemapUrl: "https://big.example/sitemap.xml",
      fetcher,
      onEvent: (event) => events.push(event.type),
    });
    expect(result.totalUrls).toBe(MAX_CRAWL_PAGES);
    expect(result.crawledUrls).toBe(MAX_CRAWL_PAGES);
    expect(fetched.size).toBe(MAX_CRAWL_PAGES);
    expect(fetched.has(`/p${MAX_CRAWL_PAGES}`)).toBe(false);
    expect(most).toBeGreaterThan(1);
    expect(most).toBeLessThanOrEqual(CRAWL_CONCURRENCY);
    expect(events.filter((type) => type === "page")).toHaveLength(MAX_CRAWL_PAGES);
    expect(events[0]).toBe("start");
    expect(events.at(-1)).toBe("done");
    // Every page links to /p0 only: all the others are orphans.
    expect(report.orphans).toHaveLength(MAX_CRAWL_PAGES - 1);
  });

  it(`renders this site's own pages up to ${OWN_CRAWL_CONCURRENCY} at a time, in-process`, async () => {
    const own = "https://own.example";
    const paths = Array.from({ length: 40 }, (_, i) => `/p${i}`);
    let inFlight = 0;
    let most = 0;
    const rendered: string[] = [];
    const ownFetcher: SafeFetchDeps = {
      ownOrigins: [own],
      selfFetch: async (request) => {
        const path = new URL(request.url).pathname;
        if (path === "/sitemap.xml") {
          return new Response(
            `<urlset>${paths.map((p) => `<url><loc>${own}${p}</loc></url>`).join("")}</urlset>`,
            { headers: { "content-type": "application/xml" } },
          );
        }
        inFlight += 1;
        most = Math.max(most, inFlight);
        rendered.push(path);
        await new Promise((resolve) => setTimeout(resolve, 2));
        inFlight -= 1;
        return new Response(`<title>Page ${path}</title><h1>${path}</h1>`, {
          headers: { "content-type": "text/html" },
        });
      },
    };
    const { result } = await runSiteCrawl(deps, {
      sitemapUrl: `${own}/sitemap.xml`,
      fetcher: ownFetcher,
    });
    expect(result.crawledUrls).toBe(paths.length);
    expect(rendered.sort()).toEqual([...paths].sort());
    expect(most).toBeGreaterThan(CRAWL_CONCURRENCY);
    expect(most).toBeLessThanOrEqual(OWN_CRAWL_CONCURRENCY);
  });

  it("records a page that cannot be fetched, and an unsafe URL in a foreign sitemap, without fetching it", async () => {
    fake = fakeOutside({
      "https://mixed.example": (request) => {
        const path = new URL(request.url).pathname;
        if (path === "/sitemap.xml") {
          return new Response(
            "<urlset><url><loc>https://mixed.example/ok</loc></url><url><loc>http://10.0.0.5/admin</loc></url><url><loc>https://mixed.example/error</loc></url></urlset>",
            { headers: { "content-type": "application/xml" } },
          );
        }
        if (path === "/error")
          return new Response("boom", { status: 500, headers: { "content-type": "text/html" } });
        return new Response("<title>OK</title>", { headers: { "content-type": "text/html" } });
      },
    });
    const { result, report } = await runSiteCrawl(deps, {
      sitemapUrl: "https://mixed.example/sitemap.xml",
      fetcher,
    });
    const byUrl = new Map(result.urls.map((u) => [u.url, u]));
    expect(byUrl.get("http://10.0.0.5/admin")).toMatchObject({
      httpStatus: 0,
      status: "completed",
    });
    expect(byUrl.get("http://10.0.0.5/admin")?.error).toContain("private address");
    expect(byUrl.get("https://mixed.example/error")).toMatchObject({
      httpStatus: 500,
      issues: ["Page answers 500"],
    });
    expect(report.brokenLinks.map((b) => b.url).sort()).toEqual([
      "http://10.0.0.5/admin",
      "https://mixed.example/error",
    ]);
    expect(fake.calls.map((c) => c.url.hostname)).not.toContain("10.0.0.5");
  });

  it(`keeps the newest ${KEEP_CRAWLS} crawls of a sitemap and their pages`, async () => {
    fake = fakeOutside({
      "https://small.example": (request) =>
        new URL(request.url).pathname === "/sitemap.xml"
          ? new Response("<urlset><url><loc>https://small.example/</loc></url></urlset>", {
              headers: { "content-type": "application/xml" },
            })
          : new Response("<title>Home</title>", { headers: { "content-type": "text/html" } }),
    });
    const runIds: string[] = [];
    for (let i = 0; i < KEEP_CRAWLS + 2; i++) {
      runIds.push(
        (await runSiteCrawl(deps, { sitemapUrl: "https://small.example/sitemap.xml", fetcher }))
          .runId,
      );
    }
    const runs = await deps.db
      .select()
      .from(seoRuns)
      .where(eq(seoRuns.target, "https://small.example/sitemap.xml"))
      .all();
    expect(runs.map((run) => run.id).sort()).toEqual(runIds.slice(2).sort());
    for (const gone of runIds.slice(0, 2)) {
      expect(
        await deps.db.select().from(seoCrawlPages).where(eq(seoCrawlPages.runId, gone)).all(),
      ).toEqual([]);
    }
  });
});
