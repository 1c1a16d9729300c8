import { useCallback, useEffect, useState } from "react";
import { ApiError, apiRequest } from "~/lib/api";
import type {
  AnalyticsPages,
  AnalyticsRange,
  AnalyticsSources,
  AnalyticsSummary,
  AnalyticsTable,
} from "~/schemas/analytics";

/** What the Analytics tab shows for one range: the three reads, made together. */
export interface AnalyticsData {
  summary: AnalyticsSummary;
  pages: AnalyticsPages;
  sources: AnalyticsSources;
}

/** A failed read: the server's words, and whether the range itself was refused (400). */
export interface AnalyticsLoadError {
  message: string;
  badRange: boolean;
  /** The range field the server named ("from" or "to"), when it named one. */
  field?: "from" | "to";
}

const rangeQuery = ({ from, to }: AnalyticsRange) => new URLSearchParams({ from, to }).toString();

/** The CSV of one table over a range (the session cookie authenticates the download). */
export function exportUrl(table: AnalyticsTable, range: AnalyticsRange): string {
  return `/api/analytics/export.csv?table=${table}&${rangeQuery(range)}`;
}

function loadError(error: unknown): AnalyticsLoadError {
  if (error instanceof ApiError) {
    const field = error.issues.find((issue) => issue.path === "from" || issue.path === "to");
    return {
      message: error.message,
      badRange: error.status === 400,
      field: field?.path as AnalyticsLoadError["field"],
    };
  }
  return { message: "Failed to fetch data", badRange: false };
}

/**
 * The summary, pages and sources of `range`, read again when the range changes or on `retry`;
 * an earlier range's answer arriving late is dropped.
 */
export function useAnalyticsData({ from, to }: AnalyticsRange) {
  const [data, setData] = useState<AnalyticsData | null>(null);
  const [error, setError] = useState<AnalyticsLoadError | null>(null);
  const [loading, setLoading] = useState(true);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    void attempt; // Retry reads the same range again.
    const controller = new AbortController();
    const query = rangeQuery({ from, to });
    const read = <T>(name: string) =>
      apiRequest<T>(`/api/analytics/${name}?${query}`, { signal: controller.signal });
    setLoading(true);
    setError(null);
    setData(null);
    Promise.all([
      read<AnalyticsSummary>("summary"),
      read<AnalyticsPages>("pages"),
      read<AnalyticsSources>("sources"),
    ])
      .then(([summary, pages, sources]) => {
        if (!controller.signal.aborted) setData({ summary, pages, sources });
      })
      .catch((caught: unknown) => {
        if (!controller.signal.aborted) setError(loadError(caught));
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [from, to, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { data, error, loading, retry };
}
