import { describe, expect, it } from "vitest";
import {
  describeEntry,
  eidRole,
  elementRole,
  entrySummary,
  listChanges,
  styleWords,
  truncateText,
} from "../../app/lib/element-names";

// Issue 20 item 7: History and the conflict dialog name elements by what they are, never by
// key, selector or eid.

const INTERNAL = /text_element_|button_element_|list_element_|section_element_|data-|\[|\]/;

describe("eidRole", () => {
  it.each([
    ["hero.title", "Hero heading"],
    ["hero.subtitle", "Hero text"],
    ["hero.eyebrow", "Hero label"],
    ["hero.primaryCta", "Hero main button"],
    ["hero.secondaryCta", "Hero second button"],
    ["hero.highlights.2", "Hero highlight 3"],
    ["faqs.2.question", "FAQ 3 question"],
    ["faqs.0.answer", "FAQ 1 answer"],
    ["included.items.1.body", "Included item 2 text"],
    ["included.title", "Included heading"],
    ["process.steps.3.title", "Process step 4 heading"],
    ["whyUs.points.0.body", "Why-us point 1 text"],
    ["services.items.4.title", "Service 5 heading"],
    ["stats.1.value", "Key figure 2 value"],
    ["intro.0", "Intro paragraph 1"],
    ["cta.button", "Call-to-action button"],
    ["cta.body", "Call-to-action text"],
    ["contact.promise.1", "Contact promise 2"],
    ["title", "Page heading"],
    ["sections.2.heading", "Section 3 heading"],
    ["sections.0.paragraphs.1", "Section 1 paragraph 2"],
    ["blog-title", "Post title"],
    ["blog-excerpt", "Post summary"],
    ["body.4", "Paragraph 5"],
    ["b-1x2y3z4", "Post text"],
    ["pricing.tiers.0.priceNote", "Pricing tier 1 price note"],
  ])("%s is %s", (eid, role) => {
    expect(eidRole(eid)).toBe(role);
  });

  it("places an added copy where the page renders it, or calls it new", () => {
    expect(eidRole("faqs.n1.question", { items: { "faqs.n1": 4 } })).toBe("FAQ 4 question");
    expect(eidRole("faqs.n1.question")).toBe("New FAQ question");
    // A code item moved up is named by its rendered place.
    expect(eidRole("faqs.2.answer", { items: { "faqs.2": 1 } })).toBe("FAQ 1 answer");
  });

  it("names a blog block by its tag and place among blocks of its kind", () => {
    expect(eidRole("b-0abc123", { tag: "p", position: 5 })).toBe("Paragraph 5");
    expect(eidRole("b-0abc123-2", { tag: "h2", position: 2 })).toBe("Heading 2");
    expect(eidRole("b-0abc123", { tag: "li", position: 3 })).toBe("List item 3");
    expect(eidRole("body.0", { tag: "blockquote" })).toBe("Quote 1");
  });
});

describe("elementRole", () => {
  it("names elements, lists and sections from their selectors", () => {
    expect(elementRole('[data-eid="hero.title"]')).toBe("Hero heading");
    expect(elementRole('[data-list="faqs"]')).toBe("FAQs");
    expect(elementRole('[data-list="included.items"]')).toBe("Included items");
    expect(elementRole('[data-list="sections.1.paragraphs"]')).toBe("Paragraphs");
    expect(elementRole('[data-section="faqs"]')).toBe("FAQ section");
    expect(elementRole('[data-section="whyUs"]')).toBe("Why-us section");
    expect(elementRole("nonsense")).toBe("An element of the page");
  });
});

