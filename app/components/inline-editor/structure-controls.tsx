import { ArrowDown, ArrowUp, CopyPlus, Eye, EyeOff, Trash2 } from "lucide-react";
import { memo, useEffect, useMemo, useState } from "react";
import { itemName, sectionName } from "~/lib/element-names";
import type { InlineContentEntry, InlineContentMap } from "~/schemas/inline-content";
import {
  type ListEntry,
  listSelector,
  type SectionEntry,
  sectionSelector,
} from "~/schemas/inline-structure";
import type { Edits } from "./entries";
import {
  copiedFieldEntries,
  fieldsOf,
  findLists,
  findSections,
  nextAddedId,
  type PageList,
  rememberItems,
  servedList,
  servedSection,
  showList,
  showSection,
  withCopy,
  withHidden,
  withMove,
  withoutItem,
} from "./structure";

const CONTROL =
  "inline-flex size-8 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent-600 disabled:cursor-not-allowed disabled:text-slate-400";
const BAR =
  "absolute z-[44] flex items-center gap-0.5 rounded-md border border-slate-300 bg-white p-0.5 shadow-md";
const BADGE = "rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900";

interface Props {
  draft: InlineContentMap;
  edits: Edits;
  putEdits: (changes: Record<string, InlineContentEntry | null>) => void;
  /** The page gained elements (a copied item's fields): make them editable. */
  rescan: () => void;
}

/** Where an element is on the page (document coordinates). */
function boxOf(element: HTMLElement) {
  const rect = element.getBoundingClientRect();
  return {
    top: rect.top + window.scrollY,
    left: rect.left + window.scrollX,
    right: rect.right + window.scrollX,
    shown: rect.width > 0 || rect.height > 0,
  };
}

/**
 * The page's structure controls: on each item of a repeated list Move up, Move down, Add (a
 * copy after it), Hide/Show and Remove; on each section Hide section/Show section. A change is
 * a list or section entry among the edits (saved, published and restored like words) and
 * shows on the page at once.
 */
