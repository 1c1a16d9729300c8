import {
  BONUS,
  CATEGORIES,
  DEDUCTIONS,
  MIN_READABILITY,
  MIN_SOCIAL_TAGS,
  MIN_WORDS,
  WEIGHTS,
} from "./thresholds";
import type { AnalyzerIssue, CategoryScores, PageFacts, ScoreCategory } from "./types";

// Scores: each category from its issues and met good practices, then the weighted overall.

/** The good practices that earn +5 each, by the category they raise. */
export function bonuses(facts: PageFacts): Partial<Record<ScoreCategory, number>> {
  const earned: [boolean, ScoreCategory][] = [
    [facts.structuredDataCount > 0, "technical"],
    [facts.socialTagCount >= MIN_SOCIAL_TAGS, "technical"],
    [facts.wordCount >= MIN_WORDS, "content"],
    [facts.readability >= MIN_READABILITY, "content"],
    [facts.hasViewport, "mobile"],
    [facts.images.withoutAlt === 0, "accessibility"],
  ];
  const result: Partial<Record<ScoreCategory, number>> = {};
  for (const [met, category] of earned) {
    if (met) result[category] = (result[category] ?? 0) + BONUS;
  }
  return result;
}

const clamp = (score: number) => Math.min(100, Math.max(0, score));

/**
 * Each category starts at 100, loses 15/10/5 per high/medium/low issue of its own, gains 5 per
 * met good practice, and is clamped to 0-100; so bonuses make up for deductions.
 */
export function categoryScores(issues: readonly AnalyzerIssue[], facts: PageFacts): CategoryScores {
  const gained = bonuses(facts);
  const scores = {} as CategoryScores;
  for (const category of CATEGORIES) {
    const lost = issues
      .filter((item) => item.category === category)
      .reduce((sum, item) => sum + DEDUCTIONS[item.impact], 0);
    scores[category] = clamp(100 - lost + (gained[category] ?? 0));
  }
  return scores;
}

/** The weighted overall score (technical 25 %, content 25 %, performance 20 %, mobile 15 %, …). */
export function overallScore(scores: CategoryScores): number {
  const total = CATEGORIES.reduce((sum, category) => sum + scores[category] * WEIGHTS[category], 0);
  return clamp(Math.round(total));
}
