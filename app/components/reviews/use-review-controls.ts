import { useCallback, useState } from "react";
import { ApiError, errorText } from "~/lib/api";
import { reviewStanding } from "~/lib/review-format";
import type { Review, ReviewTarget } from "~/schemas/reviews";
import { toast } from "../ui/toaster";
import type { DecisionState, ReviewDecision } from "./review-decision-dialog";
import { submitReview, useTargetReviewList } from "./reviews-api";

export interface ReviewControlsInput {
  /** What is reviewed; null until it is saved (a new post, a page not created yet). */
  target: ReviewTarget | null;
  /** The version saved now (the post's, or the page draft's); null before the first save. */
  version: number | null;
  /** Changes not saved yet: Submit for review waits for a save. */
  dirty: boolean;
  /** Whether a saved change waits to be published (a page's draft); leave out when unknown. */
  hasChange?: boolean;
  /** Told once the change is sent (the editor drops a "needs review" refusal it showed). */
  onSubmitted?: () => void;
}

export type ReviewControls = ReturnType<typeof useReviewControls>;

/**
 * One item's review in an editor (the blog editor, edit mode): where it stands, Submit for
 * review, and Approve / Request changes for a reviewer. The review is read again after each
 * save (the version moves) and after a refused decision.
 */
export function useReviewControls({
  target,
  version,
  dirty,
  hasChange,
  onSubmitted,
}: ReviewControlsInput) {
  const [changes, setChanges] = useState(0);
  const { data, setData, error, retry } = useTargetReviewList(target, `${version}:${changes}`);
  const [submitting, setSubmitting] = useState(false);
  const [deciding, setDeciding] = useState<DecisionState>(null);
  const review = data?.reviews.find((each) => each.state !== "superseded") ?? null;

  const reload = useCallback(() => setChanges((n) => n + 1), []);
  /** Shows `next` as the item's current review without reading the list again. */
  const put = useCallback(
    (next: Review) =>
      setData((current) =>
        current
          ? { ...current, reviews: [next, ...current.reviews.filter((r) => r.id !== next.id)] }
          : current,
      ),
    [setData],
  );

  const standing = data
    ? reviewStanding({
        review,
        version,
        dirty,
        hasChange,
        needsReview: data.needsReview,
        canReview: data.canReview,
      })
    : null;

  async function submit() {
    if (!target || version === null || !standing?.submit) return;
    if (standing.submit.blocked) {
      toast.info(standing.submit.blocked);
      return;
    }
    setSubmitting(true);
    try {
      put(await submitReview(target, version));
      onSubmitted?.();
      toast.success("Sent for review: an editor or admin approves it or sends it back");
    } catch (caught) {
      toast.error(errorText(caught, "Failed to send it for review. Please try again."));
      if (caught instanceof ApiError && caught.status === 409) reload();
    } finally {
      setSubmitting(false);
    }
  }

  const decided = (next: Review, decision: ReviewDecision) => {
    put(next);
    setDeciding(null);
    toast.success(
      decision === "approve"
        ? "Approved: it can be published as it is"
        : "Sent back with your comment",
    );
  };

  return {
    review,
    standing,
    error,
    retry,
    reload,
    submit,
    submitting,
    deciding,
    decide: (decision: ReviewDecision) => review && setDeciding({ review, decision }),
    closeDecision: () => setDeciding(null),
    decided,
  };
}
