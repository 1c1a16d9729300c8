import {
  createExecutionContext,
  createScheduledController,
  waitOnExecutionContext,
} from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { LAUNCH_POSTS } from "../../app/content/blog";
import type { BlogPost, BlogSaveResult } from "../../app/schemas/blog";
import { createDb } from "../../worker/db/client";
import { auditLog, blogs } from "../../worker/db/schema";
import worker from "../../worker/index";
import { createPost as create, postBody } from "../factories/blogs";
import { testDeps } from "../factories/deps";
import { api, signedIn } from "../factories/users";

const db = createDb(env.DB);
type ErrorBody = { error: string; code: string; issues?: { path: string; message: string }[] };

async function update(token: string, post: BlogPost, overrides: Record<string, unknown> = {}) {
  const { id: _id, authorId: _a, publishedAt: _p, createdAt: _c, updatedAt: _u, ...rest } = post;
  return api(`/api/blogs/${post.id}`, { method: "PUT", token, body: { ...rest, ...overrides } });
}

const feed = async (name: string) =>
  (await exports.default.fetch(`http://example.com/${name}`)).text();

describe("/api/blogs", () => {
  it("creates a draft and answers {id, data} with the sitemap and GitHub status", async () => {
    const { token, user } = await signedIn("editor");
    const body = postBody();
    const response = await api("/api/blogs", { method: "POST", token, body });
    expect(response.status).toBe(201);
    const result = await response.json<BlogSaveResult>();
    expect(result.id).toBeTruthy();
    expect(result.data.sitemapStatus).toBe("unpublished");
    expect(result.data.sitemapMessage).toContain("not in the sitemap");
    expect(result.data.githubStatus).toBe("skipped");
    expect(result.data.githubMessage).toContain("GitHub integration is not configured");
    expect(result.blog).toMatchObject({
      slug: body.slug,
      tags: ["one", "two"],
      seoData: { keywords: ["a", "b"], title: "SEO title" },
      published: false,
      authorId: user.id,
      version: 1,
    });
    const audit = await db.select().from(auditLog).where(eq(auditLog.targetId, result.id));
    expect(audit.map((a) => a.action)).toContain("blog.created");
  });

  it("lists posts as an array with tags and keywords as arrays", async () => {
    const { token } = await signedIn("editor");
    const { id } = await create(token);
    const response = await api("/api/blogs", { token });
    expect(response.status).toBe(200);
    const list = await response.json<BlogPost[]>();
    expect(Array.isArray(list)).toBe(true);
    const mine = list.find((p) => p.id === id);
    expect(mine?.tags).toEqual(["one", "two"]);
    expect(mine?.seoData.keywords).toEqual(["a", "b"]);
  });

  it("reports added, updated, exists and unpublished as the post moves through the sitemap", async () => {
    const { token } = await signedIn("admin");
    const first = await create(token, { published: true });
    expect(first.data.sitemapStatus).toBe("added");
    const loc = `/blog/${first.blog.slug}`;
    expect(await feed("sitemap.xml")).toContain(loc);
    expect(await feed("rss.xml")).toContain(loc);

    // Saving again changes updatedAt, so the sitemap's lastmod changes.
    await new Promise((r) => setTimeout(r, 5));
    const second = await (
      await update(token, first.blog, { title: "New title" })
    ).json<BlogSaveResult>();
    expect(second.data.sitemapStatus).toBe("updated");
    expect(second.version).toBe(2);

    const third = await (
      await update(token, second.blog, { published: false })
    ).json<BlogSaveResult>();
    expect(third.data.sitemapStatus).toBe("unpublished");
    expect(third.data.sitemapMessage).toContain("Removed");
    expect(await feed("sitemap.xml")).not.toContain(loc);
    expect(await feed("rss.xml")).not.toContain(loc);
  });

  it("reports exists when the sitemap already had the same entry", async () => {
    const { token } = await signedIn("admin");
    const first = await create(token, { published: true });
    // Another post's save rebuilds the feeds; this post's entry is unchanged there.
    const other = await create(token, { published: true });
    expect(other.data.sitemapStatus).toBe("added");
    const { syncBlogInFeeds } = await import("../../worker/services/content/feeds");
    const sync = await syncBlogInFeeds(testDeps(), first.blog.slug, true);
    expect(sync.sitemapStatus).toBe("exists");
  });

  it("says what is wrong with the input and stores nothing", async () => {
    const { token } = await signedIn("editor");
    const before = (await db.select().from(blogs)).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ title: "" }, "Title is required"],
      [{ title: undefined }, "Title is required"],
      [{ slug: "" }, "Slug is required"],
      [{ slug: "Bad Slug!" }, "Slug may contain only a-z, 0-9 and single hyphens"],
      [{ author: " " }, "Author is required"],
      [{ category: "" }, "Category is required"],
      [{ categoryColor: "blue" }, "Category colour must be a 6-digit hex colour like #3B82F6"],
      [{ categoryColor: "#FFF" }, "Category colour must be a 6-digit hex colour like #3B82F6"],
      [
        { image: "javascript:alert(1)" },
        "Image must be an image uploaded to this site (/images/…)",
      ],
      [
        { image: "https://evil.example/x.png" },
        "Image must be an image uploaded to this site (/images/…)",
      ],
      [
        { seoData: { canonicalUrl: "javascript:alert(1)" } },
        "Canonical URL must be empty or a full URL starting with https://",
      ],
      [{ tags: "a,b" }, "tags must be a list of words"],
      [{ featured: "yes" }, "featured must be true or false"],
    ];
    for (const [overrides, message] of cases) {
      const response = await api("/api/blogs", {
        method: "POST",
        token,
        body: postBody(overrides),
      });
      expect(response.status, message).toBe(400);
      expect((await response.json<ErrorBody>()).error).toBe(message);
    }
    expect((await db.select().from(blogs)).length).toBe(before);
  });

  it("trims tags and keywords and drops empties", async () => {
    const { token } = await signedIn("editor");
    const result = await create(token, {
      tags: [" cloud ", "", "security"],
      seoData: { title: "", description: "", keywords: [" msp ", " ", "noc"], canonicalUrl: "" },
    });
    expect(result.blog.tags).toEqual(["cloud", "security"]);
    expect(result.blog.seoData.keywords).toEqual(["msp", "noc"]);
  });

  it("refuses a duplicate slug with 409 on create and on update", async () => {
    const { token } = await signedIn("editor");
    const a = await create(token);
    const dup = await api("/api/blogs", {
      method: "POST",
      token,
      body: postBody({ slug: a.blog.slug }),
    });
    expect(dup.status).toBe(409);
    expect((await dup.json<ErrorBody>()).error).toBe("A blog with this slug already exists");
    const b = await create(token);
    const renamed = await update(token, b.blog, { slug: a.blog.slug });
    expect(renamed.status).toBe(409);
    expect((await renamed.json<ErrorBody>()).error).toBe("A blog with this slug already exists");
  });

  it("refuses a stale save with 409 and overwrites nothing", async () => {
    const { token } = await signedIn("editor");
    const { blog } = await create(token);
    const first = await update(token, blog, { title: "First editor's title" });
    expect(first.status).toBe(200);
    const stale = await update(token, blog, { title: "Second editor's title" });
    expect(stale.status).toBe(409);
    expect((await stale.json<ErrorBody>()).error).toContain("changed by someone else");
    const row = await db.select().from(blogs).where(eq(blogs.id, blog.id)).get();
    expect(row?.title).toBe("First editor's title");
    expect(row?.version).toBe(2);
    const missing = await api(`/api/blogs/${blog.id}`, { method: "PUT", token, body: postBody() });
    // Without a version the save is as stale as with an old one: 409, nothing overwritten.
    expect(missing.status).toBe(409);
    expect((await missing.json<ErrorBody>()).error).toContain("changed by someone else");
    const after = await db.select().from(blogs).where(eq(blogs.id, blog.id)).get();
    expect(after).toEqual(row);
  });

  it("lets authors see and change only their own posts; editors and admins all", async () => {
    const alice = await signedIn("author");
    const bob = await signedIn("author");
    const editor = await signedIn("editor");
    const admin = await signedIn("admin");
    const alicePost = await create(alice.token);
    const bobPost = await create(bob.token);

    const aliceList = await (await api("/api/blogs", { token: alice.token })).json<BlogPost[]>();
    expect(aliceList.map((p) => p.id)).toContain(alicePost.id);
    expect(aliceList.map((p) => p.id)).not.toContain(bobPost.id);
    expect(aliceList.every((p) => p.authorId === alice.user.id)).toBe(true);

    const foreignPut = await update(alice.token, bobPost.blog, { title: "Hijacked" });
    expect(foreignPut.status).toBe(404);
    const foreignDelete = await api(`/api/blogs/${bobPost.id}`, {
      method: "DELETE",
      token: alice.token,
    });
    expect(foreignDelete.status).toBe(404);
    expect((await db.select().from(blogs).where(eq(blogs.id, bobPost.id)).get())?.title).not.toBe(
      "Hijacked",
    );

    for (const staff of [editor, admin]) {
      const list = await (await api("/api/blogs", { token: staff.token })).json<BlogPost[]>();
      expect(list.map((p) => p.id)).toEqual(expect.arrayContaining([alicePost.id, bobPost.id]));
    }
    const current = await db.select().from(blogs).where(eq(blogs.id, bobPost.id)).get();
    const edited = await update(
      editor.token,
      { ...bobPost.blog, version: current?.version ?? 1 },
      {
        title: "Edited by the editor",
      },
    );
    expect(edited.status).toBe(200);
    const own = await update(alice.token, alicePost.blog, { title: "Alice's own edit" });
    expect(own.status).toBe(200);
  });

  it("requires a session, and a page template needs an editor", async () => {
    expect((await api("/api/blogs")).status).toBe(401);
    expect((await api("/api/blogs", { method: "POST", body: postBody() })).status).toBe(401);
    expect((await api("/api/create-test-data", { method: "POST" })).status).toBe(401);
    const author = await signedIn("author");
    const page = await api("/api/templates/create-page", {
      method: "POST",
      token: author.token,
      body: { slug: "author-page", title: "Author page", template: "service-page" },
    });
    expect(page.status).toBe(403);
  });

  it("deletes a post: gone from the API, the public page, the sitemap and RSS", async () => {
    const { token } = await signedIn("editor");
    const { id, blog } = await create(token, { published: true });
    expect((await api(`/api/public/blog/${blog.slug}`)).status).toBe(200);
    const response = await api(`/api/blogs/${id}`, { method: "DELETE", token });
    expect(response.status).toBe(200);
    const body = await response.json<{ success: boolean; data: { sitemapStatus: string } }>();
    expect(body.success).toBe(true);
    expect(body.data.sitemapStatus).toBe("unpublished");
    expect((await api(`/api/public/blog/${blog.slug}`)).status).toBe(404);
    expect(await feed("sitemap.xml")).not.toContain(blog.slug);
    expect(await feed("rss.xml")).not.toContain(blog.slug);
    expect((await api(`/api/blogs/${id}`, { method: "DELETE", token })).status).toBe(404);
  });
});