export const StructureControls = memo(function StructureControls({
  draft,
  edits,
  putEdits,
  rescan,
}: Props) {
  const [page] = useState(() => {
    const lists = findLists();
    for (const list of lists) rememberItems(list);
    const sections = findSections();
    return {
      lists,
      sections,
      served: {
        lists: new Map(lists.map((list) => [list.path, servedList(list, draft)])),
        sections: new Map(
          [...sections].map(([name, element]) => [name, servedSection(name, element)]),
        ),
      },
    };
  });
  const [, setLayout] = useState(0);

  const listEntry = (list: PageList): ListEntry => {
    const edit = edits[listSelector(list.path)];
    return edit?.type === "list"
      ? edit
      : (page.served.lists.get(list.path) ?? servedList(list, draft));
  };
  const sectionEntry = (name: string): SectionEntry => {
    const edit = edits[sectionSelector(name)];
    if (edit?.type === "section") return edit;
    return (
      page.served.sections.get(name) ?? {
        type: "section",
        selector: sectionSelector(name),
        hidden: false,
      }
    );
  };

  // The structure edits, as one value: the page changes only when they do.
  const structure = useMemo(
    () =>
      JSON.stringify(
        Object.values(edits).filter((entry) => entry.type === "list" || entry.type === "section"),
      ),
    [edits],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: `structure` stands for the entries read
  useEffect(() => {
    let copied = false;
    for (const list of page.lists) copied = showList(list, listEntry(list)) || copied;
    for (const [name, element] of page.sections) showSection(element, sectionEntry(name).hidden);
    if (copied) rescan();
    setLayout((n) => n + 1);
  }, [structure]);

  // Controls follow their items when the page's layout changes.
  useEffect(() => {
    const relayout = () => setLayout((n) => n + 1);
    const observer = new ResizeObserver(relayout);
    observer.observe(document.body);
    window.addEventListener("resize", relayout);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", relayout);
    };
  }, []);

  const changeList = (list: PageList, next: ListEntry, more: Edits = {}) =>
    putEdits({ [listSelector(list.path)]: next, ...more });

  const addAfter = (list: PageList, entry: ListEntry, index: number) => {
    const pool = rememberItems(list);
    const source = entry.items[index];
    const element = source ? pool.get(source.id) : undefined;
    if (!source || !element) return;
    const id = nextAddedId(entry.items, pool.keys());
    const fields = fieldsOf(element).map((field) => ({
      eid: field.dataset.eid ?? "",
      text: field.textContent ?? "",
    }));
    changeList(
      list,
      withCopy(entry, index, id),
      copiedFieldEntries(list.path, source.id, id, fields),
    );
  };

  return (
    <aside aria-label="Page structure" data-inline-editor="" data-testid="structure-controls">
      {[...page.sections].map(([name, element]) => {
        const { hidden } = sectionEntry(name);
        const box = boxOf(element);
        if (!box.shown) return null;
        const label = sectionName(name);
        return (
          <fieldset
            key={`section:${name}`}
            aria-label={label}
            className={BAR}
            style={{ top: box.top + 8, left: box.left + 8 }}
          >
            <button
              type="button"
              className={`${CONTROL} w-auto gap-1 px-2 text-xs font-medium`}
              aria-label={`${hidden ? "Show section" : "Hide section"}: ${label}`}
              onClick={() =>
                putEdits({
                  [sectionSelector(name)]: {
                    type: "section",
                    selector: sectionSelector(name),
                    hidden: !hidden,
                  },
                })
              }
            >
              {hidden ? (
                <Eye aria-hidden className="size-4" />
              ) : (
                <EyeOff aria-hidden className="size-4" />
              )}
              {hidden ? "Show section" : "Hide section"}
            </button>
            {hidden && <span className={BADGE}>Hidden for visitors</span>}
          </fieldset>
        );
      })}
      {page.lists.map((list) => {
        const entry = listEntry(list);
        const pool = rememberItems(list);
        return entry.items.map((item, index) => {
          const element = pool.get(item.id);
          if (!element?.isConnected) return null;
          const box = boxOf(element);
          if (!box.shown) return null;
          const label = itemName(list.path, index + 1);
          const last = index === entry.items.length - 1;
          return (
            <fieldset
              key={`${list.path}:${item.id}`}
              aria-label={label}
              className={BAR}
              style={{ top: box.top, left: box.right, transform: "translate(-100%, -50%)" }}
            >
              {item.hidden && <span className={BADGE}>Hidden for visitors</span>}
              <button
                type="button"
                className={CONTROL}
                aria-label={`Move ${label} up`}
                title="Move up"
                disabled={index === 0}
                onClick={() => changeList(list, withMove(entry, index, -1))}
              >
                <ArrowUp aria-hidden className="size-4" />
              </button>
              <button
                type="button"
                className={CONTROL}
                aria-label={`Move ${label} down`}
                title="Move down"
                disabled={last}
                onClick={() => changeList(list, withMove(entry, index, 1))}
              >
                <ArrowDown aria-hidden className="size-4" />
              </button>
              <button
                type="button"
                className={CONTROL}
                aria-label={`Add an item after ${label}`}
                title="Add a copy after this one"
                onClick={() => addAfter(list, entry, index)}
              >
                <CopyPlus aria-hidden className="size-4" />
              </button>
              <button
                type="button"
                className={CONTROL}
                aria-label={
                  item.hidden ? `Show ${label} to visitors` : `Hide ${label} from visitors`
                }
                title={item.hidden ? "Show to visitors" : "Hide from visitors"}
                onClick={() => changeList(list, withHidden(entry, index, !item.hidden))}
              >
                {item.hidden ? (
                  <Eye aria-hidden className="size-4" />
                ) : (
                  <EyeOff aria-hidden className="size-4" />
                )}
              </button>
              <button
                type="button"
                className={`${CONTROL} text-danger-700`}
                aria-label={`Remove ${label}`}
                title="Remove"
                disabled={entry.items.length === 1}
                onClick={() => changeList(list, withoutItem(entry, index))}
              >
                <Trash2 aria-hidden className="size-4" />
              </button>
            </fieldset>
          );
        });
      })}
    </aside>
  );
});
