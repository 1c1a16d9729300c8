import { Hono } from "hono";
import { MediaPageQuerySchema, MediaPatchSchema } from "../../app/schemas/media";
import type { AppEnv } from "../env";
import { currentUser, requireRole } from "../middleware/access-gates";
import { validate } from "../middleware/validate";
import { deleteMedia, listMedia, updateMediaAlt } from "../services/media/media";

/**
 * `/api/media`: the media library, a page at a time. Any staff lists images; editors and
 * admins edit any image's alt text and delete an image nothing uses, authors edit the alt of
 * their own uploads. Uploads stay at `POST /api/images`.
 */
export const mediaApi = new Hono<AppEnv>()
  .get("/", validate("query", MediaPageQuerySchema), async (c) =>
    c.json(await listMedia(c.var.deps, c.req.valid("query"), currentUser(c))),
  )
  .patch("/:key", validate("json", MediaPatchSchema), async (c) => {
    const item = await updateMediaAlt(
      c.var.deps,
      { key: c.req.param("key"), patch: c.req.valid("json") },
      currentUser(c),
    );
    return c.json({ item });
  })
  .delete("/:key", async (c) => {
    await deleteMedia(c.var.deps, c.req.param("key"), requireRole(c, "editor"));
    return c.body(null, 204);
  });
