import { env, exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addBlockEids, renderMarkdown } from "../../app/lib/markdown";
import type { InlineContentMap } from "../../app/schemas/inline-content";
import { createDb } from "../../worker/db/client";
import { inlineContent, inlineContentRevisions } from "../../worker/db/schema";
import { insertBlog } from "../factories/feed-sources";
import { draftVersion } from "../factories/inline-content";
import { api, ORIGIN, signedIn } from "../factories/users";

// Issue 9: inline editing of blog post pages (`/blog/{slug}/admin`, pageType `blog`).

const db = createDb(env.DB);
type ErrorBody = { error: string; code: string; issues?: { path: string; message: string }[] };

beforeAll(() => exports.default.fetch(`${ORIGIN}/blog`).then((r) => r.text()), 60_000);

let editor: string;
beforeAll(async () => {
  editor = (await signedIn("editor")).token;
});

const BODY = "## Why it matters\n\nFirst paragraph of the post.\n\nSecond paragraph.\n";

const get = (path: string, token?: string) =>
  exports.default.fetch(`${ORIGIN}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const visit = async (path: string) => {
  const response = await get(path);
  return { response, html: await response.text() };
};
/** A save from the draft version the editor read first. */
const save = async (pagePath: string, content: InlineContentMap, token = editor) =>
  api("/api/inline-content/save", {
    method: "POST",
    token,
    body: {
      pagePath,
      pageType: "blog",
      content,
      htmlSample: "<html>…",
      baseVersion: await draftVersion(pagePath),
    },
  });
const rows = (pagePath: string) =>
  db.select().from(inlineContent).where(eq(inlineContent.pagePath, pagePath)).all();
/** Publishes what the draft holds now (its version as baseVersion). */
const publish = async (pagePath: string, action = "publish") => {
  const draft = (await rows(pagePath)).find((row) => row.status === "draft");
  return api("/api/inline-content/publish", {
    method: "POST",
    token: editor,
    body: { pagePath, pageType: "blog", action, baseVersion: draft?.version ?? 0 },
  });
};
const h1 = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
/** The `data-eid` of the element whose text is `text`. */
const eidOf = (html: string, text: string) =>
  new RegExp(`data-eid="([^"]+)"[^>]*>${text}<`).exec(html)?.[1];
const title = (content: string): InlineContentMap => ({
  text_element_1: { type: "text", content, selector: '[data-eid="blog-title"]' },
});

const paragraphEdit = (eid: string | undefined, content: string): InlineContentMap => ({
  text_element_2: { type: "text", content, selector: `[data-eid="${eid}"]` },
});

