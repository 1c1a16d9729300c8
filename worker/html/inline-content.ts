import {
  type ButtonStyles,
  EID_SELECTOR_PATTERN,
  type InlineContentMap,
} from "../../app/schemas/inline-content";

const STYLE_PROPERTIES: Record<keyof ButtonStyles, string> = {
  backgroundColor: "background-color",
  color: "color",
  borderRadius: "border-radius",
  padding: "padding",
  fontSize: "font-size",
  fontWeight: "font-weight",
  borderColor: "border-color",
  borderWidth: "border-width",
};

/** Declarations for a button's saved styles; values were validated by ButtonStylesSchema. */
export function buttonStyleDeclarations(styles: ButtonStyles): string {
  const declarations: string[] = [];
  for (const [key, property] of Object.entries(STYLE_PROPERTIES)) {
    const value = styles[key as keyof ButtonStyles];
    if (value && !/[;{}<>"\\]/.test(value)) declarations.push(`${property}:${value}`);
  }
  if (styles.borderWidth) declarations.push("border-style:solid");
  return declarations.join(";");
}

/**
 * Applies a saved inline-content map to an HTML response at the edge. Text is always set as
 * escaped text (a `<script>` string arrives as text); button styles are appended to the
 * element's own style. Entries whose selector is not a `data-eid` selector are ignored.
 */
export function applyInlineContent(response: Response, map: InlineContentMap): Response {
  let rewriter = new HTMLRewriter();
  let rules = 0;
  for (const entry of Object.values(map)) {
    if (!EID_SELECTOR_PATTERN.test(entry.selector)) continue;
    rules++;
    rewriter = rewriter.on(entry.selector, {
      element(element) {
        element.setInnerContent(entry.content, { html: false });
        if (entry.type === "button") {
          const declarations = buttonStyleDeclarations(entry.styles);
          if (declarations) {
            const own = element.getAttribute("style");
            element.setAttribute("style", own ? `${own};${declarations}` : declarations);
          }
        }
      },
    });
  }
  return rules === 0 ? response : rewriter.transform(response);
}
