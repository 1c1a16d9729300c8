import { type CSSProperties, useEffect, useState } from "react";
import { rememberControl, TOAST_LAYOUT, toastPlacement } from "./toaster-placement";

type Sonner = typeof import("sonner");

/**
 * sonner loads after hydration (Toaster's effect), not with the page: no toast shows before
 * the browser runs the admin, and its ~10 KB gzip stay out of the first load. `shown` settles
 * once its Toaster is on screen, so a toast raised while it loads waits for it instead of
 * being dropped.
 */
let sonner: Promise<Sonner> | null = null;
const loadSonner = () => {
  sonner ??= import("sonner");
  return sonner;
};
let markShown: () => void = () => undefined;
const shown = new Promise<void>((resolve) => {
  markShown = resolve;
});

/**
 * One toast at a time (spec §4, §9); each says its piece and goes. No fixed place suits every
 * screen (a top toast hid the sticky Save Draft, a bottom one the Analyze button just pressed,
 * for as long as the pointer rested on it), so each toast goes where it covers neither the
 * control just used nor a focused field, and as few other controls as possible: bottom-centre
 * when that is clear, else the top, else a corner (toaster-placement.ts).
 */
/**
 * Sonner's rich-colour texts fall short of WCAG AA on their pale backgrounds (its info blue is
 * about 4:1); these darker shades of the same hues pass 4.5:1.
 */
const RICH_COLOR_TEXT = {
  "--info-text": "hsl(210, 92%, 32%)",
  "--success-text": "hsl(140, 100%, 22%)",
  "--warning-text": "hsl(31, 92%, 28%)",
  "--error-text": "hsl(360, 100%, 35%)",
} as CSSProperties;

/** Rendered in the browser only: a toast is always the answer to something staff did there. */
export function Toaster() {
  const [module, setModule] = useState<Sonner | null>(null);
  useEffect(() => {
    let alive = true;
    void loadSonner().then((loaded) => {
      if (alive) setModule(loaded);
    });
    return () => {
      alive = false;
    };
  }, []);
  useEffect(() => {
    // Capture: the control is known before its own handler raises the toast.
    document.addEventListener("pointerdown", rememberControl, true);
    document.addEventListener("keydown", rememberControl, true);
    return () => {
      document.removeEventListener("pointerdown", rememberControl, true);
      document.removeEventListener("keydown", rememberControl, true);
    };
  }, []);
  if (!module) return null;
  const edge = TOAST_LAYOUT.mobileOffset;
  return (
    <>
      <module.Toaster
        position="bottom-center"
        visibleToasts={1}
        richColors
        closeButton
        offset={TOAST_LAYOUT.offset}
        mobileOffset={{ top: edge, bottom: edge, left: edge, right: edge }}
        style={RICH_COLOR_TEXT}
      />
      <Shown />
    </>
  );
}

/** After sonner's Toaster (its sibling before it) has subscribed to the toasts. */
function Shown() {
  useEffect(() => markShown(), []);
  return null;
}

type Kind = "success" | "error" | "info";

/** Shows `message` once the Toaster is on screen, placed for the control used right now. */
function show(kind: Kind, message: string, duration: number) {
  const position = toastPlacement(message);
  void Promise.all([loadSonner(), shown]).then(([{ toast: sonnerToast }]) => {
    sonnerToast.dismiss();
    sonnerToast[kind](message, { duration, position });
  });
}

export const TOAST_MS = { short: 3000, normal: 4000, long: 5000 } as const;

/** Replaces whatever toast is showing (one at a time), placed clear of the control just used. */
export const toast = {
  success: (message: string, duration: number = TOAST_MS.short) =>
    show("success", message, duration),
  error: (message: string, duration: number = TOAST_MS.long) => show("error", message, duration),
  info: (message: string, duration: number = TOAST_MS.normal) => show("info", message, duration),
};
