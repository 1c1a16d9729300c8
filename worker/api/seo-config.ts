import { Hono } from "hono";
import { z } from "zod";
import { SeoConfigSaveSchema, TestSeoApiSchema } from "../../app/schemas/seo-config";
import { webUrl } from "../../app/schemas/text";
import type { AppEnv } from "../env";
import { requireRole } from "../middleware/access-gates";
import { validate } from "../middleware/validate";
import {
  getPageSpeedAnswer,
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
  .get("/seo-config", async (c) => c.json(await getSeoConfigView(c.var.deps)))
  .post("/seo-config", validate("json", SeoConfigSaveSchema), async (c) => {
    const actor = requireRole(c, "admin");
    const view = await saveSeoConfig(c.var.deps, c.req.valid("json"), actor);
    return c.json({ success: true, message: "SEO Configuration Saved", ...view });
  })
  .get("/pagespeed", validate("query", PageSpeedQuerySchema), async (c) => {
    const { url, strategy } = c.req.valid("query");
    return c.json(await getPageSpeedAnswer(c.var.deps, url, strategy));
  })
  .post("/test-seo-api", validate("json", TestSeoApiSchema), async (c) =>
    c.json(await testSeoApi(c.var.deps, c.req.valid("json"))),
  );
