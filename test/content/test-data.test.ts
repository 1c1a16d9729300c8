import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { LAUNCH_POSTS } from "../../app/content/blog";
import type { BlogPost } from "../../app/schemas/blog";
import { createDb } from "../../worker/db/client";
import { blogs } from "../../worker/db/schema";
import { TEST_DATA_SITE_NOT_EMPTY_MESSAGE } from "../../worker/services/content/test-data";
import { api, signedIn } from "../factories/users";

// "Create Test Data" is for a fresh site: editors and admins only, only while there is no
// post at all, and the sample posts are drafts (issue 8).

const db = createDb(env.DB);
type ErrorBody = { error: string; code: string };

const postCount = async () => (await db.select({ id: blogs.id }).from(blogs).all()).length;
const createTestData = (token: string) => api("/api/create-test-data", { method: "POST", token });

describe("POST /api/create-test-data", () => {
  it("refuses authors, and anonymous callers, without storing anything", async () => {
    const { token } = await signedIn("author");
    const before = await postCount();
    const response = await createTestData(token);
    expect(response.status).toBe(403);
    expect((await api("/api/create-test-data", { method: "POST" })).status).toBe(401);
    expect(await postCount()).toBe(before);
  });

  it("answers 409 with a clear text while the site has posts (the launch posts count)", async () => {
    const { token } = await signedIn("editor");
    const response = await createTestData(token);
    expect(response.status).toBe(409);
    expect(await response.json<ErrorBody>()).toEqual({
      error: TEST_DATA_SITE_NOT_EMPTY_MESSAGE,
      code: "SITE_NOT_EMPTY",
    });
    // Only the launch posts: nothing was added.
    expect(await postCount()).toBe(LAUNCH_POSTS.length);
  });

  it.each(["editor", "admin"] as const)(
    "an %s on an empty site gets sample drafts under their name, once",
    async (role) => {
      await db.delete(blogs);
      const { token, user } = await signedIn(role);
      const response = await createTestData(token);
      expect(response.status).toBe(201);
      const body = await response.json<{ created: number; message: string }>();
      expect(body.message).toBe("Test data created successfully");

      const list = await (await api("/api/blogs", { token })).json<BlogPost[]>();
      expect(list.length).toBe(body.created);
      expect(list.length).toBeGreaterThanOrEqual(3);
      expect(list.every((p) => !p.published && p.publishedAt === null)).toBe(true);
      expect(list.every((p) => p.authorId === user.id && p.author === user.username)).toBe(true);
      expect(list.every((p) => p.content.length > 50)).toBe(true);
      for (const post of list) {
        expect((await api(`/api/public/blog/${post.slug}`)).status).toBe(404);
      }
      const blogIndex = await (await exports.default.fetch("http://example.com/blog")).text();
      for (const post of list) expect(blogIndex).not.toContain(post.title);

      // The site has posts now: a second click adds nothing.
      const again = await createTestData(token);
      expect(again.status).toBe(409);
      expect(await postCount()).toBe(list.length);
    },
  );

  it("adds one set when several clicks race on an empty site", async () => {
    await db.delete(blogs);
    const { token } = await signedIn("editor");
    const answers = await Promise.all(Array.from({ length: 5 }, () => createTestData(token)));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    const created = await answers.find((r) => r.status === 201)?.json<{ created: number }>();
    expect(await postCount()).toBe(created?.created);
  });
});
