import { Hono } from "hono";
import { z } from "zod";
import { SiteSettingsSchema } from "../../app/schemas/site-settings";
import type { AppEnv } from "../env";
import { requireRole } from "../middleware/require-role";
import { validate } from "../middleware/validate";
import { rebuildFeeds } from "../services/content/feeds";
import { purgePublicPages } from "../services/platform/page-cache";
import { getSiteSettings, updateSiteSettings } from "../services/platform/settings";

const SiteSettingsUpdateSchema = z.object({
  settings: SiteSettingsSchema,
  /** The version the editor loaded; a stale one answers 409. */
  version: z.int("Version is required").min(0),
});

/** `/api/settings/site`: the company facts the public pages show. */
export const settings = new Hono<AppEnv>()
  .get("/site", async (c) => c.json(await getSiteSettings(c.var.services.deps)))
  .put("/site", validate("json", SiteSettingsUpdateSchema), async (c) => {
    const user = requireRole(c, "admin");
    const { deps } = c.var.services;
    const input = c.req.valid("json");
    const saved = await updateSiteSettings(deps, input.settings, input.version, user);
    // Every page (header, footer, buttons, JSON-LD), the sitemap and the feed show these facts.
    // The save stands even if a follow-up fails: it is logged, and the cron rebuilds the feeds.
    const followUps = await Promise.allSettled([purgePublicPages(deps, "all"), rebuildFeeds(deps)]);
    for (const [index, result] of followUps.entries()) {
      if (result.status === "rejected") {
        console.error(
          JSON.stringify({
            level: "error",
            event: index === 0 ? "page_cache.purge_failed" : "feeds.rebuild_failed",
            requestId: c.var.requestId,
            error: result.reason instanceof Error ? result.reason.message : String(result.reason),
          }),
        );
      }
    }
    return c.json(saved);
  });
