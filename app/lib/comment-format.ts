// The words of "Comments on drafts" (issue 35): pure functions, so the comments panel, the
// blog editor, edit mode and the tests share them. Times are said in words, never as ISO
// timestamps; a thread's state is always said, never shown by colour alone. Types only from
// the schema: the blog editor's header imports this file and must stay free of zod.

import type { CommentAnchor, DraftComment } from "~/schemas/comments";
import { type ElementContext, eidRole, truncateText } from "./element-names";
import { timeAgo } from "./format";

/** A thread: its first comment (which carries the anchor and the resolved state) and replies. */
export interface CommentThread {
  first: DraftComment;
  /** Oldest first, as the API lists them. */
  replies: DraftComment[];
}

/**
 * The API's flat list (oldest first) as threads, oldest first. A reply whose first comment is
 * missing from the list stands as a thread of its own rather than being lost.
 */
export function commentThreads(comments: readonly DraftComment[]): CommentThread[] {
  const threads: CommentThread[] = [];
  const byId = new Map<string, CommentThread>();
  for (const comment of comments) {
    if (comment.parentId === null) {
      const thread = { first: comment, replies: [] };
      byId.set(comment.id, thread);
      threads.push(thread);
    }
  }
  for (const comment of comments) {
    if (comment.parentId === null) continue;
    const thread = byId.get(comment.parentId);
    if (thread) thread.replies.push(comment);
    else threads.push({ first: comment, replies: [] });
  }
  return threads;
}

export const isResolved = (thread: CommentThread) => thread.first.resolvedAt !== null;

export type ThreadFilter = "open" | "resolved" | "all";

/** The panel's filter, in its order; "Open" is the default. */
export const THREAD_FILTERS: readonly { value: ThreadFilter; label: string }[] = [
  { value: "open", label: "Open" },
  { value: "resolved", label: "Resolved" },
  { value: "all", label: "All" },
];

export function filterThreads(
  threads: readonly CommentThread[],
  filter: ThreadFilter,
): CommentThread[] {
  if (filter === "all") return [...threads];
  return threads.filter((thread) => isResolved(thread) === (filter === "resolved"));
}

/** How many threads each filter shows. */
export function threadCounts(threads: readonly CommentThread[]): Record<ThreadFilter, number> {
  const resolved = threads.filter(isResolved).length;
  return { open: threads.length - resolved, resolved, all: threads.length };
}

/** The Comments button's words: "Comments (3)" open threads, "Comments" while unknown. */
export function commentsButtonText(openThreads: number | null): string {
  return openThreads === null ? "Comments" : `Comments (${openThreads})`;
}

/** "1 open thread", "3 open threads": the button's count for screen readers. */
export const openThreadsWords = (count: number) =>
  `${count} open ${count === 1 ? "thread" : "threads"}`;

/** The edit-mode marker's name: "1 comment", "4 comments". */
export const commentCountWords = (count: number) =>
  `${count} ${count === 1 ? "comment" : "comments"}`;

/** Who wrote a comment: "You" for the caller's own, else the username. */
export const authorWords = (comment: Pick<DraftComment, "author" | "mine">) =>
  comment.mine ? "You" : comment.author;

export interface ThreadState {
  resolved: boolean;
  /** The badge: "Open" or "Resolved". */
  text: "Open" | "Resolved";
  /** "Resolved by bob 2 hours ago"; null while open. */
  detail: string | null;
}

/** A thread's state in words, from its first comment. */
export function threadStateWords(
  first: Pick<DraftComment, "resolvedAt" | "resolvedBy">,
  now: number = Date.now(),
): ThreadState {
  if (first.resolvedAt === null) return { resolved: false, text: "Open", detail: null };
  const by = first.resolvedBy ? ` by ${first.resolvedBy}` : "";
  return {
    resolved: true,
    text: "Resolved",
    detail: `Resolved${by} ${timeAgo(first.resolvedAt, now)}`,
  };
}

/** How much of an anchor's quote its words show. */
const ANCHOR_QUOTE_SHOWN = 60;

/** "Hero heading" → "hero heading", but "FAQ 3 question" keeps its capitals. */
const lowerFirst = (text: string) =>
  /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;

const quoted = (quote: string) => {
  const text = truncateText(quote, ANCHOR_QUOTE_SHOWN);
  return text ? `“${text}”` : "";
};

/**
 * What a thread is about, in words: "On the hero heading “Managed IT…”" for a page element
 * (named from its data-eid, with the page's context when known), "On paragraph 3: “Cloud
 * costs…”" for a post's block.
 */
export function anchorWords(anchor: CommentAnchor, context?: ElementContext): string {
  const quote = quoted(anchor.quote);
  if (anchor.kind === "block") {
    return `On paragraph ${anchor.index + 1}${quote ? `: ${quote}` : ""}`;
  }
  const role = lowerFirst(eidRole(anchor.eid, context));
  // "Paragraph 3" names one block already: "On paragraph 3: “…”", not "On the paragraph 3".
  const numbered = /\d$/.test(role);
  if (numbered) return `On ${role}${quote ? `: ${quote}` : ""}`;
  return `On the ${role}${quote ? ` ${quote}` : ""}`;
}

/** A piece of a comment's words: plain text, or a mention of a staff username. */
export interface BodyPart {
  text: string;
  mention: boolean;
}

