import { libraryEntry, newSection } from "../../../app/content/section-library";
import { sectionAddresses } from "../../../app/content/sections";
import { editModeUrl } from "../../../app/lib/paths";
import {
  eidOfSelector,
  entryText,
  type InlineContentEntry,
  type InlineContentMap,
  type OrphanEntry,
  type PageType,
} from "../../../app/schemas/inline-content";
import {
  isAddedItem,
  type ListEntry,
  listPathOf,
  sectionNameOf,
} from "../../../app/schemas/inline-structure";
import {
  IMAGE_SECTION_TYPES,
  isSectionType,
  type PageSectionsEntry,
  variantsOf,
} from "../../../app/schemas/sections";
import { AppError } from "../../errors";
import type { SessionUser } from "../identity/session-user";
import type { WorkerDeps } from "../platform/deps";

// Inline edits address a page's elements by `data-eid`, its repeated lists by `data-list` and
// its sections by key (`data-key`). Which of these a page has is read from the page itself: its
// edit mode rendered in the Worker for the staff member who edits it.

/** What a page renders that a content map may address. */
export interface PageElements {
  /** Every `data-eid`. */
  eids: ReadonlySet<string>;
  /** Each repeated list's path and the number of items its code holds (`data-list-size`). */
  lists: ReadonlyMap<string, number>;
  /** Every section key (`data-key`). */
  sections: ReadonlySet<string>;
  /** Each section's type by key (`data-section`), the hero's too (it has no `data-key`). */
  sectionTypes?: ReadonlyMap<string, string>;
  /** Whether the page is made of sections (it renders a hero section): its order can change. */
  composable?: boolean;
}

export const NO_ELEMENTS: PageElements = { eids: new Set(), lists: new Map(), sections: new Set() };

/** Whether the page rendered anything to edit (no page: nothing). */
export const hasElements = (elements: PageElements) =>
  elements.eids.size > 0 || elements.lists.size > 0 || elements.sections.size > 0;

/**
 * What the page renders in edit mode for `user` (so a created page that is still inactive, the
 * template of a new page, or a draft post that `user` may edit, counts too). Empty when there
 * is no such page.
 */
export async function renderedElements(
  deps: WorkerDeps,
  ref: { pagePath: string; pageType: PageType },
  user: SessionUser,
): Promise<PageElements> {
  const response = await deps.site.render(editModeUrl(ref.pagePath), { user });
  if (response.status !== 200) {
    await response.body?.cancel();
    return NO_ELEMENTS;
  }
  const eids = new Set<string>();
  const lists = new Map<string, number>();
  const sections = new Set<string>();
  const sectionTypes = new Map<string, string>();
  let composable = false;
  await new HTMLRewriter()
    .on('[data-section="hero"]', {
      element(element) {
        composable = true;
        const key = element.getAttribute("id");
        if (key) sectionTypes.set(key, "hero");
      },
    })
    .on("[data-eid]", {
      element(element) {
        const eid = element.getAttribute("data-eid");
        if (eid) eids.add(eid);
      },
    })
    .on("[data-list]", {
      element(element) {
        const path = element.getAttribute("data-list");
        const size = Number(element.getAttribute("data-list-size"));
        if (path && Number.isInteger(size) && size >= 0) lists.set(path, size);
      },
    })
    .on("[data-key]", {
      element(element) {
        const name = element.getAttribute("data-key");
        if (!name) return;
        sections.add(name);
        sectionTypes.set(name, element.getAttribute("data-section") ?? "");
      },
    })
    .transform(response)
    .arrayBuffer();
  return { eids, lists, sections, sectionTypes, composable };
}

interface Problem {
  code: "UNKNOWN_SELECTOR" | "UNKNOWN_ITEM";
  path: string;
  message: string;
}

/**
 * The page's elements with those of the sections the map adds or copies (its sections entry):
 * an added section's words and lists as its placeholder renders them, a copy's as the section
 * it copies has them under its own key. So a save may add a section and edit its words at once.
 */
