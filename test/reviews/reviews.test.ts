import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BlogPost } from "../../app/schemas/blog";
import {
  REVIEW_MESSAGES,
  type Review,
  type ReviewList,
  type ReviewPolicy,
} from "../../app/schemas/reviews";
import { createDb } from "../../worker/db/client";
import { blogs, reviews } from "../../worker/db/schema";
import { createPost, postBody } from "../factories/blogs";
import { setReviewPolicy } from "../factories/review-policy";
import { api, signedIn } from "../factories/users";

// Review before publish (issue 35): with the policy on for a role, its changes ship only as
// approved; a save after approval returns the change to review; nobody approves their own.

const db = createDb(env.DB);
let admin = "";
let editor = "";
let editor2 = "";
let author = "";

const setPolicy = (policy: ReviewPolicy) => setReviewPolicy(admin, policy);

beforeAll(async () => {
  admin = (await signedIn("admin")).token;
  editor = (await signedIn("editor")).token;
  editor2 = (await signedIn("editor")).token;
  author = (await signedIn("author")).token;
});
afterAll(() => setPolicy("authors"));

/** Saves `post` as `token` with `changes`; answers the status and the post as stored. */
async function save(post: BlogPost, changes: Record<string, unknown>, token = author) {
  const { id: _i, authorId: _a, publishedAt: _p, createdAt: _c, updatedAt: _u, ...rest } = post;
  const response = await api(`/api/blogs/${post.id}`, {
    method: "PUT",
    token,
    body: { ...rest, ...changes, version: post.version },
  });
  const body = await response.json<{ blog?: BlogPost; error?: string; code?: string }>();
  return { status: response.status, body, post: body.blog ?? post };
}

async function submit(target: Record<string, unknown>, version: number, token = author) {
  const response = await api("/api/reviews", {
    method: "POST",
    token,
    body: { target, version },
  });
  return {
    status: response.status,
    ...(await response.json<{ review?: Review; error?: string }>()),
  };
}

async function decide(
  review: Review,
  decision: "approve" | "request-changes",
  token: string,
  body: Record<string, unknown> = {},
) {
  const response = await api(`/api/reviews/${review.id}/${decision}`, {
    method: "POST",
    token,
    body: { version: review.version, ...body },
  });
  return {
    status: response.status,
    ...(await response.json<{ review?: Review; error?: string }>()),
  };
}

const list = async (query: string, token: string) =>
  (await api(`/api/reviews?${query}`, { token })).json<ReviewList>();

describe("an author's post under the default policy", () => {
  it("cannot be published or scheduled without review, nor created published", async () => {
    await setPolicy("authors");
    const before = (await db.select().from(blogs)).length;
    const created = await api("/api/blogs", {
      method: "POST",
      token: author,
      body: postBody({ published: true }),
    });
    expect(created.status).toBe(403);
    expect(await created.json<{ error: string }>()).toMatchObject({
      error: REVIEW_MESSAGES.required,
    });
    expect((await db.select().from(blogs)).length).toBe(before);

    const { blog } = await createPost(author, { published: false });
    const publish = await save(blog, { published: true });
    expect(publish.status).toBe(403);
    expect(publish.body.code).toBe("REVIEW_REQUIRED");
    const later = new Date(Date.now() + 86_400_000).toISOString();
    expect((await save(blog, { publishAt: later })).status).toBe(403);
    const stored = await db.select().from(blogs).where(eq(blogs.id, blog.id)).get();
    expect(stored).toMatchObject({ published: false, publishAt: null, version: blog.version });
  });

  it("goes draft → in review → changes requested → in review → approved → published", async () => {
    await setPolicy("authors");
    const { blog } = await createPost(author, { title: "Why MSPs outsource the NOC" });
    const target = { type: "post", id: blog.id };

    // Submitted at the version the author saw; an older one is refused.
    expect((await submit(target, blog.version - 1)).status).toBe(409);
    const sent = await submit(target, blog.version);
    expect(sent.status).toBe(201);
    expect(sent.review).toMatchObject({ state: "in_review", title: "Why MSPs outsource the NOC" });
    expect(sent.review?.summary).toMatch(/^New post "Why MSPs outsource the NOC", \d+ words$/);
    const waiting = await list("waiting=1", editor);
    expect(waiting.reviews.map((r) => r.id)).toContain(sent.review?.id);
    expect(waiting.canReview).toBe(true);
    const authorView = await list("mine=1", author);
    expect(authorView).toMatchObject({ needsReview: true, canReview: false, policy: "authors" });

    // Authors cannot decide; a request for changes needs its comment.
    const review = sent.review as Review;
    expect((await decide(review, "approve", author)).status).toBe(403);
    expect((await decide(review, "request-changes", editor, { comment: " " })).status).toBe(400);
    const back = await decide(review, "request-changes", editor, {
      comment: "Add the pricing paragraph",
    });
    expect(back.status).toBe(200);
    expect(back.review).toMatchObject({
      state: "changes_requested",
      comment: "Add the pricing paragraph",
    });
    expect((await list("mine=1", author)).counts.sentBack).toBe(1);
    // A decided review cannot be decided again.
    expect((await decide(review, "approve", editor)).status).toBe(409);

    // The author fixes it and submits again; the editor approves that version.
    const fixed = await save(blog, { content: `${blog.content}\n\nPricing starts at $9.` });
    expect(fixed.status).toBe(200);
    const again = await submit(target, fixed.post.version);
    expect(again.status).toBe(201);
    const approved = await decide(again.review as Review, "approve", editor, {
      comment: "Ship it",
    });
    expect(approved.review).toMatchObject({ state: "approved", decidedBy: expect.any(String) });

    // Publishing with anything changed is refused: what ships is what was approved.
    const sneaky = await save(fixed.post, { published: true, title: "A different title" });
    expect(sneaky.status).toBe(403);
    expect(sneaky.body.error).toBe(REVIEW_MESSAGES.changedSinceApproval);
    const shipped = await save(fixed.post, { published: true });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    expect(shipped.post.published).toBe(true);
    const rows = await db.select().from(reviews).where(eq(reviews.targetId, blog.id));
    expect(rows.map((row) => row.state).sort()).toEqual(["published", "superseded"]);
  });

  it("returns an approved post to review when it is saved again", async () => {
    await setPolicy("authors");
    const { blog } = await createPost(author, {});
    const sent = await submit({ type: "post", id: blog.id }, blog.version);
    await decide(sent.review as Review, "approve", editor);
    const edited = await save(blog, { excerpt: "A new summary after approval." });
    expect(edited.status).toBe(200);
    const [current] = (await list(`target=post:${blog.id}`, author)).reviews;
    expect(current).toMatchObject({ state: "in_review", version: edited.post.version });
    expect((await save(edited.post, { published: true })).status).toBe(403);
    // A reviewer holding the older version is told it changed.
    const stale = await decide(
      { ...(current as Review), version: blog.version },
      "approve",
      editor,
    );
    expect(stale.status).toBe(409);
    expect(stale.error).toBe(REVIEW_MESSAGES.stale);
    const ok = await decide(current as Review, "approve", editor);
    expect(ok.status).toBe(200);
    expect((await save(edited.post, { published: true })).status).toBe(200);
  });

  it("lets editors and admins publish directly, and authors too with the policy off", async () => {
    await setPolicy("authors");
    const { blog } = await createPost(author, {});
    expect((await save(blog, { published: true }, editor)).status).toBe(200);
    await setPolicy("off");
    const { blog: free } = await createPost(author, {});
    expect((await save(free, { published: true })).status).toBe(200);
    await setPolicy("authors");
  });
});

