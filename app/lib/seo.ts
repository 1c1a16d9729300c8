import type { MetaDescriptor } from "react-router";
import { heroOf } from "~/content/sections";
import type { Faq, LegalPageContent, RegionFacts, ServicePageContent } from "~/content/types";
import { OFFICE_COUNTRIES, OFFICE_KEYS, type OfficeKey } from "~/schemas/offices";
import type { SiteSettings } from "~/schemas/site-settings";
import { clipAtWord } from "./clip-at-word";
import { pageTitle } from "./page-title";
import { SOCIAL_IMAGE_SIZE, socialImageAlt, socialImagePath } from "./social-image";

// The `<head>` of public pages: title with the product-name suffix, description, canonical,
// Open Graph and Twitter tags, robots, and JSON-LD. React Router's <Meta> writes the
// descriptors; JSON-LD goes through `script:ld+json`, which <Meta> escapes (`<` becomes
// \u003c), so a title holding "</script>" cannot end the data block.

/** The Open Graph image (public/og-default.png): 1200 × 630 as the spec asks. */
export const OG_IMAGE = { path: "/og-default.png", width: 1200, height: 630 } as const;

/**
 * The raster logo (public/logo.png, rendered from favicon.svg by scripts/make-logo.sh):
 * Google's Organization and Article rules want a raster image of at least 112 × 112.
 */
export const LOGO = { path: "/logo.png", width: 512, height: 512 } as const;

/** Google cuts an Article headline longer than this; a post title may be longer (200). */
export const ARTICLE_HEADLINE_MAX = 110;

type JsonLd = Record<string, unknown>;

export interface Crumb {
  name: string;
  path: string;
}

export interface PageSeo {
  /** The title before the suffix. */
  title: string;
  description: string;
  /** "/" or "/some-slug". */
  path: string;
  keywords?: readonly string[];
  noindex?: boolean;
  /** Structured data beyond Organization and WebSite, which every page carries. */
  jsonLd?: JsonLd[];
  /** The social image ("/images/…" or an https:// address); the site's Open Graph image without. */
  image?: string | null;
  /**
   * What is known of `image`: its alt text ("" for a decorative one: no og:image:alt) and
   * pixel size. Without it a page's own image gets the site's alt and no size.
   */
  imageFacts?: { alt: string; width: number | null; height: number | null };
  /**
   * The page family its drawn social image names (app/lib/social-image.ts); without `image`,
   * the page gets that image, else the site's.
   */
  family?: string;
  /** The title the drawn image shows, when not `title` (the blog's later pages show page 1's). */
  socialTitle?: string;
  /** The country a regional page serves: its Open Graph locale names it (en_IN for India). */
  country?: RegionFacts["country"];
}

export { pageTitle } from "./page-title";

/**
 * A page's own title (before staff's SEO override and the suffix): the title set for it, else
 * its heading. A page created in the admin has none set until someone sets one in Page
 * settings, so its <title> and breadcrumb follow its (edited) heading.
 */
export function pageTitleOf(page: ServicePageContent | LegalPageContent): string {
  const heading = page.template === "legal" ? page.title : heroOf(page)?.title;
  return page.seoTitle.trim() || heading || "";
}

/** siteUrl + path, without a double slash. */
export function absoluteUrl(settings: Pick<SiteSettings, "siteUrl">, path: string): string {
  return `${settings.siteUrl.replace(/\/+$/, "")}${path.startsWith("/") ? path : `/${path}`}`;
}

/** A page's own drawn social image (app/lib/social-image.ts), or null without a family. */
export function drawnSocialImage(
  settings: Pick<SiteSettings, "siteUrl" | "productName">,
  seo: Pick<PageSeo, "title" | "path" | "family" | "socialTitle">,
): { url: string; width: number; height: number; alt: string } | null {
  if (!seo.family) return null;
  const facts = {
    title: seo.socialTitle ?? seo.title,
    family: seo.family,
    brand: settings.productName,
  };
  const url = absoluteUrl(settings, socialImagePath(seo.path, facts));
  return { url, ...SOCIAL_IMAGE_SIZE, alt: socialImageAlt(facts) };
}

const orgId = (settings: SiteSettings) => `${absoluteUrl(settings, "/")}#organization`;

function sameAs(settings: SiteSettings): string[] {
  return Object.values(settings.social).filter((url) => url !== "");
}

/** The logo as the ImageObject that Organization.logo and Article publisher.logo carry. */
function logoJsonLd(settings: SiteSettings): JsonLd {
  return {
    "@type": "ImageObject",
    url: absoluteUrl(settings, LOGO.path),
    width: LOGO.width,
    height: LOGO.height,
  };
}

