import { describe, expect, it } from "vitest";
import { sectionsToRender, structureOf } from "../../app/components/inline-editor/live-structure";
import {
  lookOf,
  nextSectionKey,
  withoutRemovedSections,
  withoutSection,
  withSectionAdded,
  withSectionCopied,
  withSectionLook,
  withSectionMoved,
} from "../../app/components/inline-editor/page-sections";
import { spreadBars } from "../../app/components/inline-editor/structure";
import type { InlineContentMap } from "../../app/schemas/inline-content";
import type { PageSectionsEntry } from "../../app/schemas/sections";

// The editor's changes to a page's order of sections, as pure functions (issue #32).

const entry = (items: PageSectionsEntry["items"]): PageSectionsEntry => ({
  type: "sections",
  selector: "[data-sections]",
  items,
});

describe("the editor's order of sections", () => {
  const served = entry([{ key: "intro" }, { key: "faqs" }, { key: "cta" }]);

  it("moves a section, and leaves the ends where they are", () => {
    expect(withSectionMoved(served, 1, -1).items.map((i) => i.key)).toEqual([
      "faqs",
      "intro",
      "cta",
    ]);
    expect(withSectionMoved(served, 0, -1)).toBe(served);
    expect(withSectionMoved(served, 2, 1)).toBe(served);
  });

  it("adds, copies and removes under keys n1, n2 … that nothing else uses", () => {
    const key = nextSectionKey(served.items, ["n4"]);
    expect(key).toBe("n5");
    const added = withSectionAdded(served, 1, key, "pricing", "cards");
    expect(added.items[1]).toEqual({ key: "n5", add: { type: "pricing", variant: "cards" } });
    const copied = withSectionCopied(added, 0, "n6");
    expect(copied.items[1]).toEqual({ key: "n6", copyOf: "intro" });
    // A copy of an added section adds the same type again.
    expect(withSectionCopied(added, 1, "n7").items[2]).toEqual({
      key: "n7",
      add: { type: "pricing", variant: "cards" },
    });
    expect(withoutSection(copied, 0).items.map((i) => i.key)).toEqual(["n6", "n5", "faqs", "cta"]);
  });

  it("gives a section a look that its copies keep and its removal takes away", () => {
    const styled = withSectionLook(
      withSectionLook(served, "faqs", { variant: "stacked", tone: "muted" }),
      "hero",
      { variant: "form" },
    );
    expect(styled.items).toEqual(served.items);
    expect(lookOf(styled, "hero")).toEqual({ variant: "form" });
    expect(lookOf(styled, "constructor")).toBeUndefined();
    const copied = withSectionCopied(styled, 1, "n1");
    expect(lookOf(copied, "n1")).toEqual({ variant: "stacked", tone: "muted" });
    const removed = withoutSection(copied, 1);
    expect(removed.items.map((i) => i.key)).toEqual(["intro", "n1", "cta"]);
    expect(lookOf(removed, "faqs")).toBeUndefined();
    expect(lookOf(removed, "hero")).toEqual({ variant: "form" });
    // The entry it started from is unchanged.
    expect(served.looks).toBeUndefined();
  });

  it("drops the words, lists and flags of an added section taken out again", () => {
    const map: InlineContentMap = {
      sections_element_1: entry([{ key: "intro" }, { key: "n2", add: { type: "faq" } }]),
      text_element_1: { type: "text", selector: '[data-eid="n1.title"]', content: "Gone" },
      text_element_2: { type: "text", selector: '[data-eid="n2.title"]', content: "Kept" },
      text_element_3: { type: "text", selector: '[data-eid="intro.0"]', content: "Kept too" },
      list_element_1: { type: "list", selector: '[data-list="n1.tiers"]', items: [{ id: "0" }] },
      section_element_1: { type: "section", selector: '[data-section="n1"]', hidden: true },
    };
    expect(Object.keys(withoutRemovedSections(map)).sort()).toEqual([
      "sections_element_1",
      "text_element_2",
      "text_element_3",
    ]);
  });
});

describe("item bars", () => {
  it("never cover one another: a bar that would overlap one above it moves below it", () => {
    const tops = spreadBars(
      [
        { key: "tiers.0", top: 100, right: 360, width: 172 },
        // Two features of that tier, 24 px apart, nearly at the same right edge.
        { key: "tiers.0.features.0", top: 300, right: 330, width: 172 },
        { key: "tiers.0.features.1", top: 324, right: 330, width: 172 },
        { key: "tiers.0.features.2", top: 348, right: 330, width: 172 },
        // Side by side (another column): stays where it is.
        { key: "tiers.1", top: 310, right: 900, width: 172 },
      ],
      38,
    );
    expect(tops.get("tiers.0")).toBe(100);
    expect(tops.get("tiers.0.features.0")).toBe(300);
    expect(tops.get("tiers.0.features.1")).toBe(338);
    expect(tops.get("tiers.0.features.2")).toBe(376);
    expect(tops.get("tiers.1")).toBe(310);
  });
});

describe("the others' change of sections, live (issue 36)", () => {
  const map = (order: PageSectionsEntry): InlineContentMap => ({ [order.selector]: order });
  const onPage = new Set(["intro", "faqs", "cta"]);
  const before = map(entry([{ key: "intro" }, { key: "faqs" }, { key: "cta" }]));

  it("asks the server only for sections the page lacks or whose look changed", () => {
    const moved = map(entry([{ key: "faqs" }, { key: "intro" }, { key: "cta" }]));
    expect(sectionsToRender(before, moved, onPage, {})).toEqual([]);
    const added = map(
      entry([{ key: "intro" }, { key: "n1", add: { type: "faq" } }, { key: "faqs" }]),
    );
    expect(sectionsToRender(before, added, onPage, {})).toEqual(["n1"]);
    const restyled = map({
      ...entry([{ key: "intro" }, { key: "faqs" }, { key: "cta" }]),
      looks: { faqs: { tone: "navy" }, hero: { variant: "centred" } },
    });
    expect(sectionsToRender(before, restyled, onPage, {})).toEqual(["faqs", "hero"]);
    // A look taken away again is a change too.
    expect(sectionsToRender(restyled, before, onPage, {})).toEqual(["faqs", "hero"]);
  });

  it("keeps a section whose words are unsaved here as this editor shows it", () => {
    const restyled = map({
      ...entry([{ key: "intro" }, { key: "faqs" }]),
      looks: { faqs: { tone: "navy" } },
    });
    const pending = {
      '[data-eid="faqs.title"]': {
        type: "text" as const,
        selector: '[data-eid="faqs.title"]',
        text: "Mine",
      },
    };
    expect(sectionsToRender(before, restyled, onPage, pending as never)).toEqual([]);
  });

  it("finds no order to follow in a draft without one", () => {
    expect(sectionsToRender(before, {}, onPage, {})).toEqual([]);
    expect(structureOf(before)).not.toEqual(structureOf({}));
  });
});
