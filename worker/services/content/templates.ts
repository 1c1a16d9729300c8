import { eq } from "drizzle-orm";
import { FIXED_PAGES, findCodePage } from "../../../app/content";
import { pageOfCopy } from "../../../app/content/sections";
import type { ServicePageContent, ServicePageCopy } from "../../../app/content/types";
import type { CreatePageInput } from "../../../app/schemas/blog";
import {
  RESERVED_SLUG_MESSAGE,
  RESERVED_SLUGS,
  titleFromSlug,
} from "../../../app/schemas/inline-content";
import { pages } from "../../db/schema";
import { AppError } from "../../errors";
import type { SessionUser } from "../identity/session-user";
import { auditInsert } from "../platform/audit";
import type { Deps } from "../platform/deps";
import { writeUnique } from "../platform/unique-write";

// "Create from template" for pages: a D1 row in the catalogue whose content is a
// ServicePageContent, rendered by the service template at /{slug} and editable inline at
// /{slug}/admin.

export const PAGE_EXISTS_MESSAGE = (path: string) => `A page already exists at ${path}`;

/** The starting content of a page made from the service-page template. */
export function servicePageFromTemplate(title: string, slug: string): ServicePageContent {
  return pageOfCopy(servicePageCopy(title, slug));
}

/** The service-page template's copy for a page titled `title`. */
function servicePageCopy(title: string, slug: string): ServicePageCopy {
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

/** The service-page template for a new page at `/{slug}` (edit mode's view of an unknown slug). */
export function newPageFromTemplate(slug: string): ServicePageContent {
  return servicePageFromTemplate(titleFromSlug(slug), slug);
}

/**
 * Creates a page from the service-page template at /{slug}; 409 when the path is taken by a
 * code page, a catalogue row or a route of the site itself.
 */
export async function createTemplatePage(
  deps: Deps,
  input: CreatePageInput,
  actor: Pick<SessionUser, "id" | "username">,
): Promise<{ success: true; id: string; path: string; redirectTo: string }> {
  const path = `/${input.slug}`;
  if (RESERVED_SLUGS.has(input.slug)) {
    throw new AppError(409, "SLUG_RESERVED", RESERVED_SLUG_MESSAGE(input.slug));
  }
  const taken =
    FIXED_PAGES.some((page) => page.path === path) ||
    findCodePage(input.slug) !== undefined ||
    (await deps.db.select({ id: pages.id }).from(pages).where(eq(pages.path, path)).get()) !==
      undefined;
  const pageExists = new AppError(409, "PAGE_EXISTS", PAGE_EXISTS_MESSAGE(path));
  if (taken) throw pageExists;
  const content = servicePageFromTemplate(input.title, input.slug);
  const id = `d1:${crypto.randomUUID()}`;
  await writeUnique(
    deps.db.batch([
      deps.db.insert(pages).values({
        id,
        path,
        title: input.title,
        description: content.description,
        component: "service-page",
        source: "d1",
        content: JSON.stringify(content),
        // Inactive until published from edit mode or the Content tab (404 to visitors).
        isActive: false,
        seoKeywords: content.keywords,
        lastModified: new Date().toISOString(),
        modifiedBy: actor.username,
      }),
      auditInsert(deps, {
        action: "page.created",
        actor,
        targetType: "page",
        targetId: id,
        details: { path, template: input.template },
      }),
    ]),
    pageExists,
  );
  return { success: true, id, path, redirectTo: `${path}/admin` };
}