/** The phone number of one office. */
function officePhone(settings: SiteSettings, key: OfficeKey): string {
  return key === "india" ? settings.phoneIndia : settings.phoneUs;
}

/** The office that serves a country ("US" → us, "IN" → india). */
export function officeKeyOfCountry(country: RegionFacts["country"]): OfficeKey {
  return OFFICE_KEYS.find((key) => OFFICE_COUNTRIES[key] === country) ?? "us";
}

/**
 * The business: the brand (`productName`) as its name, the legal name apart, the raster logo
 * and both offices as PostalAddress values (Google's Organization rules take several
 * addresses for a business with locations in several countries).
 */
export function organizationJsonLd(settings: SiteSettings): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": orgId(settings),
    name: settings.productName,
    legalName: settings.companyName,
    url: absoluteUrl(settings, "/"),
    logo: logoJsonLd(settings),
    email: settings.contactEmail,
    address: OFFICE_KEYS.map((key) => officePostalAddress(settings, key)),
    contactPoint: OFFICE_KEYS.map((key) => ({
      "@type": "ContactPoint",
      telephone: officePhone(settings, key),
      contactType: "customer support",
      areaServed: OFFICE_COUNTRIES[key],
    })),
    ...(sameAs(settings).length > 0 ? { sameAs: sameAs(settings) } : {}),
  };
}

export function websiteJsonLd(settings: SiteSettings): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: settings.productName,
    url: absoluteUrl(settings, "/"),
    publisher: { "@id": orgId(settings) },
  };
}

/** Home first, then the given crumbs (the last one is the page itself). */
export function breadcrumbJsonLd(settings: SiteSettings, crumbs: readonly Crumb[]): JsonLd {
  const all = [{ name: "Home", path: "/" }, ...crumbs];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: all.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(settings, crumb.path),
    })),
  };
}

export function faqJsonLd(faqs: readonly Faq[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}

/** One office of the settings as a schema.org PostalAddress with its ISO country code. */
export function officePostalAddress(settings: SiteSettings, key: OfficeKey): JsonLd {
  const office = settings.offices[key];
  return {
    "@type": "PostalAddress",
    streetAddress: office.streetAddress,
    addressLocality: office.addressLocality,
    ...(office.addressRegion ? { addressRegion: office.addressRegion } : {}),
    ...(office.postalCode ? { postalCode: office.postalCode } : {}),
    addressCountry: OFFICE_COUNTRIES[key],
  };
}

/**
 * A regional page: the business (the brand, not the page's headline) as a ProfessionalService
 * with the address and phone of the office that serves the region's country, serving the
 * region's places.
 */
export function professionalServiceJsonLd(
  settings: SiteSettings,
  page: {
    description: string;
    path: string;
    region: RegionFacts;
    /** The page's social image (absolute URL); the site's Open Graph image without. */
    image?: string;
  },
): JsonLd {
  const office = officeKeyOfCountry(page.region.country);
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    name: settings.productName,
    description: page.description,
    url: absoluteUrl(settings, page.path),
    email: settings.contactEmail,
    telephone: officePhone(settings, office),
    address: officePostalAddress(settings, office),
    image: page.image ?? absoluteUrl(settings, OG_IMAGE.path),
    parentOrganization: { "@id": orgId(settings) },
    areaServed: [
      { "@type": "AdministrativeArea", name: page.region.name },
      ...page.region.areaServed.map((name) => ({ "@type": "City", name })),
    ],
  };
}

/**
 * Last words of a byline that names a team or department rather than a person ("NOC
 * Operations Team", "ConnectWise Practice", "Northbridge IT Team").
 */
const TEAM_BYLINE_WORDS = new Set([
  "team",
  "teams",
  "practice",
  "desk",
  "group",
  "department",
  "office",
  "operations",
  "services",
  "staff",
  "editors",
  "editorial",
  "newsroom",
  "unit",
  "division",
  "center",
  "centre",
  "lab",
  "labs",
]);

/**
 * Whether a blog byline names the business or one of its teams, not a person: empty, the
 * brand or legal name (or containing one of them), or ending with a team word. Those are
 * typed Organization in Article.author; every other byline is a Person.
 */
export function isTeamByline(
  author: string,
  settings: Pick<SiteSettings, "productName" | "companyName">,
): boolean {
  const byline = author.trim().toLowerCase();
  if (byline === "") return true;
  const names = [settings.productName, settings.companyName].map((name) =>
    name.trim().toLowerCase(),
  );
  if (names.some((name) => name !== "" && byline.includes(name))) return true;
  const lastWord =
    byline
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
      .at(-1) ?? "";
  return TEAM_BYLINE_WORDS.has(lastWord);
}

