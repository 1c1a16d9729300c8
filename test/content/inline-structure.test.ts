import { env, exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { LINK_KIND_MESSAGE } from "../../app/schemas/inline-structure";
import { createDb } from "../../worker/db/client";
import { inlineContentRevisions } from "../../worker/db/schema";
import { createPost } from "../factories/blogs";
import { editorCalls, rows } from "../factories/inline-content";
import { api, ORIGIN, signedIn } from "../factories/users";
import { XSS_PAYLOADS } from "../fixtures/xss-payloads";

// Links, repeated lists and sections on the save side (issue #20, items 1-3): an href points
// at a live page of this site, an https:// address, mailto: or tel:, else a 400 with the
// spec's words; a list or section entry addresses what the page renders, its ids the code's
// items. A refused save stores nothing: no draft row, no revision, no created page.

const db = createDb(env.DB);
type ErrorBody = { error: string; code: string; issues?: { path: string; message: string }[] };

// The first render of a file loads the whole server build.
beforeAll(() => exports.default.fetch(`${ORIGIN}/it-security`).then((r) => r.text()), 60_000);

let editor: string;
let postSlug: string;
let draftSlug: string;
beforeAll(async () => {
  editor = (await signedIn("editor")).token;
  const admin = (await signedIn("admin")).token;
  postSlug = (await createPost(admin, { published: true })).blog.slug;
  draftSlug = (await createPost(admin, { published: false })).blog.slug;
});

const { save } = editorCalls(() => editor);

const button = (href: string) => ({
  button_element_1: {
    type: "button",
    content: "Book a call",
    selector: '[data-eid="hero.primaryCta"]',
    styles: {},
    href,
  },
});

const revisionsOf = (pagePath: string) =>
  db
    .select()
    .from(inlineContentRevisions)
    .where(eq(inlineContentRevisions.pagePath, pagePath))
    .all();

/** A save that must be refused with `status` and exactly `message`, storing nothing. */
async function refused(
  pagePath: string,
  content: unknown,
  status: number,
  message: string,
  extra: Record<string, unknown> = {},
) {
  const before = { rows: await rows(pagePath), revisions: await revisionsOf(pagePath) };
  const response = await save(pagePath, content, extra);
  const body = await response.json<ErrorBody>();
  expect(response.status, JSON.stringify(content)).toBe(status);
  expect(body.error, JSON.stringify(content)).toBe(message);
  expect(await rows(pagePath)).toEqual(before.rows);
  expect(await revisionsOf(pagePath)).toEqual(before.revisions);
  return body;
}

/** The stored draft's entries of a page. */
async function draftOf(pagePath: string): Promise<Record<string, Record<string, unknown>>> {
  const draft = (await rows(pagePath)).find((row) => row.status === "draft");
  return JSON.parse(draft?.content ?? "{}");
}

describe("a link's destination", () => {
  it("takes every kind of address, trimmed", async () => {
    const good: [string, string][] = [
      ["/", "/"],
      ["/blog", "/blog"],
      ["/#contact", "/#contact"],
      ["/managed-network-services", "/managed-network-services"],
      ["/it-security", "/it-security"],
      ["  /it-security  ", "/it-security"],
      ["/it-security#faqs", "/it-security#faqs"],
      ["/it-security?utm_source=mail", "/it-security?utm_source=mail"],
      ["https://example.org/path?q=1#x", "https://example.org/path?q=1#x"],
      ["HTTPS://example.org", "https://example.org"],
      ["mailto:sales@example.com", "mailto:sales@example.com"],
      ["mailto:sales@example.com?subject=Hello", "mailto:sales@example.com?subject=Hello"],
      ["tel:+15550100199", "tel:+15550100199"],
      ["tel:+1-555-010-0199", "tel:+1-555-010-0199"],
    ];
    good.push([`/blog/${postSlug}`, `/blog/${postSlug}`]);
    for (const [href, stored] of good) {
      const response = await save("/it-security", button(href));
      expect(response.status, `${href}: ${await response.clone().text()}`).toBe(200);
      expect((await draftOf("/it-security")).button_element_1?.href, href).toBe(stored);
    }
  });

  it("refuses anything but a page, https://, mailto: or tel: with the spec's words", async () => {
    const bad = [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      " javascript:alert(1)",
      "java\tscript:alert(1)",
      "http://example.org",
      "//evil.example",
      "///evil.example",
      "/\\evil.example",
      "\\\\evil.example",
      "https:evil.example",
      "https://user:pw@example.org",
      "https://",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:msgbox(1)",
      "file:///etc/passwd",
      "ftp://example.org",
      "mailto:nobody",
      "mailto:",
      "tel:call-me",
      "tel:",
      "it-security",
      "../it-security",
      "/it security",
      "/it-security/../admin",
      "",
      "   ",
      "/\u0000x",
      `/${"a".repeat(2100)}`,
    ];
    for (const href of bad) {
      await refused("/it-security", button(href), 400, LINK_KIND_MESSAGE);
    }
  });

  it("refuses a path with no live page: 400 There is no page at {path}", async () => {
    // An inactive created page (the template saved once) is not live either.
    expect((await save("/a-page-not-yet-live", {})).status).toBe(200);
    const dead = [
      "/does-not-exist",
      "/IT-Security",
      "/admin",
      "/api/health",
      "/blog/no-such-post",
      `/blog/${draftSlug}`,
      "/a-page-not-yet-live",
      "/it-security/more",
    ];
    for (const path of dead) {
      const body = await refused("/it-security", button(path), 400, `There is no page at ${path}`);
      expect(body.code).toBe("NO_SUCH_PAGE");
      expect(body.issues?.[0]?.path).toBe("content.button_element_1.href");
    }
    const body = await refused(
      "/it-security",
      button("  /does-not-exist#top  "),
      400,
      "There is no page at /does-not-exist",
    );
    expect(body.code).toBe("NO_SUCH_PAGE");
  });

  it("checks a body link of a post the same way", async () => {
    const admin = (await signedIn("admin")).token;
    const {
      blog: { slug },
    } = await createPost(admin, {
      published: true,
      content: "Intro paragraph.\n\n[Read our guide](/it-security)\n",
    });
    const pagePath = `/blog/${slug}`;
    const html = await (await exports.default.fetch(`${ORIGIN}${pagePath}`)).text();
    const eid = /<a [^>]*data-eid="([^"]+)"[^>]*>Read our guide/.exec(html)?.[1];
    expect(eid).toBeDefined();
    const link = (href: string) => ({
      link_element_1: { type: "link", content: "our guide", selector: `[data-eid="${eid}"]`, href },
    });
    const blog = { pageType: "blog" };
    await refused(pagePath, link("javascript:alert(1)"), 400, LINK_KIND_MESSAGE, blog);
    await refused(pagePath, link("/nowhere"), 400, "There is no page at /nowhere", blog);
    expect((await save(pagePath, link("mailto:team@example.com"), blog)).status).toBe(200);
    expect((await draftOf(pagePath)).link_element_1?.href).toBe("mailto:team@example.com");
  });

  it("lets an unchanged link ride along after its page went away", async () => {
    const path = "/managed-backup-services";
    expect((await save(path, button("/it-security"))).status).toBe(200);
    // The stored entry is not checked again; a new one pointing nowhere is.
    expect((await save(path, button("/it-security"))).status).toBe(200);
    await refused(path, button("/gone-page"), 400, "There is no page at /gone-page");
  });
});

