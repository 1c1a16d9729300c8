import { apiRequest } from "~/lib/api";
import { previewTargetQuery } from "~/schemas/previews";
import type { Review, ReviewList, ReviewTarget } from "~/schemas/reviews";
import { useApiList } from "../ui/use-api-list";

// A refusal here (your own change, a stale or decided review) is shown where it happened, not
// answered by signing out: the editors that call these may hold unsaved work.
const IN_PLACE = { redirectOnAuthError: false } as const;

/** The Reviews tab's lists: what waits for me, or what I sent; null reads nothing. */
export function useReviewList(which: "waiting" | "mine" | null, changes: number) {
  return useApiList<ReviewList>(which ? `/api/reviews?${which}=1` : null, changes, {
    ...IN_PLACE,
    failure:
      which === "waiting"
        ? "Failed to load the changes waiting for you"
        : "Failed to load the changes you sent",
  });
}

/** The path that reads `target`'s current review (and the caller's standing). */
export const targetReviewPath = (target: ReviewTarget) =>
  `/api/reviews?${new URLSearchParams({ target: previewTargetQuery(target) })}`;

/** One item's review, read again whenever `key` moves (a save: its version); null reads nothing. */
export function useTargetReviewList(target: ReviewTarget | null, key: string) {
  return useApiList<ReviewList>(target ? targetReviewPath(target) : null, key, {
    ...IN_PLACE,
    failure: "Failed to read where the review stands",
  });
}

/** Sends `target` for review as saved at `version` (the version its writer saw). */
export async function submitReview(target: ReviewTarget, version: number): Promise<Review> {
  const body = await apiRequest<{ review: Review }>("/api/reviews", {
    ...IN_PLACE,
    method: "POST",
    body: { target, version },
  });
  return body.review;
}

const decisionUrl = (review: Pick<Review, "id">, action: "approve" | "request-changes") =>
  `/api/reviews/${encodeURIComponent(review.id)}/${action}`;

type Decided = Pick<Review, "id" | "version">;

/**
 * Approves the submitted version, so it may be published or scheduled as it is. The version
 * the reviewer read goes along: a writer's save since returns the review to review at a newer
 * one, which the reviewer has not seen (409).
 */
export async function approveReview(review: Decided, comment: string): Promise<Review> {
  const body = await apiRequest<{ review: Review }>(decisionUrl(review, "approve"), {
    ...IN_PLACE,
    method: "POST",
    body: { ...(comment.trim() ? { comment: comment.trim() } : {}), version: review.version },
  });
  return body.review;
}

/** Sends the change back to its writer with what should change (at the version read). */
export async function requestReviewChanges(review: Decided, comment: string): Promise<Review> {
  const body = await apiRequest<{ review: Review }>(decisionUrl(review, "request-changes"), {
    ...IN_PLACE,
    method: "POST",
    body: { comment: comment.trim(), version: review.version },
  });
  return body.review;
}