export function withMapSections(elements: PageElements, map: InlineContentMap): PageElements {
  const entry = Object.values(map).find((candidate) => candidate.type === "sections");
  if (entry?.type !== "sections") return elements;
  const eids = new Set(elements.eids);
  const lists = new Map(elements.lists);
  const sections = new Set(elements.sections);
  const sectionTypes = new Map(elements.sectionTypes);
  for (const item of entry.items) {
    if (elements.sections.has(item.key)) continue;
    if (item.add && item.add.type !== "hero") {
      sectionTypes.set(item.key, item.add.type);
      const added = sectionAddresses(newSection(item.add.type, item.key, item.add.variant));
      for (const eid of added.eids) eids.add(eid);
      for (const [path, size] of added.lists) lists.set(path, size);
      sections.add(item.key);
    } else if (item.copyOf !== undefined && elements.sections.has(item.copyOf)) {
      const moved = (address: string) =>
        address.startsWith(`${item.copyOf}.`) || address === item.copyOf
          ? `${item.key}${address.slice((item.copyOf ?? "").length)}`
          : null;
      for (const eid of elements.eids) {
        const copy = moved(eid);
        if (copy) eids.add(copy);
      }
      for (const [path, size] of elements.lists) {
        const copy = moved(path);
        if (copy) lists.set(copy, size);
      }
      sections.add(item.key);
      sectionTypes.set(item.key, elements.sectionTypes?.get(item.copyOf) ?? "");
    }
  }
  return { eids, lists, sections, sectionTypes, composable: elements.composable };
}

const withSections = new WeakMap<InlineContentMap, { code: PageElements; all: PageElements }>();

/** `withMapSections` of a map and a page, remembered while both are the same. */
function mapElements(code: PageElements, map: InlineContentMap): PageElements {
  const known = withSections.get(map);
  if (known?.code === code) return known.all;
  const all = withMapSections(code, map);
  withSections.set(map, { code, all });
  return all;
}

/** Why the map's order of sections names a section the page cannot have, if it does. */
function sectionsProblems(
  key: string,
  entry: PageSectionsEntry,
  elements: PageElements,
): Problem[] {
  if (!elements.composable) {
    return [
      {
        code: "UNKNOWN_SELECTOR",
        path: `content.${key}.selector`,
        message: "This page is not made of sections: its order cannot change",
      },
    ];
  }
  const problems: Problem[] = [];
  entry.items.forEach((item, index) => {
    const at = `content.${key}.items.${index}`;
    if (item.add && elements.sections.has(item.key)) {
      problems.push({
        code: "UNKNOWN_ITEM",
        path: `${at}.key`,
        message: `The page already has a section ${item.key}; an added one needs a key of its own`,
      });
    } else if (item.copyOf !== undefined && !elements.sections.has(item.copyOf)) {
      problems.push({
        code: "UNKNOWN_ITEM",
        path: `${at}.copyOf`,
        message: `Section ${item.key} copies ${item.copyOf}, which is not a section of this page`,
      });
    } else if (item.copyOf !== undefined && elements.sections.has(item.key)) {
      problems.push({
        code: "UNKNOWN_ITEM",
        path: `${at}.key`,
        message: `The page already has a section ${item.key}; a copy needs a key of its own`,
      });
    } else if (!item.add && item.copyOf === undefined && !elements.sections.has(item.key)) {
      problems.push({
        code: "UNKNOWN_ITEM",
        path: `${at}.key`,
        message: `${item.key} is not a section of this page`,
      });
    }
  });
  return [...problems, ...lookProblems(key, entry, elements)];
}

/**
 * Why a look the entry gives a section cannot apply, if it cannot: no such section (on the
 * page, or added or copied by the entry; the hero counts), a layout its type lacks, an image
 * for a type without one.
 */
function lookProblems(key: string, entry: PageSectionsEntry, elements: PageElements): Problem[] {
  const types = withMapSections(elements, { [key]: entry }).sectionTypes ?? new Map();
  return Object.entries(entry.looks ?? {}).flatMap(([name, look]): Problem[] => {
    const at = `content.${key}.looks.${name}`;
    const type = types.get(name);
    if (!type || !isSectionType(type)) {
      return [{ code: "UNKNOWN_ITEM", path: at, message: `${name} is not a section of this page` }];
    }
    const label = libraryEntry(type)?.label ?? type;
    const problems: Problem[] = [];
    const variants = variantsOf(type);
    if (look.variant !== undefined && !variants.includes(look.variant)) {
      const names = libraryEntry(type)?.variants.map((variant) => variant.id) ?? variants;
      problems.push({
        code: "UNKNOWN_ITEM",
        path: `${at}.variant`,
        message: `A ${label} section's layouts are ${names.join(", ")}`,
      });
    }
    if (look.image && !IMAGE_SECTION_TYPES.includes(type)) {
      problems.push({
        code: "UNKNOWN_ITEM",
        path: `${at}.image`,
        message: `A ${label} section has no image`,
      });
    }
    return problems;
  });
}

/**
 * The `data-eid` of the code's element that `eid` stands for: itself, or for a field of an
 * added item ("faqs.n1.question") the same field of the item it copies ("faqs.0.question"), as
 * the map's list entry says. Null when the added item is not in the map's list.
 */
