import { LoaderCircle, RefreshCw, Save, TriangleAlert } from "lucide-react";
import { type FormEvent, useCallback, useEffect, useState } from "react";
import { toast } from "sonner";
import { ApiError, apiRequest } from "~/lib/api";
import { type SiteSettings, SiteSettingsSchema } from "~/schemas/site-settings";

type SocialKey = keyof SiteSettings["social"];
type TextKey = Exclude<keyof SiteSettings, "social">;
/** A field's path as the API reports issues: "companyName", "social.linkedin". */
type FieldPath = TextKey | `social.${SocialKey}`;

interface FieldSpec {
  path: FieldPath;
  label: string;
  type?: "text" | "email" | "url" | "tel";
  multiline?: boolean;
  hint?: string;
  required?: boolean;
}

const GROUPS: { title: string; fields: FieldSpec[] }[] = [
  {
    title: "Company",
    fields: [
      { path: "companyName", label: "Company name", required: true },
      {
        path: "productName",
        label: "Product name",
        required: true,
        hint: "The suffix of every page title: “Managed Services | Product name”.",
      },
      { path: "tagline", label: "Tagline" },
      { path: "aboutText", label: "About text (footer)", multiline: true },
      { path: "registrationNumber", label: "Registration number" },
      {
        path: "siteUrl",
        label: "Site URL",
        type: "url",
        required: true,
        hint: "The public address used in canonical URLs, the sitemap and the RSS feed.",
      },
    ],
  },
  {
    title: "Contact",
    fields: [
      { path: "contactEmail", label: "Contact email", type: "email", required: true },
      { path: "salesEmail", label: "Sales email", type: "email" },
      { path: "phoneUs", label: "US phone", type: "tel", required: true },
      { path: "phoneIndia", label: "India phone", type: "tel", required: true },
      { path: "address", label: "Postal address", multiline: true, required: true },
      { path: "bookingUrl", label: "Booking URL (Book Call)", type: "url" },
      {
        path: "chatNumber",
        label: "Chat number",
        hint: "International format, digits only, e.g. 15550100199.",
        required: true,
      },
      { path: "chatGreeting", label: "Chat greeting", multiline: true },
    ],
  },
  {
    title: "Social links",
    fields: [
      { path: "social.linkedin", label: "LinkedIn", type: "url" },
      { path: "social.x", label: "X", type: "url" },
      { path: "social.facebook", label: "Facebook", type: "url" },
      { path: "social.youtube", label: "YouTube", type: "url" },
    ],
  },
];

function readField(settings: SiteSettings, path: FieldPath): string {
  if (path.startsWith("social.")) return settings.social[path.slice(7) as SocialKey];
  return settings[path as TextKey];
}

function writeField(settings: SiteSettings, path: FieldPath, value: string): SiteSettings {
  if (path.startsWith("social.")) {
    return { ...settings, social: { ...settings.social, [path.slice(7)]: value } };
  }
  return { ...settings, [path]: value };
}

type FieldErrors = Partial<Record<string, string>>;

function issuesToErrors(issues: { path: string; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.path.replace(/^settings\./, "");
    errors[path] ??= issue.message;
  }
  return errors;
}

export interface AdminSiteSettingsProps {
  /** Called when loading answers 401 or 403, or saving answers 401: the session is gone. */
  onUnauthorized: () => void;
  /** Editors may read but not save (the API allows PUT to admins only). */
  readOnly?: boolean;
}

/**
 * The Settings tab's site settings: every field of SiteSettingsSchema, checked in the browser
 * with the same schema, saved with the loaded version so a concurrent change answers 409.
 *
 * @example <AdminSiteSettings onUnauthorized={logout} readOnly={user.role !== "admin"} />
 */
