import { z } from "zod";
import type { ButtonStyles } from "./inline-content";
import { HrefSchema } from "./inline-structure";
import { AltTextSchema, mediaKeyOf } from "./media";
import { plainText } from "./text";

// A page is an ordered list of typed sections (issue #32, docs/decisions/0092-pages-of-sections.md).
// Each type is a zod schema with its fields' limits; `SECTION_TYPES` describes the library
// (label, variants, fields) for `GET /api/sections` and /admin/sections. Shared by the server
// render, the API and the editor bundle.
//
// Addresses: a section's `key` is the start of every `data-eid` inside it (`hero.title`,
// `included.items.2.body`); a type whose content is one list (rich text, stats, FAQ) addresses
// its items straight under the key (`faqs.2.question`, `intro.0`). The code pages' sections
// keep the names their parts always had, so every saved inline edit still lands.

/** The background tones of the design tokens a section may take. */
export const SECTION_TONES = ["white", "muted", "navy"] as const;
export type SectionTone = (typeof SECTION_TONES)[number];

/** The lucide icons the templates render as inline SVG on the server. */
export const ICON_NAMES = [
  "activity",
  "bar-chart-3",
  "briefcase",
  "building-2",
  "check-circle-2",
  "clipboard-check",
  "clock",
  "cloud",
  "cpu",
  "database-backup",
  "file-text",
  "globe",
  "graduation-cap",
  "hard-drive",
  "headset",
  "layers",
  "life-buoy",
  "lightbulb",
  "lock",
  "mail",
  "map-pin",
  "monitor",
  "network",
  "phone",
  "rocket",
  "server",
  "settings",
  "shield-check",
  "user-check",
  "users",
  "wrench",
  "zap",
] as const;
export type IconName = (typeof ICON_NAMES)[number];

/** A section's key: the first segment of its elements' addresses, and its `id` on the page. */
export const SECTION_KEY_PATTERN = /^[a-zA-Z][a-zA-Z0-9_-]{0,39}$/;

// Every field carries its label (`title` in `GET /api/sections`' JSON Schema) and its limits.
const text = (label: string, max: number) =>
  plainText(label)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .meta({ title: label });
const optionalText = (label: string, max: number) =>
  plainText(label)
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .meta({ title: label })
    .optional();
const list = <T extends z.ZodType>(label: string, item: T, min: number, max: number) =>
  z
    .array(item)
    .min(min, `${label} needs at least ${min} ${min === 1 ? "item" : "items"}`)
    .max(max, `${label} holds at most ${max} items`)
    .meta({ title: label });

/** A link: `href` "/#contact" scrolls to the contact form; "booking" is the booking URL setting. */
export const CtaSchema = z
  .object({
    label: text("Button text", 80),
    href: z.union([z.literal("booking"), HrefSchema]).meta({ title: "Link" }),
    /** The styles staff saved inline (set by the render's edits from a checked map, never stored). */
    styles: z.custom<ButtonStyles>().optional(),
  })
  .meta({ title: "Button" });
export type Cta = z.infer<typeof CtaSchema>;

export const FeatureSchema = z.object({
  icon: z.enum(ICON_NAMES, { error: "Icon must be one of the library's icons" }),
  title: text("Title", 120),
  /** One or two sentences. */
  body: text("Text", 400),
});
export type Feature = z.infer<typeof FeatureSchema>;

export const StepSchema = z.object({ title: text("Title", 120), body: text("Text", 400) });
export type Step = z.infer<typeof StepSchema>;

export const FaqSchema = z.object({
  question: text("Question", 200),
  /** 2–4 sentences, specific to this page. */
  answer: text("Answer", 1200),
});
export type Faq = z.infer<typeof FaqSchema>;

export const StatSchema = z.object({ value: text("Figure", 24), label: text("Label", 80) });
export type Stat = z.infer<typeof StatSchema>;

