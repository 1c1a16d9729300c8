import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { COMMENT_MESSAGES, type DraftComment } from "../../app/schemas/comments";
import { createDb } from "../../worker/db/client";
import { draftComments } from "../../worker/db/schema";
import { createPost } from "../factories/blogs";
import { api, insertUser, loginAs } from "../factories/users";

// Comments on drafts (issue 35): threads on a post or a page, anchored to an element or a
// block; replies join their thread; resolve and reopen are versioned; only the writer edits
// their words; mentions name real staff; authors reach their own posts only.

const db = createDb(env.DB);
let editor = "";
let editorName = "";
let author = "";
let authorName = "";
let otherAuthor = "";

beforeAll(async () => {
  const e = await insertUser({ role: "editor" });
  editor = await loginAs(e);
  editorName = e.username;
  const a = await insertUser({ role: "author" });
  author = await loginAs(a);
  authorName = a.username;
  otherAuthor = await loginAs(await insertUser({ role: "author" }));
});

async function post(body: Record<string, unknown>, token = editor) {
  const response = await api("/api/comments", { method: "POST", token, body });
  return {
    status: response.status,
    ...(await response.json<{ comment?: DraftComment; error?: string }>()),
  };
}

async function patch(comment: DraftComment, body: Record<string, unknown>, token = editor) {
  const response = await api(`/api/comments/${comment.id}`, {
    method: "PATCH",
    token,
    body: { version: comment.version, ...body },
  });
  return {
    status: response.status,
    ...(await response.json<{ comment?: DraftComment; error?: string }>()),
  };
}

const thread = async (target: string, token = editor) =>
  (
    await (
      await api(`/api/comments?target=${encodeURIComponent(target)}`, { token })
    ).json<{
      comments: DraftComment[];
    }>()
  ).comments;

describe("comments on a post", () => {
  it("anchors a thread to a block, takes replies, mentions staff, resolves and reopens", async () => {
    const { blog } = await createPost(author, { title: "Patch Tuesday, explained" });
    const target = { type: "post", id: blog.id };
    const first = await post({
      target,
      body: `@${authorName} the second paragraph needs the after-hours numbers. cc @nobody-here`,
      anchor: { kind: "block", index: 1, quote: "Some markdown text." },
    });
    expect(first.status).toBe(201);
    expect(first.comment).toMatchObject({
      parentId: null,
      anchor: { kind: "block", index: 1, quote: "Some markdown text." },
      mentions: [authorName],
      author: editorName,
      mine: true,
      resolvedAt: null,
    });
    const root = first.comment as DraftComment;
    // The author replies (their own post); a reply to a reply joins the thread.
    const reply = await post({ target, body: "Added them.", parentId: root.id }, author);
    expect(reply.comment).toMatchObject({ parentId: root.id, anchor: null, mine: true });
    const nested = await post({ target, body: "Thanks!", parentId: reply.comment?.id });
    expect(nested.comment?.parentId).toBe(root.id);
    expect((await thread(`post:${blog.id}`, author)).map((c) => c.body)).toEqual([
      root.body,
      "Added them.",
      "Thanks!",
    ]);

    // Resolve at the version read; a stale copy is refused; reopen.
    const resolved = await patch(root, { resolved: true }, author);
    expect(resolved.comment).toMatchObject({ resolvedBy: authorName, version: root.version + 1 });
    const stale = await patch(root, { resolved: false });
    expect(stale.status).toBe(409);
    expect(stale.error).toBe(COMMENT_MESSAGES.stale);
    const reopened = await patch(resolved.comment as DraftComment, { resolved: false });
    expect(reopened.comment).toMatchObject({ resolvedAt: null, resolvedBy: null });
    // Replies are not resolved on their own.
    expect((await patch(reply.comment as DraftComment, { resolved: true })).status).toBe(400);
  });

  it("lets only the writer change their words, and authors reach their own posts only", async () => {
    const { blog } = await createPost(author, {});
    const target = { type: "post", id: blog.id };
    const mine = await post({ target, body: "Typo in the title" }, author);
    const edited = await patch(
      mine.comment as DraftComment,
      { body: "Typo in the title." },
      author,
    );
    expect(edited.comment?.body).toBe("Typo in the title.");
    const notYours = await patch(edited.comment as DraftComment, { body: "Rewritten" });
    expect(notYours.status).toBe(403);
    expect(notYours.error).toBe(COMMENT_MESSAGES.notYours);

    const before = (await db.select().from(draftComments)).length;
    expect((await post({ target, body: "Hello" }, otherAuthor)).status).toBe(404);
    expect((await api(`/api/comments?target=post:${blog.id}`, { token: otherAuthor })).status).toBe(
      404,
    );
    const page = await post({ target: { type: "page", path: "/it-security" }, body: "Hi" }, author);
    expect(page.status).toBe(403);
    expect((await db.select().from(draftComments)).length).toBe(before);
  });

  it("refuses bad input with the reason, storing nothing", async () => {
    const { blog } = await createPost(editor, {});
    const target = { type: "post", id: blog.id };
    const { blog: other } = await createPost(editor, {});
    const elsewhere = await post({ target: { type: "post", id: other.id }, body: "Root" });
    const before = (await db.select().from(draftComments)).length;
    const cases: [Record<string, unknown>, number][] = [
      [{ target, body: "   " }, 400],
      [{ target, body: "x".repeat(4001) }, 400],
      [{ target, body: "ok", anchor: { kind: "element", eid: "<script>" } }, 400],
      [{ target, body: "ok", anchor: { kind: "block", index: -1 } }, 400],
      [{ target, body: "ok", anchor: { kind: "cell", index: 1 } }, 400],
      [{ target, body: "ok", parentId: elsewhere.comment?.id }, 400],
      [{ target, body: "ok", parentId: "no-such-comment" }, 400],
      [{ target: { type: "page", path: "/no-such-page" }, body: "ok" }, 404],
      [{ target: { type: "post", id: "nope" }, body: "ok" }, 404],
    ];
    for (const [body, status] of cases) {
      expect((await post(body)).status, JSON.stringify(body).slice(0, 80)).toBe(status);
    }
    expect((await db.select().from(draftComments)).length).toBe(before);
    const root = (await post({ target, body: "Root" })).comment as DraftComment;
    for (const body of [{}, { version: root.version }, { version: "1", resolved: true }]) {
      const response = await api(`/api/comments/${root.id}`, {
        method: "PATCH",
        token: editor,
        body,
      });
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    const missing = await api("/api/comments/nope", {
      method: "PATCH",
      token: editor,
      body: { version: 1, resolved: true },
    });
    expect(missing.status).toBe(404);
  });
});

describe("comments on a page", () => {
  it("anchors a thread to an element for editors", async () => {
    const made = await post({
      target: { type: "page", path: "/it-security" },
      body: "Is this heading too long?",
      anchor: { kind: "element", eid: "hero.title", quote: "Managed IT Security" },
    });
    expect(made.status).toBe(201);
    const listed = await thread("page:/it-security");
    expect(listed.at(-1)).toMatchObject({
      anchor: { kind: "element", eid: "hero.title" },
      target: { type: "page", path: "/it-security" },
    });
  });
});
