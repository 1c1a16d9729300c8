import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { MediaItem } from "../../app/schemas/media";
import { inList } from "../../worker/db/in-list";
import { media } from "../../worker/db/schema";
import { createPost, postBody } from "../factories/blogs";
import { testDeps } from "../factories/deps";
import { storeImages } from "../factories/images";
import { api, ORIGIN, signedIn } from "../factories/users";

// D1 binds at most 100 parameters a statement: a post naming many images (and every other list
// built from what users send) must not bind one parameter per image.

const body = (keys: readonly string[]) =>
  keys.map((key, n) => `Figure ${n}\n\n![](/images/${key})`).join("\n\n");

describe("a post naming many images", () => {
  it("saves, updates, publishes and renders with 120 images in its body", async () => {
    const { token } = await signedIn("editor");
    const keys = await storeImages(120);
    const created = await createPost(token, { content: body(keys.slice(0, 80)), title: "Eighty" });
    const update = await api(`/api/blogs/${created.id}`, {
      method: "PUT",
      token,
      body: postBody({
        slug: created.blog.slug,
        title: "Many figures",
        content: body(keys),
        image: `/images/${keys[0]}`,
        imageAlt: "Cover",
        published: true,
        version: created.version,
      }),
    });
    expect(update.status, await update.clone().text()).toBe(200);
    const page = await exports.default.fetch(`${ORIGIN}/blog/${created.blog.slug}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html.match(/<img [^>]*src="\/images\/[^"]+"[^>]*width="4"/g)?.length).toBe(121);

    const listed = await api("/api/media", { token });
    expect(listed.status).toBe(200);
    const items = (await listed.json<{ items: MediaItem[] }>()).items;
    const last = items.find((item) => item.key === keys.at(-1));
    expect(last?.usedBy.map((use) => use.title)).toEqual(["Many figures"]);
  });
});

describe("inList", () => {
  it("matches any number of values with one bound parameter", async () => {
    const keys = await storeImages(150);
    const { db } = testDeps();
    const rows = await db
      .select({ key: media.key })
      .from(media)
      .where(inList(media.key, [...keys, "missing.png"]));
    expect(rows.map((row) => row.key).sort()).toEqual([...keys].sort());
    const query = db.select().from(media).where(inList(media.key, keys)).toSQL();
    expect(query.params).toHaveLength(1);
    expect(await db.select().from(media).where(inList(media.key, []))).toEqual([]);
  });
});
