import { exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { SECTION_LIBRARY } from "../../app/content/section-library";
import { sectionAddresses } from "../../app/content/sections";
import type { InlineContentMap } from "../../app/schemas/inline-content";
import type { Section } from "../../app/schemas/sections";
import { editorCalls, rows, visitor } from "../factories/inline-content";
import { ORIGIN, signedIn } from "../factories/users";

// Composing a page on the live page (issue #32): the page's order of sections after its hero
// is one draft entry (`[data-sections]`) that moves, removes, adds (from the library, with
// placeholder copy) and copies sections; words of added sections are edited like any other, in
// the same save. Saved, published, checked against the page like every entry.

let token = "";
const calls = editorCalls(() => token);
beforeAll(async () => {
  token = (await signedIn("editor")).token;
});

const PATH = "/it-security";
const order = (
  items: { key: string; add?: { type: string; variant?: string }; copyOf?: string }[],
) => ({
  type: "sections",
  selector: "[data-sections]",
  items,
});
const text = (eid: string, content: string) => ({
  type: "text",
  selector: `[data-eid="${eid}"]`,
  content,
});
/** The keys of the sections a page renders, in order (the hero carries none). */
const keysOf = (html: string) => [...html.matchAll(/data-key="([^"]+)"/g)].map((m) => m[1]);
const faqQuestions = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => JSON.parse(m[1] ?? "{}") as { "@type"?: string; mainEntity?: { name: string }[] })
    .filter((block) => block["@type"] === "FAQPage")
    .flatMap((block) => (block.mainEntity ?? []).map((q) => q.name));

