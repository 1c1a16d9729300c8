import { describe, expect, it } from "vitest";
import { renderMarkdown, sanitizeHtml } from "../../app/lib/markdown";

// Issue 8, security 7: the sanitiser drops images from other hosts, however they are spelled,
// and keeps this site's own /images/… files.

const OTHER_HOST_SOURCES: readonly string[] = [
  "https://other.host/x.png",
  "http://other.host/x.png",
  "HTTPS://OTHER.HOST/x.png",
  "HtTp://other.host/x.png",
  "//other.host/x.png",
  "///other.host/x.png",
  "/\\other.host/x.png",
  "\\\\other.host/x.png",
  " https://other.host/x.png",
  "\thttps://other.host/x.png",
  "\n//other.host/x.png",
  "/\t/other.host/x.png",
  "/\n/other.host/x.png",
  "https:other.host/x.png",
  "https:/other.host/x.png",
  "ftp://other.host/x.png",
  "data:image/png;base64,iVBORw0KGgo=",
  "javascript:alert(1)",
  "&#104;ttps://other.host/x.png",
  "&#x68;&#x74;&#x74;&#x70;&#x73;&#x3a;//other.host/x.png",
  "https&colon;//other.host/x.png",
  "&#47;&#47;other.host/x.png",
  "&#x2F;/other.host/x.png",
  "/&#x2F;other.host/x.png",
  "/&#92;other.host/x.png",
  "/&Tab;/other.host/x.png",
  "other.host/x.png",
  "x.png",
];

const IMG_TAG = /<img\b[^>]*>/gi;
const SITE = "https://site.example";

/** Whether a browser would load this attribute value from the page's own host. */
function loadsFromThisSite(attribute: string): boolean {
  const value = attribute
    .replaceAll("&quot;", '"')
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");
  if (value === "" || /&#|&[a-z]+;/i.test(value)) return false;
  try {
    return new URL(value, `${SITE}/blog/post`).origin === SITE;
  } catch {
    return false;
  }
}

/** Every src of every img in the output. */
function imageSources(html: string): string[] {
  return [...html.matchAll(IMG_TAG)].map((m) => /\ssrc="([^"]*)"/.exec(m[0])?.[1] ?? "");
}

describe("images in blog markdown", () => {
  it("drops every image from another host, in raw HTML and in markdown syntax", () => {
    const kept: string[] = [];
    for (const src of OTHER_HOST_SOURCES) {
      for (const markup of [
        `<img src="${src}" alt="x">`,
        `<img src='${src}'>`,
        `<IMG SRC="${src}" width="10">`,
        `<p>before <img alt="src=/images/ok.png" src="${src}"> after</p>`,
        `![alt text](${src.replaceAll(" ", "%20")})`,
        `![alt text](<${src}>)`,
      ]) {
        const html = renderMarkdown(markup);
        for (const source of imageSources(html)) {
          if (!loadsFromThisSite(source)) kept.push(`${JSON.stringify(markup)} → ${source}`);
        }
      }
    }
    expect(kept).toEqual([]);
  });

  it("keeps this site's images, with their alt text and size", () => {
    const html = renderMarkdown(
      '![Rack diagram](/images/0f8fad5b-d9cb-469f-a165-70867728950e.png)\n\n<img src="/images/a.webp" alt="A" width="640" height="360">',
    );
    expect(imageSources(html)).toEqual([
      "/images/0f8fad5b-d9cb-469f-a165-70867728950e.png",
      "/images/a.webp",
    ]);
    expect(html).toContain('alt="Rack diagram"');
    expect(html).toContain('width="640"');
  });

  it("keeps the text around a dropped image and never leaves an empty img", () => {
    const html = sanitizeHtml('<p>One <img src="https://other.host/t.gif"> two</p>');
    expect(html).toBe("<p>One  two</p>");
    expect(sanitizeHtml('<img alt="no source">')).toBe("");
  });
});
