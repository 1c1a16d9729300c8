import { getSchema } from "@tiptap/core";
import { Node } from "@tiptap/pm/model";
import { describe, expect, it } from "vitest";
import {
  placeOf,
  positionOf,
  toMarkdown,
  toVisual,
  visibleOffsets,
} from "~/lib/markdown-visual/caret-map";
import { visualExtensions } from "~/lib/markdown-visual/extensions";
import { openMarkdown, serializeMarkdown } from "~/lib/markdown-visual/round-trip";

// Issue 36: a caret's place in the shared markdown ⇄ its place in the Visual mode, so the
// others' carets are drawn there and a Visual caret is told to them as a markdown offset.

const seen = (raw: string) =>
  visibleOffsets(raw)
    .slice(0, -1)
    .map((at) => raw[at])
    .join("");

describe("the characters a reader sees in a markdown block", () => {
  it("leaves out markers, emphasis and link addresses", () => {
    expect(seen("## Hello **world**")).toBe("Hello world");
    expect(seen("- one\n- two [three](https://example.com/a_(b)) four")).toBe(
      "one\ntwo three four",
    );
    expect(seen("> quoted *text* with a snake_case word")).toBe(
      "quoted text with a snake_case word",
    );
    expect(seen("1. first\n2. second")).toBe("first\nsecond");
    expect(seen("- [x] done")).toBe("done");
    expect(seen("Escaped \\*star\\*")).toBe("Escaped *star*");
    expect(seen("```ts\nconst a = 1;\n```")).toBe("const a = 1;");
    expect(seen("An ![alt](/i.png) image")).toBe("An ! image");
  });

  it("ends with the block's length, for a caret after everything", () => {
    expect(visibleOffsets("**bold**").at(-1)).toBe(8);
    expect(visibleOffsets("")).toEqual([0]);
  });
});

const MARKDOWN = [
  "Intro paragraph with **bold** words.",
  "",
  "## A heading",
  "",
  "- first item",
  "- second [link](https://example.com) item",
  "",
  "> A quote",
  "",
  "```",
  "code line",
  "```",
  "",
  "Last words.",
  "",
].join("\n");

describe("a place in the markdown ⇄ a place in the Visual document", () => {
  const opened = openMarkdown(MARKDOWN);
  const { nodeLines, markdown } = serializeMarkdown(opened.doc, opened);
  const doc = Node.fromJSON(getSchema(visualExtensions()), opened.doc);

  it("keeps every visible character's place both ways", () => {
    expect(markdown).toBe(MARKDOWN);
    // The offsets of the characters a reader sees (a link's address is not one of them).
    const visible = new Set<number>();
    for (let node = 0; node < doc.childCount; node++) {
      for (let k = 0; k < 200; k++) visible.add(toMarkdown(MARKDOWN, nodeLines, node, k));
    }
    expect(visible.has(MARKDOWN.indexOf("example.com"))).toBe(false);
    let checked = 0;
    for (let offset = 0; offset < MARKDOWN.length; offset++) {
      const char = MARKDOWN[offset] ?? "";
      const place = toVisual(MARKDOWN, nodeLines, offset);
      const pos = positionOf(doc, place.node, place.visible);
      const back = placeOf(doc, pos);
      expect(back).toEqual(place);
      const offsetBack = toMarkdown(MARKDOWN, nodeLines, back.node, back.visible);
      // A visible character comes back to itself, and the document has that character there.
      if (/\w/.test(char) && visible.has(offset)) {
        expect(offsetBack).toBe(offset);
        expect(doc.textBetween(pos, pos + 1, "\n")).toBe(char);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(80);
  });

  it("puts a caret inside markup at the next character a reader sees", () => {
    const inBold = MARKDOWN.indexOf("**bold**") + 1;
    const place = toVisual(MARKDOWN, nodeLines, inBold);
    expect(toMarkdown(MARKDOWN, nodeLines, place.node, place.visible)).toBe(inBold + 1);
    const inAddress = MARKDOWN.indexOf("example.com");
    const after = toVisual(MARKDOWN, nodeLines, inAddress);
    expect(MARKDOWN.slice(toMarkdown(MARKDOWN, nodeLines, after.node, after.visible))).toMatch(
      /^ item/,
    );
  });

  it("finds the list item, the quote and the code for their words", () => {
    for (const words of ["second", "quote", "code line", "Last"]) {
      const place = toVisual(MARKDOWN, nodeLines, MARKDOWN.indexOf(words));
      const pos = positionOf(doc, place.node, place.visible);
      expect(doc.textBetween(pos, pos + words.length, "\n")).toBe(words);
    }
  });
});
