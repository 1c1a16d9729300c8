import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { UploadedImage } from "../../app/schemas/media";
import { MEDIA_MESSAGES, type MediaItem } from "../../app/schemas/media";
import { MEDIA_BACKFILL_KEY } from "../../worker/services/media/media";
import { createPost, postBody } from "../factories/blogs";
import { gifOf, jpegOf, pngOf, uploadImage, webpOf } from "../factories/images";
import { api, signedIn } from "../factories/users";

type ErrorBody = { error: string; code: string };

async function uploaded(token: string, fields: Record<string, string> = {}, bytes = pngOf(8, 6)) {
  const response = await uploadImage(token, bytes, "image/png", fields);
  expect(response.status).toBe(201);
  return response.json<UploadedImage>();
}

async function listed(token: string): Promise<MediaItem[]> {
  const response = await api("/api/media", { token });
  expect(response.status).toBe(200);
  return (await response.json<{ items: MediaItem[] }>()).items;
}

async function itemOf(token: string, key: string): Promise<MediaItem | undefined> {
  return (await listed(token)).find((item) => item.key === key);
}

async function auditCount(action: string, key: string): Promise<number> {
  const row = await env.DB.prepare(
    "select count(*) as n from audit_log where action = ? and target_id = ?",
  )
    .bind(action, key)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

async function r2Count(): Promise<number> {
  return (await env.IMAGES.list()).objects.length;
}

async function mediaRowCount(): Promise<number> {
  const row = await env.DB.prepare("select count(*) as n from media").first<{ n: number }>();
  return row?.n ?? 0;
}

describe("POST /api/images and the media row", () => {
  it("stores the pixel size read from the bytes of png, jpeg, gif and webp, and the alt text", async () => {
    const { token, user } = await signedIn("author");
    for (const [bytes, type, width, height] of [
      [pngOf(640, 480), "image/png", 640, 480],
      [jpegOf(1200, 800), "image/jpeg", 1200, 800],
      [gifOf(32, 16), "image/gif", 32, 16],
      [webpOf(300, 200), "image/webp", 300, 200],
    ] as const) {
      const response = await uploadImage(token, bytes, type, { alt: `A ${type} picture` });
      expect(response.status, type).toBe(201);
      const body = await response.json<UploadedImage>();
      expect(body).toMatchObject({
        url: `/images/${body.key}`,
        contentType: type,
        size: bytes.byteLength,
        width,
        height,
        alt: `A ${type} picture`,
        decorative: false,
        version: 1,
      });
      const item = await itemOf(token, body.key);
      expect(item).toMatchObject({
        contentType: type,
        bytes: bytes.byteLength,
        width,
        height,
        alt: `A ${type} picture`,
        decorative: false,
        uploadedBy: user.username,
        usedBy: [],
      });
    }
  });

  it("takes decorative (alt stored empty), and an upload without alt still succeeds", async () => {
    const { token } = await signedIn("author");
    const decorative = await uploaded(token, { alt: "ignored", decorative: "true" });
    expect(decorative).toMatchObject({ alt: "", decorative: true });
    expect(await itemOf(token, decorative.key)).toMatchObject({ alt: "", decorative: true });
    const plain = await uploaded(token);
    expect(plain).toMatchObject({ alt: "", decorative: false, width: 8, height: 6 });
    // A header the reader cannot size still uploads, with no size.
    const odd = await uploadImage(token, pngOf(8, 6).slice(0, 16), "image/png");
    expect(odd.status).toBe(201);
    expect(await odd.json<UploadedImage>()).toMatchObject({ width: null, height: null });
  });

  it("refuses bad alt fields with a 400 and stores nothing, in R2 or D1", async () => {
    const { token } = await signedIn("author");
    const before = [await r2Count(), await mediaRowCount()];
    for (const [fields, message] of [
      [{ alt: "x".repeat(301) }, MEDIA_MESSAGES.altTooLong],
      [{ alt: "bell\u0007" }, "Alt text must not contain control characters"],
      [{ alt: "fine", decorative: "yes" }, 'decorative must be "true" or "false"'],
    ] as const) {
      const response = await uploadImage(token, pngOf(4, 4), "image/png", fields);
      expect(response.status, JSON.stringify(fields)).toBe(400);
      expect((await response.json<ErrorBody>()).error).toBe(message);
    }
    expect([await r2Count(), await mediaRowCount()]).toEqual(before);
  });
});

describe("GET /api/media", () => {
  it("lists every image newest first with the posts that use it, drafts included", async () => {
    const { token } = await signedIn("editor");
    const first = await uploaded(token, { alt: "First" });
    const second = await uploaded(token, { alt: "Second" });
    const unused = await uploaded(token, { alt: "Unused" });
    await createPost(token, {
      title: "Published with both",
      published: true,
      content: `Intro\n\n![Diagram](/images/${first.key})\n\n![](/images/${second.key} "t")`,
      image: `/images/${first.key}`,
    });
    await createPost(token, {
      title: "A draft",
      published: false,
      content: `<img src="/images/${second.key}" alt="x">`,
    });
    const items = await listed(token);
    const keys = items.map((item) => item.key);
    expect(keys.indexOf(unused.key)).toBeLessThan(keys.indexOf(second.key));
    expect(keys.indexOf(second.key)).toBeLessThan(keys.indexOf(first.key));
    const byKey = new Map(items.map((item) => [item.key, item]));
    expect(byKey.get(first.key)?.usedBy).toEqual([
      expect.objectContaining({
        title: "Published with both",
        published: true,
        as: ["body", "featured"],
      }),
    ]);
    expect(byKey.get(second.key)?.usedBy.map((use) => [use.title, use.published, use.as])).toEqual(
      expect.arrayContaining([
        ["Published with both", true, ["body"]],
        ["A draft", false, ["body"]],
      ]),
    );
    expect(byKey.get(unused.key)?.usedBy).toEqual([]);
    expect(byKey.get(first.key)?.url).toBe(`/images/${first.key}`);
  });

  it("backfills rows for images stored before the library, with their pixel size", async () => {
    const { token } = await signedIn("author");
    // The day's walk of the bucket ran with this file's first listing: make it due again.
    await env.DB.prepare("DELETE FROM settings WHERE key = ?").bind(MEDIA_BACKFILL_KEY).run();
    const key = `${crypto.randomUUID()}.png`;
    await env.IMAGES.put(key, pngOf(1024, 512), {
      httpMetadata: { contentType: "image/png" },
    });
    const jpegKey = `${crypto.randomUUID()}.jpg`;
    await env.IMAGES.put(jpegKey, jpegOf(50, 70), { httpMetadata: { contentType: "image/jpeg" } });
    // Not an image key: left alone.
    await env.IMAGES.put("notes.txt", "hello");
    const items = await listed(token);
    expect(items.find((item) => item.key === key)).toMatchObject({
      contentType: "image/png",
      bytes: 33,
      width: 1024,
      height: 512,
      alt: "",
      decorative: false,
      version: 1,
    });
    expect(items.find((item) => item.key === jpegKey)).toMatchObject({ width: 50, height: 70 });
    expect(items.some((item) => item.key === "notes.txt")).toBe(false);
    const again = await listed(token);
    expect(again.filter((item) => item.key === key)).toHaveLength(1);
  });

  it("is for staff only", async () => {
    expect((await api("/api/media")).status).toBe(401);
  });
});

describe("PATCH /api/media/:key", () => {
  it("changes the alt text with the version seen; a stale version is a 409 that changes nothing", async () => {
    const { token } = await signedIn("author");
    const image = await uploaded(token, { alt: "Before" });
    const path = `/api/media/${image.key}`;
    const saved = await api(path, {
      method: "PATCH",
      token,
      body: { alt: "  A server rack  ", version: 1 },
    });
    expect(saved.status).toBe(200);
    const { item } = await saved.json<{ item: MediaItem }>();
    expect(item).toMatchObject({ key: image.key, alt: "A server rack", version: 2, usedBy: [] });
    expect(await auditCount("media.alt_changed", image.key)).toBe(1);

    const stale = await api(path, { method: "PATCH", token, body: { alt: "Other", version: 1 } });
    expect(stale.status).toBe(409);
    expect((await stale.json<ErrorBody>()).error).toBe(MEDIA_MESSAGES.stale);
    expect(await itemOf(token, image.key)).toMatchObject({ alt: "A server rack", version: 2 });
    expect(await auditCount("media.alt_changed", image.key)).toBe(1);

    const decorative = await api(path, {
      method: "PATCH",
      token,
      body: { alt: "whatever", decorative: true, version: 2 },
    });
    expect((await decorative.json<{ item: MediaItem }>()).item).toMatchObject({
      alt: "",
      decorative: true,
      version: 3,
    });
  });

  it("edits the alt of a file that predates the library; a stale version stores nothing", async () => {
    // An editor: the file has no uploader, so it is no author's own.
    const { token } = await signedIn("editor");
    const key = `${crypto.randomUUID()}.png`;
    await env.IMAGES.put(key, pngOf(10, 20), { httpMetadata: { contentType: "image/png" } });
    const rows = await mediaRowCount();
    const stale = await api(`/api/media/${key}`, {
      method: "PATCH",
      token,
      body: { alt: "Old file", version: 3 },
    });
    expect(stale.status).toBe(409);
    expect(await mediaRowCount()).toBe(rows);
    const saved = await api(`/api/media/${key}`, {
      method: "PATCH",
      token,
      body: { alt: "Old file", version: 1 },
    });
    expect(saved.status).toBe(200);
    expect((await saved.json<{ item: MediaItem }>()).item).toMatchObject({
      alt: "Old file",
      width: 10,
      height: 20,
      version: 2,
    });
  });

  it("refuses a missing or too long alt with a 400 and changes nothing", async () => {
    const { token } = await signedIn("author");
    const image = await uploaded(token, { alt: "Kept" });
    for (const [body, message] of [
      [{ alt: "", version: 1 }, MEDIA_MESSAGES.altRequired],
      [{ alt: "   " }, MEDIA_MESSAGES.altRequired],
      [{ alt: "x".repeat(301) }, MEDIA_MESSAGES.altTooLong],
      [{ alt: 5 }, "Alt text must be text"],
      [{ alt: "ok", decorative: "yes" }, "decorative must be true or false"],
      [{ alt: "ok", version: "2" }, "version must be a number"],
    ] as const) {
      const response = await api(`/api/media/${image.key}`, { method: "PATCH", token, body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await response.json<ErrorBody>()).error).toBe(message);
    }
    expect(await itemOf(token, image.key)).toMatchObject({ alt: "Kept", version: 1 });
  });

  it("answers 404 for an unknown or malformed key, never 500", async () => {
    const { token } = await signedIn("author");
    for (const key of [
      `${crypto.randomUUID()}.png`,
      "nope.png",
      "..",
      "%2e%2e",
      "%2F..%2Fsecret.png",
      `${crypto.randomUUID()}.svg`,
    ]) {
      const response = await api(`/api/media/${key}`, {
        method: "PATCH",
        token,
        body: { alt: "Something" },
      });
      expect(response.status, key).toBe(404);
      const { error } = await response.json<ErrorBody>();
      // Dot segments are resolved away by the URL parser, so no media route matches at all.
      if (!["..", "%2e%2e"].includes(key)) expect(error, key).toBe(MEDIA_MESSAGES.notFound);
    }
  });
});

describe("DELETE /api/media/:key", () => {
  it("deletes an unused image's row and file for editors and admins", async () => {
    const { token } = await signedIn("editor");
    const image = await uploaded(token, { alt: "Gone soon" });
    const response = await api(`/api/media/${image.key}`, { method: "DELETE", token });
    expect(response.status).toBe(204);
    expect(await env.IMAGES.head(image.key)).toBeNull();
    expect(await itemOf(token, image.key)).toBeUndefined();
    expect(await auditCount("media.deleted", image.key)).toBe(1);
    const again = await api(`/api/media/${image.key}`, { method: "DELETE", token });
    expect(again.status).toBe(404);
    expect((await again.json<ErrorBody>()).error).toBe(MEDIA_MESSAGES.notFound);
  });

  it("refuses with a 409 naming the posts (drafts too) that use the image, keeping it", async () => {
    const { token } = await signedIn("admin");
    const body = await uploaded(token, { alt: "In a body" });
    const featured = await uploaded(token, { alt: "Featured" });
    await createPost(token, {
      title: "Live post",
      published: true,
      content: `![x](/images/${body.key})`,
    });
    await createPost(token, { title: "Draft post", content: `![x](/images/${body.key})` });
    await createPost(token, { title: "Cover post", image: `/images/${featured.key}` });
    const refused = await api(`/api/media/${body.key}`, { method: "DELETE", token });
    expect(refused.status).toBe(409);
    const { error } = await refused.json<ErrorBody>();
    expect(error).toContain("2 posts");
    expect(error).toContain("“Live post”");
    expect(error).toContain("“Draft post”");
    const cover = await api(`/api/media/${featured.key}`, { method: "DELETE", token });
    expect(cover.status).toBe(409);
    expect((await cover.json<ErrorBody>()).error).toBe(MEDIA_MESSAGES.inUse(["Cover post"]));
    for (const key of [body.key, featured.key]) {
      expect(await env.IMAGES.head(key)).not.toBeNull();
      expect(await itemOf(token, key)).toBeDefined();
      expect(await auditCount("media.deleted", key)).toBe(0);
    }
  });

  it("is refused to authors (403) and answers 404 for bad keys", async () => {
    const { token: author } = await signedIn("author");
    const image = await uploaded(author, { alt: "Mine" });
    const forbidden = await api(`/api/media/${image.key}`, { method: "DELETE", token: author });
    expect(forbidden.status).toBe(403);
    expect(await env.IMAGES.head(image.key)).not.toBeNull();
    const { token } = await signedIn("editor");
    for (const key of [`${crypto.randomUUID()}.png`, "..", "%2F..%2Fx.png", "a.png"]) {
      const response = await api(`/api/media/${key}`, { method: "DELETE", token });
      expect(response.status, key).toBe(404);
    }
  });

  it("deletes a file that predates the library (no row yet), unless a post uses it", async () => {
    const { token } = await signedIn("editor");
    const key = `${crypto.randomUUID()}.gif`;
    await env.IMAGES.put(key, gifOf(2, 2), { httpMetadata: { contentType: "image/gif" } });
    const response = await api(`/api/media/${key}`, { method: "DELETE", token });
    expect(response.status).toBe(204);
    expect(await env.IMAGES.head(key)).toBeNull();
    expect(await auditCount("media.deleted", key)).toBe(1);

    const used = `${crypto.randomUUID()}.gif`;
    await env.IMAGES.put(used, gifOf(2, 2), { httpMetadata: { contentType: "image/gif" } });
    await createPost(token, { title: "Old post", content: `![old](/images/${used})` });
    const rows = await mediaRowCount();
    const refused = await api(`/api/media/${used}`, { method: "DELETE", token });
    expect(refused.status).toBe(409);
    expect((await refused.json<ErrorBody>()).error).toBe(MEDIA_MESSAGES.inUse(["Old post"]));
    expect(await env.IMAGES.head(used)).not.toBeNull();
    expect(await mediaRowCount()).toBe(rows);
  });
});

describe("a post save and the images it names", () => {
  it("refuses a body or featured image this site does not store (400 naming it), storing nothing", async () => {
    const { token } = await signedIn("author");
    const missing = `${crypto.randomUUID()}.png`;
    const before = await api("/api/blogs", { token });
    const count = (await before.json<unknown[]>()).length;
    for (const [field, overrides] of [
      ["content", { content: `Text\n\n![gone](/images/${missing})` }],
      ["image", { image: `/images/${missing}` }],
    ] as const) {
      const response = await api("/api/blogs", {
        method: "POST",
        token,
        body: postBody(overrides),
      });
      expect(response.status, field).toBe(400);
      const body = await response.json<ErrorBody & { issues: { path: string }[] }>();
      expect(body.error).toBe(MEDIA_MESSAGES.notStored(`/images/${missing}`));
      expect(body.issues[0]?.path).toBe(field);
    }
    const after = await api("/api/blogs", { token });
    expect((await after.json<unknown[]>()).length).toBe(count);

    const { id, version } = await createPost(token, { title: "Saved later" });
    const update = await api(`/api/blogs/${id}`, {
      method: "PUT",
      token,
      body: postBody({ title: "Saved later", image: `/images/${missing}`, version }),
    });
    expect(update.status).toBe(400);
    expect((await update.json<ErrorBody>()).error).toBe(
      MEDIA_MESSAGES.notStored(`/images/${missing}`),
    );
  });

  it("accepts stored images, a file from before the library too (its row is added)", async () => {
    const { token } = await signedIn("author");
    const image = await uploaded(token, { alt: "Stored" });
    const old = `${crypto.randomUUID()}.png`;
    await env.IMAGES.put(old, pngOf(30, 40), { httpMetadata: { contentType: "image/png" } });
    await createPost(token, {
      content: `![a](/images/${image.key})\n\n![b](/images/${old})`,
      image: image.url,
    });
    const row = await env.DB.prepare("select width, height from media where key = ?")
      .bind(old)
      .first<{ width: number; height: number }>();
    expect(row).toEqual({ width: 30, height: 40 });
  });
});

describe("racing writes", () => {
  it("one alt edit wins per version; the rest get 409", async () => {
    const { token } = await signedIn("author");
    const image = await uploaded(token, { alt: "Start" });
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        api(`/api/media/${image.key}`, {
          method: "PATCH",
          token,
          body: { alt: `Edit ${i}`, version: 1 },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await itemOf(token, image.key)).toMatchObject({ version: 2 });
  });

  it("a delete and a save that adds the image never both win", async () => {
    const { token } = await signedIn("editor");
    for (let round = 0; round < 4; round += 1) {
      const image = await uploaded(token, { alt: `Round ${round}` });
      const { id, version, blog } = await createPost(token, { title: `Race ${round}` });
      const [saved, deleted] = await Promise.all([
        api(`/api/blogs/${id}`, {
          method: "PUT",
          token,
          body: postBody({
            slug: blog.slug,
            title: blog.title,
            content: `![x](/images/${image.key})`,
            version,
          }),
        }),
        api(`/api/media/${image.key}`, { method: "DELETE", token }),
      ]);
      const outcome = `${saved.status}/${deleted.status}`;
      expect(["200/409", "400/204", "409/204"], outcome).toContain(outcome);
      const fileKept = (await env.IMAGES.head(image.key)) !== null;
      expect(fileKept, outcome).toBe(saved.status === 200);
    }
  });
});
