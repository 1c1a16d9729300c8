import { Check, Undo2 } from "lucide-react";
import { type FormEvent, type RefObject, useState } from "react";
import { ApiError, errorText } from "~/lib/api";
import { submittedWords } from "~/lib/review-format";
import { REVIEW_COMMENT_MAX, type Review, ReviewRequestChangesSchema } from "~/schemas/reviews";
import { useReturnFocus } from "../redirects/use-return-focus";
import { Button } from "../ui/button";
import { Alert } from "../ui/card";
import { Dialog } from "../ui/dialog";
import { Field, Textarea } from "../ui/field";
import { approveReview, requestReviewChanges } from "./reviews-api";

export type ReviewDecision = "approve" | "request-changes";

/** The review being decided and how; null while the dialog is closed. */
export type DecisionState = { review: Review; decision: ReviewDecision } | null;

interface ReviewDecisionDialogProps {
  state: DecisionState;
  onClose: () => void;
  /** The review as the server now has it (approved, or sent back). */
  onDecided: (review: Review, decision: ReviewDecision) => void;
  /** The review changed or went meanwhile (409, 404): read it again. */
  onReload: () => void;
  /** Takes the focus back when the control that opened the dialog has gone (its row left). */
  fallbackFocus?: RefObject<HTMLElement | null>;
}

/**
 * Approve (an optional comment) or Request changes (a comment saying what should change,
 * required) for a change someone else sent for review.
 */
export function ReviewDecisionDialog({
  state,
  onClose,
  onDecided,
  onReload,
  fallbackFocus,
}: ReviewDecisionDialogProps) {
  useReturnFocus(state !== null, fallbackFocus);
  const approving = state?.decision === "approve";
  return (
    <Dialog
      open={state !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={approving ? "Approve this change?" : "Request changes"}
      description={
        state
          ? `“${state.review.title}”: ${state.review.summary}. ${submittedWords(state.review)}.`
          : ""
      }
    >
      {/* Keyed, so each opening starts with an empty comment and no old error. */}
      {state && (
        <DecisionForm
          key={`${state.review.id}:${state.decision}`}
          state={state}
          onCancel={onClose}
          onDecided={onDecided}
          onReload={onReload}
        />
      )}
    </Dialog>
  );
}

function DecisionForm({
  state: { review, decision },
  onCancel,
  onDecided,
  onReload,
}: {
  state: NonNullable<DecisionState>;
  onCancel: () => void;
  onDecided: ReviewDecisionDialogProps["onDecided"];
  onReload: () => void;
}) {
  const [comment, setComment] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const approving = decision === "approve";

  async function decide(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!approving) {
      const parsed = ReviewRequestChangesSchema.safeParse({ comment });
      if (!parsed.success) {
        setFieldError(parsed.error.issues[0]?.message ?? "Say what should change");
        return;
      }
    }
    setFieldError(undefined);
    setBusy(true);
    try {
      const decided = approving
        ? await approveReview(review, comment)
        : await requestReviewChanges(review, comment);
      onDecided(decided, decision);
    } catch (caught) {
      setError(
        errorText(
          caught,
          approving
            ? "Failed to approve. Please try again."
            : "Failed to send it back. Please try again.",
        ),
      );
      if (caught instanceof ApiError) {
        if (caught.status === 409 || caught.status === 404) onReload();
        setFieldError(caught.fieldError("comment"));
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void decide(event)} noValidate className="space-y-4">
      <Field
        label={approving ? "Comment (optional)" : "What should change (required)"}
        error={fieldError}
        hint={
          approving
            ? "The writer sees it beside the approval."
            : "The writer sees it with the change sent back to them."
        }
      >
        {(props) => (
          <Textarea
            {...props}
            rows={4}
            maxLength={REVIEW_COMMENT_MAX}
            required={!approving}
            value={comment}
            onChange={(event) => {
              setComment(event.target.value);
              if (fieldError) setFieldError(undefined);
            }}
          />
        )}
      </Field>
      {error && <Alert>{error}</Alert>}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={busy}>
          {!busy &&
            (approving ? (
              <Check aria-hidden className="size-4" />
            ) : (
              <Undo2 aria-hidden className="size-4" />
            ))}
          {approving ? "Approve" : "Request changes"}
        </Button>
      </div>
    </form>
  );
}
