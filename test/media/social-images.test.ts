import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { decodeEntities } from "../../app/lib/html-entities";
import { socialImageHash } from "../../app/lib/social-image";
import { createDb } from "../../worker/db/client";
import { seedLaunchPosts } from "../../worker/services/content/blog-publishing";
import { syncCodePages } from "../../worker/services/content/pages";
import { createPost, postBody } from "../factories/blogs";
import { editorCalls } from "../factories/inline-content";
import { api, ORIGIN, signedIn } from "../factories/users";

// Issue 22, item 3: every public page and post links its own 1200 × 630 PNG (title, family,
// brand), drawn in the Worker, stored in R2 under a hash of what it shows, drawn only for the
// image a page links now, and a new one when the title changes.

let token = "";

beforeAll(async () => {
  token = (await signedIn("editor")).token;
});

const get = (path: string) =>
  exports.default.fetch(`${ORIGIN}${path}`, { headers: { accept: "text/html" } });

function attr(html: string, key: "property" | "name", value: string) {
  const found = new RegExp(`<meta ${key}="${value}" content="([^"]*)"`).exec(html)?.[1];
  return found === undefined ? undefined : decodeEntities(found);
}

/** A page's social image tags, as a visitor gets the page. */
async function socialTags(path: string) {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  const html = await response.text();
  const image = attr(html, "property", "og:image") ?? "";
  return {
    image,
    imagePath: image ? new URL(image).pathname : "",
    width: attr(html, "property", "og:image:width"),
    height: attr(html, "property", "og:image:height"),
    alt: attr(html, "property", "og:image:alt"),
    twitter: attr(html, "name", "twitter:image"),
    twitterAlt: attr(html, "name", "twitter:image:alt"),
    html,
  };
}

