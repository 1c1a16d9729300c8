import { RefreshCw, Save } from "lucide-react";
import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { ApiError, apiRequest } from "~/lib/api";
import type { Office, OfficeKey } from "~/schemas/offices";
import { REVIEW_POLICY_LABELS } from "~/schemas/reviews";
import { type SiteSettings, SiteSettingsSchema } from "~/schemas/site-settings";
import { Button } from "../ui/button";
import { Alert, Card, CardHeader, LoadingRows } from "../ui/card";
import { Field, Input, Select, Textarea } from "../ui/field";
import { toast } from "../ui/toaster";

type SocialKey = keyof SiteSettings["social"];
type OfficePart = keyof Office;
type TextKey = Exclude<
  keyof SiteSettings,
  "social" | "offices" | "notificationEmails" | "notFoundDigestMinHits"
>;
/** A field's path as the API reports issues: "companyName", "social.linkedin", "offices.us.postalCode". */
type FieldPath =
  | TextKey
  | "notificationEmails"
  | "notFoundDigestMinHits"
  | `social.${SocialKey}`
  | `offices.${OfficeKey}.${OfficePart}`;

interface FieldSpec {
  path: FieldPath;
  label: string;
  type?: "text" | "email" | "url" | "tel";
  multiline?: boolean;
  /** A choice among these values (by their labels) instead of typed text. */
  options?: Readonly<Record<string, string>>;
  hint?: string;
  required?: boolean;
}

