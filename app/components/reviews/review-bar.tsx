import { Check, ClipboardCheck, SendHorizontal, Undo2 } from "lucide-react";
import { Suspense, useState } from "react";
import { browserOnly } from "../ui/browser-only";
import { Button, type ButtonProps } from "../ui/button";
import { Badge } from "../ui/card";
import { HeldButton } from "../ui/held-button";
import { RetryAlert } from "../ui/retry-alert";
import type { ReviewControls } from "./use-review-controls";

/** The dialog loads on the first Approve or Request changes: the Worker's build leaves it out. */
const ReviewDecisionDialog = browserOnly(() =>
  import("./review-decision-dialog").then((module) => module.ReviewDecisionDialog),
);

/** The review's state in words, for beside the item's own state (Draft, Published). */
export function ReviewBadge({ controls }: { controls: ReviewControls }) {
  const badge = controls.standing?.badge;
  if (!badge) return null;
  return (
    <Badge tone={badge.tone}>
      <span className="sr-only">Review: </span>
      {badge.text}
    </Badge>
  );
}

interface ReviewBarProps {
  controls: ReviewControls;
  /** What is reviewed, as the buttons' screen-reader words say it: "this post". */
  what: string;
  /** The badge too (edit mode's toolbar has no other place for it). */
  showBadge?: boolean;
  size?: ButtonProps["size"];
  /** The buttons' icons: the inline toolbar hides them on a phone. */
  iconClassName?: string;
  /** Another action is under way. */
  disabled?: boolean;
  className?: string;
}

/**
 * Where an item's review stands, in a sentence, with "Submit for review" when the caller's
 * changes need one (held back, with its reason, until the change is saved) and Approve /
 * Request changes for a reviewer of someone else's change. Nothing when there is nothing to say.
 */
export function ReviewBar({
  controls,
  what,
  showBadge = false,
  size = "sm",
  iconClassName = "size-4",
  disabled = false,
  className = "",
}: ReviewBarProps) {
  const { standing, error, retry, submitting, deciding } = controls;
  // Mounted from the first decision on, so the dialog's module loads once and stays.
  const [wanted, setWanted] = useState(false);

  if (error) {
    return (
      <div className={className}>
        <RetryAlert error={error} onRetry={retry} />
      </div>
    );
  }
  if (!standing) return null;
  const { badge, note, comment, submit, decide } = standing;
  if (!note && !submit && !decide && !(showBadge && badge)) return null;

  const open = (decision: "approve" | "request-changes") => {
    setWanted(true);
    controls.decide(decision);
  };
  const blocked = submit?.blocked ?? null;

  return (
    <section
      aria-label="Review before publish"
      className={`flex min-w-0 flex-wrap items-center gap-x-3 gap-y-2 text-sm ${className}`}
    >
      <ClipboardCheck aria-hidden className="hidden size-4 shrink-0 text-slate-500 sm:block" />
      {showBadge && badge && <ReviewBadge controls={controls} />}
      {(note || comment) && (
        <p className="min-w-0 flex-1 basis-56 wrap-anywhere text-slate-700">
          {note}
          {comment && <span className="block text-slate-600">Comment: {comment}</span>}
        </p>
      )}
      {(submit || decide) && (
        <div className="flex flex-wrap items-center gap-2">
          {submit &&
            (blocked ? (
              <HeldButton reason={blocked} size={size} showReason>
                <SendHorizontal aria-hidden className={iconClassName} /> Submit for review
              </HeldButton>
            ) : (
              <Button
                variant="secondary"
                size={size}
                onClick={() => void controls.submit()}
                loading={submitting}
                disabled={disabled}
              >
                {!submitting && <SendHorizontal aria-hidden className={iconClassName} />}
                Submit for review
              </Button>
            ))}
          {decide && (
            <>
              <Button size={size} onClick={() => open("approve")} disabled={disabled}>
                <Check aria-hidden className={iconClassName} /> Approve
                <span className="sr-only"> {what}</span>
              </Button>
              <Button
                variant="secondary"
                size={size}
                onClick={() => open("request-changes")}
                disabled={disabled}
              >
                <Undo2 aria-hidden className={iconClassName} /> Request changes
                <span className="sr-only"> to {what}</span>
              </Button>
            </>
          )}
        </div>
      )}
      {wanted && (
        <Suspense fallback={null}>
          <ReviewDecisionDialog
            state={deciding}
            onClose={controls.closeDecision}
            onDecided={controls.decided}
            onReload={controls.reload}
          />
        </Suspense>
      )}
    </section>
  );
}
