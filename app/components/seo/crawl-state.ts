import { ApiError, redirectToLogin } from "~/lib/api";
import { parseUrl } from "~/schemas/text";
import type {
  CrawlReport,
  SitemapAnalysisResult,
  SitemapUrlResult,
  UrlStatus,
} from "../../../worker/services/seo/crawl/report";
import type { CrawlEvent } from "../../../worker/services/seo/crawl/run";

// The Sitemap Crawler's model of a crawl in the browser: the NDJSON stream of a running crawl
// folded into rows (pending → analyzing → completed), and which rows the table shows.

export const SITEMAP_FAILED_TEXT = "Failed to fetch sitemap. Please check the URL and try again.";

/** One sitemap URL in the crawl table: its progress, and its result once analysed. */
export interface Row {
  url: string;
  status: UrlStatus;
  result?: SitemapUrlResult;
}

export type Phase = "idle" | "starting" | "crawling" | "done" | "failed";

export interface CrawlState {
  runId: string | null;
  rows: Row[];
  /** The sitemap's page count when the rows do not list every page (a crawl read back). */
  total: number | null;
  result: SitemapAnalysisResult | null;
  report: CrawlReport | null;
  /** Why the crawl stopped before the end (its time limit) or failed; null when it did not. */
  stoppedReason: string | null;
}

export const EMPTY: CrawlState = {
  runId: null,
  rows: [],
  total: null,
  result: null,
  report: null,
  stoppedReason: null,
};

/** A crawl as `GET /api/seo/crawls/:id` answers it: its run, the pages stored so far. */
export interface StoredCrawl {
  id: string;
  status: string;
  progress: { done: number; total: number };
  reason: string | null;
  result: SitemapAnalysisResult;
  report: CrawlReport | null;
}

/** A crawl read back from the server as the crawler shows it (running, finished or failed). */
export function stateOfStoredCrawl(crawl: StoredCrawl): CrawlState {
  const running = crawl.status === "running" || crawl.status === "pending";
  return {
    runId: crawl.id,
    rows: crawl.result.urls.map((result) => ({ url: result.url, status: "completed", result })),
    total: crawl.progress.total,
    result: running ? null : crawl.result,
    report: crawl.report,
    stoppedReason: crawl.reason,
  };
}

/** A start refused because a crawl of the same site runs: `runId` is that crawl. */
export class CrawlRunningError extends ApiError {
  constructor(
    message: string,
    readonly runId: string,
  ) {
    super(409, message, "CRAWL_RUNNING");
    this.name = "CrawlRunningError";
  }
}

export type StreamEvent = CrawlEvent | { type: "error"; error: string; code: string };

function isStreamEvent(value: unknown): value is StreamEvent {
  return (
    typeof value === "object" &&
    value !== null &&
    "type" in value &&
    ["start", "analyzing", "page", "done", "error"].includes(String(value.type))
  );
}

/** Applies streamed events to the crawl's rows. */
export function applyEvents(state: CrawlState, events: StreamEvent[]): CrawlState {
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
        next = {
          ...next,
          result: event.result,
          report: event.report,
          stoppedReason: event.stoppedReason,
        };
        break;
      case "error":
        break;
    }
  }
  return next;
}

/** POSTs a crawl and reads its NDJSON stream, handing over each batch of events. */
export async function streamCrawl(
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
    let runId: string | undefined;
    try {
      const payload: unknown = await response.json();
      if (payload && typeof payload === "object" && "error" in payload) {
        message = String(payload.error);
        code = "code" in payload ? String(payload.code) : undefined;
        runId = "runId" in payload ? String(payload.runId) : undefined;
      }
    } catch {
      // Not JSON: the generic text stands.
    }
    if (response.status === 401 || response.status === 403) void redirectToLogin();
    if (code === "CRAWL_RUNNING" && runId) throw new CrawlRunningError(message, runId);
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

/** A page's path and query, as the table and the report show it. */
export const pathOf = (url: string) => {
  const u = parseUrl(url);
  return u ? `${u.pathname}${u.search}` : url;
};

/** A sitemap's host and path, as the list of earlier crawls shows it. */
export const pathOfSitemap = (url: string) => {
  const u = parseUrl(url);
  return u ? `${u.host}${u.pathname}` : url;
};

const needsAttention = (row: Row) =>
  row.result !== undefined &&
  (row.result.httpStatus !== 200 || row.result.seoScore < 80 || row.result.criticalCount > 0);

/** The table's rows as chosen: all or those needing attention, in sitemap or score order. */
/** Which rows the table shows: every page, or those below 80, failed or with critical issues. */
export type RowFilter = "all" | "attention";
/** The table's order: as the sitemap lists the pages, or the lowest score first. */
export type RowOrder = "sitemap" | "score";

export function visibleRows(rows: Row[], show: RowFilter, order: RowOrder): Row[] {
  const shown = show === "all" ? rows : rows.filter(needsAttention);
  if (order === "sitemap") return shown;
  const score = (row: Row) =>
    row.result && row.result.httpStatus === 200 ? row.result.seoScore : -1;
  return [...shown].sort((a, b) => score(a) - score(b));
}
