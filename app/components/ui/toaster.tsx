import type { CSSProperties } from "react";
import { Toaster as Sonner, toast as sonnerToast } from "sonner";
import { useHydrated } from "./use-hydrated";

/**
 * One toast at a time (spec §4, §9); each says its piece and goes. At the bottom, not the
 * top: the admin's actions (Save Draft, Publish, Logout) live in the sticky headers at the
 * top, and a toast there hid Save Draft for seconds after every save. Centred on wide
 * screens: forms end in a right-aligned Save button, which a bottom-right toast covered just
 * after it was clicked.
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
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Sonner
      position="bottom-center"
      visibleToasts={1}
      richColors
      closeButton
      offset={16}
      mobileOffset={{ bottom: 12, left: 12, right: 12 }}
      style={RICH_COLOR_TEXT}
    />
  );
}

export const TOAST_MS = { short: 3000, normal: 4000, long: 5000 } as const;

/** Replaces whatever toast is showing (one at a time). */
export const toast = {
  success: (message: string, duration: number = TOAST_MS.short) => {
    sonnerToast.dismiss();
    sonnerToast.success(message, { duration });
  },
  error: (message: string, duration: number = TOAST_MS.long) => {
    sonnerToast.dismiss();
    sonnerToast.error(message, { duration });
  },
  info: (message: string, duration: number = TOAST_MS.normal) => {
    sonnerToast.dismiss();
    sonnerToast.info(message, { duration });
  },
};
