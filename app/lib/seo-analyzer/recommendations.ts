import { EXPAND_CONTENT_MAX_WORDS, MANY_IMAGES, MIN_INTERNAL_LINKS, MIN_WORDS } from "./thresholds";
import type { AnalyzerRecommendation, PageFacts } from "./types";

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
