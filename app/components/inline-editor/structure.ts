import {
  eidOfSelector,
  eidSelector,
  type InlineContentEntry,
  type InlineContentMap,
} from "~/schemas/inline-content";
import {
  isAddedItem,
  type ListEntry,
  type ListItem,
  listPathOf,
  listSelector,
  type SectionEntry,
  sectionSelector,
} from "~/schemas/inline-structure";

// The page's structure as the editor changes it: repeated lists (`data-list`, items
// `data-item="<path>.<id>"`, fields `data-eid="<path>.<id>.<field>"`) and sections
// (`data-section`). A change is a list or section entry; `showList` / `showSection` make the
// served DOM show it at once (items moved, copied, taken out, marked hidden). Browser only,
// except the pure helpers at the end.

/** How the editor marks a part hidden for visitors (visitors never get it). */
export const HIDDEN_CLASSES = [
  "outline-dashed",
  "outline-2",
  "outline-offset-2",
  "outline-amber-600",
  "bg-amber-50",
];

export interface PageList {
  path: string;
  container: HTMLElement;
  /** Items of the code (`data-list-size`). */
  size: number;
}

/** The repeated lists the page renders, outside the editor's own UI. */
export function findLists(root: ParentNode = document): PageList[] {
  return [...root.querySelectorAll<HTMLElement>("[data-list]")]
    .filter((container) => !container.closest("[data-inline-editor]"))
    .flatMap((container) => {
      const path = container.dataset.list ?? "";
      const size = Number(container.dataset.listSize);
      return path && Number.isInteger(size) ? [{ path, container, size }] : [];
    });
}

/**
 * The sections staff may hide, by key (`data-key`; `data-section` is the section's type). A
 * section entry names one as `[data-section="<key>"]`.
 */
export function findSections(root: ParentNode = document): Map<string, HTMLElement> {
  const sections = new Map<string, HTMLElement>();
  for (const element of root.querySelectorAll<HTMLElement>("[data-key]")) {
    if (element.closest("[data-inline-editor]")) continue;
    const name = element.dataset.key;
    if (name) sections.set(name, element);
  }
  return sections;
}

/** A list's items in the DOM now (its own, not those of a list inside it). */
export function itemElements(list: PageList): HTMLElement[] {
  return [...list.container.querySelectorAll<HTMLElement>("[data-item]")].filter(
    (item) => item.closest("[data-list]") === list.container,
  );
}

/** The id of an item element of the list at `path` ("faqs.n1" → "n1"). */
export const itemIdOf = (path: string, item: HTMLElement) =>
  (item.dataset.item ?? "").slice(path.length + 1);

/**
 * The list as served: its items' ids in order, hidden ones marked, an added item's copyOf
 * from the draft's entry.
 */
export function servedList(list: PageList, draft: InlineContentMap): ListEntry {
  const selector = listSelector(list.path);
  const stored = Object.values(draft).find(
    (entry): entry is ListEntry => entry.type === "list" && entry.selector === selector,
  );
  const items = itemElements(list).map((element): ListItem => {
    const id = itemIdOf(list.path, element);
    const copyOf = isAddedItem(id)
      ? (stored?.items.find((item) => item.id === id)?.copyOf ?? "0")
      : undefined;
    const hidden = element.hasAttribute("data-hidden");
    return { id, ...(copyOf === undefined ? {} : { copyOf }), ...(hidden ? { hidden } : {}) };
  });
  return { type: "list", selector, items };
}

/** Marks an item or section hidden for visitors, or not. */
function markHidden(element: HTMLElement, hidden: boolean): void {
  if (hidden) {
    element.setAttribute("data-hidden", "");
    element.classList.add(...HIDDEN_CLASSES);
  } else {
    element.removeAttribute("data-hidden");
    element.classList.remove(...HIDDEN_CLASSES);
  }
}

/** The item elements of each list met so far, by id (taken-out ones too, to bring back). */
const pools = new WeakMap<HTMLElement, Map<string, HTMLElement>>();

