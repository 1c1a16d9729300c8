import { type ReactNode, type RefObject, useEffect, useId, useRef, useState } from "react";
import { sentByYouOrder } from "~/lib/review-format";
import { REVIEW_POLICY_LABELS, type Review, type ReviewList } from "~/schemas/reviews";
import { Card, CardHeader, EmptyState, LoadingRows } from "../ui/card";
import { RetryAlert } from "../ui/retry-alert";
import { toast } from "../ui/toaster";
import { type DecisionState, ReviewDecisionDialog } from "./review-decision-dialog";
import { ReviewRow } from "./review-row";
import { useReviewList } from "./reviews-api";

export interface ReviewsTabProps {
  /** Editors and admins review others' changes: "Waiting for you" is read for them. */
  canReview: boolean;
  /** Keeps the tab's count in step after each read (counts and whether the reader reviews). */
  onCountsChange?: (list: Pick<ReviewList, "counts" | "canReview">) => void;
}

/**
 * The dashboard's Reviews tab (issue 35): how review works on this site, the changes waiting
 * for the reader (editors and admins) with Approve and Request changes, and the changes the
 * reader sent, the ones sent back first with the reviewer's comment. A decision reads both
 * lists again, and with them the tab's count.
 *
 * @example <ReviewsTab canReview={roleAtLeast(me.role, "editor")} onCountsChange={setCounts} />
 */
export function ReviewsTab({ canReview, onCountsChange }: ReviewsTabProps) {
  const [changes, setChanges] = useState(0);
  const waiting = useReviewList(canReview ? "waiting" : null, changes);
  const mine = useReviewList("mine", changes);
  const [deciding, setDeciding] = useState<DecisionState>(null);
  const waitingHeading = useRef<HTMLHeadingElement>(null);
  const latest = mine.data ?? waiting.data;

  useEffect(() => {
    if (latest) onCountsChange?.(latest);
  }, [latest, onCountsChange]);

  const showWaiting = canReview && waiting.data?.canReview !== false;
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader
          title="Review before publish"
          description={
            latest
              ? `Site setting: “${REVIEW_POLICY_LABELS[latest.policy]}”. ${
                  latest.needsReview
                    ? "Your changes need an approval before they are published or scheduled: send them for review from the blog editor or edit mode."
                    : "You publish without a review."
                }`
              : "Changes that need an approval before they are published or scheduled."
          }
        />
      </Card>
      {showWaiting && (
        <ReviewSection
          title="Waiting for you"
          headingRef={waitingHeading}
          description="Changes others sent for review. Approve one to let exactly that version be published, or send it back saying what should change."
          list={waiting}
          loadingLabel="Loading the changes waiting for you"
          empty={
            <EmptyState title="Nothing waits for your review">
              When someone sends a post or a page's changes for review, they appear here.
            </EmptyState>
          }
          row={(review) => (
            <ReviewRow
              key={review.id}
              review={review}
              onDecide={(decision) => setDeciding({ review, decision })}
            />
          )}
        />
      )}
      <ReviewSection
        title="Sent by you"
        description="What you sent for review and where it stands; the ones sent back to you come first."
        list={mine}
        order={sentByYouOrder}
        loadingLabel="Loading the changes you sent"
        empty={
          <EmptyState title="You have not sent anything for review">
            {latest && !latest.needsReview
              ? "Under the site's setting you publish without a review, so nothing of yours waits here."
              : "Send a post from the blog editor, or a page's saved changes from edit mode, with “Submit for review”. Where each one stands shows here."}
          </EmptyState>
        }
        row={(review) => <ReviewRow key={review.id} review={review} mine />}
      />
      <ReviewDecisionDialog
        state={deciding}
        fallbackFocus={waitingHeading}
        onClose={() => setDeciding(null)}
        onDecided={(_review, decision) => {
          setDeciding(null);
          toast.success(
            decision === "approve"
              ? "Approved: it can be published as it is"
              : "Sent back with your comment",
          );
          setChanges((n) => n + 1);
        }}
        onReload={() => setChanges((n) => n + 1)}
      />
    </div>
  );
}

interface ReviewSectionProps {
  title: string;
  description: string;
  list: ReturnType<typeof useReviewList>;
  /** The rows' order (the API's, newest first, when left out). */
  order?: (reviews: readonly Review[]) => Review[];
  loadingLabel: string;
  empty: ReactNode;
  row: (review: Review) => ReactNode;
  headingRef?: RefObject<HTMLHeadingElement | null>;
}

function ReviewSection({
  title,
  description,
  list,
  order = (reviews) => [...reviews],
  loadingLabel,
  empty,
  row,
  headingRef,
}: ReviewSectionProps) {
  const headingId = useId();
  const { data, error, loading, retry } = list;
  const reviews = data ? order(data.reviews) : null;
  return (
    <Card className="min-w-0">
      <section aria-labelledby={headingId}>
        <div className="border-b border-slate-100 px-5 py-4">
          <h2
            id={headingId}
            ref={headingRef}
            tabIndex={-1}
            className="text-base font-semibold text-navy-900 focus:outline-none"
          >
            {title}
            {reviews && <span className="font-normal text-slate-500"> ({reviews.length})</span>}
          </h2>
          <p className="mt-0.5 text-sm text-slate-500">{description}</p>
        </div>
        <div className="space-y-3 p-5">
          {error && <RetryAlert error={error} onRetry={retry} />}
          {reviews === null ? (
            loading && <LoadingRows rows={2} label={loadingLabel} />
          ) : reviews.length === 0 ? (
            empty
          ) : (
            <ul className="space-y-2" aria-busy={loading || undefined}>
              {reviews.map(row)}
            </ul>
          )}
        </div>
      </section>
    </Card>
  );
}
