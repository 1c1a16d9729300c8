import { exports } from "cloudflare:workers";
import type { JSONContent } from "@tiptap/core";
import { afterEach, describe, expect, it } from "vitest";
import { openMarkdown, serializeMarkdown } from "~/lib/markdown-visual/round-trip";
import type { BlogSaveResult } from "../../app/schemas/blog";
import type { GitHubConfigView } from "../../app/schemas/github-config";
import type { UploadedImage } from "../../app/schemas/media";
import { pngOf, uploadImage } from "../factories/images";
import { fakeOutside, type OutsideFake } from "../factories/outside-services";
import { api, ORIGIN, signedIn } from "../factories/users";
import { createFakeGitHub } from "../fixtures/fake-github";

// Issue #21's "done when", below the browser (the e2e specs drive the same story in Chromium):
// a post written as the visual editor's document, with a nested list, a table and two images,
// is saved as markdown, published, pushed to GitHub as that same markdown, and shown on the
// public page with its images' alt texts and pixel sizes.

const TOKEN = "ghp_TestOnlyToken0123456789abcdefABCDEF";
let outside: OutsideFake | undefined;
afterEach(() => outside?.restore());

const text = (value: string): JSONContent => ({ type: "text", text: value });
const paragraph = (value: string): JSONContent => ({ type: "paragraph", content: [text(value)] });
const item = (value: string, nested?: JSONContent): JSONContent => ({
  type: "listItem",
  content: nested ? [paragraph(value), nested] : [paragraph(value)],
});
const cell = (type: "tableHeader" | "tableCell", value: string): JSONContent => ({
  type,
  content: [paragraph(value)],
});
const image = (src: string, alt: string): JSONContent => ({ type: "image", attrs: { src, alt } });

async function upload(token: string, width: number, height: number, alt: string) {
  const response = await uploadImage(token, pngOf(width, height), "image/png", { alt });
  expect(response.status).toBe(201);
  return response.json<UploadedImage>();
}

describe("a post written in Visual mode", () => {
  it("is published and pushed as the same markdown, with alt texts and sizes on the page", async () => {
    const { token } = await signedIn("admin");
    const config = await (await api("/api/github-config", { token })).json<{
      config: GitHubConfigView;
    }>();
    const github = createFakeGitHub({ owner: "acme", repo: "site", token: TOKEN });
    outside = fakeOutside({ "https://api.github.com": (request) => github.handle(request) });
    const configured = await api("/api/github-config", {
      method: "POST",
      token,
      body: {
        version: config.config.version,
        owner: "acme",
        repo: "site",
        branch: "main",
        token: TOKEN,
      },
    });
    expect(configured.status).toBe(200);

    const rack = await upload(token, 1200, 800, "Server racks in the data centre");
    const chart = await upload(token, 640, 360, "Patch compliance by month");

    // What the visual editor holds after typing into an empty post.
    const opened = openMarkdown("");
    const doc: JSONContent = {
      type: "doc",
      content: [
        { type: "heading", attrs: { level: 2 }, content: [text("Patching, step by step")] },
        paragraph("1. This line is text, not a list * and not emphasis."),
        {
          type: "bulletList",
          content: [
            item("Inventory", { type: "bulletList", content: [item("Servers"), item("Laptops")] }),
            item("Test ring"),
          ],
        },
        {
          type: "table",
          content: [
            {
              type: "tableRow",
              content: [cell("tableHeader", "Ring"), cell("tableHeader", "Delay")],
            },
            {
              type: "tableRow",
              content: [cell("tableCell", "Pilot"), cell("tableCell", "0 days")],
            },
          ],
        },
        image(rack.url, rack.alt),
        image(chart.url, ""),
      ],
    };
    const { markdown } = serializeMarkdown(doc, opened);
    // Reopened and saved unchanged: byte for byte.
    const reopened = openMarkdown(markdown);
    expect(serializeMarkdown(reopened.doc, reopened).markdown).toBe(markdown);

    const slug = `visual-story-${crypto.randomUUID().slice(0, 6)}`;
    const saved = await api("/api/blogs", {
      method: "POST",
      token,
      body: {
        slug,
        title: "Patching, step by step",
        excerpt: "How we roll out patches in rings, with the table we use to time them.",
        content: markdown,
        author: "NOC Team",
        category: "Technology",
        published: true,
        image: chart.url,
        imageAlt: "Patch compliance chart",
      },
    });
    const result = await saved.json<BlogSaveResult>();
    expect(saved.status, JSON.stringify(result)).toBe(201);
    expect(result.blog.content).toBe(markdown);
    expect(result.data.githubStatus).toBe("pushed");

    // The file in the repository: front matter, a blank line, then the same markdown.
    const file = github.files.get(`content/blog/${slug}.md`)?.content ?? "";
    const body = file.slice(file.indexOf("\n---\n\n") + "\n---\n\n".length);
    expect(body).toBe(markdown.endsWith("\n") ? markdown : `${markdown}\n`);
    expect(file).toContain('imageAlt: "Patch compliance chart"');

    const response = await exports.default.fetch(`${ORIGIN}/blog/${slug}`);
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain("1. This line is text, not a list * and not emphasis.");
    expect(page).toMatch(/<ul>\s*<li>Inventory\s*<ul>\s*<li>Servers<\/li>/);
    expect(page).toMatch(/<th>Ring<\/th>[\s\S]*<td>0 days<\/td>/);
    const images = page.match(/<img\b[^>]*>/g) ?? [];
    const rackTag = images.find((tag) => tag.includes(rack.url)) ?? "";
    expect(rackTag).toContain('alt="Server racks in the data centre"');
    expect(rackTag).toContain('width="1200"');
    expect(rackTag).toContain('height="800"');
    expect(rackTag).toContain('loading="lazy"');
    // The body's chart has no alt of its own in markdown: the library's is used.
    const bodyChart = images.filter((tag) => tag.includes(chart.url)).at(-1) ?? "";
    expect(bodyChart).toContain('alt="Patch compliance by month"');
    expect(bodyChart).toContain('width="640"');
    // The featured image: its own alt, its size, loaded first.
    const featured = images.find((tag) => tag.includes(chart.url)) ?? "";
    expect(featured).toContain('alt="Patch compliance chart"');
    expect(featured).toMatch(/fetchpriority="high"/i);
  });
});
