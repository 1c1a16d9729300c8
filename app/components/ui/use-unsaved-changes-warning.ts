import { type RefObject, useEffect } from "react";

/**
 * While `unsaved` holds, closing, reloading or leaving the page asks first (the browser's own
 * prompt), unless `leaving.current` says the page is leaving on purpose (after a save).
 */
export function useUnsavedChangesWarning(unsaved: boolean, leaving?: RefObject<boolean>): void {
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (leaving?.current) return;
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [unsaved, leaving]);
}