/** The PNG's size from its IHDR chunk, after checking the signature. */
function pngSize(bytes: Uint8Array) {
  expect([...bytes.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(new TextDecoder().decode(bytes.slice(12, 16))).toBe("IHDR");
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

async function png(path: string) {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get("content-type")).toBe("image/png");
  return new Uint8Array(await response.arrayBuffer());
}

const hashOf = (imagePath: string) => imagePath.split("/").at(-1)?.replace(".png", "") ?? "";

/** Whether the image is in R2 within a few seconds (the warming runs after the answer). */
async function storedSoon(imagePath: string): Promise<boolean> {
  for (let tries = 0; tries < 50; tries += 1) {
    if (await env.IMAGES.head(`og/${hashOf(imagePath)}.png`)) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

const same = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

describe("a page's social image", () => {
  it("is its own 1200 × 630 PNG, named by og:image and twitter:image with size and alt", async () => {
    const tags = await socialTags("/it-security");
    expect(tags.imagePath).toMatch(/^\/og\/it-security\/[0-9a-f]{20}\.png$/);
    expect(tags.twitter).toBe(tags.image);
    expect(tags.width).toBe("1200");
    expect(tags.height).toBe("630");
    expect(tags.alt).toMatch(/ — Managed Services — Northbridge IT$/);
    expect(tags.twitterAlt).toBe(tags.alt);

    const started = Date.now();
    const first = await png(tags.imagePath);
    const drawnIn = Date.now() - started;
    expect(pngSize(first)).toEqual({ width: 1200, height: 630 });
    const hash = tags.imagePath.split("/").at(-1)?.replace(".png", "") ?? "";
    const stored = await env.IMAGES.get(`og/${hash}.png`);
    expect(stored).not.toBeNull();
    expect(same(new Uint8Array((await stored?.arrayBuffer()) ?? []), first)).toBe(true);

    const again = await get(tags.imagePath);
    expect(again.headers.get("cache-control")).toContain("immutable");
    expect(same(new Uint8Array(await again.arrayBuffer()), first)).toBe(true);
    console.log(`first social image: ${drawnIn} ms (page render, draw, store)`);
  });

  it("differs from page to page", async () => {
    const a = await socialTags("/managed-services-texas");
    const b = await socialTags("/managed-services-karnataka-india");
    expect(a.imagePath).not.toBe(b.imagePath);
    expect(a.alt).toContain("— Regional —");
    // The regional page's ProfessionalService JSON-LD names the same image.
    expect(b.html).toMatch(
      new RegExp(`"@type":"ProfessionalService".*"image":"${b.image.replace(/[.]/g, "\\.")}"`),
    );
    expect(same(await png(a.imagePath), await png(b.imagePath))).toBe(false);
  });

  it("names the home page and the blog by their families", async () => {
    expect((await socialTags("/")).imagePath).toMatch(/^\/og\/[0-9a-f]{20}\.png$/);
    const blog = await socialTags("/blog");
    expect(blog.imagePath).toMatch(/^\/og\/blog\/[0-9a-f]{20}\.png$/);
    // A later page of the listing shares the blog's image (it draws page 1's title).
    expect((await socialTags("/blog?page=2")).imagePath).toBe(blog.imagePath);
    expect(pngSize(await png(blog.imagePath))).toEqual({ width: 1200, height: 630 });
  });

  it("answers two first GETs at once with the same valid PNG", async () => {
    const { imagePath } = await socialTags("/managed-services-california");
    const [a, b] = await Promise.all([png(imagePath), png(imagePath)]);
    expect(pngSize(a)).toEqual({ width: 1200, height: 630 });
    expect(same(a, b)).toBe(true);
  });
});

describe("a title change", () => {
  it("page settings' SEO title: a new og:image URL and a new PNG", async () => {
    const before = await socialTags("/network-management");
    const beforePng = await png(before.imagePath);
    const view = await (
      await api(`/api/pages/settings?path=${encodeURIComponent("/network-management")}`, { token })
    ).json<{ baseVersion: number }>();
    const saved = await api("/api/pages/settings", {
      method: "PUT",
      token,
      body: {
        path: "/network-management",
        baseVersion: view.baseVersion,
        seoTitle: "Network security that never sleeps",
        description: "",
        image: "",
      },
    });
    expect(saved.status).toBe(200);
    // In the draft: visitors (and their social image) keep the published title until Publish.
    expect((await socialTags("/network-management")).imagePath).toBe(before.imagePath);
    const published = await editorCalls(() => token).publish("/network-management");
    expect(published.status, await published.clone().text()).toBe(200);
    const after = await socialTags("/network-management");
    expect(after.imagePath).not.toBe(before.imagePath);
    expect(after.alt).toMatch(/^Network security that never sleeps — /);
    // Drawn after the publish's answer (waitUntil), before anyone asked for it.
    expect(await storedSoon(after.imagePath)).toBe(true);
    const afterPng = await png(after.imagePath);
    expect(pngSize(afterPng)).toEqual({ width: 1200, height: 630 });
    expect(same(afterPng, beforePng)).toBe(false);
  });

  it("a post's title: a new og:image URL, a new PNG, and Article JSON-LD follows", async () => {
    const fields = {
      published: true,
      category: "Security",
      seoData: { title: "", description: "", keywords: [], canonicalUrl: "" },
      title: "Patch Tuesday without the pain",
    };
    const post = await createPost(token, fields);
    const path = `/blog/${post.blog.slug}`;
    const before = await socialTags(path);
    expect(before.imagePath).toMatch(new RegExp(`^/og/blog/${post.blog.slug}/[0-9a-f]{20}\\.png$`));
    expect(before.alt).toBe("Patch Tuesday without the pain — Blog · Security — Northbridge IT");
    expect(before.html).toContain(`"url":"${before.image}"`);
    const beforePng = await png(before.imagePath);

    const saved = await api(`/api/blogs/${post.id}`, {
      method: "PUT",
      token,
      body: {
        ...postBody({ ...fields, slug: post.blog.slug }),
        title: "Patch Tuesday, calmly",
        version: post.version,
      },
    });
    expect(saved.status).toBe(200);
    const after = await socialTags(path);
    expect(after.imagePath).not.toBe(before.imagePath);
    expect(await storedSoon(after.imagePath)).toBe(true);
    const afterPng = await png(after.imagePath);
    expect(same(afterPng, beforePng)).toBe(false);
    // The old name is no longer any page's image: once gone from R2 it is never drawn again.
    const oldHash = before.imagePath.split("/").at(-1)?.replace(".png", "") ?? "";
    await env.IMAGES.delete(`og/${oldHash}.png`);
    expect((await get(before.imagePath)).status).toBe(404);
  });
});

describe("names that are no page's image", () => {
  it("404 without drawing: forged hash, unknown page, malformed name", async () => {
    const forged = socialImageHash({
      title: "Buy now",
      family: "Regional",
      brand: "Northbridge IT",
    });
    for (const path of [
      `/og/it-security/${forged}.png`,
      `/og/${forged}.png`,
      `/og/no-such-page/${forged}.png`,
      "/og/it-security/not-a-hash.png",
      `/og/it-security/${forged}.jpg`,
      `/og/a/b/c/${forged}.png`,
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      await response.body?.cancel();
    }
    expect(await env.IMAGES.head(`og/${forged}.png`)).toBeNull();
  });
});

describe("a stored image under another page's path", () => {
  it("is a 404 unless that page links it now", async () => {
    const tags = await socialTags("/it-security");
    await png(tags.imagePath);
    const hash = tags.imagePath.split("/").at(-1) ?? "";
    for (const path of [
      `/og/no-such-page/${hash}`,
      `/og/${hash}`,
      `/og/network-management/${hash}`,
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      await response.body?.cancel();
    }
    // Its own page still gets it, stored, as often as asked.
    expect((await png(tags.imagePath)).byteLength).toBeGreaterThan(1000);
  });
});

describe("every sitemap page", () => {
  it("links its own 1200 × 630 PNG (a post with a featured image keeps that image)", async () => {
    const deps = { db: createDb(env.DB), env };
    await syncCodePages(deps);
    await seedLaunchPosts(deps);
    const sitemap = await (await get("/sitemap.xml")).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1] ?? "").pathname,
    );
    expect(paths.length).toBeGreaterThan(40);
    const drawn = new Map<string, string>();
    const started = Date.now();
    for (const path of paths) {
      const tags = await socialTags(path);
      expect(tags.width, path).toBe("1200");
      if (!tags.imagePath.startsWith("/og/")) {
        // Only a post's own featured image replaces its drawn one.
        expect(path, tags.image).toMatch(/^\/blog\//);
        expect(tags.imagePath).toMatch(/^\/images\//);
        continue;
      }
      const page = path === "/" ? "" : path;
      expect(tags.imagePath, path).toMatch(new RegExp(`^/og${page}/[0-9a-f]{20}\\.png$`));
      expect(drawn.has(tags.imagePath), path).toBe(false);
      drawn.set(tags.imagePath, path);
      expect(pngSize(await png(tags.imagePath)), path).toEqual({ width: 1200, height: 630 });
    }
    console.log(
      `${drawn.size} of ${paths.length} sitemap pages drawn in ${Date.now() - started} ms`,
    );
  }, 300_000);
});

describe("the Nuxt SEO tab's social preview", () => {
  it("names the page's own drawn image, which resolves to its PNG", async () => {
    const response = await api(`/api/seo/social?path=${encodeURIComponent("/it-consulting")}`, {
      token,
    });
    expect(response.status).toBe(200);
    const tags = await response.json<{
      openGraph: Record<string, string>;
      twitter: Record<string, string>;
    }>();
    const image = tags.openGraph["og:image"] ?? "";
    expect(new URL(image).pathname).toMatch(/^\/og\/it-consulting\/[0-9a-f]{20}\.png$/);
    expect(tags.twitter["twitter:image"]).toBe(image);
    expect(tags.openGraph["og:image:alt"]).toMatch(/ — Northbridge IT$/);
    expect(pngSize(await png(new URL(image).pathname))).toEqual({ width: 1200, height: 630 });
  });
});