/** Remembers a list's items as served (call before its first change). */
export function rememberItems(list: PageList): Map<string, HTMLElement> {
  let pool = pools.get(list.container);
  if (!pool) {
    pool = new Map(itemElements(list).map((element) => [itemIdOf(list.path, element), element]));
    pools.set(list.container, pool);
  }
  return pool;
}

/** An item's elements with words: the item itself (a paragraph item) and its fields. */
export function fieldsOf(item: HTMLElement): HTMLElement[] {
  const fields = [...item.querySelectorAll<HTMLElement>("[data-eid]")];
  return item.dataset.eid ? [item, ...fields] : fields;
}

/** A copy of `source` as the item `id`: its `data-item` and field `data-eid`s renamed. */
export function cloneItem(path: string, source: HTMLElement, id: string): HTMLElement {
  const clone = source.cloneNode(true) as HTMLElement;
  const from = `${path}.${itemIdOf(path, source)}`;
  const to = `${path}.${id}`;
  clone.dataset.item = to;
  for (const field of fieldsOf(clone)) {
    const eid = field.dataset.eid ?? "";
    if (eid === from || eid.startsWith(`${from}.`)) {
      field.dataset.eid = `${to}${eid.slice(from.length)}`;
    }
  }
  for (const labelled of clone.querySelectorAll<HTMLElement>("[id]"))
    labelled.removeAttribute("id");
  markHidden(clone, false);
  return clone;
}

/**
 * Makes the list show `entry`: items in its order, copies made of the items they copy, items
 * it leaves out taken out of the page, hidden ones marked. Returns whether it made a copy
 * (the editor then finds the copy's fields).
 */
export function showList(list: PageList, entry: ListEntry): boolean {
  const pool = rememberItems(list);
  const current = itemElements(list);
  const parent = current[0]?.parentElement ?? list.container;
  const start = current[0]?.previousSibling ?? null;
  let copied = false;
  const ordered: HTMLElement[] = [];
  for (const item of entry.items) {
    let element = pool.get(item.id);
    if (!element) {
      const source = pool.get(item.copyOf ?? "") ?? [...pool.values()][0];
      if (!source) continue;
      element = cloneItem(list.path, source, item.id);
      pool.set(item.id, element);
      copied = true;
    }
    markHidden(element, item.hidden === true);
    ordered.push(element);
  }
  const unchanged =
    ordered.length === current.length && ordered.every((element, i) => element === current[i]);
  if (unchanged) return copied;
  // Where the list's items were: after what came before the first of them.
  for (const element of current) element.remove();
  let before: ChildNode | null = start ? start.nextSibling : parent.firstChild;
  for (const element of ordered) {
    parent.insertBefore(element, before);
    before = element.nextSibling;
  }
  return copied;
}

/** Makes a section show whether it is hidden for visitors. */
export function showSection(element: HTMLElement, hidden: boolean): void {
  markHidden(element, hidden);
}

/** A section's entry as served (data-hidden in edit mode). */
export const servedSection = (name: string, element: HTMLElement): SectionEntry => ({
  type: "section",
  selector: sectionSelector(name),
  hidden: element.hasAttribute("data-hidden"),
});

// Pure helpers (tested in Vitest).

/** The next free added-item id of a list: "n1", "n2" … */
export function nextAddedId(items: readonly ListItem[], known: Iterable<string> = []): string {
  const used = [...items.map((item) => item.id), ...known]
    .filter(isAddedItem)
    .map((id) => Number(id.slice(1)));
  return `n${Math.max(0, ...used) + 1}`;
}

/** `entry` with a copy of the item at `index` inserted after it (a copy copies the code's item). */
export function withCopy(entry: ListEntry, index: number, id: string): ListEntry {
  const source = entry.items[index];
  if (!source) return entry;
  const copyOf = source.copyOf ?? source.id;
  const items = [...entry.items];
  items.splice(index + 1, 0, { id, copyOf });
  return { ...entry, items };
}

