import { applyInlineContent } from "../../html/inline-overlay";
import type { WorkerDeps } from "../platform/deps";
import { getBlogForPreview } from "./blogs";
import { getInlineContentMap } from "./inline-content";
import type { OpenedPreview } from "./previews";

// A share link's page (issue 35): the post or page as it would publish (its draft's edits,
// sections and words applied, a created page that is still inactive included) for whoever
// holds the link: never indexed, never stored, and only this draft (the rest of the site as
// visitors see it).

/** The headers of every preview answer: no index, no copy kept. */
export const PREVIEW_HEADERS = {
  "X-Robots-Tag": "noindex, nofollow",
  "Cache-Control": "private, no-store",
} as const;

/**
 * The draft `opened` names, rendered; null when it is gone (the post or page was deleted) or
 * does not render (the caller then says so, never the live page).
 */
export async function renderPreview(
  deps: WorkerDeps,
  opened: Extract<OpenedPreview, { state: "active" }>,
): Promise<Response | null> {
  const { target, expiresAt } = opened;
  let path = target.type === "page" ? target.path : "";
  if (target.type === "post") {
    const post = await getBlogForPreview(deps, target.id);
    if (!post) return null;
    path = `/blog/${post.slug}`;
  }
  const map = await getInlineContentMap(deps, path, "draft");
  const response = await deps.site.render(path, {
    user: null,
    renderUnpublished: target.type === "page",
    preview: { postId: target.type === "post" ? target.id : null, expiresAt },
    inline: { map, view: "visitor" },
  });
  if (response.status !== 200) {
    await response.body?.cancel();
    return null;
  }
  const page = new HTMLRewriter()
    // The link's token never leaves in a Referer, not even to this site's own pages.
    .on("head", {
      element: (head) => {
        head.prepend('<meta name="referrer" content="no-referrer">', { html: true });
      },
    })
    .on('meta[name="robots"]', {
      element: (element) => {
        element.setAttribute("content", "noindex, nofollow");
      },
    })
    .transform(applyInlineContent(response, map));
  const headers = new Headers(page.headers);
  for (const [name, value] of Object.entries(PREVIEW_HEADERS)) headers.set(name, value);
  headers.delete("ETag");
  headers.delete("Last-Modified");
  return new Response(page.body, { status: 200, headers });
}
