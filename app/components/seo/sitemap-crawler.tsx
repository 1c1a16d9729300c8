import { AlertTriangle, ExternalLink, Play, RotateCcw } from "lucide-react";
import { type FormEvent, type ReactNode, useCallback, useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { Alert, Card, CardHeader } from "~/components/ui/card";
import { Field, Select, UrlField } from "~/components/ui/field";
import { toast } from "~/components/ui/toaster";
import { ApiError, apiRequest, redirectToLogin } from "~/lib/api";
import { SITEMAP_URL_REQUIRED_MESSAGE } from "~/schemas/seo-analysis";
import type {
  CrawlEvent,
  CrawlReport,
  CrawlSummary,
  SitemapAnalysisResult,
  SitemapUrlResult,
  UrlStatus,
} from "../../../worker/services/seo/crawl/run";
import { ScoreBadge } from "./score-badge";

// The Sitemap Crawler (OTTO SEO, and the AI SEO dashboard's Sitemap tab): crawls a real
// sitemap on the server and shows each URL as it goes pending → analyzing → completed, then
// the crawl's report. No sample data: a sitemap that fails says so and offers this site's own.

export const SITEMAP_FAILED_TEXT = "Failed to fetch sitemap. Please check the URL and try again.";

interface Row {
  url: string;
  status: UrlStatus;
  result?: SitemapUrlResult;
}

type Phase = "idle" | "starting" | "crawling" | "done" | "failed";

interface CrawlState {
  runId: string | null;
  rows: Row[];
  result: SitemapAnalysisResult | null;
  report: CrawlReport | null;
}

const EMPTY: CrawlState = { runId: null, rows: [], result: null, report: null };

type StreamEvent = CrawlEvent | { type: "error"; error: string; code: string };

function isStreamEvent(value: unknown): value is StreamEvent {
  return (
    typeof value === "object" &&
    value !== null &&
    "type" in value &&
    ["start", "analyzing", "page", "done", "error"].includes(String(value.type))
  );
}

/** Applies streamed events to the crawl's rows. */
function applyEvents(state: CrawlState, events: StreamEvent[]): CrawlState {
  let next = state;
  for (const event of events) {
    switch (event.type) {
      case "start":
        next = {
          ...EMPTY,
          runId: event.runId,
          rows: event.urls.map((url) => ({ url, status: "pending" })),
        };
        break;
      case "analyzing":
        next = {
          ...next,
          rows: next.rows.map((row) =>
            row.url === event.url ? { ...row, status: "analyzing" } : row,
          ),
        };
        break;
      case "page":
        next = {
          ...next,
          rows: next.rows.map((row) =>
            row.url === event.page.url
              ? { url: row.url, status: "completed", result: event.page }
              : row,
          ),
        };
        break;
      case "done":
        next = { ...next, result: event.result, report: event.report };
        break;
      case "error":
        break;
    }
  }
  return next;
}

/** POSTs a crawl and reads its NDJSON stream, handing over each batch of events. */
async function streamCrawl(
  body: { sitemapUrl: string; onlyChanged: boolean },
  onEvents: (events: StreamEvent[]) => void,
): Promise<void> {
  const response = await fetch("/api/seo/crawls", {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok || !response.body) {
    let message = SITEMAP_FAILED_TEXT;
    let code: string | undefined;
    try {
      const payload: unknown = await response.json();
      if (payload && typeof payload === "object" && "error" in payload) {
        message = String(payload.error);
        code = "code" in payload ? String(payload.code) : undefined;
      }
    } catch {
      // Not JSON: the generic text stands.
    }
    if (response.status === 401 || response.status === 403) void redirectToLogin();
    throw new ApiError(response.status, message, code);
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (value) buffer += value;
    const lines = buffer.split("\n");
    buffer = done ? "" : (lines.pop() ?? "");
    const events = lines
      .filter((line) => line.trim() !== "")
      .map((line): unknown => JSON.parse(line))
      .filter(isStreamEvent);
    if (events.length > 0) onEvents(events);
    const failure = events.find((event) => event.type === "error");
    if (failure && failure.type === "error") throw new ApiError(500, failure.error, failure.code);
    if (done) return;
  }
}

const STATUS_STYLE: Record<UrlStatus, string> = {
  pending: "text-slate-500",
  analyzing: "text-accent-700",
  completed: "text-success-700",
};

const pathOf = (url: string) => {
  try {
    const u = new URL(url);
    return `${u.pathname}${u.search}`;
  } catch {
    return url;
  }
};

const pathOfSitemap = (url: string) => {
  try {
    const u = new URL(url);
    return `${u.host}${u.pathname}`;
  } catch {
    return url;
  }
};

const needsAttention = (row: Row) =>
  row.result !== undefined &&
  (row.result.httpStatus !== 200 || row.result.seoScore < 80 || row.result.criticalCount > 0);

/** The table's rows as chosen: all or those needing attention, in sitemap or score order. */
function visibleRows(rows: Row[], show: "all" | "attention", order: "sitemap" | "score"): Row[] {
  const shown = show === "all" ? rows : rows.filter(needsAttention);
  if (order === "sitemap") return shown;
  const score = (row: Row) =>
    row.result && row.result.httpStatus === 200 ? row.result.seoScore : -1;
  return [...shown].sort((a, b) => score(a) - score(b));
}

export interface SitemapCrawlerProps {
  /** Opens one page's analysis (OTTO SEO switches to Page Analysis); inline details without it. */
  onOpenPage?: (runId: string, url: string) => void;
  /** Card heading. */
  title?: string;
}

/**
 * Crawls a sitemap (this site's by default) with a live progress bar and table, then lists
 * broken links, redirects, duplicates, orphans and what got worse since the last crawl.
 */
export function SitemapCrawler({ onOpenPage, title = "Sitemap Crawler" }: SitemapCrawlerProps) {
  const [sitemapUrl, setSitemapUrl] = useState("");
  const [ownSitemap, setOwnSitemap] = useState<string | null>(null);
  const [onlyChanged, setOnlyChanged] = useState(false);
  const [phase, setPhase] = useState<Phase>("idle");
  const [state, setState] = useState<CrawlState>(EMPTY);
  const [failure, setFailure] = useState<string | null>(null);
  const [history, setHistory] = useState<CrawlSummary[]>([]);
  const [open, setOpen] = useState<string | null>(null);
  const [show, setShow] = useState<"all" | "attention">("all");
  const [order, setOrder] = useState<"sitemap" | "score">("sitemap");

  const loadCrawl = useCallback(async (id: string) => {
    const crawl = await apiRequest<{
      id: string;
      result: SitemapAnalysisResult;
      report: CrawlReport | null;
    }>(`/api/seo/crawls/${encodeURIComponent(id)}`);
    setState({
      runId: crawl.id,
      rows: crawl.result.urls.map((result) => ({ url: result.url, status: "completed", result })),
      result: crawl.result,
      report: crawl.report,
    });
    setPhase("done");
  }, []);

  useEffect(() => {
    let live = true;
    apiRequest<{ crawls: CrawlSummary[]; ownSitemapUrl: string }>("/api/seo/crawls")
      .then(async ({ crawls, ownSitemapUrl }) => {
        if (!live) return;
        setOwnSitemap(ownSitemapUrl);
        setSitemapUrl((current) => current || ownSitemapUrl);
        setHistory(crawls);
        const latest = crawls.find((crawl) => crawl.status === "completed");
        if (latest) await loadCrawl(latest.id);
      })
      .catch(() => {
        if (live) toast.error("Failed to fetch data");
      });
    return () => {
      live = false;
    };
  }, [loadCrawl]);

  async function crawl(url: string) {
    if (url.trim() === "") {
      toast.error(SITEMAP_URL_REQUIRED_MESSAGE);
      return;
    }
    setFailure(null);
    setPhase("starting");
    setState(EMPTY);
    setOpen(null);
    try {
      await streamCrawl({ sitemapUrl: url.trim(), onlyChanged }, (events) => {
        setState((current) => applyEvents(current, events));
        if (events.some((event) => event.type === "start")) setPhase("crawling");
      });
      setPhase("done");
      toast.success("Crawl complete");
      apiRequest<{ crawls: CrawlSummary[] }>("/api/seo/crawls")
        .then(({ crawls }) => setHistory(crawls))
        .catch(() => {});
    } catch (error) {
      const message =
        error instanceof ApiError && error.code === "URL_REFUSED"
          ? error.message
          : SITEMAP_FAILED_TEXT;
      setFailure(message);
      setPhase("failed");
      toast.error(message);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void crawl(sitemapUrl);
  }

  const total = state.rows.length;
  const completed = state.rows.filter((row) => row.status === "completed").length;
  const percent = total === 0 ? 0 : Math.round((completed / total) * 100);
  const busy = phase === "starting" || phase === "crawling";
  const hasPrevious = history.some(
    (crawl) => crawl.status === "completed" && crawl.sitemapUrl === sitemapUrl.trim(),
  );

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader
          title={title}
          description="Crawls every page of a sitemap (up to 500), scores each with the SEO analyzer and reports what to fix."
        />
        <form onSubmit={submit} className="space-y-4 px-5 py-4">
          <UrlField
            label="Sitemap URL"
            hint="A sitemap or sitemap index. This site's own is filled in."
            value={sitemapUrl}
            onChange={setSitemapUrl}
            placeholder="https://www.example.com/sitemap.xml"
          />
          {history.some((crawl) => crawl.status === "completed") && (
            <Field label="Earlier crawls">
              {(props) => (
                <Select
                  {...props}
                  value={state.runId ?? ""}
                  disabled={busy}
                  onChange={(event) => {
                    if (event.target.value) {
                      loadCrawl(event.target.value).catch(() =>
                        toast.error("Failed to fetch data"),
                      );
                    }
                  }}
                >
                  {state.runId === null && <option value="">Choose a crawl</option>}
                  {history
                    .filter((crawl) => crawl.status === "completed")
                    .map((crawl) => (
                      <option key={crawl.id} value={crawl.id}>
                        {new Date(crawl.createdAt).toLocaleString()} ·{" "}
                        {pathOfSitemap(crawl.sitemapUrl)}
                        {crawl.totals
                          ? ` · ${crawl.totals.crawledUrls} pages, average ${crawl.totals.avgScore}`
                          : ""}
                      </option>
                    ))}
                </Select>
              )}
            </Field>
          )}
          <div className="flex flex-wrap items-center justify-between gap-3">
            <label className="inline-flex items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                className="size-4 rounded border-slate-300"
                checked={onlyChanged}
                disabled={!hasPrevious}
                onChange={(event) => setOnlyChanged(event.target.checked)}
              />
              Only pages changed since the last crawl
            </label>
            <Button type="submit" loading={busy} disabled={sitemapUrl.trim() === ""}>
              <Play className="size-4" aria-hidden /> {busy ? "Crawling…" : "Crawl sitemap"}
            </Button>
          </div>
        </form>
        {failure && (
          <div className="space-y-3 px-5 pb-5">
            <Alert>{failure}</Alert>
            {ownSitemap && ownSitemap !== sitemapUrl.trim() && (
              <Button
                variant="secondary"
                size="sm"
                onClick={() => {
                  setSitemapUrl(ownSitemap);
                  void crawl(ownSitemap);
                }}
              >
                <RotateCcw className="size-4" aria-hidden /> Crawl this site's sitemap instead
              </Button>
            )}
          </div>
        )}
      </Card>

      {(busy || total > 0) && (
        <Card>
          <div className="space-y-2 px-5 py-4">
            <div className="flex items-center justify-between text-sm">
              <span className="font-medium text-navy-900">
                {phase === "starting"
                  ? "Reading the sitemap…"
                  : phase === "crawling"
                    ? `Analyzing ${completed} of ${total} pages`
                    : `Crawled ${completed} of ${total} pages`}
              </span>
              <span className="tabular-nums text-slate-600">{percent}%</span>
            </div>
            <div
              role="progressbar"
              aria-label="Crawl progress"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="h-2.5 overflow-hidden rounded-full bg-slate-100"
            >
              <div
                className="h-full rounded-full bg-accent-600 transition-[width] duration-300"
                style={{ width: `${percent}%` }}
              />
            </div>
          </div>
          {state.result && <Totals result={state.result} />}
          {phase === "done" && (
            <div className="flex flex-wrap items-end gap-3 border-b border-slate-100 px-5 py-3">
              <div className="w-56">
                <Field label="Show">
                  {(props) => (
                    <Select
                      {...props}
                      value={show}
                      onChange={(event) =>
                        setShow(event.target.value === "attention" ? "attention" : "all")
                      }
                    >
                      <option value="all">All pages</option>
                      <option value="attention">Needs attention (below 80)</option>
                    </Select>
                  )}
                </Field>
              </div>
              <div className="w-56">
                <Field label="Order">
                  {(props) => (
                    <Select
                      {...props}
                      value={order}
                      onChange={(event) =>
                        setOrder(event.target.value === "score" ? "score" : "sitemap")
                      }
                    >
                      <option value="sitemap">Sitemap order</option>
                      <option value="score">Lowest score first</option>
                    </Select>
                  )}
                </Field>
              </div>
            </div>
          )}
          <CrawlTable
            emptyText={
              phase === "done"
                ? "No page needs attention: every page scores 80 or more."
                : undefined
            }
            rows={visibleRows(
              state.rows,
              phase === "done" ? show : "all",
              phase === "done" ? order : "sitemap",
            )}
            open={open}
            onToggle={(url) => setOpen((current) => (current === url ? null : url))}
            onOpenPage={
              onOpenPage && state.runId ? (url) => onOpenPage(state.runId ?? "", url) : undefined
            }
          />
        </Card>
      )}

      {state.report && <ReportView report={state.report} />}
    </div>
  );
}

function Totals({ result }: { result: SitemapAnalysisResult }) {
  const items: [string, ReactNode][] = [
    ["Total URLs", result.totalUrls],
    ["Crawled", result.crawledUrls],
    ["Average score", <ScoreBadge key="avg" score={result.avgScore} />],
    ["Issues", result.totalIssues],
  ];
  return (
    <dl className="grid grid-cols-2 gap-px border-y border-slate-100 bg-slate-100 sm:grid-cols-4">
      {items.map(([label, value]) => (
        <div key={label} className="bg-white px-5 py-3">
          <dt className="text-xs text-slate-500">{label}</dt>
          <dd className="mt-0.5 text-lg font-semibold tabular-nums text-navy-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function CrawlTable({
  rows,
  open,
  onToggle,
  onOpenPage,
  emptyText,
}: {
  rows: Row[];
  emptyText?: string;
  open: string | null;
  onToggle: (url: string) => void;
  onOpenPage?: (url: string) => void;
}) {
  if (rows.length === 0) {
    return emptyText ? <p className="px-5 py-4 text-sm text-slate-500">{emptyText}</p> : null;
  }
  return (
    <div className="relative max-h-[36rem] overflow-auto">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <thead className="sticky top-0 bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
          <tr>
            <th scope="col" className="px-5 py-2 font-medium">
              Page
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Status
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Score
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Issues
            </th>
            <th scope="col" className="px-5 py-2 font-medium">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <CrawlRow
              key={row.url}
              row={row}
              expanded={open === row.url}
              onToggle={() => onToggle(row.url)}
              onOpenPage={onOpenPage}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CrawlRow({
  row,
  expanded,
  onToggle,
  onOpenPage,
}: {
  row: Row;
  expanded: boolean;
  onToggle: () => void;
  onOpenPage?: (url: string) => void;
}) {
  const result = row.result;
  const failed = result && (result.httpStatus === 0 || result.httpStatus >= 400);
  return (
    <>
      <tr data-url={row.url} data-status={row.status}>
        <td className="max-w-[22rem] px-5 py-2">
          <div className="truncate font-medium text-navy-900" title={row.url}>
            {pathOf(row.url)}
          </div>
          {result?.title && <div className="truncate text-xs text-slate-500">{result.title}</div>}
        </td>
        <td className={`px-3 py-2 capitalize ${STATUS_STYLE[row.status]}`}>
          {row.status}
          {result?.reused && <span className="ml-1 text-xs text-slate-400">(unchanged)</span>}
        </td>
        <td className="px-3 py-2">
          {failed ? (
            <span className="inline-flex items-center gap-1 text-danger-700">
              <AlertTriangle className="size-3.5" aria-hidden />
              {result.httpStatus === 0 ? "Error" : result.httpStatus}
            </span>
          ) : result ? (
            <ScoreBadge score={result.seoScore} />
          ) : (
            <span className="text-slate-400">–</span>
          )}
        </td>
        <td className="px-3 py-2 tabular-nums text-slate-700">
          {result ? (
            <>
              {result.issues.length}
              {result.criticalCount > 0 && (
                <span className="ml-1 text-xs text-danger-700">
                  ({result.criticalCount} critical)
                </span>
              )}
            </>
          ) : null}
        </td>
        <td className="whitespace-nowrap px-5 py-2 text-right">
          {result && (
            <Button
              variant="ghost"
              size="sm"
              aria-expanded={onOpenPage ? undefined : expanded}
              onClick={() => (onOpenPage ? onOpenPage(row.url) : onToggle())}
            >
              {onOpenPage ? "Analysis" : expanded ? "Hide" : "Details"}
              <span className="sr-only"> for {pathOf(row.url)}</span>
            </Button>
          )}
        </td>
      </tr>
      {expanded && result && (
        <tr>
          <td colSpan={5} className="bg-slate-50 px-5 py-3">
            <UrlDetails result={result} />
          </td>
        </tr>
      )}
    </>
  );
}

/** One crawled URL's issues and suggestions (inline, where no Page Analysis view exists). */
export function UrlDetails({ result }: { result: SitemapUrlResult }) {
  return (
    <div className="grid gap-4 text-sm sm:grid-cols-2">
      <div>
        <h4 className="font-medium text-navy-900">Issues</h4>
        {result.issues.length === 0 ? (
          <p className="text-slate-500">None.</p>
        ) : (
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-slate-700">
            {result.issues.map((issue) => (
              <li key={issue}>{issue}</li>
            ))}
          </ul>
        )}
      </div>
      <div>
        <h4 className="font-medium text-navy-900">Suggestions</h4>
        {result.suggestions.length === 0 ? (
          <p className="text-slate-500">None.</p>
        ) : (
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-slate-700">
            {result.suggestions.map((suggestion) => (
              <li key={suggestion}>{suggestion}</li>
            ))}
          </ul>
        )}
        <p className="mt-2 text-xs text-slate-500">
          {result.wordCount} words · {result.h2Count} h2 · {result.imageCount} images
          {result.keywords.length > 0 && <> · keywords: {result.keywords.slice(0, 5).join(", ")}</>}
        </p>
      </div>
    </div>
  );
}

function ReportSection({
  title,
  count,
  empty,
  children,
}: {
  title: string;
  count: number;
  empty: string;
  children: ReactNode;
}) {
  return (
    <details className="group border-t border-slate-100 px-5 py-3" open={count > 0 && count <= 10}>
      <summary className="flex cursor-pointer items-center justify-between text-sm font-medium text-navy-900">
        {title}
        <span
          className={`rounded-full px-2 text-xs ${count > 0 ? "bg-amber-50 text-warning-700" : "bg-green-50 text-success-700"}`}
        >
          {count}
        </span>
      </summary>
      <div className="mt-2 text-sm text-slate-700">
        {count === 0 ? <p className="text-slate-500">{empty}</p> : children}
      </div>
    </details>
  );
}

const Link = ({ url }: { url: string }) => (
  <a
    href={url}
    target="_blank"
    rel="noreferrer"
    className="inline-flex items-center gap-1 text-accent-700 hover:underline"
  >
    {pathOf(url)}
    <ExternalLink className="size-3" aria-hidden />
  </a>
);

function ReportView({ report }: { report: CrawlReport }) {
  const { regressions } = report;
  const worse =
    regressions.scoreDrops.length +
    regressions.newCriticalIssues.length +
    regressions.pagesGone.length;
  return (
    <Card>
      <CardHeader
        title="Crawl report"
        description={
          report.onlyChanged
            ? `Re-crawl of changed pages: ${report.reusedPages} unchanged pages kept from the last crawl.`
            : "Links, duplicates and reachability across the whole sitemap."
        }
      />
      <ReportSection
        title="What got worse since the last crawl"
        count={worse}
        empty={
          report.previousRunId ? "Nothing got worse." : "This is the first crawl of this sitemap."
        }
      >
        <ul className="space-y-1">
          {regressions.pagesGone.map((item) => (
            <li key={`gone-${item.url}`}>
              <Link url={item.url} /> — gone: {item.reason}
            </li>
          ))}
          {regressions.newCriticalIssues.map((item) => (
            <li key={`crit-${item.url}`}>
              <Link url={item.url} /> — new critical: {item.issues.join(", ")}
            </li>
          ))}
          {regressions.scoreDrops.map((item) => (
            <li key={`drop-${item.url}`}>
              <Link url={item.url} /> — score {item.from} → {item.to}
            </li>
          ))}
        </ul>
      </ReportSection>
      <ReportSection
        title="Broken links"
        count={report.brokenLinks.length}
        empty="No broken internal links."
      >
        <ul className="space-y-1">
          {report.brokenLinks.map((item) => (
            <li key={item.url}>
              <Link url={item.url} /> — {item.httpStatus === 0 ? "unreachable" : item.httpStatus}
              {item.linkedFrom.length > 0 && (
                <span className="text-slate-500">
                  {" "}
                  · linked from {item.linkedFrom.map(pathOf).join(", ")}
                </span>
              )}
            </li>
          ))}
        </ul>
      </ReportSection>
      <ReportSection title="Redirects" count={report.redirects.length} empty="No redirects.">
        <ul className="space-y-1">
          {report.redirects.map((item) => (
            <li key={item.url}>
              <Link url={item.url} /> → {item.to}
            </li>
          ))}
        </ul>
      </ReportSection>
      <ReportSection
        title="Duplicate titles"
        count={report.duplicateTitles.length}
        empty="Every title is unique."
      >
        <ul className="space-y-2">
          {report.duplicateTitles.map((item) => (
            <li key={item.title}>
              <q>{item.title}</q>: {item.urls.map(pathOf).join(", ")}
            </li>
          ))}
        </ul>
      </ReportSection>
      <ReportSection
        title="Duplicate descriptions"
        count={report.duplicateDescriptions.length}
        empty="Every description is unique."
      >
        <ul className="space-y-2">
          {report.duplicateDescriptions.map((item) => (
            <li key={item.description}>
              <q>{item.description}</q>: {item.urls.map(pathOf).join(", ")}
            </li>
          ))}
        </ul>
      </ReportSection>
      <ReportSection
        title="Out of reach from the home page"
        count={report.unreachable?.length ?? 0}
        empty="Every page can be reached by following links from the home page."
      >
        <ul className="space-y-1">
          {(report.unreachable ?? []).map((url) => (
            <li key={url}>
              <Link url={url} />
            </li>
          ))}
        </ul>
      </ReportSection>
      <ReportSection
        title="Orphan pages (in the sitemap, linked from no page)"
        count={report.orphans.length}
        empty="Every page is linked from another."
      >
        <ul className="space-y-1">
          {report.orphans.map((url) => (
            <li key={url}>
              <Link url={url} />
            </li>
          ))}
        </ul>
      </ReportSection>
    </Card>
  );
}
