import type { InlineContentMap } from "../../../app/schemas/inline-content";
import type { Deps } from "../platform/deps";
import { getInlineContentMap, type PageRef } from "./inline-content";
import { isLivePath } from "./link-targets";

/**
 * `GET /api/inline-content/get` for visitors: the published map applied to the page, or an
 * empty map (as for a page without edits) when visitors cannot see the page: a draft post, a
 * created page not yet published, an unknown path. Its edits stay private until it is public.
 */
export async function getPublicInlineContent(
  deps: Deps,
  ref: PageRef,
): Promise<PageRef & { content: InlineContentMap }> {
  const content = (await isLivePath(deps, ref.pagePath))
    ? await getInlineContentMap(deps, ref.pagePath, "published")
    : {};
  return { pagePath: ref.pagePath, pageType: ref.pageType, content };
}
