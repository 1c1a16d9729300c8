import { ARTICLE_HEADLINE_MAX } from "../../../app/lib/seo";
import { parseUrl } from "../../../app/schemas/text";

// The rules a JSON-LD object is checked against: schema.org types' required and recommended
// properties as Google's rich-result documentation names them (Organization, LocalBusiness and
// its subtypes, Article, FAQPage, BreadcrumbList), plus the shape of their parts: PostalAddress
// with an ISO country code, raster logos of at least 112 px, ISO 8601 dates, typed authors.

export type Json = Record<string, unknown>;

export const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const present = (value: unknown): boolean => {
  if (value === undefined || value === null) return false;
  if (typeof value === "string") return value.trim() !== "";
  if (Array.isArray(value)) return value.length > 0;
  return true;
};

const isAbsoluteUrl = (value: unknown): boolean => {
  if (typeof value !== "string") return false;
  const protocol = parseUrl(value)?.protocol;
  return protocol === "https:" || protocol === "http:";
};

/** A value or a list of values, as a list. */
const listOf = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined ? [] : [value];

/** The first `@type` of a node ("" without one). */
export function typeOf(data: Json): string {
  const type = data["@type"];
  if (typeof type === "string") return type;
  if (Array.isArray(type) && typeof type[0] === "string") return type[0];
  return "";
}

/** The LocalBusiness types this site may serve; all share LocalBusiness's rule. */
export const LOCAL_BUSINESS_TYPES = ["LocalBusiness", "ProfessionalService"] as const;
/** Article and the subtypes Google reads as one. */
export const ARTICLE_TYPES = ["Article", "BlogPosting", "NewsArticle"] as const;

/** Google's minimum logo size (px, both sides). */
export const MIN_LOGO_PX = 112;

const LOCAL_BUSINESS_RULE = {
  required: ["name", "address", "telephone"],
  recommended: ["url", "image", "areaServed"],
};
const ARTICLE_RULE = {
  required: ["headline", "image", "author", "datePublished", "publisher"],
  recommended: ["dateModified", "description", "mainEntityOfPage"],
};

/** Required and recommended properties per type. */
export const SCHEMA_RULES: Record<string, { required: string[]; recommended: string[] }> = {
  WebSite: { required: ["name", "url"], recommended: ["publisher"] },
  Organization: {
    required: ["name", "url"],
    recommended: ["logo", "contactPoint", "address", "sameAs"],
  },
  BreadcrumbList: { required: ["itemListElement"], recommended: [] },
  FAQPage: { required: ["mainEntity"], recommended: [] },
  ...Object.fromEntries(LOCAL_BUSINESS_TYPES.map((type) => [type, LOCAL_BUSINESS_RULE])),
  ...Object.fromEntries(ARTICLE_TYPES.map((type) => [type, ARTICLE_RULE])),
};

/** The result of checking one JSON-LD object. */
export interface JsonLdCheck {
  type: string;
  /** Missing required properties and malformed values: rich results are lost. */
  errors: string[];
  /** Missing recommended properties. */
  warnings: string[];
  valid: boolean;
}

interface Findings {
  errors: string[];
  warnings: string[];
}

/** Full date or date-time of ISO 8601 (as schema.org's Date and DateTime), and a real one. */
const ISO_8601 = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const isIsoDate = (value: unknown): boolean =>
  typeof value === "string" && ISO_8601.test(value) && !Number.isNaN(Date.parse(value));

/** ISO 3166-1 alpha-2: two capital letters. */
const isCountryCode = (value: unknown): boolean =>
  typeof value === "string" && /^[A-Z]{2}$/.test(value);

/**
 * Checks each item of a list property (`itemListElement`, `mainEntity`): it must be an object
 * of `type`; `check` names what else is wrong with it.
 */
function checkItems(
  data: Json,
  property: string,
  type: string,
  errors: string[],
  check: (item: Json, at: string, index: number, count: number) => void,
) {
  const items = data[property];
  if (!Array.isArray(items)) return;
  items.forEach((item, index) => {
    const at = `${property}[${index}]`;
    if (!isObject(item) || typeOf(item) !== type) errors.push(`${at} must be a ${type}`);
    else check(item, at, index, items.length);
  });
}

function checkBreadcrumbs(data: Json, { errors }: Findings) {
  const items = data.itemListElement;
  if (Array.isArray(items) && items.length < 2) {
    errors.push("itemListElement must hold at least two ListItems");
  }
  checkItems(data, "itemListElement", "ListItem", errors, (item, at, index, count) => {
    if (item.position !== index + 1) errors.push(`${at}.position must be ${index + 1}`);
    if (!present(item.name)) errors.push(`${at}.name is required`);
    // Google allows the last crumb (the page itself) without an item URL.
    const last = index === count - 1;
    if ((!last || item.item !== undefined) && !isAbsoluteUrl(item.item)) {
      errors.push(`${at}.item must be an absolute URL`);
    }
  });
}

function checkFaq(data: Json, { errors }: Findings) {
  checkItems(data, "mainEntity", "Question", errors, (question, at) => {
    if (!present(question.name)) errors.push(`${at}.name is required`);
    const answer = question.acceptedAnswer;
    if (!isObject(answer) || typeOf(answer) !== "Answer" || !present(answer.text)) {
      errors.push(`${at}.acceptedAnswer must be an Answer with text`);
    }
  });
}

