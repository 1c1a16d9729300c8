import { Check, Undo2 } from "lucide-react";
import { decisionWords, reviewBadge, reviewHref } from "~/lib/review-format";
import type { Review } from "~/schemas/reviews";
import { Button } from "../ui/button";
import { Badge } from "../ui/card";
import { RelativeTime } from "../ui/relative-time";

const LINK =
  "font-medium text-accent-700 underline underline-offset-2 hover:text-accent-600 wrap-anywhere";

interface ReviewRowProps {
  review: Review;
  /** "Sent by you": the writer is the reader, so the row says when, not who. */
  mine?: boolean;
  /** Approve and Request changes (a change waiting for this reviewer). */
  onDecide?: (decision: "approve" | "request-changes") => void;
}

/**
 * One review in the Reviews tab: the item (a link to edit it), who sent it and when, what
 * changed, its state as a badge in words, the reviewer's words, and for a change waiting for
 * the reader Approve and Request changes.
 */
export function ReviewRow({ review, mine = false, onDecide }: ReviewRowProps) {
  const badge = reviewBadge(review.state);
  const decision = decisionWords(review);
  const sentBack = review.state === "changes_requested";
  const kind = review.target.type === "post" ? "Post" : "Page";
  const href = reviewHref(review);
  return (
    <li className="flex flex-wrap items-start justify-between gap-x-4 gap-y-3 rounded-md border border-slate-200 p-3 text-sm">
      <div className="min-w-0 flex-1 basis-60 space-y-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          {href ? (
            <a href={href} className={LINK}>
              {review.title || review.path}
            </a>
          ) : (
            <span className="font-medium wrap-anywhere text-slate-800">{review.title}</span>
          )}
          <Badge tone={badge.tone}>{badge.text}</Badge>
        </div>
        {review.path && (
          <p className="wrap-anywhere text-xs text-slate-500">
            {kind} {review.path}
          </p>
        )}
        <p className="text-slate-700">
          {mine ? (
            "Sent"
          ) : (
            <>
              Sent by <span className="font-medium">{review.submittedBy}</span>
            </>
          )}{" "}
          <RelativeTime iso={review.submittedAt} />
        </p>
        {review.summary && <p className="wrap-anywhere text-slate-600">{review.summary}</p>}
        {decision && (
          <p
            className={`wrap-anywhere ${sentBack ? "rounded-md border-l-4 border-amber-400 bg-amber-50 px-3 py-2 text-warning-700" : "text-slate-700"}`}
          >
            {decision}
          </p>
        )}
      </div>
      {onDecide && (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => onDecide("approve")}>
            <Check aria-hidden className="size-4" />
            Approve<span className="sr-only"> {review.title}</span>
          </Button>
          <Button variant="secondary" size="sm" onClick={() => onDecide("request-changes")}>
            <Undo2 aria-hidden className="size-4" />
            Request changes<span className="sr-only"> to {review.title}</span>
          </Button>
        </div>
      )}
    </li>
  );
}
