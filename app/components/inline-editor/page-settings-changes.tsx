import { formatDateTime, timeAgo } from "~/lib/format";
import type { PageSettingsChangeView, PageSettingsValues } from "~/schemas/page-settings";
import { Button } from "../ui/button";

// Page settings' recent changes: what each changed, who and when, and its Revert.

const FIELD_LABELS: Record<keyof PageSettingsValues, string> = {
  seoTitle: "SEO title",
  description: "meta description",
  image: "social image",
  title: "page title",
  slug: "address",
};

/** "SEO title and meta description", the fields a change touched, in words. */
export function changedLabel(change: PageSettingsChangeView): string {
  const keys = (Object.keys(FIELD_LABELS) as (keyof PageSettingsValues)[]).filter(
    (key) => change.before[key] !== change.after[key],
  );
  const names = keys.map((key) => FIELD_LABELS[key]);
  const text =
    names.length <= 1
      ? (names[0] ?? "nothing")
      : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

interface ChangesProps {
  changes: PageSettingsChangeView[];
  busyId: string | null;
  disabled: boolean;
  onRevert: (change: PageSettingsChangeView) => void;
}

/** The page's recent Page settings changes, newest first, each revertable once. */
export function PageSettingsChanges({ changes, busyId, disabled, onRevert }: ChangesProps) {
  if (changes.length === 0) {
    return <p className="text-sm text-slate-600">No changes made here yet.</p>;
  }
  return (
    <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
      {changes.map((change) => (
        <li
          key={change.id}
          className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm"
        >
          <span className="min-w-0">
            <span className="font-medium text-navy-900">{changedLabel(change)}</span>
            <span className="block text-slate-600">
              by {change.changedBy},{" "}
              <time dateTime={change.changedAt} title={formatDateTime(change.changedAt)}>
                {timeAgo(change.changedAt)}
              </time>
              {change.revertedAt && (
                <>
                  {"; reverted by "}
                  {change.revertedBy ?? "someone"}{" "}
                  <time dateTime={change.revertedAt} title={formatDateTime(change.revertedAt)}>
                    {timeAgo(change.revertedAt)}
                  </time>
                </>
              )}
            </span>
          </span>
          {!change.revertedAt && (
            <Button
              size="sm"
              variant="secondary"
              loading={busyId === change.id}
              disabled={disabled}
              onClick={() => onRevert(change)}
            >
              Revert
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