/** The URL of an image value: a URL string or an ImageObject's `url`. */
const imageUrl = (image: unknown): unknown => (isObject(image) ? image.url : image);

/**
 * A logo: an absolute URL of a raster image (no SVG), at least 112 px each side when its
 * ImageObject states a size (a warning when it states none).
 */
function checkLogo(logo: unknown, at: string, { errors, warnings }: Findings) {
  const url = imageUrl(logo);
  if (!isAbsoluteUrl(url)) {
    errors.push(`${at} must be an absolute URL`);
    return;
  }
  const path = parseUrl(String(url))?.pathname.toLowerCase() ?? "";
  if (path.endsWith(".svg") || path.endsWith(".svgz")) {
    errors.push(`${at} must be a raster image (PNG, JPEG, WebP or GIF), not SVG`);
  }
  if (!isObject(logo)) {
    warnings.push(`${at} should state its width and height`);
    return;
  }
  const { width, height } = logo;
  if (typeof width !== "number" || typeof height !== "number") {
    warnings.push(`${at} should state its width and height`);
  } else if (width < MIN_LOGO_PX || height < MIN_LOGO_PX) {
    errors.push(`${at} must be at least ${MIN_LOGO_PX} × ${MIN_LOGO_PX} pixels`);
  }
}

/** Every address of a node: each a PostalAddress with street, locality and ISO country. */
function checkAddresses(data: Json, { errors }: Findings) {
  const addresses = listOf(data.address);
  addresses.forEach((address, index) => {
    const at =
      addresses.length > 1 || Array.isArray(data.address) ? `address[${index}]` : "address";
    if (!isObject(address) || typeOf(address) !== "PostalAddress") {
      errors.push(`${at} must be a PostalAddress`);
      return;
    }
    if (!present(address.streetAddress)) errors.push(`${at}.streetAddress is required`);
    if (!present(address.addressLocality)) errors.push(`${at}.addressLocality is required`);
    if (!isCountryCode(address.addressCountry)) {
      errors.push(`${at}.addressCountry must be an ISO 3166-1 alpha-2 code such as US or IN`);
    }
  });
}

function checkArticle(data: Json, findings: Findings) {
  const { errors } = findings;
  if (typeof data.headline === "string" && data.headline.length > ARTICLE_HEADLINE_MAX) {
    errors.push(`headline must be at most ${ARTICLE_HEADLINE_MAX} characters`);
  }
  const images = listOf(data.image);
  if (present(data.image) && !images.every((image) => isAbsoluteUrl(imageUrl(image)))) {
    errors.push("image must be absolute URLs");
  }
  const authors = listOf(data.author);
  authors.forEach((author, index) => {
    const at = authors.length > 1 ? `author[${index}]` : "author";
    const type = isObject(author) ? typeOf(author) : "";
    if (!isObject(author) || (type !== "Person" && type !== "Organization")) {
      errors.push(`${at} must be a Person or an Organization`);
    } else if (!present(author.name)) {
      errors.push(`${at}.name is required`);
    }
  });
  for (const property of ["datePublished", "dateModified"]) {
    if (present(data[property]) && !isIsoDate(data[property])) {
      errors.push(`${property} must be an ISO 8601 date`);
    }
  }
  const publisher = data.publisher;
  if (isObject(publisher)) {
    if (!present(publisher.name)) errors.push("publisher.name is required");
    if (!present(publisher.logo)) errors.push("publisher.logo is required (an absolute URL)");
    else checkLogo(publisher.logo, "publisher.logo", findings);
  }
}

/**
 * Checks one JSON-LD object against its type's required and recommended properties and the
 * shape of its parts (breadcrumbs, FAQ questions, addresses, logos, authors, dates). Unknown
 * types only need an @type.
 *
 * @example checkJsonLd({ "@type": "WebSite", name: "x", url: "https://x" }).valid === true
 */
export function checkJsonLd(data: unknown): JsonLdCheck {
  if (!isObject(data)) {
    return { type: "", errors: ["not a JSON object"], warnings: [], valid: false };
  }
  const type = typeOf(data);
  const findings: Findings = { errors: [], warnings: [] };
  const { errors, warnings } = findings;
  if (!type) errors.push("@type is required");
  if (data["@context"] !== undefined && !String(data["@context"]).includes("schema.org")) {
    errors.push("@context must be https://schema.org");
  }
  const rules = SCHEMA_RULES[type];
  if (rules) {
    for (const property of rules.required) {
      if (!present(data[property])) errors.push(`${property} is required`);
    }
    for (const property of rules.recommended) {
      if (!present(data[property])) warnings.push(`${property} is recommended`);
    }
  }
  const isLocalBusiness = (LOCAL_BUSINESS_TYPES as readonly string[]).includes(type);
  if (type === "BreadcrumbList") checkBreadcrumbs(data, findings);
  if (type === "FAQPage") checkFaq(data, findings);
  if ((ARTICLE_TYPES as readonly string[]).includes(type)) checkArticle(data, findings);
  if (isLocalBusiness || type === "Organization") checkAddresses(data, findings);
  if (type === "Organization" && present(data.logo)) checkLogo(data.logo, "logo", findings);
  if ((type === "WebSite" || type === "Organization" || isLocalBusiness) && present(data.url)) {
    if (!isAbsoluteUrl(data.url)) errors.push("url must be an absolute URL");
  }
  return { type, errors, warnings, valid: errors.length === 0 };
}
