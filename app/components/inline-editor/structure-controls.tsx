import { ArrowDown, ArrowUp, CopyPlus, Eye, EyeOff, Plus, Trash2 } from "lucide-react";
import { memo, useEffect, useMemo, useRef, useState } from "react";
import { libraryEntry } from "~/content/section-library";
import { isPartName, sectionName } from "~/lib/element-names";
import type { InlineContentEntry, InlineContentMap } from "~/schemas/inline-content";
import {
  type ListEntry,
  listSelector,
  type SectionEntry,
  sectionSelector,
} from "~/schemas/inline-structure";
import {
  type AddableSectionType,
  PAGE_SECTIONS_SELECTOR,
  type PageSectionsEntry,
  type SectionLook,
} from "~/schemas/sections";
import type { Edits } from "./entries";
import { ItemBars } from "./item-bars";
import { entryAt, renderedSections, sectionsToRender, structureOf } from "./live-structure";
import {
  copiedSectionWords,
  lookOf,
  nextSectionKey,
  servedSections,
  showSections,
  withoutSection,
  withSectionAdded,
  withSectionCopied,
  withSectionLook,
  withSectionMoved,
} from "./page-sections";
import { SectionPicker } from "./section-picker";
import {
  hasStyleChoices,
  SectionStyleDialog,
  StyleButton,
  type StyledSection,
  styledSection,
} from "./section-style";
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
} from "./structure";
import { BADGE, BAR, BarButton, boxOf, CONTROL } from "./structure-bars";

interface Props {
  /** The saved draft: as served, then as the others save it (issue 36). */
  draft: InlineContentMap;
  edits: Edits;
  putEdits: (changes: Record<string, InlineContentEntry | null>) => void;
  /** The page gained elements (a copied item's fields): make them editable. */
  rescan: () => void;
  /**
   * Saves the draft with the pending edits and `changes`, then reloads the page saying `done`:
   * for a section only the server can render (an added or copied one).
   */
  saveAndReload: (changes: Edits, done: string) => Promise<void>;
}

/**
 * A section's name for people: a code page's part by its name ("FAQ section"), any other
 * (added, copied, from a template) by its type ("Pricing tiers section"), never its key.
 */