const GROUPS: { title: string; fields: FieldSpec[] }[] = [
  {
    title: "Company",
    fields: [
      {
        path: "productName",
        label: "Brand name",
        required: true,
        hint: "The name people know you by, the same everywhere: every page title ends with it (“Managed Services | Brand name”), and search engines and share cards show it.",
      },
      {
        path: "companyName",
        label: "Legal company name",
        required: true,
        hint: "The registered name, for the copyright line and as the legal name in search data.",
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
  ...(["us", "india"] as const).map((office) => ({
    title: office === "us" ? "US office" : "India office",
    fields: [
      { path: `offices.${office}.streetAddress`, label: "Street address", required: true },
      { path: `offices.${office}.addressLocality`, label: "City", required: true },
      {
        path: `offices.${office}.addressRegion`,
        label: office === "us" ? "State" : "State or region",
      },
      { path: `offices.${office}.postalCode`, label: office === "us" ? "ZIP code" : "PIN code" },
    ] satisfies FieldSpec[],
  })),
  {
    title: "New leads and sharing",
    fields: [
      {
        path: "notificationEmails",
        label: "Mail each new lead to",
        hint: "Up to 10 addresses, separated by commas. Leave empty to mail nobody.",
      },
      {
        path: "notFoundDigestMinHits",
        label: "Mail new missing pages with more hits than",
        hint: "Once a day, these addresses get the addresses visitors could not find that were first seen in the last day and asked for more often than this.",
        required: true,
      },
      {
        path: "locale",
        label: "Locale",
        hint: "The language and country of the site, e.g. en_US.",
        required: true,
      },
      {
        path: "twitterSite",
        label: "X account",
        hint: "Shown to X when a page is shared, e.g. @northbridgeit.",
      },
    ],
  },
  {
    title: "Publishing",
    fields: [
      {
        path: "reviewPolicy",
        label: "Posts and page changes need review",
        options: REVIEW_POLICY_LABELS,
        hint: "Whose changes an editor or admin approves before they are published or scheduled. Reviewers approve them, or send them back, in the Reviews tab.",
      },
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

/** The addresses of new-lead mail, one field with commas between them (blanks dropped on save). */
const splitEmails = (value: string) => value.split(",").map((email) => email.trimStart());

function readField(settings: SiteSettings, path: FieldPath): string {
  const [group, key = "", part = ""] = path.split(".");
  if (group === "social") return settings.social[key as SocialKey];
  if (group === "offices") return settings.offices[key as OfficeKey][part as OfficePart];
  if (group === "notificationEmails") return settings.notificationEmails.join(", ");
  if (group === "notFoundDigestMinHits") return String(settings.notFoundDigestMinHits);
  return settings[path as TextKey];
}

function writeField(settings: SiteSettings, path: FieldPath, value: string): SiteSettings {
  const [group, key = "", part = ""] = path.split(".");
  if (group === "social") return { ...settings, social: { ...settings.social, [key]: value } };
  if (group === "offices") {
    const office = settings.offices[key as OfficeKey];
    return { ...settings, offices: { ...settings.offices, [key]: { ...office, [part]: value } } };
  }
  if (group === "notificationEmails")
    return { ...settings, notificationEmails: splitEmails(value) };
  if (group === "notFoundDigestMinHits") {
    // Digits only; an empty field is 0, which the server refuses with its message.
    return { ...settings, notFoundDigestMinHits: Number(value.replace(/\D/g, "").slice(0, 7)) };
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
  const formRef = useRef<HTMLFormElement>(null);
  // After a refused save, the first field with an error takes the focus (once rendered).
  const focusFirstError = () =>
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );

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
      focusFirstError();
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
        focusFirstError();
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
      <Alert>
        <div className="flex items-center justify-between gap-4">
          {formError}
          <Button variant="secondary" size="sm" onClick={() => void load()}>
            Retry
          </Button>
        </div>
      </Alert>
    ) : (
      <LoadingRows rows={4} label="Loading site settings" />
    );
  }

  const update = (path: FieldPath, value: string) => {
    setSettings((current) => current && writeField(current, path, value));
    if (errors[path]) setErrors((current) => ({ ...current, [path]: undefined }));
  };

  return (
    <form ref={formRef} onSubmit={save} noValidate aria-label="Site settings" className="space-y-6">
      <Card>
        <CardHeader
          title="Site settings"
          description="Shown in the header, footer, contact buttons and structured data of every public page."
          actions={<span className="text-xs text-slate-500">Version {version}</span>}
        />
        {readOnly && (
          <p className="m-5 rounded-md border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-600">
            Only administrators can change these settings.
          </p>
        )}
      </Card>

      {GROUPS.map((group) => (
        <Card key={group.title}>
          <fieldset disabled={readOnly || saving}>
            <legend className="sr-only">{group.title}</legend>
            <CardHeader title={group.title} />
            <div className="grid grid-cols-1 gap-4 p-5 sm:grid-cols-2">
              {group.fields.map((field) => (
                <div
                  key={field.path}
                  className={field.multiline || field.options ? "sm:col-span-2" : undefined}
                >
                  <Field
                    label={field.required ? `${field.label} (required)` : field.label}
                    error={errors[field.path]}
                    hint={field.hint}
                  >
                    {(props) =>
                      field.options ? (
                        <Select
                          {...props}
                          name={field.path}
                          value={readField(settings, field.path)}
                          onChange={(event) => update(field.path, event.target.value)}
                        >
                          {Object.entries(field.options).map(([value, label]) => (
                            <option key={value} value={value}>
                              {label}
                            </option>
                          ))}
                        </Select>
                      ) : field.multiline ? (
                        <Textarea
                          {...props}
                          name={field.path}
                          rows={3}
                          value={readField(settings, field.path)}
                          onChange={(event) => update(field.path, event.target.value)}
                        />
                      ) : (
                        <Input
                          {...props}
                          name={field.path}
                          type={field.type ?? "text"}
                          value={readField(settings, field.path)}
                          onChange={(event) => update(field.path, event.target.value)}
                        />
                      )
                    }
                  </Field>
                </div>
              ))}
            </div>
          </fieldset>
        </Card>
      ))}

      {/* Next to Save, where the eye is after pressing it. */}
      <div className="space-y-3">
        {conflict && (
          <Alert tone="warning">
            <div className="flex flex-wrap items-center gap-3">
              <p className="flex-1">
                {conflict} Your changes are still in the form; reloading replaces them with the
                saved settings.
              </p>
              <Button variant="secondary" size="sm" onClick={() => void load()}>
                <RefreshCw aria-hidden className="size-4" />
                Reload settings
              </Button>
            </div>
          </Alert>
        )}
        {formError && <Alert>{formError}</Alert>}
        {!readOnly && (
          <div className="flex justify-end">
            <Button type="submit" loading={saving}>
              {!saving && <Save aria-hidden className="size-4" />}
              Save settings
            </Button>
          </div>
        )}
      </div>
    </form>
  );
}
