import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { CODE_PAGES } from "../../app/content";
import { sectionsOfType } from "../../app/content/sections";
import type { ServicePageContent } from "../../app/content/types";
import { decodeEntities } from "../../app/lib/html-entities";
import type { InlineContentMap } from "../../app/schemas/inline-content";
import { purgePublicPages } from "../../worker/services/platform/purge-tokens";
import { insertBlog } from "../factories/feed-sources";
import { editorCalls, insertInlineContent, visitor } from "../factories/inline-content";
import { api, ORIGIN, signedIn } from "../factories/users";

/** A page's FAQs, from its FAQ sections. */
const faqsOf = (page: ServicePageContent) =>
  sectionsOfType(page, "faq").flatMap((section) => section.items);

// Every output a page derives from its content follows its published inline edits: the
// visible FAQs and the FAQPage JSON-LD agree (edited, added, moved, hidden items, a hidden
// section) on every page type that has FAQs; the Service name, the breadcrumb, a legal page's
// title, a post's headline and RSS entry, and the sitemap's lastmod follow too.

beforeAll(() => exports.default.fetch(`${ORIGIN}/it-security`).then((r) => r.text()), 60_000);

interface Qa {
  question: string;
  answer: string;
}

/** The FAQs a visitor reads, in page order. */
function visibleFaqs(html: string): Qa[] {
  const questions = new Map<string, string>();
  const answers = new Map<string, string>();
  for (const [, id, part, text] of html.matchAll(
    /data-eid="faqs\.([a-z0-9]+)\.(question|answer)"[^>]*>([^<]*)</g,
  )) {
    if (!id || !part) continue;
    (part === "question" ? questions : answers).set(id, decodeEntities(text ?? ""));
  }
  return [...questions].map(([id, question]) => ({ question, answer: answers.get(id) ?? "" }));
}

/** The page's JSON-LD blocks, parsed as a search engine would. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? "null"),
  );
}
const ofType = (html: string, type: string) => jsonLd(html).find((ld) => ld["@type"] === type);

/** The FAQs the FAQPage JSON-LD states, in order (none when the page has no FAQPage). */
function jsonLdFaqs(html: string): Qa[] {
  const faq = ofType(html, "FAQPage");
  if (!faq) return [];
  const entities = faq.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
  return entities.map((e) => ({ question: e.name, answer: e.acceptedAnswer.text }));
}

const text = (eid: string, content: string) =>
  ({ type: "text", content, selector: `[data-eid="${eid}"]` }) as const;

/** Edits FAQ 1's answer, adds a copy of FAQ 1 after FAQ 2 (its question edited), hides FAQ 3. */
function faqEdits(size: number): InlineContentMap {
  const rest = Array.from({ length: size - 3 }, (_, i) => ({ id: String(i + 3) }));
  return {
    list_element_1: {
      type: "list",
      selector: '[data-list="faqs"]',
      items: [
        { id: "1" },
        { id: "n1", copyOf: "0" },
        { id: "0" },
        { id: "2", hidden: true },
        ...rest,
      ],
    },
    text_element_1: text("faqs.n1.question", "Can we start with one office?"),
    text_element_2: text("faqs.0.answer", "Yes: the first answer, edited & published."),
  };
}

function expectedFaqs(page: ServicePageContent): Qa[] {
  const [first, second, , ...rest] = faqsOf(page);
  if (!first || !second) throw new Error("the page needs three FAQs");
  return [
    second,
    { question: "Can we start with one office?", answer: first.answer },
    { question: first.question, answer: "Yes: the first answer, edited & published." },
    ...rest,
  ].map(({ question, answer }) => ({ question, answer }));
}

const servicePages = CODE_PAGES.filter(
  (page): page is ServicePageContent => page.template !== "legal" && faqsOf(page).length >= 3,
);
const pageTypes = [
  ["service", servicePages.find((p) => p.template === "service" && !p.region)],
  ["regional", servicePages.find((p) => p.region)],
  ["landing", servicePages.find((p) => p.template === "landing")],
] as const;

