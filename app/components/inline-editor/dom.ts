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
  type: "text" | "button" | "link";
  eid: string;
  selector: string;
  element: HTMLElement;
  /** The text as served (with the draft applied), to tell an edit from a no-op. */
  servedText: string;
  servedStyle: string;
  /** A button's or link's address as served (null for text). */
  servedHref: string | null;
}

/**
 * A post's body block (app/lib/markdown.ts addBlockEids: `b-{hash}`, `-2` for repeats): a link
 * there is a link in running text (link_element), anywhere else a link is a button.
 */
const BODY_BLOCK_EID = /^b-[0-9a-z]{7}(?:-\d+)?$/;

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

/** What kind of entry an editable element makes. */
function kindOf(element: HTMLElement, eid: string): EditableElement["type"] {
  if (!element.matches("a, button")) return "text";
  return element.matches("a") && BODY_BLOCK_EID.test(eid) ? "link" : "button";
}

/**
 * Editable elements in document order (spec §5): `data-eid` elements not inside nav, header
 * or footer, holding no media or form controls, and not empty. Links in a post's body are
 * links (text plus address); other links and buttons are "buttons" (text, styles, address);
 * everything else is text. Keys number each kind in order, so two editors of one page use the
 * same keys.
 */
export function findEditableElements(root: ParentNode = document): EditableElement[] {
  const found: EditableElement[] = [];
  const counts = { text: 0, button: 0, link: 0 };
  for (const element of root.querySelectorAll<HTMLElement>("[data-eid]")) {
    const eid = element.dataset.eid;
    if (!eid) continue;
    if (element.closest("nav, header, footer, [data-inline-editor]")) continue;
    if (element.querySelector(MEDIA_OR_CONTROLS)) continue;
    if ((element.textContent ?? "").trim() === "") continue;
    const type = kindOf(element, eid);
    counts[type] += 1;
    found.push({
      key: `${type}_element_${counts[type]}`,
      type,
      eid,
      selector: eidSelector(eid),
      element,
      servedText: element.textContent ?? "",
      servedStyle: element.getAttribute("style") ?? "",
      servedHref: type === "text" ? null : element.getAttribute("href"),
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
    showHref(target, target.servedHref ?? undefined);
    return;
  }
  if (!isElementEntry(entry)) return;
  if (element.textContent !== entry.content) element.textContent = entry.content;
  if (entry.type === "button") applyStyles(element, entry.styles);
  if (entry.type !== "text") showHref(target, entry.href ?? target.servedHref ?? undefined);
}

/** Points a link or button at `href` (a `<button>` has none). */
export function showHref(target: EditableElement, href: string | undefined): void {
  if (!target.element.matches("a") || href === undefined) return;
  target.element.setAttribute("href", href);
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

/**
 * The entry an element holds now: its text, for a button the styles it was given, and for a
 * button or link the address it was given (a button given none keeps the page's own).
 */
export function entryOf(
  target: EditableElement,
  styles: ButtonStyles | undefined,
  href: string | undefined,
): InlineContentEntry {
  const content = target.element.textContent ?? "";
  const { selector } = target;
  if (target.type === "button") {
    const entry = { type: "button" as const, content, selector, styles: styles ?? {} };
    return href === undefined ? entry : { ...entry, href };
  }
  if (target.type === "link") {
    return { type: "link", content, selector, href: href ?? target.servedHref ?? "" };
  }
  return { type: "text", content, selector };
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
