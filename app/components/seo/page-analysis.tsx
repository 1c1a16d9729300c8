import { Search } from "lucide-react";
import { useEffect, useState } from "react";
import { Badge, Card, CardHeader, EmptyState, LoadingRows } from "~/components/ui/card";
import { apiRequest } from "~/lib/api";
import type { AnalyzerIssue, ClientAnalyzerResult } from "~/lib/seo-analyzer";
import { URL_REQUIRED_MESSAGE } from "~/schemas/seo-analysis";
import type { ServerSeoAnalysis } from "../../../worker/services/seo/analysis";
import { AnalyseForm, analysisFailureText, useAnalyseRun } from "./analyse-form";
import { PageSpeedPanel } from "./pagespeed-figures";
import { CategoryBars, ScoreRing, ServerLabelBadge } from "./score-badge";

// Page Analysis (OTTO SEO): one URL's server analysis, its issues with how to fix them and the
// analyzer's suggestions. Opened from a crawl row it shows the crawl's stored result at once.

export const ANALYSIS_FAILED_TEXT = "Analysis Failed: Failed to analyze URL. Please try again.";

const ISSUE_TONE = { critical: "danger", warning: "warning", info: "accent" } as const;

/** Issues, highest priority first, with their fix. */
export function IssueList({ issues }: { issues: AnalyzerIssue[] }) {
  if (issues.length === 0) {
    return (
      <EmptyState title="No issues found">The page passes every check of the analyzer.</EmptyState>
    );
  }
  return (
    <ul className="divide-y divide-slate-100">
      {issues.map((issue) => (
        <li key={issue.id} className="py-3">
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone={ISSUE_TONE[issue.type]}>{issue.type}</Badge>
            <span className="font-medium text-navy-900">{issue.title}</span>
            <span className="text-xs text-slate-500">
              {issue.category} · priority {issue.priority}/10 · {issue.impact} impact
            </span>
          </div>
          <p className="mt-1 text-sm text-slate-600">{issue.description}</p>
          <p className="mt-1 text-sm text-slate-800">
            <span className="font-medium">Fix: </span>
            {issue.fix}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** The analyzer's recommendations with their steps. */
export function Recommendations({ result }: { result: ClientAnalyzerResult }) {
  if (result.recommendations.length === 0) return null;
  return (
    <ul className="space-y-3">
      {result.recommendations.map((rec) => (
        <li key={rec.id} className="rounded-md border border-slate-200 p-3">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium text-navy-900">{rec.title}</span>
            <Badge>{rec.effort} effort</Badge>
            <Badge tone="accent">{rec.impact} impact</Badge>
          </div>
          <p className="mt-1 text-sm text-slate-600">{rec.description}</p>
          <ul className="mt-2 list-disc space-y-0.5 pl-5 text-sm text-slate-700">
            {rec.actionSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

/** A server analysis: label, scores, summary, issues and suggestions. */
export function ServerAnalysisView({ analysis }: { analysis: ServerSeoAnalysis }) {
  const { details } = analysis;
  return (
    <div
      className="space-y-5"
      data-testid="page-analysis-result"
      data-score={analysis.score.overall}
    >
      <div className="flex flex-wrap items-center gap-6">
        <ScoreRing score={analysis.score.overall} caption={analysis.label} />
        <div className="min-w-60 flex-1 space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <ServerLabelBadge score={analysis.score.overall} />
            <a
              href={analysis.url}
              target="_blank"
              rel="noreferrer"
              className="truncate text-sm text-accent-700 hover:underline"
            >
              {analysis.url}
            </a>
            {analysis.httpStatus !== 200 && <Badge tone="danger">HTTP {analysis.httpStatus}</Badge>}
          </div>
          <p className="text-sm text-slate-700">{analysis.executiveSummary}</p>
          <p className="text-xs text-slate-500">
            Analysed {new Date(analysis.timestamp).toLocaleString()}
          </p>
        </div>
      </div>
      <CategoryBars
        scores={details.scores}
        className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3"
      />
      <section>
        <h3 className="text-sm font-semibold text-navy-900">Issues</h3>
        <IssueList issues={details.issues} />
      </section>
      {details.recommendations.length > 0 && (
        <section className="space-y-2">
          <h3 className="text-sm font-semibold text-navy-900">Suggestions</h3>
          <Recommendations result={details} />
        </section>
      )}
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        {(
          [
            ["Title length", details.metrics.titleLength],
            ["Description length", details.metrics.descriptionLength],
            ["Words", details.metrics.wordCount],
            ["Readability", details.metrics.readability],
            ["H1 / H2", `${details.metrics.headings.h1} / ${details.metrics.headings.h2}`],
            [
              "Images without alt",
              `${details.metrics.images.withoutAlt} of ${details.metrics.images.total}`,
            ],
            [
              "Internal / external links",
              `${details.metrics.links.internal} / ${details.metrics.links.external}`,
            ],
            ["Page size", `${Math.round(details.metrics.pageSize / 1024)} KB`],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="rounded-md bg-slate-50 px-3 py-2">
            <dt className="text-xs text-slate-500">{label}</dt>
            <dd className="font-medium tabular-nums text-navy-900">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/**
 * One URL's analysis. With `runId` and `url` (from a crawl row) it shows the stored result
 * first; Analyze fetches the page again.
 */
export function PageAnalysis({
  runId,
  url: initialUrl,
}: {
  runId?: string | null;
  url?: string | null;
}) {
  const [url, setUrl] = useState(initialUrl ?? "");
  const [analysis, setAnalysis] = useState<ServerSeoAnalysis | null>(null);
  const { busy: loading, error, run } = useAnalyseRun();

  useEffect(() => {
    if (!runId || !initialUrl) return;
    setUrl(initialUrl);
    const controller = new AbortController();
    void run(
      async () => {
        const body = await apiRequest<{ analysis: ServerSeoAnalysis | null }>(
          `/api/seo/crawls/${encodeURIComponent(runId)}/page?url=${encodeURIComponent(initialUrl)}`,
        );
        if (!controller.signal.aborted) setAnalysis(body.analysis);
      },
      () => ANALYSIS_FAILED_TEXT,
      { quiet: true, signal: controller.signal },
    );
    return () => controller.abort();
  }, [runId, initialUrl, run]);

  function analyze(target: string) {
    void run(
      async () => {
        const body = await apiRequest<{ analysis: ServerSeoAnalysis }>("/api/seo-analyze", {
          method: "POST",
          body: { url: target, type: "single" },
        });
        setAnalysis(body.analysis);
      },
      (caught) => analysisFailureText(caught, ANALYSIS_FAILED_TEXT),
    );
  }

  return (
    <Card>
      <CardHeader
        title="Page Analysis"
        description="One page's score, issues and how to fix them."
      />
      <div className="space-y-5 px-5 py-4">
        <AnalyseForm
          label="Page URL"
          placeholder="https://www.example.com/page"
          url={url}
          onUrlChange={setUrl}
          onAnalyse={analyze}
          requiredMessage={URL_REQUIRED_MESSAGE}
          busy={loading}
          submitLabel={
            <>
              <Search className="size-4" aria-hidden /> Analyze page
            </>
          }
          error={error}
        />
        {loading && !analysis ? (
          <LoadingRows rows={3} label="Analysing" />
        ) : analysis ? (
          <>
            <ServerAnalysisView analysis={analysis} />
            <PageSpeedPanel url={analysis.url} />
          </>
        ) : (
          !error && (
            <EmptyState title="No page selected">
              Enter a URL, or open a page's analysis from the Sitemap Crawler.
            </EmptyState>
          )
        )}
      </div>
    </Card>
  );
}
