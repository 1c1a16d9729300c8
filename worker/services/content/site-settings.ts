import type { SiteSettings } from "../../../app/schemas/site-settings";
import type { SessionUser } from "../identity/session-user";
import type { WorkerDeps } from "../platform/deps";
import { purgePublicPages } from "../platform/page-cache";
import { updateSiteSettings, type VersionedSiteSettings } from "../platform/settings";
import { rebuildFeeds } from "./feeds";

/**
 * `PUT /api/settings/site`: saves the company facts if the stored ones are still at `version`
 * (409 otherwise), then purges every page (header, footer, buttons and JSON-LD show them) and
 * rebuilds the sitemap and feed. The save stands even if a follow-up fails: that is logged,
 * and the cron rebuilds the feeds.
 */
export async function saveSiteSettings(
  deps: WorkerDeps,
  input: { settings: SiteSettings; version: number },
  actor: SessionUser,
): Promise<VersionedSiteSettings> {
  const saved = await updateSiteSettings(deps, input.settings, input.version, actor);
  const followUps = await Promise.allSettled([purgePublicPages(deps, "all"), rebuildFeeds(deps)]);
  for (const [index, result] of followUps.entries()) {
    if (result.status === "rejected") {
      console.error(
        JSON.stringify({
          level: "error",
          event: index === 0 ? "page_cache.purge_failed" : "feeds.rebuild_failed",
          requestId: deps.requestId,
          error: result.reason instanceof Error ? result.reason.message : String(result.reason),
        }),
      );
    }
  }
  return saved;
}
