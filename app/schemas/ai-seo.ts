import { z } from "zod";
import { plainText } from "./text";

// AI SEO dashboard (spec §2, §3 "SEO content analysis result", "Generated content", §5, §8, §9).

export const AI_SEO_MESSAGES = {
  contentRequired: "Content is required for analysis",
  analyzeFailed: "Failed to analyze content",
  topicRequired: "Topic and keywords are required",
  generateFailed: "Failed to generate content",
  nothingToSave: "No generated content to save",
  saveFailed: "Failed to save blog post.",
} as const;

/** Saved AI drafts (spec §9). */
export const AI_BLOG_DEFAULTS = {
  author: "AI generated",
  category: "AI Generated",
  published: false,
  readTime: "8 min read",
  categoryColor: "#8B5CF6",
} as const;

export const DEFAULT_TARGET_AUDIENCE = "MSP owners and IT professionals";

/** Words of the generated body per length (spec §9). */
export const LENGTH_RANGES = {
  short: { min: 300, max: 500 },
  medium: { min: 800, max: 1200 },
  long: { min: 1500, max: 2500 },
} as const;

export const CONTENT_TYPES = ["blog", "page", "service", "product"] as const;
export const TONES = ["professional", "friendly", "technical", "casual"] as const;
export const LENGTHS = ["short", "medium", "long"] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];
export type Tone = (typeof TONES)[number];
export type ContentLength = (typeof LENGTHS)[number];

/** Who made an answer: the Workers AI model, or the rule-based provider (never pretending). */
export interface ProviderInfo {
  id: "workers-ai" | "rule-based";
  label: string;
  model?: string;
  /** Why the rule-based provider answered, when AI was configured but failed. */
  notice?: string;
}

const text = (label: string, max: number) =>
  plainText(label).max(max, `${label} must be at most ${max} characters`);

const keywordList = (message: string, min: number) =>
  z
    .array(text("Keyword", 80), { error: message })
    .max(20, "At most 20 keywords")
    .transform((items) => items.map((item) => item.trim()).filter((item) => item.length > 0))
    .refine((items) => items.length >= min, message);

export const AnalyzeSchema = z.object({
  content: text("Content", 100_000)
    .optional()
    .transform((value) => value ?? "")
    .refine((value) => value.trim().length > 0, AI_SEO_MESSAGES.contentRequired),
  targetKeywords: keywordList("targetKeywords must be a list of words", 0).default([]),
});
export type AnalyzeInput = z.infer<typeof AnalyzeSchema>;

export const GenerationOptionsSchema = z.object({
  contentType: z
    .enum(CONTENT_TYPES, { error: "contentType must be blog, page, service or product" })
    .default("blog"),
  tone: z
    .enum(TONES, { error: "tone must be professional, friendly, technical or casual" })
    .default("professional"),
  length: z.enum(LENGTHS, { error: "length must be short, medium or long" }).default("medium"),
  targetAudience: text("Target audience", 200)
    .transform((value) => value.trim() || DEFAULT_TARGET_AUDIENCE)
    .default(DEFAULT_TARGET_AUDIENCE),
});
export type GenerationOptions = z.infer<typeof GenerationOptionsSchema>;

const topic = text("Topic", 200)
  .optional()
  .transform((value) => (value ?? "").trim())
  .refine((value) => value.length > 0, AI_SEO_MESSAGES.topicRequired);

export const GenerateSchema = z.object({
  topic,
  keywords: keywordList(AI_SEO_MESSAGES.topicRequired, 1)
    .optional()
    .transform((v) => v ?? [])
    .refine((items) => items.length > 0, AI_SEO_MESSAGES.topicRequired),
  options: GenerationOptionsSchema.default({
    contentType: "blog",
    tone: "professional",
    length: "medium",
    targetAudience: DEFAULT_TARGET_AUDIENCE,
  }),
});
export type GenerateInput = z.infer<typeof GenerateSchema>;

export const AutoBlogSchema = z.object({
  topics: z
    .array(text("Topic", 200), { error: "topics must be a list" })
    .transform((items) => items.map((item) => item.trim()).filter((item) => item.length > 0))
    .refine((items) => items.length > 0, "Enter at least one topic")
    .refine((items) => items.length <= 10, "At most 10 topics at a time"),
  keywords: keywordList("keywords must be a list of words", 0).default([]),
  options: GenerationOptionsSchema.default({
    contentType: "blog",
    tone: "professional",
    length: "medium",
    targetAudience: DEFAULT_TARGET_AUDIENCE,
  }),
});
export type AutoBlogInput = z.infer<typeof AutoBlogSchema>;

/** The spec's "SEO content analysis result", with who made it. */
export interface ContentAnalysis {
  seoScore: number;
  issues: string[];
  suggestions: string[];
  /** At most 60 characters. */
  optimizedTitle: string;
  /** 120-160 characters. */
  optimizedDescription: string;
  wordCount: number;
  readability: number;
  keywordUsage: { keyword: string; count: number; density: number; inTitle: boolean }[];
  provider: ProviderInfo;
}

/** The spec's "Generated content", with who made it. */
export interface GeneratedContent {
  title: string;
  metaDescription: string;
  excerpt: string;
  /** Markdown. */
  content: string;
  estimatedReadTime: string;
  seoData: { title: string; description: string; keywords: string[] };
  wordCount: number;
  length: ContentLength;
  provider: ProviderInfo;
}

/** Research: the site's keyword map. */
export interface KeywordMapPage {
  path: string;
  kind: "page" | "blog";
  title: string;
  keywords: string[];
  editUrl: string;
  viewUrl: string;
}
export interface KeywordConflict {
  keyword: string;
  pages: { path: string; title: string; editUrl: string }[];
}
export interface NearDuplicate {
  similarity: number;
  a: { path: string; title: string; editUrl: string };
  b: { path: string; title: string; editUrl: string };
}
export interface KeywordResearch {
  pages: KeywordMapPage[];
  cannibalisation: KeywordConflict[];
  nearDuplicates: NearDuplicate[];
  provider: ProviderInfo;
}

/** Optimize: a page scoring below 80 and its proposed snippet. */
export interface OptimizeCandidate {
  path: string;
  version: number;
  score: number;
  problems: string[];
  current: { title: string; description: string };
  proposed: { title: string; description: string };
  reasons: string[];
}

export interface AutoBlogResult {
  topic: string;
  ok: boolean;
  id?: string;
  slug?: string;
  title?: string;
  wordCount?: number;
  error?: string;
}

/**
 * The draft post a generated text is saved as (Generate's "Save as draft" and Auto-blog):
 * the generated fields with the AI defaults, at `slug`, unpublished.
 */
export function draftOfGenerated(generated: GeneratedContent, slug: string) {
  return {
    slug,
    title: generated.title,
    excerpt: generated.excerpt,
    content: generated.content,
    author: AI_BLOG_DEFAULTS.author,
    category: AI_BLOG_DEFAULTS.category,
    categoryColor: AI_BLOG_DEFAULTS.categoryColor,
    readTime: generated.estimatedReadTime || AI_BLOG_DEFAULTS.readTime,
    featured: false,
    published: AI_BLOG_DEFAULTS.published,
    tags: generated.seoData.keywords.slice(0, 10),
    seoData: {
      title: generated.seoData.title,
      description: generated.seoData.description,
      keywords: generated.seoData.keywords,
      canonicalUrl: "",
    },
  };
}