export function AdminSiteSettings({ onUnauthorized, readOnly = false }: AdminSiteSettingsProps) {
  const [settings, setSettings] = useState<SiteSettings | null>(null);
  const [version, setVersion] = useState(0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const load = useCallback(
    async (signal?: AbortSignal) => {
      setFormError(null);
      try {
        const body = await apiRequest<{ settings: SiteSettings; version: number }>(
          "/api/settings/site",
          { signal, redirectOnAuthError: false },
        );
        setSettings(body.settings);
        setVersion(body.version);
        setErrors({});
        setConflict(null);
      } catch (error) {
        if (signal?.aborted) return;
        if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
          return onUnauthorized();
        }
        setFormError("Failed to load the site settings. Please try again.");
      }
    },
    [onUnauthorized],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!settings || readOnly) return;
    setFormError(null);
    const parsed = SiteSettingsSchema.safeParse(settings);
    if (!parsed.success) {
      setErrors(
        issuesToErrors(
          parsed.error.issues.map((issue) => ({
            path: issue.path.map(String).join("."),
            message: issue.message,
          })),
        ),
      );
      setFormError("Please correct the highlighted fields.");
      return;
    }
    setSaving(true);
    try {
      const body = await apiRequest<{ settings: SiteSettings; version: number }>(
        "/api/settings/site",
        { method: "PUT", body: { settings: parsed.data, version }, redirectOnAuthError: false },
      );
      setSettings(body.settings);
      setVersion(body.version);
      setErrors({});
      toast.success("Settings saved");
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.status === 401) return onUnauthorized();
      if (error.status === 403) {
        setFormError("Only administrators can change the site settings.");
      } else if (error.status === 409) {
        setConflict(error.message);
      } else if (error.issues.length > 0) {
        setErrors(issuesToErrors(error.issues));
        setFormError("Please correct the highlighted fields.");
      } else {
        setFormError(error.message);
      }
      toast.error(`Failed to save settings: ${error.message}`);
    } finally {
      setSaving(false);
    }
  }

  if (!settings) {
    return formError ? (
      <div
        role="alert"
        className="flex items-center justify-between gap-4 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-danger-700"
      >
        {formError}
        <button type="button" onClick={() => void load()} className="font-medium underline">
          Retry
        </button>
      </div>
    ) : (
      <div
        role="status"
        className="flex items-center gap-2 rounded-lg border border-slate-200 p-6 text-sm text-slate-600"
      >
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        Loading site settings…
      </div>
    );
  }

  return (
    <form onSubmit={save} noValidate aria-labelledby="site-settings-heading" className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="site-settings-heading" className="text-lg font-semibold text-navy-900">
            Site settings
          </h2>
          <p className="text-sm text-slate-500">
            Shown in the header, footer, contact buttons and structured data of every public page.
          </p>
        </div>
        <span className="text-xs text-slate-500">Version {version}</span>
      </div>

      {readOnly && (
        <p className="rounded-md border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-600">
          Only administrators can change these settings.
        </p>
      )}

      {conflict && (
        <div
          role="alert"
          className="flex flex-wrap items-start gap-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-warning-700"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <p className="flex-1">
            {conflict} Your changes are still in the form; reloading replaces them with the saved
            settings.
          </p>
          <button
            type="button"
            onClick={() => void load()}
            className="inline-flex items-center gap-1 rounded-md border border-amber-400 px-3 py-1 font-medium hover:bg-amber-100"
          >
            <RefreshCw aria-hidden="true" className="size-3.5" />
            Reload settings
          </button>
        </div>
      )}

      {formError && (
        <p
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-danger-700"
        >
          {formError}
        </p>
      )}

      {GROUPS.map((group) => (
        <fieldset
          key={group.title}
          disabled={readOnly || saving}
          className="rounded-lg border border-slate-200 p-4 sm:p-5"
        >
          <legend className="px-1 text-sm font-semibold text-navy-900">{group.title}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {group.fields.map((field) => {
              const id = `site-settings-${field.path.replace(".", "-")}`;
              const error = errors[field.path];
              const describedBy = [error && `${id}-error`, field.hint && `${id}-hint`]
                .filter(Boolean)
                .join(" ");
              const common = {
                id,
                name: field.path,
                value: readField(settings, field.path),
                "aria-invalid": error ? true : undefined,
                "aria-describedby": describedBy || undefined,
                required: field.required,
                className: `w-full rounded-md border px-3 py-2 text-sm text-slate-900 disabled:bg-slate-50 disabled:text-slate-500 ${
                  error ? "border-danger-700" : "border-slate-300"
                }`,
              };
              const onChange = (value: string) => {
                setSettings((current) => current && writeField(current, field.path, value));
                if (error) setErrors((current) => ({ ...current, [field.path]: undefined }));
              };
              return (
                <div key={field.path} className={field.multiline ? "sm:col-span-2" : undefined}>
                  <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
                    {field.label}
                    {field.required && <span className="text-danger-700"> *</span>}
                  </label>
                  {field.multiline ? (
                    <textarea {...common} rows={3} onChange={(e) => onChange(e.target.value)} />
                  ) : (
                    <input
                      {...common}
                      type={field.type ?? "text"}
                      onChange={(e) => onChange(e.target.value)}
                    />
                  )}
                  {field.hint && (
                    <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
                      {field.hint}
                    </p>
                  )}
                  {error && (
                    <p id={`${id}-error`} className="mt-1 text-sm text-danger-700">
                      {error}
                    </p>
                  )}
                </div>
              );
            })}
          </div>
        </fieldset>
      ))}

      {!readOnly && (
        <div className="flex justify-end">
          <button
            type="submit"
            disabled={saving}
            className="inline-flex items-center gap-2 rounded-md bg-accent-700 px-4 py-2 text-sm font-medium text-white hover:bg-accent-600 disabled:opacity-70"
          >
            {saving ? (
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            ) : (
              <Save aria-hidden="true" className="size-4" />
            )}
            Save settings
          </button>
        </div>
      )}
    </form>
  );
}
