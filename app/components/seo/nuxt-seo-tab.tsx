import {
  AlertTriangle,
  CheckCircle2,
  Download,
  ExternalLink,
  Gauge,
  RefreshCw,
  XCircle,
} from "lucide-react";
import { useState } from "react";
import { apiRequest, errorText } from "~/lib/api";
import { formatDateTime } from "~/lib/format";
import type { SeoHealth } from "../../../worker/services/seo/health";
import { Button } from "../ui/button";
import { Alert, Card, CardHeader, EmptyState, LoadingRows } from "../ui/card";
import { Tabs } from "../ui/tabs";
import { AnalyticsCounterStatus } from "./analytics-counter-health";
import { IndexNowSubmissions } from "./indexnow-submissions";
import { LeadMailStatus } from "./lead-mail-health";
import { ScheduledJobs } from "./scheduled-jobs";
import { SocialPanel } from "./social-preview-panel";
import { StructuredDataPanel } from "./structured-data-panel";
import { useApi } from "./use-api";

function CheckRow({ label, ok, message }: { label: string; ok: boolean; message: string }) {
  return (
    <li className="flex items-start gap-3 py-3" data-check={label}>
      {ok ? (
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success-700" />
      ) : (
        <XCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger-700" />
      )}
      <div>
        <p className="font-medium text-navy-900">
          {label} <span className="sr-only">{ok ? "passed" : "failed"}</span>
        </p>
        <p className="text-sm text-slate-600">{message}</p>
      </div>
    </li>
  );
}

