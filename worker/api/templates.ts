import { Hono } from "hono";
import { CreatePageSchema } from "../../app/schemas/blog";
import type { AppEnv } from "../env";
import { currentUser } from "../middleware/access-gates";
import { validate } from "../middleware/validate";
import { createTemplatePage, listPageTemplates } from "../services/content/templates";

/**
 * `GET /api/templates`: the page templates; `POST /api/templates/create-page`: a D1 page from
 * one of them (inactive until published).
 */
export const templatesApi = new Hono<AppEnv>()
  .get("/", (c) => c.json({ templates: listPageTemplates() }))
  .post("/create-page", validate("json", CreatePageSchema), async (c) => {
    const actor = currentUser(c);
    return c.json(await createTemplatePage(c.var.deps, c.req.valid("json"), actor), 201);
  });
