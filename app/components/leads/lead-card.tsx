import { Building2, Compass, FileText, Mail, Phone, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { ApiError, apiRequest, errorText } from "~/lib/api";
import { formatDateTime, timeAgo } from "~/lib/format";
import { describeVisit } from "~/lib/lead-source";
import {
  LEAD_MESSAGES,
  LEAD_NOTE_MAX,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  type LeadOwner,
  type LeadPatch,
  type LeadStatus,
  type StaffLead,
} from "~/schemas/lead";
import { Button } from "../ui/button";
import { Alert, Badge } from "../ui/card";
import { Select, Textarea } from "../ui/field";
import { toast } from "../ui/toaster";

const STATUS_TONES: Record<LeadStatus, "accent" | "neutral" | "success" | "warning" | "danger"> = {
  new: "accent",
  contacted: "neutral",
  qualified: "warning",
  won: "success",
  lost: "neutral",
  spam: "danger",
};

/** The six statuses as a select's options, in their order, named in words. */
export function LeadStatusOptions() {
  return LEAD_STATUSES.map((status) => (
    <option key={status} value={status}>
      {LEAD_STATUS_LABELS[status]}
    </option>
  ));
}

export interface LeadCardProps {
  lead: StaffLead;
  owners: LeadOwner[];
  /** Opened from a mail's link: scrolled to and marked. */
  highlighted: boolean;
  /** The server's answer after a save. */
  onSaved: (lead: StaffLead) => void;
  /** Reads the list again (after a 409 or a 404). */
  onReload: () => void;
  onDelete: (lead: StaffLead) => void;
  onUnauthorized: () => void;
}

/**
 * One lead in the inbox: the sender's fields, when it arrived in the reader's words, and its
 * status, owner and note. Each save sends the version this card shows; a 409 says so and
 * offers a reload.
 *
 * @example <LeadCard lead={lead} owners={owners} onSaved={replace} … />
 */
export function LeadCard({
  lead,
  owners,
  highlighted,
  onSaved,
  onReload,
  onDelete,
  onUnauthorized,
}: LeadCardProps) {
  const [note, setNote] = useState(lead.note);
  const [saving, setSaving] = useState<"status" | "owner" | "note" | null>(null);
  const [conflict, setConflict] = useState(false);
  const ids = { status: `lead-status-${lead.id}`, owner: `lead-owner-${lead.id}` };
  const noteId = `lead-note-${lead.id}`;

  // A reload brings the server's note; a draft the user typed is replaced only then.
  useEffect(() => setNote(lead.note), [lead.note]);
  // A newer version (the reload a conflict offers, or a save) settles the conflict.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the version changes
  useEffect(() => setConflict(false), [lead.version]);

  async function save(change: Omit<LeadPatch, "version">, what: "status" | "owner" | "note") {
    setSaving(what);
    setConflict(false);
    try {
      const body = await apiRequest<{ lead: StaffLead }>(
        `/api/leads/${encodeURIComponent(lead.id)}`,
        { method: "PATCH", body: { ...change, version: lead.version }, redirectOnAuthError: false },
      );
      onSaved(body.lead);
      toast.success(what === "note" ? "Note saved" : "Lead updated");
    } catch (error) {
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
        return onUnauthorized();
      }
      if (error instanceof ApiError && error.status === 409) return setConflict(true);
      if (error instanceof ApiError && error.status === 404) {
        toast.error(LEAD_MESSAGES.notFound);
        return onReload();
      }
      toast.error(`Failed to update lead: ${errorText(error, "Please try again.")}`);
    } finally {
      setSaving(null);
    }
  }

  const noteChanged = note !== lead.note;
  const visitWords = capitalised(describeVisit(lead.source));
  return (
    <li
      id={`lead-${lead.id}`}
      data-lead-id={lead.id}
      tabIndex={-1}
      aria-labelledby={`lead-name-${lead.id}`}
      className={`scroll-mt-4 rounded-lg border p-4 focus:outline-none ${
        highlighted ? "border-accent-600 ring-2 ring-accent-600/30" : "border-slate-200"
      }`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h3
            id={`lead-name-${lead.id}`}
            className="flex flex-wrap items-center gap-2 wrap-anywhere font-medium text-navy-900"
          >
            {lead.name}
            <Badge tone={STATUS_TONES[lead.status]}>{LEAD_STATUS_LABELS[lead.status]}</Badge>
          </h3>
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
            {lead.pagePath && (
              <a
                href={lead.pagePath}
                className="inline-flex min-w-0 items-center gap-1 wrap-anywhere hover:underline"
              >
                <FileText aria-hidden className="size-3.5 shrink-0" />
                From {lead.pagePath === "/" ? "the home page" : lead.pagePath}
              </a>
            )}
            {visitWords && (
              <span className="inline-flex min-w-0 items-center gap-1 wrap-anywhere">
                <Compass aria-hidden className="size-3.5 shrink-0" />
                {visitWords}
              </span>
            )}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <p className="text-xs text-slate-600">
            Received{" "}
            <time dateTime={lead.createdAt} title={formatDateTime(lead.createdAt)}>
              {timeAgo(lead.createdAt)}
            </time>
            <span className="hidden sm:inline">, {formatDateTime(lead.createdAt)}</span>
          </p>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onDelete(lead)}
            aria-label={`Delete the lead from ${lead.name}`}
            className="text-danger-700 hover:bg-red-50"
          >
            <Trash2 aria-hidden className="size-4" />
            Delete
          </Button>
        </div>
      </div>
      <p className="mt-3 whitespace-pre-wrap break-words text-sm text-slate-700">{lead.message}</p>

      {conflict && (
        <div className="mt-3">
          <Alert tone="warning">
            <span className="flex flex-wrap items-center justify-between gap-2">
              {LEAD_MESSAGES.stale}
              <Button variant="secondary" size="sm" onClick={onReload}>
                Reload
              </Button>
            </span>
          </Alert>
        </div>
      )}

      <div className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-[12rem_14rem_1fr]">
        <div className="space-y-1">
          <label htmlFor={ids.status} className="block text-sm font-medium text-slate-700">
            Status
          </label>
          <Select
            id={ids.status}
            value={lead.status}
            disabled={saving !== null}
            onChange={(event) => {
              const status = LEAD_STATUSES.find((s) => s === event.target.value);
              if (status) void save({ status }, "status");
            }}
          >
            <LeadStatusOptions />
          </Select>
        </div>
        <div className="space-y-1">
          <label htmlFor={ids.owner} className="block text-sm font-medium text-slate-700">
            Owner
          </label>
          <Select
            id={ids.owner}
            value={lead.ownerId ?? ""}
            disabled={saving !== null}
            onChange={(event) =>
              void save({ ownerId: event.target.value === "" ? null : event.target.value }, "owner")
            }
          >
            <option value="">Nobody</option>
            {lead.ownerId && !owners.some((owner) => owner.id === lead.ownerId) && (
              <option value={lead.ownerId}>{lead.ownerName ?? "A former staff member"}</option>
            )}
            {owners.map((owner) => (
              <option key={owner.id} value={owner.id}>
                {owner.username}
              </option>
            ))}
          </Select>
        </div>
        <div className="space-y-1 sm:col-span-2 lg:col-span-1">
          <label htmlFor={noteId} className="block text-sm font-medium text-slate-700">
            Note
          </label>
          <Textarea
            id={noteId}
            rows={2}
            maxLength={LEAD_NOTE_MAX}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
          <div className="flex justify-end gap-2">
            {noteChanged && (
              <Button variant="ghost" size="sm" onClick={() => setNote(lead.note)}>
                Discard
              </Button>
            )}
            <Button
              variant="secondary"
              size="sm"
              disabled={!noteChanged || saving !== null}
              loading={saving === "note"}
              onClick={() => void save({ note }, "note")}
            >
              Save note
            </Button>
          </div>
        </div>
      </div>
    </li>
  );
}

/** "arrived from google.com" → "Arrived from google.com". */
function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
