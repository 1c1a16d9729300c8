import { Card } from "../ui/card";
import { Field, Input, Textarea } from "../ui/field";
import type { BlogForm, FieldErrors, SetField } from "./editor-form";

const SEO_TITLE_MAX = 60;
const SEO_DESCRIPTION_MAX = 160;

function Counter({ value, max }: { value: string; max: number }) {
  const over = value.length > max;
  return (
    <span className={over ? "font-medium text-danger-700" : "text-slate-500"}>
      {value.length}/{max} characters{over ? " (too long for search results)" : ""}
    </span>
  );
}

interface SeoFieldsProps {
  form: BlogForm;
  set: SetField;
  fieldErrors: FieldErrors;
  /** Where the post will be, the canonical URL's placeholder and the preview's fallback. */
  publicUrl: string;
}

/** The SEO tab: title, description, keywords and canonical URL, beside a search result preview. */
export function SeoFields({ form, set, fieldErrors, publicUrl }: SeoFieldsProps) {
  return (
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
}
