import { describe, expect, it } from "vitest";
import {
  nextSectionKey,
  withoutRemovedSections,
  withoutSection,
  withSectionAdded,
  withSectionCopied,
  withSectionMoved,
} from "../../app/components/inline-editor/page-sections";
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
