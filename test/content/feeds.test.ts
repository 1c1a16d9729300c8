import {
  createExecutionContext,
  createScheduledController,
  waitOnExecutionContext,
} from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_SITE_SETTINGS } from "../../app/schemas/site-settings";
import { createDb } from "../../worker/db/client";
import { blogs, pages } from "../../worker/db/schema";
import worker from "../../worker/index";
import {
  FEED_NAMES,
  getSitemapStats,
  rebuildFeeds,
  syncBlogInFeeds,
} from "../../worker/services/content/feeds";
import type { Deps } from "../../worker/services/platform/deps";
import { insertBlog, insertPage } from "../factories/feed-sources";
import { api, signedIn } from "../factories/users";

const SITE = DEFAULT_SITE_SETTINGS.siteUrl;
const deps: Deps = { db: createDb(env.DB), env };
const get = (path: string) => exports.default.fetch(`http://example.com${path}`);

// ---------------------------------------------------------------------------------------------
// A strict parser for the XML these files use (elements, attributes, text, the five entities
// and character references; no DTD, comments or CDATA). It throws on anything that is not
// well-formed: an unescaped & or <, a mismatched or unclosed tag, text after the root.

interface XmlNode {
  name: string;
  attributes: Record<string, string>;
  children: XmlNode[];
  text: string;
}

function parseXml(source: string): XmlNode {
  let at = 0;
  const fail = (why: string): never => {
    throw new Error(
      `not well-formed XML at ${at}: ${why} near ${JSON.stringify(source.slice(at, at + 40))}`,
    );
  };
  const NAME = /[A-Za-z_][\w.:-]*/y;
  const readName = () => {
    NAME.lastIndex = at;
    const match = NAME.exec(source);
    if (!match) return fail("expected a name");
    at += match[0].length;
    return match[0];
  };
  const skipSpace = () => {
    while (/\s/.test(source[at] ?? "")) at += 1;
  };
  const decode = (raw: string) => {
    if (raw.includes("<")) fail("raw < in text");
    return raw.replace(/&([^;]*);?/g, (entity, body: string) => {
      if (!entity.endsWith(";")) fail(`unterminated entity ${entity}`);
      const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
      if (body in named) return named[body] ?? "";
      const code = /^#x([0-9a-fA-F]+)$/.exec(body)?.[1] ?? /^#(\d+)$/.exec(body)?.[1];
      if (code === undefined) return fail(`unknown entity &${body};`);
      return String.fromCodePoint(Number.parseInt(code, body.startsWith("#x") ? 16 : 10));
    });
  };
  const readElement = (): XmlNode => {
    if (source[at] !== "<") fail("expected <");
    at += 1;
    const node: XmlNode = { name: readName(), attributes: {}, children: [], text: "" };
    for (;;) {
      skipSpace();
      if (source.startsWith("/>", at)) {
        at += 2;
        return node;
      }
      if (source[at] === ">") {
        at += 1;
        break;
      }
      const attribute = readName();
      skipSpace();
      if (source[at] !== "=") fail("expected =");
      at += 1;
      skipSpace();
      const quote = source[at];
      if (quote !== '"' && quote !== "'") return fail("expected a quoted value");
      const end = source.indexOf(quote, at + 1);
      if (end < 0) fail("unterminated attribute");
      if (attribute in node.attributes) fail(`duplicate attribute ${attribute}`);
      node.attributes[attribute] = decode(source.slice(at + 1, end));
      at = end + 1;
    }
    for (;;) {
      const lt = source.indexOf("<", at);
      if (lt < 0) fail(`unclosed <${node.name}>`);
      node.text += decode(source.slice(at, lt));
      at = lt;
      if (source.startsWith("</", at)) {
        at += 2;
        const name = readName();
        if (name !== node.name) fail(`</${name}> closes <${node.name}>`);
        skipSpace();
        if (source[at] !== ">") fail("expected >");
        at += 1;
        return node;
      }
      node.children.push(readElement());
    }
  };
  const prolog = /^<\?xml version="1\.0" encoding="UTF-8"\?>\s*/.exec(source);
  if (!prolog) fail("missing XML declaration");
  at = prolog?.[0].length ?? 0;
  const root = readElement();
  skipSpace();
  if (at !== source.length) fail("content after the root element");
  return root;
}