function Overview() {
  const { data, error, loading, reload } = useApi<SeoHealth>("/api/seo/health");
  if (error) return <Alert>Health check unavailable: {error}</Alert>;
  if (!data) return <LoadingRows label="Checking site health" />;
  const healthy = data.status === "healthy";
  const site = data.siteCheck;
  return (
    <div className="space-y-6">
      <div
        role="status"
        className={`flex flex-wrap items-center justify-between gap-3 rounded-lg border px-5 py-4 ${
          healthy ? "border-green-200 bg-green-50" : "border-amber-200 bg-amber-50"
        }`}
      >
        <div className="flex items-center gap-3">
          {healthy ? (
            <CheckCircle2 aria-hidden="true" className="size-6 text-success-700" />
          ) : (
            <AlertTriangle aria-hidden="true" className="size-6 text-warning-700" />
          )}
          <div>
            <p
              className={`text-lg font-semibold ${healthy ? "text-success-700" : "text-warning-700"}`}
            >
              {healthy ? "All systems operational" : "Issues detected"}
            </p>
            <p className="text-sm text-slate-600">Checked {formatDateTime(data.timestamp)}</p>
          </div>
        </div>
        <Button variant="secondary" size="sm" loading={loading} onClick={reload}>
          <RefreshCw aria-hidden="true" className="size-4" /> Check again
        </Button>
      </div>
      <ul className="divide-y divide-slate-100">
        <CheckRow label="Sitemap" ok={data.checks.sitemap} message={data.details.sitemap.message} />
        <CheckRow label="Robots" ok={data.checks.robots} message={data.details.robots.message} />
        <CheckRow label="RSS feed" ok={data.checks.rss} message={data.details.rss.message} />
        <CheckRow
          label="Structured data"
          ok={data.checks.structuredData}
          message={data.details.structuredData.message}
        />
      </ul>
      <section aria-labelledby="site-check-heading" className="space-y-3">
        <h3 id="site-check-heading" className="text-base font-semibold text-navy-900">
          Daily site crawl
        </h3>
        {!site ? (
          <EmptyState title="No daily crawl yet">
            The crawler checks every sitemap page and its links each day at 03:00 UTC.
          </EmptyState>
        ) : (
          <div className="space-y-3 text-sm">
            <p className="text-slate-600">
              {formatDateTime(site.at)}: {site.crawledUrls} pages, average score {site.avgScore}.
            </p>
            {site.brokenLinks.length === 0 && site.notFound.length === 0 ? (
              <Alert tone="success">No broken internal links and no 404s.</Alert>
            ) : (
              <ul className="space-y-2">
                {site.notFound.map((url) => (
                  <li key={url} className="text-danger-700">
                    404: {url}
                  </li>
                ))}
                {site.brokenLinks.map((link) => (
                  <li key={link.url} className="text-danger-700">
                    Broken link ({link.httpStatus}): {link.url}, linked from{" "}
                    {link.linkedFrom.slice(0, 3).join(", ")}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </section>
      <ScheduledJobs jobs={data.jobs} />
      <LeadMailStatus mail={data.leadMail} />
      <AnalyticsCounterStatus counter={data.analytics} />
      <IndexNowSubmissions indexNow={data.indexNow} />
    </div>
  );
}

/** Large figures in a grid of boxes, four to a row on wide screens. */
function FigureGrid({
  figures,
  capitalize = false,
}: {
  figures: { label: string; value: number | undefined }[];
  /** Labels that are API keys ("performance", "seo") start with a capital. */
  capitalize?: boolean;
}) {
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {figures.map((figure) => (
        <div key={figure.label} className="rounded-lg border border-slate-200 p-4">
          <dt className={`text-sm text-slate-500 ${capitalize ? "capitalize" : ""}`}>
            {figure.label}
          </dt>
          <dd className="mt-1 text-2xl font-semibold text-navy-900">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}

const FEED_FILES = [
  { path: "/sitemap.xml", label: "Sitemap", description: "Every public page and post" },
  { path: "/robots.txt", label: "Robots", description: "Crawler rules and the sitemap" },
  { path: "/rss.xml", label: "RSS feed", description: "The newest blog posts" },
] as const;

function SitemapPanel() {
  const { data, error } = useApi<{
    total: number;
    blogPosts: number;
    services: number;
    mainPages: number;
  }>("/api/sitemap/stats");
  const figures = data
    ? [
        { label: "Total URLs", value: data.total },
        { label: "Main pages", value: data.mainPages },
        { label: "Services", value: data.services },
        { label: "Blog posts", value: data.blogPosts },
      ]
    : [];
  return (
    <div className="space-y-6">
      {error && <Alert>{error}</Alert>}
      {!data && !error ? (
        <LoadingRows rows={1} label="Loading sitemap stats" />
      ) : (
        <FigureGrid figures={figures} />
      )}
      <ul className="grid grid-cols-1 gap-3 md:grid-cols-3">
        {FEED_FILES.map((file) => (
          <li key={file.path} className="rounded-lg border border-slate-200 p-4">
            <p className="font-medium text-navy-900">{file.label}</p>
            <p className="text-sm text-slate-500">{file.description}</p>
            <div className="mt-3 flex flex-wrap gap-2">
              <a
                href={file.path}
                target="_blank"
                rel="noopener"
                className="inline-flex h-8 items-center gap-1.5 rounded-md border border-slate-300 px-3 text-sm font-medium text-slate-800 hover:bg-slate-50"
              >
                <ExternalLink aria-hidden="true" className="size-4" /> View {file.path}
              </a>
              <a
                href={file.path}
                download={file.path.slice(1)}
                className="inline-flex h-8 items-center gap-1.5 rounded-md border border-slate-300 px-3 text-sm font-medium text-slate-800 hover:bg-slate-50"
              >
                <Download aria-hidden="true" className="size-4" /> Download
              </a>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** PageSpeed figures as the SEO APIs tab's stored key measures them; nothing made up. */
interface PerformanceAnswer {
  configured: boolean;
  figures: {
    url: string;
    strategy: string;
    scores: Partial<Record<string, number>>;
    fetchedAt: string;
  } | null;
  error: string | null;
}

function PerformancePanel() {
  const [answer, setAnswer] = useState<PerformanceAnswer | null>(null);
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function measure() {
    setRunning(true);
    setError(null);
    try {
      setAnswer(await apiRequest<PerformanceAnswer>("/api/seo/performance", { method: "POST" }));
    } catch (failure) {
      setError(errorText(failure, "Failed to measure"));
    } finally {
      setRunning(false);
    }
  }
  const figures = answer?.figures;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        PageSpeed Insights measures the home page with the key stored in the SEO APIs tab.
      </p>
      <Button onClick={measure} loading={running}>
        <Gauge aria-hidden="true" className="size-4" /> Measure now
      </Button>
      {error && <Alert>{error}</Alert>}
      {answer?.error && <Alert>{answer.error}</Alert>}
      {!figures ? (
        <EmptyState title="Not measured">
          {answer && !answer.configured
            ? "Add a PageSpeed Insights key in the SEO APIs tab to measure this site."
            : "No figures yet: measure to see real PageSpeed scores."}
        </EmptyState>
      ) : (
        <FigureGrid
          figures={Object.entries(figures.scores).map(([label, value]) => ({ label, value }))}
          capitalize
        />
      )}
    </div>
  );
}

/**
 * The Nuxt SEO dashboard: Overview (health banner, checks, daily crawl), Sitemap (stats and
 * the three files), Structured Data (the four answers checked against schema.org), Social
 * Media (Open Graph and Twitter previews per page) and Performance (PageSpeed, when a key is
 * stored).
 *
 * @example <NuxtSeoTab />
 */
export function NuxtSeoTab() {
  const [tab, setTab] = useState("overview");
  return (
    <Card>
      <CardHeader
        title="Nuxt SEO"
        description="Site health, sitemap, structured data, social previews and performance, as crawlers get them."
      />
      <div className="p-5">
        <Tabs
          label="Nuxt SEO"
          value={tab}
          onValueChange={setTab}
          items={[
            { value: "overview", label: "Overview", content: <Overview /> },
            { value: "sitemap", label: "Sitemap", content: <SitemapPanel /> },
            { value: "structured", label: "Structured Data", content: <StructuredDataPanel /> },
            { value: "social", label: "Social Media", content: <SocialPanel /> },
            { value: "performance", label: "Performance", content: <PerformancePanel /> },
          ]}
        />
      </div>
    </Card>
  );
}
