import type { IndexNowTrigger } from "../../../app/schemas/indexnow";
import type { Deps } from "./deps";
import { logError } from "./log";

// Publishing tells the outside world through one list of after-publish hooks: the edge-cache
// purge, the feeds, the social images and IndexNow. The list is wired once, at the top
// (worker/after-publish.ts), and handed to services in `deps.afterPublish`, so a service area
// announces its change without importing the areas that act on it: content never imports
// seo, and the layout check (scripts/check-layout.mjs) holds that.

/** A change visitors can see, as the services that made it describe it. */
export interface VisibleChange {
  /** The site paths whose pages changed: their cached copies are purged. */
  paths: readonly string[];
  /**
   * Every page's cached copy goes stale, not only `paths`'s: a change every page shows (the
   * site settings), or one too wide to purge page by page (one KV write instead of hundreds).
   */
  purgeAll?: boolean;
  /**
   * What IndexNow records of it; null when search engines need not hear of it (a draft's
   * change, a post that was never public).
   */
  trigger: IndexNowTrigger | null;
  /** The paths IndexNow hears of, when not all `paths` (default: `paths`). */
  indexNowPaths?: readonly string[];
  /** Whether the sitemap and RSS are rebuilt (what they list, or a lastmod, changed). */
  feeds?: boolean;
  /** Pages whose social image may show something new: drawn after the answer. */
  socialImages?: readonly string[];
  /**
   * Live addresses that changed (a published post's slug, a page's address): the old one then
   * answers 301 to the new one.
   */
  moved?: readonly { from: string; to: string }[];
}

/** One step after a change is stored. It may defer its work (`waitUntil`); it may throw. */
export interface AfterPublishHook {
  /** For the log line when it fails: "purge", "feeds", "social-images", "indexnow". */
  name: string;
  run(deps: Deps, change: VisibleChange): Promise<void>;
}

/**
 * Runs `deps.afterPublish` in order for a stored change. A hook that fails is logged and the
 * others still run: the change already stands in D1 and is never undone by what follows it.
 *
 * @example await announceChange(deps, { paths: [pagePath], trigger: "publish", feeds: true })
 */
export async function announceChange(deps: Deps, change: VisibleChange): Promise<void> {
  for (const hook of deps.afterPublish ?? []) {
    try {
      await hook.run(deps, change);
    } catch (error) {
      logError(`after_publish.${hook.name}_failed`, {
        requestId: "requestId" in deps ? deps.requestId : undefined,
        paths: change.paths.slice(0, 10),
        error: String(error),
      });
    }
  }
}
