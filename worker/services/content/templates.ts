import { eq } from "drizzle-orm";
import { FIXED_PAGES, findCodePage } from "../../../app/content";
import {
  PAGE_TEMPLATES,
  type PageTemplate,
  pageFromTemplate,
  pageTemplate,
} from "../../../app/content/page-templates";
import type { ServicePageContent } from "../../../app/content/types";
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

const SERVICE_TEMPLATE = PAGE_TEMPLATES[0] as PageTemplate;

/** `GET /api/templates`: every page template, its label, what it is for and its sections. */
export function listPageTemplates() {
  return PAGE_TEMPLATES.map((template) => ({
    id: template.id,
    label: template.label,
    description: template.description,
    layout: template.layout,
    sections: template
      .sections("Page title", "page")
      .map((section) => ({ type: section.type, key: section.key, variant: section.variant })),
  }));
}

/** The service-page template for a new page at `/{slug}` (edit mode's view of an unknown slug). */
export function newPageFromTemplate(slug: string): ServicePageContent {
  return pageFromTemplate(SERVICE_TEMPLATE, titleFromSlug(slug), slug);
}

/** 409 when `/{slug}` is taken by a code page, a catalogue row or a route of the site itself. */
export async function assertPathFree(deps: Deps, slug: string): Promise<AppError> {
  const path = `/${slug}`;
  if (RESERVED_SLUGS.has(slug)) {
    throw new AppError(409, "SLUG_RESERVED", RESERVED_SLUG_MESSAGE(slug));
  }
  const pageExists = new AppError(409, "PAGE_EXISTS", PAGE_EXISTS_MESSAGE(path));
  const taken =
    FIXED_PAGES.some((page) => page.path === path) ||
    findCodePage(slug) !== undefined ||
    (await deps.db.select({ id: pages.id }).from(pages).where(eq(pages.path, path)).get()) !==
      undefined;
  if (taken) throw pageExists;
  return pageExists;
}

/**
 * Stores `content` as a new inactive D1 page at `/{content.slug}` titled `title`, audited as
 * `action`; 409 when the path was taken meanwhile (the unique index decides).
 */
export async function insertCreatedPage(
  deps: Deps,
  content: ServicePageContent,
  title: string,
  actor: Pick<SessionUser, "id" | "username">,
  audit: { action: "page.created" | "page.duplicated"; details: Record<string, string> },
  pageExists: AppError,
): Promise<{ success: true; id: string; path: string; redirectTo: string }> {
  const path = `/${content.slug}`;
  const id = `d1:${crypto.randomUUID()}`;
  await writeUnique(
    deps.db.batch([
      deps.db.insert(pages).values({
        id,
        path,
        title,
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
        action: audit.action,
        actor,
        targetType: "page",
        targetId: id,
        details: { path, ...audit.details },
      }),
    ]),
    pageExists,
  );
  return { success: true, id, path, redirectTo: `${path}/admin` };
}

/**
 * Creates a page from a page template at /{slug}; 409 when the path is taken by a code page,
 * a catalogue row or a route of the site itself.
 */
export async function createTemplatePage(
  deps: Deps,
  input: CreatePageInput,
  actor: Pick<SessionUser, "id" | "username">,
): Promise<{ success: true; id: string; path: string; redirectTo: string }> {
  const pageExists = await assertPathFree(deps, input.slug);
  const content = pageFromTemplate(
    pageTemplate(input.template) ?? SERVICE_TEMPLATE,
    input.title,
    input.slug,
  );
  return insertCreatedPage(
    deps,
    content,
    input.title,
    actor,
    { action: "page.created", details: { template: input.template } },
    pageExists,
  );
}
