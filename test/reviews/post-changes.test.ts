import { env, exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type BlogPost,
  PENDING_CHANGES_MESSAGES,
  STALE_BLOG_MESSAGE,
} from "../../app/schemas/blog";
import type { MediaItem, UploadedImage } from "../../app/schemas/media";
import type { PreviewCreated } from "../../app/schemas/previews";
import { REVIEW_MESSAGES, type Review, type ReviewPolicy } from "../../app/schemas/reviews";
import { createDb } from "../../worker/db/client";
import { auditLog, blogs, postDrafts, reviews } from "../../worker/db/schema";
import { createPost } from "../factories/blogs";
import { pngOf, uploadImage } from "../factories/images";
import { setReviewPolicy } from "../factories/review-policy";
import { api, ORIGIN, signedIn } from "../factories/users";

// Changes to a published post (issue 35): a writer whose changes need review keeps them beside
// the live post, which visitors keep seeing until the approved changes are published.

const db = createDb(env.DB);
let admin = "";
let editor = "";
let author = "";

const setPolicy = (policy: ReviewPolicy) => setReviewPolicy(admin, policy);

beforeAll(async () => {
  admin = (await signedIn("admin")).token;
  editor = (await signedIn("editor")).token;
  author = (await signedIn("author")).token;
  await setPolicy("authors");
});
afterAll(() => setPolicy("authors"));

/** Saves `post` as `token` with `changes`; the status, the answer and the post as answered. */
async function save(post: BlogPost, changes: Record<string, unknown>, token = author) {
  const {
    id: _i,
    authorId: _a,
    publishedAt: _p,
    createdAt: _c,
    updatedAt: _u,
    schedule: _s,
    pendingChanges: _pc,
    ...rest
  } = post;
  const response = await api(`/api/blogs/${post.id}`, {
    method: "PUT",
    token,
    body: { ...rest, ...changes, version: changes.version ?? post.version },
  });
  const body = await response.json<{ blog?: BlogPost; error?: string; code?: string }>();
  return { status: response.status, body, post: body.blog ?? post };
}

/** An author's post, published by an editor (authors cannot publish under the policy). */
async function livePost(title: string): Promise<BlogPost> {
  const { blog } = await createPost(author, { title, content: "The live words." });
  const published = await save(blog, { published: true }, editor);
  expect(published.status).toBe(200);
  return published.post;
}

const stored = (id: string) => db.select().from(blogs).where(eq(blogs.id, id)).get();
const draftOf = (id: string) => db.select().from(postDrafts).where(eq(postDrafts.blogId, id)).get();
const publicPost = async (slug: string) =>
  (await exports.default.fetch(`${ORIGIN}/api/public/blog/${slug}`)).json<BlogPost>();

