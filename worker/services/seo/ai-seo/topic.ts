import { capitalise, fixCase, tidyCopy, titleCase } from "../fit-text";

// How the rule-based writer reads a topic, so its templates stay grammatical whatever staff
// type: a noun phrase ("Managed backup"), a question ("Why do MSPs outsource their NOC?"),
// "How to …", "X vs Y", or a list ("backup, DR, business continuity"), in any case.

export type TopicShape = "noun" | "question" | "how-to" | "versus" | "list";

export interface TopicReading {
  shape: TopicShape;
  /** The topic in Title Case without end marks; a question keeps its "?". */
  title: string;
  /** The topic as it reads mid-sentence, without end marks ("why MSPs outsource their NOC"). */
  phrase: string;
  /** What the piece is about as a noun phrase for any template ("after-hours NOC"). */
  subject: string;
  /** The keywords worth a section of their own: noun phrases, not the topic itself. */
  keywords: string[];
}

const QUESTION_WORDS = /^(why|what|which|who|whom|whose|when|where|whether|how)\b/i;
const AUXILIARIES = new Set(
  "do does did is are was were should can could will would must may might to".split(" "),
);
const PRONOUNS = new Set(["you", "we", "i", "they", "it", "he", "she", "one"]);
const DETERMINERS = new Set(
  "the a an their your our its my this these those his her every each".split(" "),
);
/** Words that end a noun phrase taken out of a question. */
const PHRASE_ENDS = new Set(
  (
    "to for in on at by of from with without into about than vs versus when while if so that " +
    "which who and or but do does did is are be need needs work working"
  ).split(" "),
);
const SMALL = new Set(["and", "or", "for", "of", "the", "to", "in", "on", "a", "an", "with", "vs"]);

/** Strips end marks and spaces ("Patch management." → "Patch management"). */
const withoutEndMarks = (text: string) => text.replace(/[\s.!?…;:,]+$/u, "").trim();

/** Whether every word that is not small starts with a capital ("Why MSPs Outsource Their NOC"). */
function isTitleCased(words: string[]): boolean {
  const rest = words.slice(1).filter((w) => /\p{L}/u.test(w) && !SMALL.has(w.toLowerCase()));
  return rest.length > 0 && rest.every((w) => /^\P{Ll}/u.test(w));
}

/**
 * The text as it reads mid-sentence: capitalised words of Title Case (or shouted) input lower
 * case, acronyms and names in their own spelling (fixCase).
 */
