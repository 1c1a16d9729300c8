import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { LAUNCH_POSTS } from "../../app/content/blog";
import type { BlogSaveResult } from "../../app/schemas/blog";
import { createPost as create, postBody } from "../factories/blogs";
import { pngOf } from "../factories/images";
import { api, signedIn } from "../factories/users";
import { XSS_PAYLOADS } from "../fixtures/xss-payloads";

// The public blog pages (/blog and /blog/{slug}) over HTTP: what visitors see of the posts the
// API saved, the markup a post may not carry, and the category badges.

describe("public blog pages", { timeout: 60_000 }, () => {
  const page = (path: string, headers: Record<string, string> = {}) =>
    exports.default.fetch(`http://example.com${path}`, { headers });

  it("lists published posts only, featured first, with category filter and no JavaScript", async () => {
    const { token } = await signedIn("editor");
    const featured = await create(token, {
      published: true,
      featured: true,
      title: "Featured one",
    });
    const plain = await create(token, { published: true, category: "Cloud", title: "Cloudy" });
    const draft = await create(token, { published: false, title: "Secret draft" });
    const response = await page("/blog");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(featured.blog.title);
    expect(html).toContain(plain.blog.title);
    expect(html).not.toContain(draft.blog.title);
    expect(html.indexOf("Featured one")).toBeLessThan(html.indexOf("Cloudy"));
    expect(html).toContain(LAUNCH_POSTS[0]?.title.replace(/'/g, "&#x27;") ?? "");
    expect(scripts(html)).toEqual([]);

    const cloud = await (await page("/blog?category=Cloud")).text();
    expect(cloud).toContain("Cloudy");
    expect(cloud).not.toContain("Featured one");
    expect(cloud).toContain("Cloud Services");
  });

  it("counts a post's read time from its words unless staff set one, on the post and the index", async () => {
    const { token } = await signedIn("editor");
    const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(" ");
    // 90 words: one minute, not the old default "5 min read"; 1,400 words: 1400 / 220 ≈ 6.
    const short = await create(token, {
      published: true,
      title: "Ninety words",
      readTime: "",
      content: words(90),
    });
    const long = await create(token, {
      published: true,
      readTime: "",
      // Link addresses and markdown marks are no words; the link's text is.
      content: `## ${words(3)}\n\n${words(1394)} [three more words](https://example.org/a/b/c)`,
    });
    const set = await create(token, {
      published: true,
      readTime: "12 min read",
      content: words(90),
    });
    const readTime = (html: string) => /(\d+ min read)/.exec(html)?.[1];
    expect(readTime(await (await page(`/blog/${short.blog.slug}`)).text())).toBe("1 min read");
    expect(readTime(await (await page(`/blog/${long.blog.slug}`)).text())).toBe("6 min read");
    expect(readTime(await (await page(`/blog/${set.blog.slug}`)).text())).toBe("12 min read");
    const index = await (await page("/blog")).text();
    const card = (title: string) => index.slice(index.indexOf(`>${title}<`));
    expect(readTime(card(short.blog.title))).toBe("1 min read");
    expect(readTime(card(set.blog.title))).toBe("12 min read");
    // A post saved without a read time at all gets the counted one too.
    const { readTime: _, ...bareBody } = postBody({ published: true, content: words(90) });
    const saved = await api("/api/blogs", { method: "POST", token, body: bareBody });
    expect(saved.status).toBe(201);
    const bare = await saved.json<BlogSaveResult>();
    expect(bare.blog.readTime).toBe("");
    expect(readTime(await (await page(`/blog/${bare.blog.slug}`)).text())).toBe("1 min read");
  });

  it("renders a post with hero, share links, markdown, footer and Article JSON-LD", async () => {
    const { token } = await signedIn("editor");
    const imageKey = "00000000-0000-0000-0000-000000000000.png";
    await env.IMAGES.put(imageKey, pngOf(1200, 630), {
      httpMetadata: { contentType: "image/png" },
    });
    const { blog } = await create(token, {
      published: true,
      featured: true,
      category: "Tips",
      content: "## Section\n\n- item one\n\n[docs](https://example.org/docs)",
      image: `/images/${imageKey}`,
    });
    const response = await page(`/blog/${blog.slug}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    for (const text of [
      blog.title,
      "Tips &amp; Tricks",
      "Featured",
      "5 min read",
      "Northbridge IT Team",
      "Share:",
      "linkedin.com/sharing",
      "x.com/intent/post",
      "mailto:?subject=",
      ">Section</h2>",
      ">item one</li>",
      'href="https://example.org/docs"',
      "Published by",
      "Updated",
      "Back to Blog",
      '"@type":"Article"',
      "A short summary of the post.",
    ]) {
      expect(html, text).toContain(text);
    }
    // Body blocks carry the ids inline editing addresses (app/lib/markdown.ts addBlockEids).
    expect(html).toMatch(/<h2 data-eid="b-[0-9a-z]+">Section<\/h2>/);
    expect(scripts(html)).toEqual([]);
  });

  it("answers 404 'Blog Post Not Found' with Go Back and Back to Blog for drafts and missing posts", async () => {
    const { token } = await signedIn("editor");
    const { blog } = await create(token, { published: false });
    for (const slug of [blog.slug, "no-such-post"]) {
      const response = await page(`/blog/${slug}`, { referer: "http://example.com/blog?page=2" });
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).toContain("Blog Post Not Found");
      expect(html).toContain('href="/blog?page=2"');
      expect(html).toContain("Go Back");
      expect(html).toContain("Back to Blog");
    }
  });

  it("shows none of the XSS corpus as markup, through every field", async () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50);
    // The detector itself finds what it looks for.
    expect(
      await dangerousMarkup('<img src=x onerror="alert(1)"><a href="javascript:x">a</a><script>'),
    ).toEqual(["img[onerror]", "a[href=javascript:x]", "<script>"]);
    const { token } = await signedIn("editor");
    for (const [index, payload] of XSS_PAYLOADS.entries()) {
      const result = await create(token, {
        slug: `xss-${index}`,
        published: true,
        title: `T ${payload}`,
        excerpt: `E ${payload}`,
        content: `Intro\n\n${payload}\n\nMore ${payload}`,
        author: `A ${payload}`.slice(0, 100),
        category: `C ${payload}`.slice(0, 50),
        tags: [payload.slice(0, 60)],
        seoData: {
          title: `S ${payload}`,
          description: `D ${payload}`,
          keywords: [payload.slice(0, 60)],
          canonicalUrl: "",
        },
      });
      const html = await (await page(`/blog/${result.blog.slug}`)).text();
      const found = await dangerousMarkup(html);
      expect(found, `payload ${index}: ${payload}`).toEqual([]);
      if (payload.includes("<"))
        expect(html.includes(payload), `payload ${index} verbatim`).toBe(false);
    }
    // The listing shows titles, excerpts and categories too.
    for (const p of [1, 2, 3, 4, 5, 6, 7, 8, 9]) {
      const html = await (await page(`/blog?page=${p}`)).text();
      expect(await dangerousMarkup(html)).toEqual([]);
    }
  });
});

const scripts = (html: string) =>
  [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((t) => !t.includes("ld+json"));

/** Every element or attribute in the page that could run script. */
async function dangerousMarkup(html: string): Promise<string[]> {
  const found: string[] = [];
  const urlAttrs = ["href", "src", "action", "formaction", "background", "data", "xlink:href"];
  await new HTMLRewriter()
    .on("*", {
      element(el) {
        const tag = el.tagName.toLowerCase();
        if (["iframe", "object", "embed", "base", "form", "math", "svg"].includes(tag)) {
          if (!(tag === "svg" && el.getAttribute("aria-hidden") === "true")) found.push(`<${tag}>`);
        }
        if (tag === "script" && el.getAttribute("type") !== "application/ld+json")
          found.push("<script>");
        if (tag === "meta" && el.getAttribute("http-equiv")) found.push("<meta http-equiv>");
        // workers-types and the DOM lib both declare Element; this is HTMLRewriter's.
        const attributes = el.attributes as unknown as Iterable<[string, string]>;
        for (const [name, value] of attributes) {
          if (name.startsWith("on")) found.push(`${tag}[${name}]`);
          if (
            urlAttrs.includes(name) &&
            /^\s*(javascript|vbscript|data):/i.test(value.replace(/\s/g, ""))
          ) {
            found.push(`${tag}[${name}=${value}]`);
          }
        }
      },
    })
    .transform(new Response(html))
    .text();
  return found;
}

describe("category badge colours", () => {
  it("keep text contrast at WCAG AA (4.5:1) for presets and any 6-digit hex", async () => {
    const { textOn } = await import("../../app/components/blog/parts");
    const { PRESET_COLORS } = await import("../../app/schemas/blog");
    const lum = (hex: string) => {
      const c = (i: number) => {
        const v = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * c(1) + 0.7152 * c(3) + 0.0722 * c(5);
    };
    const ratio = (a: string, b: string) => {
      const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number];
      return (hi + 0.05) / (lo + 0.05);
    };
    const colours: string[] = [...PRESET_COLORS];
    for (let i = 0; i < 4096; i += 1) {
      colours.push(`#${((i * 4099) % 0xffffff).toString(16).padStart(6, "0")}`);
    }
    for (const colour of colours)
      expect(ratio(colour, textOn(colour)), colour).toBeGreaterThanOrEqual(4.5);
  });
});
