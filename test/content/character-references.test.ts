import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { decodeEntities } from "../../app/lib/html-entities";
import { renderMarkdown } from "../../app/lib/markdown";
import { createPost } from "../factories/blogs";
import { signedIn } from "../factories/users";

// A character reference past U+10FFFF (or naming a surrogate or NUL) is not a character: a
// browser reads it as U+FFFD. Every path that turns a post into text or HTML does the same,
// and none of them throws.

const OUT_OF_RANGE = [
  "&#x110000;",
  "&#1114112;",
  "&#x1100000;",
  "&#99999999999;",
  "&#xFFFFFFFFFFFF;",
  "&#xD800;",
  "&#0;",
];

describe("out-of-range character references", { timeout: 60_000 }, () => {
  it("decode to U+FFFD in the shared decoder and the markdown renderer", () => {
    for (const reference of OUT_OF_RANGE) {
      expect(decodeEntities(`a${reference}b`)).toBe("a\ufffdb");
      const html = renderMarkdown(`Before ${reference} after`);
      expect(html, reference).not.toContain(reference.slice(1));
      expect(html).toMatch(/Before (\ufffd|&#xfffd;|&#65533;) after/i);
    }
  });

  it("keep them as written in a code span", () => {
    expect(renderMarkdown("`&#x110000;`")).toContain("<code>&amp;#x110000;</code>");
  });

  it("render as U+FFFD in a published post's body; its pages and feeds answer", async () => {
    const { token } = await signedIn("editor");
    const all = OUT_OF_RANGE.join(" ");
    const post = await createPost(token, {
      published: true,
      title: "Odd references",
      content: `## Heading ${all}\n\nText ${all}\n\n[link ${all}](/blog)\n\n- item ${all}`,
    });
    const response = await exports.default.fetch(`http://example.com/blog/${post.blog.slug}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const body = html.slice(html.indexOf('data-testid="blog-content"'));
    for (const reference of OUT_OF_RANGE) expect(body).not.toContain(reference.slice(1));
    expect(body).toContain(`Text ${OUT_OF_RANGE.map(() => "\ufffd").join(" ")}`);
    for (const path of [
      "/blog",
      "/rss.xml",
      "/sitemap.xml",
      `/api/public/blog/${post.blog.slug}`,
    ]) {
      const feed = await exports.default.fetch(`http://example.com${path}`);
      expect(feed.status, path).toBe(200);
    }
  });
});
