import { decodeEntities } from "../../../app/lib/html-entities";
import { parseUrl } from "../../../app/schemas/text";
import { headTitleText, metaContent, readHead } from "../../html/seo-facts";
import { fetchOwnPage } from "../outside/safe-fetch";
import type { WorkerDeps } from "../platform/deps";

// JSON-LD as crawlers read it: extracted from a page's HTML and checked against the schema.org
// types' required and recommended properties (as Google's rich-result rules name them).

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
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

/** Required and recommended properties per type (LocalBusiness subtypes share one rule). */
export const SCHEMA_RULES: Record<string, { required: string[]; recommended: string[] }> = {
  WebSite: { required: ["name", "url"], recommended: ["publisher"] },
  Organization: {
    required: ["name", "url"],
    recommended: ["logo", "contactPoint", "address", "sameAs"],
  },
  BreadcrumbList: { required: ["itemListElement"], recommended: [] },
  FAQPage: { required: ["mainEntity"], recommended: [] },
  ProfessionalService: {
    required: ["name", "address"],
    recommended: ["url", "telephone", "image", "areaServed"],
  },
  Article: {
    required: ["headline", "image", "author", "datePublished", "publisher"],
    recommended: ["dateModified", "description", "mainEntityOfPage"],
  },
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

function typeOf(data: Json): string {
  const type = data["@type"];
  if (typeof type === "string") return type;
  if (Array.isArray(type) && typeof type[0] === "string") return type[0];
  return "";
}

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

function checkBreadcrumbs(data: Json, errors: string[]) {
  checkItems(data, "itemListElement", "ListItem", errors, (item, at, index, count) => {
    if (item.position !== index + 1) errors.push(`${at}.position must be ${index + 1}`);
    if (!present(item.name)) errors.push(`${at}.name is required`);
    const last = index === count - 1;
    if (!last && !isAbsoluteUrl(item.item)) errors.push(`${at}.item must be an absolute URL`);
  });
}

function checkFaq(data: Json, errors: string[]) {
  checkItems(data, "mainEntity", "Question", errors, (question, at) => {
    if (!present(question.name)) errors.push(`${at}.name is required`);
    const answer = question.acceptedAnswer;
    if (!isObject(answer) || typeOf(answer) !== "Answer" || !present(answer.text)) {
      errors.push(`${at}.acceptedAnswer must be an Answer with text`);
    }
  });
}

function checkArticle(data: Json, errors: string[]) {
  const publisher = data.publisher;
  if (isObject(publisher)) {
    if (!present(publisher.name)) errors.push("publisher.name is required");
    const logo = publisher.logo;
    const logoUrl = isObject(logo) ? logo.url : logo;
    if (!isAbsoluteUrl(logoUrl)) errors.push("publisher.logo is required (an absolute URL)");
  }
  const images = Array.isArray(data.image) ? data.image : [data.image];
  const imageUrl = (image: unknown) => (isObject(image) ? image.url : image);
  if (present(data.image) && !images.every((image) => isAbsoluteUrl(imageUrl(image)))) {
    errors.push("image must be absolute URLs");
  }
}

function checkAddress(data: Json, errors: string[]) {
  const address = data.address;
  if (!present(address)) return;
  if (isObject(address)) {
    if (typeOf(address) !== "PostalAddress") errors.push("address must be a PostalAddress");
    else if (!present(address.streetAddress)) errors.push("address.streetAddress is required");
  }
}

/**
 * Checks one JSON-LD object against its type's required and recommended properties (and the
 * shape of breadcrumbs, FAQ questions, addresses and Article publishers). Unknown types only
 * need an @type.
 *
 * @example checkJsonLd({ "@type": "WebSite", name: "x", url: "https://x" }).valid === true
 */
export function checkJsonLd(data: unknown): JsonLdCheck {
  if (!isObject(data)) {
    return { type: "", errors: ["not a JSON object"], warnings: [], valid: false };
  }
  const type = typeOf(data);
  const errors: string[] = [];
  const warnings: string[] = [];
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
  if (type === "BreadcrumbList") checkBreadcrumbs(data, errors);
  if (type === "FAQPage") checkFaq(data, errors);
  if (type === "Article") checkArticle(data, errors);
  if (type === "ProfessionalService" || type === "Organization") checkAddress(data, errors);
  if ((type === "WebSite" || type === "Organization") && present(data.url)) {
    if (!isAbsoluteUrl(data.url)) errors.push("url must be an absolute URL");
  }
  return { type, errors, warnings, valid: errors.length === 0 };
}

/** A JSON-LD block of a page: its parsed data, or the parse error. */
export type JsonLdBlock = { ok: true; data: unknown } | { ok: false; error: string };

/** Every `<script type="application/ld+json">` of a page, parsed. */
export async function extractJsonLd(response: Response): Promise<JsonLdBlock[]> {
  const texts: string[] = [];
  let current: string | null = null;
  await new HTMLRewriter()
    .on('script[type="application/ld+json"]', {
      element(element) {
        current = "";
        element.onEndTag(() => {
          if (current !== null) texts.push(current);
          current = null;
        });
      },
      text(chunk) {
        if (current !== null) current += chunk.text;
      },
    })
    .transform(response)
    .arrayBuffer();
  return texts.map((text) => {
    try {
      return { ok: true, data: JSON.parse(text) };
    } catch (error) {
      return { ok: false, error: error instanceof Error ? error.message : "invalid JSON" };
    }
  });
}

/** The schema.org type each structured-data endpoint answers, and where it is read from. */
export const STRUCTURED_DATA_KINDS = {
  website: { type: "WebSite", defaultPath: "/" },
  organization: { type: "Organization", defaultPath: "/" },
  breadcrumb: { type: "BreadcrumbList", defaultPath: "/24-7-helpdesk" },
  faq: { type: "FAQPage", defaultPath: "/24-7-helpdesk" },
} as const;
export type StructuredDataKind = keyof typeof STRUCTURED_DATA_KINDS;

export interface StructuredDataAnswer {
  kind: StructuredDataKind;
  type: string;
  /** The page the data was read from. */
  path: string;
  found: boolean;
  data: unknown;
  check: JsonLdCheck;
}

/**
 * `GET /api/seo/structured-data/{kind}`: the JSON-LD of that type as the page serves it
 * (rendered in the Worker, read from its HTML), checked against the type's rules.
 */
export async function readStructuredData(
  deps: WorkerDeps,
  kind: StructuredDataKind,
  path: string | undefined,
): Promise<StructuredDataAnswer> {
  const spec = STRUCTURED_DATA_KINDS[kind];
  const target = path ?? spec.defaultPath;
  const notFound = (error: string): StructuredDataAnswer => ({
    kind,
    type: spec.type,
    path: target,
    found: false,
    data: null,
    check: { type: spec.type, errors: [error], warnings: [], valid: false },
  });
  const response = await fetchOwnPage(deps, target);
  if (response.status !== 200) {
    await response.body?.cancel();
    return notFound(`${target} answered ${response.status}`);
  }
  const blocks = await extractJsonLd(response);
  const match = blocks.find(
    (block): block is { ok: true; data: unknown } =>
      block.ok && isObject(block.data) && typeOf(block.data) === spec.type,
  );
  if (!match) return notFound(`${target} has no ${spec.type} JSON-LD`);
  return {
    kind,
    type: spec.type,
    path: target,
    found: true,
    data: match.data,
    check: checkJsonLd(match.data),
  };
}

/** A page's Open Graph and Twitter tags, for the social previews. */
export interface SocialTags {
  path: string;
  status: number;
  title: string;
  description: string;
  /** `og:*` by property. */
  openGraph: Record<string, string>;
  /** `twitter:*` by name. */
  twitter: Record<string, string>;
  /** Tags a share card needs that the page lacks. */
  missing: string[];
}

const REQUIRED_SOCIAL = [
  "og:title",
  "og:description",
  "og:image",
  "og:url",
  "og:type",
  "twitter:card",
  "twitter:title",
  "twitter:description",
  "twitter:image",
  "twitter:image:alt",
];

/** Reads the `og:*` and `twitter:*` tags (and the title and description) of a rendered page. */
export async function readSocialTags(deps: WorkerDeps, path: string): Promise<SocialTags> {
  const response = await fetchOwnPage(deps, path);
  const head = await readHead(response);
  const openGraph: Record<string, string> = {};
  const twitter: Record<string, string> = {};
  for (const meta of head.metas) {
    const property = meta.get("property") ?? "";
    const name = meta.get("name") ?? "";
    const content = decodeEntities(meta.get("content") ?? "");
    if (property.startsWith("og:") && !(property in openGraph)) openGraph[property] = content;
    if (name.startsWith("twitter:") && !(name in twitter)) twitter[name] = content;
  }
  const all: Record<string, string> = { ...openGraph, ...twitter };
  return {
    path,
    status: response.status,
    title: decodeEntities(headTitleText(head).trim()),
    description: decodeEntities(metaContent(head, "name", "description")),
    openGraph,
    twitter,
    missing: REQUIRED_SOCIAL.filter((key) => !all[key]),
  };
}
