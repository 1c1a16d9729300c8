import { Toaster as Sonner, toast as sonnerToast } from "sonner";

/** One toast at a time (spec §4, §9); each says its piece and goes. */
export function Toaster() {
  return <Sonner position="top-right" visibleToasts={1} richColors closeButton />;
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
