import type { SiteSettings } from "../../../app/schemas/site-settings";
import type { SessionUser } from "../identity/session-user";
import type { WorkerDeps } from "../platform/deps";
import { announceChange } from "../platform/publish-hooks";
import { updateSiteSettings, type VersionedSiteSettings } from "../platform/settings";

/**
 * `PUT /api/settings/site`: saves the company facts if the stored ones are still at `version`
 * (409 otherwise), then announces it through the after-publish hooks: every page's cached copy
 * goes stale (header, footer, buttons and JSON-LD show them) and the sitemap and feed are
 * rebuilt; search engines are not told, as no page's own content changed. The save stands even
 * if a hook fails: that is logged, and the cron rebuilds the feeds.
 */
export async function saveSiteSettings(
  deps: WorkerDeps,
  input: { settings: SiteSettings; version: number },
  actor: SessionUser,
): Promise<VersionedSiteSettings> {
  const saved = await updateSiteSettings(deps, input.settings, input.version, actor);
  await announceChange(deps, { paths: [], purgeAll: true, trigger: null, feeds: true });
  return saved;
}
