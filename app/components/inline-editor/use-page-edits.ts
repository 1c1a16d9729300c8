import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { ButtonStyles, InlineContentEntry } from "~/schemas/inline-content";
import { TOAST_MS, toast } from "../ui/toaster";
import { useUnsavedChangesWarning } from "../ui/use-unsaved-changes-warning";
import type { EditorBoot } from "./boot";
import {
  applyStyles,
  EDITABLE_CLASSES,
  type EditableElement,
  entryOf,
  findEditableElements,
  showEntry,
  showHref,
} from "./dom";
import { type Edits, readStoredEdits, rememberDone, takeDone, writeStoredEdits } from "./entries";

/** The page's editable elements, marked editable (again, for ones found before). */
function makeEditable(): EditableElement[] {
  const found = findEditableElements();
  for (const target of found) {
    target.element.setAttribute("contenteditable", "plaintext-only");
    target.element.dataset.inlineEditable = target.type;
    target.element.setAttribute("spellcheck", "true");
    target.element.classList.add(...EDITABLE_CLASSES);
  }
  return found;
}

/**
 * The served page made editable: its editable elements, the edits typed into them (kept in
 * localStorage with the draft version they apply to until saved, and offered back after a
 * reload), button styles, the selected button, and leaving the page without the
 * unsaved-changes warning.
 */
