import { Settings2 } from "lucide-react";
import { type FormEvent, type RefObject, useEffect, useMemo, useState } from "react";
import { ApiError, apiRequest } from "~/lib/api";
import { pageTitle } from "~/lib/seo";
import type { PageFacts } from "~/lib/seo-analyzer";
import type { PageSettingsChangeView, PageSettingsView } from "~/schemas/page-settings";
import { DRAFT_SETTINGS_LABELS } from "~/schemas/page-settings-draft";
import { DESCRIPTION_MAX, DESCRIPTION_MIN, TITLE_MAX, TITLE_MIN } from "~/schemas/seo-deploy";
import { LengthBadge } from "../seo/length-badge";
import { ScoreBadge } from "../seo/score-badge";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { Field, Input, Textarea } from "../ui/field";
import { toast } from "../ui/toaster";
import type { EditorBoot } from "./boot";
import { PageSettingsChanges } from "./page-settings-changes";
import { readPageFacts, scoreWith } from "./page-settings-score";

// Edit mode's Page settings: SEO title and meta description with the analyzer's length hints
// and live score, the social image, and for pages created in the admin their title and slug.
// Saved through `PUT /api/pages/settings` into the page's draft, with the draft version the
// editor works on (409 when someone changed the page since); Publish makes them live with the
// words. A new address moves the page at once. Each change is listed with its Revert.

interface Form {
  seoTitle: string;
  description: string;
  image: string;
  title: string;
  slug: string;
}

const formOf = (view: PageSettingsView): Form => ({
  seoTitle: view.values.seoTitle ?? "",
  description: view.values.description ?? "",
  image: view.values.image ?? "",
  title: view.values.title ?? "",
  slug: view.values.slug ?? "",
});

interface SaveAnswer {
  settings: PageSettingsView;
  changed: boolean;
  redirectTo: string | null;
}

const failureText = (error: unknown) =>
  error instanceof ApiError ? error.message : "Failed to save the page settings. Please try again.";

/** How Page settings joins the editor's draft: its version, and what to do after a save. */
export interface SettingsDraft {
  /** The draft version the editor works on; a save or revert moves it on. */
  baseVersion: RefObject<number>;
  /** A save or revert landed in the draft: the settings as they are now. */
  onSaved: (settings: PageSettingsView) => void;
}

/** The toolbar's "Page settings" button and its panel (pages only; not a post or a new page). */
export function PageSettingsButton({
  boot,
  disabled,
  draft,
}: {
  boot: EditorBoot;
  disabled: boolean;
  draft: SettingsDraft;
}) {
  const [open, setOpen] = useState(false);
  if (boot.pageType !== "page" || boot.isTemplate) return null;
  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)} disabled={disabled}>
        <Settings2 aria-hidden className="hidden size-4 sm:block" /> Page settings
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Page settings"
        description="How this page appears in search results and when it is shared. Saved settings join the page's draft: visitors see them once you publish."
      >
        {open && (
          <PageSettingsPanel
            pagePath={boot.pagePath}
            draft={draft}
            onClose={() => setOpen(false)}
          />
        )}
      </Dialog>
    </>
  );
}

