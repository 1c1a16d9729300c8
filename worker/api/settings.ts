import { Hono } from "hono";
import { z } from "zod";
import { SiteSettingsSchema } from "../../app/schemas/site-settings";
import type { AppEnv } from "../env";
import { requireRole } from "../middleware/require-role";
import { validate } from "../middleware/validate";
import { rebuildFeeds } from "../services/feeds";
import { getSiteSettings, updateSiteSettings } from "../services/site-settings";

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
    // Every page, the sitemap and the feed show these facts (siteUrl is in every URL).
    await rebuildFeeds(deps).catch((error: unknown) => {
      console.error(
        JSON.stringify({
          level: "error",
          event: "feeds.rebuild_failed",
          requestId: c.var.requestId,
          error: error instanceof Error ? error.message : String(error),
        }),
      );
    });
    return c.json(saved);
  });
