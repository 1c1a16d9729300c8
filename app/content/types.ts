import type { Cta, Faq, Feature, Section, Step } from "~/schemas/sections";

// Typed marketing content (DESIGN.md, "Page content"). Templates in app/components render it;
// every editable element gets a `data-eid` derived from these field paths (hero.title,
// included.items.2.body, …), so saved inline edits survive code changes.
//
// Copy rules: real, specific copy for a managed-IT provider; no lorem ipsum; refer to the
// company as "we"/"our team" (its name is a site setting); no paragraph of more than 20 words
// may appear on two pages.

export type {
  Cta,
  Faq,
  Feature,
  IconName,
  Section,
  SectionTone,
  Stat,
  Step,
} from "~/schemas/sections";
export { ICON_NAMES } from "~/schemas/sections";

export type PageFamily =
  | "core"
  | "service"
  | "staffing"
  | "india"
  | "msp"
  | "connectwise"
  | "regional"
  | "legal";

/** Facts that make a regional page about that region (and feed ProfessionalService JSON-LD). */
export interface RegionFacts {
  /** "California", "Karnataka, India". */
  name: string;
  /**
   * The region's ISO 3166-1 country code: it picks the office (and its phone) that the
   * page's LocalBusiness JSON-LD names.
   */
  country: "US" | "IN";
  /** Cities and metro areas served, for areaServed. */
  areaServed: string[];
  timeZones: string[];
  industries: string[];
}

/** What every service-style page has besides its sections. */
interface ServicePageFacts {
  /** URL slug without a slash: "24-7-helpdesk". */
  slug: string;
  family: PageFamily;
  /** How the page is laid out around its sections ("landing": reduced navigation). */
  template: "service" | "landing";
  /** `<title>` before the " | {product name}" suffix; keep it under about 50 characters. */
  seoTitle: string;
  /** Meta description, 120–160 characters, unique. */
  description: string;
  /** When this page's copy last changed (ISO-8601): the sitemap's lastmod for a code page. */
  updated?: string;
  keywords: string[];
  /** Breadcrumb parent: a path like "/managed-services" (home is implied). */
  parent?: string;
  /** Slugs of related pages, shown as links by a "related" section. */
  related: string[];
  region?: RegionFacts;
}

/**
 * A service-style page as the code types it: service pages, staffing, India outsourcing, MSP,
 * ConnectWise and the regional families. `pageOfCopy` (./sections.ts) turns it into the
 * sections the page renders, in the order they always had.
 */
export interface ServicePageCopy extends ServicePageFacts {
  hero: {
    eyebrow: string;
    /** The page's one h1. */
    title: string;
    subtitle: string;
    primaryCta: Cta;
    secondaryCta?: Cta;
  };
  /** 1–3 paragraphs of 40–90 words. */
  intro: string[];
  stats?: { value: string; label: string }[];
  included: { title: string; intro?: string; items: Feature[] };
  process: { title: string; steps: Step[] };
  whyUs: { title: string; points: Feature[] };
  faqs: Faq[];
  cta: { title: string; body: string; button: Cta };
}

/**
 * A service-style page as it renders and is stored: an ordered list of typed sections
 * (app/schemas/sections.ts), the first of them a hero whose title is the page's h1.
 */
export interface ServicePageContent extends ServicePageFacts {
  sections: Section[];
}

export interface LegalPageContent {
  slug: "privacy-policy" | "terms-of-service";
  family: "legal";
  template: "legal";
  seoTitle: string;
  description: string;
  title: string;
  /** ISO date the text was last changed. */
  updated: string;
  sections: { heading: string; paragraphs: string[] }[];
}