function PageSettingsPanel({
  pagePath,
  draft,
  onClose,
}: {
  pagePath: string;
  draft: SettingsDraft;
  onClose: () => void;
}) {
  const [view, setView] = useState<PageSettingsView | null>(null);
  const [form, setForm] = useState<Form | null>(null);
  const [facts, setFacts] = useState<PageFacts | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    apiRequest<PageSettingsView>(`/api/pages/settings?path=${encodeURIComponent(pagePath)}`, {
      redirectOnAuthError: false,
    })
      .then((answer) => {
        if (!live) return;
        setView(answer);
        setForm(formOf(answer));
      })
      .catch((failure: unknown) => {
        if (live) setLoadError(failureText(failure));
      });
    void readPageFacts(pagePath).then((read) => {
      if (live) setFacts(read);
    });
    return () => {
      live = false;
    };
  }, [pagePath]);

  const rendered = useMemo(() => {
    if (!view || !form) return null;
    const ownTitle =
      view.source === "d1" ? form.title || view.defaults.seoTitle : view.defaults.seoTitle;
    return {
      title: pageTitle(form.seoTitle || ownTitle, view.productName),
      description: form.description || view.defaults.description,
      ownTitle,
    };
  }, [view, form]);
  const score = useMemo(
    () => (facts && rendered ? scoreWith(facts, pagePath, rendered) : null),
    [facts, rendered, pagePath],
  );

  if (loadError)
    return (
      <p role="alert" className="text-sm text-danger-700">
        {loadError}
      </p>
    );
  if (!view || !form || !rendered) {
    return (
      <p role="status" className="text-sm text-slate-600">
        Loading page settings…
      </p>
    );
  }

  const set = (key: keyof Form) => (value: string) => setForm({ ...form, [key]: value });
  const created = view.source === "d1";

  /** `done` says what happened; `waiting` instead while the draft holds settings not published. */
  const settle = (answer: SaveAnswer, done: string, waiting = done) => {
    if (answer.redirectTo) {
      toast.success(`${done}. Opening the page at its new address…`);
      window.location.assign(answer.redirectTo);
      return;
    }
    draft.baseVersion.current = answer.settings.baseVersion;
    draft.onSaved(answer.settings);
    setView(answer.settings);
    setForm(formOf(answer.settings));
    toast.success(answer.settings.unpublished.length > 0 ? waiting : done);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy("save");
    setError(null);
    try {
      const answer = await apiRequest<SaveAnswer>("/api/pages/settings", {
        method: "PUT",
        redirectOnAuthError: false,
        body: {
          path: view.path,
          baseVersion: draft.baseVersion.current,
          seoTitle: form.seoTitle,
          description: form.description,
          image: form.image,
          ...(created ? { title: form.title } : {}),
          ...(created && form.slug !== view.values.slug ? { slug: form.slug } : {}),
        },
      });
      if (answer.changed) {
        settle(
          answer,
          "Page settings saved",
          "Page settings saved to the draft. Publish to make them live.",
        );
      } else settle(answer, "Nothing to save");
    } catch (failure) {
      setError(failure instanceof ApiError ? failure : null);
      toast.error(failureText(failure));
    }
    setBusy(null);
  };

  const onRevert = async (change: PageSettingsChangeView) => {
    setBusy(change.id);
    try {
      const answer = await apiRequest<SaveAnswer>(
        `/api/pages/settings/changes/${encodeURIComponent(change.id)}/revert`,
        {
          method: "POST",
          redirectOnAuthError: false,
          body: { baseVersion: draft.baseVersion.current },
        },
      );
      settle(answer, "Change reverted", "Change reverted in the draft. Publish to make it live.");
    } catch (failure) {
      toast.error(failureText(failure));
    }
    setBusy(null);
  };

  const fieldError = (path: string) => error?.fieldError(path);

  return (
    <div className="space-y-6">
      <form className="space-y-4" onSubmit={onSubmit} noValidate>
        {created && (
          <>
            <Field
              label="Page title"
              error={fieldError("title")}
              hint="The page's name in its breadcrumb and, unless an SEO title is set, in search results. Empty: it follows the page's heading."
            >
              {(props) => (
                <Input
                  {...props}
                  value={form.title}
                  placeholder={view.defaults.seoTitle}
                  onChange={(event) => set("title")(event.target.value)}
                />
              )}
            </Field>
            <Field
              label="Address"
              error={fieldError("slug")}
              hint="Lower-case letters, digits and single hyphens. A new address moves the page at once, without waiting for Publish; the old one stops working."
            >
              {(props) => (
                <div className="flex items-center gap-1">
                  <span aria-hidden className="text-sm text-slate-600">
                    /
                  </span>
                  <Input
                    {...props}
                    value={form.slug}
                    autoCapitalize="none"
                    spellCheck={false}
                    onChange={(event) => set("slug")(event.target.value)}
                  />
                </div>
              )}
            </Field>
          </>
        )}
        <Field
          label="SEO title"
          error={fieldError("seoTitle")}
          hint={
            <span className="flex flex-wrap items-center gap-2">
              <LengthBadge length={rendered.title.length} kind="title" />
              <span>
                In search results as “{rendered.title}”. Aim for {TITLE_MIN}-{TITLE_MAX} characters
                with the “ | {view.productName}” ending. Empty: the page's own title.
              </span>
            </span>
          }
        >
          {(props) => (
            <Input
              {...props}
              value={form.seoTitle}
              placeholder={rendered.ownTitle}
              onChange={(event) => set("seoTitle")(event.target.value)}
            />
          )}
        </Field>
        <Field
          label="Meta description"
          error={fieldError("description")}
          hint={
            <span className="flex flex-wrap items-center gap-2">
              <LengthBadge length={rendered.description.length} kind="description" />
              <span>
                Aim for {DESCRIPTION_MIN}-{DESCRIPTION_MAX} characters. Empty: the page's own
                description.
              </span>
            </span>
          }
        >
          {(props) => (
            <Textarea
              {...props}
              rows={3}
              value={form.description}
              placeholder={view.defaults.description}
              onChange={(event) => set("description")(event.target.value)}
            />
          )}
        </Field>
        <Field
          label="Social image"
          error={fieldError("image")}
          hint="Shown when the page is shared: an image uploaded to this site (/images/…) or an https:// address. Empty: the site's image."
        >
          {(props) => (
            <Input
              {...props}
              value={form.image}
              inputMode="url"
              placeholder="/images/…"
              onChange={(event) => set("image")(event.target.value)}
            />
          )}
        </Field>
        <div
          className="flex flex-wrap items-center gap-2 text-sm text-slate-700"
          data-testid="page-settings-score"
          aria-live="polite"
        >
          {score ? (
            <>
              <span>SEO score with these settings:</span>
              <ScoreBadge score={score.overallScore} />
              {score.issues
                .filter((issue) => /title|description/.test(issue.id))
                .slice(0, 2)
                .map((issue) => (
                  <span key={issue.id} className="basis-full text-slate-600">
                    {issue.title}
                  </span>
                ))}
            </>
          ) : (
            <span>Scoring the page…</span>
          )}
        </div>
        {view.unpublished.length > 0 && (
          <p className="text-sm text-slate-700" data-testid="page-settings-unpublished">
            Saved in the draft, not published yet:{" "}
            {view.unpublished.map((field) => DRAFT_SETTINGS_LABELS[field]).join(", ")}.
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Button type="submit" loading={busy === "save"} disabled={busy !== null}>
            Save settings
          </Button>
        </div>
      </form>
      <section aria-labelledby="page-settings-changes" className="space-y-2">
        <h3 id="page-settings-changes" className="text-sm font-semibold text-navy-900">
          Recent changes
        </h3>
        <PageSettingsChanges
          changes={view.changes}
          busyId={busy}
          disabled={busy !== null}
          onRevert={onRevert}
        />
      </section>
    </div>
  );
}
