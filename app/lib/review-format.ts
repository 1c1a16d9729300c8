// The words of "Review before publish" (issue 35): pure functions, so the Reviews tab, the blog
// editor, edit mode's toolbar and the tests share them. Times are said in words, never as ISO
// timestamps, and a state is always said, never shown by colour alone. Types only from the
// schema: the dashboard's shell imports this file and must stay free of zod.

import type { Review, ReviewList, ReviewPolicy, ReviewState } from "~/schemas/reviews";
import type { RoleOption } from "~/schemas/roles";
import { timeAgo } from "./format";
import { editModeUrl } from "./paths";

/** Whether `role`'s own changes need a review under `policy` (admins never do). */
export function needsReview(policy: ReviewPolicy, role: RoleOption): boolean {
  if (policy === "off" || role === "admin") return false;
  return policy === "authors-and-editors" || role === "author";
}

export type ReviewTone = "accent" | "warning" | "success" | "neutral";

/** A state in the words its badge says. */
export const REVIEW_STATE_WORDS: Record<ReviewState, string> = {
  in_review: "In review",
  changes_requested: "Changes requested",
  approved: "Approved",
  published: "Published",
  superseded: "Replaced by a newer submission",
};

const STATE_TONES: Record<ReviewState, ReviewTone> = {
  in_review: "accent",
  changes_requested: "warning",
  approved: "success",
  published: "neutral",
  superseded: "neutral",
};

/** A review's badge: its state in words, and a tone that only repeats them. */
export function reviewBadge(state: ReviewState): { text: string; tone: ReviewTone } {
  return { text: REVIEW_STATE_WORDS[state], tone: STATE_TONES[state] };
}

/** "Sent by alice 2 hours ago" ("You sent this for review …" for the caller's own). */
export function submittedWords(
  review: Pick<Review, "submittedBy" | "submittedAt" | "mine">,
  now: number = Date.now(),
): string {
  if (review.mine) return `You sent this for review ${timeAgo(review.submittedAt, now)}`;
  return `Sent by ${review.submittedBy} ${timeAgo(review.submittedAt, now)}`;
}

/** "by bob 2 hours ago", "by bob", "2 hours ago" or "": who decided and when, as known. */
function decidedWords(review: Pick<Review, "decidedBy" | "decidedAt">, now: number): string {
  const parts = [
    review.decidedBy ? `by ${review.decidedBy}` : "",
    review.decidedAt ? timeAgo(review.decidedAt, now) : "",
  ];
  return parts.filter(Boolean).join(" ");
}

/** " by bob 2 hours ago" with its leading space, or "" when nothing is known. */
const spaced = (words: string) => (words ? ` ${words}` : "");

/**
 * What the reviewer decided, in one sentence: "Sent back by bob 2 hours ago: Shorten the
 * intro", "Approved by bob 5 minutes ago: Looks good"; null while undecided.
 */
export function decisionWords(
  review: Pick<Review, "state" | "decidedBy" | "decidedAt" | "comment">,
  now: number = Date.now(),
): string | null {
  const by = spaced(decidedWords(review, now));
  const comment = review.comment?.trim() ? `: ${review.comment.trim()}` : "";
  if (review.state === "changes_requested") return `Sent back${by}${comment}`;
  if (review.state === "approved") return `Approved${by}${comment}`;
  if (review.state === "published") {
    return review.decidedBy ? `Approved by ${review.decidedBy} and published` : "Published";
  }
  return null;
}

/**
 * Where a review's item is edited: a post in the blog editor (`/admin/blog/{slug}`, from its
 * path `/blog/{slug}`), a page in edit mode (`/home/admin` for "/"); null for a post deleted
 * since (the API answers it without a path).
 */
