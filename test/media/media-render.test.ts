import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { renderMarkdown } from "../../app/lib/markdown";
import type { ImageFacts, UploadedImage } from "../../app/schemas/media";
import type { Blog } from "../../worker/db/schema";
import { blogToMarkdown } from "../../worker/services/content/github-publishing";
import { createPost } from "../factories/blogs";
import { jpegOf, pngOf, uploadImage } from "../factories/images";
import { ORIGIN, signedIn } from "../factories/users";

// Issue 21 item 4: images on the public post carry their alt text and pixel size (no layout
// shift); body images load lazily, the featured image first.

const KEY_A = "0f8fad5b-d9cb-469f-a165-70867728950e.png";
const KEY_B = "7c9e6679-7425-40de-944b-e07fc1f90ae7.jpg";
const KEY_C = "16fd2706-8baf-433b-82eb-8c7fada847da.gif";

const FACTS = new Map<string, ImageFacts>([
  [KEY_A, { width: 640, height: 480, alt: 'Rack "A" <front>', decorative: false, formerAlts: [] }],
  [KEY_B, { width: 1200, height: 800, alt: "", decorative: true, formerAlts: [] }],
  [KEY_C, { width: null, height: null, alt: "Unsized", decorative: false, formerAlts: [] }],
]);

/** Every `<img>` tag of some HTML, as attribute maps. */
function images(html: string): Record<string, string>[] {
  return [...html.matchAll(/<img\b[^>]*>/gi)].map((match) =>
    Object.fromEntries(
      [...match[0].matchAll(/\s([a-z-]+)(?:="([^"]*)")?/gi)].map(([, name = "", value = ""]) => [
        name.toLowerCase(),
        value,
      ]),
    ),
  );
}

describe("renderMarkdown with the library's image facts", () => {
  it("adds width, height and the library alt where the markdown gives none; every image lazy", () => {
    const html = renderMarkdown(
      [
        `![](/images/${KEY_A})`,
        `![Own words](/images/${KEY_A} "Title")`,
        `![](/images/${KEY_B})`,
        `<img src="/images/${KEY_A}" width="20">`,
        `![](/images/${KEY_C})`,
        "![](/static/other.png)",
      ].join("\n\n"),
      { images: FACTS },
    );
    const [fromLibrary, own, decorative, sizedByAuthor, unsized, other] = images(html);
    expect(fromLibrary).toMatchObject({
      alt: "Rack &quot;A&quot; &lt;front&gt;",
      width: "640",
      height: "480",
      loading: "lazy",
      decoding: "async",
    });
    expect(own).toMatchObject({ alt: "Own words", title: "Title", width: "640", height: "480" });
    expect(decorative).toMatchObject({ alt: "", width: "1200", height: "800", loading: "lazy" });
    expect(sizedByAuthor).toMatchObject({ width: "20" });
    expect(sizedByAuthor?.height).toBeUndefined();
    expect(unsized).toMatchObject({ alt: "Unsized", loading: "lazy" });
    expect(unsized?.width).toBeUndefined();
    expect(other).toMatchObject({ src: "/static/other.png", alt: "", loading: "lazy" });
    expect(html).not.toContain("<front>");
  });

  it("without facts still gives every image an alt and lazy loading", () => {
    const [image] = images(renderMarkdown(`<img src="/images/${KEY_A}">`));
    expect(image).toEqual({
      src: `/images/${KEY_A}`,
      alt: "",
      loading: "lazy",
      decoding: "async",
    });
  });
});

