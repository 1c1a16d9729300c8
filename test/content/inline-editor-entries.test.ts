import { describe, expect, it } from "vitest";
import { type CataloguePage, pageFamily } from "../../app/components/admin/page-list";
import { diffMaps, mergeEdits } from "../../app/components/inline-editor/entries";
import { entryText, type InlineContentMap } from "../../app/schemas/inline-content";
import { api, signedIn } from "../factories/users";

const text = (content: string, eid: string) => ({
  type: "text" as const,
  content,
  selector: `[data-eid="${eid}"]`,
});

describe("mergeEdits", () => {
  it("keeps the draft's key for a selector and numbers new ones without clashing", () => {
    const draft: InlineContentMap = {
      text_element_2: text("Saved title", "hero.title"),
      text_element_1: text("Saved eyebrow", "hero.eyebrow"),
    };
    const merged = mergeEdits(
      draft,
      {
        '[data-eid="hero.title"]': text("New title", "hero.title"),
        '[data-eid="hero.subtitle"]': text("New subtitle", "hero.subtitle"),
      },
      // The page's numbering proposes a key the draft already uses for another element.
      {
        '[data-eid="hero.title"]': "text_element_7",
        '[data-eid="hero.subtitle"]': "text_element_1",
      },
    );
    expect(entryText(merged.text_element_2)).toBe("New title");
    expect(entryText(merged.text_element_1)).toBe("Saved eyebrow");
    expect(entryText(merged.text_element_3)).toBe("New subtitle");
    expect(Object.keys(merged)).toHaveLength(3);
  });
});

describe("diffMaps", () => {
  it("marks each element same, changed, added (only in the revision) or removed", () => {
    const revision: InlineContentMap = {
      text_element_1: text("A", "a"),
      text_element_2: text("B then", "b"),
      text_element_3: text("C", "c"),
    };
    const draft: InlineContentMap = {
      text_element_1: text("A", "a"),
      text_element_2: text("B now", "b"),
      text_element_4: text("D", "d"),
    };
    expect(diffMaps(revision, draft).map((d) => [d.key, d.status, d.past, d.current])).toEqual([
      ["text_element_1", "same", "A", "A"],
      ["text_element_2", "changed", "B then", "B now"],
      ["text_element_3", "added", "C", null],
      ["text_element_4", "removed", null, "D"],
    ]);
  });
});

describe("pageFamily", () => {
  it("puts every catalogue page in one of the spec's families, with the spec's counts", async () => {
    const { token } = await signedIn("editor");
    const { pages } = await (await api("/api/pages", { token })).json<{ pages: CataloguePage[] }>();
    const counts: Record<string, number> = {};
    for (const page of pages) counts[pageFamily(page)] = (counts[pageFamily(page)] ?? 0) + 1;
    // Spec §2: 12 India outsourcing, 12 MSP, 13 ConnectWise plus its landing page, and five
    // regional families of eight regions.
    expect(counts).toMatchObject({ india: 12, msp: 12, connectwise: 14, regional: 40 });
    expect(pageFamily({ path: "/it-security", component: "service" })).toBe("services");
    expect(pageFamily({ path: "/", component: "home" })).toBe("core");
    expect(pageFamily({ path: "/msp-outsourcing-texas", component: "regional" })).toBe("regional");
    expect(pageFamily({ path: "/new-page", component: "service-page", source: "d1" })).toBe(
      "created",
    );
  });
});