/** As the API reads them (worker/services/content/comments.ts): not after a word or an "@". */
const MENTION = /@([A-Za-z0-9][A-Za-z0-9._-]{1,63})/g;

/**
 * A comment's words split around its mentions ("@alice"), so they can be highlighted. Only the
 * usernames the API resolved (`mentions`) count; an e-mail address's "@" never does, and a
 * sentence's full stop after a name stays text ("ask @bob." mentions "bob").
 */
export function splitMentions(body: string, mentions: readonly string[]): BodyPart[] {
  const known = new Set(mentions.map((name) => name.toLowerCase()));
  const parts: BodyPart[] = [];
  let from = 0;
  const push = (text: string, mention: boolean) => {
    if (!text) return;
    const last = parts.at(-1);
    if (last && !last.mention && !mention) last.text += text;
    else parts.push({ text, mention });
  };
  for (const match of body.matchAll(MENTION)) {
    const at = match.index ?? 0;
    if (at > 0 && /[\w@]/.test(body.charAt(at - 1))) continue;
    let name = match[1] ?? "";
    while (!known.has(name.toLowerCase()) && /[._-]$/.test(name)) name = name.slice(0, -1);
    if (!known.has(name.toLowerCase())) continue;
    push(body.slice(from, at), false);
    push(`@${name}`, true);
    from = at + 1 + name.length;
  }
  push(body.slice(from), false);
  return parts;
}

/** An anchor's quote: the first 120 characters of the words, spaces tidied. */
export const QUOTE_MAX = 120;
const quoteOf = (text: string) => text.replace(/\s+/g, " ").trim().slice(0, QUOTE_MAX).trim();

/** A data-eid the API takes as an anchor (app/schemas/comments.ts). */
const ANCHOR_EID = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,119}$/;

/** An element anchor from the element's eid and its text; null for an eid the API refuses. */
export function elementAnchor(eid: string, text: string): CommentAnchor | null {
  return ANCHOR_EID.test(eid) ? { kind: "element", eid, quote: quoteOf(text) } : null;
}

/** One top-level block of a post's markdown: its index and its words without markup. */
export interface MarkdownBlock {
  index: number;
  text: string;
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/** A block's words: markers, link targets and emphasis left out; fences' code kept. */
function blockText(lines: readonly string[]): string {
  const fenced = FENCE.test(lines[0] ?? "");
  if (fenced) {
    const body = lines.slice(1);
    if (FENCE.test(body.at(-1) ?? "")) body.pop();
    return body.join(" ").replace(/\s+/g, " ").trim();
  }
  return lines
    .map((line) => line.replace(/^\s{0,3}(?:(?:#{1,6}|>|[-*+]|\d{1,9}[.)])(?:\s+|$))+/, ""))
    .join(" ")
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]+>/g, "")
    .replace(/[*_~`]+/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * A post's top-level blocks, the way a block anchor counts them: the markdown split on blank
 * lines, except inside fenced code (``` or ~~~), whose blank lines belong to the code.
 */
export function markdownBlocks(markdown: string): MarkdownBlock[] {
  const blocks: string[][] = [];
  let current: string[] = [];
  let fence: { char: string; length: number } | null = null;
  for (const line of markdown.replace(/\r\n?/g, "\n").split("\n")) {
    if (fence) {
      current.push(line);
      const close = /^ {0,3}(`{3,}|~{3,})\s*$/.exec(line)?.[1];
      if (close?.startsWith(fence.char) && close.length >= fence.length) fence = null;
      continue;
    }
    const open = FENCE.exec(line)?.[1];
    if (open) {
      fence = { char: open.charAt(0), length: open.length };
      current.push(line);
      continue;
    }
    if (line.trim() === "") {
      if (current.length > 0) blocks.push(current);
      current = [];
      continue;
    }
    current.push(line);
  }
  if (current.length > 0) blocks.push(current);
  return blocks.map((lines, index) => ({ index, text: blockText(lines) }));
}

/** A block as the "About" choice says it: "Paragraph 3: Cloud costs grow when…". */
export function blockLabel(block: MarkdownBlock): string {
  const words = truncateText(block.text, 48);
  return words ? `Paragraph ${block.index + 1}: ${words}` : `Paragraph ${block.index + 1}`;
}

/** The anchor of a comment on a post's block. */
export const blockAnchor = (block: MarkdownBlock): CommentAnchor => ({
  kind: "block",
  index: block.index,
  quote: quoteOf(block.text),
});

/** Where edit mode puts a marker: an element's open anchored threads. */
export interface ElementMarker {
  eid: string;
  /** Comments in those threads, replies included. */
  comments: number;
  /** The oldest of them, which the marker opens. */
  threadId: string;
}

/** The elements with open threads anchored to them, in the order their first thread began. */
export function elementMarkers(threads: readonly CommentThread[]): ElementMarker[] {
  const byEid = new Map<string, ElementMarker>();
  for (const thread of threads) {
    const anchor = thread.first.anchor;
    if (isResolved(thread) || anchor?.kind !== "element") continue;
    const marker = byEid.get(anchor.eid);
    const count = 1 + thread.replies.length;
    if (marker) marker.comments += count;
    else byEid.set(anchor.eid, { eid: anchor.eid, comments: count, threadId: thread.first.id });
  }
  return [...byEid.values()];
}
