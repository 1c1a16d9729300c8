import { ExternalLink, Play, RotateCcw } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { Alert, Card, CardHeader } from "~/components/ui/card";
import { Field, Select } from "~/components/ui/field";
import { toast } from "~/components/ui/toaster";
import { apiRequest } from "~/lib/api";
import { SITEMAP_URL_REQUIRED_MESSAGE } from "~/schemas/seo-analysis";
import type { CrawlSummary } from "../../../worker/services/seo/crawl/report";
import { AnalyseForm, analysisFailureText, useAnalyseRun } from "./analyse-form";
import { CrawlReportView } from "./crawl-report";
import { CrawlResults } from "./crawl-results";
import {
  applyEvents,
  CrawlRunningError,
  type CrawlState,
  EMPTY,
  type Phase,
  pathOfSitemap,
  type RowFilter,
  type RowOrder,
  SITEMAP_FAILED_TEXT,
  type StoredCrawl,
  stateOfStoredCrawl,
  streamCrawl,
} from "./crawl-state";

/** How often a crawl running elsewhere (another tab, a colleague, the cron) is read again. */
const POLL_MS = 2000;

const isRunning = (status: string) => status === "running" || status === "pending";
const isFinished = (status: string) => status === "completed" || status === "partial";

// The Sitemap Crawler (OTTO SEO, and the AI SEO dashboard's Sitemap tab): crawls a real
// sitemap on the server and shows each URL as it goes pending → analyzing → completed, then
// the crawl's report. No sample data: a sitemap that fails says so and offers this site's own.

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
  const { error: failure, run } = useAnalyseRun();
  const [history, setHistory] = useState<CrawlSummary[]>([]);
  const [open, setOpen] = useState<string | null>(null);
  const [show, setShow] = useState<RowFilter>("all");
  const [order, setOrder] = useState<RowOrder>("sitemap");
  /** A crawl started elsewhere that this screen follows until it finishes. */
  const [following, setFollowing] = useState<string | null>(null);
  /** The crawl of this site that refused a new start (409): offered to be opened. */
  const [runningId, setRunningId] = useState<string | null>(null);

  const refreshHistory = useCallback(() => {
    apiRequest<{ crawls: CrawlSummary[] }>("/api/seo/crawls")
      .then(({ crawls }) => setHistory(crawls))
      .catch(() => {});
  }, []);

  /** Shows a crawl read back from the server; answers whether it is still running. */
  const showCrawl = useCallback((crawl: StoredCrawl) => {
    setState(stateOfStoredCrawl(crawl));
    const running = isRunning(crawl.status);
    setPhase(running ? "crawling" : isFinished(crawl.status) ? "done" : "failed");
    return running;
  }, []);

  const loadCrawl = useCallback(
    async (id: string) => {
      const crawl = await apiRequest<StoredCrawl>(`/api/seo/crawls/${encodeURIComponent(id)}`);
      setFollowing(showCrawl(crawl) ? id : null);
    },
    [showCrawl],
  );

  // A running crawl shown here is read again every POLL_MS until it has finished.
  useEffect(() => {
    if (!following) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = () => {
      timer = setTimeout(() => {
        apiRequest<StoredCrawl>(`/api/seo/crawls/${encodeURIComponent(following)}`)
          .then((crawl) => {
            if (!live) return;
            if (showCrawl(crawl)) {
              poll();
              return;
            }
            setFollowing(null);
            refreshHistory();
          })
          .catch(() => {
            if (live) poll();
          });
      }, POLL_MS);
    };
    poll();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [following, showCrawl, refreshHistory]);

  useEffect(() => {
    let live = true;
    apiRequest<{ crawls: CrawlSummary[]; ownSitemapUrl: string }>("/api/seo/crawls")
      .then(async ({ crawls, ownSitemapUrl }) => {
        if (!live) return;
        setOwnSitemap(ownSitemapUrl);
        setSitemapUrl((current) => current || ownSitemapUrl);
        setHistory(crawls);
        // The newest crawl when it still runs (followed), else the newest finished one.
        const newest = crawls[0];
        const latest =
          newest && isRunning(newest.status)
            ? newest
            : crawls.find((crawl) => isFinished(crawl.status));
        if (latest) await loadCrawl(latest.id);
      })
      .catch(() => {
        if (live) toast.error("Failed to fetch data");
      });
    return () => {
      live = false;
    };
  }, [loadCrawl]);

  function openRunning(id: string) {
    setRunningId(null);
    setOpen(null);
    loadCrawl(id).catch(() => toast.error("Failed to fetch data"));
  }

  function crawl(url: string) {
    setPhase("starting");
    setState(EMPTY);
    setOpen(null);
    setFollowing(null);
    setRunningId(null);
    void run(
      async () => {
        try {
          await streamCrawl({ sitemapUrl: url, onlyChanged }, (events) => {
            setState((current) => applyEvents(current, events));
            if (events.some((event) => event.type === "start")) setPhase("crawling");
          });
        } catch (error) {
          setPhase("failed");
          if (error instanceof CrawlRunningError) setRunningId(error.runId);
          throw error;
        }
        setPhase("done");
        toast.success("Crawl complete");
        refreshHistory();
      },
      (error) => analysisFailureText(error, SITEMAP_FAILED_TEXT),
    );
  }

  const busy = phase === "starting" || phase === "crawling";
  const completedCrawls = history.filter((crawl) => isFinished(crawl.status));
  const hasPrevious = completedCrawls.some((crawl) => crawl.sitemapUrl === sitemapUrl.trim());

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader
          title={title}
          description="Crawls every page of a sitemap (up to 500), scores each with the SEO analyzer and reports what to fix."
        />
        <div className="space-y-4 px-5 py-4">
          <AnalyseForm
            layout="stacked"
            label="Sitemap URL"
            hint="A sitemap or sitemap index. This site's own is filled in."
            placeholder="https://www.example.com/sitemap.xml"
            url={sitemapUrl}
            onUrlChange={setSitemapUrl}
            onAnalyse={crawl}
            requiredMessage={SITEMAP_URL_REQUIRED_MESSAGE}
            busy={busy}
            submitLabel={
              <>
                <Play className="size-4" aria-hidden /> {busy ? "Crawling…" : "Crawl sitemap"}
              </>
            }
            error={failure}
            options={
              completedCrawls.length > 0 && (
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
                      {completedCrawls.map((crawl) => (
                        <option key={crawl.id} value={crawl.id}>
                          {new Date(crawl.createdAt).toLocaleString()} ·{" "}
                          {pathOfSitemap(crawl.sitemapUrl)}
                          {crawl.totals
                            ? ` · ${crawl.totals.crawledUrls} pages, average ${crawl.totals.avgScore}`
                            : ""}
                          {crawl.status === "partial" ? " · stopped early" : ""}
                        </option>
                      ))}
                    </Select>
                  )}
                </Field>
              )
            }
            footer={
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
            }
          />
          {runningId && (
            <Button variant="secondary" size="sm" onClick={() => openRunning(runningId)}>
              <ExternalLink className="size-4" aria-hidden /> Open the running crawl
            </Button>
          )}
          {phase === "done" && state.stoppedReason && (
            <Alert tone="warning">{state.stoppedReason}</Alert>
          )}
          {phase === "failed" && !failure && state.stoppedReason && (
            <Alert>The crawl failed. {state.stoppedReason}</Alert>
          )}
          {failure && !runningId && ownSitemap && ownSitemap !== sitemapUrl.trim() && (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                setSitemapUrl(ownSitemap);
                crawl(ownSitemap);
              }}
            >
              <RotateCcw className="size-4" aria-hidden /> Crawl this site's sitemap instead
            </Button>
          )}
        </div>
      </Card>

      {(busy || state.rows.length > 0) && (
        <CrawlResults
          phase={phase}
          state={state}
          show={show}
          order={order}
          onShowChange={setShow}
          onOrderChange={setOrder}
          open={open}
          onOpenChange={setOpen}
          onOpenPage={
            onOpenPage && state.runId ? (url) => onOpenPage(state.runId ?? "", url) : undefined
          }
        />
      )}

      {state.report && <CrawlReportView report={state.report} />}
    </div>
  );
}
