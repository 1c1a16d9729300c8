import { and, asc, count, desc, eq, inArray, not } from "drizzle-orm";
import { applyPostEdits } from "../../../app/lib/post-edits";
import type { SiteSettings } from "../../../app/schemas/site-settings";
import { blogs, inlineContent, pages } from "../../db/schema";
import type { Deps } from "../platform/deps";
import { logError } from "../platform/log";
import { getSiteSettings } from "../platform/settings";
import { parseMap } from "./inline-maps";
import { codeRows, syncCodePages } from "./pages";

// /sitemap.xml, /robots.txt and /rss.xml: built from the page catalogue (active pages) and the
// published blog posts, stored in KV, served from KV and rebuilt by the cron trigger and after
// anything they list changes.

export const FEED_NAMES = ["sitemap.xml", "robots.txt", "rss.xml"] as const;
export type FeedName = (typeof FEED_NAMES)[number];

export const FEED_CONTENT_TYPES: Record<FeedName, string> = {
  "sitemap.xml": "application/xml; charset=utf-8",
  "robots.txt": "text/plain; charset=utf-8",
  "rss.xml": "application/rss+xml; charset=utf-8",
};

/** Short, so a rebuild reaches crawlers within minutes even through shared caches. */
export const FEED_CACHE_CONTROL = "public, max-age=300";

/** The newest posts the RSS feed lists. */
export const RSS_MAX_ITEMS = 50;

/**
 * Catalogue templates that render a service: service pages (including the staffing, India,
 * MSP and ConnectWise families), regional pages and landing pages. Every other active page
 * (home, blog index, legal pages …) is a main page.
 */
export const SERVICE_COMPONENTS = ["service", "regional", "landing"];

/** The KV key of a stored file. */
export const feedKey = (name: FeedName) => `feeds:${name}`;
/** `{ [loc]: lastmod }` of the stored sitemap, to tell what a rebuild changed for one URL. */
const SITEMAP_INDEX_KEY = "feeds:sitemap-index.json";

interface FeedPage {
  path: string;
  lastModified: string;
}

interface FeedPost {
  slug: string;
  title: string;
  excerpt: string;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
}

/** Everything the three files are built from, read once per rebuild. */
export interface FeedSources {
  settings: SiteSettings;
  pages: FeedPage[];
  /** Published posts, newest first. */
  posts: FeedPost[];
}

export interface BuiltFeeds {
  siteUrl: string;
  files: Record<FeedName, string>;
  /** `{ [absolute URL]: lastmod }` of every sitemap entry. */
  sitemapIndex: Record<string, string>;
}

export type SitemapStatus = "added" | "updated" | "exists" | "unpublished" | "error";

export interface BlogFeedSync {
  sitemapStatus: SitemapStatus;
  sitemapMessage: string;
}

/** `total` is the number of sitemap URLs: `mainPages + services + blogPosts`. */
export interface SitemapStats {
  total: number;
  /** Published blog posts (each one is /blog/{slug}). */
  blogPosts: number;
  /** Active catalogue pages rendered by a `SERVICE_COMPONENTS` template. */
  services: number;
  /** Every other active catalogue page. */
  mainPages: number;
}

// XML 1.0 forbids most control characters even when escaped; a pasted title may hold one.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters removed
const XML_INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Text for an XML element or attribute value. */
export function escapeXml(value: string): string {
  return value
    .replace(XML_INVALID, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** The absolute URL of a site path under the `siteUrl` setting. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, `${siteUrl.replace(/\/+$/, "")}/`).href;
}

const blogPath = (slug: string) => `/blog/${encodeURIComponent(slug)}`;
const postDate = (post: FeedPost) => post.publishedAt ?? post.createdAt;

/**
 * Reads the settings, the active catalogue pages and the published posts, as visitors see
 * them: a page's lastmod is also when its inline edits were last published, and a post's title
 * and lede are its published inline edits.
 */
export async function loadFeedSources(deps: Deps): Promise<FeedSources> {
  const { db } = deps;
  const [{ settings }, pageRows, postRows, editRows] = await Promise.all([
    getSiteSettings(deps),
    db
      .select({ path: pages.path, lastModified: pages.lastModified })
      .from(pages)
      .where(eq(pages.isActive, true))
      .orderBy(asc(pages.path))
      .all(),
    db
      .select({
        slug: blogs.slug,
        title: blogs.title,
        excerpt: blogs.excerpt,
        createdAt: blogs.createdAt,
        updatedAt: blogs.updatedAt,
        publishedAt: blogs.publishedAt,
      })
      .from(blogs)
      .where(eq(blogs.published, true))
      .orderBy(desc(blogs.publishedAt), desc(blogs.createdAt))
      .all(),
    db
      .select({
        pagePath: inlineContent.pagePath,
        content: inlineContent.content,
        updatedAt: inlineContent.updatedAt,
      })
      .from(inlineContent)
      .where(eq(inlineContent.status, "published"))
      .all(),
  ]);
  const edits = new Map(editRows.map((row) => [row.pagePath, row]));
  const later = (a: string, b: string | undefined) => (b && b > a ? b : a);
  return {
    settings,
    pages: pageRows.map((page) => ({
      ...page,
      lastModified: later(page.lastModified, edits.get(page.path)?.updatedAt),
    })),
    posts: postRows.map((post) => {
      const edit = edits.get(`/blog/${post.slug}`);
      if (!edit) return post;
      const shown = applyPostEdits(post, parseMap(edit.content));
      return { ...shown, updatedAt: later(post.updatedAt, edit.updatedAt) };
    }),
  };
}

