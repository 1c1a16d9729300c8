import { Hono } from "hono";
import { CreatePageSchema } from "../../app/schemas/blog";
import type { AppEnv } from "../env";
import { currentUser } from "../middleware/access-gates";
import { validate } from "../middleware/validate";
import { createTemplatePage } from "../services/content/templates";

/** `POST /api/templates/create-page`: a D1 page from the service-page template. */
export const templatesApi = new Hono<AppEnv>().post(
  "/create-page",
  validate("json", CreatePageSchema),
  async (c) => {
    const actor = currentUser(c);
    return c.json(await createTemplatePage(c.var.deps, c.req.valid("json"), actor), 201);
  },
);
