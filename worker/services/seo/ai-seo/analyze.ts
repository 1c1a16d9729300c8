import { fleschReadingEase, wordsOf } from "../../../../app/lib/seo-analyzer";
import type { AnalyzeInput, ContentAnalysis } from "../../../../app/schemas/ai-seo";
import { TITLE_MAX, TITLE_MIN } from "../../../../app/schemas/seo-deploy";
import { AiError, askModel, extractJsonObject } from "../../outside/ai";
import type { Deps } from "../../platform/deps";
import { capitalise, fitDescription, fitTitle, fixCase, tidyCopy } from "../fit-text";
import { currentProvider, fallbackProvider } from "./provider";

// Content analysis: measured facts and deductions by rules, the model's review on top when
// there is one, and a title and description that fit.

/** Plain text of markdown or HTML content. */
export function plainTextOf(content: string): string {
  return content
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/!\[[^\]]*\]\([^)]*\)/g, " ")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/^#{1,6}\s+/gm, "")
    .replace(/[*_`>|]/g, " ")
    .replace(/&[a-z]+;/gi, " ")
    .replace(/[ \t]+/g, " ")
    .trim();
}

function headingsOf(content: string): string[] {
  const markdown = [...content.matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) => m[1]?.trim() ?? "");
  const html = [...content.matchAll(/<h[1-6][^>]*>([\s\S]*?)<\/h[1-6]>/gi)].map((m) =>
    (m[1] ?? "").replace(/<[^>]+>/g, "").trim(),
  );
  return [...markdown, ...html].filter(Boolean);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function occurrences(text: string, phrase: string): number {
  if (!phrase.trim()) return 0;
  return (text.match(new RegExp(`\\b${escapeRegExp(phrase)}\\b`, "gi")) ?? []).length;
}

/** The rule-based analysis: measured facts, deductions per issue, snippet proposals. */
export function analyzeByRules(input: AnalyzeInput): Omit<ContentAnalysis, "provider"> {
  const text = plainTextOf(input.content);
  const words = wordsOf(text);
  const wordCount = words.length;
  const headings = headingsOf(input.content);
  const firstLine = text.split(/\n/)[0] ?? "";
  const titleSource = headings[0] ?? firstLine;
  const readability = fleschReadingEase(text);
  const issues: string[] = [];
  const suggestions: string[] = [];
  let score = 100;
  const deduct = (points: number, message: string) => {
    score -= points;
    issues.push(message);
  };
  if (wordCount < 300) deduct(15, `Content is short: ${wordCount} words; aim for at least 300.`);
  else if (wordCount < 1000) {
    suggestions.push("Expand the piece towards 1,000 words with examples and a FAQ section.");
  }
  if (headings.length === 0)
    deduct(10, "No headings: split the text into sections with H2 headings.");
  if (readability < 60) {
    deduct(5, `Readability is ${readability} (Flesch); shorter sentences and plainer words help.`);
  }
  const paragraphs = input.content.split(/\n\s*\n/);
  if (paragraphs.some((p) => wordsOf(p).length > 150)) {
    deduct(5, "Some paragraphs are longer than 150 words; break them up for skimming readers.");
  }
  if (!/\]\(|<a\s/i.test(input.content)) {
    deduct(5, "No links: add links to related pages on this site.");
  }
  const firstWords = words.slice(0, 100).join(" ");
  const keywordUsage = input.targetKeywords.map((keyword) => {
    const count = occurrences(text, keyword);
    const density =
      wordCount === 0
        ? 0
        : Math.round(((count * wordsOf(keyword).length) / wordCount) * 10000) / 100;
    const inTitle = occurrences(titleSource, keyword) > 0;
    if (count === 0) deduct(15, `Target keyword "${keyword}" does not appear in the content.`);
    else {
      if (density > 3)
        deduct(10, `Keyword "${keyword}" is overused (${density}% of words); aim for 1-2%.`);
      if (!inTitle) deduct(5, `Keyword "${keyword}" is not in the title or first heading.`);
      if (occurrences(firstWords, keyword) === 0) {
        suggestions.push(`Mention "${keyword}" within the first 100 words.`);
      }
    }
    return { keyword, count, density, inTitle };
  });
  if (input.targetKeywords.length === 0) {
    suggestions.push("Add target keywords to check how well the content covers them.");
  }
  suggestions.push("Finish with one clear call to action (book a call, download, contact).");
  const primary = input.targetKeywords[0] && fixCase(input.targetKeywords[0]);
  const baseTitle = titleSource || primary || "Untitled";
  const titled =
    primary && occurrences(baseTitle, primary) === 0 ? `${primary}: ${baseTitle}` : baseTitle;
  const capitalised = capitalise(titled);
  // Under 30 characters a title wastes the space a search result gives it (spec §9).
  const optimizedTitle = fitTitle(
    tidyCopy(
      fixCase(capitalised.length < TITLE_MIN ? `${capitalised}: A Practical Guide` : capitalised),
    ),
    TITLE_MAX,
  );
  const lead = text
    .split(/\n+/)
    .filter((line) => line !== titleSource && wordsOf(line).length > 6)
    .join(" ");
  const Primary = primary ? capitalise(primary) : "";
  // Without a lead (a heading and little else) the description says what the piece offers,
  // rather than "Managed backup:." and filler.
  const optimizedDescription = fitDescription(
    !lead
      ? `${Primary || baseTitle.replace(/[.!?:]+$/, "")}: the steps that matter, the mistakes to avoid and what good looks like.`
      : primary && occurrences(lead.slice(0, 160), primary) === 0
        ? `${Primary}: ${lead}`
        : lead,
  );
  return {
    seoScore: Math.max(0, Math.min(100, score)),
    issues,
    suggestions,
    optimizedTitle,
    optimizedDescription,
    wordCount,
    readability,
    keywordUsage,
  };
}

const stringList = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((v): v is string => typeof v === "string" && v.trim() !== "").slice(0, 10)
    : [];

/** `POST /api/ai-seo/analyze`. */
export async function analyzeContent(deps: Deps, input: AnalyzeInput): Promise<ContentAnalysis> {
  const measured = analyzeByRules(input);
  const provider = await currentProvider(deps);
  if (provider.id !== "workers-ai" || !deps.env.AI || !provider.model) {
    return { ...measured, provider };
  }
  try {
    const answer = await askModel(
      deps.env.AI,
      provider.model,
      "You are an SEO editor for a managed IT services company. Answer with one JSON object only.",
      `Review this content for SEO. Target keywords: ${input.targetKeywords.join(", ") || "none"}.\n` +
        `Answer JSON: {"issues": string[], "suggestions": string[], "optimizedTitle": string (max 60 chars), "optimizedDescription": string (120-160 chars)}.\n\nContent:\n${input.content.slice(0, 6000)}`,
      800,
    );
    const json = extractJsonObject(answer);
    if (!json) throw new AiError("Workers AI did not answer JSON");
    const title = typeof json.optimizedTitle === "string" ? json.optimizedTitle : "";
    const description =
      typeof json.optimizedDescription === "string" ? json.optimizedDescription : "";
    return {
      ...measured,
      issues: [...measured.issues, ...stringList(json.issues)],
      suggestions: [...stringList(json.suggestions), ...measured.suggestions],
      optimizedTitle: title ? fitTitle(tidyCopy(title), TITLE_MAX) : measured.optimizedTitle,
      optimizedDescription: description
        ? fitDescription(description)
        : measured.optimizedDescription,
      provider,
    };
  } catch (error) {
    if (!(error instanceof AiError)) throw error;
    return {
      ...measured,
      provider: fallbackProvider(`${error.message}; rule-based analysis shown`),
    };
  }
}
