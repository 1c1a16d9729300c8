import { Gauge, Server } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Alert, Card, CardHeader } from "~/components/ui/card";
import { Field, Select } from "~/components/ui/field";
import { toast } from "~/components/ui/toaster";
import { ApiError, apiRequest, badRequestText } from "~/lib/api";
import {
  analyzePage,
  type ClientAnalyzerResult,
  LIMITED_NOTE_ID,
  limitedAnalysis,
  NOT_ANALYSED_TEXT,
} from "~/lib/seo-analyzer";
import { factsFromHtmlInBrowser } from "~/lib/seo-facts";
import { SITEMAP_URL_REQUIRED_MESSAGE, URL_REQUIRED_MESSAGE } from "~/schemas/seo-analysis";
import { parseUrl } from "~/schemas/text";
import type { ServerSeoAnalysis } from "../../../worker/services/seo/analysis";
import type { SitemapAnalysisRun } from "../../../worker/services/seo/server-analysis";
import { AnalyseForm, analysisFailureText, useAnalyseRun } from "./analyse-form";
import {
  ANALYSIS_FAILED_TEXT,
  IssueList,
  Recommendations,
  ServerAnalysisView,
} from "./page-analysis";
import { PageSpeedPanel } from "./pagespeed-figures";
import { type ResultsColumn, ResultsTable } from "./results-table";
import { CategoryBars, ScoreBadge, ScoreRing, ServerLabelBadge } from "./score-badge";
import { analyseSitemap, SitemapAnalysisFailed, SitemapAnalysisProgress } from "./sitemap-analysis";

// The SEO Analyzer tab: any page through the SEO proxy and the browser's analyzer (spec §3's
// client analyzer result), and the server analysis of a page or a whole sitemap.

export const CLIENT_ANALYSIS_FAILED = "Analysis failed. Please try again.";
export const SITEMAP_ANALYSIS_FAILED =
  "Sitemap Analysis Failed: Failed to analyze sitemap. Please try again.";
const FETCH_FAILED = "Failed to fetch URL for analysis";

interface ProxyAnswer {
  url: string;
  status: number;
  html: string;
}

/** Fetches a page through `/api/seo-proxy` and scores it in the browser. */
async function analyzeInBrowser(url: string): Promise<ClientAnalyzerResult> {
  const page = await apiRequest<ProxyAnswer>(`/api/seo-proxy?url=${encodeURIComponent(url)}`);
  if (page.status >= 400 || page.html === "") throw new ApiError(422, FETCH_FAILED, "FETCH_FAILED");
  const facts = factsFromHtmlInBrowser(page.html, page.url);
  return analyzePage(facts, page.url);
}

