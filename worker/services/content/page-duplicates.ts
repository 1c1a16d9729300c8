import type { ServicePageContent } from "../../../app/content/types";
import { applyContentEdits } from "../../../app/lib/content-edits";
import { DUPLICATE_MESSAGES, type DuplicatePageInput } from "../../../app/schemas/blog";
import { AppError } from "../../errors";
import type { SessionUser } from "../identity/session-user";
import type { Deps } from "../platform/deps";
import { getInlineContentMap } from "./inline-content";
import { resolvePage } from "./pages";
import { assertPathFree, insertCreatedPage } from "./templates";

// "Duplicate page" (issue #32): a new page from any page made of sections.

/**
 * "Duplicate page": an inactive copy of a page made of sections (a code page or a created one)
 * at /{slug}, as visitors see it now (its published edits applied, hidden sections left out),
 * its heading the copy's title. 404 for no such page, 400 for a page not made of sections
 * (home, the blog, a legal page), 409 when the new path is taken.
 */
export async function duplicatePage(
  deps: Deps,
  input: DuplicatePageInput,
  actor: Pick<SessionUser, "id" | "username">,
): Promise<{ success: true; id: string; path: string; redirectTo: string }> {
  const sourceSlug = input.path.slice(1);
  const resolved = /^[a-z0-9][a-z0-9-]*$/.test(sourceSlug)
    ? await resolvePage(deps, sourceSlug, { includeInactive: true })
    : null;
  if (!resolved) {
    if (input.path === "/" || input.path.startsWith("/blog")) {
      throw new AppError(400, "NOT_SECTIONS", DUPLICATE_MESSAGES.notSections);
    }
    throw new AppError(404, "NOT_FOUND", DUPLICATE_MESSAGES.notFound(input.path));
  }
  if (resolved.page.template === "legal") {
    throw new AppError(400, "NOT_SECTIONS", DUPLICATE_MESSAGES.notSections);
  }
  const pageExists = await assertPathFree(deps, input.slug);
  const published = await getInlineContentMap(deps, input.path, "published");
  const { content, structure } = applyContentEdits(resolved.page, published, "visitor");
  const sections = content.sections
    .filter((section) => !structure.hiddenSections.has(section.key))
    .map((section) => (section.type === "hero" ? { ...section, title: input.title } : section));
  const copy: ServicePageContent = {
    ...content,
    slug: input.slug,
    seoTitle: "",
    sections,
  };
  return insertCreatedPage(
    deps,
    copy,
    input.title,
    actor,
    { action: "page.duplicated", details: { from: input.path } },
    pageExists,
  );
}