const child = (node: XmlNode, name: string) => node.children.find((c) => c.name === name);
const childText = (node: XmlNode, name: string) => child(node, name)?.text;

async function sitemapEntries() {
  const response = await get("/sitemap.xml");
  expect(response.status).toBe(200);
  const root = parseXml(await response.text());
  expect(root.name).toBe("urlset");
  expect(root.attributes.xmlns).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
  return new Map(root.children.map((url) => [childText(url, "loc"), childText(url, "lastmod")]));
}

async function rssItems() {
  const response = await get("/rss.xml");
  expect(response.status).toBe(200);
  const root = parseXml(await response.text());
  expect(root.name).toBe("rss");
  expect(root.attributes.version).toBe("2.0");
  const channel = child(root, "channel");
  if (!channel) throw new Error("no channel");
  return { channel, items: channel.children.filter((c) => c.name === "item") };
}

// Each test file has its own storage but tests in one file share it: start every test from
// an empty KV so that "served from KV" and "built on a miss" are each what the test says.
beforeEach(async () => {
  const { keys } = await env.KV.list({ prefix: "feeds:" });
  await Promise.all(keys.map((key) => env.KV.delete(key.name)));
});

describe("the XML parser used by these tests", () => {
  it("refuses what is not well-formed", () => {
    const head = '<?xml version="1.0" encoding="UTF-8"?>';
    expect(() => parseXml(`${head}<a>Tom & Jerry</a>`)).toThrow(/entity/);
    expect(() => parseXml(`${head}<a>1 < 2</a>`)).toThrow();
    expect(() => parseXml(`${head}<a><b></a></b>`)).toThrow(/closes/);
    expect(() => parseXml(`${head}<a></a><a></a>`)).toThrow(/after the root/);
    expect(parseXml(`${head}<a x="&quot;">Tom &amp; &lt;Jerry&gt;</a>`)).toMatchObject({
      attributes: { x: '"' },
      text: "Tom & <Jerry>",
    });
  });
});

describe("/sitemap.xml", () => {
  it("lists active catalogue pages and published posts with absolute URLs and lastmod", async () => {
    const service = await insertPage({ lastModified: "2026-10-02T10:00:00.000Z" });
    const inactive = await insertPage({ isActive: false });
    const post = await insertBlog({ published: true, updatedAt: "2026-11-12T07:30:00.000Z" });
    const draft = await insertBlog({ published: false });

    const entries = await sitemapEntries();

    // The catalogue was completed with the code pages before the build: home is listed.
    const home = await createDb(env.DB).select().from(pages).where(eq(pages.path, "/")).get();
    expect(entries.get(`${SITE}/`)).toBe(home?.lastModified);
    expect(entries.get(`${SITE}${service.path}`)).toBe("2026-10-02T10:00:00.000Z");
    expect(entries.get(`${SITE}/blog/${post.slug}`)).toBe("2026-11-12T07:30:00.000Z");
    expect(entries.has(`${SITE}${inactive.path}`)).toBe(false);
    expect(entries.has(`${SITE}/blog/${draft.slug}`)).toBe(false);
  });

  it("answers as XML with a short Cache-Control", async () => {
    const response = await get("/sitemap.xml");
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
  });

  it("escapes URLs so the file stays well-formed", async () => {
    await insertPage({ path: "/search?a=1&b=<2>" });
    const xml = await (await get("/sitemap.xml")).text();
    expect(xml).toContain(`<loc>${SITE}/search?a=1&amp;b=%3C2%3E</loc>`);
    expect((await sitemapEntries()).has(`${SITE}/search?a=1&b=%3C2%3E`)).toBe(true);
  });
});