export function usePageEdits(boot: EditorBoot, editing: boolean) {
  const [elements, setElements] = useState<EditableElement[]>([]);
  const [edits, setEdits] = useState<Edits>({});
  const [styles, setStyles] = useState<Record<string, ButtonStyles>>({});
  /** Addresses given to buttons and links, by selector (a button without one keeps its own). */
  const [hrefs, setHrefs] = useState<Record<string, string>>({});
  const [selected, setSelected] = useState<EditableElement | null>(null);
  const [offer, setOffer] = useState<Edits | null>(null);
  const state = boot.state;
  /** The draft version the edits apply to; a save or a resolved conflict moves it on. */
  const baseVersion = useRef(state?.version ?? 0);
  const leaving = useRef(false);
  // What the editor did before its own reload is said once per page load, not each time the
  // set-up below runs again (it does when the page's elements change).
  const doneTaken = useRef(false);
  const dirty = Object.keys(edits).length > 0;

  // Enter editing: text elements and buttons become editable.
  useEffect(() => {
    if (!editing) return;
    const found = makeEditable();
    setElements(found);
    const initialStyles: Record<string, ButtonStyles> = {};
    const initialHrefs: Record<string, string> = {};
    for (const entry of Object.values(state?.draft ?? {})) {
      if (entry.type === "button") initialStyles[entry.selector] = entry.styles;
      if ((entry.type === "button" || entry.type === "link") && entry.href !== undefined) {
        initialHrefs[entry.selector] = entry.href;
      }
    }
    setStyles(initialStyles);
    setHrefs(initialHrefs);
    // After the editor's own reload, what it did (one toast at a time); else how to start.
    const done = doneTaken.current ? null : takeDone(boot.pagePath);
    doneTaken.current = true;
    if (done) toast.success(done, TOAST_MS.normal);
    else {
      toast.info(
        boot.isTemplate
          ? "Editing enabled. This is the page template: saving creates the page."
          : "Editing enabled. Click any text or button to change it.",
        TOAST_MS.normal,
      );
    }
    const stored = readStoredEdits(boot.pagePath);
    if (stored) setOffer(stored.edits);
    return () => {
      for (const target of found) {
        target.element.removeAttribute("contenteditable");
        target.element.classList.remove(...EDITABLE_CLASSES);
      }
    };
  }, [editing, boot, state]);

  /**
   * Sets (or with null drops) edits by selector and stores the edits for a reload. Structure
   * changes (structure-controls.tsx) come in here too.
   */
  const putEdits = useCallback(
    (changes: Record<string, InlineContentEntry | null>) => {
      setEdits((current) => {
        const next = { ...current };
        for (const [selector, entry] of Object.entries(changes)) {
          if (entry) next[selector] = entry;
          else delete next[selector];
        }
        writeStoredEdits(boot.pagePath, {
          baseVersion: baseVersion.current,
          edits: next,
          savedAt: new Date().toISOString(),
        });
        return next;
      });
    },
    [boot.pagePath],
  );

  /** Records what an element holds now as an edit. */
  const record = useCallback(
    (target: EditableElement, next: { styles?: ButtonStyles; href?: string } = {}) => {
      const entryStyles = next.styles ?? styles[target.selector];
      const href = next.href ?? hrefs[target.selector];
      putEdits({ [target.selector]: entryOf(target, entryStyles, href) });
    },
    [putEdits, styles, hrefs],
  );

  /** Elements added to the page since (a copied list item) become editable too. */
  const editsRef = useRef(edits);
  editsRef.current = edits;
  const rescan = useCallback(() => {
    const found = makeEditable();
    // A copy made from restored edits shows the words typed into it, not its source's.
    for (const target of found) {
      const entry = editsRef.current[target.selector];
      if (entry && entry.type === target.type) showEntry(target, entry);
    }
    setElements(found);
  }, []);

  // Typing and clicking inside the page.
  useEffect(() => {
    if (!editing) return;
    const byElement = new Map(elements.map((target) => [target.element, target]));
    const targetOf = (node: EventTarget | null) => {
      const element = node instanceof Element ? node.closest<HTMLElement>("[data-eid]") : null;
      return element ? byElement.get(element) : undefined;
    };
    const onInput = (event: Event) => {
      const target = targetOf(event.target);
      if (target) record(target);
    };
    const onClick = (event: MouseEvent) => {
      const target = targetOf(event.target);
      if (!target) return;
      if (target.type !== "text") {
        event.preventDefault();
        setSelected(target);
      }
    };
    const onKeyDown = (event: KeyboardEvent) => {
      // One line per element: Enter ends the edit instead of adding markup.
      const type = targetOf(event.target)?.type;
      if (event.key === "Enter" && (type === "button" || type === "link")) {
        event.preventDefault();
      }
    };
    document.addEventListener("input", onInput, true);
    document.addEventListener("click", onClick, true);
    document.addEventListener("keydown", onKeyDown, true);
    return () => {
      document.removeEventListener("input", onInput, true);
      document.removeEventListener("click", onClick, true);
      document.removeEventListener("keydown", onKeyDown, true);
    };
  }, [editing, elements, record]);

  // Leaving with unsaved edits asks first.
  useUnsavedChangesWarning(dirty, leaving);

  const targetsBySelector = useMemo(
    () => new Map(elements.map((target) => [target.selector, target])),
    [elements],
  );
  const proposedKeys = useMemo(
    () => Object.fromEntries(elements.map((target) => [target.selector, target.key])),
    [elements],
  );

  /**
   * Drops the stored edits and goes to `href` (or reloads) after `delay` ms, unasked. `done`
   * says what just happened, as a toast now; with `sayAgain`, also once the page has reloaded
   * (a restore, whose page otherwise comes back with nothing to show for it).
   */
  const leave = (href: string | null, delay: number, done?: string, sayAgain = false) => {
    leaving.current = true;
    writeStoredEdits(boot.pagePath, null);
    if (done) {
      toast.success(done);
      if (!href && sayAgain) rememberDone(boot.pagePath, done);
    }
    window.setTimeout(() => {
      if (href) window.location.assign(href);
      else window.location.reload();
    }, delay);
  };

  const restoreOffered = () => {
    if (!offer) return;
    const next: Edits = {};
    const nextStyles = { ...styles };
    const nextHrefs = { ...hrefs };
    for (const [selector, entry] of Object.entries(offer)) {
      const target = targetsBySelector.get(selector);
      // The words of an added copy wait for the copy (the structure controls make it).
      if (!target && /\.n\d+(\.|"\]$)/.test(selector)) next[selector] = entry;
      if (!target || target.type !== entry.type) continue;
      showEntry(target, entry);
      if (entry.type === "button") nextStyles[selector] = entry.styles;
      if ((entry.type === "button" || entry.type === "link") && entry.href !== undefined) {
        nextHrefs[selector] = entry.href;
      }
      next[selector] = entry;
    }
    for (const [selector, entry] of Object.entries(offer)) {
      // Lists and sections are the structure controls' to show (they read `edits`).
      if (entry.type === "list" || entry.type === "section" || entry.type === "sections") {
        next[selector] = entry;
      }
    }
    setStyles(nextStyles);
    setHrefs(nextHrefs);
    setEdits(next);
    setOffer(null);
    toast.info("Unsaved changes restored");
  };

  const discardOffered = () => {
    writeStoredEdits(boot.pagePath, null);
    setOffer(null);
  };

  const changeStyles = (target: EditableElement, next: ButtonStyles) => {
    applyStyles(target.element, next);
    setStyles((current) => ({ ...current, [target.selector]: next }));
    record(target, { styles: next });
  };

  /** Points a button or link somewhere else (the href was checked by HrefSchema). */
  const changeHref = (target: EditableElement, href: string) => {
    showHref(target, href);
    setHrefs((current) => ({ ...current, [target.selector]: href }));
    record(target, { href });
  };

  return {
    baseVersion,
    edits,
    setEdits,
    dirty,
    styles,
    changeStyles,
    hrefs,
    changeHref,
    putEdits,
    rescan,
    selected,
    setSelected,
    offer,
    restoreOffered,
    discardOffered,
    targetsBySelector,
    proposedKeys,
    leave,
  };
}
