import { eidOfSelector, eidSelector, type InlineContentMap } from "~/schemas/inline-content";
import {
  type AddableSectionType,
  PAGE_SECTIONS_SELECTOR,
  type PageSectionItem,
  type PageSectionsEntry,
  type SectionLook,
} from "~/schemas/sections";
import type { Edits } from "./entries";
import { movedItems } from "./structure";

// The page's order of sections as the editor changes it (issue #32): one `sections` entry
// (`[data-sections]`) lists the sections after the hero by key: the page's own, added ones
// (`add`) and copies (`copyOf`), under keys "n1", "n2" … of their own. Moving and removing show
// at once in the served DOM (`showSections`); an added or copied section is rendered by the
// server, so the editor saves and reloads for it. Browser only, except the pure helpers.

/** The key the editor gives an added or copied section: "n1", "n2" … */
export const ADDED_SECTION_KEY = /^n[1-9]\d*$/;

/** The order as served: the page's sections after its hero, in the DOM's order. */
export function servedSections(sections: ReadonlyMap<string, HTMLElement>): PageSectionsEntry {
  return {
    type: "sections",
    selector: PAGE_SECTIONS_SELECTOR,
    items: [...sections.keys()].map((key) => ({ key })),
  };
}

/** The next free key for an added or copied section. */
export function nextSectionKey(items: readonly PageSectionItem[], known: Iterable<string> = []) {
  const used = [...items.map((item) => item.key), ...known]
    .filter((key) => ADDED_SECTION_KEY.test(key))
    .map((key) => Number(key.slice(1)));
  return `n${Math.max(0, ...used) + 1}`;
}

/** `entry` with the section at `index` moved by `delta` (-1 up, 1 down), if it can move. */
export function withSectionMoved(
  entry: PageSectionsEntry,
  index: number,
  delta: -1 | 1,
): PageSectionsEntry {
  const items = movedItems(entry.items, index, delta);
  return items ? { ...entry, items } : entry;
}

/** `entry` without the section at `index` (and the look it had). */
export function withoutSection(entry: PageSectionsEntry, index: number): PageSectionsEntry {
  const key = entry.items[index]?.key;
  const items = entry.items.filter((_, i) => i !== index);
  if (!entry.looks || key === undefined || !Object.hasOwn(entry.looks, key)) {
    return { ...entry, items };
  }
  const { [key]: _removed, ...looks } = entry.looks;
  return { ...entry, items, looks };
}

/** The look the entry gives the section `key`, if any. */
export const lookOf = (entry: PageSectionsEntry, key: string): SectionLook | undefined =>
  entry.looks && Object.hasOwn(entry.looks, key) ? entry.looks[key] : undefined;

/** `entry` with the section `key` (the hero's too) given `look`. */
export function withSectionLook(
  entry: PageSectionsEntry,
  key: string,
  look: SectionLook,
): PageSectionsEntry {
  return { ...entry, looks: { ...entry.looks, [key]: look } };
}

/** `entry` with a new section of `type` (in `variant`) at `index`, under `key`. */
export function withSectionAdded(
  entry: PageSectionsEntry,
  index: number,
  key: string,
  type: AddableSectionType,
  variant?: string,
): PageSectionsEntry {
  const items = [...entry.items];
  items.splice(index, 0, { key, add: variant ? { type, variant } : { type } });
  return { ...entry, items };
}

/**
 * `entry` with a copy of the section at `index` right after it, under `key`: a copy of a page's
 * section copies it, a copy of an added one adds the same type again.
 */
export function withSectionCopied(
  entry: PageSectionsEntry,
  index: number,
  key: string,
): PageSectionsEntry {
  const source = entry.items[index];
  if (!source) return entry;
  const copy: PageSectionItem = source.add
    ? { key, add: source.add }
    : { key, copyOf: source.copyOf ?? source.key };
  const items = [...entry.items];
  items.splice(index + 1, 0, copy);
  // The copy looks as the section does.
  const look = lookOf(entry, source.key);
  return look ? { ...entry, items, looks: { ...entry.looks, [key]: look } } : { ...entry, items };
}

/**
 * The text entries of a copied section: each of its words as shown now, under the copy's key.
 * Words of items added to its lists are left out (the copy starts from the list's own items).
 */
export function copiedSectionWords(
  element: HTMLElement | undefined,
  source: string,
  key: string,
): Edits {
  const entries: Edits = {};
  for (const field of element?.querySelectorAll<HTMLElement>("[data-eid]") ?? []) {
    const eid = field.dataset.eid ?? "";
    if (!eid.startsWith(`${source}.`) || /\.n\d+(\.|$)/.test(eid)) continue;
    const selector = eidSelector(`${key}${eid.slice(source.length)}`);
    entries[selector] = { type: "text", content: field.textContent ?? "", selector };
  }
  return entries;
}

/**
 * `map` without what belongs to added or copied sections its order no longer holds: their
 * words, lists and hidden flags (a section taken out again leaves nothing behind).
 */
export function withoutRemovedSections(map: InlineContentMap): InlineContentMap {
  const order = Object.values(map).find((entry) => entry.type === "sections");
  const kept = new Set(order?.type === "sections" ? order.items.map((item) => item.key) : []);
  return Object.fromEntries(
    Object.entries(map).filter(([, entry]) => {
      if (entry.type === "sections") return true;
      const address =
        /^\[data-(?:list|section)="([^"]*)"\]$/.exec(entry.selector)?.[1] ??
        eidOfSelector(entry.selector);
      const key = address.split(".")[0] ?? "";
      return !ADDED_SECTION_KEY.test(key) || kept.has(key);
    }),
  );
}

/** Where the page's sections start: a marker placed before the first of them when first shown. */
const anchors = new WeakMap<ReadonlyMap<string, HTMLElement>, Comment>();

/**
 * Makes the served DOM show `entry`'s order at once: the page's sections it lists, in its
 * order, where the sections were; the ones it leaves out taken off the page (kept for when
 * they come back). Added and copied sections appear after the save's reload.
 */
export function showSections(
  sections: ReadonlyMap<string, HTMLElement>,
  entry: PageSectionsEntry,
): void {
  let anchor = anchors.get(sections);
  if (!anchor) {
    const first = [...sections.values()][0];
    if (!first?.parentElement) return;
    anchor = document.createComment("sections");
    first.parentElement.insertBefore(anchor, first);
    anchors.set(sections, anchor);
  }
  // An added or copied section is on the page once the save's reload rendered it.
  const listed = entry.items.flatMap((item) => {
    const element = sections.get(item.key);
    return element ? [element] : [];
  });
  for (const element of sections.values()) {
    if (!listed.includes(element)) element.remove();
  }
  let before: ChildNode | null = anchor.nextSibling;
  for (const element of listed) {
    anchor.parentElement?.insertBefore(element, before);
    before = element.nextSibling;
  }
}
