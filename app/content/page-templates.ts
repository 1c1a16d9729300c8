import type { PageTemplateId } from "~/schemas/blog";
import type { Section, SectionOf, SectionType } from "~/schemas/sections";
import { newSection } from "./section-library";
import { sectionsOfCopy } from "./sections";
import type { ServicePageContent, ServicePageCopy } from "./types";

// Page templates (issue #32): each a named list of sections with sensible copy for the page's
// title, which staff then change in place. `GET /api/templates` lists them, the Create tab
// offers them, `POST /api/templates/create-page` makes a page from one (`template`: its id).

export interface PageTemplate {
  id: PageTemplateId;
  label: string;
  description: string;
  /** The layout around the sections: "landing" reduces the navigation to the logo and phone. */
  layout: ServicePageContent["template"];
  /** A page's description from its title (120–160 characters). */
  pageDescription: (title: string) => string;
  sections: (title: string, slug: string) => Section[];
}

/** A library section under `key`, its placeholder copy overridden by `fields`. */
function section<T extends Exclude<SectionType, "region" | "directory">>(
  type: T,
  key: string,
  fields: Partial<SectionOf<T>> = {},
): Section {
  return { ...newSection(type, key), ...fields } as Section;
}

/** A new object each time: an inline edit of one button must not change another. */
const contact = () => ({ label: "Talk to an engineer", href: "/#contact" });

/** The service-page template's copy for a page titled `title`. */
export function servicePageCopy(title: string, slug: string): ServicePageCopy {
  const lower = title.toLowerCase();
  return {
    slug,
    family: "service",
    template: "service",
    // Not set: the <title> and breadcrumb follow the heading until Page settings sets one.
    seoTitle: "",
    description: `${title}: how our engineers deliver it, what is included, how onboarding works and what it costs to get started. Talk to our team today.`,
    keywords: [lower],
    hero: {
      eyebrow: "Managed IT services",
      title,
      subtitle: `Experienced engineers, clear service levels and one team accountable for ${lower}, from the first assessment to day-to-day operations.`,
      primaryCta: { label: "Talk to an engineer", href: "/#contact" },
      secondaryCta: { label: "Book a call", href: "booking" },
    },
    intro: [
      `We plan, run and report on ${lower} for businesses and for the managed service providers who serve them. You get named engineers who learn your environment, written runbooks for the work they do, and a monthly report that shows what was done and what comes next.`,
    ],
    included: {
      title: "What is included",
      items: [
        {
          icon: "clipboard-check",
          title: "Assessment",
          body: "A review of your current setup, risks and quick wins before any change.",
        },
        {
          icon: "settings",
          title: "Delivery",
          body: "Planned changes in agreed windows, with rollback steps written down first.",
        },
        {
          icon: "activity",
          title: "Monitoring",
          body: "Around-the-clock checks with escalation rules agreed with you in writing.",
        },
        {
          icon: "bar-chart-3",
          title: "Reporting",
          body: "A plain monthly summary of tickets, changes, risks and recommendations.",
        },
      ],
    },
    process: {
      title: "How it works",
      steps: [
        { title: "Discovery call", body: "We learn your goals, systems and constraints." },
        { title: "Proposal", body: "A fixed scope, service levels and a start date." },
        { title: "Onboarding", body: "Access, documentation and runbooks in the first weeks." },
        { title: "Run and improve", body: "Regular reviews and a roadmap we keep up to date." },
      ],
    },
    whyUs: {
      title: "Why teams choose us",
      points: [
        {
          icon: "clock",
          title: "Always on",
          body: "Engineers on shift around the clock from the US and India.",
        },
        {
          icon: "shield-check",
          title: "Security first",
          body: "Least-privilege access, MFA everywhere and audited changes.",
        },
        {
          icon: "users",
          title: "Named engineers",
          body: "People who know your environment, not a rotating queue.",
        },
      ],
    },
    faqs: [
      {
        question: `How quickly can you start with ${lower}?`,
        answer:
          "Most engagements start within two weeks of signing. Onboarding covers access, documentation and agreeing escalation rules with your team.",
      },
    ],
    cta: {
      title: "Talk to our team",
      body: "Tell us what you need and we will reply within one business day.",
      button: { label: "Contact us", href: "/#contact" },
    },
    related: [],
  };
}

