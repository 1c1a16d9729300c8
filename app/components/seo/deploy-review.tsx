import { Rocket, Search } from "lucide-react";
import { useId, useState } from "react";
import { ApiError, apiRequest, errorText } from "~/lib/api";
import { SELECT_URLS_MESSAGE } from "~/schemas/seo-deploy";
import type { DeployOutcome } from "../../../worker/services/seo/deploy";
import type { ProposalOutcome } from "../../../worker/services/seo/proposals";
import type { SeoPageRow } from "../../../worker/services/seo/seo-pages";
import { Button } from "../ui/button";
import { Alert, Badge } from "../ui/card";
import { Input, Textarea } from "../ui/field";
import { toast } from "../ui/toaster";
import { PageLink, Verification } from "./deploy-history";
import { LengthBadge } from "./length-badge";

// Deploy Changes › Review & deploy: choose pages, get a proposed title and description for
// each, edit and approve them, deploy the approved ones and see each verified.

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
        <PageLink path={proposal.path} />
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

/** What Deploy Changes hands its Review & deploy and Bulk editor tabs. */
export interface DeployTabProps {
  pages: SeoPageRow[];
  /** The suffix every rendered title gets (" | productName"). */
  productName: string;
  reloadPages: () => Promise<void>;
  /** Tells the History tab to reload. */
  onDeployed: () => void;
}

/**
 * Review & deploy: pages chosen in a filterable list get a proposed title and description;
 * the approved ones deploy together and come back verified or with their error.
 */
export function ReviewAndDeploy({ pages, productName, reloadPages, onDeployed }: DeployTabProps) {
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
