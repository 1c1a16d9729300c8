import { CheckCircle2, Rocket, RotateCcw, Search, XCircle } from "lucide-react";
import { useCallback, useEffect, useId, useState } from "react";
import { ApiError, apiRequest } from "~/lib/api";
import { SELECT_URLS_MESSAGE } from "~/schemas/seo-deploy";
import type {
  DeployOutcome,
  ProposalOutcome,
  SeoDeployRecord,
  SeoPageRow,
} from "../../../worker/services/seo/deploy";
import { Button } from "../ui/button";
import { Alert, Badge, Card, CardHeader, EmptyState, LoadingRows } from "../ui/card";
import { ConfirmDialog } from "../ui/dialog";
import { Input, Textarea } from "../ui/field";
import { Tabs } from "../ui/tabs";
import { toast } from "../ui/toaster";
import { BulkEditor } from "./bulk-editor";
import { LengthBadge } from "./length-badge";

const dateFormat = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "UTC",
});

const errorText = (error: unknown, fallback: string) =>
  error instanceof ApiError ? error.message : fallback;

/** The page list, reloaded after each deploy. */
export function useSeoPages() {
  const [pages, setPages] = useState<SeoPageRow[] | null>(null);
  const [productName, setProductName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const reload = useCallback(async (signal?: AbortSignal) => {
    setError(null);
    try {
      const body = await apiRequest<{ pages: SeoPageRow[]; productName: string }>(
        "/api/seo/pages",
        { signal },
      );
      setPages(body.pages);
      setProductName(body.productName);
    } catch (failure) {
      if (signal?.aborted) return;
      setError(errorText(failure, "Failed to fetch data"));
      setPages((current) => current ?? []);
    }
  }, []);
  useEffect(() => {
    const controller = new AbortController();
    void reload(controller.signal);
    return () => controller.abort();
  }, [reload]);
  return { pages, productName, error, reload };
}

type Proposal = Extract<ProposalOutcome, { ok: true }>;

interface Draft {
  title: string;
  description: string;
  approved: boolean;
}

function ChoosePages({
  pages,
  onPropose,
  busy,
}: {
  pages: SeoPageRow[];
  onPropose: (paths: string[]) => void;
  busy: boolean;
}) {
  const [query, setQuery] = useState("");
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const shown = pages.filter(
    (page) =>
      page.path.includes(query.toLowerCase()) ||
      page.title.toLowerCase().includes(query.toLowerCase()),
  );
  const toggle = (path: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(path)) next.delete(path);
      else next.add(path);
      return next;
    });
  const needsWork = (page: SeoPageRow) =>
    page.titleClass !== "ok" || page.descriptionClass !== "ok";
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="relative min-w-56 flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-2.5 left-3 size-4 text-slate-400"
          />
          <Input
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Filter by path or title"
            aria-label="Filter pages"
            className="pl-9"
          />
        </div>
        <Button
          variant="secondary"
          onClick={() => setSelected(new Set(pages.filter(needsWork).map((page) => page.path)))}
        >
          Select pages with issues
        </Button>
        <Button
          loading={busy}
          onClick={() => {
            if (selected.size === 0) {
              setError(SELECT_URLS_MESSAGE);
              return;
            }
            setError(null);
            onPropose([...selected]);
          }}
        >
          <Rocket aria-hidden="true" className="size-4" />
          Review {selected.size > 0 ? selected.size : ""} selected
        </Button>
      </div>
      {error && <Alert>{error}</Alert>}
      <ul className="max-h-96 divide-y divide-slate-100 overflow-y-auto rounded-md border border-slate-200">
        {shown.map((page) => (
          <li key={page.path} className="flex items-center gap-3 px-3 py-2 text-sm">
            <input
              type="checkbox"
              id={`pick-${page.path}`}
              checked={selected.has(page.path)}
              onChange={() => toggle(page.path)}
              className="size-4 accent-accent-700"
            />
            <label htmlFor={`pick-${page.path}`} className="min-w-0 flex-1 cursor-pointer">
              <span className="block truncate font-medium text-navy-900">{page.path}</span>
              <span className="block truncate text-slate-500">{page.renderedTitle}</span>
            </label>
            {needsWork(page) && <Badge tone="warning">needs work</Badge>}
          </li>
        ))}
      </ul>
    </div>
  );
}

