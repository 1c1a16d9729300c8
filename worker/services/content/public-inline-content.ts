import type { InlineContentMap } from "../../../app/schemas/inline-content";
import type { Deps } from "../platform/deps";
import { getPublishedBlog } from "./blogs";
import { getInlineContentMap, type PageRef } from "./inline-content";
import { getCatalogueEntry } from "./pages";

/** Whether visitors can see the page: a published post, or an active catalogue page. */
async function isPublicPage(deps: Deps, { pagePath, pageType }: PageRef): Promise<boolean> {
  if (pageType === "blog") {
    return (await getPublishedBlog(deps, pagePath.slice("/blog/".length))) !== null;
  }
  return (await getCatalogueEntry(deps, pagePath))?.isActive === true;
}

/**
 * `GET /api/inline-content/get` for visitors: the published map applied to the page, or an
 * empty map (as for a page without edits) when visitors cannot see the page: a draft post, a
 * created page not yet published, an unknown path. Its edits stay private until it is public.
 */
export async function getPublicInlineContent(
  deps: Deps,
  ref: PageRef,
): Promise<PageRef & { content: InlineContentMap }> {
  const content = (await isPublicPage(deps, ref))
    ? await getInlineContentMap(deps, ref.pagePath, "published")
    : {};
  return { pagePath: ref.pagePath, pageType: ref.pageType, content };
}
