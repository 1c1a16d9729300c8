import type { AnyExtension, JSONContent } from "@tiptap/core";
import { MarkdownManager } from "@tiptap/markdown";

// Tiptap's serializer escapes inline markers (`*`, `_`, backticks, brackets, `~`, backslashes)
// and HTML's `<`, `>`, `&`, but not what only reads as markdown at the start of a line: typed
// "1. ", "- ", "+ ", "# ", "===" or leading spaces would come back as a list, a heading, a
// setext underline or a code block. Text at a line start gets those escaped here.

type EncodeText = (text: string, node: JSONContent, parentNode?: JSONContent) => string;

const CODE_TYPES = new Set(["code", "codeBlock"]);

/** A line's opening characters that markdown would read as block syntax, escaped. */
export function escapeLineStart(text: string): string {
  return text
    .replace(/^ +/, (spaces) => "&#32;".repeat(spaces.length))
    .replace(/^([-+=#])/, "\\$1")
    .replace(/^(\d{1,9})([.)])/, "$1\\$2");
}

function isCode(node: JSONContent, parent: JSONContent | undefined): boolean {
  if (parent?.type && CODE_TYPES.has(parent.type)) return true;
  return (node.marks ?? []).some((mark) => CODE_TYPES.has(mark.type));
}

/** The markdown manager with line-start escapes for text typed in the visual editor. */
export class VisualMarkdownManager extends MarkdownManager {
  private lineStarts = new WeakSet<JSONContent>();

  constructor(extensions: AnyExtension[]) {
    super({ extensions });
    // `encodeTextForMarkdown` is private in the typings; it is the one place text is encoded
    // (plain and marked text alike), so the line-start escape wraps it.
    const self = this as unknown as {
      encodeTextForMarkdown: EncodeText;
      parseHTMLToken: (token: { raw?: string; text?: string; block?: boolean }) => unknown;
      htmlAsLiteralText: (html: string, isBlock: boolean) => unknown;
    };
    // HTML inside markdown is never parsed into a live DOM (an <img src> there would load, and
    // a browser would parse what the Worker's tests cannot): it stays text, and the round trip
    // keeps its block verbatim.
    self.parseHTMLToken = (token) => {
      const html = token.text || token.raw || "";
      return html.trim() ? self.htmlAsLiteralText.call(this, html, Boolean(token.block)) : null;
    };
    const encode = self.encodeTextForMarkdown.bind(this);
    self.encodeTextForMarkdown = (text, node, parentNode) => {
      const encoded = encode(text, node, parentNode);
      if (!this.lineStarts.has(node) || isCode(node, parentNode)) return encoded;
      return escapeLineStart(encoded);
    };
  }

  /** Markdown of a document (or of one node wrapped in a doc). */
  override serialize(doc: JSONContent): string {
    this.lineStarts = new WeakSet();
    this.collectLineStarts(doc);
    return super.serialize(doc);
  }

  /** Text nodes that open a textblock or follow a hard break. */
  private collectLineStarts(node: JSONContent) {
    const children = node.content ?? [];
    let atLineStart = true;
    for (const child of children) {
      if (child.type === "text") {
        if (atLineStart) this.lineStarts.add(child);
        atLineStart = false;
      } else if (child.type === "hardBreak") {
        atLineStart = true;
      } else {
        atLineStart = false;
        this.collectLineStarts(child);
      }
    }
  }
}
