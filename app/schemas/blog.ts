import { z } from "zod";
import { clipAtWord } from "../lib/clip-at-word";
import { AltTextSchema } from "./media";
import type { PublishScheduleView } from "./publish-schedule";
import { ReplacementSchema } from "./redirects";
import { SeoOverrideReasonSchema } from "./seo-deploy";
import { isWebUrl, plainText } from "./text";

// Blog posts: the shapes the editor, the Create tab and `/api/blogs` share (spec §3, §5).

/** The six categories the editor offers, with the spec's labels. */
export const BLOG_CATEGORIES = [
  { value: "Technology", label: "Technology" },
  { value: "Cybersecurity", label: "Cybersecurity" },
  { value: "Cloud", label: "Cloud Services" },
  { value: "IT Support", label: "IT Support" },
  { value: "Business", label: "Business" },
  { value: "Tips", label: "Tips & Tricks" },
] as const;

/** A category's label ("Cloud" shows as "Cloud Services"); other values show as they are. */
export function categoryLabel(value: string): string {
  return BLOG_CATEGORIES.find((c) => c.value === value)?.label ?? value;
}

export const DEFAULT_CATEGORY = "Technology";
/** The blog template's category (spec §3). */
export const TEMPLATE_CATEGORY = "General";
export const DEFAULT_CATEGORY_COLOR = "#3B82F6";
/** Empty: the post's read time is counted from its words (app/lib/read-time.ts). */
export const DEFAULT_READ_TIME = "";
export const TEMPLATE_READ_TIME = "";

/** The 12 preset category colours; any other 6-digit hex can be typed. */
export const PRESET_COLORS = [
  "#3B82F6",
  "#1D4ED8",
  "#0EA5E9",
  "#14B8A6",
  "#10B981",
  "#84CC16",
  "#F59E0B",
  "#F97316",
  "#EF4444",
  "#EC4899",
  "#8B5CF6",
  "#64748B",
] as const;

export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Blog save texts (spec §8). */
export const BLOG_SAVE_MESSAGES = {
  success: "Blog saved successfully",
  forbidden: "Access denied. Please check your login status.",
  unauthorized: "Session expired. Please log in again.",
  invalid: "Invalid data. Please check all required fields.",
  fallback: "Failed to save blog",
} as const;

export const SLUG_TAKEN_MESSAGE = "A blog with this slug already exists";
export const STALE_BLOG_MESSAGE =
  "This post was changed by someone else since you opened it. Reload to get their changes; nothing was overwritten.";
export const BLOG_NOT_FOUND_MESSAGE = "Blog Post Not Found";
export const PENDING_CHANGES_MESSAGES = {
  notLive:
    "Only a published post keeps its changes apart: this post is not published, so save it as it is",
  nothingToDiscard: "This post has no unpublished changes to discard",
} as const;
export const DELETE_BLOG_CONFIRMATION =
  "Are you sure you want to delete this blog? This action cannot be undone.";

/**
 * Slug from a title (spec §5): lower-case, drop everything but a-z, 0-9, spaces and hyphens,
 * whitespace runs become one hyphen, repeated hyphens collapse.
 */
export function slugFromTitle(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
}

/** A typed slug keeps only a-z, 0-9 and hyphen, lower-cased (spec §5). */
export function cleanTypedSlug(input: string): string {
  return input.toLowerCase().replace(/[^a-z0-9-]/g, "");
}

