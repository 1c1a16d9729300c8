import { newSection } from "~/content/section-library";
import {
  type ButtonStyles,
  buttonStyleDeclarations,
  eidOfSelector,
  type InlineContentMap,
  isElementEntry,
} from "~/schemas/inline-content";
import { isAddedItem, listPathOf, sectionNameOf } from "~/schemas/inline-structure";
import {
  IMAGE_SECTION_TYPES,
  LIST_AT_KEY,
  type PageSectionsEntry,
  type Section,
  type SectionImage,
  type SectionLook,
  type SectionType,
  variantsOf,
} from "~/schemas/sections";

// A page's inline-content map applied to its content data before React renders it
// (docs/decisions/0056-structure-in-server-render-words-at-edge.md). Repeated lists take the
// map's order (added copies, removed and hidden items), sections may be hidden, and words and
// addresses land in the data too, so everything the page derives from it (JSON-LD, title,
// breadcrumb, the crawler's view) says what the visitor reads; a call to action's button styles
// land in its data as `styles`. The edge sets words and styles on the `data-eid` elements that
// are not content data (a post's body blocks) (worker/html/inline-overlay.ts); a page whose
// every edit landed in its data (`inData`) skips that pass (decisions 0087, 0090).

/** For visitors hidden parts are left out; in edit mode they render, marked. */
export type EditView = "visitor" | "editor";

/** What a render needs besides the edited data: item ids per list, and what is hidden. */
export interface PageStructure {
  /** Who the render is for: in edit mode hidden parts render, marked. */
  view: EditView;
  /** List path ("faqs", "included.items") → the ids of its items in render order. */
  lists: Readonly<Record<string, readonly string[]>>;
  /** List path → how many items the page's code has (an edited list's length may differ). */
  sizes: Readonly<Record<string, number>>;
  /** Hidden section names and hidden item keys ("faqs.2"); filled in edit mode only. */
  hidden: ReadonlySet<string>;
  /** Sections hidden for visitors (also filled for visitors: the render leaves them out). */
  hiddenSections: ReadonlySet<string>;
}

export const NO_STRUCTURE: PageStructure = {
  view: "visitor",
  lists: {},
  sizes: {},
  hidden: new Set(),
  hiddenSections: new Set(),
};

/** The id of a list's item at `index` (its position in the code when the list is unedited). */
export function itemId(structure: PageStructure, path: string, index: number): string {
  return structure.lists[path]?.[index] ?? String(index);
}

/** The `data-eid` base of a list's item: `faqs.n1`, `included.items.2`. */
export const itemKey = (structure: PageStructure, path: string, index: number) =>
  `${path}.${itemId(structure, path, index)}`;

/** The attributes a repeated list's container renders for the editor (its size in the code). */
export function listAttributes(structure: PageStructure, path: string, items: readonly unknown[]) {
  return { "data-list": path, "data-list-size": structure.sizes[path] ?? items.length };
}

/** The attributes of a list item: its key, and in edit mode whether it is hidden. */
export function itemAttributes(structure: PageStructure, path: string, index: number) {
  const key = itemKey(structure, path, index);
  return { "data-item": key, "data-hidden": structure.hidden.has(key) ? "" : undefined };
}

/**
 * The attributes of a section that staff may hide, move or remove: its type
 * (`data-section="faq"`) and its key (`data-key="faqs"`, which a section entry's selector
 * `[data-section="faqs"]` names). The key is also its id, so a link can point at it
 * (`/it-security#faqs`). A part of a page not made of sections (the home page) is its own type.
 */
export function sectionAttributes(
  structure: PageStructure,
  section: string | { key: string; type: string; variant?: string; tone?: string },
) {
  const { key, type } = typeof section === "string" ? { key: section, type: section } : section;
  return {
    id: key,
    "data-section": type,
    "data-key": key,
    "data-hidden": structure.hidden.has(key) ? "" : undefined,
    ...lookAttributes(structure, section),
  };
}

