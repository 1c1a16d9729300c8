import { Ban } from "lucide-react";
import { useId, useRef, useState } from "react";
import { errorText } from "~/lib/api";
import { timeAgo } from "~/lib/format";
import { previewBadge, previewStateAt, viewsWords } from "~/lib/preview-format";
import type { PreviewLink } from "~/schemas/previews";
import { useReturnFocus } from "../redirects/use-return-focus";
import { Button } from "../ui/button";
import { Badge, EmptyState, LoadingRows } from "../ui/card";
import { ConfirmDialog } from "../ui/dialog";
import { RelativeTime } from "../ui/relative-time";
import { RetryAlert } from "../ui/retry-alert";
import { toast } from "../ui/toaster";
import { revokePreview } from "./previews-api";

interface PreviewLinksListProps {
  /** null until the first answer. */
  links: PreviewLink[] | null;
  loading: boolean;
  error: string | null;
  retry: () => void;
  /** Shows a link as the server now has it (after a revoke). */
  put: (link: PreviewLink) => void;
}

/** Which link this is, in words: "alice shared 3 days ago". */
const sharedWords = (link: PreviewLink) => `${link.createdBy} shared ${timeAgo(link.createdAt)}`;

/** "Links shared so far": each link's maker, age, state, views, and Revoke for working ones. */
export function PreviewLinksList({ links, loading, error, retry, put }: PreviewLinksListProps) {
  const [pending, setPending] = useState<PreviewLink | null>(null);
  const [revoking, setRevoking] = useState(false);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The row's Revoke button goes once the link is revoked: focus then lands on the heading.
  useReturnFocus(pending !== null, heading);

  async function confirmRevoke() {
    const link = pending;
    if (!link) return;
    setRevoking(true);
    try {
      put(await revokePreview(link));
      toast.success("Link revoked");
    } catch (caught) {
      toast.error(`Failed to revoke the link: ${errorText(caught, "Please try again.")}`);
      retry();
    } finally {
      setRevoking(false);
      setPending(null);
    }
  }

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3
        id={headingId}
        ref={heading}
        tabIndex={-1}
        className="text-base font-semibold text-navy-900 focus:outline-none"
      >
        Links shared so far
      </h3>
      {error && <RetryAlert error={error} onRetry={retry} />}
      {links === null ? (
        loading && <LoadingRows rows={2} label="Loading the links shared so far" />
      ) : links.length === 0 ? (
        <EmptyState title="No links shared yet">
          Each link you create is listed here, with how often it was opened.
        </EmptyState>
      ) : (
        <ul className="space-y-2" aria-busy={loading || undefined}>
          {links.map((link) => (
            <PreviewLinkRow key={link.id} link={link} onRevoke={() => setPending(link)} />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open && !revoking) setPending(null);
        }}
        title="Revoke this link?"
        description={
          pending
            ? `The link ${sharedWords(pending)} stops working now: anyone who opens it is told it was turned off. This cannot be undone.`
            : ""
        }
        confirmLabel="Revoke link"
        busy={revoking}
        onConfirm={() => void confirmRevoke()}
      />
    </section>
  );
}

function PreviewLinkRow({ link, onRevoke }: { link: PreviewLink; onRevoke: () => void }) {
  const badge = previewBadge(link);
  return (
    <li className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2 rounded-md border border-slate-200 p-3 text-sm">
      <div className="min-w-0 flex-1 basis-48 space-y-1">
        <Badge tone={badge.tone}>{badge.text}</Badge>
        <p className="wrap-anywhere text-slate-700">
          Shared by <span className="font-medium">{link.createdBy}</span>{" "}
          <RelativeTime iso={link.createdAt} />
        </p>
        <p className="text-slate-600">{viewsWords(link)}</p>
      </div>
      {previewStateAt(link) === "active" && (
        <Button variant="secondary" size="sm" onClick={onRevoke}>
          <Ban aria-hidden className="size-4" />
          Revoke<span className="sr-only"> the link {sharedWords(link)}</span>
        </Button>
      )}
    </li>
  );
}
