import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  BLOG_NOT_FOUND_MESSAGE,
  type BlogInput,
  BlogInputSchema,
  type BlogPost,
  SLUG_TAKEN_MESSAGE,
  STALE_BLOG_MESSAGE,
} from "../../app/schemas/blog";
import { createDb } from "../../worker/db/client";
import type { Role } from "../../worker/db/schema";
import { auditLog, blogs } from "../../worker/db/schema";
import { publishScheduledPosts } from "../../worker/services/content/blog-publishing";
import {
  type BlogActor,
  createBlog,
  getBlogForEditor,
  getPublishedBlog,
  listBlogs,
  updateBlog,
} from "../../worker/services/content/blogs";
import { deleteBlog } from "../../worker/services/content/removals";
import { testDeps } from "../factories/deps";
import { insertUser } from "../factories/users";

// The blog rules at the service level: authors own their posts, slugs are unique, a save names
// the version it edited, and a future publishAt keeps a post a draft until the cron's run.

const deps = testDeps();
const db = createDb(env.DB);
const HOUR = 60 * 60 * 1000;

async function actor(role: Role): Promise<BlogActor> {
  const user = await insertUser({ role });
  return { id: user.id, username: user.username, role };
}

let n = 0;
function input(overrides: Partial<BlogInput> = {}): BlogInput {
  n += 1;
  return BlogInputSchema.parse({
    slug: `service-post-${n}-${crypto.randomUUID().slice(0, 8)}`,
    title: `Service post number ${n}`,
    excerpt: "A short summary of the post for the listing and the description.",
    content: "## Hello\n\nSome **markdown** text for the body of the post.",
    author: "Northbridge IT Team",
    category: "Technology",
    seoData: { title: "A post title for search", description: "A description for search." },
    ...overrides,
  });
}

/** The editable fields of a stored post, as the editor sends them back with its version. */
function edit(post: BlogPost, overrides: Partial<BlogInput> = {}) {
  return { ...input(), ...post, ...overrides, version: post.version };
}

async function rejection(promise: Promise<unknown>) {
  return promise.then(
    () => {
      throw new Error("expected the call to be refused");
    },
    (error: unknown) => error,
  );
}

describe("ownership", () => {
  it("lets an author list, open, change and delete only their own posts", async () => {
    const owner = await actor("author");
    const other = await actor("author");
    const { blog } = await createBlog(deps, input(), owner);

    expect((await listBlogs(deps, other)).map((p) => p.id)).not.toContain(blog.id);
    expect((await listBlogs(deps, owner)).map((p) => p.id)).toContain(blog.id);
    expect(await getBlogForEditor(deps, blog.slug, other)).toEqual({
      status: "not-yours",
      author: blog.author,
    });
    // Someone else's post is "not found" to an author, whatever they try.
    const notFound = { status: 404, code: "NOT_FOUND", message: BLOG_NOT_FOUND_MESSAGE };
    await expect(
      updateBlog(deps, blog.id, edit(blog, { title: "Taken over" }), other),
    ).rejects.toMatchObject(notFound);
    await expect(deleteBlog(deps, blog.id, other)).rejects.toMatchObject(notFound);

    const row = await db.select().from(blogs).where(eq(blogs.id, blog.id)).get();
    expect(row).toMatchObject({ title: blog.title, authorId: owner.id, version: blog.version });
  });

  it("lets editors and admins change anyone's post, keeping its author", async () => {
    const owner = await actor("author");
    const { blog } = await createBlog(deps, input(), owner);
    for (const role of ["editor", "admin"] as const) {
      const staff = await actor(role);
      expect((await getBlogForEditor(deps, blog.slug, staff)).status).toBe("editable");
      expect((await listBlogs(deps, staff)).map((p) => p.id)).toContain(blog.id);
    }
    const editor = await actor("editor");
    const saved = await updateBlog(deps, blog.id, edit(blog, { title: "Edited by staff" }), editor);
    expect(saved.blog).toMatchObject({ title: "Edited by staff", authorId: owner.id });
    await deleteBlog(deps, blog.id, await actor("admin"));
    expect(await db.select().from(blogs).where(eq(blogs.id, blog.id)).get()).toBeUndefined();
  });
});

