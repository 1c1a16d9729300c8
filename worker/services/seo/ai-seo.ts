import { eq } from "drizzle-orm";
import { CODE_PAGES } from "../../../app/content";
import { fleschReadingEase, STOP_WORDS, wordsOf } from "../../../app/lib/seo-analyzer";
import {
  AI_BLOG_DEFAULTS,
  type AnalyzeInput,
  type AutoBlogInput,
  type AutoBlogResult,
  type ContentAnalysis,
  type GeneratedContent,
  type GenerateInput,
  type KeywordConflict,
  type KeywordMapPage,
  type KeywordResearch,
  LENGTH_RANGES,
  type NearDuplicate,
  type OptimizeCandidate,
  type ProviderInfo,
} from "../../../app/schemas/ai-seo";
import { slugFromTitle } from "../../../app/schemas/blog";
import { blogs, pages } from "../../db/schema";
import { AppError } from "../../errors";
import { type BlogActor, createBlog } from "../content/blogs";
import { syncCodePages } from "../content/pages";
import { AiError, askModel, extractJsonObject } from "../outside/ai";
import type { Deps } from "../platform/deps";
import { getSiteSettings } from "../platform/settings";
import { countWords, type RelatedPage, readTimeFor, writeArticle } from "./ai-seo-writer";
import { getAiModel } from "./config";
import { listSeoPages } from "./deploy";
import { cutAtWord, fitDescription } from "./fit-text";
import { proposeSeoText } from "./proposals";

// AI SEO dashboard: content analysis, generation, the site's keyword map, snippet fixes and
// auto-blog drafts. Workers AI when the `AI` binding exists; otherwise (and when the model
// fails) the rule-based provider, and every answer says which one made it.

const RULE_BASED: ProviderInfo = { id: "rule-based", label: "Rule-based (no AI model)" };

/** Which provider answers in this deployment. */
export async function currentProvider(deps: Deps): Promise<ProviderInfo> {
  if (!deps.env.AI) return RULE_BASED;
  return { id: "workers-ai", label: "Workers AI", model: await getAiModel(deps) };
}

const fallback = (notice: string): ProviderInfo => ({ ...RULE_BASED, notice });

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
  const primary = input.targetKeywords[0];
  const baseTitle = titleSource || primary || "Untitled";
  const titled =
    primary && occurrences(baseTitle, primary) === 0 ? `${primary}: ${baseTitle}` : baseTitle;
  const capitalised = titled.charAt(0).toUpperCase() + titled.slice(1);
  // Under 30 characters a title wastes the space a search result gives it (spec §9).
  const optimizedTitle = cutAtWord(
    capitalised.length < 30 ? `${capitalised}: A Practical Guide` : capitalised,
    60,
  );
  const lead = text
    .split(/\n+/)
    .filter((line) => line !== titleSource && wordsOf(line).length > 6)
    .join(" ");
  const optimizedDescription = fitDescription(
    primary && occurrences(lead.slice(0, 160), primary) === 0
      ? `${primary.charAt(0).toUpperCase()}${primary.slice(1)}: ${lead}`
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
      optimizedTitle: title ? cutAtWord(title, 60) : measured.optimizedTitle,
      optimizedDescription: description
        ? fitDescription(description)
        : measured.optimizedDescription,
      provider,
    };
  } catch (error) {
    if (!(error instanceof AiError)) throw error;
    return { ...measured, provider: fallback(`${error.message}; rule-based analysis shown`) };
  }
}

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
  const excerpt = draft.excerpt?.trim() || cutAtWord(plainTextOf(firstParagraph), 300);
  const title = cutAtWord(draft.title, 60);
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
  return finish(input, article, notice ? fallback(notice) : RULE_BASED);
}

