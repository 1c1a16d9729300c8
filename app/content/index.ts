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
import type { LegalPageContent, ServicePageContent } from "./types";

export type CodePage = ServicePageContent | LegalPageContent;

/** Every slug page typed in code, in the order of the spec's lists. */
export const CODE_PAGES: readonly CodePage[] = [
  ...SERVICES_CORE_PAGES,
  ...SERVICES_MORE_PAGES,
  ...CONNECTWISE_PAGES,
  ...INDIA_PAGES,
  ...MSP_PAGES,
  ...REGIONAL_PAGES,
  ...LEGAL_PAGES,
  ...SEO_ANALYSIS_PAGES,
];

const BY_SLUG = new Map<string, CodePage>(CODE_PAGES.map((page) => [page.slug, page]));

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
    title: "Managed IT Services, NOC/SOC and MSP Support",
    description:
      "24/7 helpdesk, NOC and SOC monitoring, cloud and email migrations, security and ConnectWise support for growing businesses and MSPs, from teams in the US and India.",
  },
  {
    path: "/blog",
    component: "blog-index",
    title: "Blog: Managed IT and MSP Insights",
    description:
      "Practical articles on helpdesk operations, NOC and SOC monitoring, ConnectWise, cloud migration and security for IT leaders and managed service providers.",
  },
] as const;
