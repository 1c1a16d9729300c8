import type { Section, SectionOf, SectionTone, SectionType } from "~/schemas/sections";

// The section library as staff meet it (issue #32): each type staff may add, its label, what
// it is for, its variants, and the placeholder copy a new one starts with (staff overwrite it
// in place). `GET /api/sections` and /admin/sections read it; the schemas and limits are in
// app/schemas/sections.ts.

/** The types staff may add to a page (a regional page's facts and a hub's directory are code's). */
export type LibraryType = Exclude<SectionType, "region" | "directory">;

export interface LibraryEntry<T extends LibraryType = LibraryType> {
  type: T;
  label: string;
  /** One line on what the section is for, in the library's picker. */
  description: string;
  /** Its layouts: the first is the default. */
  variants: readonly { id: NonNullable<SectionOf<T>["variant"]>; label: string }[];
  /** A new section of this type under `key`: sensible copy to overwrite. */
  placeholder: (key: string) => SectionOf<T>;
}

/** A new object each time: an inline edit of one button must not change another. */
const contact = () => ({ label: "Talk to an engineer", href: "/#contact" });

const ENTRIES: { [T in LibraryType]: LibraryEntry<T> } = {
  hero: {
    type: "hero",
    label: "Hero",
    description: "The page's heading (its h1), a short promise and the main buttons.",
    variants: [
      { id: "standard", label: "Standard" },
      { id: "centred", label: "Centred" },
      { id: "split", label: "Split with image" },
      { id: "form", label: "With the contact form" },
    ],
    placeholder: (key) => ({
      type: "hero",
      key,
      eyebrow: "Managed IT services",
      title: "A clear headline about the outcome you deliver",
      subtitle: "One or two sentences on who this is for and what changes for them.",
      primaryCta: contact(),
      secondaryCta: { label: "Book a call", href: "booking" },
    }),
  },
  "rich-text": {
    type: "rich-text",
    label: "Rich text",
    description: "A heading and a few paragraphs of body copy.",
    variants: [
      { id: "standard", label: "Standard" },
      { id: "narrow", label: "Narrow column" },
    ],
    placeholder: (key) => ({
      type: "rich-text",
      key,
      title: "Why this matters",
      paragraphs: [
        "Explain the problem your reader has in their own words, then how your team solves it.",
      ],
    }),
  },
  stats: {
    type: "stats",
    label: "Key figures",
    description: "Up to eight figures that prove a claim, each with a short label.",
    variants: [
      { id: "band", label: "Band" },
      { id: "beside-text", label: "Beside the text before it" },
    ],
    placeholder: (key) => ({
      type: "stats",
      key,
      items: [
        { value: "24/7", label: "Engineers on shift" },
        { value: "15 min", label: "Response to critical tickets" },
        { value: "98%", label: "Client retention" },
      ],
    }),
  },
  "feature-grid": {
    type: "feature-grid",
    label: "Feature grid",
    description: "Cards with an icon, a title and a sentence each: what is included.",
    variants: [
      { id: "cards", label: "Cards, three across" },
      { id: "compact", label: "Compact, four across" },
    ],
    placeholder: (key) => ({
      type: "feature-grid",
      key,
      title: "What is included",
      items: [
        { icon: "headset", title: "Helpdesk", body: "Named engineers who answer within minutes." },
        { icon: "shield-check", title: "Security", body: "Patching, MFA and audited access." },
        { icon: "bar-chart-3", title: "Reporting", body: "A plain monthly summary of the work." },
      ],
    }),
  },
  "feature-list": {
    type: "feature-list",
    label: "Reasons list",
    description: "Points with icons in two columns, on a dark band: why choose us.",
    variants: [{ id: "two-column", label: "Two columns" }],
    placeholder: (key) => ({
      type: "feature-list",
      key,
      tone: "navy",
      title: "Why teams choose us",
      points: [
        { icon: "clock", title: "Always on", body: "Engineers on shift around the clock." },
        { icon: "users", title: "Named engineers", body: "People who know your systems." },
      ],
    }),
  },
  steps: {
    type: "steps",
    label: "Steps",
    description: "A numbered process from first call to running service.",
    variants: [{ id: "row", label: "In a row" }],
    placeholder: (key) => ({
      type: "steps",
      key,
      title: "How it works",
      steps: [
        { title: "Discovery call", body: "We learn your goals and constraints." },
        { title: "Proposal", body: "A fixed scope, service levels and a start date." },
        { title: "Onboarding", body: "Access, documentation and runbooks." },
      ],
    }),
  },
  faq: {
    type: "faq",
    label: "FAQ",
    description: "Questions and answers; search engines read them as the page's FAQ.",
    variants: [
      { id: "split", label: "Heading beside" },
      { id: "stacked", label: "Stacked" },
    ],
    placeholder: (key) => ({
      type: "faq",
      key,
      title: "Questions we hear",
      items: [
        {
          question: "How quickly can we start?",
          answer: "Most engagements start within two weeks of signing.",
        },
      ],
    }),
  },
  "cta-band": {
    type: "cta-band",
    label: "Call to action",
    description: "A band with a heading, one sentence and a button.",
    variants: [
      { id: "gradient", label: "Gradient" },
      { id: "plain", label: "Plain" },
    ],
    placeholder: (key) => ({
      type: "cta-band",
      key,
      title: "Talk to our team",
      body: "Tell us what you need and we will reply within one business day.",
      button: { label: "Contact us", href: "/#contact" },
    }),
  },
  testimonials: {
    type: "testimonials",
    label: "Testimonials",
    description: "Quotes from clients with their name and role.",
    variants: [
      { id: "grid", label: "Grid" },
      { id: "single", label: "One at a time" },
    ],
    placeholder: (key) => ({
      type: "testimonials",
      key,
      title: "What clients say",
      quotes: [
        {
          quote: "Replace this with a client's own words about the difference you made.",
          name: "Client name",
          role: "Role, company",
        },
      ],
    }),
  },
  "logo-strip": {
    type: "logo-strip",
    label: "Logo strip",
    description: "Names or logos of clients and partners.",
    variants: [{ id: "row", label: "Row" }],
    placeholder: (key) => ({
      type: "logo-strip",
      key,
      title: "Trusted by teams like yours",
      logos: [{ name: "ConnectWise" }, { name: "Microsoft 365" }, { name: "Google Workspace" }],
    }),
  },
  pricing: {
    type: "pricing",
    label: "Pricing tiers",
    description: "Up to four plans with a price, what they include and a button.",
    variants: [{ id: "cards", label: "Cards" }],
    placeholder: (key) => ({
      type: "pricing",
      key,
      title: "Plans",
      tiers: [
        {
          name: "Essentials",
          price: "$49",
          period: "per user / month",
          summary: "Helpdesk and monitoring for small teams.",
          features: ["Helpdesk in business hours", "Patch management"],
          cta: contact(),
        },
        {
          name: "Complete",
          price: "$89",
          period: "per user / month",
          summary: "Round-the-clock support and security.",
          features: ["24/7 helpdesk", "Security monitoring", "Quarterly reviews"],
          cta: contact(),
          popular: true,
        },
      ],
    }),
  },
  comparison: {
    type: "comparison",
    label: "Comparison table",
    description: "Rows of features compared across two to four columns.",
    variants: [{ id: "table", label: "Table" }],
    placeholder: (key) => ({
      type: "comparison",
      key,
      title: "How we compare",
      columns: ["Us", "In-house"],
      rows: [
        { label: "Coverage", values: ["24/7", "Business hours"] },
        { label: "Onboarding", values: ["Two weeks", "Months of hiring"] },
      ],
    }),
  },
  "image-text": {
    type: "image-text",
    label: "Image and text",
    description: "An image from the media library beside a heading and text.",
    variants: [
      { id: "image-right", label: "Image right" },
      { id: "image-left", label: "Image left" },
    ],
    placeholder: (key) => ({
      type: "image-text",
      key,
      title: "Show the work",
      paragraphs: ["Describe what the image shows and why it matters to the reader."],
    }),
  },
  "contact-form": {
    type: "contact-form",
    label: "Contact form",
    description: "The lead form; each lead records the page it came from.",
    variants: [{ id: "standard", label: "Standard" }],
    placeholder: (key) => ({
      type: "contact-form",
      key,
      title: "Tell us what you need",
      body: "An engineer replies within one business day.",
    }),
  },
  related: {
    type: "related",
    label: "Related pages",
    description: "Links to the page's related pages.",
    variants: [{ id: "grid", label: "Grid" }],
    placeholder: (key) => ({ type: "related", key, title: "Related services" }),
  },
  cards: {
    type: "cards",
    label: "Case studies and resources",
    description: "Cards linking to case studies, guides or other pages.",
    variants: [{ id: "grid", label: "Grid" }],
    placeholder: (key) => ({
      type: "cards",
      key,
      title: "Case studies",
      cards: [
        {
          title: "A regional law firm moves to Microsoft 365",
          body: "Summarise the client's problem and the result in one or two sentences.",
          link: { label: "Read the case study", href: "/blog" },
        },
      ],
    }),
  },
};

