import { useEffect, useMemo, useState } from "react";
import { ApiError, apiRequest } from "~/lib/api";
import { elementRole, entrySummary, truncateText } from "~/lib/element-names";
import { isoTimesInWords } from "~/lib/format";
import type {
  InlineContentMap,
  InlineRevision,
  OrphanEntry,
  PageType,
} from "~/schemas/inline-content";
import {
  DRAFT_SETTINGS_FIELDS,
  DRAFT_SETTINGS_LABELS,
  type DraftSettingsField,
  type DraftSettingsValues,
} from "~/schemas/page-settings-draft";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { RelativeTime } from "../ui/relative-time";
import { toast } from "../ui/toaster";
import { elementContext } from "./element-context";
import { diffMaps } from "./entries";

interface HistoryAnswer {
  revisions: InlineRevision[];
  draft: InlineContentMap;
  /** The draft's page settings (null: a page without them, such as a post's). */
  settings: DraftSettingsValues | null;
  version: number;
  orphans: OrphanEntry[];
}

/** "SEO title", "Meta description": a page setting as a line or a heading starts. */
const settingName = (field: DraftSettingsField) => {
  const label = DRAFT_SETTINGS_LABELS[field];
  return label.charAt(0).toUpperCase() + label.slice(1);
};

/** A page setting's value in words; an empty one is what the page shows without it. */
function settingText(field: DraftSettingsField, value: string | null): string {
  if (value !== null) return truncateText(value, 120);
  if (field === "image") return "the site's image";
  if (field === "title") return "follows the page's heading";
  return "the page's own";
}

const ACTIONS: Record<InlineRevision["action"], string> = {
  save: "Saved",
  publish: "Published",
  unpublish: "Unpublished",
  delete: "Deleted",
  restore: "Restored",
  schedule: "Scheduled",
};

/** What a selector addresses on this page, for people ("Hero heading", "FAQs"). */
const roleOf = (selector: string) => elementRole(selector, elementContext(selector));

/**
 * Each key's selector across the history and the draft (a key names one element for a page's
 * life; a removed entry is found in an older revision).
 */
function selectorsByKey(answer: HistoryAnswer): Map<string, string> {
  const selectors = new Map<string, string>();
  for (const map of [answer.draft, ...answer.revisions.map((r) => r.content)]) {
    for (const [key, entry] of Object.entries(map)) {
      if (!selectors.has(key)) selectors.set(key, entry.selector);
    }
  }
  return selectors;
}

/** How many changed elements a revision names; the rest are counted. */
const NAMED_CHANGES = 3;

/**
 * A revision's changed elements, each as people say it ("Hero heading: Cloud services
 * that…", "FAQs: 1 added"), the first few named and the rest counted.
 */
function RevisionChanges({
  revision,
  selectors,
}: {
  revision: InlineRevision;
  selectors: Map<string, string>;
}) {
  const settings = (revision.settings?.changed ?? []).map(
    (field) =>
      `${settingName(field)}: ${settingText(field, revision.settings?.values[field] ?? null)}`,
  );
  const total = settings.length + revision.changed.length;
  if (total === 0) return null;
  const elements = revision.changed
    .slice(0, Math.max(0, NAMED_CHANGES - settings.length))
    .map((key) => {
      const entry = revision.content[key];
      if (entry) return entrySummary(entry, elementContext(entry.selector));
      const selector = selectors.get(key);
      return selector ? `${roleOf(selector)}: as designed` : "An element no longer on the page";
    });
  const lines = [...settings.slice(0, NAMED_CHANGES), ...elements];
  const more = total - lines.length;
  return (
    <span className="block text-xs text-slate-600">
      {lines.map((line) => (
        <span key={line} className="block truncate">
          {line}
        </span>
      ))}
      {more > 0 && `and ${more} more`}
    </span>
  );
}

/**
 * History: every save, publish, delete and restore with who and when; a revision's
 * per-element diff against the current draft; restore the whole revision or the ticked
 * elements as a new draft. Entries whose element is gone from the page are listed as orphans.
 */
