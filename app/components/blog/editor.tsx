import { ArrowLeft, ExternalLink, ImagePlus, Send, Trash2 } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useBlocker } from "react-router";
import { ApiError, apiRequest } from "~/lib/api";
import { renderMarkdown } from "~/lib/markdown";
import {
  BLOG_CATEGORIES,
  BLOG_SAVE_MESSAGES,
  type BlogPost,
  type BlogSaveResult,
  cleanTypedSlug,
  HEX_COLOR,
  PRESET_COLORS,
  slugFromTitle,
  splitCommaList,
} from "~/schemas/blog";
import { type SeoGate, SeoGateDialog } from "../seo/gate-dialog";
import { Button } from "../ui/button";
import { Alert, Badge, Card } from "../ui/card";
import { ConfirmDialog } from "../ui/dialog";
import { Field, Input, Select, Textarea } from "../ui/field";
import { Tabs } from "../ui/tabs";
import { toast } from "../ui/toaster";
import { PROSE, textOn } from "./parts";
import { BlogPostView } from "./post-view";

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
}

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

function payloadOf(form: BlogForm, published: boolean) {
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

function isFormKey(key: string): key is keyof BlogForm {
  return Object.hasOwn(FORM_KEYS, key);
}

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
  tags: true,
  seoTitle: true,
  seoDescription: true,
  seoKeywords: true,
  canonicalUrl: true,
  publishAt: true,
};

/**
 * The toolbar's buttons are 20 px high; WCAG 2.2 asks for 24 × 24 px targets (axe:
 * target-size), so the wrapper stretches them, with a little space between.
 */
const TOOLBAR_TARGETS =
  "[&_.w-md-editor-toolbar_li>button]:min-h-7 [&_.w-md-editor-toolbar_li>button]:min-w-7 [&_.w-md-editor-toolbar_li>button]:inline-flex [&_.w-md-editor-toolbar_li>button]:items-center [&_.w-md-editor-toolbar_li>button]:justify-center [&_.w-md-editor-toolbar_li>button]:mx-0.5";

const SEO_TITLE_MAX = 60;
const SEO_DESCRIPTION_MAX = 160;

type MdEditorModule = typeof import("@uiw/react-md-editor/nohighlight");
type MdCommand = ReturnType<MdEditorModule["commands"]["getCommands"]>[number];

interface MarkdownEditor {
  Editor: MdEditorModule["default"];
  commands: MdCommand[];
  extraCommands: MdCommand[];
}

/**
 * The toolbar's icons are `<svg role="img">` without a name (axe: svg-img-alt); each button
 * carries its own aria-label, so the icon is hidden from assistive technology instead.
 */
function withHiddenIcons(command: MdCommand): MdCommand {
  const icon = command.icon ? (
    <span aria-hidden="true" className="contents">
      {command.icon}
    </span>
  ) : undefined;
  if (Array.isArray(command.children)) {
    return { ...command, icon, children: command.children.map(withHiddenIcons) };
  }
  return { ...command, icon };
}

/** @uiw/react-md-editor, loaded in the browser only (it touches the DOM as it loads). */
function useMarkdownEditor(): MarkdownEditor | null {
  const [editor, setEditor] = useState<MarkdownEditor | null>(null);
  useEffect(() => {
    let alive = true;
    import("@uiw/react-md-editor/nohighlight").then((module) => {
      if (!alive) return;
      setEditor({
        Editor: module.default,
        commands: module.commands.getCommands().map(withHiddenIcons),
        extraCommands: module.commands.getExtraCommands().map(withHiddenIcons),
      });
    });
    return () => {
      alive = false;
    };
  }, []);
  return editor;
}

function Counter({ value, max }: { value: string; max: number }) {
  const over = value.length > max;
  return (
    <span className={over ? "font-medium text-danger-700" : "text-slate-500"}>
      {value.length}/{max} characters{over ? " (too long for search results)" : ""}
    </span>
  );
}

/**
 * The blog editor (spec §2, Blog editor): Content Editor, Settings, SEO and Preview tabs,
 * Save Draft everywhere and Publish on Preview, both saving the same record.
 */
