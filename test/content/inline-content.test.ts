import { env, exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { entryText, type InlineContentMap } from "../../app/schemas/inline-content";
import { createDb } from "../../worker/db/client";
import { inlineContentRevisions, pages } from "../../worker/db/schema";
import { editorCalls, h1, heading, rows, visitor } from "../factories/inline-content";
import { api, ORIGIN, signedIn } from "../factories/users";
import { XSS_PAYLOADS } from "../fixtures/xss-payloads";

const db = createDb(env.DB);
type ErrorBody = { error: string; code: string; issues?: { path: string; message: string }[] };

// The first render of a file loads the whole server build.
beforeAll(() => exports.default.fetch(`${ORIGIN}/it-security`).then((r) => r.text()), 60_000);

let editor: string;
beforeAll(async () => {
  editor = (await signedIn("editor")).token;
});

const { save, publish, remove } = editorCalls(() => editor);

describe("access", () => {
  it("answers 401 without a session and 403 for authors; get of the published map is public", async () => {
    const author = (await signedIn("author")).token;
    const body = { pagePath: "/it-security", pageType: "page", content: heading("x") };
    expect((await api("/api/inline-content/save", { method: "POST", body })).status).toBe(401);
    expect(
      (await api("/api/inline-content/save", { method: "POST", body, token: author })).status,
    ).toBe(403);
    expect((await api("/api/inline-content/revisions?pagePath=/it-security")).status).toBe(401);
    const got = await api("/api/inline-content/get?pagePath=/it-security&pageType=page");
    expect(got.status).toBe(200);
    expect(await got.json()).toMatchObject({ pagePath: "/it-security", content: {} });
    const draft = await api("/api/inline-content/get?pagePath=/it-security&status=draft");
    expect(draft.status).toBe(401);
  });
});

describe("validation: 400 naming the field, nothing stored", () => {
  const long = "x".repeat(10_001);
  const cases: [string, unknown, string][] = [
    [
      "a selector that is not a data-eid selector",
      { text_element_1: { type: "text", content: "x", selector: "h1" } },
      "text_element_1.selector",
    ],
    [
      "a selector not on the page",
      { text_element_1: { type: "text", content: "x", selector: '[data-eid="no.such.element"]' } },
      "content.text_element_1.selector",
    ],
    [
      "text over 10,000 characters",
      { text_element_1: { type: "text", content: long, selector: '[data-eid="hero.title"]' } },
      "text_element_1.content",
    ],
    [
      "a control character",
      {
        text_element_1: { type: "text", content: "a\u0000b", selector: '[data-eid="hero.title"]' },
      },
      "text_element_1.content",
    ],
    [
      "a key of the wrong shape",
      { heading: { type: "text", content: "x", selector: '[data-eid="hero.title"]' } },
      "heading",
    ],
    [
      "an unknown style",
      {
        button_element_1: {
          type: "button",
          content: "Go",
          selector: '[data-eid="hero.primaryCta"]',
          styles: { position: "fixed" },
        },
      },
      "button_element_1.styles",
    ],
    [
      "a colour that is not 6-digit hex",
      {
        button_element_1: {
          type: "button",
          content: "Go",
          selector: '[data-eid="hero.primaryCta"]',
          styles: { color: "red" },
        },
      },
      "button_element_1.styles.color",
    ],
    [
      "a colour with an injection",
      {
        button_element_1: {
          type: "button",
          content: "Go",
          selector: '[data-eid="hero.primaryCta"]',
          styles: { backgroundColor: "#112233;background:url(x)" },
        },
      },
      "button_element_1.styles.backgroundColor",
    ],
    [
      "a length over 200px",
      {
        button_element_1: {
          type: "button",
          content: "Go",
          selector: '[data-eid="hero.primaryCta"]',
          styles: { padding: "8px 201px" },
        },
      },
      "button_element_1.styles.padding",
    ],
    [
      "a font size above 72",
      {
        button_element_1: {
          type: "button",
          content: "Go",
          selector: '[data-eid="hero.primaryCta"]',
          styles: { fontSize: "73px" },
        },
      },
      "button_element_1.styles.fontSize",
    ],
    [
      "a font size below 8",
      {
        button_element_1: {
          type: "button",
          content: "Go",
          selector: '[data-eid="hero.primaryCta"]',
          styles: { fontSize: "7px" },
        },
      },
      "button_element_1.styles.fontSize",
    ],
    [
      "an unknown font weight",
      {
        button_element_1: {
          type: "button",
          content: "Go",
          selector: '[data-eid="hero.primaryCta"]',
          styles: { fontWeight: "expression(alert(1))" },
        },
      },
      "button_element_1.styles.fontWeight",
    ],
    [
      "a text entry under a button key",
      { button_element_1: { type: "text", content: "x", selector: '[data-eid="hero.title"]' } },
      "button_element_1",
    ],
  ];
  for (const [name, content, field] of cases) {
    it(`refuses ${name}`, async () => {
      const response = await save("/it-security", content);
      expect(response.status).toBe(400);
      const body = await response.json<ErrorBody>();
      expect(body.issues?.map((i) => i.path.replace(/^content\./, ""))).toContain(
        field.replace(/^content\./, ""),
      );
      expect(await rows("/it-security")).toEqual([]);
    });
  }

  it("refuses a bad pagePath or pageType", async () => {
    for (const [pagePath, pageType, field] of [
      ["it-security", "page", "pagePath"],
      ["/a/b", "page", "pagePath"],
      ["/it-security", "post", "pageType"],
      ["/it-security", "blog", "pagePath"],
    ]) {
      const response = await api("/api/inline-content/save", {
        method: "POST",
        token: editor,
        body: { pagePath, pageType, content: {} },
      });
      expect(response.status, `${pagePath} ${pageType}`).toBe(400);
      const body = await response.json<ErrorBody>();
      expect(body.issues?.map((i) => i.path)).toContain(field);
    }
  });
});

describe("save, publish, unpublish and delete", () => {
  it("keeps a save as a draft, shows it to visitors after publish, and the code text after delete", async () => {
    const before = h1((await visitor("/it-security")).html);
    expect(before).toBeTruthy();
    // Warm the edge cache so the purges are what makes the next visitor see the change.
    await visitor("/it-security");

    const saved = await save(
      "/it-security",
      {
        ...heading("Security that holds"),
        button_element_1: {
          type: "button",
          content: "Talk to us now",
          selector: '[data-eid="hero.primaryCta"]',
          styles: { backgroundColor: "#b91c1c", fontSize: "22px" },
        },
      },
      { baseVersion: 0 },
    );
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ success: true, version: 1 });
    expect(h1((await visitor("/it-security")).html)).toBe(before);

    expect((await publish("/it-security")).status).toBe(200);
    const live = await visitor("/it-security");
    expect(h1(live.html)).toBe("Security that holds");
    expect(live.html).toContain("background-color:#b91c1c;font-size:22px");
    expect(live.html).toContain(">Talk to us now</a>");
    expect(live.html).not.toMatch(/<script(?![^>]*application\/ld\+json)/);
    const got = await api("/api/inline-content/get?pagePath=/it-security&pageType=page");
    expect(
      entryText((await got.json<{ content: InlineContentMap }>()).content.text_element_1),
    ).toBe("Security that holds");

    expect((await publish("/it-security", "unpublish")).status).toBe(200);
    expect(h1((await visitor("/it-security")).html)).toBe(before);
    expect((await publish("/it-security")).status).toBe(200);
    expect(h1((await visitor("/it-security")).html)).toBe("Security that holds");

    expect((await remove("/it-security")).status).toBe(200);
    expect(h1((await visitor("/it-security")).html)).toBe(before);
    expect(await rows("/it-security")).toEqual([]);
    expect((await remove("/it-security")).status).toBe(404);
  });

  it("edits the home page at /home/admin, keyed by the path /", async () => {
    expect((await save("/", heading("Home, edited"))).status).toBe(200);
    const edit = await exports.default.fetch(`${ORIGIN}/home/admin`, {
      headers: { authorization: `Bearer ${editor}` },
    });
    expect(h1(await edit.text())).toBe("Home, edited");
    expect(h1((await visitor("/")).html)).not.toBe("Home, edited");
    expect((await publish("/")).status).toBe(200);
    expect(h1((await visitor("/")).html)).toBe("Home, edited");
    expect((await remove("/")).status).toBe(200);
    expect(h1((await visitor("/")).html)).not.toBe("Home, edited");
  });

  it("shows the draft in edit mode to editors only", async () => {
    expect((await save("/24-7-helpdesk", heading("Draft heading"))).status).toBe(200);
    const edit = await exports.default.fetch(`${ORIGIN}/24-7-helpdesk/admin`, {
      headers: { authorization: `Bearer ${editor}` },
    });
    const html = await edit.text();
    expect(h1(html)).toBe("Draft heading");
    // A rewritten page goes out as one body of known length, not as a stream of small pieces.
    expect(Number(edit.headers.get("content-length"))).toBe(new TextEncoder().encode(html).length);
    expect(h1((await visitor("/24-7-helpdesk")).html)).not.toBe("Draft heading");
    expect(h1((await visitor("/24-7-helpdesk/admin")).html)).not.toBe("Draft heading");
  });

  it("shows every XSS payload as text or refuses it, in text, button and style fields", async () => {
    for (const [index, payload] of XSS_PAYLOADS.entries()) {
      const response = await save("/network-management", {
        text_element_1: { type: "text", content: payload, selector: '[data-eid="hero.title"]' },
        button_element_1: {
          type: "button",
          content: payload,
          selector: '[data-eid="hero.primaryCta"]',
          styles: { color: payload },
        },
      });
      expect(response.status, `payload ${index}`).toBe(400);
      const styleOnly = await save("/network-management", {
        text_element_1: { type: "text", content: payload, selector: '[data-eid="hero.title"]' },
        button_element_1: {
          type: "button",
          content: payload,
          selector: '[data-eid="hero.primaryCta"]',
          styles: {},
        },
      });
      if (styleOnly.status === 400) {
        // Only control characters are refused in text.
        expect(JSON.stringify(await styleOnly.json())).toContain("control characters");
        continue;
      }
      expect(styleOnly.status, `payload ${index}`).toBe(200);
      expect((await publish("/network-management")).status).toBe(200);
      const { html } = await visitor("/network-management");
      // The heading and the button hold text only: no element, no attribute came through.
      expect(h1(html), `payload ${index}`).not.toContain("<");
      const button = /data-eid="hero\.primaryCta"[^>]*>([^<]*)<\/a>/.exec(html)?.[1];
      expect(button, `payload ${index}`).toBeDefined();
      if (payload.includes("<")) expect(h1(html)).toContain("&lt;");
    }
    // Each publish renders the page once for the SEO gate: about 40 publishes here.
  }, 180_000);
});

