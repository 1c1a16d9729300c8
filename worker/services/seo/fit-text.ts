import { collapse } from "../../../app/lib/seo-facts";
import { DESCRIPTION_MAX, DESCRIPTION_MIN } from "../../../app/schemas/seo-deploy";

// Titles and meta descriptions fitted to the lengths search results show (a title up to 60
// characters with the site's suffix, a description of 120-160), for the SEO deploy path's
// proposals and the AI SEO writer's drafts. The two callers still cut a little differently
// (see CutStyle); each keeps the output it had before the two fitters became one module.

/** Small words a cut title or description must not end on ("… for", "… and the", "… your"). */
const CONNECTORS = new Set([
  "and",
  "or",
  "for",
  "in",
  "of",
  "the",
  "with",
  "to",
  "a",
  "an",
  "&",
  "on",
  "at",
  "by",
  "from",
  "into",
  "vs",
  "your",
  "our",
  "their",
  "its",
  "my",
  "as",
  "than",
  "about",
  "without",
]);

/** Whether `word` is a small word a title or description must not end on. */
export const isConnector = (word: string) =>
  CONNECTORS.has(word.toLowerCase().replace(/[,:;–.-]+$/, ""));

/** Words a long title may be cut before: it then ends where a phrase ends. */
const PHRASE_STARTS = new Set([
  ...CONNECTORS,
  "when",
  "while",
  "so",
  "that",
  "which",
  "across",
  "through",
  "using",
  "via",
  "before",
  "after",
  "but",
]);

/** Spaces and separators a cut text must not end on. */
const TRAILING = /[\s,:;–-]+$/;

/**
 * How a text is cut at a word (either way no connector is left dangling):
 * - `draft` (AI SEO drafts, whose text comes from a model or markdown): whitespace runs read
 *   as one space, and when the last word boundary is in the first half, the cut is hard.
 * - `snippet` (the deploy path's proposals, from a page's own text): the text is taken as it
 *   is, and nothing is kept of a word that does not fit.
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
  let out =
    style === "draft" && space <= max * 0.5
      ? whole.slice(0, max)
      : cut.slice(0, Math.max(space, 0));
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

const TITLE_SMALL_WORDS = new Set(
  ["and", "or", "for", "of", "the", "to", "in", "on", "a", "an", "with", "vs", "at", "by"].concat([
    "as",
    "via",
    "from",
    "into",
  ]),
);

/**
 * "how to pick an msp for the office" → "How to Pick an MSP for the Office": small words stay
 * lower case except first and after a colon, acronyms and names keep their case (fixCase).
 */
