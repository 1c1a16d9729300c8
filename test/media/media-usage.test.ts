import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { MEDIA_MESSAGES, type MediaItem, type UploadedImage } from "../../app/schemas/media";
import { createPost } from "../factories/blogs";
import { pngOf, uploadImage } from "../factories/images";
import { editorCalls, insertInlineContent, visitor } from "../factories/inline-content";
import { api, signedIn } from "../factories/users";

// Where the library's images are used (issue #31): a page's social image from Page settings,
// a page's inline links and posts all count, so a used image is never deleted; an alt change
// reaches every post and page that shows the image (their cached copies purged); an author
// changes only their own images' alt and never sees another author's draft titles.

type ErrorBody = { error: string; code: string };

let editor = "";
beforeAll(async () => {
  editor = (await signedIn("editor")).token;
});

async function upload(token: string, alt: string): Promise<UploadedImage> {
  const response = await uploadImage(token, pngOf(1200, 630), "image/png", { alt });
  expect(response.status).toBe(201);
  return response.json<UploadedImage>();
}

/** The library item of `key`, as `token`'s user sees it (every page walked). */
async function itemOf(token: string, key: string): Promise<MediaItem | undefined> {
  let cursor = "";
  for (;;) {
    const response = await api(`/api/media${cursor ? `?cursor=${cursor}` : ""}`, { token });
    expect(response.status).toBe(200);
    const page = await response.json<{ items: MediaItem[]; nextCursor?: string | null }>();
    const found = page.items.find((item) => item.key === key);
    if (found || !page.nextCursor) return found;
    cursor = page.nextCursor;
  }
}

/** Page settings' social image, saved into the page's draft and, unless `draft`, published. */
async function setSocialImage(path: string, image: string, { draft = false } = {}) {
  const view = await api(`/api/pages/settings?path=${encodeURIComponent(path)}`, {
    token: editor,
  });
  const { baseVersion } = await view.json<{ baseVersion: number }>();
  const saved = await api("/api/pages/settings", {
    method: "PUT",
    token: editor,
    body: { path, baseVersion, seoTitle: "", description: "", image },
  });
  expect(saved.status).toBe(200);
  if (draft) return;
  const published = await editorCalls(() => editor).publish(path);
  expect(published.status, await published.clone().text()).toBe(200);
}

const patchAlt = (token: string, key: string, body: Record<string, unknown>) =>
  api(`/api/media/${key}`, { method: "PATCH", token, body });

