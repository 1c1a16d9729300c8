import { type RefObject, useEffect, useLayoutEffect, useRef } from "react";

/**
 * Gives focus back to the control that opened a dialog once it closes. The shared dialogs open
 * without a Radix Trigger (one dialog, many row buttons), so Radix has nothing to focus on
 * close and a keyboard user would land at the top of the page. When that control has left the
 * page (the row was deleted), `fallback` gets focus instead.
 */
export function useReturnFocus(open: boolean, fallback?: RefObject<HTMLElement | null>) {
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);

  // Layout effect: runs before Radix moves focus into the dialog (in its own passive effect).
  useLayoutEffect(() => {
    if (!open) return;
    wasOpen.current = true;
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, [open]);

  // Passive effect: its timer runs after the one Radix sets as the dialog unmounts.
  useEffect(() => {
    if (open || !wasOpen.current) return;
    wasOpen.current = false;
    const element = opener.current;
    opener.current = null;
    const timer = window.setTimeout(() => {
      const target = element?.isConnected ? element : fallback?.current;
      target?.focus();
    }, 0);
    return () => window.clearTimeout(timer);
  }, [open, fallback]);
}
