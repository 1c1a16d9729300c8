import { MEDIA_KEY_PATTERN, mediaUrl, type UploadedImage } from "../../../app/schemas/media";
import { media } from "../../db/schema";
import { AppError } from "../../errors";
import type { SessionUser } from "../identity/session-user";
import { auditInsert } from "../platform/audit";
import type { Deps } from "../platform/deps";
import { pixelSize } from "./media";

// Uploaded images live in R2 under a random key and are served at /images/{key}. Keys never
// change, so the files can be cached for a year.

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Room for the multipart envelope around a 5 MB file: a larger upload body is not read. */
export const MAX_UPLOAD_BYTES = MAX_IMAGE_BYTES + 64 * 1024;
export const IMAGE_CACHE_CONTROL = "public, max-age=31536000, immutable";

export const IMAGE_TYPES = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
  "image/gif": "gif",
  "image/avif": "avif",
} as const;
export type ImageType = keyof typeof IMAGE_TYPES;

export const IMAGE_MESSAGES = {
  missing: "Choose an image to upload",
  type: "Only PNG, JPEG, WebP, GIF or AVIF images can be uploaded",
  size: "Images must be at most 5 MB",
  mismatch: "The file's contents do not match its type; upload a real image",
} as const;

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

/** The image type the bytes actually are (magic numbers), or null. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (
    bytes.length >= 8 &&
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)
  ) {
    return "image/png";
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return "image/jpeg";
  }
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(ascii(bytes, 0, 6))) return "image/gif";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") {
    return "image/webp";
  }
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === "ftyp") {
    // ISO-BMFF: the major brand, then compatible brands up to the box's size.
    const boxSize = new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0);
    const end = Math.min(bytes.length, Math.max(16, boxSize));
    for (let at = 8; at + 4 <= end; at += 4) {
      if (at === 12) continue; // minor version
      const brand = ascii(bytes, at, at + 4);
      if (brand === "avif" || brand === "avis") return "image/avif";
    }
  }
  return null;
}

function isImageType(value: string): value is ImageType {
  return Object.hasOwn(IMAGE_TYPES, value);
}

/** What `POST /api/images` answers: the stored file and its media-library row. */
export interface StoredImage extends UploadedImage {
  contentType: ImageType;
}

/**
 * Stores an uploaded image in R2 after checking its declared type, its size and that its bytes
 * are that type, and adds its media-library row with the pixel size its bytes declare and the
 * alt text given (already validated: `UploadAltSchema`).
 */
export async function storeImage(
  deps: Deps,
  input: {
    file: { type: string; size: number; arrayBuffer(): Promise<ArrayBuffer>; name?: string };
    alt?: { alt: string; decorative: boolean };
  },
  actor: Pick<SessionUser, "id" | "username">,
): Promise<StoredImage> {
  const { file } = input;
  const { alt, decorative } = input.alt ?? { alt: "", decorative: false };
  const declared = file.type.split(";")[0]?.trim().toLowerCase() ?? "";
  if (!isImageType(declared)) throw new AppError(415, "UNSUPPORTED_TYPE", IMAGE_MESSAGES.type);
  if (file.size > MAX_IMAGE_BYTES) throw new AppError(413, "TOO_LARGE", IMAGE_MESSAGES.size);
  if (file.size === 0) throw new AppError(400, "EMPTY_FILE", IMAGE_MESSAGES.missing);
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.byteLength > MAX_IMAGE_BYTES) throw new AppError(413, "TOO_LARGE", IMAGE_MESSAGES.size);
  if (sniffImageType(bytes) !== declared) {
    throw new AppError(422, "CONTENT_MISMATCH", IMAGE_MESSAGES.mismatch);
  }
  const key = `${crypto.randomUUID()}.${IMAGE_TYPES[declared]}`;
  const { width, height } = pixelSize(bytes);
  // The file first: a row never names a missing file, and a file whose row failed to land is
  // picked up by the library's backfill.
  await deps.env.IMAGES.put(key, bytes, {
    httpMetadata: { contentType: declared, cacheControl: IMAGE_CACHE_CONTROL },
    customMetadata: { uploadedBy: actor.id },
  });
  const now = new Date().toISOString();
  const [[row]] = await deps.db.batch([
    deps.db
      .insert(media)
      .values({
        key,
        contentType: declared,
        bytes: bytes.byteLength,
        width,
        height,
        alt,
        decorative,
        formerAlts: alt ? [alt] : [],
        uploadedById: actor.id,
        uploadedBy: actor.username,
        createdAt: now,
        updatedAt: now,
      })
      // A listing's backfill may have seen the file between the put and this insert.
      .onConflictDoUpdate({
        target: media.key,
        set: {
          alt,
          decorative,
          formerAlts: alt ? [alt] : [],
          width,
          height,
          uploadedById: actor.id,
          uploadedBy: actor.username,
        },
      })
      .returning({ version: media.version }),
    auditInsert(deps, {
      action: "image.uploaded",
      actor,
      targetType: "image",
      targetId: key,
      details: { size: bytes.byteLength, contentType: declared, width, height, decorative },
    }),
  ]);
  return {
    url: mediaUrl(key),
    key,
    contentType: declared,
    size: bytes.byteLength,
    width,
    height,
    alt,
    decorative,
    version: row?.version ?? 1,
  };
}

