import { Hono } from "hono";
import { UploadAltSchema } from "../../app/schemas/media";
import type { AppEnv } from "../env";
import { AppError } from "../errors";
import { currentUser } from "../middleware/access-gates";
import { limitBody } from "../middleware/body-limit";
import { IMAGE_MESSAGES, MAX_UPLOAD_BYTES, serveImage, storeImage } from "../services/media/images";

/** Room for one image within its multipart envelope; a larger body is refused unread (413). */
const uploadBodyLimit = limitBody(MAX_UPLOAD_BYTES, IMAGE_MESSAGES.size);

/**
 * `POST /api/images`: a multipart form with a `file` field (png, jpeg, webp, gif or avif, at
 * most 5 MB) and optional `alt` and `decorative` ("true"/"false"); answers 201 with the stored
 * image (`StoredImage`). Bad alt fields are refused before anything is stored.
 */
export const imagesApi = new Hono<AppEnv>().post("/", uploadBodyLimit, async (c) => {
  const actor = currentUser(c);
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
  const alt = UploadAltSchema.safeParse({
    alt: form.get("alt") ?? undefined,
    decorative: form.get("decorative") ?? undefined,
  });
  if (!alt.success) {
    const issues = alt.error.issues.map((issue) => ({
      path: issue.path.map(String).join("."),
      message: issue.message,
    }));
    throw new AppError(400, "VALIDATION", issues[0]?.message ?? "Invalid alt text", issues);
  }
  return c.json(await storeImage(c.var.deps, { file, alt: alt.data }, actor), 201);
});

/** `GET /images/:key`: an uploaded image from R2, cached for a year. */
export const imageFiles = new Hono<AppEnv>().get("/images/:key", (c) =>
  serveImage(c.var.deps, c.req.param("key"), c.req.raw),
);
