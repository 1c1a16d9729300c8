import { z } from "zod";
import { hasControlCharacters, parseTypedUrl, plainText } from "./text";

// Deploy Changes and the bulk editor: what staff send to change a page's title and description
// at the edge, and the length bands the analyzer uses (spec §9).

/** The analyzer's title band, for the title as rendered in <title> (with the suffix). */
export const TITLE_MIN = 30;
export const TITLE_MAX = 60;
/** The analyzer's description band. */
export const DESCRIPTION_MIN = 120;
export const DESCRIPTION_MAX = 160;

/** How many pages one deploy request may change (the bulk editor saves a screenful). */
export const MAX_DEPLOY_PAGES = 100;

export const SELECT_URLS_MESSAGE = "Please select URLs to optimize";
export const PAGE_URL_MESSAGE =
  "Each URL must be a page address such as https://your-site/it-security or /it-security";

/** `POST /api/ai-seo/deploy-optimizations`: the pages to propose changes for. */
export const DeployOptimizationsSchema = z.object({
  urls: z
    .array(
      plainText("URL")
        .trim()
        .min(1, SELECT_URLS_MESSAGE)
        .max(2000)
        // Relative paths resolve against the site, so only the parse itself is checked here.
        .refine(
          (value) => parseTypedUrl(value, "https://site.invalid/") !== null,
          PAGE_URL_MESSAGE,
        ),
      SELECT_URLS_MESSAGE,
    )
    .min(1, SELECT_URLS_MESSAGE)
    .max(MAX_DEPLOY_PAGES, `At most ${MAX_DEPLOY_PAGES} URLs at a time`),
});

/**
 * One approved change. `title` and `description` are the page's overrides without the
 * " | {product name}" suffix; an empty string clears the override (the page's own text again).
 * `version` is the page version the change was reviewed against (409 when it moved on, or
 * when it is missing: optional here so that is the service's 409, not a 400).
 */
export const SeoChangeSchema = z.object({
  path: plainText("Path")
    .trim()
    .regex(/^\/[a-z0-9-]*$/, "Path must be a page path such as /managed-services"),
  title: plainText("Title").trim().max(120, "Title: at most 120 characters"),
  description: plainText("Description").trim().max(320, "Description: at most 320 characters"),
  version: z.number("Version must be a number").int().min(1).optional(),
});
export type SeoChangeInput = z.infer<typeof SeoChangeSchema>;

/** `POST /api/seo/deploys`: the approved changes, each deployed on its own. */
export const DeploySeoChangesSchema = z.object({
  changes: z
    .array(SeoChangeSchema, SELECT_URLS_MESSAGE)
    .min(1, SELECT_URLS_MESSAGE)
    .max(MAX_DEPLOY_PAGES, `At most ${MAX_DEPLOY_PAGES} pages at a time`),
  /** Which screen deployed it: the review flow or the bulk editor. */
  source: z.enum(["review", "bulk"]).default("review"),
});

/** The length class of a rendered title or a description, for the bulk editor's filters. */
export type LengthClass = "missing" | "short" | "ok" | "long";

export function titleClass(rendered: string): LengthClass {
  if (rendered.trim() === "") return "missing";
  if (rendered.length < TITLE_MIN) return "short";
  return rendered.length > TITLE_MAX ? "long" : "ok";
}

export function descriptionClass(description: string): LengthClass {
  if (description.trim() === "") return "missing";
  if (description.length < DESCRIPTION_MIN) return "short";
  return description.length > DESCRIPTION_MAX ? "long" : "ok";
}

/**
 * An admin's written reason to publish despite the SEO gate's critical issues (audit log).
 * Optional on blog saves and inline-content publishes.
 */
export const SeoOverrideReasonSchema = z
  .string("Override reason must be text")
  .trim()
  .min(10, "Override reason: at least 10 characters")
  .max(500, "Override reason: at most 500 characters")
  .refine(
    (value) => !hasControlCharacters(value),
    "Override reason must not contain control characters",
  )
  .optional();
