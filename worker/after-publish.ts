import { rebuildFeedsAfter } from "./services/content/feeds";
import { dropRulesOverLivePages, recordAddressChange } from "./services/content/redirects";
import { warmSocialImagesLater } from "./services/media/social-images";
import type { AfterPublishHook } from "./services/platform/publish-hooks";
import { purgePublicPages } from "./services/platform/purge-tokens";
import { submitChangedUrls } from "./services/seo/indexnow";

/**
 * What follows every stored change visitors can see, in this order: redirects from addresses
 * that are live now go, cached copies go stale,
 * the sitemap and RSS follow, new social images are drawn after the answer, and IndexNow
 * hears of it (after the answer too). The Worker hands this list to every service in
 * `deps.afterPublish` (worker/index.ts), as the tests' deps do.
 */
export const AFTER_PUBLISH_HOOKS: readonly AfterPublishHook[] = [
  {
    // A live address that changed answers 301 to the new one; a page visitors can see now is
    // never hidden behind an old redirect from its address.
    name: "redirects",
    run: async (deps, change) => {
      for (const { from, to } of change.moved ?? [])
        await recordAddressChange(deps, from, to, null);
      await dropRulesOverLivePages(deps, change.paths);
    },
  },
  {
    name: "purge",
    run: (deps, change) => purgePublicPages(deps, change.purgeAll ? "all" : change.paths),
  },
  {
    name: "feeds",
    run: async (deps, change) => {
      if (change.feeds) await rebuildFeedsAfter(deps, "after_publish.feeds_failed");
    },
  },
  {
    name: "social-images",
    run: async (deps, change) => {
      if (change.socialImages?.length) warmSocialImagesLater(deps, change.socialImages);
    },
  },
  {
    name: "indexnow",
    run: async (deps, change) => {
      if (change.trigger) {
        await submitChangedUrls(deps, change.trigger, change.indexNowPaths ?? change.paths);
      }
    },
  },
];
