// IndexNow (issue 22): what caused a submission, in words, and what site health shows of it.

/** What makes the Worker tell IndexNow that URLs changed. */
export const INDEXNOW_TRIGGERS = {
  publish: "Published",
  unpublish: "Unpublished",
  delete: "Deleted",
  "scheduled-publish": "Scheduled publish",
  revert: "Reverted",
  deploy: "SEO deploy",
  "page-settings": "Page settings changed",
} as const;
export type IndexNowTrigger = keyof typeof INDEXNOW_TRIGGERS;

/** One submission as site health lists it. */
export interface IndexNowSubmissionView {
  id: string;
  trigger: IndexNowTrigger | string;
  /** The trigger in words ("Published"). */
  reason: string;
  urls: string[];
  /** The HTTP status the endpoint answered; null when it was not reached. */
  status: number | null;
  ok: boolean;
  /** The answer in words: "200 OK", "422 Unprocessable", "not reached: …". */
  answer: string;
  createdAt: string;
}

/** IndexNow in site health: whether it is on, where it sends, and the last submissions. */
export interface IndexNowHealth {
  enabled: boolean;
  endpoint: string;
  /** The key file's address (null while off). */
  keyLocation: string | null;
  submissions: IndexNowSubmissionView[];
}