describe("listChanges", () => {
  it("counts added, removed and hidden items and sees a changed order", () => {
    const order = (...ids: string[]) => ids.map((id) => ({ id }));
    expect(listChanges(order("0", "1", "2"), 3)).toBe("as designed");
    expect(listChanges([...order("0", "n1", "1"), { id: "2" }], 3)).toBe("1 added");
    expect(listChanges(order("1", "0", "n1", "2"), 3)).toBe("1 added, order changed");
    expect(listChanges(order("0", "2"), 3)).toBe("1 removed");
    expect(listChanges(order("0", "1"), 3)).toBe("1 removed");
    expect(listChanges([{ id: "0" }, { id: "1", hidden: true }, { id: "2" }], 3)).toBe("1 hidden");
    // Without the code's size, ids missing below the largest are removed ones.
    expect(listChanges(order("0", "2"))).toBe("1 removed");
  });
});

describe("entrySummary and describeEntry", () => {
  it("says what each kind of entry is and holds, with no internal names", () => {
    const summaries = [
      entrySummary({
        type: "text",
        selector: '[data-eid="hero.title"]',
        content: "Cybersecurity that fits the way your business actually works",
      }),
      entrySummary({
        type: "list",
        selector: '[data-list="faqs"]',
        items: [{ id: "1" }, { id: "0" }, { id: "n1", copyOf: "0" }, { id: "2" }],
      }),
      entrySummary({ type: "section", selector: '[data-section="faqs"]', hidden: true }),
      entrySummary({ type: "section", selector: '[data-section="faqs"]' }),
      entrySummary({
        type: "link",
        selector: '[data-eid="faqs.0.answer"]',
        content: "our contact page",
        href: "/contact",
      }),
    ];
    expect(summaries).toEqual([
      "Hero heading: Cybersecurity that fits the way your business…",
      "FAQs: 1 added, order changed",
      "FAQ section hidden",
      "FAQ section shown",
      "FAQ 1 answer: our contact page",
    ]);
    for (const summary of summaries) expect(summary).not.toMatch(INTERNAL);
  });

  it("describes a button's destination and styles in words", () => {
    const text = describeEntry({
      type: "button",
      selector: '[data-eid="cta.button"]',
      content: "Book a call",
      href: "/contact",
      styles: { backgroundColor: "#b91c1c", fontSize: "18px", padding: "12px 20px" },
    });
    expect(text).toBe(
      "Book a call; leads to /contact; background #b91c1c, font size 18 px, padding 12 px 20 px",
    );
    expect(describeEntry({ type: "section", selector: '[data-section="cta"]', hidden: true })).toBe(
      "Hidden",
    );
    expect(
      describeEntry(
        {
          type: "list",
          selector: '[data-list="faqs"]',
          items: [{ id: "0" }, { id: "1", hidden: true }],
        },
        { listSize: 2 },
      ),
    ).toBe("1 shown: 1 hidden");
  });

  it("styleWords leaves out unset styles", () => {
    expect(styleWords({ color: "#ffffff", fontWeight: undefined, borderWidth: "2px" })).toBe(
      "text colour #ffffff, border width 2 px",
    );
  });
});

describe("truncateText", () => {
  it("cuts at a word with an ellipsis and leaves short text alone", () => {
    expect(truncateText("Short text")).toBe("Short text");
    expect(truncateText("Cybersecurity that fits the way you work", 24)).toBe(
      "Cybersecurity that fits…",
    );
    expect(truncateText("  spaced \n out  ")).toBe("spaced out");
    expect(truncateText("x".repeat(60), 10)).toBe(`${"x".repeat(9)}…`);
  });
});

describe("names of a page's sections", () => {
  it("names the order of sections and an added section's parts in words, never by key", () => {
    expect(elementRole("[data-sections]")).toBe("Page sections");
    expect(
      entrySummary({
        type: "sections",
        selector: "[data-sections]",
        items: [
          { key: "intro" },
          { key: "n1", add: { type: "pricing" } },
          { key: "n2", copyOf: "cta" },
        ],
      }),
    ).toBe("Page sections: 3 sections: 1 added, 1 copied");
    expect(elementRole('[data-eid="n1.title"]')).toBe("Added section 1 heading");
    expect(elementRole('[data-section="n2"]')).toBe("Added section 2");
  });
});
