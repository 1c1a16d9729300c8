import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { count, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { LAUNCH_POSTS } from "../../app/content/blog";
import { DEFAULT_SITE_SETTINGS } from "../../app/schemas/site-settings";
import { app } from "../../worker/app";
import { createDb } from "../../worker/db/client";
import { blogs, pages } from "../../worker/db/schema";
import { absoluteUrl, FEED_NAMES, rebuildFeeds } from "../../worker/services/content/feeds";
import { codeRows } from "../../worker/services/content/pages";

// This file's storage starts empty, as a fresh install's does: the tests run in order and the
// first one is the install's first request.

const SITE = DEFAULT_SITE_SETTINGS.siteUrl;
const db = createDb(env.DB);
const codeUrls = () => codeRows().map((row) => absoluteUrl(SITE, row.path));
const launchUrls = () => LAUNCH_POSTS.map((post) => absoluteUrl(SITE, `/blog/${post.slug}`));
const locs = (xml: string) => new Set([...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]));

/** The real KV, with every value written under a feed key recorded on its way in. */
function recordingKv() {
  const puts: { key: string; value: string }[] = [];
  const KV = new Proxy(env.KV, {
    get(target, property) {
      if (property === "put") {
        return (key: string, value: string, options?: KVNamespacePutOptions) => {
          if (key.startsWith("feeds:")) puts.push({ key, value });
          return target.put(key, value, options);
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { bindings: { ...env, KV }, puts };
}

/** A request through the Worker's app with `bindings`, waiting for its background work. */
async function fetchWith(bindings: typeof env, path: string) {
  const ctx = createExecutionContext();
  const response = await app.fetch(new Request(`https://example.test${path}`), bindings, ctx);
  const body = await response.text();
  await waitOnExecutionContext(ctx);
  return { status: response.status, body };
}

/** Whether a stored sitemap lists every code page and every launch post. */
function listsEverything(xml: string): boolean {
  const listed = locs(xml);
  return [...codeUrls(), ...launchUrls()].every((url) => listed.has(url));
}

describe("a fresh install", () => {
  it("answers its first GET /sitemap.xml with every code page and launch post, and KV never holds an empty feed", async () => {
    const [[pageCount], [postCount]] = await db.batch([
      db.select({ n: count() }).from(pages),
      db.select({ n: count() }).from(blogs),
    ]);
    expect(pageCount?.n).toBe(0);
    expect(postCount?.n).toBe(0);
    for (const name of FEED_NAMES) expect(await env.KV.get(`feeds:${name}`)).toBeNull();

    const { bindings, puts } = recordingKv();
    const { status, body } = await fetchWith(bindings, "/sitemap.xml");

    expect(status).toBe(200);
    const listed = locs(body);
    for (const url of codeUrls()) expect(listed.has(url), url).toBe(true);
    for (const url of launchUrls()) expect(listed.has(url), url).toBe(true);
    // Every sitemap ever written to KV was complete; the one stored is the one served.
    const sitemapPuts = puts.filter((put) => put.key === "feeds:sitemap.xml");
    expect(sitemapPuts.length).toBeGreaterThan(0);
    for (const put of sitemapPuts) expect(listsEverything(put.value)).toBe(true);
    expect(await env.KV.get("feeds:sitemap.xml")).toBe(body);
    const rss = await env.KV.get("feeds:rss.xml");
    for (const url of launchUrls()) expect(rss).toContain(`<link>${url}</link>`);
  });

  it("rebuilds the feeds from a complete catalogue when code pages are missing from it", async () => {
    const missing = codeRows()
      .slice(0, 3)
      .map((row) => row.path);
    await db.delete(pages).where(inArray(pages.path, missing));

    const built = await rebuildFeeds({ db, env });

    const listed = locs(built.files["sitemap.xml"]);
    for (const path of missing) expect(listed.has(absoluteUrl(SITE, path)), path).toBe(true);
    expect(listsEverything((await env.KV.get("feeds:sitemap.xml")) ?? "")).toBe(true);
  });

  it("refuses to build or store a feed while the catalogue cannot be completed", async () => {
    const [first] = codeRows();
    if (!first) throw new Error("no code pages");
    await db.delete(pages).where(eq(pages.path, first.path));
    for (const name of FEED_NAMES) await env.KV.delete(`feeds:${name}`);
    await env.DB.exec(
      "CREATE TRIGGER no_page_inserts BEFORE INSERT ON pages BEGIN SELECT RAISE(ABORT, 'pages are read-only'); END",
    );
    try {
      await expect(rebuildFeeds({ db, env })).rejects.toThrow(/catalogue|read-only/);
      const { status } = await fetchWith(env, "/sitemap.xml");
      expect(status).toBe(500);
      for (const name of FEED_NAMES) expect(await env.KV.get(`feeds:${name}`)).toBeNull();
    } finally {
      await env.DB.exec("DROP TRIGGER no_page_inserts");
    }
    const { status, body } = await fetchWith(env, "/sitemap.xml");
    expect(status).toBe(200);
    expect(listsEverything(body)).toBe(true);
  });
});

describe("the content check on the blog's reads", () => {
  it("runs once per isolate and database: a database at an older content version is brought up to date", async () => {
    const [page] = codeRows();
    if (!page) throw new Error("no code pages");
    // As a deploy that added a page finds it: no row yet, and the stored version is older.
    await db.delete(pages).where(eq(pages.path, page.path));
    await env.DB.prepare("UPDATE settings SET value = '\"older\"' WHERE key = ?")
      .bind("site.content-version")
      .run();
    // Another binding object is a database this isolate has not checked yet.
    const DB = new Proxy(env.DB, {
      get(target, property) {
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });

    const { status, body } = await fetchWith({ ...env, DB }, "/blog");

    expect(status).toBe(200);
    expect(LAUNCH_POSTS.some((launch) => body.includes(`/blog/${launch.slug}`))).toBe(true);
    const row = await db.select().from(pages).where(eq(pages.path, page.path)).get();
    expect(row?.source).toBe("code");
    const version = await env.DB.prepare("SELECT value FROM settings WHERE key = ?")
      .bind("site.content-version")
      .first<{ value: string }>();
    expect(version?.value).not.toBe('"older"');
  }, 120_000);
});
