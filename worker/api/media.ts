import { Hono } from "hono";
import { MediaPatchSchema } from "../../app/schemas/media";
import type { AppEnv } from "../env";
import { currentUser, requireRole } from "../middleware/require-role";
import { validate } from "../middleware/validate";
import { deleteMedia, listMedia, updateMediaAlt } from "../services/content/media";

/**
 * `/api/media`: the media library. Any staff lists images and edits their alt text; editors
 * and admins delete an image no post uses. Uploads stay at `POST /api/images`.
 */
export const mediaApi = new Hono<AppEnv>()
  .get("/", async (c) => c.json({ items: await listMedia(c.var.deps) }))
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
