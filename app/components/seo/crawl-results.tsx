import { AlertTriangle } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Field, Select } from "~/components/ui/field";
import { ProgressBar } from "~/components/ui/progress-bar";
import type {
  SitemapAnalysisResult,
  SitemapUrlResult,
  UrlStatus,
} from "../../../worker/services/seo/crawl/report";
import {
  type CrawlState,
  type Phase,
  pathOf,
  type Row,
  type RowFilter,
  type RowOrder,
  visibleRows,
} from "./crawl-state";
import { type ResultsColumn, ResultsTable } from "./results-table";
import { ScoreBadge } from "./score-badge";

// The Sitemap Crawler's live results: the progress bar, the crawl's totals, the filters and
// the table of every URL as it goes pending → analyzing → completed.

const STATUS_STYLE: Record<UrlStatus, string> = {
  pending: "text-slate-500",
  analyzing: "text-accent-700",
  completed: "text-success-700",
};

const failed = (result: SitemapUrlResult) => result.httpStatus === 0 || result.httpStatus >= 400;

const COLUMNS: ResultsColumn<Row>[] = [
  {
    header: "Page",
    className: "max-w-[22rem]",
    cell: (row) => (
      <>
        <div className="truncate font-medium text-navy-900" title={row.url}>
          {pathOf(row.url)}
        </div>
        {row.result?.title && (
          <div className="truncate text-xs text-slate-500">{row.result.title}</div>
        )}
      </>
    ),
  },
  {
    header: "Status",
    className: "capitalize",
    cell: (row) => (
      <span className={STATUS_STYLE[row.status]}>
        {row.status}
        {row.result?.reused && <span className="ml-1 text-xs text-slate-500">(unchanged)</span>}
      </span>
    ),
  },
  {
    header: "Score",
    cell: ({ result }) =>
      !result ? (
        <span className="text-slate-500">–</span>
      ) : failed(result) ? (
        <span className="inline-flex items-center gap-1 text-danger-700">
          <AlertTriangle className="size-3.5" aria-hidden />
          {result.httpStatus === 0 ? "Error" : result.httpStatus}
        </span>
      ) : (
        <ScoreBadge score={result.seoScore} />
      ),
  },
  {
    header: "Issues",
    className: "tabular-nums text-slate-700",
    cell: ({ result }) =>
      result && (
        <>
          {result.issues.length}
          {result.criticalCount > 0 && (
            <span className="ml-1 text-xs text-danger-700">({result.criticalCount} critical)</span>
          )}
        </>
      ),
  },
];

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

function CrawlProgress({
  phase,
  completed,
  total,
}: {
  phase: Phase;
  completed: number;
  total: number;
}) {
  const caption =
    phase === "starting"
      ? "Reading the sitemap…"
      : phase === "crawling"
        ? `Analyzing ${completed} of ${total} pages`
        : `Crawled ${completed} of ${total} pages`;
  return (
    <ProgressBar
      label="Crawl progress"
      caption={caption}
      done={completed}
      total={total}
      className="space-y-2 px-5 py-4"
    />
  );
}

function RowFilters({
  show,
  order,
  onShowChange,
  onOrderChange,
}: {
  show: RowFilter;
  order: RowOrder;
  onShowChange: (show: RowFilter) => void;
  onOrderChange: (order: RowOrder) => void;
}) {
  return (
    <div className="flex flex-wrap items-end gap-3 border-b border-slate-100 px-5 py-3">
      <div className="w-56">
        <Field label="Show">
          {(props) => (
            <Select
              {...props}
              value={show}
              onChange={(event) =>
                onShowChange(event.target.value === "attention" ? "attention" : "all")
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
                onOrderChange(event.target.value === "score" ? "score" : "sitemap")
              }
            >
              <option value="sitemap">Sitemap order</option>
              <option value="score">Lowest score first</option>
            </Select>
          )}
        </Field>
      </div>
    </div>
  );
}

/** One crawled URL's issues and suggestions (inline, where no Page Analysis view exists). */
export function UrlDetails({ result }: { result: SitemapUrlResult }) {
  return (
    <div className="grid grid-cols-1 gap-4 text-sm sm:grid-cols-2">
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

interface CrawlResultsProps {
  phase: Phase;
  state: CrawlState;
  show: RowFilter;
  order: RowOrder;
  onShowChange: (show: RowFilter) => void;
  onOrderChange: (order: RowOrder) => void;
  /** The URL whose details are open under its row. */
  open: string | null;
  onOpenChange: (url: string | null) => void;
  /** Opens a page's analysis elsewhere (OTTO SEO's Page Analysis) instead of inline details. */
  onOpenPage?: (url: string) => void;
}

/**
 * A crawl as it runs and once done: progress, totals, and the table of its URLs; when done,
 * filters for the pages needing attention and a lowest-score-first order.
 */
export function CrawlResults({
  phase,
  state,
  show,
  order,
  onShowChange,
  onOrderChange,
  open,
  onOpenChange,
  onOpenPage,
}: CrawlResultsProps) {
  const done = phase === "done";
  const completed = state.rows.filter((row) => row.status === "completed").length;
  const total = Math.max(state.total ?? 0, state.rows.length);
  const rows = visibleRows(state.rows, done ? show : "all", done ? order : "sitemap");
  return (
    <Card>
      <CrawlProgress phase={phase} completed={completed} total={total} />
      {state.result && <Totals result={state.result} />}
      {done && (
        <RowFilters
          show={show}
          order={order}
          onShowChange={onShowChange}
          onOrderChange={onOrderChange}
        />
      )}
      {rows.length === 0 ? (
        done && (
          <p className="px-5 py-4 text-sm text-slate-500">
            No page needs attention: every page scores 80 or more.
          </p>
        )
      ) : (
        <ResultsTable
          rows={rows}
          rowKey={(row) => row.url}
          rowData={(row) => ({ "data-url": row.url, "data-status": row.status })}
          columns={COLUMNS}
          details={(row) => row.result && <UrlDetails result={row.result} />}
          open={open}
          onOpenChange={onOpenChange}
          toggleName={(row) => `for ${pathOf(row.url)}`}
          action={
            onOpenPage &&
            ((row) =>
              row.result && (
                <Button variant="ghost" size="sm" onClick={() => onOpenPage(row.url)}>
                  Analysis
                  <span className="sr-only"> for {pathOf(row.url)}</span>
                </Button>
              ))
          }
          flush
          scroll
        />
      )}
    </Card>
  );
}
