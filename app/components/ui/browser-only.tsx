import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
} from "react";
import { useHydrated } from "./use-hydrated";

/**
 * A staff screen that loads in the browser only. The Worker's build leaves its module out
 * (vite.config.ts, BROWSER_ONLY), so the admin's screens cost the Worker nothing to load; the
 * server sends the page's shell and the browser fetches the screen after hydration.
 *
 * @example const UsersTab = browserOnly(() => import("~/components/identity/users-tab").then((m) => m.AdminUsersTab));
 */
export function browserOnly<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => ({ default: await load() }));
}

/** `children` once React has hydrated (`fallback` while a screen loads); `fallback` before. */
export function BrowserOnly({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const hydrated = useHydrated();
  return hydrated ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