function codeEid(eid: string, map: InlineContentMap): string | null {
  for (const list of Object.values(map)) {
    if (list.type !== "list") continue;
    const path = listPathOf(list.selector);
    if (!path || !eid.startsWith(`${path}.`)) continue;
    const [id = "", ...field] = eid.slice(path.length + 1).split(".");
    if (!isAddedItem(id)) continue;
    const copyOf = list.items.find((item) => item.id === id)?.copyOf;
    if (copyOf === undefined) return null;
    // An item may be its own element ("intro.n1", a paragraph) or hold fields.
    return [path, copyOf, ...field].join(".");
  }
  return eid;
}

/** Why a list entry does not fit the page's list (its ids beyond the code's items), if it does not. */
function listProblems(key: string, entry: ListEntry, size: number, path: string): Problem[] {
  const problems: Problem[] = [];
  const beyond = (id: string) => Number(id) >= size;
  const count = size === 1 ? "1 item" : `${size} items`;
  entry.items.forEach((item, index) => {
    const at = `content.${key}.items.${index}`;
    if (!isAddedItem(item.id) && beyond(item.id)) {
      problems.push({
        code: "UNKNOWN_ITEM",
        path: `${at}.id`,
        message: `The list ${path} has no item ${item.id} (its code has ${count})`,
      });
    }
    if (item.copyOf !== undefined && beyond(item.copyOf)) {
      problems.push({
        code: "UNKNOWN_ITEM",
        path: `${at}.copyOf`,
        message: `Item ${item.id} copies item ${item.copyOf}, which the list ${path} does not have (its code has ${count})`,
      });
    }
  });
  return problems;
}

/** Why an entry does not address something the page renders (none when it does). */
function entryProblems(
  key: string,
  entry: InlineContentEntry,
  code: PageElements,
  map: InlineContentMap,
): Problem[] {
  if (entry.type === "sections") return sectionsProblems(key, entry, code);
  // Words, lists and sections of the sections the map adds or copies count too (worked out
  // once per map and page, not once per entry).
  const elements = mapElements(code, map);
  const unknown = (message: string): Problem[] => [
    { code: "UNKNOWN_SELECTOR", path: `content.${key}.selector`, message },
  ];
  if (entry.type === "list") {
    const path = listPathOf(entry.selector);
    const size = path === null ? undefined : elements.lists.get(path);
    if (path === null || size === undefined) {
      return unknown(`${entry.selector} is not a list of this page`);
    }
    return listProblems(key, entry, size, path);
  }
  if (entry.type === "section") {
    const name = sectionNameOf(entry.selector);
    return name !== null && elements.sections.has(name)
      ? []
      : unknown(`${entry.selector} is not a section of this page`);
  }
  const eid = codeEid(eidOfSelector(entry.selector), map);
  return eid !== null && elements.eids.has(eid)
    ? []
    : unknown(`${entry.selector} is not an element of this page`);
}

/**
 * Refuses `entries` (of the saved `map`) that do not address what the page renders: an
 * element, a list or a section it lacks, an item id beyond the list's code, a field of an added
 * item the map's list does not hold. 400 naming each, nothing stored.
 */
export function assertEntriesOnPage(
  entries: InlineContentMap,
  elements: PageElements,
  map: InlineContentMap,
): void {
  const problems = Object.entries(entries).flatMap(([key, entry]) =>
    entryProblems(key, entry, elements, map),
  );
  const [first] = problems;
  if (!first) return;
  const issues = problems.map(({ path, message }) => ({ path, message }));
  throw new AppError(400, first.code, first.message, issues);
}

/** Whether the page still renders what `entry` (of `map`) addresses. */
export const isOnPage = (
  key: string,
  entry: InlineContentEntry,
  elements: PageElements,
  map: InlineContentMap,
) => entryProblems(key, entry, elements, map).length === 0;

/** Entries whose element, list or section no longer exists on the page (its code changed). */
export function findOrphans(
  maps: { draft: InlineContentMap; published: InlineContentMap },
  elements: PageElements,
): OrphanEntry[] {
  const orphans: OrphanEntry[] = [];
  for (const status of ["draft", "published"] as const) {
    const map = maps[status];
    for (const [key, entry] of Object.entries(map)) {
      if (isOnPage(key, entry, elements, map)) continue;
      if (status === "published" && orphans.some((o) => o.selector === entry.selector)) continue;
      orphans.push({ key, selector: entry.selector, content: entryText(entry) ?? "", status });
    }
  }
  return orphans;
}
