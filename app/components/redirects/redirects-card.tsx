import { Download, Pencil, Plus, Search, Trash2, Upload } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { formatNumber } from "~/lib/analytics-format";
import { ApiError, errorText } from "~/lib/api";
import {
  countWords,
  dayWords,
  importDoneWords,
  originLabel,
  statusWords,
} from "~/lib/redirects-format";
import type { Redirect } from "~/schemas/redirects";
import { type AnalyticsColumn, AnalyticsTable } from "../analytics/analytics-table";
import { Button } from "../ui/button";
import { Card, CardHeader, EmptyState, LoadingRows } from "../ui/card";
import { ConfirmDialog } from "../ui/dialog";
import { Input } from "../ui/field";
import { RetryAlert } from "../ui/retry-alert";
import { toast } from "../ui/toaster";
import { ImportDialog } from "./import-dialog";
import { EXPORT_URL, removeRedirect, useRedirectList } from "./redirects-api";
import { useReturnFocus } from "./use-return-focus";

/** How long the search box rests before the server is asked. */
const SEARCH_DELAY_MS = 300;

const LINK = "text-accent-700 underline underline-offset-2 hover:text-accent-600";

/** A target: a page of this site as a link to it, an outside address as text. */
function TargetCell({ redirect }: { redirect: Redirect }) {
  if (redirect.status === 410) return <span className="text-slate-500">None</span>;
  if (redirect.target.startsWith("/")) {
    return (
      <a href={redirect.target} className={LINK}>
        {redirect.target}
      </a>
    );
  }
  return <span>{redirect.target}</span>;
}

function TypeCell({ redirect }: { redirect: Redirect }) {
  const { code, label } = statusWords(redirect.status);
  return (
    <span className="block whitespace-nowrap">
      <span className="font-medium text-slate-800">{code}</span>
      <span className="block text-xs text-slate-500">{label}</span>
    </span>
  );
}

interface RedirectsCardProps {
  /** Raised by the tab after every write, so the list is read again. */
  changes: number;
  onChanged: () => void;
  onAdd: () => void;
  onEdit: (redirect: Redirect) => void;
}

/** The Redirects card: search, the list with Edit and Delete, Add, CSV import and export. */
/** Redirects shown at first, and added by each "Show more". */
const PAGE_ROWS = 50;