describe("GET /api/public/blog/:slug", () => {
  it("answers a published post with seoData and never a draft", async () => {
    const { token } = await signedIn("editor");
    const published = await create(token, { published: true });
    const draft = await create(token, { published: false });
    const response = await api(`/api/public/blog/${published.blog.slug}`);
    expect(response.status).toBe(200);
    const post = await response.json<Record<string, unknown>>();
    expect(post.seoData).toEqual({
      title: "SEO title",
      description: "SEO description",
      keywords: ["a", "b"],
      // Left empty, so the create filled it (seoAutoFill; test/content/seo-auto-fill.test.ts).
      canonicalUrl: `https://www.northbridge-it.example/blog/${published.blog.slug}`,
    });
    expect(post).not.toHaveProperty("authorId");
    const hidden = await api(`/api/public/blog/${draft.blog.slug}`);
    expect(hidden.status).toBe(404);
    expect((await hidden.json<ErrorBody>()).error).toBe("Blog Post Not Found");
    // Not even a signed-in editor gets a draft here.
    expect((await api(`/api/public/blog/${draft.blog.slug}`, { token })).status).toBe(404);
  });

  it("serves the launch posts shipped as code", async () => {
    for (const post of LAUNCH_POSTS) {
      const response = await api(`/api/public/blog/${post.slug}`);
      expect(response.status).toBe(200);
      expect((await response.json<BlogPost>()).title).toBe(post.title);
    }
  });
});

