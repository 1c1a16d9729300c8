import { env, exports } from "cloudflare:workers";
import { ORIGIN } from "./users";

// Small real image files (headers only) whose pixel size a reader finds, for the media library.

/** A PNG of `width` × `height` (signature and IHDR). */
export function pngOf(width: number, height: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  bytes.set([8, 6, 0, 0, 0], 24);
  return bytes;
}

/** A GIF of `width` × `height` (its logical screen). */
export function gifOf(width: number, height: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(13);
  bytes.set(new TextEncoder().encode("GIF89a"));
  const view = new DataView(bytes.buffer);
  view.setUint16(6, width, true);
  view.setUint16(8, height, true);
  return bytes;
}

/** A JPEG of `width` × `height` (JFIF header and a baseline frame header). */
export function jpegOf(width: number, height: number): Uint8Array<ArrayBuffer> {
  const jfif = [0xff, 0xd8, 0xff, 0xe0, 0, 16, ...new TextEncoder().encode("JFIF\0")];
  const density = [1, 1, 0, 0, 1, 0, 1, 0, 0];
  const frame = [0xff, 0xc0, 0, 17, 8, height >> 8, height & 255, width >> 8, width & 255];
  const components = [3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  return new Uint8Array([...jfif, ...density, ...frame, ...components, 0xff, 0xd9]);
}

/** A lossless WebP of `width` × `height` (VP8L header). */
export function webpOf(width: number, height: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(30);
  const text = new TextEncoder();
  bytes.set(text.encode("RIFF"));
  const view = new DataView(bytes.buffer);
  view.setUint32(4, 22, true);
  bytes.set(text.encode("WEBPVP8L"), 8);
  view.setUint32(16, 10, true);
  bytes[20] = 0x2f;
  view.setUint32(21, (width - 1) | ((height - 1) << 14), true);
  return bytes;
}

/** `POST /api/images` with `fields` (alt, decorative) beside the file. */
export function uploadImage(
  token: string | undefined,
  bytes: Uint8Array<ArrayBuffer>,
  type: string,
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  form.append("file", new File([bytes], "photo", { type }));
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return exports.default.fetch(`${ORIGIN}/api/images`, {
    method: "POST",
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
}

/**
 * `count` small PNGs stored as uploads are (the file in R2, its media-library row in D1), by
 * `uploaderId`, without a request each; answers their keys, oldest first.
 */
export async function storeImages(
  count: number,
  options: { uploaderId?: string; uploader?: string; alt?: string } = {},
): Promise<string[]> {
  const keys = Array.from({ length: count }, () => `${crypto.randomUUID()}.png`);
  const start = Date.now() - count * 1000;
  for (const key of keys) {
    await env.IMAGES.put(key, pngOf(4, 3), {
      httpMetadata: { contentType: "image/png" },
      customMetadata: { uploadedBy: options.uploaderId ?? "" },
    });
  }
  const insert = env.DB.prepare(
    `INSERT INTO media (key, content_type, bytes, width, height, alt, uploaded_by_id, uploaded_by,
                        created_at, updated_at)
     VALUES (?, 'image/png', 33, 4, 3, ?, ?, ?, ?, ?)`,
  );
  await env.DB.batch(
    keys.map((key, n) => {
      const at = new Date(start + n * 1000).toISOString();
      return insert.bind(
        key,
        options.alt ?? `Image ${n}`,
        options.uploaderId ?? null,
        options.uploader ?? "",
        at,
        at,
      );
    }),
  );
  return keys;
}