/** Comma-separated keywords or tags: trimmed, empties dropped (spec §5). */
export function splitCommaList(input: string): string[] {
  return input
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

const text = (max: number, label: string) =>
  plainText(label).trim().max(max, `${label} must be at most ${max} characters`);

export const SlugSchema = plainText("Slug", "Slug is required")
  .trim()
  .min(1, "Slug is required")
  .max(120, "Slug must be at most 120 characters")
  .regex(SLUG_PATTERN, "Slug may contain only a-z, 0-9 and single hyphens");

/** An image uploaded to this site: one file name under /images/, never a dot segment or a hidden name. */
export const SITE_IMAGE_PATH = /^\/images\/[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/**
 * An uploaded image (`/images/…`); empty for none. Images from other hosts are refused: the
 * site serves no image from another host (DESIGN.md), and its CSP would block them anyway.
 */
const ImageSchema = plainText("Image")
  .trim()
  .max(500, "Image URL must be at most 500 characters")
  .refine(
    (value) => value === "" || SITE_IMAGE_PATH.test(value),
    "Image must be an image uploaded to this site (/images/…)",
  );

const CanonicalSchema = plainText("Canonical URL")
  .trim()
  .max(500, "Canonical URL must be at most 500 characters")
  .refine(
    (value) => value === "" || isWebUrl(value),
    "Canonical URL must be empty or a full URL starting with https://",
  );

const StringListSchema = (label: string) =>
  z
    .array(plainText(label).trim().max(60, `Each ${label} must be at most 60 characters`), {
      error: `${label}s must be a list of words`,
    })
    .max(30, `At most 30 ${label}s`)
    .transform((items) => items.filter((item) => item.length > 0));

/** The longest SEO title and description a post stores. */
const SEO_TITLE_LIMIT = 200;
const SEO_DESCRIPTION_LIMIT = 500;

export const BlogSeoSchema = z.object({
  title: text(SEO_TITLE_LIMIT, "SEO title").default(""),
  description: text(SEO_DESCRIPTION_LIMIT, "SEO description").default(""),
  keywords: StringListSchema("keyword").default([]),
  canonicalUrl: CanonicalSchema.default(""),
});

/** What the SEO auto-fill reads of a post. */
export interface SeoAutoFillSource {
  title: string;
  excerpt: string;
  slug: string;
  seoData: { title: string; description: string; canonicalUrl: string };
}

/**
 * The SEO auto-fill (spec §5: "SEO title, description and canonical URL are auto-filled from
 * the title once"): each empty field gets the title, the excerpt (else the title) and
 * `{siteUrl}/blog/{slug}`; a filled field stays. One rule for every way a post starts: the
 * editor applies it when the title is first left, and `createBlog` on every new post (the
 * Create tab, Auto-Blog, the API). Clipped at a word to what a post may store.
 */
export function seoAutoFill(
  post: SeoAutoFillSource,
  siteUrl: string,
): { title: string; description: string; canonicalUrl: string } {
  const title = post.title.trim();
  const canonical = post.slug ? `${siteUrl.replace(/\/+$/, "")}/blog/${post.slug}` : "";
  return {
    title: post.seoData.title.trim() || clipAtWord(title, SEO_TITLE_LIMIT),
    description:
      post.seoData.description.trim() ||
      clipAtWord(post.excerpt.trim() || title, SEO_DESCRIPTION_LIMIT),
    canonicalUrl:
      post.seoData.canonicalUrl.trim() ||
      (canonical && isWebUrl(canonical) && canonical.length <= 500 ? canonical : ""),
  };
}

/** The blog record the editor and the template send (POST and PUT). */
export const BlogInputSchema = z.object({
  slug: SlugSchema,
  title: plainText("Title", "Title is required")
    .trim()
    .min(1, "Title is required")
    .max(200, "Title must be at most 200 characters"),
  excerpt: text(1000, "Excerpt").default(""),
  content: plainText("Content")
    .max(200_000, "Content must be at most 200,000 characters")
    .default(""),
  author: plainText("Author", "Author is required")
    .trim()
    .min(1, "Author is required")
    .max(100, "Author must be at most 100 characters"),
  category: plainText("Category", "Category is required")
    .trim()
    .min(1, "Category is required")
    .max(50, "Category must be at most 50 characters"),
  categoryColor: z
    .string()
    .regex(HEX_COLOR, "Category colour must be a 6-digit hex colour like #3B82F6")
    .default(DEFAULT_CATEGORY_COLOR),
  /** Empty counts it from the words; staff may set their own ("5 min read"). */
  readTime: text(30, "Read time").default(DEFAULT_READ_TIME),
  featured: z.boolean({ error: "featured must be true or false" }).default(false),
  published: z.boolean({ error: "published must be true or false" }).default(false),
  image: ImageSchema.nullish().transform((value) => value || null),
  /** The featured image's alt text; "" marks it decorative. */
  imageAlt: AltTextSchema.default(""),
  tags: StringListSchema("tag").default([]),
  seoData: BlogSeoSchema.default({ title: "", description: "", keywords: [], canonicalUrl: "" }),
  /** A future time keeps the post a draft until the cron publishes it. */
  publishAt: z.iso
    .datetime({ offset: true, error: "publishAt must be an ISO date-time" })
    .nullish()
    .transform((value) => value ?? null),
  /** An admin's reason to publish despite the SEO gate's critical issues (audit log). */
  seoOverrideReason: SeoOverrideReasonSchema,
});

/**
 * PUT carries the version it edited, so a stale save is refused (409). Optional here so that
 * a save without it is the service's 409 too, not a 400.
 */
/** `DELETE /api/blogs/:id`'s optional body: where the post's address sends visitors then. */
export const BlogDeleteSchema = z.object({ replacement: ReplacementSchema });

export const BlogUpdateSchema = BlogInputSchema.extend({
  version: z.number({ error: "version must be a number" }).int().min(1).optional(),
  /**
   * A published post's changes are kept beside it, not published (issue 35): visitors keep
   * the live post until a save without `pending` (Publish changes) applies them.
   */
  pending: z.boolean({ error: "pending must be true or false" }).optional(),
});

/** `DELETE /api/blogs/:id/changes`: discard a published post's unpublished changes. */
export const DiscardChangesSchema = z
  .object({ version: z.number({ error: "version must be a number" }).int().min(1) })
  .strict();

export type BlogInput = z.infer<typeof BlogInputSchema>;
export type BlogUpdate = z.infer<typeof BlogUpdateSchema>;

/** The blog template's starting body (markdown with headings to fill in). */
export function blogTemplateContent(title: string): string {
  return `## Introduction\n\nWhat problem does ${title} solve, and for whom? Set the scene in two or three sentences.\n\n## The main points\n\n- First point, with one concrete example\n- Second point, with a number or a result\n- Third point, with what to do next\n\n## What to do next\n\nClose with one clear step the reader can take today.\n`;
}

/**
 * The body the Create tab sends to POST /api/blogs for a blog post from the template: a draft
 * with the template's body, read time and category. Its SEO fields are left for the server's
 * auto-fill (`seoAutoFill`).
 */
export function templatePostBody(post: { title: string; slug: string; author: string }) {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: "",
    content: blogTemplateContent(post.title),
    author: post.author,
    published: false,
    featured: false,
    readTime: TEMPLATE_READ_TIME,
    category: TEMPLATE_CATEGORY,
    categoryColor: DEFAULT_CATEGORY_COLOR,
    tags: [] as string[],
  };
}

/** Create from template (spec §5). */
export const TEMPLATE_MISSING_MESSAGE =
  "Missing Information: Please select a template type and provide a title.";

/** The page templates of `POST /api/templates/create-page` (app/content/page-templates.ts). */
export const PAGE_TEMPLATE_IDS = [
  "service-page",
  "landing",
  "about",
  "case-study",
  "event",
  "resource",
] as const;
export type PageTemplateId = (typeof PAGE_TEMPLATE_IDS)[number];

export const CreatePageSchema = z.object({
  template: z.enum(PAGE_TEMPLATE_IDS, { error: TEMPLATE_MISSING_MESSAGE }),
  title: plainText("Title", TEMPLATE_MISSING_MESSAGE)
    .trim()
    .min(1, TEMPLATE_MISSING_MESSAGE)
    .max(120, "Title must be at most 120 characters"),
  slug: plainText("Slug", TEMPLATE_MISSING_MESSAGE)
    .trim()
    .min(1, TEMPLATE_MISSING_MESSAGE)
    .max(120, "Slug must be at most 120 characters")
    .regex(SLUG_PATTERN, "Slug may contain only a-z, 0-9 and single hyphens"),
});

export type CreatePageInput = z.infer<typeof CreatePageSchema>;

export const DUPLICATE_MESSAGES = {
  missing: "Give the copy a title and a URL slug.",
  notSections:
    "Only pages made of sections can be duplicated (not the home page, the blog or a legal page).",
  notFound: (path: string) => `There is no page at ${path}`,
} as const;

/** `POST /api/pages/duplicate`: the page to copy, and the copy's title and slug. */
export const DuplicatePageSchema = z
  .object({
    path: plainText("Page", "Page must be a path like /it-security")
      .trim()
      .max(121, "Page must be a path like /it-security")
      .regex(/^\/[a-z0-9-]*$/, "Page must be a path like /it-security"),
    title: plainText("Title", DUPLICATE_MESSAGES.missing)
      .trim()
      .min(1, DUPLICATE_MESSAGES.missing)
      .max(120, "Title must be at most 120 characters"),
    slug: plainText("Slug", DUPLICATE_MESSAGES.missing)
      .trim()
      .min(1, DUPLICATE_MESSAGES.missing)
      .max(120, "Slug must be at most 120 characters")
      .regex(SLUG_PATTERN, "Slug may contain only a-z, 0-9 and single hyphens"),
  })
  .strict();
export type DuplicatePageInput = z.infer<typeof DuplicatePageSchema>;

/** A post as the API and the admin show it. */
export interface BlogPost {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  author: string;
  authorId: string | null;
  category: string;
  categoryColor: string;
  readTime: string;
  featured: boolean;
  published: boolean;
  image: string | null;
  /** The featured image's alt text; "" with an image: decorative. */
  imageAlt: string;
  tags: string[];
  seoData: { title: string; description: string; keywords: string[]; canonicalUrl: string };
  publishAt: string | null;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
  version: number;
  /** The admin lists and the editor: the pending schedule, or the last one the cron refused. */
  schedule?: PublishScheduleView | null;
  /**
   * The admin: a published post's changes saved apart and not yet published (the editor shows
   * them in place of the live fields); null when there are none.
   */
  pendingChanges?: { savedBy: string; savedAt: string } | null;
}

export type SitemapStatus = "added" | "updated" | "exists" | "unpublished" | "error";
export type GithubStatus = "pushed" | "skipped" | "error";

/** The answer of POST and PUT /api/blogs (spec §7). */
export interface BlogSaveResult {
  id: string;
  version: number;
  blog: BlogPost;
  data: {
    sitemapStatus: SitemapStatus;
    sitemapMessage: string;
    githubStatus: GithubStatus;
    githubMessage: string;
  };
}
