import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { analyzePage, type ClientAnalyzerResult } from "../../app/lib/seo-analyzer";
import { createDb } from "../../worker/db/client";
import { blogs, pages } from "../../worker/db/schema";
import { factsFromHtml } from "../../worker/html/seo-facts";
import { seedLaunchPosts } from "../../worker/services/content/blog-publishing";
import { syncCodePages } from "../../worker/services/content/pages";
import { checkJsonLd, extractJsonLd } from "../../worker/services/seo/structured-data";

// This site's own output, crawled from its sitemap inside the Worker and scored by the same
// analyzer the SEO tools use: every page must score 90 or more with no critical issue, and
// none of the classes outside checkers found (long titles, descriptions outside 120-160,
// JSON-LD without required properties, pages unreachable from home, no RSS alternate link,
// one lastmod for every page, no twitter:image:alt).

interface CrawledPage {
  loc: string;
  path: string;
  html: string;
  result: ClientAnalyzerResult;
  internalUrls: string[];
}

const crawled = new Map<string, CrawledPage>();
let sitemapEntries: { loc: string; lastmod: string }[] = [];
let siteOrigin = "";

const get = (path: string) =>
  exports.default.fetch(`http://example.com${path}`, { headers: { accept: "text/html" } });

const pathOf = (loc: string) => new URL(loc).pathname;

beforeAll(async () => {
  const deps = { db: createDb(env.DB), env };
  await syncCodePages(deps);
  await seedLaunchPosts(deps);
  const sitemap = await (await get("/sitemap.xml")).text();
  sitemapEntries = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>\s*<lastmod>([^<]+)<\/lastmod>/g)].map(
    (match) => ({ loc: match[1] ?? "", lastmod: match[2] ?? "" }),
  );
  siteOrigin = new URL(sitemapEntries[0]?.loc ?? "https://invalid.example").origin;
  for (const { loc } of sitemapEntries) {
    const response = await get(pathOf(loc));
    expect(response.status, loc).toBe(200);
    const html = await response.text();
    const facts = await factsFromHtml(html, loc);
    crawled.set(loc, {
      loc,
      path: pathOf(loc),
      html,
      result: analyzePage(facts, loc),
      internalUrls: facts.internalUrls,
    });
  }
}, 240_000);

describe("this site's own SEO", () => {
  it("lists every active page and launch post in the sitemap", async () => {
    const db = createDb(env.DB);
    const active = (await db.select().from(pages).all()).filter((row) => row.isActive);
    const posts = (await db.select().from(blogs).all()).filter((post) => post.published);
    expect(posts.length).toBeGreaterThan(0);
    expect(sitemapEntries.length).toBe(active.length + posts.length);
  });

  it("scores every page 90 or more with no critical issue", () => {
    const failing = [...crawled.values()]
      .filter(
        (page) =>
          page.result.overallScore < 90 ||
          page.result.issues.some((issue) => issue.type === "critical"),
      )
      .map((page) => ({
        path: page.path,
        score: page.result.overallScore,
        issues: page.result.issues.map((issue) => `${issue.type}: ${issue.title}`),
      }));
    expect(failing).toEqual([]);
  });

  it("has titles of at most 60 characters and descriptions of 120-160, all unique", () => {
    const problems: string[] = [];
    const titles = new Map<string, string>();
    for (const page of crawled.values()) {
      const { metrics } = page.result;
      if (metrics.titleLength > 60) problems.push(`${page.path}: title ${metrics.titleLength}`);
      if (metrics.descriptionLength < 120 || metrics.descriptionLength > 160) {
        problems.push(`${page.path}: description ${metrics.descriptionLength}`);
      }
      const title = /<title>([^<]*)<\/title>/.exec(page.html)?.[1] ?? "";
      if (titles.has(title)) problems.push(`${page.path}: same title as ${titles.get(title)}`);
      titles.set(title, page.path);
    }
    expect(problems).toEqual([]);
  });

  it("serves JSON-LD with every required property of its type", async () => {
    const problems: string[] = [];
    const seen = new Set<string>();
    for (const page of crawled.values()) {
      const blocks = await extractJsonLd(new Response(page.html));
      for (const block of blocks) {
        if (!block.ok) {
          problems.push(`${page.path}: ${block.error}`);
          continue;
        }
        const check = checkJsonLd(block.data);
        seen.add(check.type);
        for (const error of check.errors) problems.push(`${page.path} ${check.type}: ${error}`);
      }
    }
    expect(problems).toEqual([]);
    for (const type of ["Organization", "WebSite", "BreadcrumbList", "FAQPage"]) {
      expect(seen.has(type), type).toBe(true);
    }
    expect(seen.has("ProfessionalService")).toBe(true);
    expect(seen.has("Article")).toBe(true);
  });

  it("reaches every sitemap page by links from the home page", () => {
    const home = `${siteOrigin}/`;
    const reached = new Set<string>([home]);
    const queue = [home];
    while (queue.length > 0) {
      const loc = queue.shift() ?? "";
      for (const target of crawled.get(loc)?.internalUrls ?? []) {
        const url = new URL(target);
        url.hash = "";
        url.search = "";
        const next = url.href;
        if (!reached.has(next) && crawled.has(next)) {
          reached.add(next);
          queue.push(next);
        }
      }
    }
    const unreachable = sitemapEntries.map((e) => e.loc).filter((loc) => !reached.has(loc));
    expect(unreachable).toEqual([]);
  });

  it("links the RSS feed and describes the share image on every page", () => {
    const problems: string[] = [];
    for (const page of crawled.values()) {
      if (
        !/<link rel="alternate" type="application\/rss\+xml"[^>]*href="[^"]*\/rss\.xml"/.test(
          page.html,
        )
      ) {
        problems.push(`${page.path}: no RSS alternate link`);
      }
      if (!/<meta name="twitter:image:alt" content="[^"]+"/.test(page.html)) {
        problems.push(`${page.path}: no twitter:image:alt`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("gives each page its own lastmod: the catalogue's time or the post's update", async () => {
    const distinct = new Set(sitemapEntries.map((entry) => entry.lastmod));
    expect(distinct.size).toBeGreaterThan(5);
    const db = createDb(env.DB);
    const rows = await db.select().from(pages).all();
    const posts = await db.select().from(blogs).all();
    for (const entry of sitemapEntries) {
      const path = pathOf(entry.loc);
      const post = posts.find((p) => path === `/blog/${p.slug}`);
      if (post) {
        expect(entry.lastmod, path).toBe(post.updatedAt);
        continue;
      }
      const row = rows.find((r) => r.path === path);
      if (path === "/blog") {
        const newest =
          posts
            .map((p) => p.updatedAt)
            .sort()
            .at(-1) ?? "";
        expect(entry.lastmod).toBe([row?.lastModified ?? "", newest].sort().at(-1));
      } else {
        expect(entry.lastmod, path).toBe(row?.lastModified);
      }
    }
  });
});