describe("visible FAQs and the FAQPage JSON-LD agree", () => {
  for (const [kind, page] of pageTypes) {
    it(`on a ${kind} page: edited, added, moved and hidden items, then a hidden section`, async () => {
      if (!page) throw new Error(`no ${kind} page with three FAQs`);
      const path = `/${page.slug}`;
      await insertInlineContent(path, faqEdits(faqsOf(page).length));
      const { status, html } = await visitor(path);
      expect(status).toBe(200);
      expect(visibleFaqs(html)).toEqual(expectedFaqs(page));
      expect(jsonLdFaqs(html)).toEqual(visibleFaqs(html));
      expect(html).not.toContain(faqsOf(page)[2]?.question.replace(/&/g, "&amp;"));
      expect(html).not.toContain("data-hidden");
    });
  }

  it("on a page with its FAQ section hidden: neither the section nor the FAQPage", async () => {
    const page = servicePages.filter((p) => p.template === "service" && !p.region)[1];
    if (!page) throw new Error("no second service page");
    await insertInlineContent(`/${page.slug}`, {
      section_element_1: { type: "section", selector: '[data-section="faqs"]', hidden: true },
    });
    const { html } = await visitor(`/${page.slug}`);
    expect(visibleFaqs(html)).toEqual([]);
    expect(ofType(html, "FAQPage")).toBeUndefined();
    expect(html).not.toContain('id="faq-heading"');
  });

  it("on a created page", async () => {
    const { token } = await signedIn("editor");
    const created = await api("/api/templates/create-page", {
      method: "POST",
      token,
      body: { template: "service-page", title: "Edge Agreement", slug: "edge-agreement" },
    });
    expect(created.status, await created.text()).toBe(201);
    const { publish } = editorCalls(() => token);
    expect((await publish("/edge-agreement")).status).toBe(200);
    const before = visibleFaqs((await visitor("/edge-agreement")).html);
    expect(before.length).toBeGreaterThanOrEqual(1);
    await insertInlineContent("/edge-agreement", {
      list_element_1: {
        type: "list",
        selector: '[data-list="faqs"]',
        items: [{ id: "n1", copyOf: "0" }, ...before.map((_, i) => ({ id: String(i) }))],
      },
      text_element_1: text("faqs.n1.question", "A created page's new question?"),
      text_element_2: text("faqs.n1.answer", "A created page's new answer."),
    });
    await purgePublicPages({ env }, ["/edge-agreement"]); // the visit above cached the page
    const { html } = await visitor("/edge-agreement");
    const shown = visibleFaqs(html);
    expect(shown).toEqual([
      { question: "A created page's new question?", answer: "A created page's new answer." },
      ...before,
    ]);
    expect(jsonLdFaqs(html)).toEqual(shown);
  });
});

describe("other outputs follow the published edits", () => {
  it("the breadcrumb of a regional page; its Service keeps the brand as its name", async () => {
    const page = servicePages.filter((p) => p.region)[1];
    if (!page) throw new Error("no second regional page");
    await insertInlineContent(`/${page.slug}`, {
      text_element_1: text("hero.title", "Managed IT that answers in minutes"),
      text_element_2: text("hero.eyebrow", "Edited eyebrow"),
    });
    const { html } = await visitor(`/${page.slug}`);
    expect(ofType(html, "ProfessionalService")?.name).toBe("Northbridge IT");
    const crumbs = ofType(html, "BreadcrumbList")?.itemListElement as { name: string }[];
    expect(crumbs.at(-1)?.name).toBe("Edited eyebrow");
    expect(html).toMatch(/<span aria-current="page"[^>]*>Edited eyebrow<\/span>/);
  });

  it("a legal page's title in its breadcrumb", async () => {
    await insertInlineContent("/privacy-policy", {
      text_element_1: text("title", "Privacy, in plain words"),
    });
    const { html } = await visitor("/privacy-policy");
    const crumbs = ofType(html, "BreadcrumbList")?.itemListElement as { name: string }[];
    expect(crumbs.at(-1)?.name).toBe("Privacy, in plain words");
  });

  it("a button's new destination, in the data and at the edge", async () => {
    await insertInlineContent("/network-setup", {
      button_element_1: {
        type: "button",
        content: "Book a network review",
        selector: '[data-eid="hero.primaryCta"]',
        styles: {},
        href: "/it-security?from=network#faq-heading",
      },
    });
    const { html } = await visitor("/network-setup");
    expect(html).toMatch(
      /<a href="\/it-security\?from=network#faq-heading"[^>]*data-eid="hero.primaryCta"[^>]*>Book a network review<\/a>/,
    );
  });

  it("a post's headline, lede, blog index card, RSS entry and the sitemap's lastmod after a publish", async () => {
    const post = await insertBlog({ published: true, updatedAt: "2026-11-10T08:00:00.000Z" });
    const { token } = await signedIn("editor");
    const path = `/blog/${post.slug}`;
    const saved = await api("/api/inline-content/save", {
      method: "POST",
      token,
      body: {
        pagePath: path,
        pageType: "blog",
        content: {
          text_element_1: text("blog-title", "A headline staff rewrote"),
          text_element_2: text("blog-excerpt", "A lede staff rewrote."),
        },
        baseVersion: 0,
      },
    });
    expect(saved.status, await saved.text()).toBe(200);
    const { publish } = editorCalls(() => token);
    const published = await publish(path, "publish", { pageType: "blog" });
    expect(published.status, await published.text()).toBe(200);

    const { html } = await visitor(path);
    expect(ofType(html, "BlogPosting")?.headline ?? ofType(html, "Article")?.headline).toBe(
      "A headline staff rewrote",
    );
    expect(html).toContain("<title>A headline staff rewrote");
    const index = await visitor("/blog");
    expect(index.html).toContain("A headline staff rewrote");
    expect(index.html).not.toContain(`>${post.title}<`);
    const rss = await (await exports.default.fetch(`${ORIGIN}/rss.xml`)).text();
    expect(rss).toContain("<title>A headline staff rewrote</title>");
    expect(rss).toContain("<description>A lede staff rewrote.</description>");
    const sitemap = await (await exports.default.fetch(`${ORIGIN}/sitemap.xml`)).text();
    const lastmod = new RegExp(`${post.slug}</loc>\\s*<lastmod>([^<]+)<`).exec(sitemap)?.[1];
    expect(lastmod && lastmod > "2026-11-10T08:00:00.000Z").toBe(true);
  });
});
