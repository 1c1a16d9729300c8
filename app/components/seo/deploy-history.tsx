import { CheckCircle2, RotateCcw, XCircle } from "lucide-react";
import { useState } from "react";
import { apiRequest, errorText } from "~/lib/api";
import { formatDateTime, timeAgo } from "~/lib/format";
import type { SeoDeployRecord } from "../../../worker/services/seo/deploy";
import { Button } from "../ui/button";
import { Alert, Badge, EmptyState, LoadingRows } from "../ui/card";
import { ConfirmDialog } from "../ui/dialog";
import { toast } from "../ui/toaster";
import { useApi } from "./use-api";

// Deploy Changes › History: every deploy with its before and after, verified or not, each one
// revertable on its own while no later deploy of the same field stands (the server decides and
// its 409 says which change stands; it is shown under the history, not only in a toast).

/** "5 minutes ago (26 Nov 2026, 10:05)" in the reader's time zone. */
const when = (iso: string) => `${timeAgo(iso)} (${formatDateTime(iso)})`;

/** A page's path, opening the live page in a new tab. */
export function PageLink({ path }: { path: string }) {
  return (
    <a
      href={path}
      target="_blank"
      rel="noopener"
      className="font-semibold text-navy-900 hover:text-accent-700"
    >
      {path}
    </a>
  );
}

/** Whether a deploy's title shows in the page's HTML, as checked right after it. */
export function Verification({ deploy }: { deploy: SeoDeployRecord }) {
  if (deploy.verified) {
    return (
      <span className="inline-flex items-center gap-1 text-sm text-success-700">
        <CheckCircle2 aria-hidden="true" className="size-4" /> Verified in the page's HTML
      </span>
    );
  }
  return (
    <span className="inline-flex items-center gap-1 text-sm text-danger-700">
      <XCircle aria-hidden="true" className="size-4" />
      Not verified
      {deploy.verification ? `: the page shows "${deploy.verification.title}"` : ""}
    </span>
  );
}

/** A deploy's title and description on one side; null is the page's own. */
function Snippet({
  term,
  snippet,
  className,
}: {
  term: string;
  snippet: SeoDeployRecord["before"];
  className: string;
}) {
  return (
    <div>
      <dt className="font-medium text-slate-700">{term}</dt>
      <dd className={className}>{snippet.title ?? "(page's own title)"}</dd>
      <dd className={className}>{snippet.description ?? "(page's own description)"}</dd>
    </div>
  );
}

/** Every deploy, newest first; `refreshKey` reloads the list after a deploy elsewhere. */
export function DeployHistory({
  refreshKey,
  onReverted,
}: {
  refreshKey: number;
  onReverted: () => void;
}) {
  const { data, error, reload } = useApi<{ deploys: SeoDeployRecord[] }>(
    "/api/seo/deploys",
    refreshKey,
  );
  // A failed first load shows the empty list under the error, not endless loading rows.
  const deploys = data?.deploys ?? (error ? [] : null);
  const [pending, setPending] = useState<SeoDeployRecord | null>(null);
  const [reverting, setReverting] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function revert() {
    if (!pending) return;
    setReverting(true);
    setRefusal(null);
    try {
      await apiRequest(`/api/seo/deploys/${encodeURIComponent(pending.id)}/revert`, {
        method: "POST",
      });
      toast.success(`Reverted the change to ${pending.pagePath}`);
      onReverted();
    } catch (failure) {
      const message = errorText(failure, "Revert failed. Please try again.");
      setRefusal(message);
      toast.error(message);
    } finally {
      setReverting(false);
      setPending(null);
      await reload();
    }
  }

  if (!deploys) return <LoadingRows label="Loading deploys" />;
  return (
    <div className="space-y-3">
      {error && <Alert>{error}</Alert>}
      {refusal && <Alert>{refusal}</Alert>}
      {deploys.length === 0 ? (
        <EmptyState title="No deploys yet">
          Deployed titles and descriptions appear here, each one revertable.
        </EmptyState>
      ) : (
        <ul className="space-y-3">
          {deploys.map((deploy) => (
            <li
              key={deploy.id}
              data-deploy={deploy.pagePath}
              data-deploy-id={deploy.id}
              className="rounded-lg border border-slate-200 p-4 text-sm"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <div className="flex flex-wrap items-center gap-2">
                  <PageLink path={deploy.pagePath} />
                  <Badge tone="neutral">{deploy.source}</Badge>
                  {deploy.revertedAt ? (
                    <Badge tone="warning">Reverted by {deploy.revertedBy ?? "someone"}</Badge>
                  ) : (
                    <Verification deploy={deploy} />
                  )}
                </div>
                {!deploy.revertedAt && (
                  <Button variant="secondary" size="sm" onClick={() => setPending(deploy)}>
                    <RotateCcw aria-hidden="true" className="size-4" />
                    Revert
                  </Button>
                )}
              </div>
              <p className="mt-1 text-slate-500">
                Deployed by {deploy.deployedBy ?? "unknown"} {when(deploy.deployedAt)}
              </p>
              {deploy.revertedAt && (
                <p className="mt-1 text-slate-700">
                  Reverted by {deploy.revertedBy ?? "someone"} {when(deploy.revertedAt)}: the page
                  got back its text from before this deploy.
                </p>
              )}
              <dl className="mt-3 grid gap-3 sm:grid-cols-2">
                <Snippet term="Before" snippet={deploy.before} className="text-slate-600" />
                <Snippet term="After" snippet={deploy.after} className="text-slate-900" />
              </dl>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title="Revert this deploy?"
        description={`${pending?.pagePath ?? ""} gets back the title and description it had before this deploy. A later deploy of the same title or description that still stands is never overwritten.`}
        confirmLabel="Revert"
        busy={reverting}
        onConfirm={revert}
      />
    </div>
  );
}
