import { KEYWORD_MIN_LETTERS, KEYWORD_TOP } from "./thresholds";
import type { KeywordDensity, PageFacts } from "./types";

// Text statistics of a page's visible text: words, Flesch reading ease, keyword density.

/** Common English words that say nothing about a page's topic. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    "the and for are but not you all any can had her was one our out has him his how its may " +
    "new now old see two who did get let put say she too use that with have this will your from " +
    "they know want been good much some time very when come here just like long make many more " +
    "only over such take than them well were what which while would there their these those " +
    "about after again also into most other then could should each where does doing done being " +
    "both down during few further once same own because before below between through under until " +
    "off above against why yours ours itself himself herself themselves myself whom shall upon " +
    "via per within without across whether every either neither onto"
  ).split(" "),
);

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;

/** The words of a text, as written. */
export function wordsOf(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** Syllables of an English word, estimated from its vowel groups (Flesch-style counting). */
export function countSyllables(word: string): number {
  const w = word.toLowerCase().replace(/[^a-z]/g, "");
  if (w.length === 0) return 1;
  if (w.length <= 3) return 1;
  const trimmed = w.replace(/(?:[^laeiouy]es|ed|[^laeiouy]e)$/, "").replace(/^y/, "");
  const groups = trimmed.match(/[aeiouy]{1,2}/g);
  return Math.max(1, groups?.length ?? 1);
}

/**
 * What was worked out per distinct word (its syllables, the keyword it counts as), kept across
 * pages: a crawl's pages share most of their words. Bounded: cleared when full.
 */
const MEMO_MAX = 20_000;
const syllablesOf = new Map<string, number>();
const keywordOf = new Map<string, string | null>();

function remembered<T>(memo: Map<string, T>, word: string, work: (word: string) => T): T {
  const known = memo.get(word);
  if (known !== undefined) return known;
  if (memo.size >= MEMO_MAX) memo.clear();
  const value = work(word);
  memo.set(word, value);
  return value;
}

/** The keyword a word (as written) counts as; null for stop words and short words. */
function keywordKey(raw: string): string | null {
  const word = raw.toLowerCase().replace(/[’']/g, "");
  const letters = word.replace(/[^\p{L}]/gu, "");
  return letters.length < KEYWORD_MIN_LETTERS || STOP_WORDS.has(word) ? null : word;
}

/** Whether a piece of text holds a word (WORD starts at a letter or a digit). */
const HAS_WORD = /[\p{L}\p{N}]/u;

/**
 * Flesch reading ease: 206.835 − 1.015 × words per sentence − 84.6 × syllables per word,
 * clamped to 0-100, one decimal. A text without words scores 0.
 */
export function fleschReadingEase(text: string, words: readonly string[] = wordsOf(text)): number {
  if (words.length === 0) return 0;
  const sentences = Math.max(
    1,
    text.split(/[.!?]+(?:\s|$)/).filter((s) => HAS_WORD.test(s)).length,
  );
  // A page says the same words many times: each distinct word is counted once.
  let syllables = 0;
  for (const word of words) syllables += remembered(syllablesOf, word, countSyllables);
  const score = 206.835 - 1.015 * (words.length / sentences) - 84.6 * (syllables / words.length);
  return Math.round(Math.min(100, Math.max(0, score)) * 10) / 10;
}

/** The top 10 words of 3 or more letters, stop words out, most frequent first (ties: A-Z). */
export function keywordDensity(
  text: string,
  written: readonly string[] = wordsOf(text),
): KeywordDensity[] {
  if (written.length === 0) return [];
  const counts = new Map<string, number>();
  for (const raw of written) {
    // Whether a word (as written) counts, and as which keyword: decided once per distinct word.
    const key = remembered(keywordOf, raw, keywordKey);
    if (key !== null) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .slice(0, KEYWORD_TOP)
    .map(([word, count]) => ({
      word,
      count,
      density: Math.round((count / written.length) * 10000) / 100,
    }));
}

/** Word count, readability and keyword density of a page's visible text (its words read once). */
export function textStats(
  text: string,
): Pick<PageFacts, "wordCount" | "readability" | "keywordDensity"> {
  const words = wordsOf(text);
  return {
    wordCount: words.length,
    readability: fleschReadingEase(text, words),
    keywordDensity: keywordDensity(text, words),
  };
}