/** A page's lastmod: its catalogue time; the blog index changes whenever a post does. */
function pageLastmod(page: FeedPage, posts: readonly FeedPost[]): string {
  if (page.path !== "/blog") return page.lastModified;
  return posts.reduce(
    (latest, post) => (post.updatedAt > latest ? post.updatedAt : latest),
    page.lastModified,
  );
}

function sitemapEntries({ settings, pages: pageRows, posts }: FeedSources): [string, string][] {
  return [
    ...pageRows.map((page): [string, string] => [
      absoluteUrl(settings.siteUrl, page.path),
      pageLastmod(page, posts),
    ]),
    ...posts.map((post): [string, string] => [
      absoluteUrl(settings.siteUrl, blogPath(post.slug)),
      post.updatedAt,
    ]),
  ];
}

/** sitemap.xml (sitemaps.org 0.9): one `<url>` per active page and published post. */
export function buildSitemapXml(sources: FeedSources): string {
  const urls = sitemapEntries(sources).map(
    ([loc, lastmod]) =>
      `  <url>\n    <loc>${escapeXml(loc)}</loc>\n    <lastmod>${escapeXml(lastmod)}</lastmod>\n  </url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/**
 * robots.txt: everything public is crawlable; the admin (`/admin`, `/admin/…`, edit mode
 * `/{path}/admin`) and the API are not. `/admin$` rather than `/admin`, because robots rules
 * are prefixes and `/admin` would also hide /administrative-services.
 */
export function buildRobotsTxt(siteUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin$",
    "Disallow: /admin/",
    "Disallow: /*/admin$",
    "Disallow: /api/",
    "",
    `Sitemap: ${absoluteUrl(siteUrl, "/sitemap.xml")}`,
    "",
  ].join("\n");
}

/** rss.xml (RSS 2.0): the newest published posts with title, link, excerpt, date and guid. */
export function buildRssXml({ settings, posts }: FeedSources): string {
  const items = posts.slice(0, RSS_MAX_ITEMS).map((post) => {
    const link = escapeXml(absoluteUrl(settings.siteUrl, blogPath(post.slug)));
    return [
      "    <item>",
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${link}</link>`,
      `      <description>${escapeXml(post.excerpt)}</description>`,
      `      <pubDate>${new Date(postDate(post)).toUTCString()}</pubDate>`,
      `      <guid isPermaLink="true">${link}</guid>`,
      "    </item>",
    ].join("\n");
  });
  const latest = posts[0];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    `    <title>${escapeXml(`${settings.productName} Blog`)}</title>`,
    `    <link>${escapeXml(absoluteUrl(settings.siteUrl, "/blog"))}</link>`,
    `    <description>${escapeXml(settings.tagline || settings.productName)}</description>`,
    "    <language>en-us</language>",
    // The newest post's date, not the build time, so an unchanged feed stays byte-identical.
    ...(latest
      ? [`    <lastBuildDate>${new Date(postDate(latest)).toUTCString()}</lastBuildDate>`]
      : []),
    `    <atom:link href="${escapeXml(absoluteUrl(settings.siteUrl, "/rss.xml"))}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}

/** The code pages' paths that the sources do not list as active pages. */
function missingCodePages(sources: FeedSources): string[] {
  const listed = new Set(sources.pages.map((page) => page.path));
  return codeRows()
    .map((row) => row.path)
    .filter((path) => !listed.has(path));
}

/**
 * The feeds' sources from a complete catalogue. A catalogue that lacks code pages (a fresh
 * database before its first sync, a new page in a deploy) is synced first; if a code page is
 * still missing this throws, so no empty or partial feed is ever built, let alone stored.
 */
async function loadCompleteFeedSources(deps: Deps): Promise<FeedSources> {
  const sources = await loadFeedSources(deps);
  if (missingCodePages(sources).length === 0) return sources;
  await syncCodePages(deps);
  const synced = await loadFeedSources(deps);
  const missing = missingCodePages(synced);
  if (missing.length > 0) {
    throw new Error(
      `The page catalogue lacks ${missing.length} code pages (${missing.slice(0, 3).join(", ")}): the feeds were not built`,
    );
  }
  return synced;
}

/** Builds the three files from D1 without storing them; refuses an incomplete catalogue. */
export async function buildFeeds(deps: Deps): Promise<BuiltFeeds> {
  const sources = await loadCompleteFeedSources(deps);
  return {
    siteUrl: sources.settings.siteUrl,
    files: {
      "sitemap.xml": buildSitemapXml(sources),
      "robots.txt": buildRobotsTxt(sources.settings.siteUrl),
      "rss.xml": buildRssXml(sources),
    },
    sitemapIndex: Object.fromEntries(sitemapEntries(sources)),
  };
}

/**
 * Rebuilds sitemap.xml, robots.txt and rss.xml from D1 and stores them in KV. Run by the cron
 * trigger and after a change of the site settings; blog changes go through `syncBlogInFeeds`.
 */
export async function rebuildFeeds(deps: Deps): Promise<BuiltFeeds> {
  const built = await buildFeeds(deps);
  const { KV } = deps.env;
  const entries: [string, string][] = [
    ...FEED_NAMES.map((name): [string, string] => [feedKey(name), built.files[name]]),
    [SITEMAP_INDEX_KEY, JSON.stringify(built.sitemapIndex)],
  ];
  // KV writes are metered (and limited per key); the cron runs every 15 minutes, mostly
  // without a change, so only what differs is written.
  await Promise.all(
    entries.map(async ([key, value]) => {
      if ((await KV.get(key)) !== value) await KV.put(key, value);
    }),
  );
  return built;
}

/**
 * Rebuilds the feeds after a change that is already saved, logging a failure as `event` instead
 * of throwing: the change stands, and the cron rebuilds the feeds within 15 minutes.
 */
export async function rebuildFeedsAfter(deps: Deps, event: string): Promise<void> {
  try {
    await rebuildFeeds(deps);
  } catch (error) {
    logError(event, { error: String(error) });
  }
}

async function readSitemapIndex(deps: Deps): Promise<Record<string, string>> {
  const stored = await deps.env.KV.get<Record<string, string>>(SITEMAP_INDEX_KEY, "json");
  return stored ?? {};
}

/**
 * Rebuilds the feeds after a blog post was saved, published, unpublished or deleted, and says
 * what changed for that post's sitemap entry, for the blog API's `sitemapStatus` and
 * `sitemapMessage`:
 * - published and new in the sitemap: "added"; already there with a new lastmod: "updated";
 *   already there unchanged: "exists";
 * - draft or deleted (`published` false): "unpublished" (removed if it was listed);
 * - the rebuild failed: "error" (the post itself is saved; the cron retries within 15 min).
 * Never throws.
 *
 * @example const { sitemapStatus, sitemapMessage } = await syncBlogInFeeds(deps, blog.slug, blog.published)
 */
export async function syncBlogInFeeds(
  deps: Deps,
  slug: string,
  published: boolean,
): Promise<BlogFeedSync> {
  try {
    const before = await readSitemapIndex(deps);
    const built = await rebuildFeeds(deps);
    const loc = absoluteUrl(built.siteUrl, blogPath(slug));
    const previous = before[loc];
    const current = built.sitemapIndex[loc];
    if (!published || current === undefined) {
      return {
        sitemapStatus: "unpublished",
        sitemapMessage:
          previous === undefined
            ? `Drafts are not listed: ${loc} is not in the sitemap or RSS feed`
            : `Removed ${loc} from the sitemap and RSS feed`,
      };
    }
    if (previous === undefined) {
      return { sitemapStatus: "added", sitemapMessage: `Added ${loc} to the sitemap and RSS feed` };
    }
    if (previous !== current) {
      return { sitemapStatus: "updated", sitemapMessage: `Updated ${loc} in the sitemap` };
    }
    return { sitemapStatus: "exists", sitemapMessage: `${loc} is already in the sitemap` };
  } catch (error) {
    logError("feeds.sync_failed", {
      slug,
      error: error instanceof Error ? error.message : String(error),
    });
    return {
      sitemapStatus: "error",
      sitemapMessage: "The sitemap could not be updated now; it is rebuilt within 15 minutes.",
    };
  }
}

/** The sitemap's URL counts by group (see `SitemapStats`), counted in D1. */
export async function getSitemapStats({ db }: Deps): Promise<SitemapStats> {
  const isService = inArray(pages.component, SERVICE_COMPONENTS);
  const [[services], [mainPages], [blogPosts]] = await db.batch([
    db
      .select({ n: count() })
      .from(pages)
      .where(and(eq(pages.isActive, true), isService)),
    db
      .select({ n: count() })
      .from(pages)
      .where(and(eq(pages.isActive, true), not(isService))),
    db.select({ n: count() }).from(blogs).where(eq(blogs.published, true)),
  ]);
  const stats = {
    services: services?.n ?? 0,
    mainPages: mainPages?.n ?? 0,
    blogPosts: blogPosts?.n ?? 0,
  };
  return { total: stats.services + stats.mainPages + stats.blogPosts, ...stats };
}
