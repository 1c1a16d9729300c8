import { FileText, LayoutTemplate } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { PAGE_TEMPLATES } from "~/content/page-templates";
import { ApiError, apiRequest } from "~/lib/api";
import type { PageTemplateId } from "~/schemas/blog";
import {
  cleanTypedSlug,
  slugFromTitle,
  TEMPLATE_MISSING_MESSAGE,
  templatePostBody,
} from "~/schemas/blog";
import { type CurrentUser, type RoleOption, roleAtLeast } from "~/schemas/user";
import { Button } from "../ui/button";
import { Alert, Card, CardHeader } from "../ui/card";
import { Field, Input } from "../ui/field";
import { toast } from "../ui/toaster";
import { useHydrated } from "../ui/use-hydrated";

/** Spec §9: redirect delay after creating content. */
export const CREATE_REDIRECT_MS = 1500;

type TemplateType = "blog" | PageTemplateId;

const TEMPLATES: {
  value: TemplateType;
  label: string;
  description: string;
  minRole: RoleOption;
}[] = [
  {
    value: "blog",
    label: "Blog post",
    description: "A draft post with headings to fill in; opens in the blog editor.",
    minRole: "author",
  },
  // The page templates (app/content/page-templates.ts): pages made of sections.
  ...PAGE_TEMPLATES.map((template) => ({
    value: template.id,
    label: template.label,
    description: template.description,
    minRole: "editor" as const,
  })),
];

/**
 * The dashboard's Create tab: the blog template or a page template, a title and a URL slug; Create
 * appears only when all three are set, then redirects after 1.5 s.
 */
export function AdminCreateTab({ user }: { user: CurrentUser }) {
  const templates = TEMPLATES.filter((t) => roleAtLeast(user.role, t.minRole));
  const [template, setTemplate] = useState<TemplateType | null>(null);
  const [title, setTitle] = useState("");
  const [slug, setSlug] = useState("");
  const [slugTyped, setSlugTyped] = useState(false);
  const [touched, setTouched] = useState(false);
  const [creating, setCreating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const hydrated = useHydrated();
  // A redirect still pending when the tab goes away is dropped.
  useEffect(() => {
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
  }, []);

  const complete = template !== null && title.trim() !== "" && slug.trim() !== "";

  async function create(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!complete || !template) {
      setError(TEMPLATE_MISSING_MESSAGE);
      return;
    }
    setCreating(true);
    setError(null);
    try {
      let target: string;
      if (template === "blog") {
        await apiRequest("/api/blogs", {
          method: "POST",
          body: templatePostBody({ title: title.trim(), slug, author: user.username }),
        });
        target = `/blog/${slug}/admin`;
      } else {
        const result = await apiRequest<{ redirectTo: string }>("/api/templates/create-page", {
          method: "POST",
          body: { slug, title: title.trim(), template },
        });
        target = result.redirectTo;
      }
      const label = template === "blog" ? "Blog post" : "Page";
      setDone(
        template === "blog"
          ? `${label} created. Opening ${target}…`
          : `${label} created. It stays inactive (visitors get a 404) until you publish it. Opening ${target}…`,
      );
      toast.success(`${label} created from the template`);
      timer.current = setTimeout(() => window.location.assign(target), CREATE_REDIRECT_MS);
    } catch (caught) {
      const type = template === "blog" ? "blog" : "page";
      const detail = caught instanceof ApiError && caught.status < 500 ? caught.message : null;
      const message = detail
        ? `Failed to create ${type} template: ${detail}`
        : caught instanceof ApiError
          ? `Failed to create ${type} template`
          : "Failed to create template";
      setError(message);
      toast.error(message);
      setCreating(false);
    }
  }

  return (
    <Card className="max-w-3xl">
      <CardHeader
        title="Create from a template"
        description="Start a blog post or a page with real structure, then edit it in place."
      />
      <form className="p-5" onSubmit={create} noValidate>
        <fieldset disabled={!hydrated} className="m-0 min-w-0 space-y-5 border-0 p-0">
          <fieldset>
            <legend className="text-sm font-medium text-slate-700">Template</legend>
            <div className="mt-2 grid gap-3 sm:grid-cols-2">
              {templates.map((t) => {
                const Icon = t.value === "blog" ? FileText : LayoutTemplate;
                const checked = template === t.value;
                return (
                  <label
                    key={t.value}
                    className={`flex cursor-pointer gap-3 rounded-lg border p-4 focus-within:outline-2 focus-within:outline-accent-600 ${
                      checked
                        ? "border-accent-600 bg-blue-50"
                        : "border-slate-200 hover:border-slate-300"
                    }`}
                  >
                    <input
                      type="radio"
                      name="template"
                      value={t.value}
                      checked={checked}
                      onChange={() => {
                        setTemplate(t.value);
                        setError(null);
                      }}
                      className="sr-only"
                    />
                    <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-accent-700" />
                    <span>
                      <span className="block font-medium text-navy-900">{t.label}</span>
                      <span className="block text-sm text-slate-600">{t.description}</span>
                    </span>
                  </label>
                );
              })}
            </div>
          </fieldset>
          <Field label="Title">
            {(p) => (
              <Input
                {...p}
                value={title}
                onChange={(e) => {
                  setTitle(e.target.value);
                  setTouched(true);
                  if (!slugTyped) setSlug(slugFromTitle(e.target.value));
                }}
                placeholder={
                  template === "blog" || template === null
                    ? "Five signs your backups will fail"
                    : "Cloud Cost Review"
                }
              />
            )}
          </Field>
          <Field
            label="URL slug"
            hint={
              slug
                ? `Will live at ${template === "blog" || template === null ? `/blog/${slug}` : `/${slug}`}`
                : "Lower-case letters, digits and hyphens"
            }
          >
            {(p) => (
              <Input
                {...p}
                value={slug}
                onChange={(e) => {
                  setSlugTyped(true);
                  setTouched(true);
                  setSlug(cleanTypedSlug(e.target.value));
                }}
              />
            )}
          </Field>
          {error && <Alert>{error}</Alert>}
          {done && <Alert tone="success">{done}</Alert>}
          {complete ? (
            <Button type="submit" loading={creating} disabled={done !== null}>
              Create
            </Button>
          ) : (
            touched && <p className="text-sm text-slate-600">{TEMPLATE_MISSING_MESSAGE}</p>
          )}
        </fieldset>
      </form>
    </Card>
  );
}