const list = (path: string, items: Record<string, unknown>[]) => ({
  type: "list",
  selector: `[data-list="${path}"]`,
  items,
});
const section = (name: string, hidden: boolean) => ({
  type: "section",
  selector: `[data-section="${name}"]`,
  hidden,
});
const text = (content: string, eid: string) => ({
  type: "text",
  content,
  selector: `[data-eid="${eid}"]`,
});

/** How many items a list of the page has in its code (`data-list-size`, as a visitor gets it). */
async function codeSize(pagePath: string, path: string): Promise<number> {
  const html = await (await exports.default.fetch(`${ORIGIN}${pagePath}`)).text();
  const size = new RegExp(`data-list="${path.replace(".", "\\.")}" data-list-size="(\\d+)"`).exec(
    html,
  )?.[1];
  expect(size, `${pagePath} renders the list ${path}`).toBeDefined();
  return Number(size);
}

describe("lists and sections", () => {
  it("stores a list's new order, an added copy and its words, a hidden item and section", async () => {
    const size = await codeSize("/it-security", "faqs");
    expect(size).toBeGreaterThan(2);
    const content = {
      list_element_1: list("faqs", [
        { id: "1" },
        { id: "n1", copyOf: "0" },
        { id: "0", hidden: true },
      ]),
      list_element_2: list("intro", [{ id: "0" }, { id: "n1", copyOf: "0" }]),
      section_element_1: section("process", true),
      text_element_1: text("Do you cover laptops at home?", "faqs.n1.question"),
      text_element_2: text("Yes, every managed device.", "faqs.n1.answer"),
      text_element_3: text("A second opening paragraph.", "intro.n1"),
    };
    const response = await save("/it-security", content);
    expect(response.status, await response.clone().text()).toBe(200);
    const draft = await draftOf("/it-security");
    expect(draft.list_element_1).toEqual(content.list_element_1);
    expect(draft.section_element_1).toEqual(content.section_element_1);
    // The structure entries are elements of the page: none is an orphan in its history.
    const history = await api(
      "/api/inline-content/revisions?pagePath=%2Fit-security&pageType=page",
      { token: editor },
    );
    expect((await history.json<{ orphans: unknown[] }>()).orphans).toEqual([]);
  });

  it("refuses a list or section the page does not render, naming it", async () => {
    const path = "/managed-network-services";
    const list404 = await refused(
      path,
      { list_element_1: list("nope", [{ id: "0" }]) },
      400,
      '[data-list="nope"] is not a list of this page',
    );
    expect(list404.issues?.[0]?.path).toBe("content.list_element_1.selector");
    await refused(
      path,
      { section_element_1: section("nope", true) },
      400,
      '[data-section="nope"] is not a section of this page',
    );
    // A section's name is not a list, nor a field a list.
    await refused(
      path,
      { list_element_1: list("hero.title", [{ id: "0" }]) },
      400,
      '[data-list="hero.title"] is not a list of this page',
    );
  });

  it("refuses item ids and copies beyond the code's items", async () => {
    const path = "/managed-network-services";
    const size = await codeSize(path, "faqs");
    const count = size === 1 ? "1 item" : `${size} items`;
    const beyond = await refused(
      path,
      { list_element_1: list("faqs", [{ id: "0" }, { id: String(size) }]) },
      400,
      `The list faqs has no item ${size} (its code has ${count})`,
    );
    expect(beyond.code).toBe("UNKNOWN_ITEM");
    expect(beyond.issues?.[0]?.path).toBe("content.list_element_1.items.1.id");
    await refused(
      path,
      { list_element_1: list("faqs", [{ id: "n1", copyOf: "99" }]) },
      400,
      `Item n1 copies item 99, which the list faqs does not have (its code has ${count})`,
    );
  });

  it("takes words for an added item only when the map's list holds it and its field exists", async () => {
    const path = "/managed-network-services";
    const faqs = list("faqs", [{ id: "0" }, { id: "n1", copyOf: "0" }]);
    await refused(
      path,
      { list_element_1: faqs, text_element_1: text("Q?", "faqs.n2.question") },
      400,
      '[data-eid="faqs.n2.question"] is not an element of this page',
    );
    await refused(
      path,
      { text_element_1: text("Q?", "faqs.n1.question") },
      400,
      '[data-eid="faqs.n1.question"] is not an element of this page',
    );
    await refused(
      path,
      { list_element_1: faqs, text_element_1: text("Q?", "faqs.n1.nope") },
      400,
      '[data-eid="faqs.n1.nope"] is not an element of this page',
    );
    const ok = await save(path, {
      list_element_1: faqs,
      text_element_1: text("Q?", "faqs.n1.question"),
    });
    expect(ok.status, await ok.clone().text()).toBe(200);
  });

  it("publishes what the visitor then gets: order, copy, hidden item and section, FAQPage JSON-LD", async () => {
    const path = "/managed-security-services";
    const html = await (await exports.default.fetch(`${ORIGIN}${path}`)).text();
    const question = (id: number) =>
      new RegExp(`data-eid="faqs\\.${id}\\.question"[^>]*>([^<]*)<`).exec(html)?.[1] ?? "";
    const [first, second] = [question(0), question(1)];
    expect(first && second).toBeTruthy();
    const content = {
      list_element_1: list("faqs", [
        { id: "n1", copyOf: "0" },
        { id: "1" },
        { id: "0", hidden: true },
      ]),
      section_element_1: section("process", true),
      text_element_1: text("Is the new question first?", "faqs.n1.question"),
      text_element_2: text("It is, and it is in the JSON-LD.", "faqs.n1.answer"),
    };
    expect((await save(path, content)).status).toBe(200);
    const { publish } = editorCalls(() => editor);
    const published = await publish(path);
    expect(published.status, await published.clone().text()).toBe(200);
    const page = await (await exports.default.fetch(`${ORIGIN}${path}`)).text();
    const at = (text: string) => page.indexOf(text);
    expect(at("Is the new question first?")).toBeGreaterThan(-1);
    expect(at("Is the new question first?")).toBeLessThan(at(second));
    // The hidden item and section are not sent to visitors at all.
    expect(page).not.toContain(`data-item="faqs.0"`);
    expect(page).not.toContain('data-section="process"');
    const jsonLd = [
      ...page.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
    ]
      .map((m) => m[1] ?? "")
      .find((json) => json.includes("FAQPage"));
    expect(jsonLd).toContain("Is the new question first?");
    expect(jsonLd).toContain("It is, and it is in the JSON-LD.");
  });
});

