import { z } from "zod";
import { parseTypedUrl, plainText } from "./text";

// The SEO Analyzer and the sitemap crawler: what staff send (spec §5's texts). URLs are checked
// for safety by the server's fetcher, which answers 400 with the reason.

export const URL_REQUIRED_MESSAGE = "URL Required: Please enter a URL to analyze.";
export const SITEMAP_URL_REQUIRED_MESSAGE =
  "Sitemap URL Required: Please enter a sitemap URL to crawl.";

const url = (required: string) =>
  plainText("URL")
    .trim()
    .min(1, required)
    .max(2000, "URL is too long")
    .refine(
      (value) => value === "" || parseTypedUrl(value) !== null,
      "Enter a full URL starting with https://",
    );

/** `GET /api/seo-proxy?url=`. */
export const SeoProxyQuerySchema = z.object({ url: url(URL_REQUIRED_MESSAGE) });

/** `POST /api/seo-analyze`: one page, or every page of a sitemap. */
export const SeoAnalyzeSchema = z.object({
  url: url(URL_REQUIRED_MESSAGE),
  type: z.enum(["single", "sitemap"], "Type must be single or sitemap").default("single"),
});

/** `POST /api/ai-seo/analyze-sitemap`. */
export const AnalyzeSitemapSchema = z.object({ sitemapUrl: url(SITEMAP_URL_REQUIRED_MESSAGE) });

/** `POST /api/seo/crawls`: a streamed crawl; no sitemap means this site's own. */
export const StartCrawlSchema = z.object({
  sitemapUrl: url(SITEMAP_URL_REQUIRED_MESSAGE).optional(),
  onlyChanged: z.boolean("onlyChanged must be true or false").default(false),
});
