// The registry of every page typed in code: what `/:slug` renders and what the page catalogue
// (`pages` table) is filled from. Page copy lives in ./pages/*.ts, one array per group.
import { CONNECTWISE_PAGES } from "./pages/connectwise";
import { INDIA_PAGES } from "./pages/india";
import { LEGAL_PAGES } from "./pages/legal";
import { MSP_PAGES } from "./pages/msp";
import { REGIONAL_PAGES } from "./pages/regional";
import { SEO_ANALYSIS_PAGES } from "./pages/seo-analysis";
import { SERVICES_CORE_PAGES } from "./pages/services-core";
import { SERVICES_MORE_PAGES } from "./pages/services-more";
import { pageOfCopy } from "./sections";
import type { LegalPageContent, ServicePageContent, ServicePageCopy } from "./types";

export type CodePage = ServicePageContent | LegalPageContent;

/**
 * When each group's copy last changed (its file's last commit), for pages without their own
 * `updated`: the sitemap's lastmod of a code page is when its copy changed, not when the
 * catalogue was first filled (which gave every page the same lastmod).
 */
/**
 * A group's pages as they render: copy becomes sections; pages typed as sections and legal
 * pages stay as they are.
 */
const pagesOf = (
  group: readonly (ServicePageCopy | ServicePageContent | LegalPageContent)[],
): CodePage[] =>
  group.map((page) => (page.template === "legal" || "sections" in page ? page : pageOfCopy(page)));

/**
 * When each group's copy last changed (its file's last commit), for pages without their own
 * `updated`: the sitemap's lastmod of a code page is when its copy changed, not when the
 * catalogue was first filled (which gave every page the same lastmod).
 */
const GROUP_UPDATED: [readonly CodePage[], string][] = [
  [pagesOf(SERVICES_CORE_PAGES), "2026-11-22T05:20:50.000Z"],
  [pagesOf(SERVICES_MORE_PAGES), "2026-11-22T05:36:09.000Z"],
  [pagesOf(CONNECTWISE_PAGES), "2026-11-22T05:20:30.000Z"],
  [pagesOf(INDIA_PAGES), "2026-11-22T05:28:15.000Z"],
  [pagesOf(MSP_PAGES), "2026-11-22T05:28:15.000Z"],
  [pagesOf(REGIONAL_PAGES), "2026-11-22T05:27:52.000Z"],
  [LEGAL_PAGES, "2026-11-01T00:00:00.000Z"],
  [pagesOf(SEO_ANALYSIS_PAGES), "2026-11-22T06:12:48.000Z"],
];

/** Every slug page typed in code, in the order of the spec's lists. */
export const CODE_PAGES: readonly CodePage[] = GROUP_UPDATED.flatMap(([group]) => group);

const BY_SLUG = new Map<string, CodePage>(CODE_PAGES.map((page) => [page.slug, page]));

const UPDATED_BY_SLUG = new Map<string, string>(
  GROUP_UPDATED.flatMap(([group, date]) =>
    group.map((page): [string, string] => [page.slug, date]),
  ),
);

/** When a code page's copy last changed (ISO-8601 UTC): its own `updated`, else its group's. */
export function codePageUpdated(page: CodePage): string {
  if (page.updated) return new Date(page.updated).toISOString();
  return UPDATED_BY_SLUG.get(page.slug) ?? "2026-11-22T00:00:00.000Z";
}

/**
 * The code pages whose breadcrumb parent is `path` (a hub's family), in the registry's order.
 * Hub pages list them, so every page is reachable by links from the home page.
 */
export function childPages(path: string): ServicePageContent[] {
  return CODE_PAGES.filter(
    (page): page is ServicePageContent =>
      page.template !== "legal" && page.parent === path && `/${page.slug}` !== path,
  );
}

/** The code page served at `/{slug}`, if any. */
export function findCodePage(slug: string): CodePage | undefined {
  return BY_SLUG.get(slug);
}

/**
 * The catalogue's template name for a code page: "service", "regional", "landing" or "legal"
 * (the feeds count the first three as services).
 */
export function pageComponent(page: CodePage): string {
  if (page.template === "legal") return "legal";
  if (page.template === "landing") return "landing";
  return page.family === "regional" ? "regional" : "service";
}

/** Pages that are not slug pages but belong in the catalogue: home and the blog index. */
export const FIXED_PAGES = [
  {
    path: "/",
    component: "home",
    updated: "2026-11-23T07:00:00.000Z",
    title: "Managed IT Services, NOC/SOC, MSP Support",
    description:
      "24/7 helpdesk, NOC and SOC monitoring, cloud and email migrations, security and ConnectWise support for growing firms and MSPs, from teams in the US and India.",
  },
  {
    path: "/blog",
    component: "blog-index",
    // The sitemap gives /blog the newest post's date when that is later.
    updated: "2026-11-22T05:33:48.000Z",
    title: "Blog: Managed IT and MSP Insights",
    description:
      "Practical articles on helpdesk operations, NOC and SOC monitoring, ConnectWise, cloud migration and security for IT leaders and managed service providers.",
  },
] as const;
