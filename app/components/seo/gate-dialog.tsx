import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";

/** A publish the SEO gate blocked: the server's reasons, and the override reason being written. */
export interface SeoGate {
  message: string;
  reason: string;
}

/** An override reason must say something: at least this many characters (the API's rule). */
const MIN_REASON_LENGTH = 10;

interface SeoGateDialogProps {
  gate: SeoGate | null;
  /** What happened to the user's work (saved as a draft, or nothing saved). */
  description: string;
  /** Admins may publish anyway with a reason that goes to the audit log; others see the reasons. */
  canOverride: boolean;
  busy: boolean;
  onReasonChange: (reason: string) => void;
  onClose: () => void;
  onPublishAnyway: () => void;
}

/** The blog editor's and the inline editor's answer to a publish the SEO gate blocked. */
export function SeoGateDialog({
  gate,
  description,
  canOverride,
  busy,
  onReasonChange,
  onClose,
  onPublishAnyway,
}: SeoGateDialogProps) {
  return (
    <Dialog
      open={gate !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Publish blocked by the SEO check"
      description={description}
    >
      <p className="text-sm whitespace-pre-line text-slate-800" role="alert">
        {gate?.message}
      </p>
      {canOverride && (
        <div className="mt-4 space-y-3">
          <label className="block space-y-1.5 text-sm font-medium text-slate-700">
            <span>Reason to publish anyway (at least {MIN_REASON_LENGTH} characters)</span>
            <textarea
              value={gate?.reason ?? ""}
              onChange={(event) => onReasonChange(event.target.value)}
              rows={3}
              maxLength={500}
              className="block w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
            />
          </label>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button
              variant="danger"
              onClick={onPublishAnyway}
              loading={busy}
              disabled={(gate?.reason.trim().length ?? 0) < MIN_REASON_LENGTH || busy}
            >
              Publish anyway
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