describe("/rss.xml", () => {
  it("lists only published posts, newest first, with title, link, description, pubDate, guid", async () => {
    const older = await insertBlog({
      published: true,
      title: 'Patch Tuesday & you: <what> to "test" first',
      excerpt: "Ring 0 < ring 1 > ring 2 & so on",
      publishedAt: "2026-11-01T12:00:00.000Z",
    });
    const newer = await insertBlog({ published: true, publishedAt: "2026-11-15T09:30:00.000Z" });
    const draft = await insertBlog({ published: false, title: "Unreleased draft" });

    const { channel, items } = await rssItems();

    const links = items.map((item) => childText(item, "link"));
    expect(links).not.toContain(`${SITE}/blog/${draft.slug}`);
    expect(links.indexOf(`${SITE}/blog/${newer.slug}`)).toBeLessThan(
      links.indexOf(`${SITE}/blog/${older.slug}`),
    );
    const item = items.find((i) => childText(i, "link") === `${SITE}/blog/${older.slug}`);
    if (!item) throw new Error("published post missing from RSS");
    expect(childText(item, "title")).toBe('Patch Tuesday & you: <what> to "test" first');
    expect(childText(item, "description")).toBe("Ring 0 < ring 1 > ring 2 & so on");
    expect(childText(item, "pubDate")).toBe("Sun, 01 Nov 2026 12:00:00 GMT");
    expect(child(item, "guid")).toMatchObject({
      text: `${SITE}/blog/${older.slug}`,
      attributes: { isPermaLink: "true" },
    });
    expect(childText(channel, "lastBuildDate")).toBe(items[0] && childText(items[0], "pubDate"));
    expect(childText(channel, "link")).toBe(`${SITE}/blog`);
    expect(child(channel, "atom:link")?.attributes.href).toBe(`${SITE}/rss.xml`);
  });

  it("escapes & < > in titles in the raw XML and drops characters XML cannot hold", async () => {
    const post = await insertBlog({ published: true, title: "A & B <c>\u0007 d" });
    const xml = await (await get("/rss.xml")).text();
    expect(xml).toContain("<title>A &amp; B &lt;c&gt; d</title>");
    const { items } = await rssItems();
    const item = items.find((i) => childText(i, "link") === `${SITE}/blog/${post.slug}`);
    expect(item && childText(item, "title")).toBe("A & B <c> d");
  });

  it("answers as RSS with a short Cache-Control", async () => {
    const response = await get("/rss.xml");
    expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
  });
});

describe("/robots.txt", () => {
  it("allows the site, keeps crawlers out of the admin and API, and points to the sitemap", async () => {
    const response = await get("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
    expect(await response.text()).toBe(
      [
        "User-agent: *",
        "Allow: /",
        "Disallow: /admin$",
        "Disallow: /admin/",
        "Disallow: /*/admin$",
        "Disallow: /api/",
        "",
        `Sitemap: ${SITE}/sitemap.xml`,
        "",
      ].join("\n"),
    );
  });

  it("has no prefix rule that would hide /administrative-services", async () => {
    const rules = (await (await get("/robots.txt")).text())
      .split("\n")
      .filter((line) => line.startsWith("Disallow: "))
      .map((line) => line.slice("Disallow: ".length));
    const prefixRules = rules.filter((rule) => !rule.includes("*") && !rule.endsWith("$"));
    for (const rule of prefixRules) {
      expect("/administrative-services".startsWith(rule)).toBe(false);
    }
  });
});

describe("storage in KV", () => {
  it("builds and stores all three files on a miss", async () => {
    expect(await env.KV.get("feeds:sitemap.xml")).toBeNull();
    const body = await (await get("/robots.txt")).text();
    expect(await env.KV.get("feeds:robots.txt")).toBe(body);
    for (const name of FEED_NAMES) expect(await env.KV.get(`feeds:${name}`)).not.toBeNull();
  });

  it("serves the stored file until a rebuild, which the cron trigger runs", async () => {
    await get("/sitemap.xml");
    const page = await insertPage();
    expect((await sitemapEntries()).has(`${SITE}${page.path}`)).toBe(false);

    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: "*/15 * * * *" }), env, ctx);
    await waitOnExecutionContext(ctx);

    expect((await sitemapEntries()).has(`${SITE}${page.path}`)).toBe(true);
  });

  it("rebuildFeeds stores fresh files", async () => {
    await get("/rss.xml");
    const post = await insertBlog({ published: true });
    await rebuildFeeds(deps);
    const { items } = await rssItems();
    expect(items.map((i) => childText(i, "link"))).toContain(`${SITE}/blog/${post.slug}`);
  });
});

