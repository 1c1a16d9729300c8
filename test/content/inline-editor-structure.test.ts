import { describe, expect, it } from "vitest";
import {
  copiedFieldEntries,
  nextAddedId,
  withCopy,
  withHidden,
  withMove,
  withoutItem,
  withoutRemovedCopies,
} from "../../app/components/inline-editor/structure";
import { itemName, sectionName } from "../../app/lib/element-names";
import { type InlineContentMap, InlineContentMapSchema } from "../../app/schemas/inline-content";
import type { ListEntry } from "../../app/schemas/inline-structure";

// The editor's list and section changes as entries (the DOM side runs in Playwright:
// test/e2e/content/inline-structure.spec.ts).

const faqs = (items: ListEntry["items"]): ListEntry => ({
  type: "list",
  selector: '[data-list="faqs"]',
  items,
});
const text = (content: string, eid: string) => ({
  type: "text" as const,
  content,
  selector: `[data-eid="${eid}"]`,
});

describe("list changes", () => {
  const served = faqs([{ id: "0" }, { id: "1" }, { id: "2" }]);

  it("adds a copy after an item, copying the code's item even from a copy", () => {
    const once = withCopy(served, 0, nextAddedId(served.items));
    expect(once.items).toEqual([{ id: "0" }, { id: "n1", copyOf: "0" }, { id: "1" }, { id: "2" }]);
    const twice = withCopy(once, 1, nextAddedId(once.items));
    expect(twice.items.slice(1, 3)).toEqual([
      { id: "n1", copyOf: "0" },
      { id: "n2", copyOf: "0" },
    ]);
    // Ids of copies taken out again are not given out twice.
    expect(nextAddedId(served.items, ["0", "n7"])).toBe("n8");
    expect(InlineContentMapSchema.safeParse({ list_element_1: twice }).success).toBe(true);
  });

  it("moves an item up and down, never past either end", () => {
    expect(withMove(served, 2, -1).items.map((i) => i.id)).toEqual(["0", "2", "1"]);
    expect(withMove(served, 0, 1).items.map((i) => i.id)).toEqual(["1", "0", "2"]);
    expect(withMove(served, 0, -1)).toEqual(served);
    expect(withMove(served, 2, 1)).toEqual(served);
  });

  it("hides, shows and removes an item", () => {
    const hidden = withHidden(served, 1, true);
    expect(hidden.items[1]).toEqual({ id: "1", hidden: true });
    expect(withHidden(hidden, 1, false).items[1]).toEqual({ id: "1" });
    expect(withoutItem(served, 1).items.map((i) => i.id)).toEqual(["0", "2"]);
  });

  it("gives a copy of a paragraph item its words", () => {
    expect(copiedFieldEntries("intro", "1", "n1", [{ eid: "intro.1", text: "Para" }])).toEqual({
      '[data-eid="intro.n1"]': text("Para", "intro.n1"),
    });
  });

  it("gives a copy the words of its source under its own id", () => {
    expect(
      copiedFieldEntries("faqs", "n1", "n2", [
        { eid: "faqs.n1.question", text: "Q?" },
        { eid: "faqs.n1.answer", text: "A." },
        { eid: "faqs.n10.answer", text: "other item" },
      ]),
    ).toEqual({
      '[data-eid="faqs.n2.question"]': text("Q?", "faqs.n2.question"),
      '[data-eid="faqs.n2.answer"]': text("A.", "faqs.n2.answer"),
    });
  });

  it("drops the words of copies the list no longer holds, and nothing else", () => {
    const map: InlineContentMap = {
      list_element_1: faqs([{ id: "0" }, { id: "n2", copyOf: "0" }]),
      text_element_1: text("kept", "faqs.n2.question"),
      text_element_2: text("gone", "faqs.n1.question"),
      text_element_3: text("code item", "faqs.1.question"),
      text_element_4: text("title", "hero.title"),
    };
    expect(Object.keys(withoutRemovedCopies(map))).toEqual([
      "list_element_1",
      "text_element_1",
      "text_element_3",
      "text_element_4",
    ]);
  });

  it("names items and sections in words", () => {
    expect(itemName("faqs", 2)).toBe("FAQ 2");
    expect(itemName("process.steps", 1)).toBe("Process step 1");
    expect(itemName("someCards", 3)).toBe("Some card 3");
    expect(sectionName("faqs")).toBe("FAQ section");
    expect(sectionName("someNewPart")).toBe("Some new part section");
  });
});
