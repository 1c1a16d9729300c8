import { ArrowRight, X } from "lucide-react";
import { useId, useRef, useState } from "react";
import { formatNumber } from "~/lib/analytics-format";
import { errorText } from "~/lib/api";
import { countWords, crawlerWords, dayWords, linkedFromWords } from "~/lib/redirects-format";
import type { NotFoundEntry } from "~/schemas/redirects";
import { type AnalyticsColumn, AnalyticsTable } from "../analytics/analytics-table";
import { Button } from "../ui/button";
import { Card, CardHeader, EmptyState, LoadingRows } from "../ui/card";
import { RetryAlert } from "../ui/retry-alert";
import { toast } from "../ui/toaster";
import { dismissNotFound, saveRedirect, useNotFoundList } from "./redirects-api";

interface NotFoundCardProps {
  /** Raised by the tab after every write, so the list is read again. */
  changes: number;
  onChanged: () => void;
  /** Opens the Add redirect dialog with this address as its Source. */
  onRedirect: (path: string) => void;
}

/**
 * The 404 monitor: addresses visitors asked for and did not find, with the sites linking to
 * them; each can be redirected (to the closest page in one click) or dismissed.
 */
export function NotFoundCard({ changes, onChanged, onRedirect }: NotFoundCardProps) {
  const { entries, error, loading, retry, drop } = useNotFoundList(changes);
  const [busy, setBusy] = useState<{ id: string; action: "redirect" | "dismiss" } | null>(null);
  const titleId = useId();
  const title = useRef<HTMLSpanElement>(null);

  async function redirectToSuggestion(entry: NotFoundEntry) {
    if (!entry.suggestion) return;
    setBusy({ id: entry.id, action: "redirect" });
    try {
      await saveRedirect({ source: entry.path, target: entry.suggestion.path, status: 301 });
      toast.success("Redirect added");
      // The row may go once the list is read again: focus stays in the card.
      title.current?.focus();
      onChanged();
    } catch (caught) {
      toast.error(errorText(caught, "The redirect could not be added. Please try again."));
    } finally {
      setBusy(null);
    }
  }

  async function dismiss(entry: NotFoundEntry) {
    setBusy({ id: entry.id, action: "dismiss" });
    try {
      await dismissNotFound(entry);
      title.current?.focus();
      drop(entry.id);
      toast.success(`Dismissed ${entry.path}`);
    } catch (caught) {
      toast.error(errorText(caught, "The address could not be dismissed. Please try again."));
    } finally {
      setBusy(null);
    }
  }

  const isBusy = (entry: NotFoundEntry, action: "redirect" | "dismiss") =>
    busy?.id === entry.id && busy.action === action;

  const columns: AnalyticsColumn<NotFoundEntry>[] = [
    {
      header: "Address",
      cell: (row) => (
        <>
          <span className="block">{row.path}</span>
          {row.suggestion && (
            <span className="block text-xs text-slate-500">
              Closest page: {row.suggestion.title}
            </span>
          )}
        </>
      ),
      className: "min-w-40 wrap-anywhere",
    },
    {
      header: "Hits",
      cell: (row) => (
        <>
          <span className="block">{formatNumber(row.hits)}</span>
          {row.botHits > 0 && (
            <span className="block text-xs text-slate-500">{crawlerWords(row.botHits)}</span>
          )}
        </>
      ),
      numeric: true,
    },
    {
      header: "First seen",
      cell: (row) => dayWords(row.firstSeen),
      className: "whitespace-nowrap",
    },
    { header: "Last seen", cell: (row) => dayWords(row.lastSeen), className: "whitespace-nowrap" },
    { header: "Linked from", cell: (row) => linkedFromWords(row.referrers), className: "min-w-44" },
    {
      header: "Actions",
      cell: (row) => (
        <span className="flex min-w-44 flex-wrap gap-2">
          {row.suggestion && (
            <Button
              size="sm"
              loading={isBusy(row, "redirect")}
              disabled={busy !== null}
              onClick={() => void redirectToSuggestion(row)}
              className="whitespace-nowrap"
            >
              <ArrowRight aria-hidden className="size-4" />
              Redirect to {row.suggestion.path}
              <span className="sr-only"> (from {row.path})</span>
            </Button>
          )}
          <Button
            variant="secondary"
            size="sm"
            disabled={busy !== null}
            onClick={() => onRedirect(row.path)}
          >
            Redirect…<span className="sr-only"> {row.path} to a page you choose</span>
          </Button>
          <Button
            variant="ghost"
            size="sm"
            loading={isBusy(row, "dismiss")}
            disabled={busy !== null}
            onClick={() => void dismiss(row)}
          >
            <X aria-hidden className="size-4" />
            Dismiss<span className="sr-only"> {row.path}</span>
          </Button>
        </span>
      ),
    },
  ];

  return (
    <Card className="min-w-0 overflow-hidden">
      <CardHeader
        title={
          <span id={titleId} ref={title} tabIndex={-1} className="focus:outline-none">
            Pages not found
          </span>
        }
        description="Addresses visitors asked for that answered “page not found”, and the sites linking to them."
      />
      {(error || entries === null || entries.length === 0) && (
        <div className="space-y-4 p-5">
          {error && <RetryAlert error={error} onRetry={retry} />}
          {entries === null
            ? loading && <LoadingRows label="Loading pages not found" />
            : entries.length === 0 && (
                <EmptyState title="No missing pages reported">
                  Addresses visitors asked for and did not find show here, with the sites that
                  linked to them, so you can redirect them to the right page.
                </EmptyState>
              )}
        </div>
      )}
      {entries && entries.length > 0 && (
        <div aria-busy={loading || undefined}>
          <p className="px-5 pt-3 pb-2 text-sm text-slate-600" aria-live="polite">
            {countWords(entries.length, "missing address", "missing addresses")}
          </p>
          <AnalyticsTable
            rows={entries}
            rowKey={(row) => row.id}
            columns={columns}
            labelledBy={titleId}
            minWidth="60rem"
          />
        </div>
      )}
    </Card>
  );
}
