import { Hono } from "hono";
import type { AppEnv } from "../env";
import { AppError } from "../errors";
import { currentUser } from "../middleware/require-role";
import {
  assertUploadSize,
  IMAGE_MESSAGES,
  serveImage,
  storeImage,
} from "../services/content/images";

/**
 * `POST /api/images`: a multipart form with one `file` field (png, jpeg, webp, gif or avif,
 * at most 5 MB); answers `{ url }`.
 */
export const imagesApi = new Hono<AppEnv>().post("/", async (c) => {
  const actor = currentUser(c);
  assertUploadSize(Number(c.req.header("content-length") ?? "0"));
  if (!c.req.header("content-type")?.toLowerCase().startsWith("multipart/form-data")) {
    throw new AppError(400, "EXPECTED_FORM", IMAGE_MESSAGES.missing);
  }
  let form: FormData;
  try {
    form = await c.req.raw.formData();
  } catch {
    throw new AppError(400, "BAD_FORM", IMAGE_MESSAGES.missing);
  }
  const file = form.get("file");
  if (!(file instanceof File)) throw new AppError(400, "NO_FILE", IMAGE_MESSAGES.missing);
  return c.json(await storeImage(c.var.deps, file, actor), 201);
});

/** `GET /images/:key`: an uploaded image from R2, cached for a year. */
export const imageFiles = new Hono<AppEnv>().get("/images/:key", (c) =>
  serveImage(c.var.deps, c.req.param("key"), c.req.raw),
);
