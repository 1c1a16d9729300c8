import { Building2, Mail, Phone, RefreshCw, Trash2 } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { ApiError, apiRequest } from "~/lib/api";
import { Button } from "../ui/button";
import { Alert, Badge, Card, CardHeader, EmptyState, LoadingRows } from "../ui/card";
import { ConfirmDialog } from "../ui/dialog";
import { toast } from "../ui/toaster";

/** A lead as `GET /api/leads` answers it. */
export interface AdminLead {
  id: string;
  name: string;
  email: string;
  phone: string;
  company: string;
  message: string;
  createdAt: string;
}

export interface AdminLeadsProps {
  /** Called when the API answers 401 or 403: the session is gone or lacks the role. */
  onUnauthorized: () => void;
}

const dateFormat = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "UTC",
});

const isAuthError = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 403);

/**
 * Contact-form leads for the dashboard's Content tab: newest first, each deletable after a
 * confirmation.
 *
 * @example <AdminLeads onUnauthorized={logout} />
 */
export function AdminLeads({ onUnauthorized }: AdminLeadsProps) {
  const [leads, setLeads] = useState<AdminLead[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [pendingDelete, setPendingDelete] = useState<AdminLead | null>(null);
  const [deleting, setDeleting] = useState(false);

  const load = useCallback(
    async (signal?: AbortSignal) => {
      setLoadError(null);
      try {
        const body = await apiRequest<{ leads: AdminLead[] }>("/api/leads", {
          signal,
          redirectOnAuthError: false,
        });
        setLeads(body.leads);
      } catch (error) {
        if (signal?.aborted) return;
        if (isAuthError(error)) return onUnauthorized();
        setLoadError("Failed to fetch data");
        setLeads((current) => current ?? []);
      }
    },
    [onUnauthorized],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const removeFromList = (id: string) =>
    setLeads((current) => current?.filter((item) => item.id !== id) ?? null);

  async function confirmDelete() {
    const lead = pendingDelete;
    if (!lead) return;
    setDeleting(true);
    try {
      await apiRequest(`/api/leads/${encodeURIComponent(lead.id)}`, {
        method: "DELETE",
        redirectOnAuthError: false,
      });
      removeFromList(lead.id);
      setPendingDelete(null);
      toast.success("Lead deleted");
    } catch (error) {
      if (isAuthError(error)) return onUnauthorized();
      if (error instanceof ApiError && error.status === 404) {
        // Someone else deleted it first: the list just catches up.
        removeFromList(lead.id);
        setPendingDelete(null);
      }
      const message = error instanceof ApiError ? error.message : "Please try again.";
      toast.error(`Failed to delete lead: ${message}`);
    } finally {
      setDeleting(false);
    }
  }

  return (
    <Card>
      <CardHeader
        title={
          <span className="inline-flex items-center gap-2">
            Leads {leads && <Badge>{leads.length}</Badge>}
          </span>
        }
        description="Messages from the contact form on the home page, newest first."
        actions={
          <Button variant="secondary" size="sm" onClick={() => void load()}>
            <RefreshCw aria-hidden className="size-4" />
            Refresh
          </Button>
        }
      />
      <div className="space-y-3 p-5">
        {loadError && <Alert>{loadError}</Alert>}
        {leads === null ? (
          <LoadingRows label="Loading leads" />
        ) : leads.length === 0 ? (
          !loadError && (
            <EmptyState title="No leads yet">
              Messages sent through the contact form on the home page appear here.
            </EmptyState>
          )
        ) : (
          <ul className="space-y-3">
            {leads.map((lead) => (
              <li key={lead.id} className="rounded-lg border border-slate-200 p-4">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0 space-y-1">
                    <p className="wrap-anywhere font-medium text-navy-900">{lead.name}</p>
                    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
                      <a
                        href={`mailto:${lead.email}`}
                        className="inline-flex items-center gap-1 break-all text-accent-700 hover:underline"
                      >
                        <Mail aria-hidden className="size-3.5 shrink-0" />
                        {lead.email}
                      </a>
                      {lead.phone && (
                        <a
                          href={`tel:${lead.phone.replace(/[^+\d]/g, "")}`}
                          className="inline-flex items-center gap-1 hover:underline"
                        >
                          <Phone aria-hidden className="size-3.5 shrink-0" />
                          {lead.phone}
                        </a>
                      )}
                      {lead.company && (
                        <span className="inline-flex min-w-0 items-center gap-1 wrap-anywhere">
                          <Building2 aria-hidden className="size-3.5 shrink-0" />
                          {lead.company}
                        </span>
                      )}
                    </p>
                  </div>
                  <div className="flex items-center gap-2">
                    <time dateTime={lead.createdAt} className="text-xs text-slate-500">
                      {dateFormat.format(new Date(lead.createdAt))} UTC
                    </time>
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => setPendingDelete(lead)}
                      aria-label={`Delete the lead from ${lead.name}`}
                      className="text-danger-700 hover:bg-red-50"
                    >
                      <Trash2 aria-hidden className="size-4" />
                      Delete
                    </Button>
                  </div>
                </div>
                <p className="mt-3 whitespace-pre-wrap break-words text-sm text-slate-700">
                  {lead.message}
                </p>
              </li>
            ))}
          </ul>
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
