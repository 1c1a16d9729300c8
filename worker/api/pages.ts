import { Hono } from "hono";
import { DuplicatePageSchema } from "../../app/schemas/blog";
import {
  PageSettingsQuerySchema,
  PageSettingsSchema,
  RevertPageSettingsSchema,
} from "../../app/schemas/page-settings";
import type { AppEnv } from "../env";
import { currentUser } from "../middleware/access-gates";
import { validate } from "../middleware/validate";
import { duplicatePage } from "../services/content/page-duplicates";
import {
  getPageSettings,
  revertPageSettingsChange,
  savePageSettings,
} from "../services/content/page-settings";
import { listPages } from "../services/content/pages";

/**
 * `/api/pages`: the page catalogue, for the admin's Website Pages list, and edit mode's Page
 * settings (SEO title, description, social image and a created page's title, saved into the
 * page's draft; a created page's slug, moved at once) with the revert of one of its changes.
 * Editors and admins (rules in access.ts).
 */
export const pagesApi = new Hono<AppEnv>()
  .get("/", async (c) => c.json({ pages: await listPages(c.var.deps) }))
  .post("/duplicate", validate("json", DuplicatePageSchema), async (c) =>
    c.json(await duplicatePage(c.var.deps, c.req.valid("json"), currentUser(c)), 201),
  )
  .get("/settings", validate("query", PageSettingsQuerySchema), async (c) =>
    c.json(await getPageSettings(c.var.deps, c.req.valid("query").path)),
  )
  .put("/settings", validate("json", PageSettingsSchema), async (c) =>
    c.json({
      success: true,
      ...(await savePageSettings(c.var.deps, c.req.valid("json"), currentUser(c))),
    }),
  )
  .post("/settings/changes/:id/revert", validate("json", RevertPageSettingsSchema), async (c) =>
    c.json({
      success: true,
      ...(await revertPageSettingsChange(
        c.var.deps,
        c.req.param("id"),
        c.req.valid("json"),
        currentUser(c),
      )),
    }),
  );