/** Any type's entry. */
export type AnyLibraryEntry = { [T in LibraryType]: LibraryEntry<T> }[LibraryType];

/** The library in the order the picker shows it. */
export const SECTION_LIBRARY: readonly AnyLibraryEntry[] = Object.values(ENTRIES);

/** A library type's entry, or undefined for a type staff cannot add. */
export function libraryEntry(type: string): AnyLibraryEntry | undefined {
  return Object.hasOwn(ENTRIES, type) ? ENTRIES[type as LibraryType] : undefined;
}

/** A new section of `type` in `variant` under `key`, with the type's placeholder copy. */
export function newSection(type: LibraryType, key: string, variant?: string): Section {
  const entry = libraryEntry(type);
  if (!entry) throw new Error(`No section type ${type}`);
  const section = entry.placeholder(key);
  return variant ? ({ ...section, variant } as Section) : section;
}

/** The background tones' names for people. */
export const TONE_LABELS: Readonly<Record<SectionTone, string>> = {
  white: "White",
  muted: "Light grey",
  navy: "Navy",
};

/**
 * The tones staff may give a section of each type in the editor's Style dialog: those its view
 * renders legibly (its words change colour on navy only where the view inverts them). The first
 * is the tone a section without one renders in. The hero and the call-to-action band keep theirs.
 */
export const TONE_CHOICES: Readonly<Record<LibraryType, readonly SectionTone[]>> = {
  hero: [],
  "rich-text": ["white", "muted"],
  stats: [],
  "feature-grid": ["white", "muted"],
  "feature-list": ["navy", "white", "muted"],
  steps: ["white", "muted"],
  faq: ["white", "muted"],
  "cta-band": [],
  testimonials: ["white", "muted"],
  "logo-strip": ["white", "muted"],
  pricing: ["white", "muted"],
  comparison: ["white", "muted"],
  "image-text": ["white", "muted"],
  "contact-form": ["white", "muted"],
  related: ["white", "muted"],
  cards: ["white", "muted"],
};