describe("XSS through a link's address", () => {
  /** The opening tag of the element with `eid` in a page's HTML. */
  const tagOf = (html: string, eid: string) =>
    new RegExp(
      `<a\\b(?:[^>"]|"[^"]*")*data-eid="${eid.replace(".", "\\.")}"(?:[^>"]|"[^"]*")*>`,
    ).exec(html)?.[0] ?? "";
  const attributeText = (value: string) =>
    value
      .replaceAll("&quot;", '"')
      .replaceAll("&#39;", "'")
      .replaceAll("&#x27;", "'")
      .replaceAll("&lt;", "<")
      .replaceAll("&gt;", ">")
      .replaceAll("&amp;", "&");
  /** The markup with every quoted attribute value emptied: what is left is elements only. */
  const markup = (html: string) => html.replace(/="[^"]*"/g, '=""');
  const scripts = (html: string) => (markup(html).match(/<script\b/gi) ?? []).length;
  const handlers = (html: string) => (markup(html).match(/<[^>]+\son[a-z]+\s*=/gi) ?? []).length;

  it("stores every payload as an address that stays one attribute, or refuses it", async () => {
    const path = "/it-management-services";
    const baseline = await (await exports.default.fetch(`${ORIGIN}${path}`)).text();
    const { publish } = editorCalls(() => editor);
    for (const [index, payload] of XSS_PAYLOADS.entries()) {
      for (const href of [`/it-security#${payload}`, `/it-security?q=${payload}`, payload]) {
        const response = await save(path, {
          button_element_1: { ...button(href).button_element_1 },
          button_element_2: {
            type: "button",
            content: "Talk to us",
            selector: '[data-eid="cta.button"]',
            styles: {},
            href: `https://example.org/${payload}`,
          },
        });
        const label = `payload ${index}: ${href}`;
        if (response.status === 400) {
          expect((await response.json<ErrorBody>()).error, label).toMatch(
            /^(Link must be a page of this site|There is no page at )/,
          );
          continue;
        }
        expect(response.status, label).toBe(200);
        expect((await publish(path)).status, label).toBe(200);
        const html = await (await exports.default.fetch(`${ORIGIN}${path}`)).text();
        expect(scripts(html), label).toBe(scripts(baseline));
        expect(handlers(html), label).toBe(handlers(baseline));
        const stored = (await draftOf(path)).button_element_1?.href;
        const attribute = /\shref="([^"]*)"/.exec(tagOf(html, "hero.primaryCta"))?.[1];
        expect(attributeText(attribute ?? ""), label).toBe(stored);
      }
    }
  }, 300_000);
});
