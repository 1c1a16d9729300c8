// "- item" typed on a list line the editor already continued ("- ") gave "- - item": a list
// inside a list item, on one line. A second marker typed right after the first is dropped.

const DOUBLE_MARKER = /^(\s*(?:[-*+]|\d{1,9}[.)]) )(?:[-*+]|\d{1,9}[.)]) $/;

const LIST_ITEM = /^\s*(?:[-*+]|\d{1,9}[.)]) \S/;

/**
 * When `next` is `previous` with one space typed that completes a second list marker on a line
 * that held only a marker, the text without that second marker and where the caret goes;
 * otherwise null.
 */
export function dropDoubledListMarker(
  previous: string,
  next: string,
): { value: string; caret: number } | null {
  if (next.length !== previous.length + 1) return null;
  let at = 0;
  while (at < previous.length && previous[at] === next[at]) at++;
  if (next[at] !== " " || next.slice(at + 1) !== previous.slice(at)) return null;
  const lineStart = next.lastIndexOf("\n", at) + 1;
  const lineEnd = next.indexOf("\n", at);
  const line = next.slice(lineStart, lineEnd === -1 ? next.length : lineEnd);
  const match = DOUBLE_MARKER.exec(line);
  if (!match?.[1] || lineStart + line.length !== at + 1) return null;
  // Only on a line the editor continued from a list item ("- - -" alone is a rule).
  const above = next.slice(next.lastIndexOf("\n", lineStart - 2) + 1, Math.max(lineStart - 1, 0));
  if (lineStart === 0 || !LIST_ITEM.test(above)) return null;
  const kept = match[1];
  const value = next.slice(0, lineStart) + kept + next.slice(lineStart + line.length);
  return { value, caret: lineStart + kept.length };
}
