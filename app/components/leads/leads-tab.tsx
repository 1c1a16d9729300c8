import { Download, RefreshCw, Search } from "lucide-react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { ApiError, apiRequest, errorText } from "~/lib/api";
import { LEAD_OWNER_NONE, type LeadInbox, type StaffLead } from "~/schemas/lead";
import { Button } from "../ui/button";
import { Alert, Card, CardHeader, EmptyState, LoadingRows } from "../ui/card";
import { ConfirmDialog } from "../ui/dialog";
import { Input, Select } from "../ui/field";
import { LoadMore } from "../ui/load-more";
import { toast } from "../ui/toaster";
import { LeadCard, LeadStatusOptions } from "./lead-card";

export interface LeadsTabProps {
  /** The lead a mail's link opens (`/admin?tab=leads&lead=<id>`), scrolled to and marked. */
  focusLeadId?: string | null;
  /** Keeps the tab's badge in step: the count of new leads after each read or save. */
  onNewCountChange?: (count: number) => void;
  /** Called when the API answers 401 or 403: the session is gone or lacks the role. */
  onUnauthorized: () => void;
}

interface Filters {
  status: string;
  ownerId: string;
  q: string;
}

/** The filters as a query string, shared by the list and the CSV download. */
function filterQuery({ status, ownerId, q }: Filters, cursor?: string): string {
  const params = new URLSearchParams();
  if (status) params.set("status", status);
  if (ownerId) params.set("ownerId", ownerId);
  if (q.trim()) params.set("q", q.trim());
  if (cursor) params.set("cursor", cursor);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** "3 leads", or "Showing 50 of 120 leads" while more pages wait, "… match the filters". */
function shownCount(shown: number, total: number, filtered: boolean): string {
  const all = total === 1 ? "1 lead" : `${total} leads`;
  const text = shown < total ? `Showing ${shown} of ${all}` : all;
  return filtered ? `${text} ${total === 1 ? "matches" : "match"} the filters` : text;
}

/** How many pages the tab loads looking for the lead a mail's link names. */
const MAX_PAGES_SOUGHT = 10;

const isAuthError = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 403);

/**
 * The dashboard's Leads tab: contact-form leads, newest first, a page at a time ("Load more"
 * keeps the filters), filtered by status and owner and searched by text on the server; each lead's status, owner and note; the CSV export of
 * what the filters show; deletes after a confirmation.
 *
 * @example <LeadsTab onUnauthorized={redirectToLogin} onNewCountChange={setLeadCount} />
 */
