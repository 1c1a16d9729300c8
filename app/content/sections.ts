import { LIST_AT_KEY, type Section, type SectionOf, type SectionType } from "~/schemas/sections";
import type { ServicePageContent, ServicePageCopy } from "./types";

// Service-style pages as sections (issue #32): the code types its 150 pages in the compact
// copy shape, and each becomes the list of sections it always rendered, in the same order and
// under the same keys, so every address (`hero.title`, `included.items.2.body`, `faqs`) and
// every saved inline edit stays as it was.

/** The sections of a code page's copy, in the order the service template always had. */
export function sectionsOfCopy(copy: ServicePageCopy): Section[] {
  const sections: Section[] = [
    {
      type: "hero",
      key: "hero",
      variant: copy.template === "landing" ? "centred" : "standard",
      ...copy.hero,
    },
    { type: "rich-text", key: "intro", paragraphs: copy.intro },
  ];
  if (copy.stats && copy.stats.length > 0) {
    sections.push({ type: "stats", key: "stats", variant: "beside-text", items: copy.stats });
  }
  sections.push(
    { type: "feature-grid", key: "included", tone: "muted", ...copy.included },
    { type: "steps", key: "process", ...copy.process },
  );
  if (copy.region) sections.push({ type: "region", key: "region", tone: "muted" });
  sections.push(
    { type: "feature-list", key: "whyUs", tone: "navy", ...copy.whyUs },
    { type: "faq", key: "faqs", items: copy.faqs },
    { type: "directory", key: "directory", tone: "muted" },
    { type: "cta-band", key: "cta", ...copy.cta },
    { type: "related", key: "related" },
  );
  return sections;
}

/** A code page's copy as the page it renders: its facts and its sections. */
export function pageOfCopy(copy: ServicePageCopy): ServicePageContent {
  const { hero, intro, stats, included, process, whyUs, faqs, cta, ...facts } = copy;
  return { ...facts, sections: sectionsOfCopy(copy) };
}

/** The page's first section of a type (its hero, its first FAQ). */
export function firstSection<T extends SectionType>(
  page: Pick<ServicePageContent, "sections">,
  type: T,
): SectionOf<T> | undefined {
  return page.sections.find((section): section is SectionOf<T> => section.type === type);
}

/** Every section of a type, in page order (every FAQ section feeds the FAQPage). */
export function sectionsOfType<T extends SectionType>(
  page: Pick<ServicePageContent, "sections">,
  type: T,
): SectionOf<T>[] {
  return page.sections.filter((section): section is SectionOf<T> => section.type === type);
}

/** The page's hero (its h1 and eyebrow); a page made in the admin may have removed it. */
export const heroOf = (page: Pick<ServicePageContent, "sections">) => firstSection(page, "hero");

/**
 * The address of a section's list: a one-list type (rich text, stats, FAQ) holds it straight
 * under its key (`faqs`), any other type under key and field (`included.items`).
 */
export function listAddress(section: Section, field: string): string {
  return LIST_AT_KEY[section.type] === field ? section.key : `${section.key}.${field}`;
}

/** Fields that are not words on the page: a section's type and look, icons, images, flags. */
const NOT_WORDS = new Set(["type", "key", "variant", "tone", "icon", "image", "styles", "popular"]);
/** Arrays rendered as fixed cells, not as a list staff reorder (a table's columns and values). */
const NOT_LISTS = new Set(["columns", "values"]);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The addresses a section's words and lists render under (`data-eid`, `data-list` with its
 * size), from its data: what an added section offers to edit before it is ever rendered.
 */
export function sectionAddresses(section: Section): {
  eids: string[];
  lists: Map<string, number>;
} {
  const eids: string[] = [];
  const lists = new Map<string, number>();
  const walk = (value: unknown, address: string, field: string) => {
    if (typeof value === "string") eids.push(address);
    else if (Array.isArray(value)) {
      if (!NOT_LISTS.has(field)) lists.set(address, value.length);
      value.forEach((item, index) => {
        walk(item, `${address}.${index}`, "");
      });
    } else if (isRecord(value)) {
      // A link or button is one element: its label (its address is edited with it).
      if (typeof value.label === "string" && "href" in value) eids.push(address);
      else {
        for (const [name, inner] of Object.entries(value)) {
          if (!NOT_WORDS.has(name)) walk(inner, `${address}.${name}`, name);
        }
      }
    }
  };
  const listField = LIST_AT_KEY[section.type];
  for (const [field, value] of Object.entries(section)) {
    if (NOT_WORDS.has(field)) continue;
    walk(value, field === listField ? section.key : `${section.key}.${field}`, field);
  }
  return { eids, lists };
}
