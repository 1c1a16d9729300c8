import { editModeUrl } from "../../../app/lib/paths";
import {
  eidOfSelector,
  entryText,
  type InlineContentMap,
  type OrphanEntry,
  type PageType,
} from "../../../app/schemas/inline-content";
import { AppError } from "../../errors";
import type { SessionUser } from "../identity/session-user";
import type { WorkerDeps } from "../platform/deps";

// Inline edits address a page's elements by `data-eid`. Which elements a page has is read from
// the page itself: its edit mode rendered in the Worker for the staff member who edits it.

/**
 * The `data-eid`s a page renders in edit mode for `user` (so a created page that is still
 * inactive, the template of a new page, or a draft post that `user` may edit, counts too).
 * Empty when there is no such page.
 */
export async function renderedEids(
  deps: WorkerDeps,
  ref: { pagePath: string; pageType: PageType },
  user: SessionUser,
): Promise<Set<string>> {
  const response = await deps.site.render(editModeUrl(ref.pagePath), { user });
  const eids = new Set<string>();
  if (response.status !== 200) {
    await response.body?.cancel();
    return eids;
  }
  await new HTMLRewriter()
    .on("[data-eid]", {
      element(element) {
        const eid = element.getAttribute("data-eid");
        if (eid) eids.add(eid);
      },
    })
    .transform(response)
    .arrayBuffer();
  return eids;
}

/**
 * Refuses a map whose selectors are not on the page (`eids` are the page's rendered
 * `data-eid`s): 400 naming each entry, nothing stored.
 */
export function assertSelectorsExist(map: InlineContentMap, eids: ReadonlySet<string>): void {
  const issues = Object.entries(map)
    .filter(([, entry]) => !eids.has(eidOfSelector(entry.selector)))
    .map(([key, entry]) => ({
      path: `content.${key}.selector`,
      message: `${entry.selector} is not an element of this page`,
    }));
  const [first] = issues;
  if (first) throw new AppError(400, "UNKNOWN_SELECTOR", first.message, issues);
}

/** Entries whose element no longer exists on the page (its code changed). */
export function findOrphans(
  maps: { draft: InlineContentMap; published: InlineContentMap },
  eids: ReadonlySet<string>,
): OrphanEntry[] {
  const orphans: OrphanEntry[] = [];
  for (const status of ["draft", "published"] as const) {
    for (const [key, entry] of Object.entries(maps[status])) {
      if (eids.has(eidOfSelector(entry.selector))) continue;
      if (status === "published" && orphans.some((o) => o.selector === entry.selector)) continue;
      orphans.push({ key, selector: entry.selector, content: entryText(entry) ?? "", status });
    }
  }
  return orphans;
}
