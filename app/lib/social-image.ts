import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";
import type { PageFamily } from "~/content/types";

// Every public page's own social image: a 1200 × 630 PNG drawn by the Worker from three
// facts (the title the visitor sees, the page family, the brand), stored in R2 under a hash
// of those facts and served at /og{page path}/{hash}.png. A changed title is a new hash, so a
// new URL and a new file: nothing is overwritten, and crawlers never see a stale image.

/** The Open Graph size every drawn image has. */
export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Bump when the drawing changes: every page then links (and lazily draws) a new image. */
export const SOCIAL_IMAGE_DESIGN = 1;

/** What a social image shows. */
export interface SocialImageFacts {
  title: string;
  /** "Managed Services", "Regional", "Blog · Security"… */
  family: string;
  /** settings.productName */
  brand: string;
}

/** The family line of each page family. */
export const SOCIAL_FAMILY_LABELS: Record<PageFamily, string> = {
  core: "Managed Services",
  service: "Managed Services",
  staffing: "IT Staffing",
  india: "India outsourcing",
  msp: "MSP support",
  connectwise: "ConnectWise support",
  regional: "Regional",
  legal: "Legal",
};

export const HOME_SOCIAL_FAMILY = "Managed IT services";
export const BLOG_SOCIAL_FAMILY = "Blog";

/** "Blog · Security": a post's family line. */
export function postSocialFamily(categoryLabel: string): string {
  return categoryLabel ? `${BLOG_SOCIAL_FAMILY} · ${categoryLabel}` : BLOG_SOCIAL_FAMILY;
}

const HASH_RE = /^[0-9a-f]{20}$/;

/** 80 bits of SHA-256 over the facts and the design version: the R2 key and the URL's name. */
export function socialImageHash(facts: SocialImageFacts): string {
  const input = JSON.stringify([SOCIAL_IMAGE_DESIGN, facts.title, facts.family, facts.brand]);
  return bytesToHex(sha256(utf8ToBytes(input))).slice(0, 20);
}

/** "/og/managed-services/{hash}.png"; the home page's is "/og/{hash}.png". */
export function socialImagePath(pagePath: string, facts: SocialImageFacts): string {
  const page = pagePath === "/" ? "" : pagePath.replace(/\/+$/, "");
  return `/og${page}/${socialImageHash(facts)}.png`;
}

/** The page path and hash a social image URL names, or null for anything else. */
export function parseSocialImagePath(path: string): { pagePath: string; hash: string } | null {
  const match = /^\/og((?:\/[a-z0-9][a-z0-9-]*){0,2})\/([^/]+)\.png$/.exec(path);
  if (!match?.[2] || !HASH_RE.test(match[2])) return null;
  return { pagePath: match[1] || "/", hash: match[2] };
}

/** What the image shows, in words: its alt text ("{title} — {family} — {brand}"). */
export function socialImageAlt(facts: SocialImageFacts): string {
  return `${facts.title} — ${facts.family} — ${facts.brand}`;
}

/**
 * The facts an alt text names, given the brand (read from the right: a title may hold " — ").
 * The caller checks them against the image's hash, so a misread is a miss, never a wrong image.
 */
export function socialImageFactsOfAlt(alt: string, brand: string): SocialImageFacts | null {
  const suffix = ` — ${brand}`;
  if (!alt.endsWith(suffix)) return null;
  const rest = alt.slice(0, -suffix.length);
  const cut = rest.lastIndexOf(" — ");
  if (cut <= 0) return null;
  return { title: rest.slice(0, cut), family: rest.slice(cut + 3), brand };
}