describe("editors' changes under the stricter policy", () => {
  it("needs another editor or admin: nobody approves their own change", async () => {
    await setPolicy("authors-and-editors");
    const { blog } = await createPost(editor, {});
    expect((await save(blog, { published: true }, editor)).status).toBe(403);
    const sent = await submit({ type: "post", id: blog.id }, blog.version, editor);
    const own = await decide(sent.review as Review, "approve", editor);
    expect(own.status).toBe(403);
    expect(own.error).toBe(REVIEW_MESSAGES.ownChange);
    expect((await decide(sent.review as Review, "approve", editor2)).status).toBe(200);
    expect((await save(blog, { published: true }, editor)).status).toBe(200);
    // Admins publish freely.
    const { blog: adminPost } = await createPost(admin, {});
    expect((await save(adminPost, { published: true }, admin)).status).toBe(200);
    await setPolicy("authors");
  });

  it("gates a page's draft: publish needs the approved draft version", async () => {
    await setPolicy("authors-and-editors");
    const pagePath = "/it-consulting";
    const state = await (
      await api(
        `/api/inline-content/get?pagePath=${encodeURIComponent(pagePath)}&pageType=page&status=draft`,
        { token: editor },
      )
    ).json<{ version: number }>();
    const saved = await api("/api/inline-content/save", {
      method: "POST",
      token: editor,
      body: {
        pagePath,
        pageType: "page",
        baseVersion: state.version,
        content: {},
      },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const { version } = await saved.json<{ version: number }>();
    const publish = (token: string) =>
      api("/api/inline-content/publish", {
        method: "POST",
        token,
        body: { pagePath, pageType: "page", action: "publish", baseVersion: version },
      });
    const refused = await publish(editor);
    expect(refused.status).toBe(403);
    expect((await refused.json<{ code: string }>()).code).toBe("REVIEW_REQUIRED");
    // Authors cannot submit pages.
    expect((await submit({ type: "page", path: pagePath }, version, author)).status).toBe(403);
    const sent = await submit({ type: "page", path: pagePath }, version, editor);
    expect(sent.status).toBe(201);
    expect(sent.review?.summary).toBe("Page settings only");
    expect((await decide(sent.review as Review, "approve", admin)).status).toBe(200);
    const shipped = await publish(editor);
    expect(shipped.status, await shipped.clone().text()).toBe(200);
    const [current] = (await list(`target=page:${pagePath}`, editor)).reviews;
    expect(current?.state).toBe("published");
    await setPolicy("authors");
  });

  it("gates a post's page's inline edits as a page's", async () => {
    await setPolicy("authors-and-editors");
    const { blog } = await createPost(admin, { published: true });
    const pagePath = `/blog/${blog.slug}`;
    const saved = await api("/api/inline-content/save", {
      method: "POST",
      token: editor,
      body: { pagePath, pageType: "blog", baseVersion: 0, content: {} },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const { version } = await saved.json<{ version: number }>();
    const publish = () =>
      api("/api/inline-content/publish", {
        method: "POST",
        token: editor,
        body: { pagePath, pageType: "blog", action: "publish", baseVersion: version },
      });
    expect((await publish()).status).toBe(403);
    const sent = await submit({ type: "page", path: pagePath }, version, editor);
    expect(sent.status).toBe(201);
    expect(sent.review).toMatchObject({ title: `${blog.title} (its page's edits)`, mine: true });
    expect((await submit({ type: "page", path: "/blog/no-such-post" }, 1, editor)).status).toBe(
      404,
    );
    expect((await decide(sent.review as Review, "approve", admin)).status).toBe(200);
    expect((await publish()).status).toBe(200);
    const [current] = (await list(`target=page:${pagePath}`, editor)).reviews;
    expect(current?.state).toBe("published");
    await setPolicy("authors");
  });
});
