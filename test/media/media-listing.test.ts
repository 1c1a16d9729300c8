import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { MEDIA_PAGE_SIZE, type MediaItem } from "../../app/schemas/media";
import { decodePageCursor, PAGING_MESSAGES } from "../../app/schemas/paging";
import { listMedia, MEDIA_BACKFILL_KEY } from "../../worker/services/media/media";
import type { Deps } from "../../worker/services/platform/deps";
import { testDeps } from "../factories/deps";
import { pngOf, storeImages } from "../factories/images";
import { api, signedIn } from "../factories/users";

// GET /api/media (issue #31): the library's own images only (never the social images under
// og/), a page at a time from D1, not a walk of the whole bucket on every load.

type Page = { items: MediaItem[]; nextCursor: string | null };

/** Deps whose R2 bucket records the options of every list() it is asked for. */
function listingDeps(): Deps & { lists: R2ListOptions[] } {
  const base = testDeps();
  const lists: R2ListOptions[] = [];
  const IMAGES = new Proxy(env.IMAGES, {
    get(target, name) {
      if (name === "list") {
        return (options: R2ListOptions = {}) => {
          lists.push(options);
          return target.list(options);
        };
      }
      const value = Reflect.get(target, name);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { ...base, env: { ...base.env, IMAGES }, lists };
}

describe("GET /api/media", () => {
  it("pages through the library newest first, without the social images under og/", async () => {
    const { token } = await signedIn("editor");
    const keys = await storeImages(MEDIA_PAGE_SIZE + 12);
    for (let n = 0; n < 3; n += 1) {
      await env.IMAGES.put(`og/${crypto.randomUUID()}.png`, pngOf(1200, 630));
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `?cursor=${encodeURIComponent(cursor)}` : "";
      const response = await api(`/api/media${query}`, { token });
      expect(response.status).toBe(200);
      const page: Page = await response.json<Page>();
      expect(page.items.length).toBeLessThanOrEqual(MEDIA_PAGE_SIZE);
      seen.push(...page.items.map((item) => item.key));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(2);
    expect(seen.some((key) => key.startsWith("og/"))).toBe(false);
    expect(seen).toEqual([...keys].reverse());
  });

  it("takes a limit, and refuses a bad cursor or limit with a 400 that says why", async () => {
    const { token } = await signedIn("author");
    const first = await api("/api/media?limit=2", { token });
    const page = await first.json<Page>();
    expect(page.items).toHaveLength(2);
    expect(page.nextCursor).toEqual(expect.any(String));
    for (const [query, message] of [
      ["?cursor=not-a-cursor", PAGING_MESSAGES.cursor],
      [`?cursor=${btoa("[]")}`, PAGING_MESSAGES.cursor],
      ["?limit=0", PAGING_MESSAGES.limit],
      ["?limit=500", PAGING_MESSAGES.limit],
    ]) {
      const response = await api(`/api/media${query}`, { token });
      expect(response.status, query).toBe(400);
      expect((await response.json<{ error: string }>()).error).toBe(message);
    }
  });
});

describe("listMedia and the bucket", () => {
  it("walks the bucket's top level at most once a day, never og/, never on later pages", async () => {
    await storeImages(3);
    // Due: this file's earlier listings ran today's walk.
    await env.DB.prepare("DELETE FROM settings WHERE key = ?").bind(MEDIA_BACKFILL_KEY).run();
    const legacy = `${crypto.randomUUID()}.png`;
    await env.IMAGES.put(legacy, pngOf(9, 9), { httpMetadata: { contentType: "image/png" } });
    const deps = listingDeps();
    const viewer = { id: "someone", role: "editor" as const };
    const first = await listMedia(deps, { limit: 2 }, viewer);
    // The walk found the file from before the library.
    const all = await listMedia(deps, { limit: 100 }, viewer);
    expect(all.items.map((item) => item.key)).toContain(legacy);
    expect(deps.lists.length).toBeGreaterThan(0);
    expect(deps.lists.every((options) => options.delimiter === "/")).toBe(true);
    const walked = deps.lists.length;
    // Later loads, first pages or not, read D1 alone.
    await listMedia(deps, { limit: 2 }, viewer);
    const cursor = first.nextCursor ?? "";
    expect(cursor).not.toBe("");
    await listMedia(deps, { limit: 2, cursor: decodePageCursor(cursor) ?? undefined }, viewer);
    expect(deps.lists).toHaveLength(walked);
  });
});
