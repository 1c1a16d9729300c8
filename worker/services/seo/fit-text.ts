import { collapse } from "../../../app/lib/seo-facts";
import { DESCRIPTION_MAX, DESCRIPTION_MIN } from "../../../app/schemas/seo-deploy";

// Titles and meta descriptions fitted to the lengths search results show (a title up to 60
// characters with the site's suffix, a description of 120-160), for the SEO deploy path's
// proposals and the AI SEO writer's drafts. The two callers still cut a little differently
// (see CutStyle); each keeps the output it had before the two fitters became one module.

/** Small words a cut title or description must not end on ("… for", "… and the"). */
const CONNECTORS = new Set(["and", "or", "for", "in", "of", "the", "with", "to", "a", "an", "&"]);

/** Spaces and separators a cut text must not end on. */
const TRAILING = /[\s,:;–-]+$/;

/**
 * How a text is cut at a word:
 * - `draft` (AI SEO drafts, whose text comes from a model or markdown): whitespace runs read
 *   as one space, and when the last word boundary is in the first half, the cut is hard.
 * - `snippet` (the deploy path's proposals, from a page's own text): the text is taken as it
 *   is, nothing is kept of a word that does not fit, and no connector is left dangling.
 */
export type CutStyle = "draft" | "snippet";

/**
 * `text` cut at a word boundary to at most `max` characters, without trailing separators.
 *
 * @example cutAtWord("Managed IT for dental practices and clinics", 34, "snippet") === "Managed IT for dental practices"
 */
export function cutAtWord(text: string, max: number, style: CutStyle = "draft"): string {
  const whole = style === "draft" ? collapse(text) : text;
  if (whole.length <= max) return whole;
  const cut = whole.slice(0, max + 1);
  const space = cut.lastIndexOf(" ");
  if (style === "draft") {
    return (space > max * 0.5 ? cut.slice(0, space) : whole.slice(0, max)).replace(TRAILING, "");
  }
  let out = cut.slice(0, Math.max(space, 0));
  for (let at = out.lastIndexOf(" "); at !== -1; at = out.lastIndexOf(" ")) {
    const last = out
      .slice(at + 1)
      .toLowerCase()
      .replace(/[,:;–-]+$/, "");
    if (!CONNECTORS.has(last)) break;
    out = out.slice(0, at);
  }
  return out.replace(TRAILING, "");
}

/** "managed it for the office" → "Managed It for the Office" (small words stay lower case). */
export const titleCase = (text: string) =>
  text.replace(/\b([a-z])([a-z']*)/g, (word, first: string, rest: string) =>
    ["and", "or", "for", "of", "the", "to", "in", "on", "a", "an", "with", "vs"].includes(word)
      ? word
      : first.toUpperCase() + rest,
  );

/** A title (without the site's suffix) that fits `budget` characters. */
export function fitTitle(title: string, budget: number): string {
  if (title.length <= budget) return title;
  // Drop a trailing clause first ("X: Y" → "X"), when what remains still says something.
  for (const separator of [": ", " – ", " - ", " | ", ", "]) {
    const head = title.split(separator)[0] ?? "";
    if (head.length >= 20 && head.length <= budget) return head;
  }
  return cutAtWord(title, budget, "snippet");
}

/**
 * Sentences of a page's text, each with its end marks. An end mark counts only before a space
 * or the end, so "1.5" does not end one.
 */
function sentencesOf(text: string): string[] {
  return text.match(/[^.!?]+[.!?]+(\s|$)/g)?.map((s) => s.trim()) ?? (text ? [text] : []);
}

/** The first whole sentences that fit in `max` characters together, joined by spaces. */
function leadingSentences(sentences: readonly string[], max: number): string {
  let out = "";
  for (const sentence of sentences) {
    const next = out ? `${out} ${sentence}` : sentence;
    if (next.length > max) break;
    out = next;
  }
  return out;
}

/**
 * A description inside 120-160 characters from a page's current one and its lead text: one
 * that is too long is trimmed at a sentence (or cut at a word); one that is too short, or
 * missing, is completed with the lead's sentences, and with the start of one that does not
 * fit whole when whole ones fall short.
 */
export function fitDescriptionFromPage(current: string, lead: string): string {
  if (current.length > DESCRIPTION_MAX) {
    const out = leadingSentences(sentencesOf(current), DESCRIPTION_MAX);
    if (out.length >= DESCRIPTION_MIN) return out;
    return `${cutAtWord(current, DESCRIPTION_MAX - 1, "snippet").replace(/[.,;:]$/, "")}.`;
  }
  let out = current;
  const unused: string[] = [];
  for (const sentence of sentencesOf(lead)) {
    if (out.length >= DESCRIPTION_MIN) break;
    if (out.includes(sentence)) continue;
    const next = out ? `${out} ${sentence}` : sentence;
    if (next.length > DESCRIPTION_MAX) {
      if (out.length === 0) return `${cutAtWord(sentence, DESCRIPTION_MAX - 1, "snippet")}.`;
      unused.push(sentence);
      continue;
    }
    out = next;
  }
  // Whole sentences fell short of 120: end with the start of one that did not fit.
  for (const sentence of unused) {
    if (out.length >= DESCRIPTION_MIN) break;
    const room = DESCRIPTION_MAX - out.length - 2;
    const part = `${cutAtWord(sentence, room, "snippet").replace(/[.,;:]$/, "")}.`;
    if (out.length + 1 + part.length >= DESCRIPTION_MIN) out = `${out} ${part}`;
  }
  return out;
}

const DESCRIPTION_FILLERS = [
  "Practical steps, common mistakes and what good looks like.",
  "Written for busy teams who want results without the jargon.",
  "Includes a checklist you can use this week.",
  "See what good looks like.",
  "Clear steps inside.",
];

/**
 * A draft's description of 120-160 characters built from `base`: whole sentences while they
 * fit, then short closing sentences chosen so the total lands inside the range.
 */
export function fitDescription(base: string, min = DESCRIPTION_MIN, max = DESCRIPTION_MAX): string {
  let text = collapse(base);
  if (text && !/[.!?]$/.test(text)) text += ".";
  // A draft's sentences end at any end mark ("1.5" splits too), unlike a page's above.
  let kept = leadingSentences(
    (text.match(/[^.!?]+[.!?]+/g) ?? []).map((sentence) => sentence.trim()),
    max,
  );
  if (kept.length >= min) return kept;
  if (!kept && text) kept = `${cutAtWord(text, max - 30)}.`;
  const unused = [...DESCRIPTION_FILLERS];
  while (kept.length < min && unused.length > 0) {
    const join = (filler: string) => `${kept} ${filler}`.trim();
    const fits = unused.find((f) => join(f).length >= min && join(f).length <= max);
    const grows = unused.find((f) => join(f).length < min);
    const chosen = fits ?? grows;
    if (!chosen) break;
    kept = join(chosen);
    unused.splice(unused.indexOf(chosen), 1);
  }
  return kept.length >= min && kept.length <= max
    ? kept
    : `${cutAtWord(`${kept} ${text}`, max - 1)}.`;
}
