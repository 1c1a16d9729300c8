import * as AlertDialog from "@radix-ui/react-alert-dialog";
import { Building2, Inbox, LoaderCircle, Mail, Phone, RefreshCw, Trash2 } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { toast } from "sonner";
import { ApiError, apiRequest } from "~/lib/api";

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

  async function confirmDelete() {
    const lead = pendingDelete;
    if (!lead) return;
    setDeleting(true);
    try {
      await apiRequest(`/api/leads/${encodeURIComponent(lead.id)}`, {
        method: "DELETE",
        redirectOnAuthError: false,
      });
      setLeads((current) => current?.filter((item) => item.id !== lead.id) ?? null);
      toast.success("Lead deleted");
      setPendingDelete(null);
    } catch (error) {
      if (isAuthError(error)) return onUnauthorized();
      const message = error instanceof ApiError ? error.message : "Please try again.";
      toast.error(`Failed to delete lead: ${message}`);
      if (error instanceof ApiError && error.status === 404) {
        setLeads((current) => current?.filter((item) => item.id !== lead.id) ?? null);
        setPendingDelete(null);
      }
    } finally {
      setDeleting(false);
    }
  }

  return (
    <section aria-labelledby="admin-leads-heading" className="space-y-4">
      <div className="flex items-center justify-between gap-4">
        <h2 id="admin-leads-heading" className="text-lg font-semibold text-navy-900">
          Leads{" "}
          {leads && (
            <span className="ml-1 rounded-full bg-slate-100 px-2 py-0.5 text-sm font-medium text-slate-600">
              {leads.length}
            </span>
          )}
        </h2>
        <button
          type="button"
          onClick={() => void load()}
          className="inline-flex items-center gap-1.5 rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50"
        >
          <RefreshCw aria-hidden="true" className="size-4" />
          Refresh
        </button>
      </div>

      {loadError && (
        <p
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-danger-700"
        >
          {loadError}
        </p>
      )}

      {leads === null ? (
        <div
          role="status"
          className="flex items-center gap-2 rounded-lg border border-slate-200 p-6 text-sm text-slate-600"
        >
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          Loading leads…
        </div>
      ) : leads.length === 0 && !loadError ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-slate-300 px-6 py-10 text-center">
          <Inbox aria-hidden="true" className="size-8 text-slate-400" />
          <p className="font-medium text-slate-700">No leads yet</p>
          <p className="max-w-sm text-sm text-slate-500">
            Messages sent through the contact form on the home page appear here.
          </p>
        </div>
      ) : (
        <ul className="space-y-3">
          {leads.map((lead) => (
            <li key={lead.id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0 space-y-1">
                  <p className="font-medium text-navy-900">{lead.name}</p>
                  <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
                    <a
                      href={`mailto:${lead.email}`}
                      className="inline-flex items-center gap-1 break-all text-accent-700 hover:underline"
                    >
                      <Mail aria-hidden="true" className="size-3.5 shrink-0" />
                      {lead.email}
                    </a>
                    {lead.phone && (
                      <a
                        href={`tel:${lead.phone.replace(/[^+\d]/g, "")}`}
                        className="inline-flex items-center gap-1 hover:underline"
                      >
                        <Phone aria-hidden="true" className="size-3.5 shrink-0" />
                        {lead.phone}
                      </a>
                    )}
                    {lead.company && (
                      <span className="inline-flex items-center gap-1">
                        <Building2 aria-hidden="true" className="size-3.5 shrink-0" />
                        {lead.company}
                      </span>
                    )}
                  </p>
                </div>
                <div className="flex items-center gap-3">
                  <time dateTime={lead.createdAt} className="text-xs text-slate-500">
                    {dateFormat.format(new Date(lead.createdAt))} UTC
                  </time>
                  <button
                    type="button"
                    onClick={() => setPendingDelete(lead)}
                    aria-label={`Delete the lead from ${lead.name}`}
                    className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-danger-700 hover:bg-red-50"
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    Delete
                  </button>
                </div>
              </div>
              <p className="mt-3 whitespace-pre-wrap break-words text-sm text-slate-700">
                {lead.message}
              </p>
            </li>
          ))}
        </ul>
      )}

      <AlertDialog.Root
        open={pendingDelete !== null}
        onOpenChange={(open) => {
          if (!open && !deleting) setPendingDelete(null);
        }}
      >
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-40 bg-navy-950/40" />
          <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl">
            <AlertDialog.Title className="text-lg font-semibold text-navy-900">
              Delete this lead?
            </AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-sm text-slate-600">
              The message from {pendingDelete?.name} ({pendingDelete?.email}) will be removed. This
              action cannot be undone.
            </AlertDialog.Description>
            <div className="mt-6 flex justify-end gap-3">
              <AlertDialog.Cancel
                disabled={deleting}
                className="rounded-md border border-slate-300 px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50"
              >
                Cancel
              </AlertDialog.Cancel>
              <button
                type="button"
                onClick={() => void confirmDelete()}
                disabled={deleting}
                className="inline-flex items-center gap-2 rounded-md bg-danger-700 px-4 py-2 text-sm font-medium text-white hover:bg-red-800 disabled:opacity-70"
              >
                {deleting && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
                Delete lead
              </button>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </section>
  );
}
