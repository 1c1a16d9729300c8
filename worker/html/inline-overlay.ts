import {
  type ButtonStyles,
  buttonStyleDeclarations,
  EID_SELECTOR_PATTERN,
  eidOfSelector,
  type InlineContentMap,
  isElementEntry,
} from "../../app/schemas/inline-content";

/** A button's saved styles as one `style` attribute's text. */
export function buttonStyleText(styles: ButtonStyles): string {
  return buttonStyleDeclarations(styles)
    .map(([, property, value]) => `${property}:${value}`)
    .join(";");
}

/** What one element gets: its text, its address (links, buttons) and a button's declarations. */
interface ElementEdit {
  content: string;
  href: string | undefined;
  declarations: string;
}

/** A map compiled once (maps come from a parse cache, so the same object returns). */
const compiled = new WeakMap<InlineContentMap, Map<string, ElementEdit>>();

function compile(map: InlineContentMap): Map<string, ElementEdit> {
  const known = compiled.get(map);
  if (known) return known;
  const edits = new Map<string, ElementEdit>();
  for (const entry of Object.values(map)) {
    if (!isElementEntry(entry) || !EID_SELECTOR_PATTERN.test(entry.selector)) continue;
    edits.set(eidOfSelector(entry.selector), {
      content: entry.content,
      href: entry.type === "text" ? undefined : entry.href,
      declarations: entry.type === "button" ? buttonStyleText(entry.styles) : "",
    });
  }
  compiled.set(map, edits);
  return edits;
}

/**
 * Applies a saved inline-content map to an HTML response at the edge. Text is always set as
 * escaped text (a `<script>` string arrives as text); a link's or button's address replaces its
 * href (validated by HrefSchema); button styles are appended to the element's own style. The
 * page's structure (lists, hidden sections) was applied by the server render. Entries whose
 * selector is not a `data-eid` selector are ignored, and so are the elements in `inData`: the
 * render set their words, address and styles from the page's data already.
 * One `[data-eid]` handler looks each element up (cheaper than one selector per entry).
 */
export function applyInlineContent(
  response: Response,
  map: InlineContentMap,
  inData: ReadonlySet<string> = new Set(),
): Response {
  const edits = compile(map);
  if (edits.size === 0) return response;
  return new HTMLRewriter()
    .on("[data-eid]", {
      element(element) {
        const eid = element.getAttribute("data-eid") ?? "";
        const edit = edits.get(eid);
        if (!edit || inData.has(eid)) return;
        element.setInnerContent(edit.content, { html: false });
        // Only on a link: an href on any other element would do nothing but mislead.
        // HTMLRewriter escapes only `"` in a value: an `&` it leaves would be read as a
        // character reference (`?a=1&copy=2`, a stored `&lt;`), so it is escaped here.
        if (edit.href && element.tagName === "a") {
          element.setAttribute("href", edit.href.replaceAll("&", "&amp;"));
        }
        if (edit.declarations) {
          const own = element.getAttribute("style");
          element.setAttribute("style", own ? `${own};${edit.declarations}` : edit.declarations);
        }
      },
    })
    .transform(response);
}

/**
 * Whether a map still has something for the edge to apply after a render that set the edits
 * of `inData` in the page's data (words, addresses, a call to action's styles): an edit of an
 * element that is not content data (a post's body block, an address the data has no place
 * for). When not, the render already shows every edit and the HTMLRewriter pass is skipped.
 */
export function edgeHasWork(map: InlineContentMap, inData: ReadonlySet<string>): boolean {
  for (const eid of compile(map).keys()) {
    if (!inData.has(eid)) return true;
  }
  return false;
}
