import { Hono } from "hono";
import { z } from "zod";
import { SeoConfigSaveSchema, TestSeoApiSchema } from "../../app/schemas/seo-config";
import { webUrl } from "../../app/schemas/text";
import type { AppEnv } from "../env";
import { requireRole } from "../middleware/require-role";
import { validate } from "../middleware/validate";
import { OutboundError } from "../services/outside/outbound-http";
import { PageSpeedError } from "../services/outside/pagespeed";
import { getSiteSettings } from "../services/platform/settings";
import {
  getPageSpeedFigures,
  getSeoConfigView,
  saveSeoConfig,
  testSeoApi,
} from "../services/seo/config";

const PageSpeedQuerySchema = z.object({
  url: webUrl("URL"),
  strategy: z
    .enum(["mobile", "desktop"], { error: "strategy must be mobile or desktop" })
    .default("mobile"),
});

/**
 * `/api/seo-config` and `/api/test-seo-api` (admin): keys for outside SEO services.
 * `/api/pagespeed?url=` (editor): measured figures when a PageSpeed key is stored, else
 * `{figures: null}` so a screen can fall back to its defaults.
 */
export const seoConfigApi = new Hono<AppEnv>()
  .get("/seo-config", async (c) => c.json(await getSeoConfigView(c.var.services.deps)))
  .post("/seo-config", validate("json", SeoConfigSaveSchema), async (c) => {
    const actor = requireRole(c, "admin");
    const view = await saveSeoConfig(c.var.services.deps, c.req.valid("json"), actor);
    return c.json({ success: true, message: "SEO Configuration Saved", ...view });
  })
  .get("/pagespeed", validate("query", PageSpeedQuerySchema), async (c) => {
    const { url, strategy } = c.req.valid("query");
    try {
      const figures = await getPageSpeedFigures(c.var.services.deps, url, { strategy });
      return c.json(
        figures
          ? { figures }
          : { figures: null, message: "No PageSpeed Insights key is stored (SEO APIs tab)" },
      );
    } catch (error) {
      if (error instanceof PageSpeedError || error instanceof OutboundError) {
        return c.json({ figures: null, error: error.message });
      }
      throw error;
    }
  })
  .post("/test-seo-api", validate("json", TestSeoApiSchema), async (c) => {
    const { deps } = c.var.services;
    const site = await getSiteSettings(deps);
    return c.json(await testSeoApi(deps, c.req.valid("json"), { siteUrl: site.settings.siteUrl }));
  });