function sectionLabel(key: string, element: HTMLElement | undefined): string {
  const entry = isPartName(key) ? undefined : libraryEntry(element?.dataset.section ?? "");
  return entry ? `${entry.label} section` : sectionName(key);
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
  saveAndReload,
}: Props) {
  const [adding, setAdding] = useState<number | null>(null);
  const [styling, setStyling] = useState<StyledSection | null>(null);
  const [busy, setBusy] = useState(false);
  const [page] = useState(() => {
    const lists = findLists();
    for (const list of lists) rememberItems(list);
    const sections = findSections();
    return {
      lists,
      sections,
      // A page made of sections (it has a hero section) can gain, lose and reorder them.
      hero: document.querySelector<HTMLElement>('[data-section="hero"]'),
      /** The draft the page was served with (the served DOM shows it). */
      draft,
      served: {
        lists: new Map(lists.map((list) => [list.path, servedList(list, draft)])),
        sections: new Map(
          [...sections].map(([name, element]) => [name, servedSection(name, element)]),
        ),
      },
    };
  });
  const [, setLayout] = useState(0);
  const composable = page.hero !== null;

  /**
   * What the saved draft shows at `selector`: its entry; the code's when the others took theirs
   * out since; else the page as served.
   */
  const saved = (selector: string) => {
    const entry = entryAt(draft, selector);
    if (entry) return entry;
    return entryAt(page.draft, selector) ? ("code" as const) : undefined;
  };
  const listEntry = (list: PageList): ListEntry => {
    const selector = listSelector(list.path);
    const edit = edits[selector] ?? saved(selector);
    if (typeof edit === "object" && edit.type === "list") return edit;
    if (edit === "code") {
      const items = Array.from({ length: list.size }, (_, index) => ({ id: String(index) }));
      return { type: "list", selector, items };
    }
    return page.served.lists.get(list.path) ?? servedList(list, draft);
  };
  const sectionEntry = (name: string): SectionEntry => {
    const selector = sectionSelector(name);
    const edit = edits[selector] ?? saved(selector);
    if (typeof edit === "object" && edit.type === "section") return edit;
    return (
      (edit === undefined && page.served.sections.get(name)) || {
        type: "section",
        selector,
        hidden: false,
      }
    );
  };

  /** The page's order of sections: the pending one, else the draft's, else as served. */
  const sectionsEntry = (): PageSectionsEntry => {
    const pending = edits[PAGE_SECTIONS_SELECTOR];
    if (pending?.type === "sections") return pending;
    const saved = Object.values(draft).find((entry) => entry.type === "sections");
    return saved?.type === "sections" ? saved : servedSections(page.sections);
  };
  const changeSections = (next: PageSectionsEntry) => putEdits({ [PAGE_SECTIONS_SELECTOR]: next });
  const sectionKeys = () => sectionsEntry().items.map((item) => item.key);
  const addSection = async (type: AddableSectionType, variant: string) => {
    if (adding === null) return;
    const entry = sectionsEntry();
    const key = nextSectionKey(entry.items, page.sections.keys());
    setBusy(true);
    await saveAndReload(
      { [PAGE_SECTIONS_SELECTOR]: withSectionAdded(entry, adding, key, type, variant) },
      "Section added. Change its words in place; visitors see it once you publish.",
    );
    setBusy(false);
    setAdding(null);
  };
  const duplicateSection = async (index: number) => {
    const entry = sectionsEntry();
    const source = entry.items[index]?.key ?? "";
    const key = nextSectionKey(entry.items, page.sections.keys());
    setBusy(true);
    await saveAndReload(
      {
        [PAGE_SECTIONS_SELECTOR]: withSectionCopied(entry, index, key),
        // The copy starts with the words the section shows now, not the code's.
        ...copiedSectionWords(page.sections.get(source), source, key),
      },
      "Section duplicated. Visitors see it once you publish.",
    );
    setBusy(false);
  };

  const openStyle = (key: string, element: HTMLElement, label: string) =>
    setStyling(styledSection(key, element, label, lookOf(sectionsEntry(), key)));
  const applyStyle = async (look: SectionLook) => {
    if (!styling) return;
    setBusy(true);
    await saveAndReload(
      { [PAGE_SECTIONS_SELECTOR]: withSectionLook(sectionsEntry(), styling.key, look) },
      "Section style changed. Visitors see it once you publish.",
    );
    setBusy(false);
    setStyling(null);
  };
  const heroBox = page.hero?.isConnected ? boxOf(page.hero) : null;

  // The structure edits, as one value: the page changes only when they do.
  const structure = useMemo(
    () =>
      JSON.stringify(
        Object.values(edits).filter(
          (entry) => entry.type === "list" || entry.type === "section" || entry.type === "sections",
        ),
      ),
    [edits],
  );

  const theirs = useMemo(() => structureOf(draft), [draft]);
  const shownDraft = useRef(draft);
  // Still in edit mode (a fetched section arriving after it left is dropped).
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  /** Shows the structure: the pending edits over the saved draft. */
  const show = (gained = false) => {
    let copied = gained;
    for (const list of page.lists) copied = showList(list, listEntry(list)) || copied;
    for (const [name, element] of page.sections) showSection(element, sectionEntry(name).hidden);
    showSections(page.sections, sectionsEntry());
    if (copied) rescan();
    setLayout((n) => n + 1);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: `structure` and `theirs` stand for the entries read
  useEffect(() => {
    const before = shownDraft.current;
    shownDraft.current = draft;
    show();
    if (before === draft) return;
    const render = sectionsToRender(before, draft, new Set(page.sections.keys()), edits);
    if (render.length === 0) return;
    // The others added, copied or restyled sections: the server renders them for this page
    // (kept even if this editor changes something meanwhile; only leaving edit mode drops them).
    void renderedSections(render).then((fresh) => {
      if (!mounted.current || fresh.size === 0) return;
      for (const [key, element] of fresh) {
        const current = key === "hero" ? page.hero : page.sections.get(key);
        if (current?.isConnected) current.replaceWith(element);
        if (key === "hero") page.hero = element;
        else page.sections.set(key, element);
      }
      show(true);
      // Once on the page, the lists in them are the page's too (an added FAQ's questions).
      page.lists = findLists();
      for (const list of page.lists) rememberItems(list);
      setLayout((n) => n + 1);
    });
  }, [structure, theirs]);

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

  const order = composable ? sectionKeys() : [];
  // "Add section" sits on the top edge of each section in the order, and under the last one.
  const addPoints = order.flatMap((key, index) => {
    const element = page.sections.get(key);
    if (!element?.isConnected) return [];
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 && rect.height === 0) return [];
    const point = {
      top: rect.top + window.scrollY,
      left: rect.left + window.scrollX + rect.width / 2,
    };
    const points = [{ index, ...point }];
    if (index === order.length - 1) {
      points.push({ index: order.length, top: rect.bottom + window.scrollY, left: point.left });
    }
    return points;
  });

  return (
    <aside aria-label="Page structure" data-inline-editor="" data-testid="structure-controls">
      {[...page.sections].map(([name, element]) => {
        const { hidden } = sectionEntry(name);
        if (!element.isConnected) return null;
        const box = boxOf(element);
        if (!box.shown) return null;
        const label = sectionLabel(name, element);
        const index = order.indexOf(name);
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
            {composable && hasStyleChoices(element.dataset.section ?? "") && (
              <StyleButton
                label={label}
                className={CONTROL}
                disabled={busy}
                onClick={() => openStyle(name, element, label)}
              />
            )}
            {index >= 0 && (
              <>
                <BarButton
                  label={`Move ${label} up`}
                  title="Move up"
                  icon={ArrowUp}
                  disabled={index === 0 || busy}
                  onClick={() => changeSections(withSectionMoved(sectionsEntry(), index, -1))}
                />
                <BarButton
                  label={`Move ${label} down`}
                  title="Move down"
                  icon={ArrowDown}
                  disabled={index === order.length - 1 || busy}
                  onClick={() => changeSections(withSectionMoved(sectionsEntry(), index, 1))}
                />
                <BarButton
                  label={`Duplicate ${label}`}
                  title="Duplicate (saves and reloads)"
                  icon={CopyPlus}
                  disabled={busy}
                  onClick={() => duplicateSection(index)}
                />
                <BarButton
                  label={`Remove ${label}`}
                  title="Remove"
                  icon={Trash2}
                  disabled={busy}
                  danger
                  onClick={() => changeSections(withoutSection(sectionsEntry(), index))}
                />
              </>
            )}
          </fieldset>
        );
      })}
      {page.hero && heroBox?.shown && (
        <fieldset
          aria-label="Hero section"
          className={BAR}
          // At its bottom right: its breadcrumbs and words start at the top left.
          style={{
            top: heroBox.bottom - 8,
            left: heroBox.right - 8,
            transform: "translate(-100%, -100%)",
          }}
        >
          <StyleButton
            label="Hero section"
            className={CONTROL}
            disabled={busy}
            onClick={() => page.hero && openStyle(page.hero.id, page.hero, "Hero section")}
          />
        </fieldset>
      )}
      <SectionStyleDialog
        section={styling}
        busy={busy}
        onClose={() => setStyling(null)}
        onApply={(look) => void applyStyle(look)}
      />
      {addPoints.map(({ index, top, left }) => (
        <div
          key={`add:${index}`}
          className="absolute z-[44] -translate-x-1/2 -translate-y-1/2"
          style={{ top, left }}
        >
          <button
            type="button"
            className="inline-flex items-center gap-1 rounded-full border border-accent-600 bg-white px-3 py-1 text-xs font-semibold text-accent-700 shadow-md hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent-600"
            aria-label={
              index < order.length
                ? `Add section before the ${sectionLabel(order[index] ?? "", page.sections.get(order[index] ?? "")).replace(/^[A-Z]/, (c) => c.toLowerCase())}`
                : "Add section at the end"
            }
            onClick={() => setAdding(index)}
          >
            <Plus aria-hidden className="size-3.5" /> Add section
          </button>
        </div>
      ))}
      <SectionPicker
        open={adding !== null}
        onOpenChange={(open) => {
          if (!open) setAdding(null);
        }}
        busy={busy}
        onAdd={(type, variant) => void addSection(type, variant)}
      />
      <ItemBars
        lists={page.lists}
        listEntry={listEntry}
        onChange={changeList}
        onAddAfter={addAfter}
      />
    </aside>
  );
});
