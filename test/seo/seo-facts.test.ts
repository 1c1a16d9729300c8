import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeEntities } from "../../app/lib/html-entities";
import { analyzePage } from "../../app/lib/seo-analyzer";
import { utf8Length } from "../../app/lib/seo-facts";
import { factsFromHtml } from "../../worker/html/seo-facts";
import { SEO_PAGE_FIXTURES } from "../fixtures/seo-pages";

const fixture = (name: string) => {
  const found = SEO_PAGE_FIXTURES.find((f) => f.name === name);
  if (!found) throw new Error(`no fixture ${name}`);
  return found;
};

describe("factsFromHtml (the Worker's reader)", () => {
  for (const page of SEO_PAGE_FIXTURES) {
    it(`reads the fixture "${page.name}" as expected`, async () => {
      expect(await factsFromHtml(page.html, page.url)).toMatchObject(page.expected);
    });
  }

  it("leaves script, style, noscript and template text out of the words", async () => {
    const { html, url } = fixture("complete page");
    const facts = await factsFromHtml(html, url);
    expect(facts.pageSize).toBe(new TextEncoder().encode(html).length);
    expect(facts.keywordDensity[0]).toMatchObject({ word: "engineers", count: 320 });
    const words = facts.keywordDensity.map((k) => k.word);
    for (const hidden of ["hidden", "noscript", "template", "color"])
      expect(words).not.toContain(hidden);
    expect(facts.wordCount).toBeGreaterThan(320);
    expect(facts.wordCount).toBeLessThan(360);
  });

  it("feeds the analyzer: two h1, plain http, no description, no viewport", async () => {
    const { html, url } = fixture("bare page without head or body tags");
    const ids = analyzePage(await factsFromHtml(html, url), url).issues.map((i) => i.id);
    expect(ids).toEqual(
      expect.arrayContaining([
        "not-https",
        "missing-description",
        "missing-viewport",
        "multiple-h1",
        "title-too-short",
      ]),
    );
    const blank = fixture("empty title, blank description, uppercase tags");
    const result = analyzePage(await factsFromHtml(blank.html, blank.url), blank.url);
    const critical = result.issues.filter((i) => i.type === "critical").map((i) => i.id);
    expect(critical.sort()).toEqual(["missing-description", "missing-title"]);
  });

  it("decodes character references as a browser does", () => {
    expect(decodeEntities("a &amp; b &lt;c&gt; &#233; &#xE9; &eacute; &unknown; &#128;")).toBe(
      "a & b <c> é é é &unknown; €",
    );
  });
});

describe("utf8Length", () => {
  it("is the UTF-8 encoding's size for any text, lone surrogates included", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 200 }), (text) => {
        expect(utf8Length(text)).toBe(new TextEncoder().encode(text).length);
      }),
      { numRuns: 500 },
    );
    for (const text of ["", "a", "é", "€", "😀", "\ud800", "\udc00x", "a\ud83dz"]) {
      expect(utf8Length(text), JSON.stringify(text)).toBe(new TextEncoder().encode(text).length);
    }
  });
});
