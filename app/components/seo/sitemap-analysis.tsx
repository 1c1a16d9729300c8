import { ProgressBar } from "~/components/ui/progress-bar";
import { apiRequest } from "~/lib/api";
import type { ServerSeoAnalysis } from "../../../worker/services/seo/analysis";
import type { SitemapAnalysisRun } from "../../../worker/services/seo/server-analysis";

// The server analysis of a whole sitemap: a small one answers at once; a larger one runs on
// the server after a 202, and this polls its progress until it has finished.

/** How often a running sitemap analysis is read again. */
const POLL_MS = 2000;

export type SitemapAnalysisAnswer = SitemapAnalysisRun & { analyses?: ServerSeoAnalysis[] };

/** A run that ended without a result: its reason is the message. */
export class SitemapAnalysisFailed extends Error {}

/**
 * Starts the server analysis of `sitemapUrl` and, when it runs on after the answer, polls it
 * (handing each answer to `onProgress`) until it has finished; answers the finished run.
 */
export async function analyseSitemap(
  sitemapUrl: string,
  onProgress: (run: SitemapAnalysisRun) => void,
  signal: AbortSignal,
): Promise<SitemapAnalysisAnswer> {
  let answer = await apiRequest<SitemapAnalysisAnswer>("/api/seo-analyze", {
    method: "POST",
    body: { url: sitemapUrl, type: "sitemap" },
    signal,
  });
  while (answer.status === "running" || answer.status === "pending") {
    onProgress(answer);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    if (signal.aborted) throw signal.reason;
    answer = await apiRequest<SitemapAnalysisAnswer>(
      `/api/seo-analyze/${encodeURIComponent(answer.runId)}`,
      { signal },
    );
  }
  if (answer.status === "failed") {
    throw new SitemapAnalysisFailed(answer.reason ?? "The analysis stopped on the server.");
  }
  return answer;
}

/** A running sitemap analysis's progress bar: pages analysed of the sitemap's. */
export function SitemapAnalysisProgress({ run }: { run: SitemapAnalysisRun }) {
  const { done, total } = run.progress;
  return (
    <ProgressBar
      label="Sitemap analysis progress"
      caption={`Analyzing ${done} of ${total} pages on the server…`}
      done={done}
      total={total}
    />
  );
}
