import { z } from "zod";
import { HrefSchema, ListEntrySchema, SectionEntrySchema } from "./inline-structure";
import {
  type DraftSettingsField,
  isDraftSettingsField,
  type RevisionSettings,
} from "./page-settings-draft";
import type { PublishScheduleView } from "./publish-schedule";
import { ReplacementSchema } from "./redirects";
import { PageSectionsEntrySchema } from "./sections";
import { SeoOverrideReasonSchema } from "./seo-deploy";
import { plainText } from "./text";

// The inline editor's content map (spec, Inline content save) and the payloads of
// `/api/inline-content/*`. Shared by the editor bundle and the API; imports nothing but zod.

/** Editable elements are addressed only by their stable `data-eid` (DESIGN.md, Page content). */
export const EID_SELECTOR_PATTERN = /^\[data-eid="[a-zA-Z0-9][a-zA-Z0-9._-]{0,119}"\]$/;

/** At most this many characters per text element. */
export const MAX_TEXT_LENGTH = 10_000;
/** At most this many characters in a button's label. */
export const MAX_BUTTON_LENGTH = 200;
/** The spec's font-size stepper. */
export const FONT_SIZE_MIN = 8;
export const FONT_SIZE_MAX = 72;
export const FONT_SIZE_DEFAULT = 14;
/** Lengths (radius, padding, border width) are whole pixels from 0 to this. */
export const MAX_LENGTH_PX = 200;
/** The spec's page sample: the first 1000 characters of the markup plus an ellipsis. */
export const HTML_SAMPLE_LENGTH = 1000;

export const eidSelector = (eid: string) => `[data-eid="${eid}"]`;
export const eidOfSelector = (selector: string) =>
  /^\[data-eid="(.*)"\]$/.exec(selector)?.[1] ?? selector;

