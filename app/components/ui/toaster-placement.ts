// Where the one toast goes: the first of the places that covers neither the control staff just
// used (nor a focused field) and, of those, the one that covers the fewest other controls. Pure
// geometry here; `toastPlacement` reads the page in the browser.

export type ToastPosition =
  | "bottom-center"
  | "top-center"
  | "bottom-right"
  | "bottom-left"
  | "top-right"
  | "top-left";

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface Viewport {
  width: number;
  height: number;
}

/** Sonner's layout, as the Toaster configures it (its CSS decides phones at 600 px). */
export const TOAST_LAYOUT = {
  /** Sonner's `--width` on wide screens. */
  width: 356,
  /** Distance from the viewport's edges on wide screens (Toaster `offset`). */
  offset: 16,
  /** Distance from the edges on phones (Toaster `mobileOffset`); the toast spans the width. */
  mobileOffset: 12,
  /** Sonner's phone layout applies at this width and below. */
  mobileMaxWidth: 600,
} as const;

/** Preferred first: bottom-centre as before, then the top, then the corners. */
const DESKTOP_ORDER: ToastPosition[] = [
  "bottom-center",
  "top-center",
  "bottom-right",
  "bottom-left",
  "top-right",
  "top-left",
];
/** On a phone every toast spans the width: only the edge differs. */
const PHONE_ORDER: ToastPosition[] = ["bottom-center", "top-center"];

/** A rough height of a toast holding `message`: sonner's 13 px text, 16 px padding, an icon. */
export function estimatedToastHeight(message: string, viewport: Viewport): number {
  const width =
    viewport.width <= TOAST_LAYOUT.mobileMaxWidth
      ? viewport.width - 2 * TOAST_LAYOUT.mobileOffset
      : TOAST_LAYOUT.width;
  const textWidth = Math.max(width - 32 - 22, 60);
  // About 7 px per character at 13 px, a little generous so a line break is never missed.
  const lines = Math.max(1, Math.ceil((message.length * 7) / textWidth));
  return 34 + lines * 20;
}

/** The box a toast of `height` takes at `position`. */
export function toastBox(position: ToastPosition, height: number, viewport: Viewport): Box {
  const phone = viewport.width <= TOAST_LAYOUT.mobileMaxWidth;
  const edge = phone ? TOAST_LAYOUT.mobileOffset : TOAST_LAYOUT.offset;
  const top = position.startsWith("top") ? edge : viewport.height - edge - height;
  if (phone) {
    return { left: edge, right: viewport.width - edge, top, bottom: top + height };
  }
  const left = position.endsWith("left")
    ? edge
    : position.endsWith("right")
      ? viewport.width - edge - TOAST_LAYOUT.width
      : (viewport.width - TOAST_LAYOUT.width) / 2;
  return { left, right: left + TOAST_LAYOUT.width, top, bottom: top + height };
}

export function intersects(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * The place for a toast of `height`: never over one of `keepClear` (the control just used, a
 * focused field) when any place avoids them, then over as few `controls` as possible; ties go
 * to the earlier place (bottom-centre first).
 */
export function chooseToastPosition({
  viewport,
  height,
  keepClear,
  controls,
}: {
  viewport: Viewport;
  height: number;
  keepClear: Box[];
  controls: Box[];
}): ToastPosition {
  const order = viewport.width <= TOAST_LAYOUT.mobileMaxWidth ? PHONE_ORDER : DESKTOP_ORDER;
  let best: ToastPosition = order[0] ?? "bottom-center";
  let bestCost = Number.POSITIVE_INFINITY;
  for (const position of order) {
    const box = toastBox(position, height, viewport);
    const cost =
      1000 * keepClear.filter((kept) => intersects(box, kept)).length +
      controls.filter((control) => intersects(box, control)).length;
    if (cost < bestCost) {
      best = position;
      bestCost = cost;
    }
    if (cost === 0) break;
  }
  return best;
}

/** What staff can act on: a toast over one of these hides it. Text fields are not counted. */
const CONTROLS =
  "a[href], button, select, summary, [role=tab], [role=button], [role=menuitem], input:is([type=checkbox], [type=radio], [type=submit], [type=button], [type=file])";
/** What a pointer or a key press lands on, as the control it belongs to. */
const INTERACTIVE = `${CONTROLS}, input, textarea, [contenteditable=true], label`;

let lastControl: Element | null = null;

/** Remembers the control staff last pressed or typed in (the Toaster installs this). */
export function rememberControl(event: Event): void {
  const target = event.target;
  if (target instanceof Element) lastControl = target.closest(INTERACTIVE) ?? target;
}

function boxOf(element: Element): Box | null {
  const rect = element.getBoundingClientRect();
  if (rect.width < 1 || rect.height < 1) return null;
  return { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom };
}

/**
 * The place for a toast saying `message` on the page as it is now, in the browser (the
 * bottom-centre elsewhere): away from the control last used, the focused element and any
 * toolbar.
 */
export function toastPlacement(message: string): ToastPosition {
  if (typeof document === "undefined") return "bottom-center";
  const viewport = { width: window.innerWidth, height: window.innerHeight };
  // A toolbar (the inline editor's, fixed over the page) is never covered: staff act from it.
  const toolbars = [...document.querySelectorAll("[role=toolbar]")];
  const kept = [lastControl?.isConnected ? lastControl : null, document.activeElement, ...toolbars]
    .filter((element): element is Element => element !== null && element !== document.body)
    .map(boxOf)
    .filter((box): box is Box => box !== null);
  const onScreen = (box: Box) => box.bottom > 0 && box.top < viewport.height;
  const controls = [...document.querySelectorAll(CONTROLS)]
    .filter((element) => !element.closest("[data-sonner-toaster]"))
    .map(boxOf)
    .filter((box): box is Box => box !== null && onScreen(box));
  return chooseToastPosition({
    viewport,
    height: estimatedToastHeight(message, viewport),
    keepClear: kept,
    controls,
  });
}