const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
const altsOf = (html: string, src: string) =>
  [...html.matchAll(/<img\b[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => tag.includes(`src="${src}"`))
    .map((tag) => /\balt="([^"]*)"/.exec(tag)?.[1]);

describe("an image a page uses", () => {
  it("as its social image is listed as used and cannot be deleted (the og:image keeps working)", async () => {
    const image = await upload(editor, "Shield over a network");
    await setSocialImage("/it-security", image.url);
    const item = await itemOf(editor, image.key);
    expect(item?.usedBy).toEqual([
      expect.objectContaining({
        kind: "page",
        slug: "/it-security",
        published: true,
        as: ["social"],
      }),
    ]);
    const refused = await api(`/api/media/${image.key}`, { method: "DELETE", token: editor });
    expect(refused.status).toBe(409);
    const { error, code } = await refused.json<ErrorBody>();
    expect(code).toBe("IN_USE");
    expect(error).toBe(MEDIA_MESSAGES.inUse([], [item?.usedBy[0]?.title ?? ""]));
    expect(await env.IMAGES.head(image.key)).not.toBeNull();
    const page = await visitor("/it-security");
    expect(new URL(meta(page.html, "og:image") ?? "").pathname).toBe(image.url);
    expect(meta(page.html, "og:image:alt")).toBe("Shield over a network");
    expect(meta(page.html, "og:image:width")).toBe("1200");
  });

  it("as a social image waiting in a page's draft is used too", async () => {
    const image = await upload(editor, "Draft card");
    await setSocialImage("/email-migration", image.url, { draft: true });
    expect((await itemOf(editor, image.key))?.usedBy).toEqual([
      expect.objectContaining({ kind: "page", slug: "/email-migration", as: ["social"] }),
    ]);
    const refused = await api(`/api/media/${image.key}`, { method: "DELETE", token: editor });
    expect(refused.status).toBe(409);
    expect(await env.IMAGES.head(image.key)).not.toBeNull();
  });

  it("as a link of a page's inline edits, drafts included, is used too", async () => {
    const image = await upload(editor, "Price sheet");
    await insertInlineContent(
      "/network-setup",
      {
        button_element_1: {
          type: "button",
          content: "Download the price sheet",
          selector: '[data-eid="hero.cta"]',
          styles: {},
          href: image.url,
        },
      },
      "draft",
    );
    expect((await itemOf(editor, image.key))?.usedBy).toEqual([
      expect.objectContaining({ kind: "page", slug: "/network-setup", as: ["link"] }),
    ]);
    const refused = await api(`/api/media/${image.key}`, { method: "DELETE", token: editor });
    expect(refused.status).toBe(409);
    expect(await env.IMAGES.head(image.key)).not.toBeNull();
  });

  it("names posts and pages together in the refusal", async () => {
    const image = await upload(editor, "Both");
    await createPost(editor, { title: "A post with it", content: `![](${image.url})` });
    await setSocialImage("/cloud-services", image.url);
    const refused = await api(`/api/media/${image.key}`, { method: "DELETE", token: editor });
    expect(refused.status).toBe(409);
    const { error } = await refused.json<ErrorBody>();
    expect(error).toMatch(/^This image is used by a post and a page: “A post with it”, “[^”]+”\./);
  });
});

describe("an alt text change", () => {
  it("reaches the posts and pages that show the image, cached copies included", async () => {
    const image = await upload(editor, "Old words");
    const { blog } = await createPost(editor, {
      published: true,
      title: "Rack room tour",
      // As the editor inserts a library image (its alt copied), bare, and in the author's words.
      content: `![Old words](${image.url})\n\n![](${image.url})\n\n![My own words](${image.url})`,
      image: image.url,
      imageAlt: "Old words",
    });
    await setSocialImage("/managed-services", image.url);
    const path = `/blog/${blog.slug}`;
    // Rendered and cached before the change.
    for (const page of [path, path, "/blog", "/managed-services"]) {
      expect((await visitor(page)).status).toBe(200);
    }
    const item = await itemOf(editor, image.key);
    const changed = await patchAlt(editor, image.key, {
      alt: "New words",
      version: item?.version,
    });
    expect(changed.status).toBe(200);

    const post = await visitor(path);
    expect(altsOf(post.html, image.url)).toEqual([
      "New words", // featured
      "New words",
      "New words",
      "My own words",
    ]);
    expect(meta(post.html, "og:image:alt")).toBe("New words");
    expect(altsOf((await visitor("/blog")).html, image.url)).toEqual(["New words"]);
    expect(meta((await visitor("/managed-services")).html, "og:image:alt")).toBe("New words");

    // Marked decorative: the copies follow (alt=""), the author's own words stay.
    const decorative = await patchAlt(editor, image.key, {
      decorative: true,
      version: (item?.version ?? 0) + 1,
    });
    expect(decorative.status).toBe(200);
    expect(altsOf((await visitor(path)).html, image.url)).toEqual(["", "", "", "My own words"]);
  });

  it("needs the version the user saw: without one it is a 409 and nothing changes", async () => {
    const image = await upload(editor, "Versioned");
    const response = await patchAlt(editor, image.key, { alt: "Blind write" });
    expect(response.status).toBe(409);
    expect(await response.json<ErrorBody>()).toEqual({
      error: MEDIA_MESSAGES.stale,
      code: "STALE",
    });
    expect(await itemOf(editor, image.key)).toMatchObject({ alt: "Versioned", version: 1 });
  });
});

describe("authors in the media library", () => {
  it("change the alt text of their own uploads only (403 for others', nothing changed)", async () => {
    const ana = await signedIn("author");
    const ben = await signedIn("author");
    const image = await upload(ana.token, "Ana's photo");
    const refused = await patchAlt(ben.token, image.key, { alt: "Ben was here", version: 1 });
    expect(refused.status).toBe(403);
    expect(await refused.json<ErrorBody>()).toMatchObject({ error: MEDIA_MESSAGES.notYours });
    expect(await itemOf(editor, image.key)).toMatchObject({ alt: "Ana's photo", version: 1 });
    expect((await itemOf(ben.token, image.key))?.canEditAlt).toBe(false);
    expect((await itemOf(ana.token, image.key))?.canEditAlt).toBe(true);
    expect((await patchAlt(ana.token, image.key, { alt: "Ana's", version: 1 })).status).toBe(200);
    expect((await patchAlt(editor, image.key, { alt: "Edited", version: 2 })).status).toBe(200);
  });

  it("never see another author's draft titles in 'used by', only that a draft uses it", async () => {
    const ana = await signedIn("author");
    const ben = await signedIn("author");
    const image = await upload(editor, "Shared diagram");
    await createPost(ana.token, {
      title: "Ana's secret launch",
      slug: `ana-secret-${crypto.randomUUID().slice(0, 6)}`,
      content: `![](${image.url})`,
    });
    await createPost(ben.token, { title: "Ben's own draft", content: `![](${image.url})` });
    await createPost(editor, { title: "Live for all", published: true, image: image.url });

    const seenByBen = (await itemOf(ben.token, image.key))?.usedBy ?? [];
    expect(JSON.stringify(seenByBen)).not.toContain("Ana");
    expect(JSON.stringify(seenByBen)).not.toContain("secret");
    expect(seenByBen).toEqual(
      expect.arrayContaining([
        { kind: "post", slug: "", title: "", published: false, as: ["body"], hidden: true },
        expect.objectContaining({ title: "Ben's own draft", published: false }),
        expect.objectContaining({ title: "Live for all", published: true, as: ["featured"] }),
      ]),
    );
    const seenByEditor = (await itemOf(editor, image.key))?.usedBy ?? [];
    expect(seenByEditor.map((use) => use.title)).toContain("Ana's secret launch");
    // The alt change's answer follows the same rule.
    const saved = await patchAlt(ben.token, image.key, { alt: "x", version: 1 });
    expect(saved.status).toBe(403);
  });
});
