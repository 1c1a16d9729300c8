import { env, exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { entryText, type InlineContentMap } from "../../app/schemas/inline-content";
import { createDb } from "../../worker/db/client";
import { inlineContentRevisions } from "../../worker/db/schema";
import { editorCalls, heading, rows } from "../factories/inline-content";
import { api, ORIGIN, signedIn } from "../factories/users";

// One element, one key: selectors are stored in one spelling, a save naming one element twice
// (however its selector is spelled) is a 422 naming it, and a restore can never create such a
// map, nor write one that does not parse. A refused request stores nothing.

const db = createDb(env.DB);
type ErrorBody = { error: string; code: string };

// The first render of a file loads the whole server build.
beforeAll(() => exports.default.fetch(`${ORIGIN}/it-security`).then((r) => r.text()), 60_000);

let editor: string;
beforeAll(async () => {
  editor = (await signedIn("editor")).token;
});

const { save } = editorCalls(() => editor);

/** Ways to write the selector of the hero heading. */
const SPELLINGS = [
  '[data-eid="hero.title"]',
  "[data-eid='hero.title']",
  "[data-eid=hero.title]",
  '[ data-eid = "hero.title" ]',
  ' [data-eid="hero.title"] ',
  "[\tdata-eid='hero.title'\n]",
];

const text = (content: string, selector: string) => ({ type: "text", content, selector });

/** What a page's history holds: a refused request must not add to it. */
const revisionsOf = (pagePath: string) =>
  db
    .select()
    .from(inlineContentRevisions)
    .where(eq(inlineContentRevisions.pagePath, pagePath))
    .all();

/** Stores a revision as an older build (or a hand edit) may have left it. */
async function insertRevision(pagePath: string, content: string): Promise<number> {
  const row = await db
    .insert(inlineContentRevisions)
    .values({ pagePath, pageType: "page", action: "save", content, version: 1 })
    .returning()
    .get();
  return row.id;
}

const restore = (pagePath: string, body: Record<string, unknown>) =>
  api("/api/inline-content/restore", {
    method: "POST",
    token: editor,
    body: { pagePath, pageType: "page", ...body },
  });

describe("saving", () => {
  it('stores any spelling of a data-eid selector as [data-eid="…"]', async () => {
    for (const [index, selector] of SPELLINGS.entries()) {
      const response = await save("/managed-security-services", {
        text_element_1: text(`Spelling ${index}`, selector),
      });
      expect(response.status, `${JSON.stringify(selector)}: ${await response.text()}`).toBe(200);
      const [draft] = (await rows("/managed-security-services")).filter(
        (row) => row.status === "draft",
      );
      expect(JSON.parse(draft?.content ?? "{}")).toEqual({
        text_element_1: text(`Spelling ${index}`, '[data-eid="hero.title"]'),
      });
    }
  });

  it("refuses one element under two keys, in every pair of spellings: 422 naming it", async () => {
    for (const first of SPELLINGS) {
      for (const second of SPELLINGS) {
        const response = await save("/managed-backup-services", {
          text_element_1: text("One", first),
          text_element_2: text("Two", second),
        });
        const pair = `${JSON.stringify(first)} + ${JSON.stringify(second)}`;
        expect(response.status, pair).toBe(422);
        const body = await response.json<ErrorBody>();
        expect(body.code, pair).toBe("DUPLICATE_SELECTOR");
        expect(body.error).toContain("hero.title");
        expect(body.error).toContain("text_element_1 and text_element_2");
      }
    }
    expect(await rows("/managed-backup-services")).toEqual([]);
    expect(await revisionsOf("/managed-backup-services")).toEqual([]);
  });

  it("refuses it on an unknown slug too, before the page would be created", async () => {
    const response = await save("/a-page-never-made", {
      text_element_1: text("One", '[data-eid="hero.title"]'),
      text_element_2: text("Two", "[data-eid='hero.title']"),
    });
    expect(response.status).toBe(422);
    const catalogue = await env.DB.prepare("SELECT count(*) AS n FROM pages WHERE path = ?")
      .bind("/a-page-never-made")
      .first<{ n: number }>();
    expect(catalogue?.n).toBe(0);
  });
});

describe("restoring", () => {
  /** A page whose draft holds the heading under text_element_2, after it was text_element_1. */
  async function movedHeading(path: string) {
    expect((await save(path, heading("Old key"))).status).toBe(200);
    const moved = { text_element_2: text("New key", '[data-eid="hero.title"]') };
    expect((await save(path, moved)).status).toBe(200);
    const [first] = (await revisionsOf(path)).sort((a, b) => a.id - b.id);
    return first?.id ?? 0;
  }

  it("refuses a per-element restore that would put one element under two keys", async () => {
    const path = "/managed-network-services";
    const firstId = await movedHeading(path);
    const before = { rows: await rows(path), revisions: await revisionsOf(path) };
    const response = await restore(path, {
      revisionId: firstId,
      elements: ["text_element_1"],
      baseVersion: 2,
    });
    expect(response.status).toBe(422);
    const body = await response.json<ErrorBody>();
    expect(body.code).toBe("DUPLICATE_SELECTOR");
    expect(body.error).toContain("hero.title");
    expect({ rows: await rows(path), revisions: await revisionsOf(path) }).toEqual(before);
    // Restoring both keys as they were is fine: the revision had one key per element.
    const both = await restore(path, {
      revisionId: firstId,
      elements: ["text_element_1", "text_element_2"],
      baseVersion: 2,
    });
    expect(both.status, await both.text()).toBe(200);
  });

  it("refuses a stored revision that names one element twice in two spellings", async () => {
    const path = "/managed-endpoint-services";
    expect((await save(path, heading("Draft"))).status).toBe(200);
    for (const second of SPELLINGS.slice(1)) {
      const revisionId = await insertRevision(
        path,
        JSON.stringify({
          text_element_1: text("One", '[data-eid="hero.title"]'),
          text_element_3: text("Three", second),
        }),
      );
      const before = { rows: await rows(path), revisions: (await revisionsOf(path)).length };
      for (const elements of [undefined, ["text_element_3"]]) {
        const response = await restore(path, { revisionId, elements, baseVersion: 1 });
        expect(response.status, `${second} ${elements}`).toBe(422);
        expect((await response.json<ErrorBody>()).code).toBe("DUPLICATE_SELECTOR");
      }
      expect({ rows: await rows(path), revisions: (await revisionsOf(path)).length }).toEqual(
        before,
      );
    }
  });

  it("refuses a merged map that would not parse, and never restores an unreadable revision as an empty draft", async () => {
    const path = "/network-services";
    expect((await save(path, heading("Kept draft"))).status).toBe(200);
    const cases: [string, string[] | undefined][] = [
      [JSON.stringify({ text_element_1: text("x", "h1") }), ["text_element_1"]],
      [JSON.stringify({ text_element_1: { type: "button", content: "x" } }), ["text_element_1"]],
      [JSON.stringify({ text_element_1: text("x\u0007", '[data-eid="hero.title"]') }), undefined],
      [JSON.stringify({ bogus_key: text("x", '[data-eid="hero.title"]') }), undefined],
      [JSON.stringify(["not", "a", "map"]), undefined],
      ["not json at all", undefined],
      ["not json at all", ["text_element_1"]],
    ];
    for (const [content, elements] of cases) {
      const revisionId = await insertRevision(path, content);
      const before = { rows: await rows(path), revisions: (await revisionsOf(path)).length };
      const response = await restore(path, { revisionId, elements, baseVersion: 1 });
      expect(response.status, content).toBe(422);
      const body = await response.json<ErrorBody>();
      expect(body.code).toBe("INVALID_CONTENT");
      expect(body.error.length).toBeGreaterThan(0);
      expect({ rows: await rows(path), revisions: (await revisionsOf(path)).length }).toEqual(
        before,
      );
    }
    const state = await (
      await api(`/api/inline-content/get?pagePath=${path}&status=draft`, { token: editor })
    ).json<{ draft: InlineContentMap; version: number }>();
    expect(state.version).toBe(1);
    expect(entryText(state.draft.text_element_1)).toBe("Kept draft");
  });
});
