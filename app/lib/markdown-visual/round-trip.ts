import { getSchema, type JSONContent } from "@tiptap/core";
import type { Schema } from "@tiptap/pm/model";
import { Lexer } from "marked";
import { renderMarkdown } from "../markdown";
import { visualExtensions } from "./extensions";
import { VisualMarkdownManager } from "./serializer";

// Markdown ⇄ the visual editor's document, byte for byte for every block the user did not
// change. The source is split into top-level blocks with marked's lexer (the tokens' `raw`
// concatenate to the source); each block is parsed on its own. Serializing the edited document
// emits a block's ORIGINAL text wherever its nodes still serialize as they did when opened
// (matched in order, so duplicates work), with the original separators between untouched
// neighbours, and Tiptap's serializer (with our escapes) only for changed or new blocks.
// A block whose visual form would render differently from its markdown becomes a `rawMarkdown`
// atom that keeps its text verbatim.

/** A top-level block of the source as opened. */
export interface SourceBlock {
  /** The block's text, without its trailing line breaks. */
  raw: string;
  /** What follows it up to the next block (blank lines); the last one's is the file's end. */
  after: string;
  /** Its first line (0-based) in the source. */
  line: number;
  /** Its nodes' serialized forms, one per top-level node it became. */
  signatures: string[];
  /** Index of its first top-level node in the opened document. */
  firstNode: number;
}

export interface OpenedMarkdown {
  doc: JSONContent;
  lead: string;
  blocks: SourceBlock[];
}

export interface SerializedMarkdown {
  markdown: string;
  /** The first source line (0-based) of each top-level node of the document. */
  nodeLines: number[];
}

/** Token kinds the visual editor never edits: kept verbatim. */
const VERBATIM_TOKENS = new Set(["html", "def"]);

let shared: { manager: VisualMarkdownManager; schema: Schema } | null = null;

/** The markdown manager and schema, built once (pure, no per-request state). */
function tools() {
  if (!shared) {
    const extensions = visualExtensions();
    shared = { manager: new VisualMarkdownManager(extensions), schema: getSchema(extensions) };
  }
  return shared;
}

function rawNode(markdown: string): JSONContent {
  return { type: "rawMarkdown", attrs: { markdown } };
}

/** One top-level node's markdown (a raw block's own text). */
export function serializeNode(node: JSONContent): string {
  if (node.type === "rawMarkdown") return String(node.attrs?.markdown ?? "");
  return trimBreaks(tools().manager.serialize({ type: "doc", content: [node] }));
}

function trimBreaks(text: string): string {
  return text.replace(/^(?:[ \t]*\r?\n)+/, "").replace(/(?:\r?\n)+$/, "");
}

/** A node as the editor's schema holds it (defaults filled in), so signatures compare alike. */
function normalise(nodes: JSONContent[]): JSONContent[] | null {
  try {
    const { schema } = tools();
    return nodes.map((node) => schema.nodeFromJSON(node).toJSON() as JSONContent);
  } catch {
    return null;
  }
}

/** The nodes a block becomes, or one raw atom when the visual form would not render the same. */
function blockNodes(raw: string, tokenType: string, labels: string[]): JSONContent[] {
  if (VERBATIM_TOKENS.has(tokenType)) return [rawNode(raw)];
  // A reference link reads as text once its block stands alone; editing it would escape it.
  const lower = raw.toLowerCase();
  if (labels.some((label) => lower.includes(`[${label}]`))) return [rawNode(raw)];
  const parsed = normalise(tools().manager.parse(raw).content ?? []);
  if (!parsed || parsed.length === 0) return [rawNode(raw)];
  const back = parsed.map(serializeNode).join("\n\n");
  if (renderMarkdown(back) !== renderMarkdown(raw)) return [rawNode(raw)];
  return parsed;
}

function countLines(text: string): number {
  return text.split("\n").length - 1;
}

/**
 * The one normalisation: CRLF and CR line endings become LF (marked's lexer reads them so, and
 * browsers' text fields already do). Idempotent;
 * docs/decisions/0063-visual-mode-keeps-markdown-byte-for-byte.md.
 */
export function normaliseLineEndings(markdown: string): string {
  return markdown.replace(/\r\n?/g, "\n");
}

