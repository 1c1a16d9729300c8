import { afterEach, describe, expect, it } from "vitest";
import { AppError } from "../../worker/errors";
import type { SafeFetchDeps } from "../../worker/services/outside/safe-fetch";
import {
  loadSitemapEntries,
  parseSitemap,
  SITEMAP_FAILED_MESSAGE,
  sameUrlKey,
} from "../../worker/services/seo/crawl/sitemap-reader";
import { fakeOutside, type OutsideFake } from "../factories/outside-services";

const fetcher: SafeFetchDeps = {
  ownOrigins: [],
  selfFetch: () => Promise.reject(new Error("no own pages in this test")),
};

const xml = (body: string, status = 200) =>
  new Response(body, { status, headers: { "content-type": "application/xml" } });

let fake: OutsideFake | null = null;
afterEach(() => {
  fake?.restore();
  fake = null;
});

describe("parseSitemap", () => {
  it("reads CDATA and references in <loc>, skips entries without one, and keeps lastmod", () => {
    const parsed = parseSitemap(
      `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
        <url><loc><![CDATA[https://a.example/b?x=1]]></loc></url>
        <url><loc>https://a.example/caf&#233;?a=1&amp;b=2</loc><lastmod> 2026-11-01 </lastmod></url>
        <url><lastmod>2026-11-02</lastmod></url>
        <url><loc>   </loc></url>
      </urlset>`,
    );
    expect(parsed).toEqual({
      kind: "urlset",
      entries: [
        { loc: "https://a.example/b?x=1", lastmod: null },
        { loc: "https://a.example/café?a=1&b=2", lastmod: "2026-11-01" },
      ],
    });
  });

  it("reads an index with prefixed tags, in any case", () => {
    expect(
      parseSitemap(
        "<S:SitemapIndex><S:Sitemap><S:Loc>https://a.example/one.xml</S:Loc></S:Sitemap></S:SitemapIndex>",
      ),
    ).toEqual({ kind: "index", entries: [{ loc: "https://a.example/one.xml", lastmod: null }] });
  });

  it("throws for anything that is not a sitemap", () => {
    expect(() => parseSitemap("<rss><channel></channel></rss>")).toThrow("not a sitemap");
    expect(() => parseSitemap("")).toThrow("not a sitemap");
  });
});

describe("sameUrlKey", () => {
  it("drops the fragment and trailing slashes but keeps the query and the root", () => {
    expect(sameUrlKey("https://a.example/x//#top")).toBe("https://a.example/x");
    expect(sameUrlKey("https://a.example/x/?q=1")).toBe("https://a.example/x?q=1");
    expect(sameUrlKey("https://a.example")).toBe("https://a.example/");
    expect(sameUrlKey("HTTPS://A.EXAMPLE/X")).toBe("https://a.example/X");
  });

  it("answers a value that is not a URL as it is", () => {
    expect(sameUrlKey("not a url")).toBe("not a url");
  });
});

describe("loadSitemapEntries", () => {
  it("follows an index one level down, skips a broken child, and stops at max, each URL once", async () => {
    fake = fakeOutside({
      "https://s.example": (request) => {
        const path = new URL(request.url).pathname;
        if (path === "/sitemap.xml") {
          return xml(
            "<sitemapindex><sitemap><loc>https://s.example/a.xml</loc></sitemap><sitemap><loc>https://s.example/broken.xml</loc></sitemap><sitemap><loc>https://s.example/b.xml</loc></sitemap></sitemapindex>",
          );
        }
        if (path === "/a.xml") {
          return xml(
            "<urlset><url><loc>https://s.example/1</loc></url><url><loc>not a url</loc></url><url><loc>https://s.example/1</loc><lastmod>later</lastmod></url></urlset>",
          );
        }
        if (path === "/b.xml") {
          return xml(
            "<urlset><url><loc>https://s.example/2</loc></url><url><loc>https://s.example/3</loc></url></urlset>",
          );
        }
        return xml("gone", 404);
      },
    });
    const all = await loadSitemapEntries(fetcher, "https://s.example/sitemap.xml", 10);
    expect(all).toEqual([
      { loc: "https://s.example/1", lastmod: null },
      { loc: "https://s.example/2", lastmod: null },
      { loc: "https://s.example/3", lastmod: null },
    ]);
    const two = await loadSitemapEntries(fetcher, "https://s.example/sitemap.xml", 2);
    expect(two.map((entry) => entry.loc)).toEqual(["https://s.example/1", "https://s.example/2"]);
  });

  it("follows no child sitemap once the crawl's deadline has passed", async () => {
    fake = fakeOutside({
      "https://late.example": (request) =>
        new URL(request.url).pathname === "/sitemap.xml"
          ? xml(
              "<sitemapindex><sitemap><loc>https://late.example/a.xml</loc></sitemap></sitemapindex>",
            )
          : xml("<urlset><url><loc>https://late.example/1</loc></url></urlset>"),
    });
    const url = "https://late.example/sitemap.xml";
    expect(await loadSitemapEntries(fetcher, url, 10, Date.now() - 1)).toEqual([]);
    expect(fake.calls.map((call) => call.url.pathname)).toEqual(["/sitemap.xml"]);
    expect(await loadSitemapEntries(fetcher, url, 10, Date.now() + 60_000)).toHaveLength(1);
  });

  it("fails with the spec's text and the reason when the sitemap cannot be read", async () => {
    fake = fakeOutside({
      "https://s.example": (request) =>
        new URL(request.url).pathname === "/missing.xml"
          ? xml("nope", 404)
          : xml("<html><body>a page</body></html>"),
    });
    for (const [url, reason] of [
      ["https://s.example/missing.xml", "the sitemap answered 404"],
      ["https://s.example/page.xml", "the answer is not a sitemap (no <urlset> or <sitemapindex>)"],
    ] as const) {
      const error = await loadSitemapEntries(fetcher, url, 10).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({
        status: 422,
        code: "SITEMAP_FAILED",
        message: SITEMAP_FAILED_MESSAGE,
        issues: [{ path: "sitemapUrl", message: reason }],
      });
    }
  });
});
