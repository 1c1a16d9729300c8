import {
  BUTTON_STYLE_PROPERTIES,
  type ButtonStyles,
  ButtonStylesSchema,
  FONT_SIZE_MAX,
  FONT_SIZE_MIN,
  FONT_WEIGHTS,
  MAX_LENGTH_PX,
} from "~/schemas/inline-content";

// The style an element shows, in the style panel's terms: colours as 6-digit hex, lengths in
// whole pixels within what ButtonStylesSchema accepts. The parsers are pure; readDesignedStyles
// needs the browser.

const RGB = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/i;
const HEX6 = /^#([0-9a-f]{6})$/i;
const HEX3 = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i;

const hexByte = (n: number) =>
  Math.round(Math.min(255, Math.max(0, n)))
    .toString(16)
    .padStart(2, "0");

/**
 * A CSS colour as `#rrggbb` (lower case): `rgb(29, 78, 216)`, `rgba(…)`, `rgb(29 78 216 / 50%)`
 * and hex. A fully transparent colour has none (undefined), as has any other notation.
 */
export function cssColorToHex(value: string): string | undefined {
  const text = value.trim();
  const hex6 = HEX6.exec(text);
  if (hex6) return `#${hex6[1]?.toLowerCase()}`;
  const hex3 = HEX3.exec(text);
  if (hex3)
    return `#${hex3
      .slice(1, 4)
      .map((d) => `${d}${d}`)
      .join("")}`.toLowerCase();
  const rgb = RGB.exec(text);
  if (!rgb) return undefined;
  const alpha = rgb[4];
  if (alpha !== undefined) {
    const a = alpha.endsWith("%") ? Number.parseFloat(alpha) / 100 : Number.parseFloat(alpha);
    if (a === 0) return undefined;
  }
  return `#${[rgb[1], rgb[2], rgb[3]].map((c) => hexByte(Number.parseFloat(c ?? "0"))).join("")}`;
}

/** A CSS length in px as whole pixels between `min` and `max` (undefined when not px). */
export function cssPixels(value: string, min = 0, max = MAX_LENGTH_PX): number | undefined {
  const match = /^(-?[\d.]+)px$/.exec(value.trim());
  if (!match) return undefined;
  const n = Math.round(Number.parseFloat(match[1] ?? ""));
  return Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : undefined;
}

/** The computed values the panel reads (a subset of CSSStyleDeclaration). */
export interface ShownStyle {
  backgroundColor: string;
  color: string;
  borderTopColor: string;
  borderTopLeftRadius: string;
  borderTopWidth: string;
  paddingTop: string;
  paddingRight: string;
  fontSize: string;
  fontWeight: string;
}

/**
 * What an element shows as ButtonStyles: every field the schema would accept as saved, so
 * the panel can show it and a step from it stays valid. `toHex` converts colours the parser
 * does not read (a browser may answer `oklch(…)`).
 */
export function stylesFromComputed(
  shown: ShownStyle,
  toHex: (value: string) => string | undefined = cssColorToHex,
): ButtonStyles {
  const px = (value: string) => {
    const n = cssPixels(value);
    return n === undefined ? undefined : `${n}px`;
  };
  const top = cssPixels(shown.paddingTop);
  const right = cssPixels(shown.paddingRight);
  const fontSize = cssPixels(shown.fontSize, FONT_SIZE_MIN, FONT_SIZE_MAX);
  const weight = shown.fontWeight.trim();
  const styles: ButtonStyles = {
    backgroundColor: toHex(shown.backgroundColor),
    color: toHex(shown.color),
    borderColor: toHex(shown.borderTopColor),
    borderRadius: px(shown.borderTopLeftRadius),
    borderWidth: px(shown.borderTopWidth),
    padding: top === undefined || right === undefined ? undefined : `${top}px ${right}px`,
    fontSize: fontSize === undefined ? undefined : `${fontSize}px`,
    fontWeight: FONT_WEIGHTS.find((w) => w === weight),
  };
  // Whatever the browser answered, only values a save would accept are shown.
  const parsed = ButtonStylesSchema.safeParse(
    Object.fromEntries(Object.entries(styles).filter(([, v]) => v !== undefined)),
  );
  return parsed.success ? parsed.data : {};
}

/** Any colour the browser knows, as the browser itself converts it to sRGB (canvas). */
function browserColorToHex(value: string): string | undefined {
  const direct = cssColorToHex(value);
  if (direct || /^rgba?\(/i.test(value.trim())) return direct;
  const context = document.createElement("canvas").getContext("2d");
  if (!context) return undefined;
  context.fillStyle = "#000000";
  context.fillStyle = value;
  return cssColorToHex(String(context.fillStyle));
}

/**
 * The style the element has as designed, at rest: a hidden, unfocused copy beside it, without
 * the styles the editor set, is measured, so neither the saved styles nor the hover and focus
 * styles of the click that selected it (and their transitions) count.
 */
export function readDesignedStyles(element: HTMLElement): ButtonStyles {
  const copy = element.cloneNode(true);
  if (!(copy instanceof HTMLElement)) return {};
  copy.removeAttribute("data-eid");
  copy.removeAttribute("contenteditable");
  copy.removeAttribute("id");
  copy.setAttribute("aria-hidden", "true");
  for (const [, property] of BUTTON_STYLE_PROPERTIES) copy.style.removeProperty(property);
  copy.style.removeProperty("border-style");
  copy.style.setProperty("position", "absolute");
  copy.style.setProperty("visibility", "hidden");
  copy.style.setProperty("pointer-events", "none");
  copy.style.setProperty("transition", "none");
  element.parentNode?.insertBefore(copy, element.nextSibling);
  try {
    return stylesFromComputed(window.getComputedStyle(copy), browserColorToHex);
  } finally {
    copy.remove();
  }
}
