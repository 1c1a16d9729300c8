import {
  type InlineContentEntry,
  type InlineContentMap,
  isElementEntry,
} from "~/schemas/inline-content";
import type { PageSectionsEntry } from "~/schemas/sections";
import type { Edits } from "./entries";
import { lookOf } from "./page-sections";

// The others' change of the page's structure, shown live (issue 36). Moved, hidden, taken-out
// and copied list items and sections show in the served DOM at once (structure.ts,
// page-sections.ts); a section only the server can render (one they added or copied, or gave a
// new look) is taken from a fresh render of this page in edit mode. Browser only, except the
// pure helpers.

/** A draft's sections and lists, as one comparable string. */
export const structureOf = (draft: InlineContentMap) =>
  JSON.stringify(Object.values(draft).filter((entry) => !isElementEntry(entry)));

/** The entry a map holds for `selector`, if any. */
export const entryAt = (map: InlineContentMap, selector: string): InlineContentEntry | undefined =>
  Object.values(map).find((entry) => entry.selector === selector);

const orderOf = (map: InlineContentMap): PageSectionsEntry | undefined => {
  const entry = Object.values(map).find((e) => e.type === "sections");
  return entry?.type === "sections" ? entry : undefined;
};

/**
 * The sections the server must render for `after` to show: the ones its order names that the
 * page lacks, and those whose look changed since `before` (the hero's key too). A section with
 * words pending here keeps what this editor shows.
 */
export function sectionsToRender(
  before: InlineContentMap,
  after: InlineContentMap,
  onPage: ReadonlySet<string>,
  edits: Edits,
): string[] {
  const was = orderOf(before);
  const now = orderOf(after);
  if (!now) return [];
  const pending = Object.keys(edits);
  const touched = (key: string) =>
    pending.some((selector) => selector.startsWith(`[data-eid="${key}.`));
  const added = now.items.map((item) => item.key).filter((key) => !onPage.has(key));
  const restyled = Object.keys({ ...now.looks, ...was?.looks }).filter(
    (key) =>
      JSON.stringify(lookOf(now, key)) !== JSON.stringify(was && lookOf(was, key)) &&
      (onPage.has(key) || key === "hero") &&
      !touched(key),
  );
  return [...new Set([...added, ...restyled])];
}

/**
 * The sections `keys` as the server renders this page now (its draft, in edit mode), ready to
 * put in this page; the hero under "hero". An empty map when the page cannot be fetched.
 */
export async function renderedSections(keys: readonly string[]): Promise<Map<string, HTMLElement>> {
  const found = new Map<string, HTMLElement>();
  const response = await fetch(window.location.href, {
    credentials: "same-origin",
    cache: "no-store",
    headers: { accept: "text/html" },
  }).catch(() => null);
  if (!response?.ok) return found;
  const fresh = new DOMParser().parseFromString(await response.text(), "text/html");
  for (const key of keys) {
    const selector = key === "hero" ? '[data-section="hero"]' : `[data-key="${CSS.escape(key)}"]`;
    const element = fresh.querySelector<HTMLElement>(selector);
    if (element) found.set(key, document.importNode(element, true));
  }
  return found;
}
