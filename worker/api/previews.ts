import { Hono } from "hono";
import { PreviewCreateSchema, PreviewListQuerySchema } from "../../app/schemas/previews";
import type { AppEnv } from "../env";
import { currentUser } from "../middleware/access-gates";
import { validate } from "../middleware/validate";
import { renderPreview } from "../services/content/preview-render";
import {
  createPreview,
  listPreviews,
  openPreview,
  revokePreview,
} from "../services/content/previews";

/**
 * `/api/previews`: share links for drafts (issue 35). Authors share their own posts; editors
 * and admins posts and pages. The link is answered once, when it is made.
 */
export const previewsApi = new Hono<AppEnv>()
  .post("/", validate("json", PreviewCreateSchema), async (c) =>
    c.json(await createPreview(c.var.deps, c.req.valid("json"), currentUser(c)), 201),
  )
  .get("/", validate("query", PreviewListQuerySchema), async (c) =>
    c.json(await listPreviews(c.var.deps, c.req.valid("query").target, currentUser(c))),
  )
  .delete("/:id", async (c) =>
    c.json(await revokePreview(c.var.deps, c.req.param("id"), currentUser(c))),
  );

/**
 * `/preview/{token}`: the draft a working link names. A link that shows nothing (unknown,
 * expired, revoked, or its draft deleted) goes on to React Router's page saying so, never to
 * the live page.
 */
export const previewPages = new Hono<AppEnv>().get("/preview/:token", async (c, next) => {
  const opened = await openPreview(c.var.deps, c.req.param("token"));
  const page = opened.state === "active" ? await renderPreview(c.var.deps, opened) : null;
  if (page) return page;
  await next();
});
