import { z } from "zod";
import { SITE_IMAGE_PATH, SlugSchema } from "./blog";
import { PAGE_PATH_PATTERN } from "./inline-content";
import type { DraftSettingsField, DraftSettingsValues } from "./page-settings-draft";
import { isWebUrl, plainText } from "./text";

// Page settings in edit mode (issue 20): a page's SEO title, meta description and social
// image, and for pages created in the admin their title and slug. Part of the page's draft
// (issue 31): saved with the draft version the editor saw, published with the words; a slug
// change moves the page at once. Audited and revertable by history
// (worker/services/content/page-settings.ts).

export const SEO_TITLE_MAX = 120;
export const DESCRIPTION_MAX_CHARS = 320;
export const PAGE_TITLE_MAX = 120;
export const IMAGE_MAX = 500;

export const IMAGE_MESSAGE =
  "Social image must be an image uploaded to this site (/images/…) or an https:// address";
export const CODE_PAGE_TITLE_MESSAGE =
  "Only pages created in the admin have a title and slug to change here";
export const STALE_SETTINGS_MESSAGE = (path: string) =>
  `${path} was changed by someone else since you opened it. Reload the page to see their change; nothing was overwritten.`;

/** The page's draft version the user saw (0: no draft yet), as an inline save sends it. */
const baseVersion = z.number("Version must be a number").int().min(0).optional();

/**
 * `PUT /api/pages/settings`. Empty strings clear an override (the page's own text again); an
 * empty `title` makes a created page follow its heading. `title` and `slug` only for created
 * pages. `baseVersion` is the draft version the user saw (optional so a missing one is the
 * service's 409, not a 400).
 */
export const PageSettingsSchema = z.object({
  path: plainText("Path")
    .trim()
    .regex(PAGE_PATH_PATTERN, "Path must be a page path such as /managed-services"),
  baseVersion,
  seoTitle: plainText("SEO title")
    .trim()
    .max(SEO_TITLE_MAX, `SEO title must be at most ${SEO_TITLE_MAX} characters`),
  description: plainText("Meta description")
    .trim()
    .max(
      DESCRIPTION_MAX_CHARS,
      `Meta description must be at most ${DESCRIPTION_MAX_CHARS} characters`,
    ),
  image: plainText("Social image")
    .trim()
    .max(IMAGE_MAX, `Social image must be at most ${IMAGE_MAX} characters`)
    .refine(
      (value) => value === "" || SITE_IMAGE_PATH.test(value) || isHttpsUrl(value),
      IMAGE_MESSAGE,
    ),
  title: plainText("Page title")
    .trim()
    .max(PAGE_TITLE_MAX, `Page title must be at most ${PAGE_TITLE_MAX} characters`)
    .optional(),
  slug: SlugSchema.optional(),
});
export type PageSettingsInput = z.infer<typeof PageSettingsSchema>;

/** `POST /api/pages/settings/changes/:id/revert`: the draft version the user saw. */
export const RevertPageSettingsSchema = z.object({ baseVersion });

/** `GET /api/pages/settings?path=/x`. */
export const PageSettingsQuerySchema = z.object({
  path: plainText("Path")
    .trim()
    .regex(PAGE_PATH_PATTERN, "Path must be a page path such as /managed-services"),
});

function isHttpsUrl(value: string): boolean {
  return isWebUrl(value) && value.startsWith("https://");
}

/**
 * The values: null where nothing is set (the page's own text, the site's image). `title` is
 * for created pages only (null while it follows the heading); so is `slug`.
 */
export interface PageSettingsValues extends DraftSettingsValues {
  /** Created pages only. */
  slug: string | null;
}

/** One change as Page settings lists it. */
export interface PageSettingsChangeView {
  id: string;
  before: PageSettingsValues;
  after: PageSettingsValues;
  changedBy: string;
  changedAt: string;
  revertedAt: string | null;
  revertedBy: string | null;
}

/** `GET /api/pages/settings`: what the panel shows. */
export interface PageSettingsView {
  path: string;
  /** The page's draft version (0: no draft yet): what a save or a revert sends back. */
  baseVersion: number;
  source: "code" | "d1";
  isActive: boolean;
  /** The draft's settings: what Publish makes live. */
  values: PageSettingsValues;
  /** What visitors see now. */
  published: PageSettingsValues;
  /** The settings whose draft value is not published yet. */
  unpublished: DraftSettingsField[];
  /** What shows while a field is empty: the page's own title and description. */
  defaults: { seoTitle: string; description: string };
  /** The " | {product name}" every <title> ends with. */
  productName: string;
  changes: PageSettingsChangeView[];
}

/** Where edit mode lives for a page path ("/" is /home/admin). */
export function editModePath(path: string): string {
  return path === "/" ? "/home/admin" : `${path}/admin`;
}
