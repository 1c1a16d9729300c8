import { z } from "zod";
import { draftTargetSchema } from "./previews";

// Review before publish (issue 35): a post's or a page draft's change is submitted at the
// version its writer saw, approved or sent back by an editor or admin, and only the approved
// version ships. What the API takes and answers; shared by the Worker and the dashboard.

/**
 * A post by its id, or a page by its path: the pages share links take, and a post's page
 * (`/blog/{slug}`), whose inline edits are reviewed apart from the post's fields.
 */
export const ReviewTargetSchema = draftTargetSchema(
  /^\/(?:[a-z0-9][a-z0-9-]{0,119}|blog\/[a-z0-9][a-z0-9-]{0,119})?$/,
  "A page target's path is /, /page-slug or /blog/post-slug",
);
export type ReviewTarget = z.infer<typeof ReviewTargetSchema>;

/** Who needs a review before their change is published or scheduled (a site setting). */
export const REVIEW_POLICIES = ["off", "authors", "authors-and-editors"] as const;
export type ReviewPolicy = (typeof REVIEW_POLICIES)[number];
export const DEFAULT_REVIEW_POLICY: ReviewPolicy = "authors";
export const REVIEW_POLICY_LABELS: Record<ReviewPolicy, string> = {
  off: "Off: whoever may publish, publishes",
  authors: "Authors' posts need review (recommended)",
  "authors-and-editors": "Authors' and editors' changes need review (admins publish freely)",
};

/**
 * Where a change is: waiting for a reviewer, sent back with a comment, approved (and so may be
 * published or scheduled as it is), published, or replaced by a newer submission.
 */
export const REVIEW_STATES = [
  "in_review",
  "changes_requested",
  "approved",
  "published",
  "superseded",
] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

export const REVIEW_COMMENT_MAX = 2000;

/** `POST /api/reviews`: submit the target as it is at `version` (the version the writer saw). */
export const ReviewSubmitSchema = z.object({
  target: ReviewTargetSchema,
  version: z
    .number("version must be the version you last saved (a whole number)")
    .int("version must be the version you last saved (a whole number)")
    .min(0, "version must be the version you last saved (a whole number)"),
});
export type ReviewSubmit = z.infer<typeof ReviewSubmitSchema>;

/** The version the reviewer read (the review's `version`): a decision on an older one is 409. */
const seenVersion = z
  .number("version must be the review's version you read (a whole number)")
  .int("version must be the review's version you read (a whole number)")
  .min(0, "version must be the review's version you read (a whole number)")
  .optional();

/** `POST /api/reviews/:id/approve`: an optional comment, and the version reviewed. */
export const ReviewApproveSchema = z.object({
  version: seenVersion,
  comment: z
    .string("comment must be text")
    .trim()
    .max(REVIEW_COMMENT_MAX, `A comment is at most ${REVIEW_COMMENT_MAX} characters`)
    .optional(),
});

/** `POST /api/reviews/:id/request-changes`: what to change, required, and the version read. */
export const ReviewRequestChangesSchema = z.object({
  version: seenVersion,
  comment: z
    .string("Say what should change")
    .trim()
    .min(1, "Say what should change")
    .max(REVIEW_COMMENT_MAX, `A comment is at most ${REVIEW_COMMENT_MAX} characters`),
});

/**
 * `GET /api/reviews`: `waiting=1` what waits for me (others' changes in review; editors and
 * admins), `mine=1` what I sent (sent back included), `target=post:{id}` or `page:/path` that
 * target's current review. Without any: all current reviews I may see.
 */
export const ReviewListQuerySchema = z.object({
  waiting: z.enum(["0", "1"], "waiting is 0 or 1").optional(),
  mine: z.enum(["0", "1"], "mine is 0 or 1").optional(),
  target: z.string().max(300).optional(),
});

/** A review as the API answers it. Times are ISO; the screens say them in words. */
export interface Review {
  id: string;
  target: ReviewTarget;
  /** The post's or page's title, and its public path. */
  title: string;
  path: string;
  /** The version submitted: approving it lets exactly that version ship. */
  version: number;
  state: ReviewState;
  /** Usernames; `mine`: the caller submitted it. */
  submittedBy: string;
  mine: boolean;
  submittedAt: string;
  decidedBy: string | null;
  decidedAt: string | null;
  /** The reviewer's comment (always there when changes were requested). */
  comment: string | null;
  /** What changed, in words: "Title and body changed", "3 page edits: 2 texts, 1 link". */
  summary: string;
}

/** `GET /api/reviews`'s answer, with the counts the dashboard's tab shows. */
export interface ReviewList {
  reviews: Review[];
  counts: { waiting: number; mine: number; sentBack: number };
  /** The site's policy, and whether the caller's own changes need a review under it. */
  policy: ReviewPolicy;
  needsReview: boolean;
  /** Whether the caller reviews others' changes (editors and admins). */
  canReview: boolean;
}

/** The refusals staff read. */
export const REVIEW_MESSAGES = {
  required:
    "This change needs a review before it is published or scheduled: submit it for review, or ask an editor to publish it",
  changedSinceApproval:
    "This change differs from the approved version: submit it for review again before publishing",
  ownChange: "You cannot approve your own change: another editor or admin reviews it",
  stale:
    "This changed since it was submitted: the writer's latest save is what needs review. Reload to see it",
  staleSubmit: "This was saved again since you opened it: reload and submit the latest version",
  decided: "This review was already decided. Reload to see where it stands",
  notFound: "Review not found",
  nothingToReview: "There is no saved change to review on this page",
  nothingToReviewPost:
    "This post is published as it is: save changes to it first, then submit them for review",
} as const;