/** In edit mode, a section's layout and tone as it renders (the editor's Style dialog reads them). */
export function lookAttributes(
  structure: PageStructure,
  section: string | { variant?: string; tone?: string },
) {
  if (structure.view !== "editor" || typeof section === "string") return {};
  return { "data-variant": section.variant, "data-tone": section.tone };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A step from an address into the content: a field, or an item of the list at `list`. */
interface Step {
  segment: string;
  /** The address of the list this segment picks an item of (by id); absent: a field or index. */
  list?: string;
}

const ITEM_SEGMENT = /^(?:0|[1-9]\d*|n[1-9]\d*)$/;

/** A page of sections' sections (each with a key), or null for other content (home, legal). */
function keyedSections(content: unknown): { key: string; type: SectionType }[] | null {
  const sections = isRecord(content) ? content.sections : undefined;
  if (!Array.isArray(sections)) return null;
  return sections.every((section) => isRecord(section) && typeof section.key === "string")
    ? (sections as { key: string; type: SectionType }[])
    : null;
}

/**
 * The steps from an address (`hero.title`, `faqs.n1.question`, `included.items`) to its value.
 * In a page of sections the first segment is a section's key, and a one-list type's items sit
 * straight under it (app/schemas/sections.ts); `asList` asks for such a key's list itself.
 * Empty when the address names nothing.
 */
function stepsOf(content: unknown, address: string, asList = false): Step[] {
  const segments = address.split(".");
  const sections = keyedSections(content);
  if (!sections) {
    return segments.map((segment, index) => ({
      segment,
      list: segments.slice(0, index).join("."),
    }));
  }
  const [key = "", ...rest] = segments;
  const index = sections.findIndex((section) => section.key === key);
  const section = sections[index];
  if (!section) return [];
  const steps: Step[] = [{ segment: "sections" }, { segment: String(index) }];
  const listField = LIST_AT_KEY[section.type];
  if (listField && (rest.length === 0 ? asList : ITEM_SEGMENT.test(rest[0] ?? ""))) {
    steps.push({ segment: listField });
  }
  rest.forEach((segment, at) => {
    steps.push({ segment, list: [key, ...rest.slice(0, at)].join(".") });
  });
  return steps;
}

/** One step down: an object's field, or an array's item (by id when the list was edited). */
function stepInto(
  node: unknown,
  step: Step,
  structure: Pick<PageStructure, "lists">,
): { container: Record<string | number, unknown>; key: string | number } | null {
  if (Array.isArray(node)) {
    const ids = step.list === undefined ? undefined : structure.lists[step.list];
    const key = ids
      ? ids.indexOf(step.segment)
      : /^\d+$/.test(step.segment)
        ? Number(step.segment)
        : -1;
    if (key < 0 || key >= node.length) return null;
    return { container: node as unknown as Record<number, unknown>, key };
  }
  return isRecord(node) ? { container: node, key: step.segment } : null;
}

/**
 * The value at an address in a page's content (`hero.title` → the hero's heading), reading
 * list items by their ids in `structure` (by position when none).
 */
export function valueAtAddress(
  content: unknown,
  address: string,
  structure: Pick<PageStructure, "lists"> = NO_STRUCTURE,
  asList = false,
): unknown {
  const steps = stepsOf(content, address, asList);
  if (steps.length === 0) return undefined;
  let node = content;
  for (const step of steps) {
    const at = stepInto(node, step, structure);
    if (!at) return undefined;
    node = at.container[at.key];
  }
  return node;
}

/** Replaces the list at a list address (its items in the edit's order). */
function setListAt(content: unknown, address: string, items: unknown[]): void {
  const steps = stepsOf(content, address, true);
  const last = steps.pop();
  let node = content;
  for (const step of steps) {
    const at = stepInto(node, step, NO_STRUCTURE);
    if (!at) return;
    node = at.container[at.key];
  }
  if (last && isRecord(node)) node[last.segment] = items;
}

/** What `applyContentEdits` gives. */
interface Applied<T> {
  content: T;
  structure: PageStructure;
  inData: ReadonlySet<string>;
}

/**
 * Edited content already worked out, per frozen map (the Worker's parsed maps are frozen and
 * shared while their row is unchanged), content object (a code page's module data) and view.
 */
const appliedBefore = new WeakMap<
  InlineContentMap,
  WeakMap<object, Map<EditView, Applied<object>>>
>();

/** Freezes `value` and everything in it (an edited copy every render of the page shares). */
function deepFreeze<T>(value: T): T {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
  return value;
}

/**
 * `content` with `map` applied, and the structure the templates render with. The content is
 * copied (code pages are shared module data); `content` itself never changes. For a frozen map
 * (a published or draft row as the Worker parsed it) the result is worked out once per content
 * object and view, and frozen: the renders of a page with 50 edits shared ~0.2 ms of copying
 * and addressing (bench row (e)).
 *
 * @example const { content: page, structure } = applyContentEdits(code, map, "visitor");
 */
export function applyContentEdits<T extends object>(
  content: T,
  map: InlineContentMap,
  view: EditView,
): Applied<T> {
  if (!Object.isFrozen(map)) return editedContent(content, map, view);
  let byContent = appliedBefore.get(map);
  if (!byContent) {
    byContent = new WeakMap();
    appliedBefore.set(map, byContent);
  }
  let byView = byContent.get(content);
  if (!byView) {
    byView = new Map();
    byContent.set(content, byView);
  }
  const known = byView.get(view) as Applied<T> | undefined;
  if (known) return known;
  const applied = editedContent(content, map, view);
  if (applied.content !== content) deepFreeze(applied.content);
  byView.set(view, applied);
  return applied;
}

function editedContent<T extends object>(
  content: T,
  map: InlineContentMap,
  view: EditView,
): Applied<T> {
  const entries = Object.values(map);
  const inData = new Set<string>();
  if (entries.length === 0) return { content, structure: { ...NO_STRUCTURE, view }, inData };
  const edited: T = structuredClone(content);
  const lists: Record<string, string[]> = {};
  const sizes: Record<string, number> = {};
  const hidden = new Set<string>();
  const hiddenSections = new Set<string>();

  for (const entry of entries) {
    if (entry.type === "sections") orderSections(edited, entry);
  }
  for (const entry of entries) {
    if (entry.type === "section") {
      const name = sectionNameOf(entry.selector);
      if (!name || !entry.hidden) continue;
      hiddenSections.add(name);
      if (view === "editor") hidden.add(name);
    }
    if (entry.type !== "list") continue;
    const path = listPathOf(entry.selector);
    const code = path ? valueAtAddress(edited, path, NO_STRUCTURE, true) : undefined;
    if (!path || !Array.isArray(code)) continue;
    const items: unknown[] = [];
    const ids: string[] = [];
    for (const item of entry.items) {
      const source = Number(isAddedItem(item.id) ? item.copyOf : item.id);
      if (!(source < code.length)) continue;
      if (item.hidden) {
        if (view === "visitor") continue;
        hidden.add(`${path}.${item.id}`);
      }
      items.push(structuredClone(code[source]));
      ids.push(item.id);
    }
    setListAt(edited, path, items);
    lists[path] = ids;
    sizes[path] = code.length;
  }

  const structure: PageStructure = { view, lists, sizes, hidden, hiddenSections };
  for (const entry of entries) {
    if (!isElementEntry(entry)) continue;
    const eid = eidOfSelector(entry.selector);
    const words: Words =
      entry.type === "text"
        ? { content: entry.content, href: undefined, styles: undefined }
        : {
            content: entry.content,
            href: entry.href,
            styles: entry.type === "button" ? entry.styles : undefined,
          };
    if (setWords(edited, eid, structure, words)) inData.add(eid);
  }
  return { content: edited, structure, inData };
}

/**
 * Whether staff address a section on its own (`data-key`): not a hub's directory, nor key
 * figures shown beside the rich text before them (they go where that text goes).
 */
function addressable(section: Section, previous: Section | undefined): boolean {
  if (section.type === "directory") return false;
  return !(
    section.type === "stats" &&
    section.variant === "beside-text" &&
    previous?.type === "rich-text"
  );
}

/**
 * A page of sections in the order a sections entry gives after its hero (which stays first):
 * the page's sections by key, added ones with the library's placeholder copy, copies under
 * their own key; a section not listed is removed. A section staff do not address on its own
 * follows the one before it. An item naming nothing is skipped.
 */
function orderSections(edited: unknown, entry: PageSectionsEntry): void {
  if (!isRecord(edited) || !keyedSections(edited)) return;
  const sections = edited.sections as Section[];
  /** Each addressable section with the ones that follow it; the hero's group stays first. */
  const groups = new Map<string, Section[]>();
  let group: Section[] = [];
  const head = group;
  sections.forEach((section, index) => {
    if (section.type !== "hero" && addressable(section, sections[index - 1])) {
      group = [section];
      groups.set(section.key, group);
    } else group.push(section);
  });
  const next: Section[] = [...head];
  const taken = new Set(sections.filter((section) => !groups.has(section.key)).map((s) => s.key));
  for (const item of entry.items) {
    if (taken.has(item.key)) continue;
    const source = groups.get(item.copyOf ?? item.key);
    if (item.add) {
      if (groups.has(item.key) || item.add.type === "hero") continue;
      next.push(newSection(item.add.type, item.key, item.add.variant));
    } else if (source) {
      if (item.copyOf === undefined) next.push(...source);
      else if (groups.has(item.key)) continue;
      else next.push({ ...structuredClone(source[0] as Section), key: item.key });
    } else continue;
    taken.add(item.key);
  }
  edited.sections = next;
  if (entry.looks) withLooks(next, entry.looks);
}

/**
 * Sets the looks staff gave sections (by key, the hero's too): a variant of the section's type,
 * a tone, and an image where the type has one (`null` takes it away). What the type cannot take
 * is left as it is (a saved map was checked against the page already).
 */
function withLooks(sections: Section[], looks: Readonly<Record<string, SectionLook>>): void {
  for (const section of sections) {
    const look = Object.hasOwn(looks, section.key) ? looks[section.key] : undefined;
    if (!look) continue;
    const target = section as { variant?: string; tone?: string; image?: SectionImage };
    if (look.variant !== undefined && variantsOf(section.type).includes(look.variant)) {
      target.variant = look.variant;
    }
    if (look.tone !== undefined) target.tone = look.tone;
    if (look.image !== undefined && IMAGE_SECTION_TYPES.includes(section.type)) {
      if (look.image === null) delete target.image;
      else target.image = { ...look.image };
    }
  }
}

/** What an element edit sets: its words, a link's address and a button's styles. */
interface Words {
  content: string;
  href: string | undefined;
  styles: ButtonStyles | undefined;
}

/**
 * Sets an element's words (and address) in the data at its `data-eid` path: a list segment
 * names an item by id, a string is replaced, a link object (`{ label, href }`) gets both, and
 * a button's styles (a call to action renders them). A path that is not content data (a post's
 * body block) is the edge's alone. Returns whether the whole edit (words, address, styles)
 * landed in the data.
 */
function setWords(root: unknown, eid: string, structure: PageStructure, words: Words): boolean {
  const hasStyles = words.styles !== undefined && buttonStyleDeclarations(words.styles).length > 0;
  const steps = stepsOf(root, eid);
  let node: unknown = root;
  for (const [index, step] of steps.entries()) {
    const at = stepInto(node, step, structure);
    if (!at) return false;
    const { container, key } = at;
    const value = container[key];
    if (index < steps.length - 1) {
      node = value;
      continue;
    }
    if (typeof value === "string" && words.href === undefined) {
      container[key] = words.content;
      return !hasStyles;
    }
    if (isRecord(value) && typeof value.label === "string") {
      value.label = words.content;
      if (hasStyles) value.styles = words.styles;
      if (words.href === undefined) return true;
      value.href = words.href;
      return typeof value.href === "string";
    }
    if (typeof value === "string") container[key] = words.content;
    return false;
  }
  return false;
}

/**
 * Whether a section renders: always in edit mode (marked when hidden), and for visitors unless
 * it is hidden. `as` "visitor" asks what visitors get whatever the render (the JSON-LD).
 */
export function isSectionShown(
  structure: PageStructure,
  name: string,
  as: "render" | "visitor" = "render",
): boolean {
  if (!structure.hiddenSections.has(name)) return true;
  return as === "render" && structure.hidden.has(name);
}