describe("a page's order of sections", () => {
  it("moves, removes, adds and copies sections, with the added ones' words, then publishes", async () => {
    const before = keysOf((await visitor(PATH)).html);
    expect(before.slice(0, 3)).toEqual(["intro", "included", "process"]);
    const map = {
      sections_element_1: order([
        { key: "intro" },
        { key: "n1", add: { type: "pricing", variant: "cards" } },
        { key: "faqs" },
        { key: "included" },
        { key: "n2", add: { type: "faq", variant: "stacked" } },
        { key: "whyUs" },
        { key: "cta" },
        { key: "n3", copyOf: "cta" },
      ]),
      text_element_1: text("n1.title", "Plans for offices of every size"),
      text_element_2: text("n1.tiers.1.name", "Complete care"),
      text_element_3: text("n2.0.question", "Do you cover weekends?"),
      text_element_4: text("n3.title", "Still deciding? Ask an engineer"),
    };
    const saved = await calls.save(PATH, map);
    expect(saved.status, await saved.clone().text()).toBe(200);

    // Edit mode shows the draft's order; visitors still get the published page.
    const edit = await exports.default.fetch(`${ORIGIN}${PATH}/admin`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const draft = await edit.text();
    expect(keysOf(draft)).toEqual(["intro", "n1", "faqs", "included", "n2", "whyUs", "cta", "n3"]);
    expect(keysOf((await visitor(PATH)).html)).toEqual(before);

    expect((await calls.publish(PATH)).status).toBe(200);
    const { html } = await visitor(PATH);
    expect(keysOf(html)).toEqual(["intro", "n1", "faqs", "included", "n2", "whyUs", "cta", "n3"]);
    expect(html).toContain("Plans for offices of every size");
    expect(html).toContain("Complete care");
    expect(html).toContain("Still deciding? Ask an engineer");
    expect(html).toContain('data-section="pricing"');
    expect(html).not.toContain('data-key="process"');
    // Both FAQ sections feed the FAQPage, the added one with its edited question.
    expect(faqQuestions(html)).toContain("Do you cover weekends?");
    expect(faqQuestions(html).length).toBeGreaterThan(1);
  });

  it("refuses an order that names what the page cannot have, storing nothing", async () => {
    const path = "/24-7-helpdesk";
    const stored = JSON.stringify(await rows(path));
    const refusals: [InlineContentMap | Record<string, unknown>, string][] = [
      [
        { sections_element_1: order([{ key: "faqs", add: { type: "faq" } }]) },
        "already has a section faqs",
      ],
      [{ sections_element_1: order([{ key: "n1", copyOf: "nope" }]) }, "copies nope"],
      [{ sections_element_1: order([{ key: "nope" }]) }, "nope is not a section of this page"],
      [{ sections_element_1: order([{ key: "n1", add: { type: "region" } }]) }, "section library"],
      [{ sections_element_1: order([{ key: "n1", add: { type: "hero" } }]) }, "one hero"],
      [
        { sections_element_1: order([{ key: "n1", add: { type: "faq", variant: "wide" } }]) },
        "variants are",
      ],
      [{ sections_element_1: order([{ key: "faqs" }, { key: "faqs" }]) }, "appears twice"],
      [
        {
          sections_element_1: order([{ key: "n1", add: { type: "faq" } }]),
          text_element_1: text("n2.title", "x"),
        },
        "not an element of this page",
      ],
      [
        { text_element_1: text("n1.title", "An added section's words, without it") },
        "not an element",
      ],
      [{ section_element_1: order([{ key: "faqs" }]) }, "must hold a section element"],
    ];
    for (const [map, message] of refusals) {
      const response = await calls.save(path, map);
      expect(response.status, `${JSON.stringify(map)} ${await response.clone().text()}`).toBe(400);
      expect(JSON.stringify(await response.json()), JSON.stringify(map)).toContain(message);
    }
    expect(JSON.stringify(await rows(path))).toBe(stored);

    // The home page and a legal page are not made of sections: no order to change.
    for (const other of ["/", "/privacy-policy"]) {
      const response = await calls.save(other, {
        sections_element_1: order([{ key: "about" }]),
      });
      expect(response.status, `${other}: ${await response.clone().text()}`).toBe(400);
      expect(JSON.stringify(await response.json())).toContain("not made of sections");
    }
  });

  it("hides an added section with its own section entry", async () => {
    const path = "/managed-services";
    const saved = await calls.save(path, {
      sections_element_1: order([
        { key: "intro" },
        { key: "n1", add: { type: "faq" } },
        { key: "cta" },
      ]),
      section_element_1: { type: "section", selector: '[data-section="n1"]', hidden: true },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect((await calls.publish(path)).status).toBe(200);
    const { html } = await visitor(path);
    expect(keysOf(html)).toEqual(["intro", "cta"]);
    expect(faqQuestions(html)).toEqual([]);
  });
});

describe("an added section's addresses", () => {
  it("are exactly the data-eid and data-list its view renders, for every library type", async () => {
    const path = "/cloud-services";
    const items = SECTION_LIBRARY.filter((entry) => entry.type !== "hero").map((entry, index) => ({
      key: `n${index + 1}`,
      add: { type: entry.type },
    }));
    const saved = await calls.save(path, { sections_element_1: order(items) });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const edit = await exports.default.fetch(`${ORIGIN}${path}/admin`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const html = await edit.text();
    for (const item of items) {
      const entry = SECTION_LIBRARY.find((candidate) => candidate.type === item.add.type);
      const section = entry?.placeholder(item.key) as Section;
      const expected = sectionAddresses(section);
      const eids = [...html.matchAll(/data-eid="([^"]+)"/g)]
        .map((m) => m[1] ?? "")
        .filter((eid) => eid === item.key || eid.startsWith(`${item.key}.`));
      const lists = [...html.matchAll(/data-list="([^"]+)"/g)]
        .map((m) => m[1] ?? "")
        .filter((list) => list === item.key || list.startsWith(`${item.key}.`));
      expect(new Set(eids), item.add.type).toEqual(new Set(expected.eids));
      expect(new Set(lists), item.add.type).toEqual(new Set(expected.lists.keys()));
    }
  });
});
