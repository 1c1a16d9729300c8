import type { ButtonStyles } from "~/schemas/inline-content";

// Typed marketing content (DESIGN.md, "Page content"). Templates in app/components render it;
// every editable element gets a `data-eid` derived from these field paths (hero.title,
// included.items.2.body, …), so saved inline edits survive code changes.
//
// Copy rules: real, specific copy for a managed-IT provider; no lorem ipsum; refer to the
// company as "we"/"our team" (its name is a site setting); no paragraph of more than 20 words
// may appear on two pages.

/** The lucide icons the templates render as inline SVG on the server. */
export const ICON_NAMES = [
  "activity",
  "bar-chart-3",
  "briefcase",
  "building-2",
  "check-circle-2",
  "clipboard-check",
  "clock",
  "cloud",
  "cpu",
  "database-backup",
  "file-text",
  "globe",
  "graduation-cap",
  "hard-drive",
  "headset",
  "layers",
  "life-buoy",
  "lightbulb",
  "lock",
  "mail",
  "map-pin",
  "monitor",
  "network",
  "phone",
  "rocket",
  "server",
  "settings",
  "shield-check",
  "user-check",
  "users",
  "wrench",
  "zap",
] as const;
export type IconName = (typeof ICON_NAMES)[number];

/**
 * A link. `href` "/#contact" scrolls to the home contact form; "booking" is the booking URL
 * setting. `styles`: the button styles staff saved inline (set by the render's edits, never in
 * code).
 */
export interface Cta {
  label: string;
  href: string;
  styles?: ButtonStyles;
}

export interface Feature {
  icon: IconName;
  title: string;
  /** One or two sentences. */
  body: string;
}

export interface Step {
  title: string;
  body: string;
}

export interface Faq {
  question: string;
  /** 2–4 sentences, specific to this page. */
  answer: string;
}

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

/**
 * A service-style page: service pages, staffing, India outsourcing, MSP, ConnectWise and the
 * regional families all render with the service template (landing pages with the landing one).
 */
export interface ServicePageContent {
  /** URL slug without a slash: "24-7-helpdesk". */
  slug: string;
  family: PageFamily;
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
  /** Slugs of related pages, shown as links. */
  related: string[];
  region?: RegionFacts;
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