/** Article.author: a team as an Organization with the site's address, a person as a Person. */
export function articleAuthorJsonLd(settings: SiteSettings, author: string): JsonLd {
  const name = author.trim();
  if (!isTeamByline(name, settings)) return { "@type": "Person", name };
  return {
    "@type": "Organization",
    name: name || settings.productName,
    url: absoluteUrl(settings, "/"),
  };
}

/** A blog post as a schema.org Article, with the image and publisher logo rich results need. */
export function articleJsonLd(
  settings: SiteSettings,
  post: {
    title: string;
    description: string;
    author: string;
    category: string;
    tags: readonly string[];
    createdAt: string;
    updatedAt: string;
    publishedAt: string | null;
    /** The canonical URL of the post. */
    url: string;
    /** The post's image (absolute URL) and what is known of it; the site's Open Graph image without. */
    image?: { url: string; width: number | null; height: number | null; alt: string };
  },
): JsonLd {
  const image = post.image ?? {
    url: absoluteUrl(settings, OG_IMAGE.path),
    width: OG_IMAGE.width,
    height: OG_IMAGE.height,
    alt: "",
  };
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: clipAtWord(post.title, ARTICLE_HEADLINE_MAX),
    description: post.description,
    image: [
      {
        "@type": "ImageObject",
        url: image.url,
        ...(image.width && image.height ? { width: image.width, height: image.height } : {}),
        ...(image.alt ? { caption: image.alt } : {}),
      },
    ],
    author: articleAuthorJsonLd(settings, post.author),
    publisher: {
      "@type": "Organization",
      "@id": orgId(settings),
      name: settings.productName,
      logo: logoJsonLd(settings),
    },
    datePublished: post.publishedAt ?? post.createdAt,
    dateCreated: post.createdAt,
    dateModified: post.updatedAt,
    mainEntityOfPage: post.url,
    articleSection: post.category,
    keywords: post.tags.join(", "),
  };
}

/**
 * A page's Open Graph locale: the site's (e.g. en_US), with the country of the region the page
 * serves when it has one ("en_US" and "IN" give "en_IN").
 */
export function pageLocale(siteLocale: string, country?: RegionFacts["country"]): string {
  if (!country) return siteLocale;
  const language = /^([a-z]{2,3})(?:[_-]|$)/i.exec(siteLocale)?.[1]?.toLowerCase() ?? "en";
  return `${language}_${country}`;
}

/** Every `<head>` entry of a public page. */
export function buildMeta(settings: SiteSettings, seo: PageSeo): MetaDescriptor[] {
  const title = pageTitle(seo.title, settings.productName);
  const url = absoluteUrl(settings, seo.path);
  // A page's own image (a post's featured image) first, else the page's drawn one.
  const drawn = seo.image ? null : drawnSocialImage(settings, seo);
  const image = seo.image
    ? new URL(seo.image, url).href
    : (drawn?.url ?? absoluteUrl(settings, OG_IMAGE.path));
  // The site's own image has known dimensions; a page's own image those its facts give.
  const size = seo.image ? seo.imageFacts : (drawn ?? OG_IMAGE);
  const imageSize: MetaDescriptor[] =
    size?.width && size.height
      ? [
          { property: "og:image:width", content: String(size.width) },
          { property: "og:image:height", content: String(size.height) },
        ]
      : [];
  const siteAlt = `${settings.productName}: ${settings.tagline}`;
  const imageAlt = seo.image && seo.imageFacts ? seo.imageFacts.alt : (drawn?.alt ?? siteAlt);
  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: settings.productName },
    { property: "og:locale", content: pageLocale(settings.locale, seo.country) },
    { property: "og:title", content: title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    ...imageSize,
    ...(imageAlt ? [{ property: "og:image:alt", content: imageAlt }] : []),
    { name: "twitter:card", content: "summary_large_image" },
    ...(settings.twitterSite ? [{ name: "twitter:site", content: settings.twitterSite }] : []),
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: seo.description },
    { name: "twitter:image", content: image },
    ...(imageAlt ? [{ name: "twitter:image:alt", content: imageAlt }] : []),
    {
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: `${settings.productName} Blog`,
      href: absoluteUrl(settings, "/rss.xml"),
    },
  ];
  if (seo.keywords && seo.keywords.length > 0) {
    meta.push({ name: "keywords", content: seo.keywords.join(", ") });
  }
  if (seo.noindex) meta.push({ name: "robots", content: "noindex" });
  for (const data of [
    organizationJsonLd(settings),
    websiteJsonLd(settings),
    ...(seo.jsonLd ?? []),
  ]) {
    meta.push({ "script:ld+json": data });
  }
  return meta;
}
