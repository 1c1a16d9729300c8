import {
  BUTTON_STYLE_PROPERTIES,
  type ButtonStyles,
  eidSelector,
  type InlineContentEntry,
  type InlineContentMap,
  isElementEntry,
} from "~/schemas/inline-content";

// The editor's view of the served page: which elements are editable, under which key, and how
// an entry shows on the element. Browser only.

export interface EditableElement {
  key: string;
  type: "text" | "button";
  eid: string;
  selector: string;
  element: HTMLElement;
  /** The text as served (with the draft applied), to tell an edit from a no-op. */
  servedText: string;
  servedStyle: string;
}

/** How an editable element shows it can be edited (Tailwind finds these classes here). */
export const EDITABLE_CLASSES = [
  "outline-dashed",
  "outline-1",
  "outline-offset-4",
  "outline-accent-400/70",
  "hover:outline-2",
  "focus:outline-2",
  "focus:outline-solid",
  "focus:outline-accent-500",
  "cursor-text",
];

const MEDIA_OR_CONTROLS = "img,svg,video,audio,picture,iframe,canvas,object,input,select,textarea";

/**
 * Editable elements in document order (spec §5): `data-eid` elements not inside nav, header
 * or footer, holding no media or form controls, and not empty. Links and buttons are
 * "buttons" (text plus styles); everything else is text. Keys number each kind in order, so
 * two editors of one page use the same keys.
 */
export function findEditableElements(root: ParentNode = document): EditableElement[] {
  const found: EditableElement[] = [];
  let texts = 0;
  let buttons = 0;
  for (const element of root.querySelectorAll<HTMLElement>("[data-eid]")) {
    const eid = element.dataset.eid;
    if (!eid) continue;
    if (element.closest("nav, header, footer, [data-inline-editor]")) continue;
    if (element.querySelector(MEDIA_OR_CONTROLS)) continue;
    if ((element.textContent ?? "").trim() === "") continue;
    const isButton = element.matches("a, button");
    const key = isButton ? `button_element_${++buttons}` : `text_element_${++texts}`;
    found.push({
      key,
      type: isButton ? "button" : "text",
      eid,
      selector: eidSelector(eid),
      element,
      servedText: element.textContent ?? "",
      servedStyle: element.getAttribute("style") ?? "",
    });
  }
  return found;
}

/** Shows an entry on its element: text as text, button styles inline. */
export function showEntry(target: EditableElement, entry: InlineContentEntry | undefined): void {
  const { element } = target;
  if (!entry) {
    element.textContent = target.servedText;
    element.setAttribute("style", target.servedStyle);
    return;
  }
  if (!isElementEntry(entry)) return;
  if (element.textContent !== entry.content) element.textContent = entry.content;
  if (entry.type === "button") applyStyles(element, entry.styles);
}

/** Sets the saved button styles on an element (values were validated before). */
export function applyStyles(element: HTMLElement, styles: ButtonStyles): void {
  for (const [key, property] of BUTTON_STYLE_PROPERTIES) {
    const value = styles[key];
    if (value) element.style.setProperty(property, value);
    else element.style.removeProperty(property);
  }
  if (styles.borderWidth) element.style.setProperty("border-style", "solid");
}

/** The entry an element holds now (its text, and for a button the styles it was given). */
export function entryOf(
  target: EditableElement,
  styles: ButtonStyles | undefined,
): InlineContentEntry {
  const content = target.element.textContent ?? "";
  if (target.type === "button") {
    return { type: "button", content, selector: target.selector, styles: styles ?? {} };
  }
  return { type: "text", content, selector: target.selector };
}

/** The key under which a map stores `selector`, if any. */
export function keyOfSelector(map: InlineContentMap, selector: string): string | undefined {
  return Object.entries(map).find(([, entry]) => entry.selector === selector)?.[0];
}

/** The spec's page sample: the first 1000 characters of the markup plus an ellipsis. */
export function htmlSample(): string {
  const html = document.documentElement.outerHTML;
  return html.length > 1000 ? `${html.slice(0, 1000)}...` : html;
}
