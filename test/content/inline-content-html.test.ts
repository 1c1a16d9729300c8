import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { InlineContentMap } from "../../app/schemas/inline-content";
import { applyInlineContent, buttonStyleText } from "../../worker/html/inline-overlay";
import { insertInlineContent } from "../factories/inline-content";

const page = (body: string) =>
  new Response(`<!doctype html><html><body>${body}</body></html>`, {
    headers: { "content-type": "text/html" },
  });

describe("applyInlineContent", () => {
  it("replaces the text of the element with the matching data-eid", async () => {
    const map: InlineContentMap = {
      text_element_1: { type: "text", content: "New title", selector: '[data-eid="hero.title"]' },
    };
    const html = await applyInlineContent(
      page('<h1 data-eid="hero.title">Old</h1><p data-eid="hero.body">Kept</p>'),
      map,
    ).text();
    expect(html).toContain('<h1 data-eid="hero.title">New title</h1>');
    expect(html).toContain('<p data-eid="hero.body">Kept</p>');
  });

  it("edits every element that carries the entry's data-eid, and only those", async () => {
    const html = await applyInlineContent(
      page(
        '<p data-eid="faq.0">Old</p><p data-eid="faq.0x">Kept</p><p data-eid="faq.0">Old</p><p>Free</p>',
      ),
      { text_element_1: { type: "text", content: "New", selector: '[data-eid="faq.0"]' } },
    ).text();
    expect(html.match(/<p data-eid="faq.0">New<\/p>/g)).toHaveLength(2);
    expect(html).toContain('<p data-eid="faq.0x">Kept</p><p data-eid="faq.0">New</p><p>Free</p>');
  });

  it("escapes text: a <script> string arrives as text", async () => {
    const payload = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const html = await applyInlineContent(page('<h1 data-eid="hero.title">Old</h1>'), {
      text_element_1: { type: "text", content: payload, selector: '[data-eid="hero.title"]' },
    }).text();
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img");
    expect(html).toContain(
      '&lt;script&gt;alert("x")&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;',
    );
  });

  it("applies button styles after the element's own style", async () => {
    const html = await applyInlineContent(
      page('<a data-eid="hero.cta" style="display:inline-block">Go</a>'),
      {
        button_element_1: {
          type: "button",
          content: "Book a call",
          selector: '[data-eid="hero.cta"]',
          styles: { backgroundColor: "#112233", fontSize: "18px", borderWidth: "2px" },
        },
      },
    ).text();
    expect(html).toContain(
      'style="display:inline-block;background-color:#112233;font-size:18px;border-width:2px;border-style:solid"',
    );
    expect(html).toContain(">Book a call</a>");
  });

  it("ignores selectors that are not data-eid selectors", async () => {
    const map = {
      text_element_1: { type: "text", content: "Hijacked", selector: "body" },
    } as unknown as InlineContentMap;
    const html = await applyInlineContent(page("<h1>Safe</h1>"), map).text();
    expect(html).toContain("<h1>Safe</h1>");
    expect(html).not.toContain("Hijacked");
  });

  it("drops style values that could break out of the declaration", () => {
    const styles = { color: "red;background:url(x)" } as never;
    expect(buttonStyleText(styles)).toBe("");
  });
});

describe("public page responses", () => {
  it("carry the page's published inline content, escaped", async () => {
    await insertInlineContent("/", {
      text_element_1: {
        type: "text",
        content: "<script>alert(1)</script> Edited at the edge",
        selector: '[data-eid="hero.title"]',
      },
    });
    const html = await (await exports.default.fetch("http://example.com/")).text();
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; Edited at the edge");
    expect(html).not.toContain("<script>alert(1)</script>");
  });

  it("ignore draft inline content", async () => {
    await insertInlineContent(
      "/",
      {
        text_element_1: {
          type: "text",
          content: "Draft only",
          selector: '[data-eid="hero.title"]',
        },
      },
      "draft",
    );
    const html = await (await exports.default.fetch("http://example.com/")).text();
    expect(html).not.toContain("Draft only");
  });
});