export const titleCase = (text: string) =>
  fixCase(text).replace(
    /(^|[:?!.]\s+|\s|[(/"-])([a-z])([a-z']*)(?![\p{L}\d])/gu,
    (whole, before: string, first: string, rest: string) => {
      const word = first + rest;
      const opens = before === "" || /[:?!.]/.test(before);
      return !opens && TITLE_SMALL_WORDS.has(word)
        ? whole
        : `${before}${first.toUpperCase()}${rest}`;
    },
  );

/** The first letter in capitals, unless the first word is spelled so ("vCIO", "iOS"). */
export const capitalise = (text: string) =>
  /^\p{Ll}+\p{Lu}/u.test(text) ? text : text.charAt(0).toUpperCase() + text.slice(1);

/** Acronyms and names as they are spelled, keyed by their lower case (fixCase). */
const KNOWN_CASE = new Map(
  (
    "MSP MSPs MSSP NOC NOCs SOC SOCs VoIP M365 O365 SLA SLAs MFA 2FA SSO EDR MDR XDR SIEM " +
    "SOAR RMM PSA BCP BCDR DR RPO RTO VPN VPNs SASE SD-WAN LAN WAN DNS DMARC DKIM SPF HIPAA " +
    "GDPR PCI CMMC NIST ISO CIS CIO CIOs CTO CISO vCIO vCISO AI API APIs SaaS IaaS PaaS AWS " +
    "GCP CRM ERP KPI KPIs ROI TCO USB Wi-Fi IoT MDM UCaaS DRaaS BaaS ITIL ITSM IAM PAM " +
    "Microsoft Azure Entra Intune Google ConnectWise Kaseya Datto NinjaOne SentinelOne " +
    "CrowdStrike Cisco Fortinet SharePoint OneDrive Linux macOS iOS Android India Karnataka"
  )
    .split(" ")
    .map((word) => [word.toLowerCase(), word]),
);

/** Words that read as the acronym IT after or before them ("managed it", "it support"). */
const IT_BEFORE = new Set(["managed", "outsourced", "co-managed", "in-house", "business", "your"]);
const IT_AFTER = new Set(
  (
    "support services service team teams department staff staffing security budget budgets " +
    "budgeting provider providers strategy management helpdesk outsourcing infrastructure " +
    "operations professionals costs cost leaders managers compliance assets audit audits " +
    "roadmap governance consulting consultant consultants partner partners policy policies " +
    "checklist projects project needs"
  ).split(" "),
);

/**
 * Acronyms and names in their own spelling, whatever the input's case ("msp" → "MSP", "voip"
 * → "VoIP", "microsoft 365" → "Microsoft 365"); "it" becomes "IT" where it names the trade
 * ("managed it", "it support"), so the pronoun stays a pronoun.
 */
export function fixCase(text: string): string {
  const words = text.split(/(\s+)/);
  return words
    .map((token, index) => {
      const match = /^([("'“]*)([\p{L}\d][\p{L}\d&'’-]*?)([)"'”:;,.!?]*)$/u.exec(token);
      if (!match) return token;
      const [, open = "", word = "", close = ""] = match;
      const lower = word.toLowerCase();
      const known = KNOWN_CASE.get(lower);
      if (known) return `${open}${known}${close}`;
      if (lower === "it" && word !== "It") {
        const before = (words[index - 2] ?? "").toLowerCase();
        const after = (words[index + 2] ?? "").toLowerCase().replace(/[:;,.!?]+$/, "");
        if (word === "IT" || IT_BEFORE.has(before) || IT_AFTER.has(after)) {
          return `${open}IT${close}`;
        }
      }
      if (lower === "it" && word === "It") {
        const after = (words[index + 2] ?? "").toLowerCase().replace(/[:;,.!?]+$/, "");
        if (IT_AFTER.has(after)) return `${open}IT${close}`;
      }
      return token;
    })
    .join("");
}

/**
 * Copy tidied after templates were joined: a word said twice in a row once ("Why Why", "the
 * the", "IT IT"), no space before punctuation, no mark left before an end mark ("backup:." →
 * "backup."), no doubled marks ("..", ",,").
 */
export function tidyCopy(text: string): string {
  return text
    .replace(/(?<![\p{L}\d'’-])([\p{L}\d][\p{L}\d'’-]*)(?:[ \t]+\1)+(?![\p{L}\d'’-])/giu, "$1")
    .replace(/[ \t]+([,.;:!?])/g, "$1")
    .replace(/[,;:–-]+\s*([.!?])/g, "$1")
    .replace(/([!?])[.:;,]+/g, "$1")
    .replace(/([.,;:])\1+/g, "$1")
    .replace(/[ \t]{2,}/g, " ");
}

/**
 * A title (without the site's suffix) that fits `budget` characters. A longer one loses its
 * trailing clause ("X: Y" → "X"), else ends where a phrase ends ("… NOC for a growing MSP"),
 * else at a word; never on a connector ("… for", "… your") nor a separator.
 */
export function fitTitle(title: string, budget: number): string {
  if (title.length <= budget) {
    // A title that fits still may not end on a connector ("Backup plans for") or a separator.
    const words = title.replace(TRAILING, "").split(" ");
    while (words.length > 1 && isConnector(words.at(-1) ?? "")) words.pop();
    return words.join(" ").replace(TRAILING, "") || title;
  }
  // Drop a trailing clause first ("X: Y" → "X"), when what remains still says something.
  for (const separator of [": ", "? ", " – ", " - ", " | ", ", "]) {
    const head = `${title.split(separator)[0] ?? ""}${separator === "? " ? "?" : ""}`;
    if (head.length >= 20 && head.length <= budget) return head;
  }
  const words = title.split(" ");
  const least = Math.max(20, Math.floor(budget / 2));
  for (let end = words.length - 1; end > 0; end--) {
    const head = words.slice(0, end).join(" ");
    if (head.length > budget) continue;
    if (head.length < least) break;
    if (PHRASE_STARTS.has((words[end] ?? "").toLowerCase()) && !isConnector(words[end - 1] ?? "")) {
      return head.replace(TRAILING, "");
    }
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
  let text = tidyCopy(collapse(base)).replace(/[\s,:;–-]+$/, "");
  if (text && !/[.!?]$/.test(text)) text += ".";
  // A draft's sentences end at any end mark ("1.5" splits too), unlike a page's above.
  let kept = leadingSentences(
    (text.match(/[^.!?]+[.!?]+/g) ?? []).map((sentence) => sentence.trim()),
    max,
  );
  if (kept.length >= min) return kept;
  if (!kept && text) kept = endAtPhrase(text, max - 30, Math.round((max - 30) * 0.6));
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
  return kept.length >= min && kept.length <= max ? kept : endAtPhrase(`${kept} ${text}`, max, min);
}

/**
 * `text` ended with a full stop within `max` characters: at the last phrase boundary (a comma,
 * colon, semicolon or dash) that keeps at least `least` characters, else at a word; never on a
 * connector nor mid-word.
 */
function endAtPhrase(text: string, max: number, least: number): string {
  const cut = cutAtWord(text, max - 1, "snippet");
  // A clause mark first: a comma may sit inside a list ("cost, risk and time").
  const clause = Math.max(...[": ", "; ", " – ", " - "].map((mark) => cut.lastIndexOf(mark)));
  const boundary = clause >= least ? clause : cut.lastIndexOf(", ");
  const head = boundary >= least ? cutAtWord(cut.slice(0, boundary), boundary, "snippet") : cut;
  return `${head.replace(/[\s.,;:!?–-]+$/, "")}.`;
}