describe("slugs", () => {
  it("refuses a slug that another post has, on create and on update, with 409", async () => {
    const editor = await actor("editor");
    const first = await createBlog(deps, input(), editor);
    const second = await createBlog(deps, input(), editor);
    const taken = { status: 409, code: "SLUG_TAKEN", message: SLUG_TAKEN_MESSAGE };

    await expect(createBlog(deps, input({ slug: first.blog.slug }), editor)).rejects.toMatchObject(
      taken,
    );
    await expect(
      updateBlog(deps, second.id, edit(second.blog, { slug: first.blog.slug }), editor),
    ).rejects.toMatchObject(taken);
    // Its own slug is no conflict.
    const kept = await updateBlog(deps, first.id, edit(first.blog, { title: "Same slug" }), editor);
    expect(kept.blog.slug).toBe(first.blog.slug);
    const rows = await db.select().from(blogs).where(eq(blogs.slug, first.blog.slug)).all();
    expect(rows.map((r) => r.id)).toEqual([first.id]);
  });

  it("lets exactly one of two racing creates with one slug through", async () => {
    const editor = await actor("editor");
    const slug = `racing-slug-${crypto.randomUUID().slice(0, 8)}`;
    const results = await Promise.allSettled([
      createBlog(deps, input({ slug }), editor),
      createBlog(deps, input({ slug }), editor),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const [refused] = results.filter((r) => r.status === "rejected");
    expect(refused?.status === "rejected" && refused.reason).toMatchObject({ status: 409 });
  });
});

describe("versions", () => {
  it("refuses a save from a stale version with 409, overwriting and auditing nothing", async () => {
    const editor = await actor("editor");
    const { blog } = await createBlog(deps, input(), editor);
    const theirs = await updateBlog(deps, blog.id, edit(blog, { title: "Theirs" }), editor);
    expect(theirs.version).toBe(blog.version + 1);

    const error = await rejection(updateBlog(deps, blog.id, edit(blog, { title: "Mine" }), editor));
    expect(error).toMatchObject({ status: 409, code: "STALE", message: STALE_BLOG_MESSAGE });
    const row = await db.select().from(blogs).where(eq(blogs.id, blog.id)).get();
    expect(row).toMatchObject({ title: "Theirs", version: theirs.version });
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "blog.updated"), eq(auditLog.targetId, blog.id)))
      .all();
    expect(audits).toHaveLength(1);
  });

  it("lets exactly one of several saves from one version win", async () => {
    const editor = await actor("editor");
    const { blog } = await createBlog(deps, input(), editor);
    const results = await Promise.allSettled(
      ["A", "B", "C", "D"].map((name) =>
        updateBlog(deps, blog.id, edit(blog, { title: `Racer ${name}` }), editor),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const row = await db.select().from(blogs).where(eq(blogs.id, blog.id)).get();
    expect(row?.version).toBe(blog.version + 1);
  });
});

describe("scheduling", () => {
  it("keeps a post with a future publishAt a draft, and publishes one whose time has passed", async () => {
    const editor = await actor("editor");
    const future = new Date(Date.now() + HOUR).toISOString();
    const scheduled = await createBlog(deps, input({ published: true, publishAt: future }), editor);
    expect(scheduled.blog).toMatchObject({
      published: false,
      publishAt: future,
      publishedAt: null,
    });
    expect(scheduled.data.sitemapStatus).toBe("unpublished");
    expect(await getPublishedBlog(deps, scheduled.blog.slug)).toBeNull();

    const past = new Date(Date.now() - HOUR).toISOString();
    const now = await createBlog(deps, input({ published: true, publishAt: past }), editor);
    expect(now.blog).toMatchObject({ published: true, publishAt: null });
    expect(now.blog.publishedAt).not.toBeNull();
    expect(await getPublishedBlog(deps, now.blog.slug)).not.toBeNull();
  });

  it("has the cron publish only the posts whose publishAt has come, at that time", async () => {
    const editor = await actor("editor");
    const start = Date.now();
    const at = (ms: number) => new Date(start + ms).toISOString();
    const soon = await createBlog(deps, input({ published: true, publishAt: at(HOUR) }), editor);
    const later = await createBlog(
      deps,
      input({ published: true, publishAt: at(3 * HOUR) }),
      editor,
    );

    const published = await publishScheduledPosts(deps, new Date(start + 2 * HOUR));
    expect(published).toContain(soon.blog.slug);
    expect(published).not.toContain(later.blog.slug);
    const row = await db.select().from(blogs).where(eq(blogs.id, soon.id)).get();
    expect(row).toMatchObject({
      published: true,
      publishAt: null,
      publishedAt: at(HOUR),
      version: soon.version + 1,
    });
    expect(await getPublishedBlog(deps, later.blog.slug)).toBeNull();
    // A second run finds nothing left to publish for that post.
    expect(await publishScheduledPosts(deps, new Date(start + 2 * HOUR))).not.toContain(
      soon.blog.slug,
    );
  });

  it("keeps a published post's first publishedAt through later saves", async () => {
    const editor = await actor("editor");
    const { blog } = await createBlog(deps, input({ published: true }), editor);
    const again = await updateBlog(deps, blog.id, edit(blog, { title: "Edited later" }), editor);
    expect(again.blog.publishedAt).toBe(blog.publishedAt);
    const unpublished = await updateBlog(
      deps,
      blog.id,
      edit(again.blog, { published: false }),
      editor,
    );
    expect(unpublished.blog.publishedAt).toBeNull();
  });
});