/** `items` with the one at `index` moved by `delta` (-1 up, 1 down), or null if it cannot move. */
export function movedItems<T>(items: readonly T[], index: number, delta: -1 | 1): T[] | null {
  const to = index + delta;
  const item = items[index];
  const other = items[to];
  if (item === undefined || other === undefined) return null;
  const moved = [...items];
  moved[to] = item;
  moved[index] = other;
  return moved;
}

/** `entry` with the item at `index` moved by `delta` (-1 up, 1 down), if it can move. */
export function withMove(entry: ListEntry, index: number, delta: -1 | 1): ListEntry {
  const items = movedItems(entry.items, index, delta);
  return items ? { ...entry, items } : entry;
}

/** `entry` without the item at `index`. */
export const withoutItem = (entry: ListEntry, index: number): ListEntry => ({
  ...entry,
  items: entry.items.filter((_, i) => i !== index),
});

/** `entry` with the item at `index` hidden for visitors, or shown again. */
export function withHidden(entry: ListEntry, index: number, hidden: boolean): ListEntry {
  const items = entry.items.map((item, i) => {
    if (i !== index) return item;
    const { hidden: _, ...rest } = item;
    return hidden ? { ...rest, hidden: true } : rest;
  });
  return { ...entry, items };
}

/**
 * The text entries of a copied item: each field of the source, under the copy's id, with the
 * words it holds now (`fields`: the source's field eids and their text).
 */
export function copiedFieldEntries(
  path: string,
  sourceId: string,
  id: string,
  fields: readonly { eid: string; text: string }[],
): Record<string, InlineContentEntry> {
  const from = `${path}.${sourceId}`;
  const entries: Record<string, InlineContentEntry> = {};
  for (const { eid, text } of fields) {
    if (eid !== from && !eid.startsWith(`${from}.`)) continue;
    const selector = eidSelector(`${path}.${id}${eid.slice(from.length)}`);
    entries[selector] = { type: "text", content: text, selector };
  }
  return entries;
}

/**
 * `map` without the words of added items its lists no longer hold (a copy that was taken out
 * again leaves nothing behind).
 */
export function withoutRemovedCopies(map: InlineContentMap): InlineContentMap {
  const lists = Object.values(map).flatMap((entry) => {
    const path = entry.type === "list" ? listPathOf(entry.selector) : null;
    return path && entry.type === "list"
      ? [{ path, ids: new Set(entry.items.map((item) => item.id)) }]
      : [];
  });
  return Object.fromEntries(
    Object.entries(map).filter(([, entry]) => {
      if (entry.type === "list" || entry.type === "section") return true;
      const eid = eidOfSelector(entry.selector);
      return lists.every(({ path, ids }) => {
        if (!eid.startsWith(`${path}.`)) return true;
        const id = eid.slice(path.length + 1).split(".")[0] ?? "";
        return !isAddedItem(id) || ids.has(id);
      });
    }),
  );
}

/** A list item's bar as first placed: its middle (`top`), right edge and width (page px). */
export interface BarPlace {
  key: string;
  top: number;
  right: number;
  width: number;
}

/**
 * Where each item bar goes so no two cover each other: in order down the page, a bar that
 * would overlap one placed before it (short items of nested lists, a tier's features) moves
 * just below it. Answers each bar's middle by key.
 */
export function spreadBars(bars: readonly BarPlace[], height: number): Map<string, number> {
  const placed: BarPlace[] = [];
  const tops = new Map<string, number>();
  for (const bar of [...bars].sort((a, b) => a.top - b.top)) {
    let top = bar.top;
    for (const other of placed) {
      const sideBySide =
        bar.right - bar.width < other.right && other.right - other.width < bar.right;
      if (sideBySide && Math.abs(top - other.top) < height) top = other.top + height;
    }
    placed.push({ ...bar, top });
    tops.set(bar.key, top);
  }
  return tops;
}
