import { describe, expect, it } from "vitest";
import { applyContentEdits, isSectionShown, itemKey } from "../../app/lib/content-edits";
import type { InlineContentMap } from "../../app/schemas/inline-content";
import { edgeHasWork } from "../../worker/html/inline-overlay";

// How a page's inline map lands in its content data (the server render's half of the edits).

const code = () => ({
  hero: { title: "Title", primaryCta: { label: "Talk to us", href: "/#contact" } },
  faqs: [
    { question: "Q0", answer: "A0" },
    { question: "Q1", answer: "A1" },
    { question: "Q2", answer: "A2" },
  ],
});

const list = (items: { id: string; copyOf?: string; hidden?: boolean }[]): InlineContentMap => ({
  list_element_1: { type: "list", selector: '[data-list="faqs"]', items },
});
const text = (eid: string, content: string) =>
  ({ type: "text", content, selector: `[data-eid="${eid}"]` }) as const;

describe("applyContentEdits", () => {
  it("orders, copies and removes items; words follow the item, not the position", () => {
    const source = code();
    const { content, structure } = applyContentEdits(
      source,
      {
        ...list([{ id: "2" }, { id: "n1", copyOf: "0" }, { id: "0" }]),
        text_element_1: text("faqs.n1.question", "New"),
        text_element_2: text("faqs.0.answer", "A0 edited"),
      },
      "visitor",
    );
    expect(content.faqs).toEqual([
      { question: "Q2", answer: "A2" },
      { question: "New", answer: "A0" },
      { question: "Q0", answer: "A0 edited" },
    ]);
    expect(structure.lists.faqs).toEqual(["2", "n1", "0"]);
    expect(structure.sizes.faqs).toBe(3);
    expect(itemKey(structure, "faqs", 1)).toBe("faqs.n1");
    expect(source).toEqual(code()); // the code's data is never changed
  });

  it("leaves hidden items out for visitors and marks them in edit mode", () => {
    const map = list([{ id: "0" }, { id: "1", hidden: true }, { id: "2" }]);
    expect(applyContentEdits(code(), map, "visitor").content.faqs.map((f) => f.question)).toEqual([
      "Q0",
      "Q2",
    ]);
    const editor = applyContentEdits(code(), map, "editor");
    expect(editor.content.faqs).toHaveLength(3);
    expect(editor.structure.hidden.has("faqs.1")).toBe(true);
  });

  it("drops ids beyond the code's list and ignores paths that are not lists", () => {
    const { content } = applyContentEdits(
      code(),
      {
        ...list([{ id: "7" }, { id: "n2", copyOf: "9" }, { id: "1" }]),
        list_element_2: { type: "list", selector: '[data-list="hero.title"]', items: [] },
      },
      "visitor",
    );
    expect(content.faqs.map((f) => f.question)).toEqual(["Q1"]);
    expect(content.hero.title).toBe("Title");
  });

  it("sets a button's label and address, and hides sections for visitors only", () => {
    const { content, structure } = applyContentEdits(
      code(),
      {
        button_element_1: {
          type: "button",
          content: "Book a call",
          selector: '[data-eid="hero.primaryCta"]',
          styles: {},
          href: "/it-security",
        },
        section_element_1: { type: "section", selector: '[data-section="faqs"]', hidden: true },
      },
      "visitor",
    );
    expect(content.hero.primaryCta).toEqual({ label: "Book a call", href: "/it-security" });
    expect(isSectionShown(structure, "faqs")).toBe(false);
    const editor = applyContentEdits(
      code(),
      { section_element_1: { type: "section", selector: '[data-section="faqs"]', hidden: true } },
      "editor",
    );
    expect(isSectionShown(editor.structure, "faqs")).toBe(true);
    expect(isSectionShown(editor.structure, "faqs", "visitor")).toBe(false);
  });

  it("an unedited item of an edited list keeps its words apart from its copy", () => {
    const { content } = applyContentEdits(
      code(),
      {
        ...list([{ id: "0" }, { id: "n1", copyOf: "0" }]),
        text_element_1: text("faqs.n1.answer", "Copy"),
      },
      "visitor",
    );
    expect(content.faqs.map((f) => f.answer)).toEqual(["A0", "Copy"]);
  });

  it("puts a call to action's button styles in its data, so the edge has nothing left to do", () => {
    const styles = { backgroundColor: "#123456", borderWidth: "2px" };
    const map: InlineContentMap = {
      button_element_1: {
        type: "button",
        content: "Book now",
        selector: '[data-eid="hero.primaryCta"]',
        href: "/contact",
        styles,
      },
    };
    const { content, inData } = applyContentEdits(code(), map, "visitor");
    expect(content.hero.primaryCta).toEqual({ label: "Book now", href: "/contact", styles });
    expect([...inData]).toEqual(["hero.primaryCta"]);
    expect(edgeHasWork(map, inData)).toBe(false);
  });

  it("leaves styles the data has no place for to the edge (a heading saved as a button)", () => {
    const map: InlineContentMap = {
      button_element_1: {
        type: "button",
        content: "Styled title",
        selector: '[data-eid="hero.title"]',
        styles: { color: "#ffffff" },
      },
    };
    const { content, inData } = applyContentEdits(code(), map, "visitor");
    expect(content.hero.title).toBe("Styled title");
    expect(inData.size).toBe(0);
    expect(edgeHasWork(map, inData)).toBe(true);
  });
});