describe("blog post pages carry data-eids", () => {
  it("on the title, the lede, each body block and the call to action", async () => {
    const blog = await insertBlog({ published: true, content: BODY });
    const { html } = await visit(`/blog/${blog.slug}`);
    expect(html).toMatch(/<h1[^>]*data-eid="blog-title"[^>]*>/);
    expect(eidOf(html, blog.excerpt)).toBe("blog-excerpt");
    expect(eidOf(html, "Back to Blog")).toBe("blog-back");
    for (const text of ["Why it matters", "First paragraph of the post.", "Second paragraph."]) {
      expect(eidOf(html, text), text).toMatch(/^b-[0-9a-z]{7}$/);
    }
  });

  it("keeps body ids when a block is inserted above, and numbers repeats", () => {
    const before = addBlockEids(renderMarkdown("Alpha.\n\nBeta.\n\n- one\n- two\n"));
    const after = addBlockEids(renderMarkdown("New first.\n\nAlpha.\n\nBeta.\n\n- one\n- two\n"));
    for (const text of ["Alpha.", "Beta.", "one", "two"]) {
      expect(eidOf(after, text), text).toBe(eidOf(before, text));
    }
    expect(eidOf(after, "New first.")).not.toBe(eidOf(before, "Alpha."));
    const twice = addBlockEids(renderMarkdown("Same.\n\nSame.\n\nSame.\n"));
    const ids = [...twice.matchAll(/data-eid="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toHaveLength(3);
    expect(ids[1]).toBe(`${ids[0]}-2`);
    expect(ids[2]).toBe(`${ids[0]}-3`);
  });

  it("puts a lone link's id on the link (a button); code blocks and nested lists get none", () => {
    const html = addBlockEids(
      renderMarkdown("[Book a call](/contact)\n\n```\ncode\n```\n\n- outer\n  - inner\n"),
    );
    expect(html).toMatch(/<p><a data-eid="b-[0-9a-z]+" href="\/contact">Book a call<\/a><\/p>/);
    expect(html).toContain("<pre><code>");
    expect(html).not.toMatch(/<pre[^>]*data-eid/);
    expect(html).not.toMatch(/<li data-eid="[^"]+">outer/);
  });

  it("strips a data-eid forged in the markdown", async () => {
    const blog = await insertBlog({
      published: true,
      content:
        '<p data-eid="blog-title">Forged title</p>\n\n<div data-eid="evil" data-x="1">Evil</div>\n\nPlain.\n',
    });
    const { html } = await visit(`/blog/${blog.slug}`);
    expect(html.match(/data-eid="blog-title"/g)).toHaveLength(1);
    expect(html).not.toContain('data-eid="evil"');
    expect(eidOf(html, "Forged title")).toMatch(/^b-/);
    const forged = await save(`/blog/${blog.slug}`, {
      text_element_1: { type: "text", content: "x", selector: '[data-eid="evil"]' },
    });
    expect(forged.status).toBe(400);
    expect((await forged.json<ErrorBody>()).code).toBe("UNKNOWN_SELECTOR");
  });
});

describe("save and publish a blog overlay", () => {
  it("keeps a save as a draft; publish purges the cached post and visitors get the text, no script", async () => {
    const blog = await insertBlog({ published: true, content: BODY });
    const path = `/blog/${blog.slug}`;
    const first = await visit(path);
    const paragraph = eidOf(first.html, "First paragraph of the post.");
    expect(paragraph).toBeTruthy();
    // The second visit is the edge cache's copy: only a purge can make it go.
    const cached = await visit(path);
    expect(cached.response.headers.get("x-edge-cache")).toBe("HIT");

    const saved = await save(path, {
      ...title("Edited on the page"),
      text_element_2: {
        type: "text",
        content: "A new first paragraph <b>as text</b>",
        selector: `[data-eid="${paragraph}"]`,
      },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const stillOld = await visit(path);
    expect(h1(stillOld.html)).toBe(blog.title);

    // Editors see the draft in edit mode; visitors there see the published post.
    const edit = await get(`${path}/admin`, editor);
    expect(edit.headers.get("cache-control")).toContain("no-store");
    const editHtml = await edit.text();
    expect(h1(editHtml)).toBe("Edited on the page");
    expect(editHtml).toContain('"pageType":"blog"');
    expect(editHtml).toContain('"editorHref":"/admin/blog/');
    expect(editHtml).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    const signedOut = await get(`${path}/admin`);
    expect(signedOut.headers.get("cache-control")).toContain("no-store");
    const signedOutHtml = await signedOut.text();
    expect(h1(signedOutHtml)).toBe(blog.title);
    expect(signedOutHtml).toContain("inline-editor-boot");

    const published = await publish(path);
    expect(published.status, await published.clone().text()).toBe(200);
    const live = await visit(path);
    expect(live.response.headers.get("x-edge-cache")).not.toBe("HIT");
    expect(h1(live.html)).toBe("Edited on the page");
    expect(live.html).toContain("A new first paragraph &lt;b&gt;as text&lt;/b&gt;");
    expect(live.html).not.toContain("First paragraph of the post.");
    expect(live.html).not.toMatch(/<script(?![^>]*application\/ld\+json)/);

    // Unpublish purges too: the record's text is back (each time after a cached visit).
    expect((await visit(path)).response.headers.get("x-edge-cache")).toBe("HIT");
    expect((await publish(path, "unpublish")).status).toBe(200);
    expect(h1((await visit(path)).html)).toBe(blog.title);
    // And so does deleting the edits, after they went live again.
    expect((await publish(path)).status).toBe(200);
    expect(h1((await visit(path)).html)).toBe("Edited on the page");
    expect((await visit(path)).response.headers.get("x-edge-cache")).toBe("HIT");
    const removed = await api("/api/inline-content/delete", {
      method: "DELETE",
      token: editor,
      body: { pagePath: path, pageType: "blog", action: "delete" },
    });
    expect(removed.status).toBe(200);
    expect(await removed.json()).toMatchObject({ success: true, pageDeleted: false });
    expect(h1((await visit(path)).html)).toBe(blog.title);
    expect((await get(path)).status).toBe(200);
  });

  it("gates a blog overlay's publish: an emptied title is refused with 422, visitors keep it", async () => {
    const blog = await insertBlog({ published: true, content: BODY });
    const path = `/blog/${blog.slug}`;
    expect((await save(path, title(""))).status).toBe(200);
    const refused = await publish(path);
    expect(refused.status).toBe(422);
    const body = await refused.json<ErrorBody>();
    expect(body.code).toBe("SEO_GATE");
    expect(body.error).toContain("<h1> is empty");
    expect(h1((await visit(path)).html)).toBe(blog.title);
  });

  it("edits a draft post (staff see drafts in edit mode); visitors still get the 404", async () => {
    const blog = await insertBlog({ published: false, content: BODY });
    const path = `/blog/${blog.slug}`;
    expect((await save(path, title("Draft post, edited"))).status).toBe(200);
    expect(h1(await (await get(`${path}/admin`, editor)).text())).toBe("Draft post, edited");
    expect((await get(`${path}/admin`)).status).toBe(404);
    expect((await get(path)).status).toBe(404);
  });

  it("refuses selectors that are not on the post, and unknown posts; nothing stored", async () => {
    const blog = await insertBlog({ published: true, content: BODY });
    const path = `/blog/${blog.slug}`;
    const response = await save(path, {
      ...title("fine"),
      text_element_2: { type: "text", content: "x", selector: '[data-eid="hero.title"]' },
    });
    expect(response.status).toBe(400);
    const body = await response.json<ErrorBody>();
    expect(body.code).toBe("UNKNOWN_SELECTOR");
    expect(body.issues?.map((i) => i.path)).toEqual(["content.text_element_2.selector"]);
    expect(await rows(path)).toEqual([]);
    expect((await save("/blog/no-such-post-here", title("x"))).status).toBe(404);
    expect(await rows("/blog/no-such-post-here")).toEqual([]);
    expect((await get("/blog/no-such-post-here/admin", editor)).status).toBe(404);
  });
});

describe("authors", () => {
  it("get 403 from the inline API, and the post with a notice and no editor at the edit URL", async () => {
    const author = await signedIn("author");
    const own = await insertBlog({ published: true, content: BODY, authorId: author.user.id });
    const other = await insertBlog({ published: true, content: BODY });
    const refused = await save(`/blog/${own.slug}`, title("x"), author.token);
    expect(refused.status).toBe(403);
    expect(await rows(`/blog/${own.slug}`)).toEqual([]);

    const ownHtml = await (await get(`/blog/${own.slug}/admin`, author.token)).text();
    expect(ownHtml).toContain('data-testid="author-inline-notice"');
    expect(ownHtml).toContain(`href="/admin/blog/${own.slug}"`);
    expect(ownHtml).not.toContain("inline-editor-boot");
    expect(ownHtml).not.toMatch(/<script(?![^>]*application\/ld\+json)/);
    const otherHtml = await (await get(`/blog/${other.slug}/admin`, author.token)).text();
    expect(otherHtml).toContain('data-testid="author-inline-notice"');
    expect(otherHtml).not.toContain(`href="/admin/blog/${other.slug}"`);
  });
});

describe("a deleted post", () => {
  it("takes its overlay and history with it: a later post with that slug starts clean", async () => {
    const blog = await insertBlog({ published: true, content: BODY });
    const path = `/blog/${blog.slug}`;
    expect((await save(path, title("Overlay of the old post"))).status).toBe(200);
    expect((await publish(path)).status).toBe(200);
    expect(h1((await visit(path)).html)).toBe("Overlay of the old post");

    const deleted = await api(`/api/blogs/${blog.id}`, { method: "DELETE", token: editor });
    expect(deleted.status).toBe(200);
    expect(await rows(path)).toEqual([]);
    const history = await db
      .select()
      .from(inlineContentRevisions)
      .where(eq(inlineContentRevisions.pagePath, path))
      .all();
    expect(history).toEqual([]);

    const again = await insertBlog({ published: true, content: BODY, slug: blog.slug });
    expect(h1((await visit(path)).html)).toBe(again.title);
  });

  it("an edited block whose text changes in the blog editor is listed as an orphan", async () => {
    const blog = await insertBlog({ published: true, content: BODY });
    const path = `/blog/${blog.slug}`;
    const html = (await visit(path)).html;
    const second = eidOf(html, "Second paragraph.");
    const first = eidOf(html, "First paragraph of the post.");
    expect(
      (await save(path, { ...title("Kept"), ...paragraphEdit(second, "Changed") })).status,
    ).toBe(200);
    const put = await api(`/api/blogs/${blog.id}`, {
      method: "PUT",
      token: editor,
      body: {
        title: blog.title,
        slug: blog.slug,
        excerpt: blog.excerpt,
        content: BODY.replace("Second paragraph.", "A rewritten second paragraph."),
        author: blog.author,
        category: blog.category,
        published: true,
        version: blog.version,
      },
    });
    expect(put.status, await put.clone().text()).toBe(200);
    const revisions = await api(`/api/inline-content/revisions?pagePath=${path}&pageType=blog`, {
      token: editor,
    });
    const { orphans } = await revisions.json<{ orphans: { selector: string }[] }>();
    expect(orphans.map((o) => o.selector)).toEqual([`[data-eid="${second}"]`]);
    // The untouched block kept its id.
    expect(eidOf((await visit(path)).html, "First paragraph of the post.")).toBe(first);

    // The editor's next save carries the orphan along unchanged: accepted, orphan kept; a
    // changed orphan or a new unknown selector is still refused.
    const next = await save(path, { ...title("Kept again"), ...paragraphEdit(second, "Changed") });
    expect(next.status, await next.clone().text()).toBe(200);
    const draft = (await rows(path)).find((row) => row.status === "draft");
    expect(draft?.content).toContain(`[data-eid=\\"${second}\\"]`);
    const changed = await save(path, { ...title("Kept"), ...paragraphEdit(second, "Other") });
    expect(changed.status).toBe(400);
    expect((await changed.json<ErrorBody>()).issues?.map((i) => i.path)).toEqual([
      "content.text_element_2.selector",
    ]);
  });

  it("a renamed post keeps its overlay at its new path", async () => {
    const blog = await insertBlog({ published: true, content: BODY });
    const path = `/blog/${blog.slug}`;
    expect((await save(path, title("Follows the rename"))).status).toBe(200);
    expect((await publish(path)).status).toBe(200);
    const newSlug = `${blog.slug}-renamed`;
    const put = await api(`/api/blogs/${blog.id}`, {
      method: "PUT",
      token: editor,
      body: {
        title: blog.title,
        slug: newSlug,
        excerpt: blog.excerpt,
        content: BODY,
        author: blog.author,
        category: blog.category,
        published: true,
        version: blog.version,
      },
    });
    expect(put.status, await put.clone().text()).toBe(200);
    expect(await rows(path)).toEqual([]);
    expect(h1((await visit(`/blog/${newSlug}`)).html)).toBe("Follows the rename");
  });
});