export function LeadsTab({ focusLeadId, onNewCountChange, onUnauthorized }: LeadsTabProps) {
  const [filters, setFilters] = useState<Filters>({ status: "", ownerId: "", q: "" });
  const [search, setSearch] = useState("");
  const [inbox, setInbox] = useState<LeadInbox | null>(null);
  const [loading, setLoading] = useState(true);
  const [loadingMore, setLoadingMore] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [pendingDelete, setPendingDelete] = useState<StaffLead | null>(null);
  const [deleting, setDeleting] = useState(false);
  const focused = useRef<string | null>(null);
  const query = useMemo(() => filterQuery(filters), [filters]);

  const load = useCallback(
    async (signal?: AbortSignal) => {
      setLoading(true);
      setLoadError(null);
      try {
        const body = await apiRequest<LeadInbox>(`/api/leads${query}`, {
          signal,
          redirectOnAuthError: false,
        });
        setInbox(body);
        onNewCountChange?.(body.newCount);
      } catch (error) {
        if (signal?.aborted) return;
        if (isAuthError(error)) return onUnauthorized();
        setLoadError(errorText(error, "Failed to fetch data"));
      } finally {
        if (!signal?.aborted) setLoading(false);
      }
    },
    [query, onNewCountChange, onUnauthorized],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  /** The next page under the same filters, added below the leads shown. */
  async function loadMore() {
    const cursor = inbox?.nextCursor;
    if (!cursor) return;
    setLoadingMore(true);
    setLoadError(null);
    try {
      const body = await apiRequest<LeadInbox>(`/api/leads${filterQuery(filters, cursor)}`, {
        redirectOnAuthError: false,
      });
      setInbox((current) => {
        if (!current) return body;
        const shown = new Set(current.leads.map((lead) => lead.id));
        return {
          ...body,
          leads: [...current.leads, ...body.leads.filter((lead) => !shown.has(lead.id))],
        };
      });
      onNewCountChange?.(body.newCount);
    } catch (error) {
      if (isAuthError(error)) return onUnauthorized();
      setLoadError(errorText(error, "Failed to fetch data"));
    } finally {
      setLoadingMore(false);
    }
  }

  // The search box asks the server once typing pauses.
  useEffect(() => {
    const timer = window.setTimeout(() => setFilters((f) => ({ ...f, q: search })), 300);
    return () => window.clearTimeout(timer);
  }, [search]);

  // A mail's link: scroll to that lead once it is on screen, loading a few more pages for an
  // older lead (a mail is about a new lead, so it is almost always on the first page).
  const soughtPages = useRef(0);
  const loadMoreLater = useRef<() => void>(() => {});
  loadMoreLater.current = () => void loadMore();
  useEffect(() => {
    if (!focusLeadId || focused.current === focusLeadId || !inbox || loadingMore) return;
    const element = document.getElementById(`lead-${focusLeadId}`);
    if (!element) {
      if (inbox.nextCursor && soughtPages.current < MAX_PAGES_SOUGHT) {
        soughtPages.current += 1;
        loadMoreLater.current();
      }
      return;
    }
    focused.current = focusLeadId;
    element.scrollIntoView({ block: "start" });
    element.focus({ preventScroll: true });
  }, [focusLeadId, inbox, loadingMore]);

  function replaceLead(lead: StaffLead) {
    setInbox((current) => {
      if (!current) return current;
      const before = current.leads.find((item) => item.id === lead.id);
      const newCount =
        current.newCount - (before?.status === "new" ? 1 : 0) + (lead.status === "new" ? 1 : 0);
      onNewCountChange?.(newCount);
      return {
        ...current,
        newCount,
        leads: current.leads.map((item) => (item.id === lead.id ? lead : item)),
      };
    });
  }

  async function confirmDelete() {
    const lead = pendingDelete;
    if (!lead) return;
    setDeleting(true);
    try {
      await apiRequest(`/api/leads/${encodeURIComponent(lead.id)}`, {
        method: "DELETE",
        redirectOnAuthError: false,
      });
      setPendingDelete(null);
      toast.success("Lead deleted");
      // Taken out of the pages already shown, so "Load more" carries on where it was.
      setInbox((current) => {
        if (!current) return current;
        const newCount = current.newCount - (lead.status === "new" ? 1 : 0);
        onNewCountChange?.(newCount);
        return {
          ...current,
          newCount,
          total: Math.max(0, current.total - 1),
          leads: current.leads.filter((item) => item.id !== lead.id),
        };
      });
    } catch (error) {
      if (isAuthError(error)) return onUnauthorized();
      if (error instanceof ApiError && error.status === 404) {
        setPendingDelete(null);
        void load();
      }
      toast.error(`Failed to delete lead: ${errorText(error, "Please try again.")}`);
    } finally {
      setDeleting(false);
    }
  }

  const filtered = Boolean(filters.status || filters.ownerId || filters.q.trim());
  const leads = inbox?.leads ?? null;
  return (
    <Card>
      <CardHeader
        title="Leads inbox"
        description={
          inbox
            ? `${inbox.newCount === 1 ? "1 new lead" : `${inbox.newCount} new leads`}. Messages from the contact form, newest first.`
            : "Messages from the contact form, newest first."
        }
        actions={
          <>
            <Button variant="secondary" size="sm" onClick={() => void load()}>
              <RefreshCw aria-hidden className="size-4" />
              Refresh
            </Button>
            <a
              href={`/api/leads/export.csv${query}`}
              download
              className="inline-flex h-8 items-center gap-2 rounded-md bg-accent-700 px-3 text-sm font-medium text-white hover:bg-accent-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
            >
              <Download aria-hidden className="size-4" />
              Export CSV
            </a>
          </>
        }
      />
      <div className="space-y-4 p-5">
        <search className="grid gap-3 sm:grid-cols-[1fr_12rem_12rem]" aria-label="Filter leads">
          <div className="space-y-1">
            <label htmlFor="leads-search" className="block text-sm font-medium text-slate-700">
              Search
            </label>
            <div className="relative">
              <Search
                aria-hidden
                className="pointer-events-none absolute top-2.5 left-3 size-4 text-slate-400"
              />
              <Input
                id="leads-search"
                type="search"
                className="pl-9"
                placeholder="Name, email, company, message or note"
                value={search}
                maxLength={200}
                onChange={(event) => setSearch(event.target.value)}
              />
            </div>
          </div>
          <div className="space-y-1">
            <label htmlFor="leads-status" className="block text-sm font-medium text-slate-700">
              Status
            </label>
            <Select
              id="leads-status"
              value={filters.status}
              onChange={(event) => setFilters((f) => ({ ...f, status: event.target.value }))}
            >
              <option value="">All statuses</option>
              <LeadStatusOptions />
            </Select>
          </div>
          <div className="space-y-1">
            <label htmlFor="leads-owner" className="block text-sm font-medium text-slate-700">
              Owner
            </label>
            <Select
              id="leads-owner"
              value={filters.ownerId}
              onChange={(event) => setFilters((f) => ({ ...f, ownerId: event.target.value }))}
            >
              <option value="">Anyone</option>
              <option value={LEAD_OWNER_NONE}>Nobody</option>
              {inbox?.owners.map((owner) => (
                <option key={owner.id} value={owner.id}>
                  {owner.username}
                </option>
              ))}
            </Select>
          </div>
        </search>

        {loadError && <Alert>{loadError}</Alert>}
        {leads === null ? (
          loading && <LoadingRows label="Loading leads" />
        ) : leads.length === 0 ? (
          <EmptyState title={filtered ? "No leads match these filters" : "No leads yet"}>
            {filtered
              ? "Clear the search or choose another status or owner."
              : "Messages sent through the contact form on the home page appear here."}
          </EmptyState>
        ) : (
          <>
            <p className="text-sm text-slate-600" aria-live="polite">
              {shownCount(leads.length, inbox?.total ?? leads.length, filtered)}
            </p>
            <ul className="space-y-3" aria-busy={loading || undefined} aria-label="Leads">
              {leads.map((lead) => (
                <LeadCard
                  key={lead.id}
                  lead={lead}
                  owners={inbox?.owners ?? []}
                  highlighted={lead.id === focusLeadId}
                  onSaved={replaceLead}
                  onReload={() => void load()}
                  onDelete={setPendingDelete}
                  onUnauthorized={onUnauthorized}
                />
              ))}
            </ul>
            {inbox?.nextCursor && (
              <LoadMore loading={loadingMore} onClick={() => void loadMore()} />
            )}
          </>
        )}
      </div>
      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => {
          if (!open && !deleting) setPendingDelete(null);
        }}
        title="Delete this lead?"
        description={`The message from ${pendingDelete?.name ?? ""} (${pendingDelete?.email ?? ""}) will be removed. This action cannot be undone.`}
        confirmLabel="Delete lead"
        busy={deleting}
        onConfirm={() => void confirmDelete()}
      />
    </Card>
  );
}
