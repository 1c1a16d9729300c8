import { env, exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { BlogPost } from "../../app/schemas/blog";
import {
  PREVIEW_EXPIRY_MESSAGE,
  PREVIEW_GONE,
  type PreviewCreated,
  type PreviewLink,
} from "../../app/schemas/previews";
import { createDb } from "../../worker/db/client";
import { pages, previewLinks } from "../../worker/db/schema";
import { createPost } from "../factories/blogs";
import { api, ORIGIN, signedIn } from "../factories/users";

// Share links for drafts (issue 35): a link shows its own draft, as it would publish, to
// anyone holding it; never indexed or cached; revoked, expired or unknown links say so and
// never show the live page.

const db = createDb(env.DB);
let editor = "";
let author = "";
let otherAuthor = "";

beforeAll(async () => {
  editor = (await signedIn("editor")).token;
  author = (await signedIn("author")).token;
  otherAuthor = (await signedIn("author")).token;
});

async function share(target: Record<string, unknown>, token = editor, expiresIn?: unknown) {
  const response = await api("/api/previews", {
    method: "POST",
    token,
    body: { target, ...(expiresIn === undefined ? {} : { expiresIn }) },
  });
  return {
    status: response.status,
    body: await response.json<PreviewCreated & { error?: string }>(),
  };
}

/** Opens a link as someone with no account would. */
const open = (url: string) => exports.default.fetch(url.replace(/^https?:\/\/[^/]+/, ORIGIN));

const listed = async (target: string, token = editor) =>
  (
    await (
      await api(`/api/previews?target=${encodeURIComponent(target)}`, { token })
    ).json<{
      previews: PreviewLink[];
    }>()
  ).previews;

async function draftPost(token: string, title: string): Promise<BlogPost> {
  return (await createPost(token, { title, published: false })).blog;
}

describe("a share link to a draft post", () => {
  it("shows the draft to someone signed out, with the banner, noindex and no cache", async () => {
    const post = await draftPost(author, "Our spring migration plan");
    const made = await share({ type: "post", id: post.id }, author);
    expect(made.status).toBe(201);
    expect(made.body.url).toMatch(/\/preview\/[A-Za-z0-9_-]{40,}$/);
    expect(made.body.preview).toMatchObject({
      state: "active",
      views: 0,
      createdBy: expect.any(String),
    });
    const week = Date.parse(made.body.preview.expiresAt) - Date.parse(made.body.preview.createdAt);
    expect(week).toBe(7 * 24 * 60 * 60 * 1000);

    const page = await open(made.body.url);
    expect(page.status).toBe(200);
    expect(page.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    const html = await page.text();
    expect(html).toContain('<meta name="referrer" content="no-referrer">');
    expect(html).toContain("Our spring migration plan");
    expect(html).toContain("Preview of a draft.");
    expect(html).toContain('content="noindex, nofollow"');
    expect(html).not.toContain('data-testid="draft-preview-bar"');
    // No Share links to an address that shows nothing yet.
    expect(html).not.toContain('aria-label="Share"');
    // The post itself is still a draft for visitors.
    expect((await exports.default.fetch(`${ORIGIN}/blog/${post.slug}`)).status).toBe(404);
    // Opened once, listed with its view.
    const [link] = await listed(`post:${post.id}`, author);
    expect(link).toMatchObject({ id: made.body.preview.id, views: 1, state: "active" });
    expect(link?.lastViewedAt).not.toBeNull();
  });

  it("shows the draft as it is now, and only its own draft", async () => {
    const mine = await draftPost(editor, "Draft one about backups");
    const other = await draftPost(editor, "Draft two about firewalls");
    const made = await share({ type: "post", id: mine.id });
    const first = await (await open(made.body.url)).text();
    expect(first).toContain("Draft one about backups");
    expect(first).not.toContain("Draft two about firewalls");
    expect(first).not.toContain(other.slug);
    // A save shows at once (nothing is kept by a cache).
    const { id: _i, authorId: _a, publishedAt: _p, createdAt: _c, updatedAt: _u, ...rest } = mine;
    const saved = await api(`/api/blogs/${mine.id}`, {
      method: "PUT",
      token: editor,
      body: { ...rest, title: "Draft one, retitled", version: mine.version },
    });
    expect(saved.status).toBe(200);
    expect(await (await open(made.body.url)).text()).toContain("Draft one, retitled");
  });

  it("lets authors share their own posts only, and pages not at all", async () => {
    const theirs = await draftPost(otherAuthor, "Someone else's draft");
    expect((await share({ type: "post", id: theirs.id }, author)).status).toBe(404);
    const page = await share({ type: "page", path: "/it-security" }, author);
    expect(page.status).toBe(403);
    expect(page.body.error).toBe("Authors can share previews of their own posts only");
    const listing = await api(`/api/previews?target=post:${theirs.id}`, { token: author });
    expect(listing.status).toBe(404);
    expect(
      (await db.select().from(previewLinks).where(eq(previewLinks.targetId, theirs.id))).length,
    ).toBe(0);
  });

  it("refuses a bad target or duration with the reason, storing nothing", async () => {
    const post = await draftPost(editor, "Duration checks");
    const before = (await db.select().from(previewLinks)).length;
    for (const expiresIn of [0, 3599, 31 * 24 * 60 * 60, "7d", 3600.5]) {
      const made = await share({ type: "post", id: post.id }, editor, expiresIn);
      expect(made.status, String(expiresIn)).toBe(400);
      expect(made.body.error).toBe(PREVIEW_EXPIRY_MESSAGE);
    }
    for (const target of [
      { type: "post" },
      { type: "page", path: "it-security" },
      { type: "page", path: "/IT-Security" },
      { type: "folder", path: "/" },
      "post:1",
    ]) {
      expect((await share(target as Record<string, unknown>)).status, JSON.stringify(target)).toBe(
        400,
      );
    }
    expect((await share({ type: "page", path: "/no-such-page" })).status).toBe(404);
    expect((await share({ type: "post", id: "no-such-post" })).status).toBe(404);
    expect((await api("/api/previews?target=nothing", { token: editor })).status).toBe(400);
    expect((await db.select().from(previewLinks)).length).toBe(before);
    const hour = await share({ type: "post", id: post.id }, editor, 3600);
    expect(hour.status).toBe(201);
  });
});

describe("a share link to a page's draft", () => {
  it("shows a created page not yet published, which visitors cannot see", async () => {
    const slug = `spring-offer-${crypto.randomUUID().slice(0, 6)}`;
    const created = await api("/api/templates/create-page", {
      method: "POST",
      token: editor,
      body: { slug, title: "Spring offer for MSPs", template: "service-page" },
    });
    expect(created.status).toBe(201);
    expect((await exports.default.fetch(`${ORIGIN}/${slug}`)).status).toBe(404);
    const made = await share({ type: "page", path: `/${slug}` });
    expect(made.status).toBe(201);
    const page = await open(made.body.url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Spring offer for MSPs");
    expect(html).toContain("Preview of a draft.");
    // Still unpublished for visitors, and the preview was never stored for them.
    expect((await exports.default.fetch(`${ORIGIN}/${slug}`)).status).toBe(404);
    const row = await db
      .select()
      .from(pages)
      .where(eq(pages.path, `/${slug}`))
      .get();
    expect(row?.isActive).toBe(false);
  });
});

describe("a link that shows nothing", () => {
  it("says it was revoked, expired, never existed or lost its draft; never the live page", async () => {
    const post = await draftPost(editor, "Revocable draft");
    const revoked = await share({ type: "post", id: post.id });
    const gone = await api(`/api/previews/${revoked.body.preview.id}`, {
      method: "DELETE",
      token: editor,
    });
    expect(gone.status).toBe(200);
    expect((await gone.json<{ preview: PreviewLink }>()).preview.state).toBe("revoked");
    const expired = await share({ type: "post", id: post.id });
    await db
      .update(previewLinks)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(previewLinks.id, expired.body.preview.id));
    const deletedPost = await draftPost(editor, "Draft deleted later");
    const orphan = await share({ type: "post", id: deletedPost.id });
    expect(
      (await api(`/api/blogs/${deletedPost.id}`, { method: "DELETE", token: editor })).status,
    ).toBe(200);

    const cases: [string, number, string][] = [
      [revoked.body.url, 410, PREVIEW_GONE.revoked.title],
      [expired.body.url, 410, PREVIEW_GONE.expired.title],
      [`${ORIGIN}/preview/${"A".repeat(43)}`, 404, PREVIEW_GONE.missing.title],
      [`${ORIGIN}/preview/not-a-token`, 404, PREVIEW_GONE.missing.title],
      [orphan.body.url, 410, PREVIEW_GONE.gone.title],
    ];
    for (const [url, status, title] of cases) {
      const page = await open(url);
      expect(page.status, url).toBe(status);
      expect(page.headers.get("cache-control")).toBe("private, no-store");
      const html = await page.text();
      expect(html).toContain(title);
      expect(html).not.toContain("Revocable draft");
      expect(html).toContain('content="noindex"');
    }
    // None of them was counted as a view.
    const views = await listed(`post:${post.id}`);
    expect(views.map((link) => [link.state, link.views])).toEqual([
      ["expired", 0],
      ["revoked", 0],
    ]);
  });

  it("lets only staff who could share it revoke it", async () => {
    const post = await draftPost(author, "An author's own draft");
    const made = await share({ type: "post", id: post.id }, author);
    const refused = await api(`/api/previews/${made.body.preview.id}`, {
      method: "DELETE",
      token: otherAuthor,
    });
    expect(refused.status).toBe(404);
    expect((await open(made.body.url)).status).toBe(200);
    expect((await api("/api/previews/nope", { method: "DELETE", token: editor })).status).toBe(404);
  });
});