describe("scheduled publishing", () => {
  it("keeps a post with a future publishAt a draft until the cron publishes it", async () => {
    const { token } = await signedIn("editor");
    const soon = new Date(Date.now() + 1500).toISOString();
    const result = await create(token, { published: true, publishAt: soon });
    expect(result.blog.published).toBe(false);
    expect(result.blog.publishAt).toBe(soon);
    expect(result.data.sitemapStatus).toBe("unpublished");
    expect(result.data.sitemapMessage).toContain("Scheduled");
    expect((await api(`/api/public/blog/${result.blog.slug}`)).status).toBe(404);

    // Before its time the cron leaves it alone.
    const runCron = async () => {
      const ctx = createExecutionContext();
      await worker.scheduled(createScheduledController({ cron: "*/15 * * * *" }), env, ctx);
      await waitOnExecutionContext(ctx);
    };
    await runCron();
    expect((await api(`/api/public/blog/${result.blog.slug}`)).status).toBe(404);

    await new Promise((r) => setTimeout(r, 1600));
    await runCron();
    const row = await db.select().from(blogs).where(eq(blogs.id, result.id)).get();
    expect(row?.published).toBe(true);
    expect(row?.publishAt).toBeNull();
    expect((await api(`/api/public/blog/${result.blog.slug}`)).status).toBe(200);
    expect(await feed("sitemap.xml")).toContain(result.blog.slug);
  });
});