export function reviewHref(review: Pick<Review, "target" | "path">): string | null {
  if (review.target.type === "post") {
    const slug = review.path.replace(/^\/blog\//, "").replace(/^\/+|\/+$/g, "");
    return slug ? `/admin/blog/${slug}` : null;
  }
  return editModeUrl(review.target.path);
}

/** "Sent by you": the ones sent back first (they wait for the writer), each group newest first. */
export function sentByYouOrder<T extends Pick<Review, "state">>(reviews: readonly T[]): T[] {
  const back = reviews.filter((review) => review.state === "changes_requested");
  return [...back, ...reviews.filter((review) => review.state !== "changes_requested")];
}

/**
 * The Reviews tab's count: what waits for a reviewer, or what came back to a writer; null
 * when nothing does. `name` is the tab's name for screen readers.
 */
export function reviewTabBadge({
  counts,
  canReview,
}: Pick<ReviewList, "counts" | "canReview">): { text: string; name: string } | null {
  const count = canReview ? counts.waiting : counts.sentBack;
  if (count <= 0) return null;
  const text = canReview ? `${count} waiting` : `${count} sent back`;
  return { text, name: `Reviews, ${text}` };
}

export interface ReviewStandingInput {
  /** The item's current review (its newest), or null when it has none. */
  review: Review | null;
  /** The version saved now (the post's, or the page draft's); null before the first save. */
  version: number | null;
  /** Changes not saved yet. */
  dirty: boolean;
  /** Whether a saved change waits to be published (a page's draft); true when unknown. */
  hasChange?: boolean;
  /** The caller's own changes need a review before they are published. */
  needsReview: boolean;
  /** The caller reviews others' changes (editors and admins). */
  canReview: boolean;
  now?: number;
}

export interface ReviewStanding {
  /** The review's state next to the item's own (null: nothing in review). */
  badge: { text: string; tone: ReviewTone } | null;
  /** Where the change stands, in one sentence. */
  note: string | null;
  /** An approver's comment (a sent-back note carries its own). */
  comment: string | null;
  /** "Submit for review": null when not offered; else why it cannot be pressed yet, or null. */
  submit: { blocked: string | null } | null;
  /** Approve and Request changes are offered (a reviewer, on someone else's change in review). */
  decide: boolean;
}

export const SAVE_FIRST_HINT = "Save first: a review is of the saved version";
export const NOTHING_TO_REVIEW_HINT = "Nothing to review yet: save a change first";

/**
 * What the editors show of an item's review: its badge, a sentence, whether "Submit for review"
 * is offered (and pressable), and whether Approve / Request changes are.
 */
export function reviewStanding(input: ReviewStandingInput): ReviewStanding {
  const { version, dirty, needsReview, canReview, now = Date.now() } = input;
  const review = input.review?.state === "superseded" ? null : input.review;
  const current = review !== null && version !== null && review.version === version;
  const shownState = review && review.state !== "published" ? reviewBadge(review.state) : null;
  const who = review?.decidedBy ?? "a reviewer";

  let note: string | null = null;
  if (review?.state === "in_review") {
    note = current
      ? submittedWords(review, now)
      : `Saved again since it was sent for review ${timeAgo(review.submittedAt, now)}: submit it again so the latest version is reviewed`;
  } else if (review?.state === "changes_requested") {
    note = decisionWords(review, now);
  } else if (review?.state === "approved") {
    if (current) {
      note = `Approved by ${who} — ${needsReview ? "you can publish it as it is" : "it can be published as it is"}`;
    } else {
      note = needsReview
        ? `Changed since ${who} approved it: submit it for review again before publishing`
        : `Changed since ${who} approved it`;
    }
  }

  // Nothing new to send while the saved version is the one in review, approved or published.
  const settled = !dirty && current && review?.state !== "changes_requested";
  let submit: ReviewStanding["submit"] = null;
  if (needsReview && !settled) {
    const blocked =
      dirty || version === null
        ? SAVE_FIRST_HINT
        : input.hasChange === false
          ? NOTHING_TO_REVIEW_HINT
          : null;
    submit = { blocked };
  }

  return {
    badge: shownState,
    note,
    comment: review?.state === "approved" && review.comment?.trim() ? review.comment.trim() : null,
    submit,
    decide: canReview && review?.state === "in_review" && !review.mine,
  };
}