const TEMPLATES: readonly PageTemplate[] = [
  {
    id: "service-page",
    label: "Service page",
    description: "Hero, what is included, how it works, why us, FAQ and a call to action.",
    layout: "service",
    pageDescription: (title) => servicePageCopy(title, "").description,
    sections: (title, slug) => sectionsOfCopy(servicePageCopy(title, slug)),
  },
  {
    id: "landing",
    label: "Landing page",
    description: "A campaign page: the lead form above the fold, proof, plans, FAQ.",
    layout: "landing",
    pageDescription: (title) =>
      `${title}: see what is included and what it costs, read what clients say, and ask an engineer for a quote in one short form.`,
    sections: (title, slug) => [
      section("hero", "hero", {
        variant: "form",
        eyebrow: "Limited-time offer",
        title,
        subtitle: "Tell us about your team and get a written quote within one business day.",
        primaryCta: { label: "See plans", href: `/${slug}#plans` },
        secondaryCta: undefined,
      }),
      section("logo-strip", "proof", { title: "Trusted by growing firms and MSPs" }),
      section("stats", "results", { variant: "band" }),
      section("testimonials", "quotes"),
      section("pricing", "plans"),
      section("faq", "faqs", { title: "Questions before you start" }),
      section("cta-band", "cta", { button: contact() }),
    ],
  },
  {
    id: "about",
    label: "About the company",
    description: "Who we are, the figures behind us, what we value and what clients say.",
    layout: "service",
    pageDescription: (title) =>
      `${title}: who we are, where our engineers work, what we value and what our clients say about working with our team.`,
    sections: (title) => [
      section("hero", "hero", { variant: "centred", eyebrow: "About us", title }),
      section("rich-text", "story", { title: "Our story" }),
      section("stats", "figures", { variant: "band" }),
      section("feature-list", "values", { title: "What we value" }),
      section("testimonials", "quotes"),
      section("cta-band", "cta"),
    ],
  },
  {
    id: "case-study",
    label: "Case study",
    description: "The client's challenge, what we did, the results and their own words.",
    layout: "service",
    pageDescription: (title) =>
      `${title}: the client's challenge, how our engineers solved it step by step, and the results they measured afterwards.`,
    sections: (title) => [
      section("hero", "hero", { eyebrow: "Case study", title }),
      section("stats", "results", { variant: "band" }),
      section("rich-text", "challenge", { title: "The challenge" }),
      section("steps", "approach", { title: "What we did" }),
      section("testimonials", "quotes", { variant: "single", title: "In the client's words" }),
      section("cta-band", "cta"),
      section("related", "related"),
    ],
  },
  {
    id: "event",
    label: "Event or webinar",
    description: "The date and what attendees learn, the agenda, the form to register.",
    layout: "landing",
    pageDescription: (title) =>
      `${title}: what you will learn, the agenda and who is speaking. Register with one short form and we will send you the details.`,
    sections: (title, slug) => [
      section("hero", "hero", {
        variant: "form",
        eyebrow: "Live webinar",
        title,
        subtitle: "Add the date, the time and the time zone here, and who it is for.",
        primaryCta: { label: "See the agenda", href: `/${slug}#agenda` },
        secondaryCta: undefined,
      }),
      section("feature-grid", "learn", { title: "What you will learn" }),
      section("steps", "agenda", { title: "Agenda" }),
      section("cards", "speakers", {
        title: "Speakers",
        cards: [
          {
            title: "Speaker name",
            body: "Their role, and one sentence on what they will share.",
            link: { label: "Read their profile", href: "/blog" },
          },
        ],
      }),
      section("faq", "faqs", { title: "Questions about the webinar" }),
    ],
  },
  {
    id: "resource",
    label: "Resource or guide",
    description: "What the guide covers, a preview, and the form to get it.",
    layout: "service",
    pageDescription: (title) =>
      `${title}: what the guide covers, who it is for and how to use it. Ask for your copy with one short form and read it today.`,
    sections: (title, slug) => [
      section("hero", "hero", {
        eyebrow: "Free guide",
        title,
        primaryCta: { label: "Get the guide", href: `/${slug}#get-it` },
      }),
      section("feature-grid", "inside", { title: "What is inside" }),
      section("image-text", "preview", { title: "A look inside" }),
      section("contact-form", "get-it", {
        title: "Get the guide",
        body: "Tell us where to send it; an engineer can walk you through it too.",
      }),
      section("faq", "faqs", { title: "Questions about the guide" }),
      section("related", "related"),
    ],
  },
];

/** Every page template, in the order the Create tab offers them. */
export const PAGE_TEMPLATES: readonly PageTemplate[] = TEMPLATES;

/** A template by id, or undefined. */
export const pageTemplate = (id: string) => TEMPLATES.find((template) => template.id === id);

/** The content of a new page at `/{slug}` titled `title`, from `template`. */
export function pageFromTemplate(
  template: PageTemplate,
  title: string,
  slug: string,
): ServicePageContent {
  const copy = servicePageCopy(title, slug);
  return {
    slug,
    family: "service",
    template: template.layout,
    // Not set: the <title> and breadcrumb follow the heading until Page settings sets one.
    seoTitle: "",
    description: template.pageDescription(title),
    keywords: copy.keywords,
    related: [],
    sections: template.sections(title, slug),
  };
}
