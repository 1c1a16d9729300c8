// The client SEO analyzer (spec §3 "Client analyzer result", §9 thresholds): page facts in, a
// scored result out. Pure and browser-safe: the SEO Analyzer tab runs it on DOMParser facts,
// the Worker (crawler, server analysis, publishing gate) on HTMLRewriter facts.

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

export interface AnalyzerMetrics {
  titleLength: number;
  descriptionLength: number;
  headings: PageFacts["headings"];
  images: PageFacts["images"];
  links: PageFacts["links"];
  pageSize: number;
  hasViewport: boolean;
  hasStructuredData: boolean;
  structuredDataCount: number;
  socialTagCount: number;
  canonical: string | null;
  robots: string | null;
  charset: string | null;
  language: string | null;
  wordCount: number;
  readability: number;
  keywordDensity: KeywordDensity[];
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

// ---- Constants of spec §9 ----------------------------------------------------------------

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

const IMPACT_OF: Record<IssueType, Impact> = { critical: "high", warning: "medium", info: "low" };

// ---- Bands and labels ----------------------------------------------------------------------

export type ScoreBand = "green" | "yellow" | "red";

/** Sitemap and AI dashboards: 80 or more green, 60 to 79 yellow, below 60 red. */
export function scoreBand(score: number): ScoreBand {
  if (score >= 80) return "green";
  if (score >= 60) return "yellow";
  return "red";
}

export type ServerLabel = "Excellent" | "Needs Improvement" | "Critical";

/** Server analysis: Excellent 80 and up, Needs Improvement 60-79, Critical below 60. */
export function serverLabel(score: number): ServerLabel {
  if (score >= 80) return "Excellent";
  if (score >= 60) return "Needs Improvement";
  return "Critical";
}

export type AnalyzerColour = "excellent" | "good" | "fair" | "poor";

/** Client analyzer colour steps at 90, 75 and 60. */
export function analyzerColour(score: number): AnalyzerColour {
  if (score >= 90) return "excellent";
  if (score >= 75) return "good";
  if (score >= 60) return "fair";
  return "poor";
}

// ---- Text statistics ------------------------------------------------------------------------

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
 * Flesch reading ease: 206.835 − 1.015 × words per sentence − 84.6 × syllables per word,
 * clamped to 0-100, one decimal. A text without words scores 0.
 */
export function fleschReadingEase(text: string): number {
  const words = wordsOf(text);
  if (words.length === 0) return 0;
  const sentences = Math.max(
    1,
    text.split(/[.!?]+(?:\s|$)/).filter((s) => wordsOf(s).length > 0).length,
  );
  const syllables = words.reduce((sum, word) => sum + countSyllables(word), 0);
  const score = 206.835 - 1.015 * (words.length / sentences) - 84.6 * (syllables / words.length);
  return Math.round(Math.min(100, Math.max(0, score)) * 10) / 10;
}

/** The top 10 words of 3 or more letters, stop words out, most frequent first (ties: A-Z). */
export function keywordDensity(text: string): KeywordDensity[] {
  const words = wordsOf(text).map((word) => word.toLowerCase().replace(/[’']/g, ""));
  if (words.length === 0) return [];
  const counts = new Map<string, number>();
  for (const word of words) {
    const letters = word.replace(/[^\p{L}]/gu, "");
    if (letters.length < KEYWORD_MIN_LETTERS || STOP_WORDS.has(word)) continue;
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .slice(0, KEYWORD_TOP)
    .map(([word, count]) => ({
      word,
      count,
      density: Math.round((count / words.length) * 10000) / 100,
    }));
}

/** Word count, readability and keyword density of a page's visible text. */
export function textStats(
  text: string,
): Pick<PageFacts, "wordCount" | "readability" | "keywordDensity"> {
  return {
    wordCount: wordsOf(text).length,
    readability: fleschReadingEase(text),
    keywordDensity: keywordDensity(text),
  };
}

// ---- Rules ---------------------------------------------------------------------------------

type IssueInput = Omit<AnalyzerIssue, "impact" | "estimatedImpact">;

function issue(input: IssueInput): AnalyzerIssue {
  const impact = IMPACT_OF[input.type];
  return { ...input, impact, estimatedImpact: DEDUCTIONS[impact] };
}

function isHttps(url: string): boolean {
  try {
    return new URL(url).protocol === "https:";
  } catch {
    return false;
  }
}

/** Every issue of spec §9's checks, highest priority first. */
export function findIssues(facts: PageFacts, url: string): AnalyzerIssue[] {
  const issues: AnalyzerIssue[] = [];
  const titleLength = facts.title?.length ?? 0;
  const descriptionLength = facts.description?.length ?? 0;

  if (facts.title === null) {
    issues.push(
      issue({
        id: "missing-title",
        type: "critical",
        category: "content",
        title: "Missing page title",
        description:
          "The page has no <title>. Search engines show the title as the result's headline.",
        fix: `Add a unique <title> of ${TITLE_MIN}-${TITLE_MAX} characters that names the page's topic.`,
        priority: 10,
      }),
    );
  } else if (titleLength < TITLE_MIN) {
    issues.push(
      issue({
        id: "title-too-short",
        type: "warning",
        category: "content",
        title: "Title too short",
        description: `The title has ${titleLength} characters; fewer than ${TITLE_MIN} wastes space in search results.`,
        fix: "Lengthen the title to 50-60 characters with the page's main keyword.",
        priority: 7,
      }),
    );
  } else if (titleLength > TITLE_MAX) {
    issues.push(
      issue({
        id: "title-too-long",
        type: "warning",
        category: "content",
        title: "Title too long",
        description: `The title has ${titleLength} characters; search results cut titles after about ${TITLE_MAX}.`,
        fix: "Shorten the title to 50-60 characters, main keyword first.",
        priority: 7,
      }),
    );
  }

  if (facts.description === null) {
    issues.push(
      issue({
        id: "missing-description",
        type: "critical",
        category: "content",
        title: "Missing meta description",
        description:
          "The page has no meta description, so search engines pick a snippet themselves.",
        fix: `Add <meta name="description"> of ${DESCRIPTION_MIN}-${DESCRIPTION_MAX} characters summarising the page.`,
        priority: 9,
      }),
    );
  } else if (descriptionLength < DESCRIPTION_MIN) {
    issues.push(
      issue({
        id: "description-too-short",
        type: "warning",
        category: "content",
        title: "Meta description too short",
        description: `The description has ${descriptionLength} characters; fewer than ${DESCRIPTION_MIN} leaves the snippet thin.`,
        fix: `Write ${DESCRIPTION_MIN}-${DESCRIPTION_MAX} characters with a clear benefit and call to action.`,
        priority: 6,
      }),
    );
  } else if (descriptionLength > DESCRIPTION_MAX) {
    issues.push(
      issue({
        id: "description-too-long",
        type: "warning",
        category: "content",
        title: "Meta description too long",
        description: `The description has ${descriptionLength} characters; search results cut it after about ${DESCRIPTION_MAX}.`,
        fix: `Shorten the description to ${DESCRIPTION_MIN}-${DESCRIPTION_MAX} characters.`,
        priority: 6,
      }),
    );
  }

  if (facts.headings.h1 === 0) {
    issues.push(
      issue({
        id: "missing-h1",
        type: "critical",
        category: "content",
        title: "Missing H1 heading",
        description:
          "The page has no <h1>, the main heading that tells readers and crawlers its topic.",
        fix: "Add one <h1> that states the page's topic.",
        priority: 8,
      }),
    );
  } else if (facts.headings.h1 > 1) {
    issues.push(
      issue({
        id: "multiple-h1",
        type: "warning",
        category: "content",
        title: "More than one H1 heading",
        description: `The page has ${facts.headings.h1} <h1> elements; one main heading is clearer.`,
        fix: "Keep one <h1> and turn the others into <h2>.",
        priority: 6,
      }),
    );
  }

  if (!facts.hasViewport) {
    issues.push(
      issue({
        id: "missing-viewport",
        type: "critical",
        category: "mobile",
        title: "Missing viewport meta tag",
        description: "Without a viewport tag, phones show the page zoomed out at desktop width.",
        fix: 'Add <meta name="viewport" content="width=device-width, initial-scale=1">.',
        priority: 9,
      }),
    );
  }

  if (!isHttps(url)) {
    issues.push(
      issue({
        id: "not-https",
        type: "critical",
        category: "security",
        title: "Page not served over HTTPS",
        description:
          "The URL is not https://; browsers mark it as not secure and search engines rank it lower.",
        fix: "Serve the page over HTTPS and redirect http:// to it.",
        priority: 10,
      }),
    );
  }

  if (facts.images.withoutAlt > 0) {
    issues.push(
      issue({
        id: "images-missing-alt",
        type: "warning",
        category: "accessibility",
        title: "Images without alt text",
        description: `${facts.images.withoutAlt} of ${facts.images.total} images have no alt attribute.`,
        fix: 'Describe each image in its alt attribute (alt="" for decoration).',
        priority: 6,
      }),
    );
  }

  if (facts.wordCount < MIN_WORDS) {
    issues.push(
      issue({
        id: "thin-content",
        type: "warning",
        category: "content",
        title: "Thin content",
        description: `The page has ${facts.wordCount} words; fewer than ${MIN_WORDS} rarely answers a search fully.`,
        fix: `Expand the page to at least ${MIN_WORDS} words of useful, specific text.`,
        priority: 5,
      }),
    );
  }

  if (facts.structuredDataCount === 0) {
    issues.push(
      issue({
        id: "no-structured-data",
        type: "info",
        category: "technical",
        title: "No structured data",
        description: "The page has no JSON-LD or microdata, so it cannot earn rich results.",
        fix: "Add schema.org JSON-LD (Organization, WebPage, Article, FAQPage …) that fits the page.",
        priority: 4,
      }),
    );
  }

  if (facts.socialTagCount < MIN_SOCIAL_TAGS) {
    issues.push(
      issue({
        id: "few-social-tags",
        type: "info",
        category: "technical",
        title: "Few social media tags",
        description: `The page has ${facts.socialTagCount} Open Graph/Twitter tags; shares look better with at least ${MIN_SOCIAL_TAGS}.`,
        fix: "Add og:title, og:description, og:image, og:url and twitter:card.",
        priority: 3,
      }),
    );
  }

  if (facts.readability < MIN_READABILITY) {
    issues.push(
      issue({
        id: "low-readability",
        type: "info",
        category: "content",
        title: "Text is hard to read",
        description: `Flesch reading ease is ${facts.readability}; below ${MIN_READABILITY} most readers find the text hard.`,
        fix: "Use shorter sentences and plainer words.",
        priority: 3,
      }),
    );
  }

  return issues.sort((a, b) => b.priority - a.priority);
}

/** The spec's recommendations: expand 300-1000 word pages, optimise many images, link more. */
export function recommend(facts: PageFacts): AnalyzerRecommendation[] {
  const recommendations: AnalyzerRecommendation[] = [];
  if (facts.wordCount >= MIN_WORDS && facts.wordCount <= EXPAND_CONTENT_MAX_WORDS) {
    recommendations.push({
      id: "expand-content",
      title: "Expand the content",
      description: `At ${facts.wordCount} words the page covers the basics; in-depth pages of over ${EXPAND_CONTENT_MAX_WORDS} words tend to rank for more searches.`,
      priority: "medium",
      effort: "medium",
      impact: "medium",
      category: "content",
      actionSteps: [
        "Answer the questions customers ask about this service",
        "Add examples, figures or a short case study",
        "Cover related topics under their own h2 headings",
      ],
    });
  }
  if (facts.images.total > MANY_IMAGES) {
    recommendations.push({
      id: "optimize-images",
      title: "Optimise images",
      description: `The page has ${facts.images.total} images; compressed, correctly sized images load faster.`,
      priority: "medium",
      effort: "low",
      impact: "medium",
      category: "performance",
      actionSteps: [
        "Serve WebP or AVIF",
        "Set width and height on every image",
        'Lazy-load images below the fold (loading="lazy")',
      ],
    });
  }
  if (facts.links.internal < MIN_INTERNAL_LINKS) {
    recommendations.push({
      id: "add-internal-links",
      title: "Add internal links",
      description: `The page links to ${facts.links.internal} other pages of the site; at least ${MIN_INTERNAL_LINKS} help readers and crawlers find related pages.`,
      priority: "medium",
      effort: "low",
      impact: "medium",
      category: "technical",
      actionSteps: [
        "Link to related service pages from the body text",
        "Use descriptive anchor text, not 'click here'",
      ],
    });
  }
  return recommendations;
}

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

/**
 * What the analyzer shows when a page could not be fetched ('Failed to fetch URL for
 * analysis'): the spec's fixed basic result, score 75, with the 'External URL Analysis
 * Limited' note.
 */
export function limitedAnalysis(url: string): ClientAnalyzerResult {
  const note: AnalyzerIssue = {
    id: "external-url-limited",
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
