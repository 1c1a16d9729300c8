import { z } from "zod";
import { plainText } from "./text";

// The media library (issue #21): the images this site stores in R2, served at /images/{key},
// with their alt text, pixel size, bytes and where they are used. Shared by `/api/media`,
// `POST /api/images`, the admin's Media view, the editor's upload dialog and the public render.

/** An R2 key of an uploaded image: a random UUID and the type's extension. */
export const MEDIA_KEY_PATTERN = /^[0-9a-f-]{36}\.(png|jpg|webp|gif|avif)$/;

/** The longest alt text; screen readers read alt in one breath, so it is short by design. */
export const MAX_ALT_LENGTH = 300;

export const MEDIA_MESSAGES = {
  notFound: "That image is not in the media library",
  altRequired: "Describe the image, or mark it as decorative",
  altTooLong: `Alt text must be at most ${MAX_ALT_LENGTH} characters`,
  stale:
    "This image's details were changed by someone else since you opened them. Reload to see them; nothing was overwritten.",
  /** A post save naming an `/images/` file this site does not store (400). */
  notStored: (path: string) =>
    `The image ${path} is not in the media library. Upload it again, or remove it from the post.`,
  /** The 409 of DELETE when posts still show the image; the titles follow. */
  inUse: (titles: readonly string[]) =>
    `This image is used by ${titles.length === 1 ? "a post" : `${titles.length} posts`}: ${titles.map((t) => `“${t}”`).join(", ")}. Remove it from ${titles.length === 1 ? "that post" : "those posts"} first.`,
} as const;

/** The site path of an image key. */
export function mediaUrl(key: string): string {
  return `/images/${key}`;
}

/** The key of a `/images/{key}` path (query and fragment ignored), or null for anything else. */
export function mediaKeyOf(src: string): string | null {
  const match = /^\/images\/([^/?#]+)(?:[?#].*)?$/.exec(src.trim());
  const key = match?.[1];
  return key && MEDIA_KEY_PATTERN.test(key) ? key : null;
}

export const AltTextSchema = plainText("Alt text")
  .trim()
  .max(MAX_ALT_LENGTH, MEDIA_MESSAGES.altTooLong);

/**
 * What an image's alt may be set to: a description, or `decorative: true` (stored alt "").
 * A description is required unless the image is decorative.
 */
export const MediaAltSchema = z
  .object({
    alt: AltTextSchema.default(""),
    decorative: z.boolean({ error: "decorative must be true or false" }).default(false),
  })
  .refine((value) => value.decorative || value.alt.length > 0, {
    message: MEDIA_MESSAGES.altRequired,
    path: ["alt"],
  })
  .transform((value) => (value.decorative ? { alt: "", decorative: true } : value));

/** `PATCH /api/media/:key`: the alt (or decorative), and the version the editor saw. */
export const MediaPatchSchema = z.intersection(
  MediaAltSchema,
  z.object({
    version: z.number({ error: "version must be a number" }).int().min(1).optional(),
  }),
);
export type MediaPatch = z.infer<typeof MediaPatchSchema>;

/** A post that shows an image (in its body or as its featured image). */
export interface MediaUse {
  slug: string;
  title: string;
  published: boolean;
  /** "body", "featured", or both. */
  as: ("body" | "featured")[];
}

/** One image as `GET /api/media` lists it. */
export interface MediaItem {
  key: string;
  url: string;
  contentType: string;
  bytes: number;
  width: number | null;
  height: number | null;
  alt: string;
  decorative: boolean;
  uploadedBy: string;
  createdAt: string;
  updatedAt: string;
  version: number;
  usedBy: MediaUse[];
}

/** What the public render needs of an image: its pixel size and library alt. */
export interface ImageFacts {
  width: number | null;
  height: number | null;
  alt: string;
  decorative: boolean;
}

/**
 * The alt fields of `POST /api/images` (multipart, so strings): both optional, so an upload
 * without alt still succeeds with alt ""; `decorative` is "true" or "false".
 */
export const UploadAltSchema = z
  .object({
    alt: AltTextSchema.default(""),
    decorative: z
      .enum(["true", "false"], { error: 'decorative must be "true" or "false"' })
      .default("false"),
  })
  .transform((value) =>
    value.decorative === "true"
      ? { alt: "", decorative: true }
      : { alt: value.alt, decorative: false },
  );

const MEDIA_PATH_IN_TEXT = /\/images\/([0-9a-f-]{36}\.(?:png|jpg|webp|gif|avif))/g;

/** The media keys a text (a post's markdown) points at as `/images/{key}`, each once, in order. */
export function mediaKeysIn(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(MEDIA_PATH_IN_TEXT), (match) => match[1] ?? ""))];
}

/** What `POST /api/images` answers: the stored file and its media-library row. */
export interface UploadedImage {
  url: string;
  key: string;
  contentType: string;
  size: number;
  width: number | null;
  height: number | null;
  alt: string;
  decorative: boolean;
  version: number;
}