/** Splits markdown into top-level blocks and the visual document they become. */
export function openMarkdown(source: string): OpenedMarkdown {
  const markdown = normaliseLineEndings(source);
  const tokens = new Lexer({ gfm: true }).lex(markdown);
  const labels = Object.keys(tokens.links).map((label) => label.toLowerCase());
  const blocks: SourceBlock[] = [];
  const starts: number[] = [];
  const content: JSONContent[] = [];
  let offset = 0;
  for (const token of tokens) {
    const start = offset;
    offset += token.raw.length;
    if (token.type === "space") continue;
    const raw = token.raw.replace(/(?:\r?\n)+$/, "");
    const nodes = blockNodes(raw, token.type, labels);
    starts.push(start);
    blocks.push({
      raw,
      after: "",
      line: countLines(markdown.slice(0, start)),
      signatures: nodes.map(serializeNode),
      firstNode: content.length,
    });
    content.push(...nodes);
  }
  // Between blocks (and after the last) lies the source between their texts.
  blocks.forEach((block, index) => {
    const end = (starts[index] ?? 0) + block.raw.length;
    block.after = markdown.slice(end, starts[index + 1] ?? markdown.length);
  });
  const lead = blocks.length > 0 ? markdown.slice(0, starts[0]) : markdown;
  // A document holds at least one block: an empty post opens as one empty paragraph.
  if (content.length === 0) content.push({ type: "paragraph" });
  return { doc: { type: "doc", content }, lead, blocks };
}

interface Chunk {
  text: string;
  /** The source block it reproduces, or null for a changed or new block. */
  block: number | null;
  /** The top-level nodes it stands for. */
  nodes: number;
}

/** Whether source block `b` is what nodes `at…` serialize to. */
function matches(block: SourceBlock, signatures: string[], at: number): boolean {
  return block.signatures.every((signature, k) => signatures[at + k] === signature);
}

/**
 * The markdown of an edited document: original text for unchanged blocks, the serializer's for
 * the rest, and where each top-level node starts.
 */
export function serializeMarkdown(doc: JSONContent, opened: OpenedMarkdown): SerializedMarkdown {
  const nodes = doc.content ?? [];
  const signatures = nodes.map(serializeNode);
  const { blocks } = opened;
  const chunks: Chunk[] = [];
  let next = 0;
  let at = 0;
  while (at < nodes.length) {
    let found = -1;
    for (let b = next; b < blocks.length; b++) {
      const block = blocks[b];
      if (block && matches(block, signatures, at)) {
        found = b;
        break;
      }
    }
    const block = found >= 0 ? blocks[found] : undefined;
    if (block) {
      chunks.push({ text: block.raw, block: found, nodes: block.signatures.length });
      at += block.signatures.length;
      next = found + 1;
    } else {
      chunks.push({ text: signatures[at] ?? "", block: null, nodes: 1 });
      at += 1;
    }
  }
  return join(chunks, opened);
}

function join(chunks: Chunk[], opened: OpenedMarkdown): SerializedMarkdown {
  const { blocks, lead } = opened;
  const last = blocks.at(-1);
  const endsWithBreak = last ? /\n$/.test(last.after) : /\n$/.test(lead);
  let markdown = "";
  const nodeLines: number[] = [];
  let previous: Chunk | null = null;
  for (const chunk of chunks) {
    if (chunk.text === "" && chunk.block === null) {
      // An empty paragraph has no markdown; its place is the next block's.
      nodeLines.push(countLines(markdown) + (previous ? 2 : 0));
      continue;
    }
    if (previous === null) {
      markdown += chunk.block === 0 ? lead : "";
    } else {
      const kept = previous.block !== null && chunk.block === previous.block + 1;
      markdown += kept ? (blocks[previous.block ?? 0]?.after ?? "\n\n") : "\n\n";
    }
    const line = countLines(markdown);
    for (let k = 0; k < chunk.nodes; k++) nodeLines.push(line);
    markdown += chunk.text;
    previous = chunk;
  }
  if (previous === null) return { markdown: blocks.length === 0 ? lead : "", nodeLines };
  if (previous.block !== null && previous.block === blocks.length - 1) {
    markdown += last?.after ?? "";
  } else if (endsWithBreak) {
    markdown += "\n";
  }
  return { markdown, nodeLines };
}

/** The top-level node that holds a source line (the last block starting at or before it). */
export function nodeAtLine(opened: OpenedMarkdown, line: number): number {
  let node = 0;
  for (const block of opened.blocks) {
    if (block.line > line) break;
    node = block.firstNode;
  }
  return node;
}
