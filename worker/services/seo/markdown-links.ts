// The links of a post's markdown as written: inline links `[words](/path "title")`, reference
// definitions `[label]: /path` and HTML anchors, with where each href sits in the text, so a
// rewrite changes only those characters (the rest of the body stays byte for byte). Code
// (fenced blocks and inline code spans) holds no links. Images are not links.

export interface MarkdownLink {
  /** Where the href starts and ends in the text. */
  start: number;
  end: number;
  href: string;
  /** The link's words (emphasis marks dropped), or the reference's label. */
  text: string;
}

const INLINE_LINK =
  /(?<!!)\[((?:[^[\]\n]|\[[^[\]\n]*\])*)\]\([ \t]*(?:<([^<>\n]*)>|((?:[^\s()<>]|\([^\s()]*\))+))/dg;
const REFERENCE = /^ {0,3}\[([^\]\n]+)\]:[ \t]*(?:<([^<>\n]*)>|(\S+))/dgm;
const ANCHOR = /<a\s[^>]*?\bhref\s*=\s*(["'])(.*?)\1[^>]*>([\s\S]*?)<\/a\s*>/dgi;

/** The character ranges of fenced code blocks and inline code spans. */
function codeRanges(text: string): [number, number][] {
  const ranges: [number, number][] = [];
  const fence = /^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^ {0,3}\1[`~]*[ \t]*$|(?![\s\S]))/gm;
  for (const match of text.matchAll(fence))
    ranges.push([match.index, match.index + match[0].length]);
  const inFence = (at: number) => ranges.some(([from, to]) => at >= from && at < to);
  for (const match of text.matchAll(/(`+)(?!`)[\s\S]*?[^`]\1(?!`)/g)) {
    if (!inFence(match.index)) ranges.push([match.index, match.index + match[0].length]);
  }
  return ranges;
}

const plainWords = (text: string) =>
  text
    .replace(/<[^>]*>/g, "")
    .replace(/[*_`~]/g, "")
    .replace(/\s+/g, " ")
    .trim();

/** Every link of `text` outside code, in the order they appear. */
export function markdownLinks(text: string): MarkdownLink[] {
  const code = codeRanges(text);
  const inCode = (at: number) => code.some(([from, to]) => at >= from && at < to);
  const links: MarkdownLink[] = [];
  const add = (match: RegExpExecArray, hrefGroups: number[], words: string) => {
    if (inCode(match.index)) return;
    for (const group of hrefGroups) {
      const span = match.indices?.[group];
      const href = match[group];
      if (span && href !== undefined) {
        links.push({ start: span[0], end: span[1], href, text: plainWords(words) });
        return;
      }
    }
  };
  for (const match of text.matchAll(INLINE_LINK)) add(match, [2, 3], match[1] ?? "");
  for (const match of text.matchAll(REFERENCE)) add(match, [2, 3], match[1] ?? "");
  for (const match of text.matchAll(ANCHOR)) add(match, [2], match[3] ?? "");
  return links.sort((a, b) => a.start - b.start);
}

/** `text` with each link's href replaced by its `to`; nothing else changes. */
export function rewriteMarkdownLinks(
  text: string,
  links: readonly (MarkdownLink & { to: string })[],
): string {
  let out = "";
  let at = 0;
  for (const link of [...links].sort((a, b) => a.start - b.start)) {
    if (link.start < at) continue;
    out += text.slice(at, link.start) + link.to;
    at = link.end;
  }
  return out + text.slice(at);
}
