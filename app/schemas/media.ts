import { z } from "zod";
import { pageQuery } from "./paging";
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
  /** The 409 of DELETE while posts or pages still name the image; their titles follow. */
  inUse: (posts: readonly string[], pages: readonly string[] = []) => {
    const count = (n: number, one: string) => (n === 1 ? `a ${one}` : `${n} ${one}s`);
    const what = [
      ...(posts.length > 0 ? [count(posts.length, "post")] : []),
      ...(pages.length > 0 ? [count(pages.length, "page")] : []),
    ].join(" and ");
    const titles = [...posts, ...pages].map((t) => `“${t}”`).join(", ");
    const from =
      posts.length + pages.length > 1
        ? posts.length === 0
          ? "those pages"
          : pages.length === 0
            ? "those posts"
            : "them"
        : posts.length === 1
          ? "that post"
          : "that page";
    return `This image is used by ${what}: ${titles}. Remove it from ${from} first.`;
  },
  /** PATCH by an author of an image someone else uploaded (403). */
  notYours: "Authors can change the alt text only of images they uploaded.",
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

/** Images one page of the library shows unless `limit` says otherwise. */
export const MEDIA_PAGE_SIZE = 48;

/** `GET /api/media`: which page (`cursor`: the previous page's nextCursor) and how long. */
export const MediaPageQuerySchema = z.object(pageQuery(MEDIA_PAGE_SIZE));

/**
 * `PATCH /api/media/:key`: the alt (or decorative), and the version the editor saw (a missing
 * or stale one is a 409, as for every versioned write).
 */
export const MediaPatchSchema = z.intersection(
  MediaAltSchema,
  z.object({
    version: z.number({ error: "version must be a number" }).int().min(1).optional(),
  }),
);
export type MediaPatch = z.infer<typeof MediaPatchSchema>;

/**
 * How a post or page names an image: in a post's body or as its featured image, as a page's
 * social image (Page settings), in a page's content, as a link of its inline edits, or in a
 * publish scheduled for later.
 */
export type MediaUseAs =
  | "body"
  | "featured"
  | "social"
  | "content"
  | "link"
  | "scheduled"
  | "unpublished";

/** A post (drafts included) or a page that names an image. */
export interface MediaUse {
  kind: "post" | "page";
  /** A post's slug, a page's path; "" when `hidden`. */
  slug: string;
  /** "" when `hidden`. */
  title: string;
  /** A post is published, a page live. */
  published: boolean;
  as: MediaUseAs[];
  /** Another author's draft, as an author sees it: that it exists, not what it is. */
  hidden?: boolean;
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
  /** Whether the user who asked may change the alt text (authors: of their own uploads). */
  canEditAlt: boolean;
}

/** `GET /api/media`: one page of the library, newest first. */
export interface MediaPage {
  items: MediaItem[];
  /** The `cursor` of the next page; null on the last. */
  nextCursor: string | null;
  /** How many images the library holds, on every page together. */
  total: number;
}

/** What the public render needs of an image: its pixel size and library alt. */
export interface ImageFacts {
  width: number | null;
  height: number | null;
  alt: string;
  decorative: boolean;
  /** Every alt the library gave the image (see `altOfImage`). */
  formerAlts: readonly string[];
}

/**
 * The alt an image shows where a post gave `own` for it: the post's own words, unless it copied
 * them from the library (they are one of the alts the library gave the image, which is what
 * inserting a library image writes), or gave none in a body: then the library's alt as it is
 * now ("" once decorative), so changing it in the Media tab reaches every post that shows it.
 * A featured image's "" is the post marking it decorative and stays "".
 *
 * @example altOfImage("Old words", facts, "body") // facts.alt when "Old words" was the library's
 */
export function altOfImage(
  own: string,
  facts: ImageFacts | undefined,
  as: "body" | "featured",
): string {
  const words = own.trim();
  if (!facts || (as === "featured" && words === "")) return own;
  const follows = words === "" || words === facts.alt || facts.formerAlts.includes(words);
  if (!follows) return own;
  return facts.decorative ? "" : facts.alt;
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
