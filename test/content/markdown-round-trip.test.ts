import type { JSONContent } from "@tiptap/core";
import fc from "fast-check";
import { Lexer } from "marked";
import { describe, expect, it } from "vitest";
import { LAUNCH_POSTS } from "~/content/blog";
import { renderMarkdown } from "~/lib/markdown";
import { nodeAtLine, openMarkdown, serializeMarkdown } from "~/lib/markdown-visual/round-trip";
import { ROUND_TRIP_FIXTURES } from "../fixtures/markdown/round-trip-corpus";

// Issue #21: opening markdown in the visual editor and saving without a change gives the same
// bytes; an edit changes only its block; text typed in the visual editor renders as typed.

const CORPUS: [string, string][] = [
  ...LAUNCH_POSTS.map((post): [string, string] => [`launch post ${post.slug}`, post.content]),
  ...Object.entries(ROUND_TRIP_FIXTURES),
];

/** The document as the editor hands it back (a JSON copy, so nothing is shared by identity). */
function copy(doc: JSONContent): JSONContent {
  return JSON.parse(JSON.stringify(doc)) as JSONContent;
}

function roundTrip(markdown: string): string {
  const opened = openMarkdown(markdown);
  return serializeMarkdown(copy(opened.doc), opened).markdown;
}

function paragraph(text: string): JSONContent {
  return { type: "paragraph", content: [{ type: "text", text }] };
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

describe("markdown round trip through the visual editor", () => {
  it.each(CORPUS)("marked's top-level tokens concatenate to the source: %s", (_name, markdown) => {
    const tokens = new Lexer({ gfm: true }).lex(markdown);
    expect(tokens.map((token) => token.raw).join("")).toBe(markdown);
  });

  it.each(CORPUS)("opens and saves unchanged byte for byte: %s", (_name, markdown) => {
    expect(roundTrip(markdown)).toBe(markdown);
  });

  it("normalises only line endings, to LF, idempotently", () => {
    const crlf = "Line one\r\n\r\n- item\r\n- item two\rend\r\n";
    const saved = roundTrip(crlf);
    expect(saved).toBe("Line one\n\n- item\n- item two\nend\n");
    expect(roundTrip(saved)).toBe(saved);
  });

  it("opens an empty post as one empty paragraph, saved as nothing", () => {
    for (const empty of ["", "\n\n"]) {
      const opened = openMarkdown(empty);
      expect(opened.doc.content).toEqual([{ type: "paragraph" }]);
      expect(serializeMarkdown(copy(opened.doc), opened).markdown).toBe(empty);
    }
  });

  it("keeps what it cannot represent as verbatim blocks", () => {
    const opened = openMarkdown(ROUND_TRIP_FIXTURES["raw html"] ?? "");
    const kinds = (opened.doc.content ?? []).map((node) => node.type);
    expect(kinds).toEqual(["rawMarkdown", "rawMarkdown", "rawMarkdown"]);
    const refs = openMarkdown(ROUND_TRIP_FIXTURES["reference links"] ?? "");
    expect((refs.doc.content ?? []).map((node) => node.type)).toEqual([
      "rawMarkdown",
      "rawMarkdown",
      "rawMarkdown",
    ]);
  });

  it.each(LAUNCH_POSTS.map((post) => [post.slug, post.content]))(
    "an edit of one block in %s changes only that block",
    (_slug, markdown) => {
      const opened = openMarkdown(markdown);
      const doc = copy(opened.doc);
      const index = (doc.content ?? []).findIndex((node) => node.type === "paragraph");
      expect(index).toBeGreaterThanOrEqual(0);
      const target = doc.content?.[index];
      const block = opened.blocks.find((b) => b.firstNode === index);
      if (!target || !block) throw new Error("no paragraph");
      target.content = [{ type: "text", text: "Rewritten in the visual editor." }];
      const { markdown: saved } = serializeMarkdown(doc, opened);
      expect(saved).toBe(markdown.replace(block.raw, "Rewritten in the visual editor."));
    },
  );

  it("matches duplicate blocks in order and keeps the separators of untouched neighbours", () => {
    const markdown = "Same\n\n\n\nSame\n\n- x\n\nSame\n";
    const opened = openMarkdown(markdown);
    const doc = copy(opened.doc);
    doc.content?.splice(1, 1);
    expect(serializeMarkdown(doc, opened).markdown).toBe("Same\n\n- x\n\nSame\n");
    const added = copy(opened.doc);
    added.content?.push(paragraph("New"));
    expect(serializeMarkdown(added, opened).markdown).toBe(
      "Same\n\n\n\nSame\n\n- x\n\nSame\n\nNew\n",
    );
  });

  const TYPED = [
    "1. not a list",
    "2) nor this",
    "- not a bullet",
    "+ nor this",
    "# not a heading",
    "> not a quote",
    "=== not a heading underline",
    "--- not a rule",
    "*not emphasis* and _this_",
    "`not code`",
    "[not](a link)",
    "back\\slash \\* kept",
    "<script>alert(1)</script>",
    "<img src=x onerror=alert(1)>",
    "AT&amp;T &copy;",
    "    four leading spaces",
    "~~not struck~~",
    "a | pipe",
    "![not](an image)",
  ];

  it.each(TYPED)("text typed in the visual editor renders as typed: %s", (text) => {
    const opened = openMarkdown("Intro.\n");
    const doc = copy(opened.doc);
    doc.content?.push(paragraph(text));
    const { markdown } = serializeMarkdown(doc, opened);
    expect(markdown.startsWith("Intro.\n\n")).toBe(true);
    expect(renderMarkdown(markdown)).toBe(`<p>Intro.</p>\n<p>${escapeHtml(text)}</p>\n`);
    // Idempotent: opening the saved markdown and saving again changes nothing.
    expect(roundTrip(markdown)).toBe(markdown);
  });

  it("text typed into a table cell renders as typed", () => {
    const opened = openMarkdown("| a | b |\n|---|---|\n| 1 | 2 |\n");
    const doc = copy(opened.doc);
    const cell = doc.content?.[0]?.content?.[1]?.content?.[0]?.content?.[0];
    if (!cell) throw new Error("no cell");
    cell.content = [{ type: "text", text: "x | *y* <b>z</b>" }];
    const { markdown } = serializeMarkdown(doc, opened);
    expect(renderMarkdown(markdown)).toContain("<td>x | *y* &lt;b&gt;z&lt;/b&gt;</td>");
  });

  it("text after a hard break is escaped as a line start", () => {
    const opened = openMarkdown("");
    const doc: JSONContent = {
      type: "doc",
      content: [
        {
          type: "paragraph",
          content: [
            { type: "text", text: "first" },
            { type: "hardBreak" },
            { type: "text", text: "- second" },
          ],
        },
      ],
    };
    const { markdown } = serializeMarkdown(doc, opened);
    expect(renderMarkdown(markdown)).toBe("<p>first<br>- second</p>\n");
  });

  it("maps source lines to visual blocks and back", () => {
    const markdown = "# Title\n\nPara one\nstill one\n\n- a\n- b\n\nLast\n";
    const opened = openMarkdown(markdown);
    expect(nodeAtLine(opened, 0)).toBe(0);
    expect(nodeAtLine(opened, 3)).toBe(1);
    expect(nodeAtLine(opened, 6)).toBe(2);
    expect(nodeAtLine(opened, 8)).toBe(3);
    expect(serializeMarkdown(copy(opened.doc), opened).nodeLines).toEqual([0, 2, 5, 8]);
  });

  it("property: any mix of corpus blocks round-trips byte for byte", () => {
    const blocks = CORPUS.flatMap(([, markdown]) =>
      markdown.split(/\n{2,}/).filter((block) => block.trim() !== "" && !block.includes("\r")),
    );
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...blocks), { minLength: 1, maxLength: 6 }),
        fc.constantFrom("\n\n", "\n\n\n"),
        fc.boolean(),
        (picked, separator, trailing) => {
          const markdown = picked.join(separator) + (trailing ? "\n" : "");
          expect(roundTrip(markdown)).toBe(markdown);
        },
      ),
      { numRuns: 150 },
    );
  });

  it("property: any typed text renders as typed", () => {
    fc.assert(
      fc.property(
        fc
          .stringMatching(/^[a-z0-9 #>*_`[\]()|\\<>&=~!.+-]{1,24}$/)
          .filter((text) => text.trim() === text && text !== ""),
        (text) => {
          const opened = openMarkdown("");
          const { markdown } = serializeMarkdown(
            { type: "doc", content: [paragraph(text)] },
            opened,
          );
          expect(renderMarkdown(markdown)).toBe(`<p>${escapeHtml(text)}</p>\n`);
        },
      ),
      { numRuns: 300 },
    );
  });
});
