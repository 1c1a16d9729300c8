import { expect } from "vitest";
import type { BlogSaveResult } from "../../app/schemas/blog";
import { api } from "./users";

let n = 0;

/** A valid blog post body for POST /api/blogs, with a fresh slug; `overrides` replace fields. */
export function postBody(overrides: Record<string, unknown> = {}) {
  n += 1;
  return {
    slug: `post-${n}-${crypto.randomUUID().slice(0, 8)}`,
    title: `Post number ${n}`,
    excerpt: "A short summary of the post.",
    content: "## Hello\n\nSome **markdown** text.",
    author: "Northbridge IT Team",
    category: "Technology",
    categoryColor: "#3B82F6",
    readTime: "5 min read",
    featured: false,
    published: false,
    image: "",
    tags: ["one", "two"],
    seoData: {
      title: "SEO title",
      description: "SEO description",
      keywords: ["a", "b"],
      canonicalUrl: "",
    },
    ...overrides,
  };
}

/** A post created over the API by `token`'s user (201 asserted). */
export async function createPost(token: string, overrides: Record<string, unknown> = {}) {
  const response = await api("/api/blogs", { method: "POST", token, body: postBody(overrides) });
  expect(response.status).toBe(201);
  return response.json<BlogSaveResult>();
}
