import type { Node as ProseNode } from "@tiptap/pm/model";

// A caret's place in the markdown ⇄ its place in the Visual mode's document (issue 36: the
// others' carets drawn in Visual mode, and this person's Visual caret told to them as a place
// in the shared markdown). The link is the top-level node and the number of characters a
// reader sees before the caret in it: markdown's syntax (list markers, `**`, a link's address)
// has no place in the visual text, so a caret inside it goes to the nearest visible character.

/** A code fence's opening line and its closing one. */
const FENCE = /^( {0,3})(`{3,}|~{3,})[^\n]*\n/;
/** What opens a line without showing: indentation, quote marks, a heading's #s, list markers. */
const LINE_PREFIX =
  /^[ \t]*(?:(?:>[ \t]?|#{1,6}[ \t]+|(?:[-*+]|\d{1,9}[.)])[ \t]+(?:\[[ xX]\][ \t]+)?)[ \t]*)*/;
const ESCAPABLE = /[!-/:-@[-`{-~]/;

/** Where `)` closes the link or image address that starts at `open` (its `(`). */
function addressEnd(raw: string, open: number): number {
  let depth = 0;
  for (let i = open; i < raw.length; i++) {
    if (raw[i] === "\\") i++;
    else if (raw[i] === "(") depth++;
    else if (raw[i] === ")" && --depth === 0) return i + 1;
    else if (raw[i] === "\n") return i;
  }
  return raw.length;
}

/**
 * A markdown block's visible characters: `at[k]` is the raw offset of the k-th character a
 * reader sees; the last entry is the block's length (a caret after everything).
 */
export function visibleOffsets(raw: string): number[] {
  const at: number[] = [];
  const fence = FENCE.exec(raw);
  if (fence) {
    // A code block shows its lines as they are, between the fences.
    const start = fence[0].length;
    const close = raw.lastIndexOf(`\n${fence[1]}${fence[2]}`);
    const end = close >= start ? close : raw.length;
    for (let i = start; i < end; i++) at.push(i);
    at.push(raw.length);
    return at;
  }
  let i = 0;
  let lineStart = true;
  while (i < raw.length) {
    if (lineStart) {
      i += LINE_PREFIX.exec(raw.slice(i))?.[0].length ?? 0;
      lineStart = false;
      continue;
    }
    const c = raw[i] ?? "";
    const next = raw[i + 1] ?? "";
    if (c === "\n") {
      at.push(i);
      i++;
      lineStart = true;
    } else if (c === "\\" && ESCAPABLE.test(next)) {
      at.push(i + 1);
      i += 2;
    } else if (c === "*" || c === "~" || c === "`") {
      i++;
    } else if (c === "_" && !(/\w/.test(raw[i - 1] ?? "") && /\w/.test(next))) {
      i++;
    } else if (c === "!" && next === "[") {
      // An image is one atom in the visual document.
      const close = raw.indexOf("](", i);
      at.push(i);
      i = close < 0 ? i + 2 : addressEnd(raw, close + 1);
    } else if (c === "[") {
      i++;
    } else if (c === "]" && next === "(") {
      i = addressEnd(raw, i + 1);
    } else {
      at.push(i);
      i++;
    }
  }
  at.push(raw.length);
  return at;
}

/** The offset where each line of `markdown` starts. */
function lineStarts(markdown: string): number[] {
  const starts = [0];
  for (let i = 0; i < markdown.length; i++) if (markdown[i] === "\n") starts.push(i + 1);
  return starts;
}

/** The node a line belongs to: the last whose first line is at or before it. */
function nodeOfLine(nodeLines: readonly number[], line: number): number {
  let node = 0;
  nodeLines.forEach((first, index) => {
    if (first <= line) node = index;
  });
  return node;
}

/** Node `node`'s markdown: from its first line to the next node's (trailing breaks dropped). */
function blockOf(markdown: string, nodeLines: readonly number[], node: number) {
  const starts = lineStarts(markdown);
  const first = nodeLines[node] ?? 0;
  const nextLine = nodeLines.slice(node + 1).find((line) => line > first);
  const start = starts[Math.min(first, starts.length - 1)] ?? 0;
  const end = nextLine === undefined ? markdown.length : (starts[nextLine] ?? markdown.length);
  return { start, raw: markdown.slice(start, end).replace(/\n+$/, "") };
}

/**
 * A place in the markdown as the Visual mode has it: the top-level node (by `nodeLines`, each
 * node's first source line) and the visible characters before it there.
 */
export function toVisual(markdown: string, nodeLines: readonly number[], offset: number) {
  const clamped = Math.max(0, Math.min(offset, markdown.length));
  const line = markdown.slice(0, clamped).split("\n").length - 1;
  const node = nodeOfLine(nodeLines, line);
  const { start, raw } = blockOf(markdown, nodeLines, node);
  const at = visibleOffsets(raw);
  const within = clamped - start;
  let visible = 0;
  while (visible < at.length - 1 && (at[visible] ?? 0) < within) visible++;
  return { node, visible };
}

/** The markdown offset of the place `visible` characters into top-level node `node`. */
export function toMarkdown(
  markdown: string,
  nodeLines: readonly number[],
  node: number,
  visible: number,
): number {
  const { start, raw } = blockOf(markdown, nodeLines, node);
  const at = visibleOffsets(raw);
  return start + (at[Math.max(0, Math.min(visible, at.length - 1))] ?? raw.length);
}

/** Where top-level node `index` of `doc` starts. */
export function nodeStart(doc: ProseNode, index: number): number {
  let pos = 0;
  for (let i = 0; i < Math.min(index, doc.childCount); i++) pos += doc.child(i).nodeSize;
  return pos;
}

const visibleText = (doc: ProseNode, from: number, to: number) =>
  doc.textBetween(from, to, "\n", "\ufffc").length;

/** A document position as (top-level node, visible characters before it in that node). */
export function placeOf(doc: ProseNode, pos: number) {
  const node = doc.resolve(Math.min(pos, doc.content.size)).index(0);
  const start = nodeStart(doc, node);
  return { node, visible: visibleText(doc, start, Math.max(start, pos)) };
}

/** The document position `visible` characters into top-level node `node` (its text's end at most). */
export function positionOf(doc: ProseNode, node: number, visible: number): number {
  const index = Math.min(node, doc.childCount - 1);
  if (index < 0) return 0;
  const start = nodeStart(doc, index);
  const end = start + doc.child(index).nodeSize - 1;
  // The first position with that many characters before it (they only grow along the node).
  let low = start + 1;
  let high = end;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (visibleText(doc, start, middle) >= visible) high = middle;
    else low = middle + 1;
  }
  // Into the text it belongs to (a list's first position is before its item's paragraph).
  let pos = Math.min(low, end);
  while (pos < end && !doc.resolve(pos).parent.inlineContent) pos++;
  return pos;
}
