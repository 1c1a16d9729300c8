import { env } from "cloudflare:workers";
import { createDb } from "../../worker/db/client";
import { type Blog, blogs, type Page, pages } from "../../worker/db/schema";

let counter = 0;
const next = () => {
  counter += 1;
  return `${counter}-${crypto.randomUUID().slice(0, 6)}`;
};

/** Inserts a page catalogue row straight into D1 (active, a service page, unless told). */
export async function insertPage(overrides: Partial<Page> = {}): Promise<Page> {
  const suffix = next();
  const row = {
    id: crypto.randomUUID(),
    path: `/page-${suffix}`,
    title: `Page ${suffix}`,
    component: "service",
    lastModified: "2026-11-01T09:00:00.000Z",
    ...overrides,
  };
  return createDb(env.DB).insert(pages).values(row).returning().get();
}

/** Inserts a blog post straight into D1 (a draft unless `published: true`). */
export async function insertBlog(overrides: Partial<Blog> = {}): Promise<Blog> {
  const suffix = next();
  const published = overrides.published ?? false;
  const row = {
    id: crypto.randomUUID(),
    slug: `post-${suffix}`,
    title: `Post ${suffix}`,
    excerpt: `Excerpt of post ${suffix}`,
    author: "admin",
    category: "Technology",
    published,
    publishedAt: published ? "2026-11-10T08:00:00.000Z" : null,
    createdAt: "2026-11-09T08:00:00.000Z",
    updatedAt: "2026-11-10T08:00:00.000Z",
    ...overrides,
  };
  return createDb(env.DB).insert(blogs).values(row).returning().get();
}