/** Auto-Blog: one draft per topic (never published), each saved through createBlog. */
export async function autoBlog(
  deps: Deps,
  input: AutoBlogInput,
  actor: BlogActor,
): Promise<{ results: AutoBlogResult[]; provider: ProviderInfo }> {
  const results: AutoBlogResult[] = [];
  let provider = await currentProvider(deps);
  for (const topic of input.topics) {
    const keywords = input.keywords.length > 0 ? input.keywords : [topic.toLowerCase()];
    try {
      const generated = await generateContent(deps, { topic, keywords, options: input.options });
      provider = generated.provider;
      const base = slugFromTitle(generated.title).slice(0, 100) || "ai-draft";
      let saved: Awaited<ReturnType<typeof createBlog>> | null = null;
      for (let n = 1; !saved && n < 20; n++) {
        try {
          saved = await createBlog(
            deps,
            {
              slug: n === 1 ? base : `${base}-${n}`,
              title: generated.title,
              excerpt: generated.excerpt,
              content: generated.content,
              author: AI_BLOG_DEFAULTS.author,
              category: AI_BLOG_DEFAULTS.category,
              categoryColor: AI_BLOG_DEFAULTS.categoryColor,
              readTime: generated.estimatedReadTime || AI_BLOG_DEFAULTS.readTime,
              featured: false,
              published: false,
              image: null,
              tags: generated.seoData.keywords.slice(0, 10),
              seoData: {
                title: generated.seoData.title,
                description: generated.seoData.description,
                keywords: generated.seoData.keywords.slice(0, 30),
                canonicalUrl: "",
              },
              publishAt: null,
            },
            actor,
          );
        } catch (error) {
          if (!(error instanceof AppError && error.code === "SLUG_TAKEN")) throw error;
        }
      }
      if (!saved) throw new AppError(409, "SLUG_TAKEN", "No free slug for this title");
      results.push({
        topic,
        ok: true,
        id: saved.id,
        slug: saved.blog.slug,
        title: saved.blog.title,
        wordCount: generated.wordCount,
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({ topic, ok: false, error: error.message });
    }
  }
  return { results, provider };
}

// ---- Research: the keyword map ----------------------------------------------------------

const SKIP_KEYS = new Set([
  "href",
  "icon",
  "slug",
  "family",
  "template",
  "parent",
  "updated",
  "image",
]);

/** Every human-readable string of a page's content object. */
function collectText(value: unknown, out: string[] = [], key = ""): string[] {
  if (SKIP_KEYS.has(key)) return out;
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) for (const item of value) collectText(item, out);
  else if (typeof value === "object" && value !== null) {
    for (const [k, v] of Object.entries(value)) collectText(v, out, k);
  }
  return out;
}

const termsOf = (text: string) =>
  wordsOf(text.toLowerCase())
    .map((w) => w.replace(/[’']s$/, "").replace(/[’']/g, ""))
    .filter((w) => w.length > 2 && !STOP_WORDS.has(w) && !/^\d+$/.test(w));

/** Weighted terms and two-word phrases of a page; title and keywords count most. */
function keywordsOfPage(title: string, description: string, keywords: string[], body: string) {
  const scores = new Map<string, number>();
  const add = (text: string, weight: number) => {
    const terms = termsOf(text);
    for (let i = 0; i < terms.length; i++) {
      const word = terms[i] ?? "";
      scores.set(word, (scores.get(word) ?? 0) + weight);
      const next = terms[i + 1];
      if (next) scores.set(`${word} ${next}`, (scores.get(`${word} ${next}`) ?? 0) + weight * 1.5);
    }
  };
  add(title, 4);
  add(description, 2);
  for (const keyword of keywords) {
    const phrase = termsOf(keyword).join(" ");
    if (phrase) scores.set(phrase, (scores.get(phrase) ?? 0) + 8);
  }
  add(body, 0.2);
  const ranked = [...scores.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const picked: string[] = [];
  for (const [term] of ranked) {
    if (picked.some((p) => p.includes(term) || term.includes(p))) continue;
    picked.push(term);
    if (picked.length === 5) break;
  }
  return { keywords: picked, terms: new Set(termsOf(`${title} ${description} ${body}`)) };
}

function jaccard(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const term of a) if (b.has(term)) shared++;
  return shared / (a.size + b.size - shared);
}

const editUrlOf = (path: string) => (path === "/" ? "/admin?tab=otto-seo" : `${path}/admin`);

/** Research: each page's main keywords, keywords several pages compete for, near-duplicates. */
export async function keywordResearch(deps: Deps): Promise<KeywordResearch> {
  await syncCodePages(deps);
  const codeBySlug = new Map(CODE_PAGES.map((page) => [`/${page.slug}`, page]));
  const [pageRows, blogRows] = await Promise.all([
    deps.db.select().from(pages).where(eq(pages.isActive, true)).all(),
    deps.db.select().from(blogs).all(),
  ]);
  const entries: (KeywordMapPage & { terms: Set<string> })[] = [];
  for (const row of pageRows) {
    if (row.path.startsWith("/blog")) continue;
    const keywords = row.seoKeywords;
    const body = collectText(codeBySlug.get(row.path)).join(" ");
    const title = row.seoTitle || row.title;
    const found = keywordsOfPage(title, row.seoDescription || row.description, keywords, body);
    entries.push({
      path: row.path,
      kind: "page",
      title,
      keywords: found.keywords,
      terms: found.terms,
      editUrl: editUrlOf(row.path),
      viewUrl: row.path,
    });
  }
  for (const row of blogRows) {
    const path = `/blog/${row.slug}`;
    const tags = row.seoKeywords;
    const found = keywordsOfPage(
      row.seoTitle || row.title,
      row.excerpt,
      tags,
      plainTextOf(row.content),
    );
    entries.push({
      path,
      kind: "blog",
      title: row.title,
      keywords: found.keywords,
      terms: found.terms,
      // Keywords and titles are the post's record: its blog editor, not the inline page edit.
      editUrl: `/admin/blog/${row.slug}`,
      viewUrl: path,
    });
  }
  entries.sort((a, b) => a.path.localeCompare(b.path));
  const byKeyword = new Map<string, typeof entries>();
  for (const entry of entries) {
    // The first two keywords are what a page is "about": two pages sharing one compete.
    for (const keyword of entry.keywords.slice(0, 2)) {
      byKeyword.set(keyword, [...(byKeyword.get(keyword) ?? []), entry]);
    }
  }
  const cannibalisation: KeywordConflict[] = [...byKeyword.entries()]
    .filter(([, list]) => list.length > 1)
    .map(([keyword, list]) => ({
      keyword,
      pages: list.map(({ path, title, editUrl }) => ({ path, title, editUrl })),
    }))
    .sort((a, b) => b.pages.length - a.pages.length || a.keyword.localeCompare(b.keyword));
  const nearDuplicates: NearDuplicate[] = [];
  for (let i = 0; i < entries.length; i++) {
    for (let j = i + 1; j < entries.length; j++) {
      const a = entries[i];
      const b = entries[j];
      if (!a || !b) continue;
      const similarity = jaccard(a.terms, b.terms);
      if (similarity >= 0.6) {
        nearDuplicates.push({
          similarity: Math.round(similarity * 100) / 100,
          a: { path: a.path, title: a.title, editUrl: a.editUrl },
          b: { path: b.path, title: b.title, editUrl: b.editUrl },
        });
      }
    }
  }
  nearDuplicates.sort((x, y) => y.similarity - x.similarity);
  return {
    pages: entries.map(({ terms: _terms, ...page }) => page),
    cannibalisation,
    nearDuplicates: nearDuplicates.slice(0, 50),
    provider: RULE_BASED,
  };
}

// ---- Optimize: pages below 80 ------------------------------------------------------------

/** Snippet score of a catalogue page: 100 minus deductions for its title and description. */
export function snippetScore(row: {
  titleClass: string;
  descriptionClass: string;
  duplicateTitle: boolean;
  duplicateDescription: boolean;
}): { score: number; problems: string[] } {
  const problems: string[] = [];
  let score = 100;
  const deduct = (points: number, problem: string) => {
    score -= points;
    problems.push(problem);
  };
  if (row.titleClass === "missing") deduct(30, "No title");
  else if (row.titleClass !== "ok") deduct(15, `Title too ${row.titleClass}`);
  if (row.descriptionClass === "missing") deduct(30, "No meta description");
  else if (row.descriptionClass !== "ok") deduct(15, `Description too ${row.descriptionClass}`);
  if (row.duplicateTitle) deduct(10, "Title shared with another page");
  if (row.duplicateDescription) deduct(10, "Description shared with another page");
  return { score: Math.max(0, score), problems };
}

/** Maximum pages listed at once. */
export const OPTIMIZE_LIMIT = 50;

/**
 * Optimize: pages scoring below 80, each with the snippet the SEO deploy path proposes
 * (proposeSeoText over the page's own h1 and opening copy); applying goes through
 * `/api/seo/deploys`, the same path as the OTTO SEO tab.
 */
export async function optimizeCandidates(
  deps: Deps,
): Promise<{ candidates: OptimizeCandidate[]; total: number; provider: ProviderInfo }> {
  await syncCodePages(deps);
  const { pages: rows } = await listSeoPages(deps);
  const { settings } = await getSiteSettings(deps);
  const codeBySlug = new Map(CODE_PAGES.map((page) => [`/${page.slug}`, page]));
  const low = rows
    .map((row) => ({ row, ...snippetScore(row) }))
    .filter((entry) => entry.score < 80)
    .sort((a, b) => a.score - b.score || a.row.path.localeCompare(b.row.path));
  const candidates = low.slice(0, OPTIMIZE_LIMIT).map(({ row, score, problems }) => {
    const code = codeBySlug.get(row.path);
    const h1 = code && "hero" in code ? code.hero.title : row.defaultTitle;
    const lead = [row.defaultDescription, ...collectText(code)].join(" ").slice(0, 1200);
    const proposal = proposeSeoText({
      title: row.title,
      description: row.description,
      h1,
      lead,
      productName: settings.productName,
    });
    return {
      path: row.path,
      version: row.version,
      score,
      problems,
      current: { title: row.title, description: row.description },
      proposed: { title: proposal.title, description: proposal.description },
      reasons: proposal.reasons,
    };
  });
  return { candidates, total: low.length, provider: RULE_BASED };
}