describe("editor rules shared with the API", () => {
  it("derives slugs, cleans typed slugs and splits comma lists as the spec says", async () => {
    const { slugFromTitle, cleanTypedSlug, splitCommaList } = await import(
      "../../app/schemas/blog"
    );
    expect(slugFromTitle("  Zero-Trust  Access: What & Why?  ")).toBe("zero-trust-access-what-why");
    expect(slugFromTitle("A -- B")).toBe("a-b");
    expect(cleanTypedSlug("Hello World!! 2026-Plan")).toBe("helloworld2026-plan");
    expect(splitCommaList(" msp , , noc,security ,")).toEqual(["msp", "noc", "security"]);
  });

  it("maps save failures to the spec's blog save texts", async () => {
    const { saveErrorMessage } = await import("../../app/components/blog/editor-form");
    const { ApiError } = await import("../../app/lib/api");
    expect(saveErrorMessage(new ApiError(403, "x"))).toBe(
      "Access denied. Please check your login status.",
    );
    expect(saveErrorMessage(new ApiError(401, "x"))).toBe("Session expired. Please log in again.");
    expect(saveErrorMessage(new ApiError(400, "x"))).toBe(
      "Invalid data. Please check all required fields.",
    );
    expect(saveErrorMessage(new ApiError(422, "x"))).toBe(
      "Invalid data. Please check all required fields.",
    );
    expect(saveErrorMessage(new ApiError(409, "A blog with this slug already exists"))).toBe(
      "A blog with this slug already exists",
    );
    expect(saveErrorMessage(new ApiError(500, ""))).toBe("Failed to save blog");
    expect(saveErrorMessage(new Error("boom"))).toBe("Failed to save blog");
  });

  it("pages /blog nine posts at a time without repeating a post", { timeout: 60_000 }, async () => {
    const { token } = await signedIn("editor");
    for (let i = 0; i < 10; i += 1) await create(token, { published: true, title: `Paged ${i}` });
    const seen: string[] = [];
    const first = await (await exports.default.fetch("http://example.com/blog")).text();
    const pages = Number(/Page 1 of (\d+)/.exec(first)?.[1] ?? "1");
    expect(pages).toBeGreaterThanOrEqual(2);
    for (let p = 1; p <= pages; p += 1) {
      const html = await (await exports.default.fetch(`http://example.com/blog?page=${p}`)).text();
      const slugs = [...html.matchAll(/href="\/blog\/([a-z0-9-]+)"/g)].map((m) => m[1] ?? "");
      expect(slugs.length).toBeLessThanOrEqual(9);
      seen.push(...slugs);
    }
    expect(new Set(seen).size).toBe(seen.length);
    const published = (await db.select().from(blogs).where(eq(blogs.published, true))).length;
    expect(seen.length).toBe(published);
  });
});