describe("syncBlogInFeeds (the blog API's sitemap status)", () => {
  it("says added, exists, updated and unpublished as a post moves through its life", async () => {
    const post = await insertBlog({ published: false });
    const loc = `${SITE}/blog/${post.slug}`;
    const db = createDb(env.DB);

    expect(await syncBlogInFeeds(deps, post.slug, false)).toEqual({
      sitemapStatus: "unpublished",
      sitemapMessage: `Drafts are not listed: ${loc} is not in the sitemap or RSS feed`,
    });

    await db.update(blogs).set({ published: true }).where(eq(blogs.id, post.id));
    expect(await syncBlogInFeeds(deps, post.slug, true)).toEqual({
      sitemapStatus: "added",
      sitemapMessage: `Added ${loc} to the sitemap and RSS feed`,
    });
    expect((await sitemapEntries()).has(loc)).toBe(true);

    expect((await syncBlogInFeeds(deps, post.slug, true)).sitemapStatus).toBe("exists");

    await db
      .update(blogs)
      .set({ updatedAt: "2026-11-20T10:00:00.000Z" })
      .where(eq(blogs.id, post.id));
    expect(await syncBlogInFeeds(deps, post.slug, true)).toEqual({
      sitemapStatus: "updated",
      sitemapMessage: `Updated ${loc} in the sitemap`,
    });

    await db.delete(blogs).where(eq(blogs.id, post.id));
    expect(await syncBlogInFeeds(deps, post.slug, false)).toEqual({
      sitemapStatus: "unpublished",
      sitemapMessage: `Removed ${loc} from the sitemap and RSS feed`,
    });
    expect((await sitemapEntries()).has(loc)).toBe(false);
    const { items } = await rssItems();
    expect(items.map((i) => childText(i, "link"))).not.toContain(loc);
  });

  it("says error, without throwing, when the feeds cannot be rebuilt", async () => {
    await env.DB.exec("ALTER TABLE blogs RENAME TO blogs_away");
    try {
      const result = await syncBlogInFeeds(deps, "any-post", true);
      expect(result).toEqual({
        sitemapStatus: "error",
        sitemapMessage: "The sitemap could not be updated now; it is rebuilt within 15 minutes.",
      });
    } finally {
      await env.DB.exec("ALTER TABLE blogs_away RENAME TO blogs");
    }
  });
});

describe("GET /api/sitemap/stats", () => {
  it("counts main pages, service pages and published posts; total is their sum", async () => {
    const before = await getSitemapStats(deps);
    await insertPage({ component: "home", path: "/stats-home" });
    await insertPage({ component: "legal" });
    await insertPage({ component: "service" });
    await insertPage({ component: "regional" });
    await insertPage({ component: "landing" });
    await insertPage({ component: "service", isActive: false });
    await insertBlog({ published: true });
    await insertBlog({ published: false });
    const { token } = await signedIn("editor");

    const response = await api("/api/sitemap/stats", { token });

    expect(response.status).toBe(200);
    const stats = await response.json<{
      total: number;
      blogPosts: number;
      services: number;
      mainPages: number;
    }>();
    expect(stats).toEqual({
      mainPages: before.mainPages + 2,
      services: before.services + 3,
      blogPosts: before.blogPosts + 1,
      total: before.total + 6,
    });
    expect(stats.total).toBe((await sitemapEntries()).size);
  });

  it("refuses visitors (401) and authors (403)", async () => {
    expect((await api("/api/sitemap/stats")).status).toBe(401);
    const { token } = await signedIn("author");
    expect((await api("/api/sitemap/stats", { token })).status).toBe(403);
  });
});