describe("conflicts", () => {
  it("answers 409 to a stale save, naming who changed the page and when", async () => {
    const other = await signedIn("editor");
    const first = await api("/api/inline-content/save", {
      method: "POST",
      token: other.token,
      body: {
        pagePath: "/cloud-migration",
        pageType: "page",
        content: heading("Theirs"),
        baseVersion: 0,
      },
    });
    expect(first.status).toBe(200);
    const stale = await save("/cloud-migration", heading("Mine"), { baseVersion: 0 });
    expect(stale.status).toBe(409);
    const body = await stale.json<ErrorBody>();
    expect(body.code).toBe("STALE");
    expect(body.error).toContain(`changed by ${other.user.username} at 20`);
    const state = await api("/api/inline-content/get?pagePath=/cloud-migration&status=draft", {
      token: editor,
    });
    const draft = await state.json<{
      version: number;
      draft: InlineContentMap;
      updatedBy: string;
    }>();
    expect(draft).toMatchObject({ version: 1, updatedBy: other.user.username });
    expect(entryText(draft.draft.text_element_1)).toBe("Theirs");
    // Kept theirs or mine after looking: a save from the current version wins.
    expect((await save("/cloud-migration", heading("Mine"), { baseVersion: 1 })).status).toBe(200);
  });

  it("lets exactly one of N parallel saves with the same base version win", async () => {
    const n = 8;
    const responses = await Promise.all(
      Array.from({ length: n }, (_, i) =>
        save("/email-migration", heading(`Racer ${i}`), { baseVersion: 0 }),
      ),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(n - 1);
    const [draft] = (await rows("/email-migration")).filter((r) => r.status === "draft");
    expect(draft?.version).toBe(1);
    const revisions = await db
      .select()
      .from(inlineContentRevisions)
      .where(eq(inlineContentRevisions.pagePath, "/email-migration"))
      .all();
    expect(revisions).toHaveLength(1);
  });
});

describe("pages created from the template", () => {
  it("start inactive: 404 to visitors and out of the sitemap until published; delete removes them", async () => {
    const created = await api("/api/templates/create-page", {
      method: "POST",
      token: editor,
      body: { slug: "lifecycle-page", title: "Lifecycle Page", template: "service-page" },
    });
    expect(created.status).toBe(201);
    expect((await visitor("/lifecycle-page")).status).toBe(404);
    expect((await visitor("/sitemap.xml")).html).not.toContain("/lifecycle-page");
    const edit = await exports.default.fetch(`${ORIGIN}/lifecycle-page/admin`, {
      headers: { authorization: `Bearer ${editor}` },
    });
    expect(edit.status).toBe(200);

    expect((await save("/lifecycle-page", heading("Lifecycle, edited"))).status).toBe(200);
    expect((await publish("/lifecycle-page")).status).toBe(200);
    const live = await visitor("/lifecycle-page");
    expect(live.status).toBe(200);
    expect(h1(live.html)).toBe("Lifecycle, edited");
    expect((await visitor("/sitemap.xml")).html).toContain("/lifecycle-page");

    expect((await publish("/lifecycle-page", "unpublish")).status).toBe(200);
    expect((await visitor("/lifecycle-page")).status).toBe(404);
    expect((await visitor("/sitemap.xml")).html).not.toContain("/lifecycle-page");

    expect((await publish("/lifecycle-page")).status).toBe(200);
    expect((await visitor("/lifecycle-page")).status).toBe(200);
    expect((await remove("/lifecycle-page")).status).toBe(200);
    expect((await visitor("/lifecycle-page")).status).toBe(404);
    expect((await visitor("/sitemap.xml")).html).not.toContain("/lifecycle-page");
    expect(await db.select().from(pages).where(eq(pages.path, "/lifecycle-page")).all()).toEqual(
      [],
    );
  });

  it("saving the template view of an unknown slug creates the page, inactive", async () => {
    const response = await save("/brand-new-service", heading("Brand new"));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ pageCreated: true });
    const row = await db.select().from(pages).where(eq(pages.path, "/brand-new-service")).get();
    expect(row).toMatchObject({ title: "Brand New Service", isActive: false, source: "d1" });
    expect((await visitor("/brand-new-service")).status).toBe(404);
  });
});