/** One entity tag as RFC 9110 writes it: optionally weak, quoted, no spaces or quotes inside. */
const ENTITY_TAG = /^(?:W\/)?"[\x21\x23-\x7e]*"$/;

/** `*` or a comma-separated list of entity tags; anything else is malformed. */
function isEntityTagList(value: string): boolean {
  const trimmed = value.trim();
  if (trimmed === "*") return true;
  const tags = trimmed.split(",").map((tag) => tag.trim());
  return tags.length > 0 && tags.length <= 32 && tags.every((tag) => ENTITY_TAG.test(tag));
}

/** An HTTP date R2 can compare; anything else is malformed. */
function isHttpDate(value: string): boolean {
  return (
    /^[A-Za-z]{3}, \d{2} [A-Za-z]{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/.test(value.trim()) &&
    !Number.isNaN(Date.parse(value))
  );
}

/**
 * The conditional headers of a request that are well formed, for R2's `onlyIf`. A malformed one
 * is treated as absent (RFC 9110 lets a server ignore it), so it cannot turn into a 500.
 */
export function wellFormedConditionals(request: Headers): Headers {
  const conditionals = new Headers();
  for (const name of ["if-match", "if-none-match"]) {
    const value = request.get(name);
    if (value !== null && isEntityTagList(value)) conditionals.set(name, value.trim());
  }
  for (const name of ["if-modified-since", "if-unmodified-since"]) {
    const value = request.get(name);
    if (value !== null && isHttpDate(value)) conditionals.set(name, value.trim());
  }
  return conditionals;
}

/**
 * The response for GET /images/{key}: the whole file with year-long caching, 304 when an
 * `If-None-Match`/`If-Modified-Since` says the client has it, 412 when an `If-Match`/
 * `If-Unmodified-Since` fails, 404 for anything else. `Range` is not served (the whole file
 * answers, as RFC 9110 allows); malformed conditional headers count as absent.
 */
export async function serveImage(deps: Deps, key: string, request: Request): Promise<Response> {
  if (!MEDIA_KEY_PATTERN.test(key)) return new Response("Not found", { status: 404 });
  const onlyIf = wellFormedConditionals(request.headers);
  const object = await deps.env.IMAGES.get(key, { onlyIf });
  if (object === null) return new Response("Not found", { status: 404 });
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set("etag", object.httpEtag);
  headers.set("cache-control", IMAGE_CACHE_CONTROL);
  if (!("body" in object)) {
    const notModified = onlyIf.has("if-none-match") || onlyIf.has("if-modified-since");
    return new Response(null, { status: notModified ? 304 : 412, headers });
  }
  return new Response(object.body, { headers });
}
