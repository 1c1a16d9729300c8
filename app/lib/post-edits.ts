import type { InlineContentMap } from "~/schemas/inline-content";
import { applyContentEdits, type EditView } from "./content-edits";

// A blog post's own words that staff edit inline (its title and lede); its body blocks are
// edited at the edge only. The post page, its JSON-LD and the RSS entry all read them here.

/** The `data-eid`s of a post's fixed parts (body blocks get theirs from addBlockEids). */
export const BLOG_EIDS = { title: "blog-title", excerpt: "blog-excerpt", back: "blog-back" };

/**
 * `post` with the inline edits of its title and lede applied.
 *
 * @example const shown = applyPostEdits(post, publishedMap);
 */
export function applyPostEdits<T extends { title: string; excerpt: string }>(
  post: T,
  map: InlineContentMap,
  view: EditView = "visitor",
): T {
  const words = { [BLOG_EIDS.title]: post.title, [BLOG_EIDS.excerpt]: post.excerpt };
  const { content } = applyContentEdits(words, map, view);
  const title = content[BLOG_EIDS.title] ?? post.title;
  const excerpt = content[BLOG_EIDS.excerpt] ?? post.excerpt;
  return title === post.title && excerpt === post.excerpt ? post : { ...post, title, excerpt };
}
