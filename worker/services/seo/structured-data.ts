import { OVERNIGHT_NOC } from "../../../app/content/blog/overnight-noc";
import { decodeEntities } from "../../../app/lib/html-entities";
import { headTitleText, metaContent, readHead } from "../../html/seo-facts";
import { fetchOwnPage } from "../outside/safe-fetch";
import type { WorkerDeps } from "../platform/deps";
import { checkJsonLd, isObject, type JsonLdCheck, typeOf } from "./json-ld-rules";

// JSON-LD as crawlers read it: extracted from a page's HTML and checked against the rules of
// json-ld-rules.ts (Google's rich-result requirements per schema.org type).

export { checkJsonLd, type JsonLdCheck, SCHEMA_RULES } from "./json-ld-rules";

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
  // A regional page (LocalBusiness rules) and a launch post (Article rules).
  "local-business": {
    type: "ProfessionalService",
    defaultPath: "/managed-services-karnataka-india",
  },
  article: { type: "Article", defaultPath: `/blog/${OVERNIGHT_NOC.slug}` },
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
