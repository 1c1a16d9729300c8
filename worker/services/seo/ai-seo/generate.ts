import { eq } from "drizzle-orm";
import { readTimeFor } from "../../../../app/lib/read-time";
import { STOP_WORDS, wordsOf } from "../../../../app/lib/seo-analyzer";
import {
  type GeneratedContent,
  type GenerateInput,
  LENGTH_RANGES,
  type ProviderInfo,
} from "../../../../app/schemas/ai-seo";
import { TITLE_MAX } from "../../../../app/schemas/seo-deploy";
import { pages } from "../../../db/schema";
import { AiError, askModel, extractJsonObject } from "../../outside/ai";
import type { Deps } from "../../platform/deps";
import { cutAtWord, fitDescription, fitTitle, tidyCopy } from "../fit-text";
import { plainTextOf } from "./analyze";
import { currentProvider, fallbackProvider, RULE_BASED } from "./provider";
import { countWords, type RelatedPage, writeArticle } from "./writer";

// Content generation: the model writes within the length's word range (asked twice at most),
// or the rule-based writer does, linking this site's related pages.

/** Pages of this site whose words overlap the topic most (for internal links). */
async function relatedPages(deps: Deps, input: GenerateInput): Promise<RelatedPage[]> {
  const rows = await deps.db
    .select({ path: pages.path, title: pages.title, description: pages.description })
    .from(pages)
    .where(eq(pages.isActive, true))
    .all();
  const wanted = new Set(
    wordsOf(`${input.topic} ${input.keywords.join(" ")}`)
      .map((w) => w.toLowerCase())
      .filter((w) => w.length > 2 && !STOP_WORDS.has(w)),
  );
  return rows
    .map((row) => ({
      ...row,
      hits: wordsOf(`${row.title} ${row.description}`).filter((w) => wanted.has(w.toLowerCase()))
        .length,
    }))
    .filter((row) => row.hits > 0 && row.path !== "/" && row.description)
    .sort((a, b) => b.hits - a.hits || a.path.localeCompare(b.path))
    .slice(0, 4)
    .map(({ path, title, description }) => ({ path, title, description }));
}

function finish(
  input: GenerateInput,
  draft: { title: string; metaDescription?: string; excerpt?: string; content: string },
  provider: ProviderInfo,
): GeneratedContent {
  const wordCount = countWords(draft.content);
  const firstParagraph =
    draft.content.split(/\n\s*\n/).find((p) => !p.startsWith("#") && wordsOf(p).length > 8) ?? "";
  // The model's answer and the rule-based draft go through the same fitting and tidying.
  const excerpt = tidyCopy(draft.excerpt?.trim() || cutAtWord(plainTextOf(firstParagraph), 300));
  const title = fitTitle(tidyCopy(draft.title.replace(/\s+/g, " ").trim()), TITLE_MAX);
  const metaDescription = fitDescription(draft.metaDescription?.trim() || excerpt);
  return {
    title,
    metaDescription,
    excerpt,
    content: draft.content,
    estimatedReadTime: readTimeFor(wordCount),
    seoData: { title, description: metaDescription, keywords: input.keywords },
    wordCount,
    length: input.options.length,
    provider,
  };
}

/** Drops whole paragraphs from the end (before the last one) until the body is within `max`. */
export function trimToWords(markdown: string, max: number): string {
  const blocks = markdown.trim().split(/\n\s*\n/);
  while (blocks.length > 2 && countWords(blocks.join("\n\n")) > max) {
    blocks.splice(blocks.length - 2, 1);
  }
  return `${blocks.join("\n\n")}\n`;
}

async function generateWithModel(
  deps: Deps,
  input: GenerateInput,
  model: string,
): Promise<GeneratedContent> {
  const ai = deps.env.AI;
  if (!ai) throw new AiError("No Workers AI binding");
  const range = LENGTH_RANGES[input.options.length];
  const { contentType, tone, targetAudience } = input.options;
  let last = "";
  for (let attempt = 0; attempt < 2; attempt++) {
    const answer = await askModel(
      ai,
      model,
      "You write clear, accurate web content for a managed IT services provider. Answer with one JSON object only.",
      `Write a ${contentType} about "${input.topic}" for ${targetAudience} in a ${tone} tone. ` +
        `Keywords: ${input.keywords.join(", ")}. The "content" field is Markdown with ## headings, ` +
        `between ${range.min} and ${range.max} words.` +
        (attempt > 0 ? ` The previous answer had ${last}; stay within the range.` : "") +
        `\nAnswer JSON: {"title": string (max 60 chars), "metaDescription": string (120-160 chars), "excerpt": string, "content": string}`,
      Math.min(4096, range.max * 2),
    );
    const json = extractJsonObject(answer);
    const content = json && typeof json.content === "string" ? json.content : "";
    const title = json && typeof json.title === "string" ? json.title : "";
    if (!content || !title) {
      last = "no usable JSON";
      continue;
    }
    const words = countWords(content);
    if (words < range.min) {
      last = `${words} words`;
      continue;
    }
    const body = words > range.max ? trimToWords(content, range.max) : content;
    if (countWords(body) < range.min) {
      last = `${words} words`;
      continue;
    }
    return finish(
      input,
      {
        title,
        content: body,
        metaDescription: typeof json?.metaDescription === "string" ? json.metaDescription : "",
        excerpt: typeof json?.excerpt === "string" ? json.excerpt : "",
      },
      { id: "workers-ai", label: "Workers AI", model },
    );
  }
  throw new AiError(`Workers AI answered ${last} twice`);
}

/** `POST /api/ai-seo/generate`: the body's words are within the length's range. */
export async function generateContent(deps: Deps, input: GenerateInput): Promise<GeneratedContent> {
  const provider = await currentProvider(deps);
  let notice: string | undefined;
  if (provider.id === "workers-ai" && provider.model) {
    try {
      return await generateWithModel(deps, input, provider.model);
    } catch (error) {
      if (!(error instanceof AiError)) throw error;
      notice = `${error.message}; the rule-based writer wrote this draft`;
    }
  }
  const article = writeArticle(input, await relatedPages(deps, input));
  return finish(input, article, notice ? fallbackProvider(notice) : RULE_BASED);
}
