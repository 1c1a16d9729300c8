import { GitCompareArrows } from "lucide-react";
import { useState } from "react";
import { timeAgo } from "~/lib/format";
import type { BlogPost } from "~/schemas/blog";
import { Button } from "../ui/button";
import { ConfirmDialog } from "../ui/dialog";

interface PendingChangesNoticeProps {
  /** The changes saved apart (who, when), or null when none are saved yet. */
  pending: BlogPost["pendingChanges"];
  /** The caller's saves of this live post are kept apart until they are reviewed. */
  needsReview: boolean;
  /** Rendered after hydration only: "2 hours ago" is the browser's clock. */
  hydrated: boolean;
  busy: boolean;
  onDiscard: () => Promise<boolean>;
}

/**
 * A published post whose changes are kept apart (issue 35): what visitors see and what the
 * editor holds, in words, and Discard changes (confirmed) once some are saved.
 */
export function PendingChangesNotice({
  pending,
  needsReview,
  hydrated,
  busy,
  onDiscard,
}: PendingChangesNoticeProps) {
  const [confirming, setConfirming] = useState(false);
  const next = needsReview
    ? "They go live once a reviewer approves them and they are published."
    : "Publish them from the Preview tab, or discard them.";
  const text = pending
    ? `Unpublished changes, saved by ${pending.savedBy}${hydrated ? ` ${timeAgo(pending.savedAt)}` : ""}. Visitors see the published post until these changes are published. ${next}`
    : "This post is live. Your changes are saved apart from it: visitors keep the published post until they are approved and published.";
  return (
    <div
      data-testid="pending-changes"
      role="status"
      className="flex flex-wrap items-center gap-3 rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-navy-900"
    >
      <GitCompareArrows aria-hidden className="size-4 shrink-0" />
      <p className="min-w-0 flex-1 basis-56">{text}</p>
      {pending && (
        <Button size="sm" variant="secondary" onClick={() => setConfirming(true)} disabled={busy}>
          Discard changes
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Discard the unpublished changes?"
        description="The editor goes back to the published post. Visitors see no difference, and the changes' review is withdrawn."
        confirmLabel="Discard changes"
        busy={busy}
        onConfirm={async () => {
          if (await onDiscard()) setConfirming(false);
        }}
      />
    </div>
  );
}