function ProposalCard({
  proposal,
  draft,
  onChange,
  productName,
}: {
  proposal: Proposal;
  draft: Draft;
  onChange: (draft: Draft) => void;
  productName: string;
}) {
  const id = useId();
  const rendered = draft.title ? `${draft.title} | ${productName}` : "";
  return (
    <li className="rounded-lg border border-slate-200 p-4" data-proposal={proposal.path}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <a
          href={proposal.path}
          target="_blank"
          rel="noopener"
          className="font-semibold text-navy-900 hover:text-accent-700"
        >
          {proposal.path}
        </a>
        <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
          <input
            type="checkbox"
            checked={draft.approved}
            onChange={(event) => onChange({ ...draft, approved: event.target.checked })}
            className="size-4 accent-accent-700"
          />
          Approve
        </label>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        Analyzer score now: <span className="font-semibold text-navy-900">{proposal.score}</span>
        {proposal.issues.length > 0 && ` · ${proposal.issues.join(" · ")}`}
      </p>
      <ul className="mt-2 list-disc pl-5 text-sm text-slate-600">
        {proposal.reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <div className="space-y-1.5 text-sm">
          <p className="font-medium text-slate-700">Now</p>
          <p className="text-slate-900">{proposal.current.renderedTitle}</p>
          <p className="text-slate-600">{proposal.current.description}</p>
        </div>
        <div className="space-y-3">
          <div className="space-y-1.5 text-sm">
            <span className="flex items-center justify-between font-medium text-slate-700">
              <label htmlFor={`${id}-title`}>Title (without the suffix)</label>
              <LengthBadge length={rendered.length} kind="title" />
            </span>
            <Input
              id={`${id}-title`}
              value={draft.title}
              onChange={(event) => onChange({ ...draft, title: event.target.value })}
            />
          </div>
          <div className="space-y-1.5 text-sm">
            <span className="flex items-center justify-between font-medium text-slate-700">
              <label htmlFor={`${id}-description`}>Meta description</label>
              <LengthBadge length={draft.description.length} kind="description" />
            </span>
            <Textarea
              id={`${id}-description`}
              rows={3}
              value={draft.description}
              onChange={(event) => onChange({ ...draft, description: event.target.value })}
            />
          </div>
        </div>
      </div>
    </li>
  );
}

function Verification({ deploy }: { deploy: SeoDeployRecord }) {
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

function ReviewAndDeploy({
  pages,
  productName,
  reloadPages,
  onDeployed,
}: {
  pages: SeoPageRow[];
  productName: string;
  reloadPages: () => Promise<void>;
  onDeployed: () => void;
}) {
  const [proposals, setProposals] = useState<Proposal[]>([]);
  const [failures, setFailures] = useState<string[]>([]);
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const [proposing, setProposing] = useState(false);
  const [deploying, setDeploying] = useState(false);
  const [results, setResults] = useState<DeployOutcome[]>([]);

  async function propose(paths: string[]) {
    setProposing(true);
    setResults([]);
    try {
      const body = await apiRequest<{ proposals: ProposalOutcome[] }>(
        "/api/ai-seo/deploy-optimizations",
        { method: "POST", body: { urls: paths } },
      );
      const ok = body.proposals.flatMap((item) => (item.ok ? [item] : []));
      setFailures(body.proposals.flatMap((item) => (item.ok ? [] : [item.error])));
      setProposals(ok);
      setDrafts(
        Object.fromEntries(
          ok.map((item) => [
            item.path,
            {
              title: item.proposed.title,
              description: item.proposed.description,
              approved: item.changed,
            },
          ]),
        ),
      );
    } catch (error) {
      toast.error(errorText(error, "Analysis failed. Please try again."));
    } finally {
      setProposing(false);
    }
  }

  const approved = proposals.filter((item) => drafts[item.path]?.approved);

  async function deploy() {
    if (approved.length === 0) {
      toast.error(SELECT_URLS_MESSAGE);
      return;
    }
    setDeploying(true);
    try {
      const body = await apiRequest<{ results: DeployOutcome[] }>("/api/seo/deploys", {
        method: "POST",
        body: {
          source: "review",
          changes: approved.map((item) => ({
            path: item.path,
            title: drafts[item.path]?.title ?? "",
            description: drafts[item.path]?.description ?? "",
            version: item.version,
          })),
        },
      });
      setResults(body.results);
      const done = body.results.filter((result) => result.ok).length;
      toast.success(`Deployed ${done} of ${body.results.length} pages`);
      setProposals((current) =>
        current.filter((item) => !body.results.some((r) => r.ok && r.path === item.path)),
      );
      onDeployed();
      await reloadPages();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) await reloadPages();
      toast.error(errorText(error, "Deploy failed. Please try again."));
    } finally {
      setDeploying(false);
    }
  }

  return (
    <div className="space-y-6">
      <ChoosePages pages={pages} onPropose={propose} busy={proposing} />
      {failures.length > 0 && (
        <Alert tone="warning">
          <ul>
            {failures.map((failure) => (
              <li key={failure}>{failure}</li>
            ))}
          </ul>
        </Alert>
      )}
      {proposals.length > 0 && (
        <section aria-labelledby="review-heading" className="space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h3 id="review-heading" className="text-base font-semibold text-navy-900">
              Review proposed changes
            </h3>
            <Button loading={deploying} onClick={deploy}>
              Deploy {approved.length} approved
            </Button>
          </div>
          <ul className="space-y-4">
            {proposals.map((item) => {
              const draft = drafts[item.path];
              if (!draft) return null;
              return (
                <ProposalCard
                  key={item.path}
                  proposal={item}
                  draft={draft}
                  productName={productName}
                  onChange={(next) => setDrafts((current) => ({ ...current, [item.path]: next }))}
                />
              );
            })}
          </ul>
        </section>
      )}
      {results.length > 0 && (
        <section aria-labelledby="results-heading" className="space-y-2">
          <h3 id="results-heading" className="text-base font-semibold text-navy-900">
            Deploy results
          </h3>
          <ul className="divide-y divide-slate-100 rounded-md border border-slate-200">
            {results.map((result) => (
              <li key={result.path} className="flex flex-wrap items-center gap-3 px-3 py-2">
                <span className="font-medium text-navy-900">{result.path}</span>
                {result.ok ? (
                  <Verification deploy={result.deploy} />
                ) : (
                  <span className="text-sm text-danger-700">{result.error}</span>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function DeployHistory({ refreshKey, onReverted }: { refreshKey: number; onReverted: () => void }) {
  const [deploys, setDeploys] = useState<SeoDeployRecord[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<SeoDeployRecord | null>(null);
  const [reverting, setReverting] = useState(false);

  const load = useCallback(async (signal?: AbortSignal) => {
    setError(null);
    try {
      const body = await apiRequest<{ deploys: SeoDeployRecord[] }>("/api/seo/deploys", {
        signal,
      });
      setDeploys(body.deploys);
    } catch (failure) {
      if (signal?.aborted) return;
      setError(errorText(failure, "Failed to fetch data"));
      setDeploys((current) => current ?? []);
    }
  }, []);

  useEffect(() => {
    void refreshKey;
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load, refreshKey]);

  async function revert() {
    if (!pending) return;
    setReverting(true);
    try {
      await apiRequest(`/api/seo/deploys/${encodeURIComponent(pending.id)}/revert`, {
        method: "POST",
      });
      toast.success(`Reverted the change to ${pending.pagePath}`);
      onReverted();
    } catch (failure) {
      toast.error(errorText(failure, "Revert failed. Please try again."));
    } finally {
      setReverting(false);
      setPending(null);
      await load();
    }
  }

  if (!deploys) return <LoadingRows label="Loading deploys" />;
  return (
    <div className="space-y-3">
      {error && <Alert>{error}</Alert>}
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
              className="rounded-lg border border-slate-200 p-4 text-sm"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <div className="flex flex-wrap items-center gap-2">
                  <a
                    href={deploy.pagePath}
                    target="_blank"
                    rel="noopener"
                    className="font-semibold text-navy-900 hover:text-accent-700"
                  >
                    {deploy.pagePath}
                  </a>
                  <Badge tone="neutral">{deploy.source}</Badge>
                  {deploy.revertedAt ? (
                    <Badge tone="warning">Reverted by {deploy.revertedBy}</Badge>
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
                {deploy.deployedBy ?? "unknown"} · {dateFormat.format(new Date(deploy.deployedAt))}{" "}
                UTC
              </p>
              <dl className="mt-3 grid gap-3 sm:grid-cols-2">
                <div>
                  <dt className="font-medium text-slate-700">Before</dt>
                  <dd className="text-slate-600">{deploy.before.title ?? "(page's own title)"}</dd>
                  <dd className="text-slate-600">
                    {deploy.before.description ?? "(page's own description)"}
                  </dd>
                </div>
                <div>
                  <dt className="font-medium text-slate-700">After</dt>
                  <dd className="text-slate-900">{deploy.after.title ?? "(page's own title)"}</dd>
                  <dd className="text-slate-900">
                    {deploy.after.description ?? "(page's own description)"}
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title="Revert this deploy?"
        description={`${pending?.pagePath ?? ""} gets back the title and description it had before. A later change to the page is never overwritten.`}
        confirmLabel="Revert"
        busy={reverting}
        onConfirm={revert}
      />
    </div>
  );
}

/**
 * OTTO SEO's Deploy Changes area: choose pages, review the proposed title and description,
 * approve per page, deploy to the edge and see it verified; edit every page in the bulk
 * editor; revert any deploy on its own. It loads what it needs itself (no props).
 *
 * @example <DeployChanges />
 */
export function DeployChanges() {
  const [tab, setTab] = useState("review");
  const [refreshKey, setRefreshKey] = useState(0);
  const { pages, productName, error, reload } = useSeoPages();
  const bump = () => setRefreshKey((key) => key + 1);
  return (
    <Card>
      <CardHeader
        title="Deploy Changes"
        description="Titles and descriptions go into each page's HTML at the edge, verified and revertable."
      />
      <div className="p-5">
        {error && <Alert>{error}</Alert>}
        {!pages ? (
          <LoadingRows label="Loading pages" />
        ) : (
          <Tabs
            label="Deploy Changes"
            value={tab}
            onValueChange={setTab}
            items={[
              {
                value: "review",
                label: "Review & deploy",
                content: (
                  <ReviewAndDeploy
                    pages={pages}
                    productName={productName}
                    reloadPages={() => reload()}
                    onDeployed={bump}
                  />
                ),
              },
              {
                value: "bulk",
                label: "Bulk editor",
                content: (
                  <BulkEditor
                    pages={pages}
                    productName={productName}
                    reloadPages={() => reload()}
                    onDeployed={bump}
                  />
                ),
              },
              {
                value: "history",
                label: "History",
                content: (
                  <DeployHistory
                    refreshKey={refreshKey}
                    onReverted={() => {
                      bump();
                      void reload();
                    }}
                  />
                ),
              },
            ]}
          />
        )}
      </div>
    </Card>
  );
}
