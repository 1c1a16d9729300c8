/** What a route module may export as `handle`. */
export interface RouteHandle {
  /** false: the page is HTML and CSS only; the root leaves out React Router's scripts. */
  hydrate?: boolean;
}

/** The handle of every public page (DESIGN.md, "Public pages carry no JavaScript"). */
export const STATIC_PAGE: RouteHandle = { hydrate: false };

/**
 * The page hydrates unless every matched route below the root opted out. With no route
 * matched (a 404), nothing hydrates: the error view is static too.
 */
export function shouldHydrate(handles: readonly unknown[]): boolean {
  if (handles.length === 0) return false;
  return !handles.every(isStaticHandle);
}

/** Whether a route's `handle` says its page is HTML and CSS only. */
export function isStaticHandle(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && (handle as RouteHandle).hydrate === false;
}