/** An image from the media library (`/images/…`) with its alt text, or marked decorative. */
export const SectionImageSchema = z
  .object({
    src: plainText("Image")
      .trim()
      .refine((src) => mediaKeyOf(src) === src.slice("/images/".length), {
        message: "Image must be from the media library",
      }),
    alt: AltTextSchema.default(""),
    decorative: z.boolean().default(false),
  })
  .refine((image) => image.decorative || image.alt.length > 0, {
    message: "Describe the image (alt text) or mark it decorative",
    path: ["alt"],
  })
  .meta({ title: "Image" });
export type SectionImage = z.infer<typeof SectionImageSchema>;

const QuoteSchema = z.object({
  quote: text("Quote", 500),
  name: text("Name", 80),
  role: optionalText("Role", 120),
});
const LogoSchema = z.object({ name: text("Name", 80), image: SectionImageSchema.optional() });
const TierSchema = z.object({
  name: text("Tier name", 60),
  price: text("Price", 24),
  period: optionalText("Period", 40),
  summary: text("Summary", 240),
  features: list("Features", text("Feature", 120), 1, 12),
  cta: CtaSchema,
  popular: z.boolean().optional(),
});
const RowSchema = z.object({
  label: text("Row label", 120),
  values: list("Values", text("Value", 80), 1, 4),
});
const CardSchema = z.object({
  title: text("Title", 120),
  body: text("Text", 400),
  link: CtaSchema,
});

/** What every section has: its key, and its look within its type. */
const base = <T extends string, V extends readonly [string, ...string[]]>(type: T, variants: V) =>
  z.object({
    type: z.literal(type),
    key: z.string().regex(SECTION_KEY_PATTERN, "A section key is a letter then letters or digits"),
    variant: z.enum(variants).optional(),
    tone: z.enum(SECTION_TONES).optional(),
  });

export const HeroSectionSchema = base("hero", ["standard", "centred", "split", "form"]).extend({
  eyebrow: text("Eyebrow", 80),
  /** The page's one h1. */
  title: text("Heading", 120),
  subtitle: text("Subtitle", 400),
  primaryCta: CtaSchema,
  secondaryCta: CtaSchema.optional(),
  image: SectionImageSchema.optional(),
});
export const RichTextSectionSchema = base("rich-text", ["standard", "narrow"]).extend({
  title: optionalText("Heading", 120),
  paragraphs: list("Paragraphs", text("Paragraph", 1500), 1, 10),
});
export const StatsSectionSchema = base("stats", ["band", "beside-text"]).extend({
  items: list("Figures", StatSchema, 1, 8),
});
export const FeatureGridSectionSchema = base("feature-grid", ["cards", "compact"]).extend({
  title: text("Heading", 120),
  intro: optionalText("Introduction", 400),
  items: list("Features", FeatureSchema, 1, 12),
});
export const FeatureListSectionSchema = base("feature-list", ["two-column"]).extend({
  title: text("Heading", 120),
  points: list("Points", FeatureSchema, 1, 12),
});
export const StepsSectionSchema = base("steps", ["row"]).extend({
  title: text("Heading", 120),
  steps: list("Steps", StepSchema, 2, 8),
});
export const FaqSectionSchema = base("faq", ["split", "stacked"]).extend({
  title: optionalText("Heading", 120),
  items: list("Questions", FaqSchema, 0, 20),
});
export const CtaBandSectionSchema = base("cta-band", ["gradient", "plain"]).extend({
  title: text("Heading", 120),
  body: text("Text", 400),
  button: CtaSchema,
});
export const TestimonialsSectionSchema = base("testimonials", ["grid", "single"]).extend({
  title: text("Heading", 120),
  quotes: list("Quotes", QuoteSchema, 1, 6),
});
export const LogoStripSectionSchema = base("logo-strip", ["row"]).extend({
  title: text("Heading", 120),
  logos: list("Logos", LogoSchema, 2, 12),
});
export const PricingSectionSchema = base("pricing", ["cards"])
  .extend({
    title: text("Heading", 120),
    intro: optionalText("Introduction", 400),
    tiers: list("Tiers", TierSchema, 1, 4),
  })
  .refine((section) => section.tiers.filter((tier) => tier.popular).length <= 1, {
    message: 'Only one tier can be "most popular"',
    path: ["tiers"],
  });
