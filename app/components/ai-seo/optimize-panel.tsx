import { CheckCircle2, RefreshCw } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { ApiError, apiRequest } from "~/lib/api";
import type { OptimizeCandidate, ProviderInfo } from "~/schemas/ai-seo";
import { Button } from "../ui/button";
import { Alert, Card, CardHeader, EmptyState, LoadingRows } from "../ui/card";
import { toast } from "../ui/toaster";
import { ProviderBadge, ScoreBadge } from "./shared";

interface DeployAnswer {
  results: { path: string; ok: boolean; error?: string }[];
}

/** Optimize: pages below 80 with proposed snippets, applied through the SEO deploy path. */
export function OptimizePanel() {
  const [data, setData] = useState<{
    candidates: OptimizeCandidate[];
    total: number;
    provider: ProviderInfo;
  } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [applying, setApplying] = useState<string | null>(null);
  const [applied, setApplied] = useState<Set<string>>(new Set());

  const load = useCallback(async () => {
    setError(null);
    setData(null);
    try {
      setData(await apiRequest("/api/ai-seo/optimize"));
    } catch (e) {
      setError(e instanceof Error ? e.message : "Failed to load the pages");
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  async function apply(candidate: OptimizeCandidate) {
    setApplying(candidate.path);
    try {
      const answer = await apiRequest<DeployAnswer>("/api/seo/deploys", {
        method: "POST",
        body: {
          changes: [
            {
              path: candidate.path,
              title: candidate.proposed.title,
              description: candidate.proposed.description,
              version: candidate.version,
            },
          ],
          source: "review",
        },
      });
      const result = answer.results[0];
      if (result?.ok) {
        setApplied(new Set([...applied, candidate.path]));
        toast.success(`Deployed the new title and description of ${candidate.path}`);
      } else {
        toast.error(result?.error ?? "Deploy failed");
      }
    } catch (e) {
      toast.error(e instanceof ApiError ? e.message : "Deploy failed");
    } finally {
      setApplying(null);
    }
  }

  if (error) return <Alert>{error}</Alert>;
  if (!data) return <LoadingRows rows={4} label="Scoring pages" />;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
          <ProviderBadge provider={data.provider} />
          {data.total} page{data.total === 1 ? "" : "s"} below 80
          {data.total > data.candidates.length
            ? `, the ${data.candidates.length} lowest shown`
            : ""}
        </div>
        <Button variant="secondary" size="sm" onClick={() => void load()}>
          <RefreshCw className="size-4" aria-hidden /> Rescore
        </Button>
      </div>
      {data.candidates.length === 0 ? (
        <EmptyState title="Every page scores 80 or more">Nothing to optimise right now.</EmptyState>
      ) : (
        data.candidates.map((candidate) => (
          <Card key={candidate.path}>
            <CardHeader
              title={
                <a className="underline" href={candidate.path}>
                  {candidate.path}
                </a>
              }
              description={candidate.problems.join(" · ")}
              actions={<ScoreBadge score={candidate.score} />}
            />
            <div className="grid grid-cols-1 gap-4 px-5 py-4 text-sm md:grid-cols-2">
              <div>
                <p className="text-xs font-medium uppercase text-slate-500">Current</p>
                <p className="font-medium text-navy-900">{candidate.current.title}</p>
                <p className="text-slate-600">{candidate.current.description || "(none)"}</p>
              </div>
              <div>
                <p className="text-xs font-medium uppercase text-slate-500">Proposed</p>
                <p className="font-medium text-navy-900">{candidate.proposed.title}</p>
                <p className="text-slate-600">{candidate.proposed.description}</p>
              </div>
              <ul className="list-disc pl-5 text-xs text-slate-500 md:col-span-2">
                {candidate.reasons.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
              <div className="flex justify-end md:col-span-2">
                {applied.has(candidate.path) ? (
                  <span className="inline-flex items-center gap-1 text-success-700">
                    <CheckCircle2 className="size-4" aria-hidden /> Deployed
                  </span>
                ) : (
                  <Button
                    size="sm"
                    loading={applying === candidate.path}
                    disabled={applying !== null}
                    onClick={() => void apply(candidate)}
                  >
                    Apply
                  </Button>
                )}
              </div>
            </div>
          </Card>
        ))
      )}
    </div>
  );
}