async function submit(id: string, version: number) {
  const response = await api("/api/reviews", {
    method: "POST",
    token: author,
    body: { target: { type: "post", id }, version },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json<{ review: Review }>()).review;
}

async function approve(review: Review) {
  const response = await api(`/api/reviews/${review.id}/approve`, {
    method: "POST",
    token: editor,
    body: { version: review.version },
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

const newerWords = "The **reviewed** words, with a fix.";

describe("changes to a published post under review", () => {
  it("are kept apart: visitors, the list and the row keep the live post", async () => {
    const live = await livePost("Patch Tuesday, explained");
    const before = await stored(live.id);
    const kept = await save(live, {
      content: newerWords,
      title: "Patch Tuesday, re-explained",
      pending: true,
    });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.post).toMatchObject({
      content: newerWords,
      title: "Patch Tuesday, re-explained",
      published: true,
      version: live.version + 1,
      pendingChanges: { savedBy: expect.any(String) },
    });
    const after = await stored(live.id);
    expect(after).toEqual({ ...before, version: live.version + 1 });
    expect((await publicPost(live.slug)).content).toBe("The live words.");

    const listed = await (await api("/api/blogs", { token: author })).json<BlogPost[]>();
    const row = listed.find((post) => post.id === live.id);
    expect(row).toMatchObject({
      title: "Patch Tuesday, explained",
      pendingChanges: { savedBy: expect.any(String) },
    });

    // A share link shows the post as it would publish: with the changes.
    const shared = await api("/api/previews", {
      method: "POST",
      token: author,
      body: { target: { type: "post", id: live.id } },
    });
    const { url } = await shared.json<PreviewCreated>();
    const page = await (
      await exports.default.fetch(url.replace(/^https?:\/\/[^/]+/, ORIGIN))
    ).text();
    expect(page).toContain("re-explained");
    expect(page).toContain("reviewed");
    // The live page keeps its Share links; a preview has none.
    expect(page).not.toContain('aria-label="Share"');
    const livePage = await (await exports.default.fetch(`${ORIGIN}/blog/${live.slug}`)).text();
    expect(livePage).toContain('aria-label="Share"');
    expect(livePage).not.toContain("re-explained");
    const audit = await db.select().from(auditLog).where(eq(auditLog.targetId, live.id));
    expect(audit.map((row) => row.action)).toContain("blog.changes_saved");
  });

  it("ship only as approved, by the author, and then the live post is the changes", async () => {
    const live = await livePost("Backups that restore");
    const kept = (await save(live, { content: newerWords, pending: true })).post;

    // Publishing the changes before review is refused; nothing moves.
    const early = await save(kept, { published: true });
    expect(early.status).toBe(403);
    expect(early.body.code).toBe("REVIEW_REQUIRED");
    expect((await stored(live.id))?.content).toBe("The live words.");

    await approve(await submit(live.id, kept.version));
    // Other words than the approved ones are refused.
    const other = await save(kept, { content: "Something else entirely." });
    expect(other.status).toBe(403);
    expect(other.body.error).toBe(REVIEW_MESSAGES.changedSinceApproval);

    const shipped = await save(kept, {});
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    expect(shipped.post).toMatchObject({ content: newerWords, pendingChanges: null });
    expect(await draftOf(live.id)).toBeUndefined();
    expect((await publicPost(live.slug)).content).toBe(newerWords);
    const review = await db.select().from(reviews).where(eq(reviews.targetId, live.id)).get();
    expect(review?.state).toBe("published");
  });

  it("saved again after approval return to review and cannot ship", async () => {
    const live = await livePost("Zero trust for small teams");
    const kept = (await save(live, { content: newerWords, pending: true })).post;
    await approve(await submit(live.id, kept.version));
    const again = await save(kept, { content: `${newerWords} And one more line.`, pending: true });
    expect(again.status).toBe(200);
    const review = await db.select().from(reviews).where(eq(reviews.targetId, live.id)).get();
    expect(review).toMatchObject({ state: "in_review", version: again.post.version });
    expect((await save(again.post, {})).status).toBe(403);
    expect((await stored(live.id))?.content).toBe("The live words.");
  });

  it("are what a review of a published post is about: none saved, nothing to submit", async () => {
    const live = await livePost("Nothing pending");
    const response = await api("/api/reviews", {
      method: "POST",
      token: author,
      body: { target: { type: "post", id: live.id }, version: live.version },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: REVIEW_MESSAGES.nothingToReviewPost });
    expect(await db.select().from(reviews).where(eq(reviews.targetId, live.id))).toEqual([]);
  });

  it("are refused on a post that is not published, and at a stale version", async () => {
    const { blog } = await createPost(author, { title: "Still a draft" });
    const refused = await save(blog, { content: newerWords, pending: true });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(PENDING_CHANGES_MESSAGES.notLive);
    expect(await draftOf(blog.id)).toBeUndefined();
    expect((await stored(blog.id))?.version).toBe(blog.version);

    const live = await livePost("Two tabs open");
    // Two saves from the same version at once: one lands, the other is told and changes nothing.
    const [one, two] = await Promise.all([
      save(live, { content: "From the first tab.", pending: true }),
      save(live, { content: "From the second tab.", pending: true }),
    ]);
    expect([one.status, two.status].sort()).toEqual([200, 409]);
    const winner = one.status === 200 ? "From the first tab." : "From the second tab.";
    expect(JSON.parse((await draftOf(live.id))?.fields ?? "{}").content).toBe(winner);
    expect((await stored(live.id))?.version).toBe(live.version + 1);
    const loser = one.status === 409 ? one : two;
    expect(loser.body.error).toBe(STALE_BLOG_MESSAGE);
  });

  it("can be discarded at the version seen; their review is withdrawn", async () => {
    const live = await livePost("Discard me");
    const kept = (await save(live, { content: newerWords, pending: true })).post;
    await submit(live.id, kept.version);
    const discard = (version: unknown, token = author) =>
      api(`/api/blogs/${live.id}/changes`, { method: "DELETE", token, body: { version } });
    expect((await discard(live.version)).status).toBe(409);
    expect((await discard("7")).status).toBe(400);
    expect(await draftOf(live.id)).toBeDefined();
    const done = await discard(kept.version);
    expect(done.status).toBe(200);
    expect((await done.json<{ blog: BlogPost }>()).blog).toMatchObject({
      content: "The live words.",
      pendingChanges: null,
    });
    expect(await draftOf(live.id)).toBeUndefined();
    const review = await db.select().from(reviews).where(eq(reviews.targetId, live.id)).get();
    expect(review?.state).toBe("superseded");
    const again = await discard(kept.version + 1);
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ error: PENDING_CHANGES_MESSAGES.nothingToDiscard });
    // Another author cannot reach the post at all.
    const other = (await signedIn("author")).token;
    expect((await discard(kept.version + 1, other)).status).toBe(404);
  });

  it("are applied by an editor's save, and go with a deleted post", async () => {
    const live = await livePost("Editor applies");
    const kept = (await save(live, { content: newerWords, pending: true })).post;
    const applied = await save(kept, {}, editor);
    expect(applied.status).toBe(200);
    expect(await draftOf(live.id)).toBeUndefined();
    expect((await publicPost(live.slug)).content).toBe(newerWords);

    const next = (await save(applied.post, { content: "Later words.", pending: true })).post;
    expect(await draftOf(live.id)).toBeDefined();
    const deleted = await api(`/api/blogs/${next.id}`, {
      method: "DELETE",
      token: editor,
      body: {},
    });
    expect(deleted.status).toBe(200);
    expect(await draftOf(live.id)).toBeUndefined();
  });

  it("keep the images they name: the library lists the use and refuses the delete", async () => {
    const upload = await uploadImage(author, pngOf(1200, 630), "image/png", { alt: "A rack" });
    expect(upload.status).toBe(201);
    const image = await upload.json<UploadedImage>();
    const live = await livePost("Racks and cables");
    await save(live, { content: `Look: ![A rack](${image.url})`, pending: true });
    const listed = await (await api("/api/media", { token: editor })).json<{
      items: MediaItem[];
    }>();
    expect(listed.items.find((item) => item.key === image.key)?.usedBy).toEqual([
      expect.objectContaining({ kind: "post", slug: live.slug, as: ["unpublished"] }),
    ]);
    const refused = await api(`/api/media/${image.key}`, { method: "DELETE", token: editor });
    expect(refused.status).toBe(409);
    expect(await env.IMAGES.head(image.key)).not.toBeNull();
  });
});