describe("the public post and the blog cards", { timeout: 60_000 }, () => {
  const page = async (path: string) => {
    const response = await exports.default.fetch(`${ORIGIN}${path}`);
    expect(response.status, path).toBe(200);
    return response.text();
  };

  async function upload(token: string, bytes: Uint8Array<ArrayBuffer>, type: string, alt: string) {
    const response = await uploadImage(token, bytes, type, { alt });
    expect(response.status).toBe(201);
    return response.json<UploadedImage>();
  }

  it("renders body and featured images with alt, width and height; og and JSON-LD follow", async () => {
    const { token } = await signedIn("editor");
    const diagram = await upload(token, pngOf(640, 480), "image/png", "Rack diagram");
    const photo = await upload(token, jpegOf(300, 200), "image/jpeg", "Library photo alt");
    const cover = await upload(token, pngOf(1600, 900), "image/png", "Library cover alt");
    const { blog } = await createPost(token, {
      published: true,
      title: "Images with sizes",
      content: `Intro\n\n![](/images/${diagram.key})\n\n![Author's words](/images/${photo.key})`,
      image: cover.url,
      imageAlt: "Engineers at the NOC wall",
    });
    const html = await page(`/blog/${blog.slug}`);
    const body = html.slice(html.indexOf('data-testid="blog-content"'));
    const [first, second] = images(body);
    expect(first).toMatchObject({
      src: diagram.url,
      alt: "Rack diagram",
      width: "640",
      height: "480",
      loading: "lazy",
      decoding: "async",
    });
    expect(second).toMatchObject({ alt: "Author's words", width: "300", height: "200" });
    const featured = images(html).find((image) => image.src === cover.url);
    expect(featured).toMatchObject({
      alt: "Engineers at the NOC wall",
      width: "1600",
      height: "900",
      fetchpriority: "high",
    });
    expect(featured?.loading).toBeUndefined();
    expect(html).toContain('<meta property="og:image:alt" content="Engineers at the NOC wall"/>');
    expect(html).toContain('<meta property="og:image:width" content="1600"/>');
    const ogImage = /<meta property="og:image" content="([^"]*)"/.exec(html)?.[1] ?? "";
    expect(new URL(ogImage).pathname).toBe(cover.url);
    const article = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)]
      .map((match) => JSON.parse(match[1] ?? "null"))
      .find((data) => data?.["@type"] === "Article");
    expect(article?.image).toEqual([
      {
        "@type": "ImageObject",
        url: ogImage,
        width: 1600,
        height: 900,
        caption: "Engineers at the NOC wall",
      },
    ]);

    const cards = await page("/blog");
    const card = images(cards).find((image) => image.src === cover.url);
    expect(card).toMatchObject({
      alt: "Engineers at the NOC wall",
      width: "1600",
      height: "900",
      loading: "lazy",
    });
  });

  it('renders a decorative featured image with alt="" and no og:image:alt', async () => {
    const { token } = await signedIn("editor");
    const cover = await upload(token, pngOf(1200, 630), "image/png", "Some alt");
    const { blog } = await createPost(token, {
      published: true,
      image: cover.url,
      imageAlt: "",
    });
    const html = await page(`/blog/${blog.slug}`);
    expect(images(html).find((image) => image.src === cover.url)).toMatchObject({ alt: "" });
    expect(html).not.toContain('property="og:image:alt"');
  });
});

describe("the GitHub markdown file", () => {
  it("carries the featured image's alt in its front matter, the body unchanged", () => {
    const row = {
      title: "T",
      slug: "t",
      excerpt: "",
      author: "A",
      category: "Technology",
      categoryColor: "#3B82F6",
      readTime: "1 min read",
      featured: false,
      published: true,
      image: `/images/${KEY_A}`,
      imageAlt: 'A "quoted" alt',
      tags: [],
      seoTitle: "",
      seoDescription: "",
      seoKeywords: [],
      seoCanonicalUrl: "",
      createdAt: "2026-01-01T00:00:00.000Z",
      updatedAt: "2026-01-01T00:00:00.000Z",
      content: `![](/images/${KEY_A})\n`,
    } as unknown as Blog;
    const file = blogToMarkdown(row);
    expect(file).toContain(`image: "/images/${KEY_A}"\nimageAlt: "A \\"quoted\\" alt"\n`);
    expect(file.endsWith(`---\n\n![](/images/${KEY_A})\n`)).toBe(true);
  });
});