export function RedirectsCard({ changes, onChanged, onAdd, onEdit }: RedirectsCardProps) {
  const [search, setSearch] = useState("");
  const [q, setQ] = useState("");
  const { redirects, error, loading, retry } = useRedirectList(q, changes);
  const [pendingDelete, setPendingDelete] = useState<Redirect | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [importing, setImporting] = useState(false);
  /** Rows shown: a long list (hundreds of imported redirects) is shown a page at a time. */
  const [shown, setShown] = useState(PAGE_ROWS);
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  useReturnFocus(pendingDelete !== null, title);
  useReturnFocus(importing);

  // The server is asked once typing pauses.
  useEffect(() => {
    const timer = window.setTimeout(() => setQ(search), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [search]);

  async function confirmDelete() {
    const redirect = pendingDelete;
    if (!redirect) return;
    setDeleting(true);
    try {
      await removeRedirect(redirect);
      toast.success("Redirect deleted");
    } catch (caught) {
      // Stale (changed since) or gone: the message says so, and the list is read again.
      const stale = caught instanceof ApiError && (caught.status === 409 || caught.status === 404);
      toast.error(
        stale
          ? errorText(caught, "")
          : `Failed to delete the redirect: ${errorText(caught, "Please try again.")}`,
      );
      if (!stale) return;
    } finally {
      setDeleting(false);
    }
    setPendingDelete(null);
    onChanged();
  }

  const columns: AnalyticsColumn<Redirect>[] = [
    { header: "Source", cell: (row) => row.source, className: "min-w-32 wrap-anywhere" },
    {
      header: "Target",
      cell: (row) => <TargetCell redirect={row} />,
      className: "min-w-32 wrap-anywhere",
    },
    { header: "Type", cell: (row) => <TypeCell redirect={row} /> },
    { header: "Hits", cell: (row) => formatNumber(row.hits), numeric: true },
    { header: "Last hit", cell: (row) => dayWords(row.lastHit), className: "whitespace-nowrap" },
    { header: "How it was made", cell: (row) => originLabel(row.origin), className: "min-w-36" },
    {
      header: "Actions",
      cell: (row) => (
        <span className="flex gap-2 whitespace-nowrap">
          <Button variant="secondary" size="sm" onClick={() => onEdit(row)}>
            <Pencil aria-hidden className="size-4" />
            Edit<span className="sr-only"> the redirect from {row.source}</span>
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setPendingDelete(row)}>
            <Trash2 aria-hidden className="size-4" />
            Delete<span className="sr-only"> the redirect from {row.source}</span>
          </Button>
        </span>
      ),
    },
  ];

  const searching = q.trim() !== "";
  return (
    <Card className="min-w-0 overflow-hidden">
      <CardHeader
        title={
          <span id={titleId} ref={title} tabIndex={-1} className="focus:outline-none">
            Redirects
          </span>
        }
        description="Old addresses sent on to a page that exists, or answered as gone for good."
      />
      <div className="space-y-4 p-5">
        <div className="flex flex-wrap items-end gap-3">
          <search className="min-w-48 flex-1 space-y-1" aria-label="Search redirects">
            <label htmlFor="redirects-search" className="block text-sm font-medium text-slate-700">
              Search
            </label>
            <div className="relative">
              <Search
                aria-hidden
                className="pointer-events-none absolute top-2.5 left-3 size-4 text-slate-400"
              />
              <Input
                id="redirects-search"
                type="search"
                className="pl-9"
                placeholder="Source or target"
                value={search}
                maxLength={200}
                onChange={(event) => setSearch(event.target.value)}
              />
            </div>
          </search>
          <div className="flex flex-wrap gap-2">
            <Button onClick={onAdd}>
              <Plus aria-hidden className="size-4" /> Add redirect
            </Button>
            <Button variant="secondary" onClick={() => setImporting(true)}>
              <Upload aria-hidden className="size-4" /> Import CSV
            </Button>
            <a
              href={EXPORT_URL}
              download
              className="inline-flex h-10 items-center gap-2 rounded-md border border-slate-300 bg-white px-4 text-sm font-medium whitespace-nowrap text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
            >
              <Download aria-hidden className="size-4" /> Export CSV
            </a>
          </div>
        </div>
        {error && <RetryAlert error={error} onRetry={retry} />}
        {redirects === null ? (
          loading && <LoadingRows label="Loading redirects" />
        ) : redirects.length === 0 ? (
          <EmptyState title={searching ? `No redirects match “${q.trim()}”` : "No redirects yet"}>
            {searching
              ? "Clear the search to see every redirect."
              : "Add one when a page moves, or import a CSV of old and new addresses. When a page's address changes, a redirect from the old one is added automatically."}
          </EmptyState>
        ) : (
          <p className="text-sm text-slate-600" aria-live="polite">
            {countWords(redirects.length, "redirect", "redirects")}
            {searching ? ` ${redirects.length === 1 ? "matches" : "match"} “${q.trim()}”` : ""}
          </p>
        )}
      </div>
      {redirects && redirects.length > 0 && (
        <div aria-busy={loading || undefined}>
          <AnalyticsTable
            rows={redirects.slice(0, shown)}
            rowKey={(row) => row.id}
            columns={columns}
            labelledBy={titleId}
            minWidth="60rem"
          />
          {redirects.length > shown && (
            <div className="border-t border-slate-100 px-5 py-3">
              <Button variant="secondary" size="sm" onClick={() => setShown((n) => n + PAGE_ROWS)}>
                Show {formatNumber(Math.min(PAGE_ROWS, redirects.length - shown))} more (
                {formatNumber(shown)} of {formatNumber(redirects.length)} shown)
              </Button>
            </div>
          )}
        </div>
      )}
      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => {
          if (!open && !deleting) setPendingDelete(null);
        }}
        title="Delete this redirect?"
        description={`Delete the redirect from ${pendingDelete?.source ?? ""}? Visitors following old links will get a page-not-found error.`}
        confirmLabel="Delete redirect"
        busy={deleting}
        onConfirm={() => void confirmDelete()}
      />
      <ImportDialog
        open={importing}
        onOpenChange={setImporting}
        onImported={(result) => {
          setImporting(false);
          // Rows can be refused between the check and the import (someone added one meanwhile).
          if (result.added.length > 0) toast.success(importDoneWords(result));
          else toast.error(importDoneWords(result));
          onChanged();
        }}
      />
    </Card>
  );
}
