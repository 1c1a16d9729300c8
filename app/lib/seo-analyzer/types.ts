// The analyzer's vocabulary: what it reads about a page (PageFacts) and what it answers
// (spec §3 "Client analyzer result"). Types only, so every part of the analyzer can share them.

/** What the analyzer needs to know about one page; extracted by seo-facts (DOM or Worker). */
export interface PageFacts {
  /** `<title>` text, trimmed; null when the page has none or it is blank. */
  title: string | null;
  /** `<meta name="description">` content, trimmed; null when missing or blank. */
  description: string | null;
  /** Count of h1 … h6 elements. */
  headings: { h1: number; h2: number; h3: number; h4: number; h5: number; h6: number };
  /** Text of the first h1, trimmed ("" without one). */
  h1Text: string;
  images: { total: number; withAlt: number; withoutAlt: number };
  /** `<a href>` to http(s) pages: same host as the page, or another host. */
  links: { internal: number; external: number };
  /** Distinct internal link targets, absolute, without fragment, in document order. */
  internalUrls: string[];
  /**
   * The words of each internal link, in `internalUrls`' order: the first non-blank one of that
   * target (its text, else its aria-label, else an image's alt), collapsed, at most 120
   * characters; "" when every link to it is blank.
   */
  internalLinkTexts: string[];
  /** Size of the HTML in bytes (UTF-8). */
  pageSize: number;
  hasViewport: boolean;
  /** JSON-LD blocks plus elements with `itemscope`. */
  structuredDataCount: number;
  /** `og:*` and `twitter:*` meta tags. */
  socialTagCount: number;
  canonical: string | null;
  robots: string | null;
  charset: string | null;
  /** `<html lang>`. */
  language: string | null;
  /** Words of the visible body text (script, style, template, noscript left out). */
  wordCount: number;
  /** Flesch reading ease of the body text, 0-100, one decimal. */
  readability: number;
  keywordDensity: KeywordDensity[];
}

export interface KeywordDensity {
  word: string;
  count: number;
  /** Share of all words, in percent, two decimals. */
  density: number;
}

export type IssueType = "critical" | "warning" | "info";
export type Impact = "high" | "medium" | "low";
export type ScoreCategory =
  | "technical"
  | "content"
  | "performance"
  | "mobile"
  | "accessibility"
  | "security";

export interface AnalyzerIssue {
  id: string;
  type: IssueType;
  category: ScoreCategory;
  title: string;
  description: string;
  impact: Impact;
  fix: string;
  /** 1-10, 10 first. */
  priority: number;
  /** Points the issue takes off its category score. */
  estimatedImpact: number;
}

export interface AnalyzerRecommendation {
  id: string;
  title: string;
  description: string;
  priority: "high" | "medium" | "low";
  effort: "low" | "medium" | "high";
  impact: Impact;
  category: ScoreCategory;
  actionSteps: string[];
}

/** The facts the result reports back, plus the lengths and flags derived from them. */
export interface AnalyzerMetrics
  extends Pick<
    PageFacts,
    | "headings"
    | "images"
    | "links"
    | "pageSize"
    | "hasViewport"
    | "structuredDataCount"
    | "socialTagCount"
    | "canonical"
    | "robots"
    | "charset"
    | "language"
    | "wordCount"
    | "readability"
    | "keywordDensity"
  > {
  titleLength: number;
  descriptionLength: number;
  hasStructuredData: boolean;
}

export type CategoryScores = Record<ScoreCategory, number>;

export interface ClientAnalyzerResult {
  url: string;
  overallScore: number;
  scores: CategoryScores;
  issues: AnalyzerIssue[];
  recommendations: AnalyzerRecommendation[];
  metrics: AnalyzerMetrics;
}
