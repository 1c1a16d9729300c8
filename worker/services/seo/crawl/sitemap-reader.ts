import { decodeEntities } from "../../../../app/lib/html-entities";
import { parseUrl } from "../../../../app/schemas/text";
import { AppError } from "../../../errors";
import { type FetchedPage, fetchPageSafely, type SafeFetchDeps } from "../../outside/safe-fetch";

// Reading sitemaps for the crawler: a `<urlset>` or a `<sitemapindex>` (followed one level
// down), fetched through the safe fetcher, with any namespace prefix and CDATA.

export const MAX_CHILD_SITEMAPS = 50;

export const SITEMAP_FAILED_MESSAGE =
  "Failed to fetch sitemap. Please check the URL and try again.";

/** One `<url>` (or child `<sitemap>`) of a sitemap. */
export interface SitemapEntry {
  loc: string;
  lastmod: string | null;
}

function tagText(block: string, tag: string): string | null {
  const match = new RegExp(
    `<(?:[\\w-]+:)?${tag}\\b[^>]*>([\\s\\S]*?)</(?:[\\w-]+:)?${tag}>`,
    "i",
  ).exec(block);
  if (!match?.[1]) return null;
  const value = decodeEntities(match[1].replace(/^\s*<!\[CDATA\[([\s\S]*?)\]\]>\s*$/, "$1")).trim();
  return value === "" ? null : value;
}

function blocks(xml: string, tag: string): string[] {
  return (
    xml.match(new RegExp(`<(?:[\\w-]+:)?${tag}\\b[^>]*>[\\s\\S]*?</(?:[\\w-]+:)?${tag}>`, "gi")) ??
    []
  );
}

/** The entries of a `<urlset>` or the child sitemaps of a `<sitemapindex>`. */
export function parseSitemap(xml: string): { kind: "urlset" | "index"; entries: SitemapEntry[] } {
  const isIndex = /<(?:[\w-]+:)?sitemapindex\b/i.test(xml);
  if (!isIndex && !/<(?:[\w-]+:)?urlset\b/i.test(xml)) throw new Error("not a sitemap");
  const entries = blocks(xml, isIndex ? "sitemap" : "url")
    .map((block) => ({ loc: tagText(block, "loc"), lastmod: tagText(block, "lastmod") }))
    .filter((entry): entry is SitemapEntry => entry.loc !== null);
  return { kind: isIndex ? "index" : "urlset", entries };
}

async function fetchSitemap(fetcher: SafeFetchDeps, url: string) {
  let page: FetchedPage;
  try {
    page = await fetchPageSafely(fetcher, url, { expect: "xml" });
  } catch (error) {
    if (error instanceof AppError && error.status === 400) throw error;
    throw new AppError(422, "SITEMAP_FAILED", SITEMAP_FAILED_MESSAGE, [
      {
        path: "sitemapUrl",
        message:
          error instanceof AppError ? (error.issues?.[0]?.message ?? error.message) : "unreachable",
      },
    ]);
  }
  if (page.status !== 200) {
    throw new AppError(422, "SITEMAP_FAILED", SITEMAP_FAILED_MESSAGE, [
      { path: "sitemapUrl", message: `the sitemap answered ${page.status}` },
    ]);
  }
  try {
    return parseSitemap(page.body);
  } catch {
    throw new AppError(422, "SITEMAP_FAILED", SITEMAP_FAILED_MESSAGE, [
      {
        path: "sitemapUrl",
        message: "the answer is not a sitemap (no <urlset> or <sitemapindex>)",
      },
    ]);
  }
}

/**
 * The page URLs of a sitemap, following a sitemap index one level down, at most `max`; no
 * child sitemap is fetched once `deadline` (ms since the epoch) has passed.
 */
export async function loadSitemapEntries(
  fetcher: SafeFetchDeps,
  sitemapUrl: string,
  max: number,
  deadline = Number.POSITIVE_INFINITY,
): Promise<SitemapEntry[]> {
  const root = await fetchSitemap(fetcher, sitemapUrl);
  const found = new Map<string, SitemapEntry>();
  const add = (entries: SitemapEntry[]) => {
    for (const entry of entries) {
      if (found.size >= max) return;
      const loc = parseUrl(entry.loc)?.href;
      if (!loc) continue;
      if (!found.has(loc)) found.set(loc, { loc, lastmod: entry.lastmod });
    }
  };
  if (root.kind === "urlset") {
    add(root.entries);
  } else {
    for (const child of root.entries.slice(0, MAX_CHILD_SITEMAPS)) {
      if (found.size >= max || Date.now() >= deadline) break;
      try {
        const sub = await fetchSitemap(fetcher, child.loc);
        if (sub.kind === "urlset") add(sub.entries);
      } catch {
        // One broken child sitemap does not stop the crawl of the others.
      }
    }
  }
  return [...found.values()];
}

/** Compares URLs the way a crawler treats them as the same page: no fragment, no trailing /. */
export function sameUrlKey(url: string): string {
  const u = parseUrl(url);
  if (!u) return url;
  u.hash = "";
  if (u.pathname.length > 1) u.pathname = u.pathname.replace(/\/+$/, "");
  return u.href;
}