export function HistoryPanel({
  pagePath,
  pageType,
  onClose,
  onRestored,
}: {
  pagePath: string;
  pageType: PageType;
  onClose: () => void;
  onRestored: () => void;
}) {
  const [data, setData] = useState<HistoryAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [ticked, setTicked] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    apiRequest<HistoryAnswer>(
      `/api/inline-content/revisions?pagePath=${encodeURIComponent(pagePath)}&pageType=${pageType}`,
      { redirectOnAuthError: false },
    )
      .then((answer) => {
        setData(answer);
        setSelectedId(answer.revisions[0]?.id ?? null);
      })
      .catch((e: unknown) =>
        setError(e instanceof ApiError ? e.message : "Failed to load history"),
      );
  }, [pagePath, pageType]);

  const selectors = useMemo(
    () => (data ? selectorsByKey(data) : new Map<string, string>()),
    [data],
  );
  const revision = data?.revisions.find((r) => r.id === selectedId) ?? null;
  const diff = revision && data ? diffMaps(revision.content, data.draft) : [];
  // The page settings the revision left that differ from the draft's (rows before elements).
  const settingsThen = revision?.settings?.values;
  const settingsNow = data?.settings;
  const settingsDiff =
    settingsThen && settingsNow
      ? DRAFT_SETTINGS_FIELDS.filter((field) => settingsThen[field] !== settingsNow[field]).map(
          (field) => ({
            key: field,
            role: settingName(field),
            past: settingText(field, settingsThen[field]),
            current: settingText(field, settingsNow[field]),
          }),
        )
      : [];
  const differing = [
    ...settingsDiff,
    ...diff
      .filter((d) => d.status !== "same")
      .map((d) => ({ key: d.key, role: roleOf(d.selector), past: d.past, current: d.current })),
  ];

  const restore = async (elements?: string[]) => {
    if (!revision || !data) return;
    setBusy(true);
    try {
      await apiRequest("/api/inline-content/restore", {
        method: "POST",
        redirectOnAuthError: false,
        body: { pagePath, pageType, revisionId: revision.id, elements, baseVersion: data.version },
      });
      onRestored();
    } catch (e) {
      toast.error(
        e instanceof ApiError ? `Restore failed: ${isoTimesInWords(e.message)}` : "Restore failed",
      );
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="History"
      description="Every save, publish, delete and restore of this page, its Page settings included. Restoring makes a new draft; visitors see it once you publish."
    >
      {error && (
        <p role="alert" className="text-sm text-danger-700">
          {error}
        </p>
      )}
      {!data && !error && <p className="text-sm text-slate-600">Loading history…</p>}
      {data && data.revisions.length === 0 && (
        <p className="text-sm text-slate-600">No changes have been saved on this page yet.</p>
      )}
      {data && data.revisions.length > 0 && (
        <div className="space-y-4">
          <ol aria-label="Revisions" className="max-h-48 space-y-1 overflow-y-auto p-0.5">
            {data.revisions.map((r) => (
              <li key={r.id}>
                <button
                  type="button"
                  aria-pressed={r.id === selectedId}
                  onClick={() => {
                    setSelectedId(r.id);
                    setTicked([]);
                  }}
                  className={`w-full rounded-md px-2 py-1.5 text-left text-sm ${r.id === selectedId ? "bg-accent-50 ring-1 ring-accent-600" : "hover:bg-slate-50"}`}
                >
                  <span className="font-medium text-navy-900">{ACTIONS[r.action]}</span> by{" "}
                  {r.createdBy ?? "someone"} · <RelativeTime iso={r.createdAt} />
                  <RevisionChanges revision={r} selectors={selectors} />
                </button>
              </li>
            ))}
          </ol>
          {revision && (
            <div className="space-y-2">
              <h3 className="text-sm font-semibold text-navy-900">
                Compared with the current draft
              </h3>
              {differing.length === 0 ? (
                <p className="text-sm text-slate-600">Same as the current draft.</p>
              ) : (
                <ul className="space-y-2" data-testid="history-diff">
                  {differing.map((d) => {
                    const role = d.role;
                    return (
                      <li key={d.key} className="rounded-md border border-slate-200 p-2 text-sm">
                        <label className="flex items-start gap-2">
                          <input
                            type="checkbox"
                            className="mt-1"
                            checked={ticked.includes(d.key)}
                            onChange={(event) =>
                              setTicked((t) =>
                                event.target.checked ? [...t, d.key] : t.filter((k) => k !== d.key),
                              )
                            }
                            aria-label={`Restore ${role}`}
                          />
                          <span className="min-w-0">
                            <span className="block text-xs font-semibold text-slate-700">
                              {role}
                            </span>
                            <span className="block">
                              <span className="font-medium">Then:</span>{" "}
                              {d.past ?? <em>(as designed)</em>}
                            </span>
                            <span className="block">
                              <span className="font-medium">Now:</span>{" "}
                              {d.current ?? <em>(as designed)</em>}
                            </span>
                          </span>
                        </label>
                      </li>
                    );
                  })}
                </ul>
              )}
              <div className="flex flex-wrap justify-end gap-2">
                <Button
                  variant="secondary"
                  disabled={ticked.length === 0 || busy}
                  onClick={() => restore(ticked)}
                >
                  Restore selected
                </Button>
                <Button disabled={busy} loading={busy} onClick={() => restore()}>
                  Restore this version
                </Button>
              </div>
            </div>
          )}
        </div>
      )}
      {data && data.orphans.length > 0 && (
        <div className="mt-4 space-y-1">
          <h3 className="text-sm font-semibold text-navy-900">Orphaned edits</h3>
          <p className="text-xs text-slate-600">
            These saved edits address elements that are no longer on the page (its code changed).
            They are kept, not shown.
          </p>
          <ul className="space-y-1 text-sm" data-testid="history-orphans">
            {data.orphans.map((o) => (
              <li key={`${o.status}-${o.key}`} className="rounded bg-amber-50 px-2 py-1">
                <span className="font-medium">{elementRole(o.selector)}</span> (
                {o.status === "draft" ? "in the draft" : "published"}):{" "}
                {truncateText(o.content, 120)}
              </li>
            ))}
          </ul>
        </div>
      )}
    </Dialog>
  );
}
