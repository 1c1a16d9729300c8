import { z } from "zod";

// The Page settings a page's draft carries (issue 31): what visitors see of them (the SEO
// title, the meta description, the social image, a created page's title) waits for Publish
// with the page's words. A created page's address is not among them: a move is immediate
// (docs/decisions/0082-page-settings-are-part-of-the-draft.md). Imports nothing but zod, so
// the inline-content and page-settings schemas can both use it.

/** The settings that go live with Publish, in the order they are listed and stored. */
export const DRAFT_SETTINGS_FIELDS = ["seoTitle", "description", "image", "title"] as const;
export type DraftSettingsField = (typeof DRAFT_SETTINGS_FIELDS)[number];

export const isDraftSettingsField = (key: string): key is DraftSettingsField =>
  (DRAFT_SETTINGS_FIELDS as readonly string[]).includes(key);

/** Each setting as people call it, within a sentence ("the SEO title", "the social image"). */
export const DRAFT_SETTINGS_LABELS: Record<DraftSettingsField, string> = {
  seoTitle: "SEO title",
  description: "meta description",
  image: "social image",
  title: "page title",
};

/** Every draft setting's value: null where nothing is set (the page's own text, the site's image). */
export type DraftSettingsValues = Record<DraftSettingsField, string | null>;

/**
 * What a draft (or a schedule's frozen copy) sets: only the settings it changes from the
 * published ones; a setting it does not name follows what is published.
 */
export const DraftSettingsSchema = z.object({
  seoTitle: z.string().nullable().optional(),
  description: z.string().nullable().optional(),
  image: z.string().nullable().optional(),
  title: z.string().nullable().optional(),
});
export type DraftSettings = z.infer<typeof DraftSettingsSchema>;

/** A revision's settings: as it left the draft (or published them), and which it changed. */
export interface RevisionSettings {
  values: DraftSettingsValues;
  changed: DraftSettingsField[];
}

export const RevisionSettingsSchema = z.object({
  values: z.object({
    seoTitle: z.string().nullable(),
    description: z.string().nullable(),
    image: z.string().nullable(),
    title: z.string().nullable(),
  }),
  changed: z.array(z.enum(DRAFT_SETTINGS_FIELDS)),
});

/** The settings whose values differ between `a` and `b`, in the fields' order. */
export function changedSettings(
  a: DraftSettingsValues,
  b: DraftSettingsValues,
): DraftSettingsField[] {
  return DRAFT_SETTINGS_FIELDS.filter((field) => a[field] !== b[field]);
}

/** The draft's values: what is published, with what the draft sets over it. */
export function draftSettingsValues(
  published: DraftSettingsValues,
  draft: DraftSettings,
): DraftSettingsValues {
  const values = { ...published };
  for (const field of DRAFT_SETTINGS_FIELDS) {
    const value = draft[field];
    if (value !== undefined) values[field] = value;
  }
  return values;
}

/** What a draft with `values` sets over `published`: the settings that differ, nothing else. */
export function draftSettingsOver(
  values: DraftSettingsValues,
  published: DraftSettingsValues,
): DraftSettings {
  const draft: DraftSettings = {};
  for (const field of changedSettings(published, values)) draft[field] = values[field];
  return draft;
}