export function sentenceCase(text: string): string {
  const shouted = !/\p{Ll}/u.test(text) && /\p{Lu}{2}[\p{Lu}\s-]*\p{Lu}{3}/u.test(text);
  const words = text.split(/\s+/).filter(Boolean);
  const titled = isTitleCased(words);
  const lowered = words.map((word, index) => {
    if (shouted) return word.toLowerCase();
    // Capitalised only ("Outsource", "After-Hours"), not acronyms or names ("NOC", "ConnectWise").
    const plain = /^[("'“]*\p{Lu}[\p{Ll}'’]*(-\p{L}[\p{Ll}'’]*)*[)"'”:;,.!?]*$/u.test(word);
    return plain && (index === 0 || titled) ? word.toLowerCase() : word;
  });
  return fixCase(lowered.join(" "));
}

/** "migrate" → "migrating", "set" → "setting", "choose" → "choosing", "tie" → "tying". */
export function gerundOf(verb: string): string {
  const lower = verb.toLowerCase();
  if (lower.endsWith("ing") && lower.length > 5) return verb;
  if (lower.endsWith("ie")) return `${verb.slice(0, -2)}ying`;
  if (/[^aeiou]e$/.test(lower) && lower !== "be") return `${verb.slice(0, -1)}ing`;
  if (/^[^aeiou]?[^aeiou][aeiou][^aeiouwxy]$/.test(lower) || DOUBLED.has(lower)) {
    return `${verb}${verb.slice(-1)}ing`;
  }
  return `${verb}ing`;
}
const DOUBLED = new Set(["stop", "plan", "ship", "scan", "skip", "drop", "swap", "trim", "shop"]);

/** A noun phrase inside a question ("Is your backup actually working?" → "backup"). */
function nounOfQuestion(phrase: string): string {
  const words = phrase.split(" ");
  let at = 0;
  while (at < words.length && QUESTION_WORDS.test(words[at] ?? "")) at++;
  while (at < words.length && AUXILIARIES.has((words[at] ?? "").toLowerCase())) at++;
  while (at < words.length && PRONOUNS.has((words[at] ?? "").toLowerCase())) at++;
  const rest = words.slice(at);
  const end = (from: number) => {
    let to = from;
    while (to < rest.length) {
      const word = (rest[to] ?? "").toLowerCase();
      if (PHRASE_ENDS.has(word) || /ly$/.test(word)) break;
      to++;
    }
    return rest.slice(from, to).join(" ");
  };
  // The words after the last determiner before the phrase ends: "move your phone system to …".
  let from = 0;
  for (let i = 0; i < rest.length; i++) {
    const word = (rest[i] ?? "").toLowerCase();
    if (PHRASE_ENDS.has(word) && i > from) break;
    if (DETERMINERS.has(word)) from = i + 1;
  }
  return end(from) || end(0);
}

/** A keyword that reads as a noun phrase (not a question, not a sentence). */
const isNounPhrase = (text: string) =>
  !QUESTION_WORDS.test(text) && !/[?!.]$/.test(text) && text.split(/\s+/).length <= 6;

/** Whether `text` holds `phrase` as whole words, in any case. */
function containsPhrase(text: string, phrase: string): boolean {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(^|[^\\p{L}\\d])${escaped}($|[^\\p{L}\\d])`, "iu").test(text);
}

/** Joins list items: "a, b and c". */
const joinList = (items: string[]) =>
  items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

/** How a topic reads: its shape, its title, its phrase and a noun phrase to write about. */
export function readTopic(topic: string, keywords: readonly string[]): TopicReading {
  const raw = tidyCopy(topic.trim().replace(/\s+/g, " "));
  const asked = /\?\s*$/.test(raw) || (QUESTION_WORDS.test(raw) && !/^how to\b/i.test(raw));
  const phrase = withoutEndMarks(sentenceCase(withoutEndMarks(raw)));
  const [head = phrase] = phrase.split(/:\s+/);
  const items = head.split(/\s*[,;]\s*/).filter(Boolean);
  const seen = new Set([phrase.toLowerCase(), head.toLowerCase()]);
  const usable: string[] = [];
  for (const keyword of keywords) {
    const cased = withoutEndMarks(sentenceCase(keyword));
    if (!cased || seen.has(cased.toLowerCase()) || !isNounPhrase(cased)) continue;
    seen.add(cased.toLowerCase());
    usable.push(cased);
  }
  const versus = /^(.+?)\s+(?:vs\.?|versus)\s+(.+)$/i.exec(head);
  const howTo = /^how to\s+(\S+)(.*)$/i.exec(head);
  let shape: TopicShape = "noun";
  let subject = items[0] ?? head;
  if (versus) {
    shape = "versus";
    subject = `${versus[1]} and ${withoutEndMarks(versus[2] ?? "")}`;
  } else if (howTo) {
    shape = "how-to";
    subject = `${gerundOf(howTo[1] ?? "")}${howTo[2] ?? ""}`;
  } else if (asked) {
    shape = "question";
    subject = usable[0] ?? nounOfQuestion(head);
  } else if (items.length >= 3 || /^(and|or)\s/i.test(items.at(-1) ?? "")) {
    shape = "list";
    subject = joinList(items.map((item) => item.replace(/^(and|or)\s+/i, "")));
  }
  subject =
    subject
      .replace(/^(the|a|an)\s+/i, "")
      .replace(
        /^((complete|ultimate|definitive|practical|quick|short|beginner's)\s+)?guide\s+(to|for)\s+/i,
        "",
      )
      .trim() ||
    usable[0] ||
    phrase;
  // Read as objects: "getting the choice between NOC and SOC right", "… the phone system".
  if (shape === "versus") subject = `the choice between ${subject}`;
  else if (shape === "question" && subject !== usable[0]) subject = `the ${subject}`;
  // A keyword inside the subject needs no section of its own: the subject is used throughout.
  const own = usable.filter((keyword) => !containsPhrase(subject, keyword));
  const titled = titleCase(capitalise(phrase));
  return {
    shape,
    title: asked ? `${titled}?` : titled,
    phrase,
    subject,
    keywords: own,
  };
}

/**
 * Title candidates for a piece on this topic, best first; the writer takes the first that
 * fits (varied by a seed among equally good ones).
 */
export function titleCandidates(
  reading: TopicReading,
  audience: string,
  blog: boolean,
): { preferred: string[]; plain: string } {
  const { title, shape } = reading;
  const forAudience = `${title} for ${audience}`;
  const own = /[:?]/.test(title);
  let preferred: string[];
  if (shape === "question" || own) preferred = [];
  else if (shape === "versus") preferred = [`${title}: Which Is Right for You?`];
  else if (shape === "how-to") {
    preferred = blog ? [`${title}: A Practical Guide`, `${title}: A Step-by-Step Guide`] : [];
  } else if (blog) {
    preferred = [
      `${title}: A Practical Guide for ${audience}`,
      `${title}: What Good Looks Like`,
      `A Practical Guide to ${title}`,
    ];
  } else preferred = / for /i.test(title) ? [] : [forAudience];
  return { preferred: preferred.map((t) => titleCase(t)), plain: title };
}
