import type { CategoryScores, Impact, ScoreCategory } from "./types";

// The constants of spec §9: length limits, word and tag minimums, deductions, bonus, weights.

export const TITLE_MIN = 30;
export const TITLE_MAX = 60;
export const DESCRIPTION_MIN = 120;
export const DESCRIPTION_MAX = 160;
export const MIN_WORDS = 300;
export const EXPAND_CONTENT_MAX_WORDS = 1000;
export const MIN_READABILITY = 60;
export const MIN_SOCIAL_TAGS = 4;
export const MANY_IMAGES = 5;
export const MIN_INTERNAL_LINKS = 3;
export const KEYWORD_MIN_LETTERS = 3;
export const KEYWORD_TOP = 10;

/** Points an issue takes off its category score, by impact. */
export const DEDUCTIONS: Record<Impact, number> = { high: 15, medium: 10, low: 5 };
/** Points each met good practice adds to its category score. */
export const BONUS = 5;

export const WEIGHTS: CategoryScores = {
  technical: 0.25,
  content: 0.25,
  performance: 0.2,
  mobile: 0.15,
  accessibility: 0.1,
  security: 0.05,
};

export const CATEGORIES = Object.keys(WEIGHTS) as ScoreCategory[];
