import { ApiError, type ApiIssue, REVIEW_REQUIRED_CODE } from "~/lib/api";
import { BLOG_SAVE_MESSAGES, type BlogPost, splitCommaList } from "~/schemas/blog";

// The blog editor's form: what its inputs hold, how a saved post fills it, how it becomes the
// API's payload, and how the API's failures map back onto it.

/** The Source textarea's id (the markdown pane draws it; live editing and carets find it). */
export const SOURCE_ID = "blog-content";
/** The Visual mode's editable document's id (live editing sends its undo to the room's). */
export const VISUAL_ID = "blog-content-visual";

/** The editor's form: what the inputs hold (keywords and tags as typed, comma-separated). */
export interface BlogForm {
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  author: string;
  category: string;
  categoryColor: string;
  readTime: string;
  featured: boolean;
  published: boolean;
  image: string;
  /** The featured image's alt text (ignored while it is decorative). */
  imageAlt: string;
  /** The featured image is decorative: saved as alt "". */
  imageDecorative: boolean;
  tags: string;
  seoTitle: string;
  seoDescription: string;
  seoKeywords: string;
  canonicalUrl: string;
  /** datetime-local value in the browser's time zone, or "". */
  publishAt: string;
}

export interface EditorStart {
  /** The saved post, or null for a new one. */
  post: BlogPost | null;
  /** The form to start from (the post, or defaults / the blog template). */
  form: BlogForm;
  siteUrl: string;
  /** An admin may publish past the SEO gate with a written reason (audit-logged). */
  isAdmin: boolean;
  /** Opened for a slug with no post: a new post from the blog template. */
  fromTemplate: boolean;
  /** The user's own changes need a review before they are published (issue 35). */
  needsReview: boolean;
}

/** An error message per form field, shown under its input. */
export type FieldErrors = Partial<Record<keyof BlogForm, string>>;

/** Sets one field of the form. */
export type SetField = <K extends keyof BlogForm>(key: K, value: BlogForm[K]) => void;

export function formFromPost(post: BlogPost): BlogForm {
  return {
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    content: post.content,
    author: post.author,
    category: post.category,
    categoryColor: post.categoryColor,
    readTime: post.readTime,
    featured: post.featured,
    published: post.published,
    image: post.image ?? "",
    imageAlt: post.imageAlt,
    // A stored "" alt with an image means decorative (BlogPost.imageAlt).
    imageDecorative: Boolean(post.image) && post.imageAlt === "",
    tags: post.tags.join(", "),
    seoTitle: post.seoData.title,
    seoDescription: post.seoData.description,
    seoKeywords: post.seoData.keywords.join(", "),
    canonicalUrl: post.seoData.canonicalUrl,
    publishAt: post.publishAt ? toLocalInput(post.publishAt) : "",
  };
}

function toLocalInput(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function payloadOf(form: BlogForm, published: boolean) {
  return {
    slug: form.slug,
    title: form.title,
    excerpt: form.excerpt,
    content: form.content,
    author: form.author,
    category: form.category,
    categoryColor: form.categoryColor,
    readTime: form.readTime,
    featured: form.featured,
    published,
    image: form.image,
    imageAlt: form.image && !form.imageDecorative ? form.imageAlt : "",
    tags: splitCommaList(form.tags),
    seoData: {
      title: form.seoTitle,
      description: form.seoDescription,
      keywords: splitCommaList(form.seoKeywords),
      canonicalUrl: form.canonicalUrl,
    },
    publishAt: form.publishAt ? new Date(form.publishAt).toISOString() : null,
  };
}

/** The spec's blog save error texts (§8); a conflict keeps the server's own explanation. */
export function saveErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return BLOG_SAVE_MESSAGES.fallback;
  // Publishing (or scheduling) needs an approval first: the server's words say what to do.
  if (error.code === REVIEW_REQUIRED_CODE) return error.message;
  if (error.status === 403) return BLOG_SAVE_MESSAGES.forbidden;
  if (error.status === 401) return BLOG_SAVE_MESSAGES.unauthorized;
  // The SEO gate names what blocks the publish; the generic text would hide it.
  if (error.code === "SEO_GATE") return error.message;
  if (error.status === 400 || error.status === 422) return BLOG_SAVE_MESSAGES.invalid;
  return error.message || BLOG_SAVE_MESSAGES.fallback;
}

/** API field paths to form fields, for showing an issue beside its input. */
const ISSUE_FIELDS: Record<string, keyof BlogForm> = {
  "seoData.title": "seoTitle",
  "seoData.description": "seoDescription",
  "seoData.keywords": "seoKeywords",
  "seoData.canonicalUrl": "canonicalUrl",
};

const FORM_KEYS: Record<keyof BlogForm, true> = {
  slug: true,
  title: true,
  excerpt: true,
  content: true,
  author: true,
  category: true,
  categoryColor: true,
  readTime: true,
  featured: true,
  published: true,
  image: true,
  imageAlt: true,
  imageDecorative: true,
  tags: true,
  seoTitle: true,
  seoDescription: true,
  seoKeywords: true,
  canonicalUrl: true,
  publishAt: true,
};

function isFormKey(key: string): key is keyof BlogForm {
  return Object.hasOwn(FORM_KEYS, key);
}

/** The API's issues as errors under the form's inputs (the first issue of each field). */
export function fieldErrorsOf(issues: readonly ApiIssue[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const key = ISSUE_FIELDS[issue.path] ?? issue.path.split(".")[0] ?? "";
    if (isFormKey(key) && !fields[key]) fields[key] = issue.message;
  }
  return fields;
}