function ClientResult({ result }: { result: ClientAnalyzerResult }) {
  const { metrics } = result;
  const note = result.issues.find((issue) => issue.id === LIMITED_NOTE_ID);
  return (
    <div
      className="space-y-5"
      data-testid="client-analysis-result"
      data-score={result.overallScore}
      data-limited={note ? "true" : undefined}
    >
      {note && (
        // The spec's fixed basic result is no measurement: the note comes first, the scores
        // are greyed and say so.
        <div role="status" className="rounded-lg border border-slate-300 bg-slate-50 p-4">
          <p className="font-semibold text-navy-900">{NOT_ANALYSED_TEXT}</p>
          <p className="mt-1 text-sm text-slate-700">
            <span className="font-medium">{note.title}.</span> {note.description} {note.fix}
          </p>
        </div>
      )}
      <div
        className={`flex flex-wrap items-center gap-6 ${note ? "opacity-60 grayscale" : ""}`}
        data-testid={note ? "basic-result" : undefined}
      >
        <ScoreRing
          score={result.overallScore}
          caption={note ? "Basic result, not measured" : undefined}
        />
        <CategoryBars
          scores={result.scores}
          className="grid min-w-60 flex-1 gap-3 sm:grid-cols-2"
        />
      </div>
      {!note && (
        <section>
          <h3 className="text-sm font-semibold text-navy-900">Issues ({result.issues.length})</h3>
          <IssueList issues={result.issues} />
        </section>
      )}
      {result.recommendations.length > 0 && (
        <section className="space-y-2">
          <h3 className="text-sm font-semibold text-navy-900">Recommendations</h3>
          <Recommendations result={result} />
        </section>
      )}
      {!note && (
        <section className="grid grid-cols-1 gap-5 lg:grid-cols-2">
          <div>
            <h3 className="text-sm font-semibold text-navy-900">Metrics</h3>
            <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1.5 text-sm">
              {(
                [
                  ["Title length", metrics.titleLength],
                  ["Description length", metrics.descriptionLength],
                  [
                    "Headings h1-h6",
                    `${metrics.headings.h1}/${metrics.headings.h2}/${metrics.headings.h3}/${metrics.headings.h4}/${metrics.headings.h5}/${metrics.headings.h6}`,
                  ],
                  [
                    "Images (without alt)",
                    `${metrics.images.total} (${metrics.images.withoutAlt})`,
                  ],
                  [
                    "Links internal / external",
                    `${metrics.links.internal} / ${metrics.links.external}`,
                  ],
                  ["Page size", `${Math.round(metrics.pageSize / 1024)} KB`],
                  ["Viewport", metrics.hasViewport ? "Yes" : "No"],
                  [
                    "Structured data",
                    metrics.hasStructuredData ? `${metrics.structuredDataCount} blocks` : "None",
                  ],
                  ["Social tags", metrics.socialTagCount],
                  ["Canonical", metrics.canonical ?? "None"],
                  ["Robots", metrics.robots ?? "Not set"],
                  ["Charset / language", `${metrics.charset ?? "?"} / ${metrics.language ?? "?"}`],
                  ["Words", metrics.wordCount],
                  ["Readability (Flesch)", metrics.readability],
                ] as const
              ).map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="text-slate-500">{label}</dt>
                  <dd className="truncate font-medium text-navy-900" title={String(value)}>
                    {value}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
          <div>
            <h3 className="text-sm font-semibold text-navy-900">Keyword density</h3>
            {metrics.keywordDensity.length === 0 ? (
              <p className="mt-2 text-sm text-slate-500">No words to count.</p>
            ) : (
              <table className="mt-2 w-full text-sm">
                <thead className="text-left text-xs text-slate-500">
                  <tr>
                    <th scope="col" className="py-1 font-medium">
                      Word
                    </th>
                    <th scope="col" className="py-1 text-right font-medium">
                      Count
                    </th>
                    <th scope="col" className="py-1 text-right font-medium">
                      Density
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {metrics.keywordDensity.map((k) => (
                    <tr key={k.word}>
                      <td className="py-1 text-navy-900">{k.word}</td>
                      <td className="py-1 text-right tabular-nums">{k.count}</td>
                      <td className="py-1 text-right tabular-nums">{k.density.toFixed(2)}%</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </div>
        </section>
      )}
    </div>
  );
}

function ClientAnalyzer() {
  const [url, setUrl] = useState("");
  const [result, setResult] = useState<ClientAnalyzerResult | null>(null);
  const [analyzed, setAnalyzed] = useState("");
  const { busy, error, run } = useAnalyseRun();

  function analyze(target: string) {
    setAnalyzed(target);
    void run(
      async () => {
        try {
          setResult(await analyzeInBrowser(target));
        } catch (caught) {
          // A page the proxy could not fetch still gets the spec's basic result.
          if (caught instanceof ApiError && caught.message === FETCH_FAILED) {
            setResult(limitedAnalysis(target));
            toast.info("External URL Analysis Limited");
            return;
          }
          setResult(null);
          throw caught;
        }
      },
      (caught) => badRequestText(caught, CLIENT_ANALYSIS_FAILED),
    );
  }

  return (
    <Card>
      <CardHeader
        title="Analyze any page"
        description="Fetches the page through the SEO proxy and scores it in your browser."
      />
      <div className="space-y-5 px-5 py-4">
        <AnalyseForm
          label="Page URL"
          placeholder="https://www.example.com/"
          url={url}
          onUrlChange={setUrl}
          onAnalyse={analyze}
          requiredMessage={URL_REQUIRED_MESSAGE}
          busy={busy}
          submitLabel={
            <>
              <Gauge className="size-4" aria-hidden /> Analyze
            </>
          }
          error={error}
        />
        {result && <ClientResult result={result} />}
        {result && analyzed && <PageSpeedPanel url={analyzed} />}
      </div>
    </Card>
  );
}

const SITEMAP_COLUMNS: ResultsColumn<ServerSeoAnalysis>[] = [
  {
    header: "Page",
    className: "max-w-[20rem] truncate",
    cell: (analysis) => (
      <span title={analysis.url}>{parseUrl(analysis.url)?.pathname ?? analysis.url}</span>
    ),
  },
  { header: "Score", cell: (analysis) => <ScoreBadge score={analysis.score.overall} /> },
  { header: "Rating", cell: (analysis) => <ServerLabelBadge score={analysis.score.overall} /> },
  {
    header: "Issues",
    className: "tabular-nums",
    cell: (analysis) => analysis.criticalIssues.length,
  },
];

function ServerAnalyzer() {
  const [url, setUrl] = useState("");
  const [type, setType] = useState<"single" | "sitemap">("single");
  const [single, setSingle] = useState<ServerSeoAnalysis | null>(null);
  const [many, setMany] = useState<ServerSeoAnalysis[] | null>(null);
  /** A sitemap analysis running on the server: its progress; then why it stopped early. */
  const [progress, setProgress] = useState<SitemapAnalysisRun | null>(null);
  const [stopped, setStopped] = useState<string | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const { busy, error, run } = useAnalyseRun();
  // Polling ends when the tab closes.
  const closed = useRef(new AbortController());
  useEffect(() => {
    const controller = new AbortController();
    closed.current = controller;
    return () => controller.abort();
  }, []);

  function analyze(target: string) {
    setStopped(null);
    setProgress(null);
    const signal = closed.current.signal;
    void run(
      async () => {
        if (type === "single") {
          const body = await apiRequest<{ analysis: ServerSeoAnalysis }>("/api/seo-analyze", {
            method: "POST",
            body: { url: target, type },
          });
          setSingle(body.analysis);
          setMany(null);
          return;
        }
        try {
          const finished = await analyseSitemap(target, setProgress, signal);
          setSingle(null);
          setMany(finished.analyses ?? []);
          setStopped(finished.reason);
        } finally {
          setProgress(null);
        }
      },
      (caught) =>
        caught instanceof SitemapAnalysisFailed
          ? caught.message
          : analysisFailureText(
              caught,
              type === "single" ? ANALYSIS_FAILED_TEXT : SITEMAP_ANALYSIS_FAILED,
            ),
      { signal },
    );
  }

  return (
    <Card>
      <CardHeader
        title="Server analysis"
        description="The server fetches and scores a page, or every page of a sitemap: Excellent 80+, Needs Improvement 60-79, Critical below 60."
      />
      <div className="space-y-5 px-5 py-4">
        <AnalyseForm
          label={type === "single" ? "Page URL" : "Sitemap URL"}
          placeholder={
            type === "single" ? "https://www.example.com/" : "https://www.example.com/sitemap.xml"
          }
          url={url}
          onUrlChange={setUrl}
          onAnalyse={analyze}
          requiredMessage={type === "single" ? URL_REQUIRED_MESSAGE : SITEMAP_URL_REQUIRED_MESSAGE}
          busy={busy}
          submitLabel={
            <>
              <Server className="size-4" aria-hidden /> Run analysis
            </>
          }
          error={error}
          options={
            <div className="sm:w-48 sm:shrink-0">
              <Field label="Analyse">
                {(props) => (
                  <Select
                    {...props}
                    value={type}
                    onChange={(event) =>
                      setType(event.target.value === "sitemap" ? "sitemap" : "single")
                    }
                  >
                    <option value="single">One page</option>
                    <option value="sitemap">Every page of a sitemap</option>
                  </Select>
                )}
              </Field>
            </div>
          }
        />
        {progress && <SitemapAnalysisProgress run={progress} />}
        {stopped && <Alert tone="warning">{stopped}</Alert>}
        {single && <ServerAnalysisView analysis={single} />}
        {single && <PageSpeedPanel url={single.url} />}
        {many && (
          <ResultsTable
            rows={many}
            rowKey={(analysis) => analysis.url}
            columns={SITEMAP_COLUMNS}
            details={(analysis) => <ServerAnalysisView analysis={analysis} />}
            open={open}
            onOpenChange={setOpen}
          />
        )}
      </div>
    </Card>
  );
}

/** The SEO Analyzer tab: the browser's analyzer for any URL, and the server analysis. */
export function SeoAnalyzerTab() {
  return (
    <div className="space-y-6">
      <ClientAnalyzer />
      <ServerAnalyzer />
    </div>
  );
}