export const ComparisonSectionSchema = base("comparison", ["table"])
  .extend({
    title: text("Heading", 120),
    intro: optionalText("Introduction", 400),
    columns: list("Columns", text("Column", 60), 2, 4),
    rows: list("Rows", RowSchema, 1, 20),
  })
  .refine((section) => section.rows.every((row) => row.values.length === section.columns.length), {
    message: "Every row needs one value per column",
    path: ["rows"],
  });
export const ImageTextSectionSchema = base("image-text", ["image-left", "image-right"]).extend({
  title: text("Heading", 120),
  paragraphs: list("Paragraphs", text("Paragraph", 1000), 1, 4),
  image: SectionImageSchema.optional(),
  cta: CtaSchema.optional(),
});
export const ContactFormSectionSchema = base("contact-form", ["standard"]).extend({
  title: text("Heading", 120),
  body: text("Text", 400),
});
/** Links to the page's related pages (its `related` slugs); "Related services" without a title. */
export const RelatedSectionSchema = base("related", ["grid"]).extend({
  title: optionalText("Heading", 120),
});
export const CardsSectionSchema = base("cards", ["grid"]).extend({
  title: text("Heading", 120),
  intro: optionalText("Introduction", 400),
  cards: list("Cards", CardSchema, 1, 12),
});
/** A regional page's facts (cities, time zones, industries): from the page, never typed here. */
export const RegionSectionSchema = base("region", ["standard"]);
/** A hub's directory of its family's pages: from the catalogue of code pages. */
export const DirectorySectionSchema = base("directory", ["standard"]);

/** Each type's schema, by type. */
export const SECTION_SCHEMAS = {
  hero: HeroSectionSchema,
  "rich-text": RichTextSectionSchema,
  stats: StatsSectionSchema,
  "feature-grid": FeatureGridSectionSchema,
  "feature-list": FeatureListSectionSchema,
  steps: StepsSectionSchema,
  faq: FaqSectionSchema,
  "cta-band": CtaBandSectionSchema,
  testimonials: TestimonialsSectionSchema,
  "logo-strip": LogoStripSectionSchema,
  pricing: PricingSectionSchema,
  comparison: ComparisonSectionSchema,
  "image-text": ImageTextSectionSchema,
  "contact-form": ContactFormSectionSchema,
  related: RelatedSectionSchema,
  cards: CardsSectionSchema,
  region: RegionSectionSchema,
  directory: DirectorySectionSchema,
} as const;

export const SectionSchema = z.discriminatedUnion(
  "type",
  Object.values(SECTION_SCHEMAS) as [
    (typeof SECTION_SCHEMAS)[keyof typeof SECTION_SCHEMAS],
    ...(typeof SECTION_SCHEMAS)[keyof typeof SECTION_SCHEMAS][],
  ],
);
export type Section = z.infer<typeof SectionSchema>;

/** The types staff may add to a page (a regional page's facts and a hub's directory are code's). */
export const ADDABLE_SECTION_TYPES = [
  "hero",
  "rich-text",
  "stats",
  "feature-grid",
  "feature-list",
  "steps",
  "faq",
  "cta-band",
  "testimonials",
  "logo-strip",
  "pricing",
  "comparison",
  "image-text",
  "contact-form",
  "related",
  "cards",
] as const;
export type AddableSectionType = (typeof ADDABLE_SECTION_TYPES)[number];

/** The variants a type has (its schema's), the first its default. */
export function variantsOf(type: SectionType): readonly string[] {
  const variant = SECTION_SCHEMAS[type].shape.variant;
  return variant.unwrap().options;
}
export type SectionType = Section["type"];
export const isSectionType = (type: string): type is SectionType =>
  Object.hasOwn(SECTION_SCHEMAS, type);
export type SectionOf<T extends SectionType> = Extract<Section, { type: T }>;

/**
 * The list a one-list type holds straight under its key (`faqs.2`, `intro.0`): its field name.
 * Other types address their lists by field (`included.items.2`).
 */
export const LIST_AT_KEY: Partial<Record<SectionType, string>> = {
  "rich-text": "paragraphs",
  stats: "items",
  faq: "items",
};

