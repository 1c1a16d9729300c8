import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { BlogSaveResult } from "../../app/schemas/blog";
import { api, signedIn } from "../factories/users";

// What a new user tripped over (issue 8): View on a draft opened the public 404, and an author
// at another author's post got a new post from the template. Staff now get a marked, noindex,
// uncached preview of a draft they may edit; visitors still get the 404; an author at someone
// else's post is told they cannot edit it.

const get = (path: string, token?: string) =>
  exports.default.fetch(`http://example.com${path}`, {
    redirect: "manual",
    headers: token ? { cookie: `session=${token}` } : {},
  });

async function createDraft(token: string, title: string): Promise<BlogSaveResult> {
  const slug = `${title.toLowerCase().replaceAll(" ", "-")}-${crypto.randomUUID().slice(0, 6)}`;
  const response = await api("/api/blogs", {
    method: "POST",
    token,
    body: {
      slug,
      title,
      excerpt: "A draft's summary.",
      content: "## Work in progress\n\nNot ready yet.",
      author: "Draft Writer",
      category: "Technology",
      categoryColor: "#3B82F6",
      readTime: "3 min read",
      featured: false,
      published: false,
      image: "",
      tags: [],
      seoData: { title: "", description: "", keywords: [], canonicalUrl: "" },
    },
  });
  expect(response.status).toBe(201);
  return response.json<BlogSaveResult>();
}

describe("draft preview at /blog/{slug}", { timeout: 60_000 }, () => {
  it("shows staff a marked, noindex, uncached preview; visitors still get the 404", async () => {
    const { token } = await signedIn("author");
    const { blog } = await createDraft(token, "Quiet Draft");

    const visitor = await get(`/blog/${blog.slug}`);
    expect(visitor.status).toBe(404);
    expect(await visitor.text()).toContain("Blog Post Not Found");
    // A second anonymous request is not a cached copy of anything staff saw.
    const preview = await get(`/blog/${blog.slug}`, token);
    expect(preview.status).toBe(200);
    expect(preview.headers.get("cache-control")).toMatch(/no-store/);
    expect(preview.headers.get("x-edge-cache")).toBeNull();
    const html = await preview.text();
    expect(html).toContain('data-testid="draft-preview-bar"');
    expect(html).toContain("Draft preview.");
    expect(html).toContain("<h1");
    expect(html).toContain("Quiet Draft");
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    expect(html).not.toMatch(/<meta name="robots" content="index/);
    expect(html).toContain(`href="/admin/blog/${blog.slug}"`);

    const after = await get(`/blog/${blog.slug}`);
    expect(after.status).toBe(404);
    expect(await after.text()).not.toContain("Quiet Draft");
  });

  it("editors and admins preview anyone's draft; another author gets the 404", async () => {
    const { token: authorToken } = await signedIn("author");
    const { blog } = await createDraft(authorToken, "Someone Elses Draft");
    for (const role of ["editor", "admin"] as const) {
      const { token } = await signedIn(role);
      const response = await get(`/blog/${blog.slug}`, token);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("Draft preview.");
    }
    const { token: otherAuthor } = await signedIn("author");
    const response = await get(`/blog/${blog.slug}`, otherAuthor);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("Someone Elses Draft");
  });

  it("a published post carries no preview bar, for staff either", async () => {
    const { token } = await signedIn("editor");
    const { blog } = await createDraft(token, "Soon Public");
    const { id: _i, authorId: _a, publishedAt: _p, createdAt: _c, updatedAt: _u, ...rest } = blog;
    const put = await api(`/api/blogs/${blog.id}`, {
      method: "PUT",
      token,
      body: { ...rest, published: true },
    });
    expect(put.status).toBe(200);
    const html = await (await get(`/blog/${blog.slug}`, token)).text();
    expect(html).toContain("Soon Public");
    expect(html).not.toContain("draft-preview-bar");
  });
});

describe("blog editor at another author's post", { timeout: 60_000 }, () => {
  it("tells the author they cannot edit it, with a link back, not a template", async () => {
    const { token: owner } = await signedIn("author");
    const { blog } = await createDraft(owner, "Owned Elsewhere");
    const { token: other } = await signedIn("author");

    const response = await get(`/admin/blog/${blog.slug}`, other);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("You cannot edit this post");
    expect(html).toContain(blog.author);
    expect(html).toMatch(/href="\/admin[?"]/);
    expect(html).not.toContain("from the blog template");
    expect(html).not.toContain("Save Draft");
    expect(html).not.toContain("Work in progress");

    // The owner and an editor get the editor.
    for (const token of [owner, (await signedIn("editor")).token]) {
      const own = await (await get(`/admin/blog/${blog.slug}`, token)).text();
      expect(own).toContain("Save Draft");
      expect(own).not.toContain("You cannot edit this post");
    }
  });

  it("a free slug still opens a new post from the template", async () => {
    const { token } = await signedIn("author");
    const html = await (
      await get(`/admin/blog/brand-new-${crypto.randomUUID().slice(0, 6)}`, token)
    ).text();
    expect(html).not.toContain("You cannot edit this post");
    expect(html).toContain("Save Draft");
  });
});
