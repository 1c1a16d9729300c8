import { beforeAll, describe, expect, it } from "vitest";
import {
  factsFromHtml,
  headSnippet,
  headTitleText,
  metaContent,
  readHead,
  readPageText,
} from "../../worker/html/seo-facts";
import { syncCodePages } from "../../worker/services/content/pages";
import { readSocialTags } from "../../worker/services/seo/structured-data";
import { testWorkerDeps } from "../factories/deps";

const html = (text: string) => new Response(text, { headers: { "content-type": "text/html" } });

describe("readHead", () => {
  it("keeps titles, metas and the canonical link as written, leaving <template> out", async () => {
    const head = await readHead(
      html(
        `<html><head><title>Fish &amp; chips</title><meta name="description" content="A &lt;b&gt;"><link rel="alternate" href="/rss.xml"><link rel="Canonical" href="/a?x=1&amp;y=2"><link rel="canonical" href="/b"><template><title>T</title><meta name="robots" content="noindex"></template></head><body><svg><title>Icon</title></svg></body></html>`,
      ),
    );
    expect(head.titles).toEqual([
      { text: "Fish &amp; chips", inHead: true },
      { text: "Icon", inHead: false },
    ]);
    expect(head.metas.map((meta) => Object.fromEntries(meta))).toEqual([
      { name: "description", content: "A &lt;b&gt;" },
    ]);
    expect(head.canonicalHref).toBe("/a?x=1&amp;y=2");
  });

  it("answers the head's title and the first non-empty meta content", async () => {
    const head = await readHead(
      html(
        `<head><title>One</title><title> Two</title><meta name="description" content=""><meta property="description" content="by property"><meta name="description" content="  Second &eacute;  one "></head>`,
      ),
    );
    expect(headTitleText(head)).toBe("One Two");
    expect(metaContent(head, "name", "description")).toBe("  Second &eacute;  one ");
    expect(metaContent(head, "name", "keywords")).toBe("");
    expect(headSnippet(head)).toEqual({ title: "One Two", description: "Second é one" });
  });
});

describe("readPageText", () => {
  it("reads the analyzer's facts, the head and up to four lead paragraphs of <main> in one pass", async () => {
    const page = `<html lang="en"><head><title>Helpdesk</title></head><body><p>Outside main.</p><main><h1>Help &amp; desk</h1><p>One.</p><p>Two <b>bold</b>.</p><p>Three.</p><p>Four.</p><p>Five.</p></main></body></html>`;
    const text = await readPageText(page, "https://www.example.com/helpdesk");
    expect(text.lead).toBe("One. Two bold. Three. Four.");
    expect(headSnippet(text.head).title).toBe("Helpdesk");
    expect(text.facts).toEqual(await factsFromHtml(page, "https://www.example.com/helpdesk"));
    expect(text.facts.h1Text).toBe("Help & desk");
  });

  it("stops the lead at about 600 characters", async () => {
    const long = "word ".repeat(200);
    const text = await readPageText(
      `<main><p>${long}</p><p>${long}</p></main>`,
      "https://x.example/",
    );
    expect(text.lead.length).toBeLessThan(1100);
    expect(text.lead.length).toBeGreaterThanOrEqual(600);
  });
});

describe("readSocialTags", () => {
  const deps = testWorkerDeps();
  beforeAll(async () => {
    await syncCodePages(deps);
  }, 60_000);

  it("reads a rendered page's share tags, decoded, and names the missing ones", async () => {
    const tags = await readSocialTags(deps, "/it-security");
    expect(tags.status).toBe(200);
    expect(tags.missing).toEqual([]);
    expect(tags.title.endsWith(" | Northbridge IT")).toBe(true);
    expect(tags.openGraph["og:url"]).toBe("https://www.northbridge-it.example/it-security");
    expect(tags.twitter["twitter:card"]).toBe("summary_large_image");
    expect(Object.values(tags.openGraph).join(" ")).not.toMatch(/&(amp|quot|#x27);/);
  });
});
