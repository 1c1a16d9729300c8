import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { BlogPost, BlogSaveResult } from "../../app/schemas/blog";
import { purgePublicPages } from "../../worker/services/platform/purge-tokens";
import { api, ORIGIN, signedIn } from "../factories/users";

// Issue 8, security 2: concurrent purges must never undo each other. Six posts are published
// and their pages cached; six unpublishes at once must leave no stale copy for visitors.

const visit = (path: string) => exports.default.fetch(`${ORIGIN}${path}`);

function postBody(slug: string, title: string) {
  return {
    slug,
    title,
    excerpt: `${title}: a short summary.`,
    content: `## ${title}\n\nSome text.`,
    author: "Purge Tester",
    category: "Technology",
    categoryColor: "#3B82F6",
    readTime: "3 min read",
    featured: false,
    published: true,
    image: "",
    tags: [],
    seoData: { title: "", description: "", keywords: [], canonicalUrl: "" },
  };
}

function unpublish(token: string, post: BlogPost) {
  const { id, authorId: _a, publishedAt: _p, createdAt: _c, updatedAt: _u, ...rest } = post;
  return api(`/api/blogs/${id}`, { method: "PUT", token, body: { ...rest, published: false } });
}

describe("edge cache purges under concurrency", { timeout: 120_000 }, () => {
  it("six simultaneous unpublishes leave every post URL missing for visitors", async () => {
    const { token } = await signedIn("editor");
    const run = crypto.randomUUID().slice(0, 6);
    const posts: BlogPost[] = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await api("/api/blogs", {
        method: "POST",
        token,
        body: postBody(`purge-${run}-${i}`, `Purge probe ${run} number ${i}`),
      });
      expect(response.status).toBe(201);
      posts.push((await response.json<BlogSaveResult>()).blog);
    }
    // 18 URLs: each post, each post with a query string, and the listings that show them.
    const postUrls = posts.flatMap((p) => [`/blog/${p.slug}`, `/blog/${p.slug}?ref=newsletter`]);
    const listUrls = [
      "/blog",
      "/blog?page=1",
      "/blog?category=Technology",
      "/",
      // (Other spellings, /BLOG/ and /blog/, answer 301 to /blog since issue 34.)
      "/blog?category=Security",
      "/blog?category=Cloud",
    ];
    const urls = [...postUrls, ...listUrls];
    expect(urls).toHaveLength(18);

    for (const url of urls) await (await visit(url)).text();
    for (const url of urls) {
      const cached = await visit(url);
      await cached.text();
      expect(cached.headers.get("x-edge-cache"), url).toBe("HIT");
    }

    const answers = await Promise.all(posts.map((post) => unpublish(token, post)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);

    const stale: string[] = [];
    for (const url of postUrls) {
      const response = await visit(url);
      await response.text();
      if (response.status !== 404) stale.push(`${url} ${response.status}`);
    }
    for (const url of listUrls) {
      const response = await visit(url);
      const html = await response.text();
      expect(response.headers.get("x-edge-cache"), url).not.toBe("HIT");
      if (html.includes(`Purge probe ${run}`)) stale.push(`${url} still lists a post`);
    }
    expect(stale).toEqual([]);
  });

  it("a purge of one page leaves the others cached; 'all' reaches every page", async () => {
    for (const path of ["/it-security", "/network-management"]) await (await visit(path)).text();
    await purgePublicPages({ env }, ["/IT-Security/"]);
    expect((await visit("/it-security")).headers.get("x-edge-cache")).toBe("MISS");
    expect((await visit("/network-management")).headers.get("x-edge-cache")).toBe("HIT");
    await Promise.all([
      purgePublicPages({ env }, "all"),
      purgePublicPages({ env }, ["/it-security"]),
      purgePublicPages({ env }, "all"),
    ]);
    expect((await visit("/it-security")).headers.get("x-edge-cache")).toBe("MISS");
    expect((await visit("/network-management")).headers.get("x-edge-cache")).toBe("MISS");
  });

  it("a hit carries fresh security headers, a policy without a shared nonce, and its own id", async () => {
    await (await visit("/server-migration")).text();
    const one = await visit("/server-migration");
    const two = await visit("/server-migration");
    await Promise.all([one.text(), two.text()]);
    expect(one.headers.get("x-edge-cache")).toBe("HIT");
    const policy = one.headers.get("content-security-policy") ?? "";
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).not.toContain("nonce-");
    expect(one.headers.get("strict-transport-security")).toBeTruthy();
    expect(one.headers.get("x-request-id")).not.toBe(two.headers.get("x-request-id"));
  });

  it("a page path too long for a KV key is served, just not cached", async () => {
    const response = await visit(`/${"a".repeat(600)}`);
    expect(response.status).toBe(404);
    expect(response.headers.get("x-edge-cache")).toBeNull();
  });
});
