import { parseUrl } from "../../schemas/text";
import {
  DEDUCTIONS,
  DESCRIPTION_MAX,
  DESCRIPTION_MIN,
  MIN_READABILITY,
  MIN_SOCIAL_TAGS,
  MIN_WORDS,
  TITLE_MAX,
  TITLE_MIN,
} from "./thresholds";
import type { AnalyzerIssue, Impact, IssueType, PageFacts } from "./types";

// The checks of spec §9: each failed rule is one issue with its category, priority and fix.

const IMPACT_OF: Record<IssueType, Impact> = { critical: "high", warning: "medium", info: "low" };

type IssueInput = Omit<AnalyzerIssue, "impact" | "estimatedImpact">;

function issue(input: IssueInput): AnalyzerIssue {
  const impact = IMPACT_OF[input.type];
  return { ...input, impact, estimatedImpact: DEDUCTIONS[impact] };
}

function isHttps(url: string): boolean {
  return parseUrl(url)?.protocol === "https:";
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
