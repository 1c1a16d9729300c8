import { Hono } from "hono";
import { z } from "zod";
import { SecurityPolicyUpdateSchema } from "../../app/schemas/security";
import { SiteSettingsSchema } from "../../app/schemas/site-settings";
import type { AppEnv } from "../env";
import { requireRole } from "../middleware/access-gates";
import { validate } from "../middleware/validate";
import { saveSiteSettings } from "../services/content/site-settings";
import { getSecuritySettings, saveSecurityPolicy } from "../services/identity/security-policy";
import { getSiteSettings } from "../services/platform/settings";

const SiteSettingsUpdateSchema = z.object({
  settings: SiteSettingsSchema,
  /**
   * The version the editor loaded; a stale one answers 409. Missing: 0, a first save; once
   * the settings are stored, that is the 409.
   */
  version: z.int("Version must be a whole number").min(0).default(0),
});

/**
 * `/api/settings/site`: the company facts the public pages show; `/api/settings/security`:
 * the sign-in policy (admins).
 */
export const settings = new Hono<AppEnv>()
  .get("/site", async (c) => c.json(await getSiteSettings(c.var.deps)))
  .put("/site", validate("json", SiteSettingsUpdateSchema), async (c) =>
    c.json(await saveSiteSettings(c.var.deps, c.req.valid("json"), requireRole(c, "admin"))),
  )
  .get("/security", async (c) => c.json(await getSecuritySettings(c.var.deps)))
  .put("/security", validate("json", SecurityPolicyUpdateSchema), async (c) => {
    const { version, ...policy } = c.req.valid("json");
    const actor = requireRole(c, "admin");
    return c.json(await saveSecurityPolicy(c.var.deps, { policy, version }, actor));
  });