export function BlogEditor({ start }: { start: EditorStart }) {
  const [form, setForm] = useState<BlogForm>(start.form);
  const [id, setId] = useState<string | null>(start.post?.id ?? null);
  const [version, setVersion] = useState<number>(start.post?.version ?? 0);
  const [savedSlug, setSavedSlug] = useState<string | null>(start.post?.slug ?? null);
  const [savedPublished, setSavedPublished] = useState(start.post?.published ?? false);
  const [createdAt, setCreatedAt] = useState(start.post?.createdAt ?? new Date().toISOString());
  const [updatedAt, setUpdatedAt] = useState(start.post?.updatedAt ?? new Date().toISOString());
  const [baseline, setBaseline] = useState(() => JSON.stringify(start.form));
  const [slugTouched, setSlugTouched] = useState(false);
  const [seoFilled, setSeoFilled] = useState(
    Boolean(start.form.seoTitle || start.form.seoDescription || start.form.canonicalUrl),
  );
  const [tab, setTab] = useState("content");
  const [mode, setMode] = useState<"edit" | "live">("live");
  const [saving, setSaving] = useState<"draft" | "publish" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof BlogForm, string>>>({});
  const [status, setStatus] = useState<BlogSaveResult["data"] | null>(null);
  // A save the SEO gate blocked: its reasons, and (admins) the override being written.
  const [gate, setGate] = useState<(SeoGate & { kind: "draft" | "publish" }) | null>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [customColor, setCustomColor] = useState(start.form.categoryColor);
  const fileInput = useRef<HTMLInputElement>(null);
  const MdEditor = useMarkdownEditor();
  // Inputs stay disabled until React has hydrated, so nothing typed before then is lost.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    setHydrated(true);
    // Side-by-side source and preview is too narrow on a phone: start with the source there.
    if (window.matchMedia("(max-width: 639px)").matches) setMode("edit");
  }, []);

  const dirty = JSON.stringify(form) !== baseline;
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    return dirty && currentLocation.pathname !== nextLocation.pathname;
  });

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const set = <K extends keyof BlogForm>(key: K, value: BlogForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  function changeTitle(title: string) {
    setForm((current) => ({
      ...current,
      title,
      // The slug follows the title until a saved slug exists (or one was typed).
      slug: savedSlug || slugTouched ? current.slug : slugFromTitle(title),
    }));
  }

  /** SEO title, description and canonical URL are filled from the title once. */
  function fillSeoOnce() {
    if (seoFilled || !form.title.trim()) return;
    setSeoFilled(true);
    setForm((current) => ({
      ...current,
      seoTitle: current.seoTitle || current.title,
      seoDescription: current.seoDescription || current.excerpt || current.title,
      canonicalUrl:
        current.canonicalUrl ||
        (current.slug ? `${start.siteUrl.replace(/\/+$/, "")}/blog/${current.slug}` : ""),
    }));
  }

  function applyColor(value: string) {
    setCustomColor(value);
    // Only a complete 6-digit hex applies (spec §5).
    if (HEX_COLOR.test(value)) set("categoryColor", value.toUpperCase());
  }

  async function upload(file: File) {
    setUploading(true);
    setUploadError(null);
    try {
      const body = new FormData();
      body.append("file", file);
      const result = await apiRequest<{ url: string }>("/api/images", {
        method: "POST",
        body,
        redirectOnAuthError: false,
      });
      set("image", result.url);
      toast.success("Image uploaded");
    } catch (caught) {
      const message =
        caught instanceof ApiError ? caught.message : "Upload failed. Please try again.";
      setUploadError(message);
      toast.error(message);
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = "";
    }
  }

  async function save(kind: "draft" | "publish", seoOverrideReason?: string) {
    const published = kind === "publish" ? true : form.published;
    const next = { ...form, published };
    setSaving(kind);
    setError(null);
    setFieldErrors({});
    try {
      const body = {
        ...payloadOf(next, published),
        ...(seoOverrideReason ? { seoOverrideReason } : {}),
      };
      const result = id
        ? await apiRequest<BlogSaveResult>(`/api/blogs/${id}`, {
            method: "PUT",
            body: { ...body, version },
            redirectOnAuthError: false,
          })
        : await apiRequest<BlogSaveResult>("/api/blogs", {
            method: "POST",
            body,
            redirectOnAuthError: false,
          });
      const saved = formFromPost(result.blog);
      setForm(saved);
      setBaseline(JSON.stringify(saved));
      setId(result.id);
      setVersion(result.version);
      setSavedSlug(result.blog.slug);
      setSavedPublished(result.blog.published);
      setCreatedAt(result.blog.createdAt);
      setUpdatedAt(result.blog.updatedAt);
      setStatus(result.data);
      setGate(null);
      toast.success(BLOG_SAVE_MESSAGES.success);
      const path = `/admin/blog/${result.blog.slug}`;
      if (window.location.pathname !== path) window.history.replaceState(null, "", path);
    } catch (caught) {
      const message = saveErrorMessage(caught);
      setError(caught instanceof ApiError && caught.status === 409 ? caught.message : message);
      if (caught instanceof ApiError) {
        const fields: Partial<Record<keyof BlogForm, string>> = {};
        for (const issue of caught.issues) {
          const key = ISSUE_FIELDS[issue.path] ?? issue.path.split(".")[0] ?? "";
          if (isFormKey(key) && !fields[key]) fields[key] = issue.message;
        }
        setFieldErrors(fields);
        // Admins may publish anyway with a written reason; others see the reasons only.
        if (caught.status === 422 && caught.code === "SEO_GATE" && start.isAdmin) {
          setGate((g) => ({ kind, message: caught.message, reason: g?.reason ?? "" }));
        }
      }
      toast.error(message);
    } finally {
      setSaving(null);
    }
  }

  const categories = useMemo(() => {
    const known = BLOG_CATEGORIES.map((c) => ({ value: c.value, label: c.label }));
    return known.some((c) => c.value === form.category)
      ? known
      : [...known, { value: form.category, label: form.category }];
  }, [form.category]);

  const publicUrl = `${start.siteUrl.replace(/\/+$/, "")}/blog/${form.slug || "your-post"}`;
  const scheduled = form.publishAt !== "" && new Date(form.publishAt).getTime() > Date.now();
  const statusBadge = savedPublished ? (
    <Badge tone="success">Published</Badge>
  ) : id && scheduled ? (
    <Badge tone="accent">Scheduled</Badge>
  ) : (
    <Badge tone="warning">Draft</Badge>
  );

  const saveBar = (
    <div className="flex flex-wrap items-center gap-2">
      {dirty && <span className="text-sm text-slate-500">Unsaved changes</span>}
      <Button
        variant="secondary"
        onClick={() => save("draft")}
        loading={saving === "draft"}
        disabled={saving !== null}
      >
        Save Draft
      </Button>
    </div>
  );

  const contentTab = (
    <Card className="space-y-5 p-5">
      <Field label="Title" error={fieldErrors.title}>
        {(p) => (
          <Input
            {...p}
            value={form.title}
            onChange={(e) => changeTitle(e.target.value)}
            onBlur={fillSeoOnce}
            placeholder="A clear, specific headline"
          />
        )}
      </Field>
      <Field
        label="URL slug"
        error={fieldErrors.slug}
        hint={
          savedSlug
            ? `Saved at /blog/${savedSlug}. Changing it moves the post.`
            : "Follows the title until the post is saved. Only a-z, 0-9 and hyphens."
        }
      >
        {(p) => (
          <Input
            {...p}
            value={form.slug}
            onChange={(e) => {
              setSlugTouched(true);
              set("slug", cleanTypedSlug(e.target.value));
            }}
          />
        )}
      </Field>
      <Field
        label="Excerpt"
        error={fieldErrors.excerpt}
        hint="One or two sentences for cards and search results."
      >
        {(p) => (
          <Textarea
            {...p}
            rows={3}
            value={form.excerpt}
            onChange={(e) => set("excerpt", e.target.value)}
          />
        )}
      </Field>
      <div className="space-y-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <label htmlFor="blog-content" className="text-sm font-medium text-slate-700">
            Content (markdown)
          </label>
          <fieldset className="inline-flex rounded-md border border-slate-300 p-0.5">
            <legend className="sr-only">Editor mode</legend>
            {(
              [
                ["edit", "Source"],
                ["live", "Visual"],
              ] as const
            ).map(([value, label]) => (
              <button
                key={value}
                type="button"
                aria-pressed={mode === value}
                onClick={() => setMode(value)}
                className={`rounded px-3 py-1 text-sm font-medium ${mode === value ? "bg-navy-900 text-white" : "text-slate-700 hover:bg-slate-100"}`}
              >
                {label}
              </button>
            ))}
          </fieldset>
        </div>
        {MdEditor ? (
          <div data-testid="md-editor" className={TOOLBAR_TARGETS}>
            <MdEditor.Editor
              commands={MdEditor.commands}
              extraCommands={MdEditor.extraCommands}
              value={form.content}
              onChange={(value) => set("content", value ?? "")}
              preview={mode}
              height={480}
              visibleDragbar={false}
              data-color-mode="light"
              textareaProps={{
                id: "blog-content",
                "aria-label": "Content (markdown)",
                placeholder:
                  "Write in markdown: ## headings, **bold**, - lists, [links](https://…)",
              }}
              components={{
                preview: (source) => (
                  <div
                    className={PROSE}
                    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised markdown
                    dangerouslySetInnerHTML={{ __html: renderMarkdown(source) }}
                  />
                ),
              }}
            />
          </div>
        ) : (
          <Textarea
            id="blog-content"
            aria-label="Content (markdown)"
            rows={18}
            className="font-mono"
            disabled
            placeholder="Loading the editor…"
            value={form.content}
            onChange={(e) => set("content", e.target.value)}
          />
        )}
        {fieldErrors.content && <p className="text-sm text-danger-700">{fieldErrors.content}</p>}
      </div>
    </Card>
  );

  const settingsTab = (
    <Card className="grid gap-5 p-5 md:grid-cols-2">
      <Field label="Author" error={fieldErrors.author}>
        {(p) => (
          <Input {...p} value={form.author} onChange={(e) => set("author", e.target.value)} />
        )}
      </Field>
      <Field label="Category" error={fieldErrors.category}>
        {(p) => (
          <Select {...p} value={form.category} onChange={(e) => set("category", e.target.value)}>
            {categories.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <fieldset className="space-y-3 md:col-span-2">
        <legend className="text-sm font-medium text-slate-700">Category colour</legend>
        <div className="flex flex-wrap gap-2">
          {PRESET_COLORS.map((color) => (
            <button
              key={color}
              type="button"
              aria-label={`Colour ${color}`}
              aria-pressed={form.categoryColor.toUpperCase() === color}
              onClick={() => applyColor(color)}
              className="size-8 rounded-full border-2 border-white ring-1 ring-slate-300 aria-pressed:ring-2 aria-pressed:ring-navy-900"
              style={{ backgroundColor: color }}
            />
          ))}
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <div className="space-y-1.5">
            <label htmlFor="custom-color-picker" className="block text-sm text-slate-700">
              Custom colour
            </label>
            <input
              id="custom-color-picker"
              type="color"
              value={HEX_COLOR.test(customColor) ? customColor : form.categoryColor}
              onChange={(e) => applyColor(e.target.value)}
              className="h-10 w-14 cursor-pointer rounded border border-slate-300"
            />
          </div>
          <div className="w-40">
            <Field
              label="Hex value"
              error={
                customColor && !HEX_COLOR.test(customColor)
                  ? "Enter 6 hex digits, like #3B82F6"
                  : fieldErrors.categoryColor
              }
            >
              {(p) => (
                <Input {...p} value={customColor} onChange={(e) => applyColor(e.target.value)} />
              )}
            </Field>
          </div>
          <span
            className="mb-2 inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold"
            style={{ backgroundColor: form.categoryColor, color: textOn(form.categoryColor) }}
            aria-hidden
          >
            Preview
          </span>
        </div>
      </fieldset>
      <Field label="Read time" error={fieldErrors.readTime} hint='For example "5 min read".'>
        {(p) => (
          <Input {...p} value={form.readTime} onChange={(e) => set("readTime", e.target.value)} />
        )}
      </Field>
      <Field
        label="Tags"
        error={fieldErrors.tags}
        hint="Comma-separated, for example: cloud, security"
      >
        {(p) => <Input {...p} value={form.tags} onChange={(e) => set("tags", e.target.value)} />}
      </Field>
      <div className="flex flex-col gap-3">
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            className="size-4"
            checked={form.featured}
            onChange={(e) => set("featured", e.target.checked)}
          />
          Featured (shown first on the blog)
        </label>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            className="size-4"
            checked={form.published}
            onChange={(e) => set("published", e.target.checked)}
          />
          Published (visible to visitors)
        </label>
      </div>
      <Field
        label="Publish at (optional)"
        error={fieldErrors.publishAt}
        hint="A future time keeps the post a draft until then; it is published within 15 minutes of it."
      >
        {(p) => (
          <Input
            {...p}
            type="datetime-local"
            value={form.publishAt}
            onChange={(e) => set("publishAt", e.target.value)}
          />
        )}
      </Field>
      <div className="space-y-3 md:col-span-2">
        <p className="text-sm font-medium text-slate-700">Image</p>
        <div className="flex flex-wrap items-start gap-4">
          {form.image ? (
            <img
              src={form.image}
              alt="Cover preview"
              className="h-32 w-60 rounded-md border border-slate-200 object-cover"
            />
          ) : (
            <div className="flex h-32 w-60 items-center justify-center rounded-md border border-dashed border-slate-300 text-sm text-slate-500">
              No image
            </div>
          )}
          <div className="flex flex-col gap-2">
            <label className="inline-flex w-fit cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-within:outline-2 focus-within:outline-accent-600">
              <ImagePlus aria-hidden className="size-4" />
              {uploading ? "Uploading…" : "Upload image"}
              <input
                ref={fileInput}
                type="file"
                accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
                className="sr-only"
                disabled={uploading}
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  if (file) void upload(file);
                }}
              />
            </label>
            <p className="text-xs text-slate-500">PNG, JPEG, WebP, GIF or AVIF, at most 5 MB.</p>
            {form.image && (
              <Button variant="ghost" size="sm" onClick={() => set("image", "")}>
                <Trash2 aria-hidden className="size-4" /> Remove image
              </Button>
            )}
            {uploadError && (
              <p className="text-sm text-danger-700" role="alert">
                {uploadError}
              </p>
            )}
          </div>
        </div>
        <Field
          label="Image URL"
          error={fieldErrors.image}
          hint="Filled by the upload (images are served from this site)."
        >
          {(p) => (
            <Input {...p} value={form.image} onChange={(e) => set("image", e.target.value)} />
          )}
        </Field>
      </div>
    </Card>
  );

  const seoTab = (
    <div className="grid gap-5 lg:grid-cols-2">
      <Card className="space-y-5 p-5">
        <Field
          label="SEO title"
          error={fieldErrors.seoTitle}
          hint={<Counter value={form.seoTitle} max={SEO_TITLE_MAX} />}
        >
          {(p) => (
            <Input {...p} value={form.seoTitle} onChange={(e) => set("seoTitle", e.target.value)} />
          )}
        </Field>
        <Field
          label="SEO description"
          error={fieldErrors.seoDescription}
          hint={<Counter value={form.seoDescription} max={SEO_DESCRIPTION_MAX} />}
        >
          {(p) => (
            <Textarea
              {...p}
              rows={3}
              value={form.seoDescription}
              onChange={(e) => set("seoDescription", e.target.value)}
            />
          )}
        </Field>
        <Field
          label="Keywords"
          error={fieldErrors.seoKeywords}
          hint="Comma-separated; spaces are trimmed and empty entries dropped."
        >
          {(p) => (
            <Input
              {...p}
              value={form.seoKeywords}
              onChange={(e) => set("seoKeywords", e.target.value)}
            />
          )}
        </Field>
        <Field label="Canonical URL" error={fieldErrors.canonicalUrl}>
          {(p) => (
            <Input
              {...p}
              type="url"
              value={form.canonicalUrl}
              onChange={(e) => set("canonicalUrl", e.target.value)}
              placeholder={publicUrl}
            />
          )}
        </Field>
      </Card>
      <Card className="p-5">
        <h2 className="text-sm font-semibold text-slate-700">Search result preview</h2>
        <div className="mt-4 rounded-lg border border-slate-200 p-4" data-testid="serp-preview">
          <p className="truncate text-sm text-slate-600">{form.canonicalUrl || publicUrl}</p>
          <p className="mt-1 truncate text-lg text-[#1a0dab]">
            {(form.seoTitle || form.title || "Your post title").slice(0, SEO_TITLE_MAX)}
            {(form.seoTitle || form.title).length > SEO_TITLE_MAX ? "…" : ""}
          </p>
          <p className="mt-1 line-clamp-2 text-sm text-slate-700">
            {(form.seoDescription || form.excerpt || "Your description appears here.").slice(
              0,
              SEO_DESCRIPTION_MAX,
            )}
            {(form.seoDescription || form.excerpt).length > SEO_DESCRIPTION_MAX ? "…" : ""}
          </p>
        </div>
        <dl className="mt-4 space-y-1 text-sm">
          <div className="flex justify-between">
            <dt>Title</dt>
            <dd>
              <Counter value={form.seoTitle} max={SEO_TITLE_MAX} />
            </dd>
          </div>
          <div className="flex justify-between">
            <dt>Description</dt>
            <dd>
              <Counter value={form.seoDescription} max={SEO_DESCRIPTION_MAX} />
            </dd>
          </div>
        </dl>
      </Card>
    </div>
  );

  const previewTab = (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-4">
        <p className="text-sm text-slate-600">
          This is exactly what visitors will see at{" "}
          <span className="font-mono">/blog/{form.slug}</span>.
        </p>
        <Button
          onClick={() => save("publish")}
          loading={saving === "publish"}
          disabled={saving !== null}
        >
          <Send aria-hidden className="size-4" /> {savedPublished ? "Publish changes" : "Publish"}
        </Button>
      </div>
      <div
        className="overflow-hidden rounded-lg border border-slate-200"
        data-testid="blog-preview"
      >
        <BlogPostView
          post={{
            slug: form.slug,
            title: form.title || "Untitled post",
            excerpt: form.excerpt,
            content: form.content,
            author: form.author,
            category: form.category,
            categoryColor: form.categoryColor,
            readTime: form.readTime,
            featured: form.featured,
            image: form.image || null,
            createdAt,
            updatedAt,
          }}
          url={publicUrl}
          as="div"
        />
      </div>
    </div>
  );

  return (
    // Two fieldsets, disabled until hydrated so nothing typed early is lost; one around the
    // whole page would put <main> inside a <fieldset>, which HTML does not allow.
    <>
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
        <fieldset
          disabled={!hydrated}
          className="mx-auto flex max-w-6xl min-w-0 flex-wrap items-center justify-between gap-3 border-0 px-4 py-3 sm:px-6"
        >
          <div className="flex min-w-0 items-center gap-3">
            <a
              href="/admin?tab=content"
              className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm text-slate-600 hover:bg-slate-100"
            >
              <ArrowLeft aria-hidden className="size-4" /> Dashboard
            </a>
            <div className="min-w-0">
              <h1 className="truncate text-lg font-semibold text-navy-900">
                {id ? "Edit blog post" : "New blog post"}
              </h1>
              <p className="truncate text-xs text-slate-500">
                {form.title || "Untitled"}
                {start.fromTemplate && !id ? " · from the blog template" : ""}
              </p>
            </div>
            {statusBadge}
            {savedPublished && savedSlug && (
              <a
                href={`/blog/${savedSlug}`}
                target="_blank"
                rel="noreferrer"
                className="inline-flex items-center gap-1 text-sm text-accent-700 hover:underline"
              >
                View post <ExternalLink aria-hidden className="size-3.5" />
              </a>
            )}
            {savedSlug && (
              <a
                href={`/blog/${savedSlug}/admin`}
                className="inline-flex items-center gap-1 text-sm text-accent-700 hover:underline"
              >
                Edit on the page
              </a>
            )}
          </div>
          {saveBar}
        </fieldset>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-6 sm:px-6">
        <fieldset disabled={!hydrated} className="m-0 min-w-0 space-y-4 border-0 p-0">
          {error && <Alert>{error}</Alert>}
          {status && (
            <div
              className="grid gap-2 rounded-md border border-slate-200 bg-white p-4 text-sm sm:grid-cols-2"
              data-testid="save-status"
            >
              <p>
                <span className="font-medium text-slate-700">Sitemap: {status.sitemapStatus}</span>
                <br />
                <span className="text-slate-600">{status.sitemapMessage}</span>
              </p>
              <p>
                <span className="font-medium text-slate-700">GitHub: {status.githubStatus}</span>
                <br />
                <span
                  className={status.githubStatus === "error" ? "text-danger-700" : "text-slate-600"}
                >
                  {status.githubMessage}
                </span>
              </p>
            </div>
          )}
          <Tabs
            label="Blog editor"
            value={tab}
            onValueChange={setTab}
            items={[
              { value: "content", label: "Content Editor", content: contentTab },
              { value: "settings", label: "Settings", content: settingsTab },
              { value: "seo", label: "SEO", content: seoTab },
              { value: "preview", label: "Preview", content: previewTab },
            ]}
          />
        </fieldset>
      </main>
      <ConfirmDialog
        open={blocker.state === "blocked"}
        onOpenChange={(open) => {
          if (!open && blocker.state === "blocked") blocker.reset();
        }}
        title="Leave without saving?"
        description="You have unsaved changes to this post. If you leave now they will be lost."
        confirmLabel="Leave"
        onConfirm={() => blocker.state === "blocked" && blocker.proceed()}
      />
      <SeoGateDialog
        gate={gate}
        description="Nothing was saved. Fix these, or publish anyway with a reason that goes to the audit log."
        canOverride={start.isAdmin}
        busy={saving !== null}
        onReasonChange={(reason) => setGate((g) => (g ? { ...g, reason } : g))}
        onClose={() => setGate(null)}
        onPublishAnyway={() => gate && save(gate.kind, gate.reason.trim())}
      />
    </>
  );
}
