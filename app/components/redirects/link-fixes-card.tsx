import { Wand2 } from "lucide-react";
import { useEffect, useId, useMemo, useState } from "react";
import { ApiError, errorText } from "~/lib/api";
import {
  countWords,
  linkFixPlaceLabel,
  linkTextWords,
  rewriteDoneWords,
} from "~/lib/redirects-format";
import type { LinkFix } from "~/schemas/redirects";
import { type AnalyticsColumn, AnalyticsTable } from "../analytics/analytics-table";
import { Button } from "../ui/button";
import { Card, CardHeader, EmptyState, LoadingRows } from "../ui/card";
import { ConfirmDialog } from "../ui/dialog";
import { RetryAlert } from "../ui/retry-alert";
import { toast } from "../ui/toaster";
import { rewriteLinks, useLinkFixes } from "./redirects-api";

interface LinkFixesCardProps {
  /** Raised by the tab after every write, so the list is read again. */
  changes: number;
  onChanged: () => void;
}

/**
 * Links to redirected addresses: the links staff wrote in posts, page edits and created pages
 * that still point at an old address. Each is listed with where it will point; the chosen ones
 * are rewritten together after a review (one transaction, refused whole when any changed).
 */
export function LinkFixesCard({ changes, onChanged }: LinkFixesCardProps) {
  const { fixes, error, loading, retry } = useLinkFixes(changes);
  const [skipped, setSkipped] = useState<ReadonlySet<string>>(new Set());
  const [reviewing, setReviewing] = useState(false);
  const [busy, setBusy] = useState(false);
  const titleId = useId();

  // A new list (after a write) starts with every link chosen again.
  useEffect(() => {
    void fixes;
    setSkipped(new Set());
  }, [fixes]);

  const chosen = useMemo(
    () => (fixes ?? []).filter((fix) => !skipped.has(fix.id)),
    [fixes, skipped],
  );
  const pages = new Set(chosen.map((fix) => fix.path)).size;

  function toggle(fix: LinkFix) {
    setSkipped((current) => {
      const next = new Set(current);
      if (next.has(fix.id)) next.delete(fix.id);
      else next.add(fix.id);
      return next;
    });
  }

  async function apply() {
    setBusy(true);
    try {
      const result = await rewriteLinks(chosen);
      toast.success(rewriteDoneWords(result));
      setReviewing(false);
      onChanged();
    } catch (caught) {
      toast.error(errorText(caught, "The links could not be rewritten. Please try again."));
      setReviewing(false);
      // Someone changed a page or post since: show the list as it is now.
      if (caught instanceof ApiError && caught.status === 409) onChanged();
    } finally {
      setBusy(false);
    }
  }

  const columns: AnalyticsColumn<LinkFix>[] = [
    {
      header: "Rewrite",
      cell: (row) => (
        <input
          type="checkbox"
          className="size-4 accent-accent-600"
          checked={!skipped.has(row.id)}
          onChange={() => toggle(row)}
          aria-label={`Rewrite ${linkTextWords(row.text)} on ${row.path}`}
        />
      ),
    },
    {
      header: "On",
      cell: (row) => (
        <>
          <span className="block font-medium text-navy-900">{row.title}</span>
          <span className="block text-xs text-slate-500">
            {row.path} · {linkFixPlaceLabel(row.place)}
          </span>
        </>
      ),
      className: "min-w-44 wrap-anywhere",
    },
    { header: "Link", cell: (row) => linkTextWords(row.text), className: "min-w-40" },
    {
      header: "Points at",
      cell: (row) => (
        <>
          <span className="block text-slate-500 line-through decoration-slate-400">{row.from}</span>
          <span className="block">→ {row.to}</span>
        </>
      ),
      className: "min-w-48 wrap-anywhere",
    },
  ];

  return (
    <Card className="min-w-0 overflow-hidden" id="link-fixes">
      <CardHeader
        title={<span id={titleId}>Links to redirected addresses</span>}
        description="Links in your posts and pages that still point at an old address. Visitors are sent on, but a direct link is faster and passes its full value to search engines."
        actions={
          fixes && fixes.length > 0 ? (
            <Button size="sm" disabled={chosen.length === 0} onClick={() => setReviewing(true)}>
              <Wand2 aria-hidden className="size-4" />
              Rewrite {countWords(chosen.length, "link", "links")}
            </Button>
          ) : undefined
        }
      />
      {(error || fixes === null || fixes.length === 0) && (
        <div className="space-y-4 p-5">
          {error && <RetryAlert error={error} onRetry={retry} />}
          {fixes === null
            ? loading && <LoadingRows label="Loading links to redirected addresses" />
            : fixes.length === 0 && (
                <EmptyState title="Every link points straight at its page">
                  When a page or post moves, links you wrote to its old address show here, ready to
                  be rewritten in one step.
                </EmptyState>
              )}
        </div>
      )}
      {fixes && fixes.length > 0 && (
        <div aria-busy={loading || undefined}>
          <p className="px-5 pt-3 pb-2 text-sm text-slate-600" aria-live="polite">
            {countWords(chosen.length, "link", "links")} of {fixes.length} chosen
          </p>
          <AnalyticsTable
            rows={fixes}
            rowKey={(row) => row.id}
            columns={columns}
            labelledBy={titleId}
            minWidth="48rem"
          />
        </div>
      )}
      <ConfirmDialog
        open={reviewing}
        onOpenChange={setReviewing}
        title={`Rewrite ${countWords(chosen.length, "link", "links")}?`}
        description={`${countWords(chosen.length, "link", "links")} on ${countWords(pages, "page", "pages")} will point straight at the new addresses. Published posts and edits change at once; draft edits still wait for Publish.`}
        confirmLabel="Rewrite links"
        confirmVariant="primary"
        onConfirm={() => void apply()}
        busy={busy}
      />
    </Card>
  );
}