/** The one selector of a page's order of sections (after its hero). */
export const PAGE_SECTIONS_SELECTOR = "[data-sections]";
export const MAX_PAGE_SECTIONS = 40;

/**
 * A section in the page's order: one the page has (`key`), an added one (`add`: its type and
 * variant, starting with the library's placeholder copy) or a copy of one the page has
 * (`copyOf`), each under a key of its own.
 */
export const PageSectionItemSchema = z
  .object({
    key: z
      .string({ error: "A section key is a letter then letters, digits, - or _" })
      .regex(SECTION_KEY_PATTERN, "A section key is a letter then letters, digits, - or _"),
    add: z
      .object({
        type: z.enum(ADDABLE_SECTION_TYPES, { error: "That is not a type of the section library" }),
        variant: z.string().max(40).optional(),
      })
      .strict()
      .optional(),
    copyOf: z
      .string()
      .regex(SECTION_KEY_PATTERN, "copyOf must name a section of the page")
      .optional(),
  })
  .strict()
  .superRefine((item, ctx) => {
    if (item.add?.type === "hero") {
      ctx.addIssue({
        code: "custom",
        path: ["add", "type"],
        message: "A page has one hero, at its top",
      });
    }
    if (item.add && item.copyOf !== undefined) {
      ctx.addIssue({ code: "custom", message: "A section is added or copied, not both" });
    }
    if (item.add?.variant !== undefined && !variantsOf(item.add.type).includes(item.add.variant)) {
      ctx.addIssue({
        code: "custom",
        path: ["add", "variant"],
        message: `A ${item.add.type} section's variants are ${variantsOf(item.add.type).join(", ")}`,
      });
    }
  });

/**
 * How staff changed a section's look: its layout (one of its type's variants), its background
 * tone, and for a type with an image (the hero, image and text) the image, `null` for none.
 */
export const SectionLookSchema = z
  .object({
    variant: z.string().max(40, "A variant is at most 40 characters").optional(),
    tone: z.enum(SECTION_TONES, { error: `Tone must be ${SECTION_TONES.join(", ")}` }).optional(),
    image: SectionImageSchema.nullable().optional(),
  })
  .strict();
export type SectionLook = z.infer<typeof SectionLookSchema>;

/** The types whose look may take an image. */
export const IMAGE_SECTION_TYPES: readonly SectionType[] = ["hero", "image-text"];

/**
 * The page's sections after its hero, in order: added, copied, moved and removed ones (a
 * section it has that is not listed is removed; hiding one is its section entry), and the
 * looks staff gave sections by key (the hero's too).
 */
export const PageSectionsEntrySchema = z
  .object({
    type: z.literal("sections"),
    selector: z.literal(PAGE_SECTIONS_SELECTOR, {
      error: `The page's sections are addressed as ${PAGE_SECTIONS_SELECTOR}`,
    }),
    items: z
      .array(PageSectionItemSchema)
      .max(MAX_PAGE_SECTIONS, `A page holds at most ${MAX_PAGE_SECTIONS} sections`),
    looks: z
      .record(z.string(), SectionLookSchema)
      .superRefine((looks, ctx) => {
        const keys = Object.keys(looks);
        if (keys.length > MAX_PAGE_SECTIONS + 1) {
          ctx.addIssue({
            code: "custom",
            message: `At most ${MAX_PAGE_SECTIONS + 1} sections have a look of their own`,
          });
        }
        for (const key of keys.filter((name) => !SECTION_KEY_PATTERN.test(name))) {
          ctx.addIssue({
            code: "custom",
            path: [key],
            message: `A look names a section by its key: ${key.slice(0, 40)} is none`,
          });
        }
      })
      .optional(),
  })
  .strict()
  .superRefine((entry, ctx) => {
    const seen = new Set<string>();
    entry.items.forEach((item, index) => {
      if (seen.has(item.key)) {
        ctx.addIssue({
          code: "custom",
          path: ["items", index, "key"],
          message: `Section ${item.key} appears twice`,
        });
      }
      seen.add(item.key);
    });
  });

export type PageSectionItem = z.infer<typeof PageSectionItemSchema>;
export type PageSectionsEntry = z.infer<typeof PageSectionsEntrySchema>;