/** `[data-eid=…]` however it is spaced or quoted: `[ data-eid = 'x' ]`, `[data-eid=x]`. */
const EID_SELECTOR_SPELLING =
  /^\s*\[\s*data-eid\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'\]]+))\s*\]\s*$/;

/**
 * The one spelling of an element's selector, `[data-eid="x"]`, so one element has one key in
 * a map (a selector it cannot read is returned as it is, for the pattern to refuse).
 */
export function normaliseSelector(selector: string): string {
  const match = EID_SELECTOR_SPELLING.exec(selector);
  if (!match) return selector;
  return eidSelector(match[1] ?? match[2] ?? match[3] ?? "");
}

/** A colour field applies only on a 6-digit hex value (spec §5). */
export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
const PX = /^(0|[1-9]\d{0,2})px$/;
const PX_LIST = /^(0|[1-9]\d{0,2})px( (0|[1-9]\d{0,2})px){0,3}$/;
export const FONT_WEIGHTS = ["normal", "bold", "300", "400", "500", "600", "700", "800"] as const;

const pixels = (value: string) => value.split(" ").map((part) => Number.parseInt(part, 10));

const color = (label: string) =>
  z.string().regex(HEX_COLOR, `${label} must be a 6-digit hex colour such as #1d4ed8`).optional();
const length = (label: string, list: boolean) =>
  z
    .string()
    .regex(list ? PX_LIST : PX, `${label} must be whole pixels such as 8px`)
    .refine(
      (value) => pixels(value).every((n) => n <= MAX_LENGTH_PX),
      `${label} must be between 0 and ${MAX_LENGTH_PX}px`,
    )
    .optional();

/** The eight button styles the inline editor saves (spec, Inline content save). */
export const ButtonStylesSchema = z
  .object({
    backgroundColor: color("Background colour"),
    color: color("Text colour"),
    borderRadius: length("Border radius", false),
    padding: length("Padding", true),
    fontSize: z
      .string()
      .regex(PX, "Font size must be whole pixels such as 14px")
      .refine((value) => {
        const n = Number.parseInt(value, 10);
        return n >= FONT_SIZE_MIN && n <= FONT_SIZE_MAX;
      }, `Font size must be between ${FONT_SIZE_MIN} and ${FONT_SIZE_MAX}px`)
      .optional(),
    fontWeight: z
      .enum(FONT_WEIGHTS, { error: "Font weight must be normal, bold or 300 to 800" })
      .optional(),
    borderColor: color("Border colour"),
    borderWidth: length("Border width", false),
  })
  .strict();

const SelectorSchema = z
  .string()
  .transform(normaliseSelector)
  .pipe(z.string().regex(EID_SELECTOR_PATTERN, 'Selector must look like [data-eid="hero.title"]'));

export const InlineContentEntrySchema = z.discriminatedUnion("type", [
  z
    .object({
      type: z.literal("text"),
      content: plainText("Text").pipe(
        z.string().max(MAX_TEXT_LENGTH, `Text must be at most ${MAX_TEXT_LENGTH} characters`),
      ),
      selector: SelectorSchema,
    })
    .strict(),
  z
    .object({
      type: z.literal("button"),
      content: plainText("Button text").pipe(
        z
          .string()
          .max(MAX_BUTTON_LENGTH, `Button text must be at most ${MAX_BUTTON_LENGTH} characters`),
      ),
      selector: SelectorSchema,
      styles: ButtonStylesSchema.default({}),
      /** Where the button points; left out, it keeps the page's own address. */
      href: HrefSchema.optional(),
    })
    .strict(),
  z
    .object({
      type: z.literal("link"),
      content: plainText("Link text").pipe(
        z
          .string()
          .max(MAX_BUTTON_LENGTH, `Link text must be at most ${MAX_BUTTON_LENGTH} characters`),
      ),
      href: HrefSchema,
      selector: SelectorSchema,
    })
    .strict(),
  ListEntrySchema,
  SectionEntrySchema,
  PageSectionsEntrySchema,
]);

/** The kinds of entry; a key names its kind: `text_element_3`, `list_element_1`. */
export const ENTRY_TYPES = ["text", "button", "link", "list", "section", "sections"] as const;
export type EntryType = (typeof ENTRY_TYPES)[number];
export const ELEMENT_KEY_PATTERN = /^(text|button|link|list|section|sections)_element_\d{1,5}$/;
/** Entries that set an element's words (the others change the page's structure). */
export type ElementEntry = Extract<InlineContentEntry, { type: "text" | "button" | "link" }>;
export const isElementEntry = (entry: InlineContentEntry): entry is ElementEntry =>
  entry.type === "text" || entry.type === "button" || entry.type === "link";

/** Entries that address one element under different keys (selectors already normalised). */
export function duplicateSelectors(
  map: Record<string, { selector: string }>,
): { selector: string; keys: string[] }[] {
  const keysBySelector = new Map<string, string[]>();
  for (const [key, entry] of Object.entries(map)) {
    keysBySelector.set(entry.selector, [...(keysBySelector.get(entry.selector) ?? []), key]);
  }
  return [...keysBySelector]
    .filter(([, keys]) => keys.length > 1)
    .map(([selector, keys]) => ({ selector, keys }));
}

/** The refusal of a map that names one element twice, naming the element and its keys. */
export const duplicateSelectorMessage = ({
  selector,
  keys,
}: {
  selector: string;
  keys: string[];
}) =>
  `The element ${eidOfSelector(selector)} is edited twice (${keys.join(" and ")}); keep one entry per element`;

/**
 * A map's entries, each of the type its key names; an element may still appear twice (the
 * save answers that with a 422 naming it, InlineContentMapSchema refuses it).
 */
export const InlineContentEntriesSchema = z
  .record(
    z
      .string()
      .regex(
        ELEMENT_KEY_PATTERN,
        "Keys are text_element_{n}, button_element_{n}, link_element_{n}, list_element_{n}, section_element_{n} or sections_element_{n}",
      ),
    InlineContentEntrySchema,
  )
  .superRefine((map, ctx) => {
    for (const [key, entry] of Object.entries(map)) {
      if (key.slice(0, key.indexOf("_element_")) !== entry.type) {
        ctx.addIssue({
          code: "custom",
          path: [key],
          message: `${key} must hold a ${key.split("_")[0]} element`,
        });
      }
    }
  });

/** A whole content map: valid entries and one key per element. */
export const InlineContentMapSchema = InlineContentEntriesSchema.superRefine((map, ctx) => {
  for (const duplicate of duplicateSelectors(map)) {
    ctx.addIssue({
      code: "custom",
      path: [duplicate.keys.at(-1) ?? "", "selector"],
      message: duplicateSelectorMessage(duplicate),
    });
  }
});

export const PAGE_TYPES = ["page", "blog"] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/**
 * First path segments the site answers itself (the admin, the API, images, social images, the
 * blog, built assets, the editor's script, Cloudflare's own `/cdn-cgi/`) and `home`, edit
 * mode's name for "/" (`/home/admin`): never a page of their own. Create from template, edit
 * mode's "new page" and Page settings' slug change all read this list; a test derives the
 * Worker's own prefixes from its routes, so a new one cannot be left out.
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  "admin",
  "api",
  "images",
  "og",
  "blog",
  "assets",
  "inline-editor",
  "cdn-cgi",
  "preview",
  "home",
]);

export const RESERVED_SLUG_MESSAGE = (slug: string) =>
  `/${slug} is an address the site uses itself; choose another slug`;

/** "/", "/it-security" for pages; "/blog/{slug}" for blog posts. */
export const PAGE_PATH_PATTERN = /^\/(?:[a-z0-9][a-z0-9-]{0,119})?$/;
export const BLOG_PATH_PATTERN = /^\/blog\/[a-z0-9][a-z0-9-]{0,119}$/;

const pageRef = {
  pagePath: z.string({ error: "pagePath is required" }).max(200),
  pageType: z.enum(PAGE_TYPES, { error: "pageType must be page or blog" }).default("page"),
};

/** The path of a page of that type: a catalogue path for `page`, /blog/{slug} for `blog`. */
export function isPagePath(pagePath: string, pageType: PageType): boolean {
  return pageType === "blog" ? BLOG_PATH_PATTERN.test(pagePath) : PAGE_PATH_PATTERN.test(pagePath);
}

const validPath = {
  path: ["pagePath"],
  message: "pagePath must be a page path such as /it-security (or /blog/{slug} for a blog)",
};
const hasValidPath = (ref: { pagePath: string; pageType: PageType }) =>
  isPagePath(ref.pagePath, ref.pageType);

export const InlineContentQuerySchema = z
  .object({
    ...pageRef,
    status: z.enum(["draft", "published"]).default("published"),
  })
  .refine(hasValidPath, validPath);

export const InlineContentSaveSchema = z
  .object({
    ...pageRef,
    content: InlineContentEntriesSchema,
    htmlSample: z
      .string()
      .max(HTML_SAMPLE_LENGTH + 3, `htmlSample must be at most ${HTML_SAMPLE_LENGTH} characters`)
      .default(""),
    /**
     * The draft version the editor started from; 0 when there was no draft. Optional here so
     * that a save without it on a page with a draft is the service's 409, not a 400.
     */
    baseVersion: z.number().int().min(0).optional(),
  })
  .refine(hasValidPath, validPath);

export const InlineContentPublishSchema = z
  .object({
    ...pageRef,
    action: z.enum(["publish", "unpublish"], { error: "action must be publish or unpublish" }),
    /** Publish at this time (the cron applies it) instead of now. */
    publishAt: z.iso.datetime({ error: "publishAt must be an ISO date-time" }).optional(),
    /** An admin's reason to publish despite the SEO gate's critical issues (audit log). */
    seoOverrideReason: SeoOverrideReasonSchema,
    /**
     * The draft version the user reviewed (0 when there was no draft): a publish or schedule
     * goes out only while the draft is still that version, else 409.
     */
    baseVersion: z.number({ error: "baseVersion must be a number" }).int().min(0).optional(),
  })
  .refine(hasValidPath, validPath);

/** `POST /api/inline-content/schedule/cancel`: the page whose pending schedule ends. */
export const InlineScheduleCancelSchema = z.object(pageRef).refine(hasValidPath, validPath);

export const InlineContentDeleteSchema = z
  .object({
    ...pageRef,
    action: z.literal("delete", { error: "action must be delete" }).default("delete"),
    /** A created page's replacement: its address then answers 301 there. */
    replacement: ReplacementSchema,
  })
  .refine(hasValidPath, validPath);

export const InlineContentRestoreSchema = z
  .object({
    ...pageRef,
    revisionId: z.number({ error: "revisionId is required" }).int().positive(),
    /** Element keys, and the page settings (seoTitle, description, image, title) to take. */
    elements: z
      .array(
        z
          .string()
          .refine(
            (key) => ELEMENT_KEY_PATTERN.test(key) || isDraftSettingsField(key),
            "Elements are keys such as text_element_{n}, or a page setting such as seoTitle",
          ),
      )
      .min(1, "Name at least one element")
      .max(500)
      .optional(),
    baseVersion: z.number().int().min(0).optional(),
  })
  .refine(hasValidPath, validPath);

export type ButtonStyles = z.infer<typeof ButtonStylesSchema>;

/** Each button style and the CSS property it sets (the edge and the editor apply the same). */
export const BUTTON_STYLE_PROPERTIES = [
  ["backgroundColor", "background-color"],
  ["color", "color"],
  ["borderRadius", "border-radius"],
  ["padding", "padding"],
  ["fontSize", "font-size"],
  ["fontWeight", "font-weight"],
  ["borderColor", "border-color"],
  ["borderWidth", "border-width"],
] as const satisfies readonly (readonly [keyof ButtonStyles, string])[];

/**
 * A button's saved styles as CSS declarations, in BUTTON_STYLE_PROPERTIES order: each
 * `[React style key, CSS property, value]`, a value that could leave its declaration dropped
 * (values were validated by ButtonStylesSchema; this holds for any map read back), and
 * `border-style: solid` when a border width is set. The render (a call-to-action's data) and
 * the edge (elements outside the data) set the same.
 */
export function buttonStyleDeclarations(
  styles: ButtonStyles,
): [key: keyof ButtonStyles | "borderStyle", property: string, value: string][] {
  const declarations: [keyof ButtonStyles | "borderStyle", string, string][] = [];
  for (const [key, property] of BUTTON_STYLE_PROPERTIES) {
    const value = styles[key];
    if (value && !/[;{}<>"\\]/.test(value)) declarations.push([key, property, value]);
  }
  if (styles.borderWidth) declarations.push(["borderStyle", "border-style", "solid"]);
  return declarations;
}
export type InlineContentEntry = z.infer<typeof InlineContentEntrySchema>;
export type InlineContentMap = z.infer<typeof InlineContentMapSchema>;
export type InlineContentSaveInput = z.infer<typeof InlineContentSaveSchema>;

/** The editor's view of a page's stored inline content. */
export interface InlineContentState {
  pagePath: string;
  pageType: PageType;
  draft: InlineContentMap;
  published: InlineContentMap;
  /** The draft's version; 0 when there is no draft. */
  version: number;
  updatedAt: string | null;
  updatedBy: string | null;
  /** When the pending schedule publishes (null when nothing is scheduled). */
  publishAt: string | null;
  /** The pending schedule, or the last one the cron refused. */
  schedule: PublishScheduleView | null;
  /** The page settings the draft changes from the published ones (pages only). */
  unpublishedSettings: DraftSettingsField[];
  /** Whether the draft (its words or its settings) differs from what visitors see. */
  unpublishedChanges: boolean;
}

export interface InlineRevision {
  id: number;
  action: "save" | "publish" | "unpublish" | "delete" | "restore" | "schedule";
  content: InlineContentMap;
  changed: string[];
  version: number;
  /** The page's settings as this revision left them (null: a post's page, or an old revision). */
  settings: RevisionSettings | null;
  createdAt: string;
  createdBy: string | null;
}

export interface OrphanEntry {
  key: string;
  selector: string;
  content: string;
  status: "draft" | "published";
}

/** Title of a template page from its slug: each dash-separated word capitalised (spec §2). */
export function titleFromSlug(slug: string): string {
  return slug
    .split("-")
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

/** Keys whose entries differ between two maps (added, removed or changed). */
export function changedKeys(before: InlineContentMap, after: InlineContentMap): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys]
    .filter((key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null))
    .sort();
}

/** The words an entry sets (a text, a button's or a link's label); none for structure. */
export function entryText(entry: InlineContentEntry | undefined): string | undefined {
  return entry && isElementEntry(entry) ? entry.content : undefined;
}
