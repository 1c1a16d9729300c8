import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { BlogSeoSchema } from "../../app/schemas/blog";
import { HrefSchema } from "../../app/schemas/inline-structure";
import { PageSettingsSchema } from "../../app/schemas/page-settings";
import {
  AnalyzeSitemapSchema,
  SeoAnalyzeSchema,
  SeoProxyQuerySchema,
  StartCrawlSchema,
} from "../../app/schemas/seo-analysis";
import { SeoConfigSaveSchema } from "../../app/schemas/seo-config";
import { DeployOptimizationsSchema } from "../../app/schemas/seo-deploy";
import { DEFAULT_SITE_SETTINGS, SiteSettingsSchema } from "../../app/schemas/site-settings";

// Every field that takes a URL refuses control characters and white space inside it: `new URL`
// drops tabs and line breaks without a word, so a field checked by the parse alone stored them
// (the IndexNow endpoint kept a CR/LF). Each case is a valid value first, then the same value
// with one of the characters put inside.

const BAD_INSIDE = [
  "\r\n",
  "\n",
  "\r",
  "\t",
  "\u0000",
  "\u001b",
  "\u007f",
  "\u0085",
  " ",
  "\u2028",
];

/** A field: its schema, the body around the URL, and a URL the field accepts. */
const FIELDS: { name: string; schema: z.ZodType; body: (url: string) => unknown; url: string }[] = [
  {
    name: "IndexNow endpoint",
    schema: SeoConfigSaveSchema,
    body: (url) => ({ config: { indexNowEndpoint: url }, version: 0 }),
    url: "https://api.indexnow.org/indexnow",
  },
  {
    name: "SEO analyzer URL",
    schema: SeoAnalyzeSchema,
    body: (url) => ({ url }),
    url: "https://www.example.com/page",
  },
  {
    name: "SEO proxy URL",
    schema: SeoProxyQuerySchema,
    body: (url) => ({ url }),
    url: "https://www.example.com/page",
  },
  {
    name: "AI sitemap URL",
    schema: AnalyzeSitemapSchema,
    body: (sitemapUrl) => ({ sitemapUrl }),
    url: "https://www.example.com/sitemap.xml",
  },
  {
    name: "crawl sitemap URL",
    schema: StartCrawlSchema,
    body: (sitemapUrl) => ({ sitemapUrl }),
    url: "https://www.example.com/sitemap.xml",
  },
  {
    name: "deploy page URL",
    schema: DeployOptimizationsSchema,
    body: (url) => ({ urls: [url] }),
    url: "https://www.example.com/it-security",
  },
  {
    name: "site URL",
    schema: SiteSettingsSchema,
    body: (siteUrl) => ({ ...DEFAULT_SITE_SETTINGS, siteUrl }),
    url: "https://www.example.com",
  },
  {
    name: "page social image",
    schema: PageSettingsSchema,
    body: (image) => ({
      path: "/it-security",
      baseVersion: 0,
      seoTitle: "",
      description: "",
      image,
    }),
    url: "https://cdn.example.com/card.png",
  },
  {
    name: "post canonical URL",
    schema: BlogSeoSchema,
    body: (canonicalUrl) => ({ canonicalUrl }),
    url: "https://www.example.com/blog/post",
  },
  { name: "inline link", schema: HrefSchema, body: (url) => url, url: "https://www.example.com/x" },
];

describe("every URL field refuses control characters and white space inside the URL", () => {
  for (const field of FIELDS) {
    it(field.name, () => {
      const valid = field.schema.safeParse(field.body(field.url));
      expect(valid.success, `${field.name} accepts ${field.url}: ${valid.error?.message}`).toBe(
        true,
      );
      const cut = Math.floor((field.url.length + "https://".length) / 2);
      for (const bad of BAD_INSIDE) {
        for (const url of [
          `${field.url.slice(0, cut)}${bad}${field.url.slice(cut)}`,
          `https://${bad}${field.url.slice("https://".length)}`,
        ]) {
          const parsed = field.schema.safeParse(field.body(url));
          expect(parsed.success, `${field.name} took ${JSON.stringify(url)}`).toBe(false);
        }
      }
    });
  }
});
