import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { ButtonStyles } from "~/schemas/inline-content";
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
} from "./dom";
import { type Edits, readStoredEdits, writeStoredEdits } from "./entries";

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
  const [selected, setSelected] = useState<EditableElement | null>(null);
  const [offer, setOffer] = useState<Edits | null>(null);
  const state = boot.state;
  /** The draft version the edits apply to; a save or a resolved conflict moves it on. */
  const baseVersion = useRef(state?.version ?? 0);
  const leaving = useRef(false);
  const dirty = Object.keys(edits).length > 0;

  // Enter editing: text elements and buttons become editable.
  useEffect(() => {
    if (!editing) return;
    const found = findEditableElements();
    setElements(found);
    for (const target of found) {
      target.element.setAttribute("contenteditable", "plaintext-only");
      target.element.dataset.inlineEditable = target.type;
      target.element.setAttribute("spellcheck", "true");
      target.element.classList.add(...EDITABLE_CLASSES);
    }
    const initialStyles: Record<string, ButtonStyles> = {};
    for (const entry of Object.values(state?.draft ?? {})) {
      if (entry.type === "button") initialStyles[entry.selector] = entry.styles;
    }
    setStyles(initialStyles);
    toast.info(
      boot.isTemplate
        ? "Editing enabled. This is the page template: saving creates the page."
        : "Editing enabled. Click any text or button to change it.",
      TOAST_MS.normal,
    );
    const stored = readStoredEdits(boot.pagePath);
    if (stored) setOffer(stored.edits);
    return () => {
      for (const target of found) {
        target.element.removeAttribute("contenteditable");
        target.element.classList.remove(...EDITABLE_CLASSES);
      }
    };
  }, [editing, boot, state]);

  /** Records what an element holds now as an edit (and stores the edits for a reload). */
  const record = useCallback(
    (target: EditableElement, nextStyles?: ButtonStyles) => {
      const entryStyles = nextStyles ?? styles[target.selector];
      const entry = entryOf(target, entryStyles);
      setEdits((current) => {
        const next = { ...current, [target.selector]: entry };
        writeStoredEdits(boot.pagePath, {
          baseVersion: baseVersion.current,
          edits: next,
          savedAt: new Date().toISOString(),
        });
        return next;
      });
    },
    [boot.pagePath, styles],
  );

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
      if (target.type === "button") {
        event.preventDefault();
        setSelected(target);
      }
    };
    const onKeyDown = (event: KeyboardEvent) => {
      // One line per element: Enter ends the edit instead of adding markup.
      if (event.key === "Enter" && targetOf(event.target)?.type === "button") {
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

  /** Drops the stored edits and goes to `href` (or reloads) after `delay` ms, unasked. */
  const leave = (href: string | null, delay: number) => {
    leaving.current = true;
    writeStoredEdits(boot.pagePath, null);
    window.setTimeout(() => {
      if (href) window.location.assign(href);
      else window.location.reload();
    }, delay);
  };

  const restoreOffered = () => {
    if (!offer) return;
    const next: Edits = {};
    const nextStyles = { ...styles };
    for (const [selector, entry] of Object.entries(offer)) {
      const target = targetsBySelector.get(selector);
      if (!target || target.type !== entry.type) continue;
      showEntry(target, entry);
      if (entry.type === "button") nextStyles[selector] = entry.styles;
      next[selector] = entry;
    }
    setStyles(nextStyles);
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
    record(target, next);
  };

  return {
    baseVersion,
    edits,
    setEdits,
    dirty,
    styles,
    changeStyles,
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
