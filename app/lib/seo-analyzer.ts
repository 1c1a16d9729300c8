// The client SEO analyzer (spec §3 "Client analyzer result", §9 thresholds): page facts in, a
// scored result out. Pure and browser-safe: the SEO Analyzer tab runs it on DOMParser facts,
// the Worker (crawler, server analysis, publishing gate) on HTMLRewriter facts.
// Its parts live in ./seo-analyzer/ (types, thresholds, text statistics, issues, advice,
// scoring, bands); this module puts them together and is the one the rest of the code imports.

import { findIssues } from "./seo-analyzer/issues";
import { recommend } from "./seo-analyzer/recommendations";
import { categoryScores, overallScore } from "./seo-analyzer/scoring";
import type {
  AnalyzerIssue,
  CategoryScores,
  ClientAnalyzerResult,
  PageFacts,
} from "./seo-analyzer/types";

export {
  type AnalyzerColour,
  analyzerColour,
  type ScoreBand,
  type ServerLabel,
  scoreBand,
  serverLabel,
} from "./seo-analyzer/bands";
export { findIssues } from "./seo-analyzer/issues";
export { recommend } from "./seo-analyzer/recommendations";
export { bonuses, categoryScores, overallScore } from "./seo-analyzer/scoring";
export {
  countSyllables,
  fleschReadingEase,
  keywordDensity,
  STOP_WORDS,
  textStats,
  wordsOf,
} from "./seo-analyzer/text-stats";
export {
  BONUS,
  CATEGORIES,
  DEDUCTIONS,
  DESCRIPTION_MAX,
  DESCRIPTION_MIN,
  EXPAND_CONTENT_MAX_WORDS,
  KEYWORD_MIN_LETTERS,
  KEYWORD_TOP,
  MANY_IMAGES,
  MIN_INTERNAL_LINKS,
  MIN_READABILITY,
  MIN_SOCIAL_TAGS,
  MIN_WORDS,
  TITLE_MAX,
  TITLE_MIN,
  WEIGHTS,
} from "./seo-analyzer/thresholds";
export type {
  AnalyzerIssue,
  AnalyzerMetrics,
  AnalyzerRecommendation,
  CategoryScores,
  ClientAnalyzerResult,
  Impact,
  IssueType,
  KeywordDensity,
  PageFacts,
  ScoreCategory,
} from "./seo-analyzer/types";

/** Scores one page: category scores, overall, issues (highest priority first), advice, metrics. */
export function analyzePage(facts: PageFacts, url: string): ClientAnalyzerResult {
  const issues = findIssues(facts, url);
  const scores = categoryScores(issues, facts);
  return {
    url,
    overallScore: overallScore(scores),
    scores,
    issues,
    recommendations: recommend(facts),
    metrics: {
      titleLength: facts.title?.length ?? 0,
      descriptionLength: facts.description?.length ?? 0,
      headings: facts.headings,
      images: facts.images,
      links: facts.links,
      pageSize: facts.pageSize,
      hasViewport: facts.hasViewport,
      hasStructuredData: facts.structuredDataCount > 0,
      structuredDataCount: facts.structuredDataCount,
      socialTagCount: facts.socialTagCount,
      canonical: facts.canonical,
      robots: facts.robots,
      charset: facts.charset,
      language: facts.language,
      wordCount: facts.wordCount,
      readability: facts.readability,
      keywordDensity: facts.keywordDensity,
    },
  };
}

/** The id of the note the basic result carries, and the line the analyzer shows above it. */
export const LIMITED_NOTE_ID = "external-url-limited";
export const NOT_ANALYSED_TEXT = "Not analysed: the page could not be fetched";

/**
 * What the analyzer shows when a page could not be fetched ('Failed to fetch URL for
 * analysis'): the spec's fixed basic result, score 75, with the 'External URL Analysis
 * Limited' note.
 */
export function limitedAnalysis(url: string): ClientAnalyzerResult {
  const note: AnalyzerIssue = {
    id: LIMITED_NOTE_ID,
    type: "info",
    category: "technical",
    title: "External URL Analysis Limited",
    description:
      "The page could not be fetched for a full analysis, so this is a basic result. Check that the URL is public and answers with HTML.",
    impact: "low",
    fix: "Try again later, or analyse a page of this site.",
    priority: 1,
    estimatedImpact: 0,
  };
  const scores: CategoryScores = {
    technical: 75,
    content: 75,
    performance: 75,
    mobile: 75,
    accessibility: 75,
    security: 75,
  };
  return {
    url,
    overallScore: 75,
    scores,
    issues: [note],
    recommendations: [],
    metrics: {
      titleLength: 0,
      descriptionLength: 0,
      headings: { h1: 0, h2: 0, h3: 0, h4: 0, h5: 0, h6: 0 },
      images: { total: 0, withAlt: 0, withoutAlt: 0 },
      links: { internal: 0, external: 0 },
      pageSize: 0,
      hasViewport: false,
      hasStructuredData: false,
      structuredDataCount: 0,
      socialTagCount: 0,
      canonical: null,
      robots: null,
      charset: null,
      language: null,
      wordCount: 0,
      readability: 0,
      keywordDensity: [],
    },
  };
}

/** Whether a result has an issue the publishing gate treats as blocking. */
export function criticalIssues(result: ClientAnalyzerResult): AnalyzerIssue[] {
  return result.issues.filter((item) => item.type === "critical");
}
