import { Gauge } from "lucide-react";
import { useEffect, useState } from "react";
import { Alert, LoadingRows } from "~/components/ui/card";
import { apiRequest } from "~/lib/api";
import type { PageSpeedFigures } from "../../../worker/services/outside/pagespeed";

// One page's measured PageSpeed figures beside its analysis (issue 11): loaded from
// GET /api/pagespeed?url= with the key stored in the SEO APIs tab; without a key it says so,
// and never shows fixed figures.

export const NOT_MEASURED_TEXT = "Not measured: add a PageSpeed key in SEO APIs";

/** GET /api/pagespeed's answer: figures, or null with why (no key, or the service's error). */
export interface PageSpeedAnswer {
  figures: PageSpeedFigures | null;
  message?: string;
  error?: string;
}

function ms(value: number | null): string {
  if (value === null) return "n/a";
  return value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`;
}

/** The figures of one answer (pure, so a test can render both states). */
export function PageSpeedFiguresView({ answer }: { answer: PageSpeedAnswer }) {
  const { figures } = answer;
  if (!figures) {
    if (answer.error) return <Alert>{answer.error}</Alert>;
    return (
      <p
        className="rounded-md border border-dashed border-slate-300 px-3 py-2 text-sm text-slate-600"
        data-testid="pagespeed-not-measured"
      >
        {NOT_MEASURED_TEXT}
      </p>
    );
  }
  const performance = figures.scores.performance;
  const items: [string, string][] = [
    ["Performance score", performance === undefined ? "n/a" : String(performance)],
    ["Largest Contentful Paint", ms(figures.metrics.largestContentfulPaintMs)],
    [
      "Cumulative Layout Shift",
      figures.metrics.cumulativeLayoutShift === null
        ? "n/a"
        : String(Math.round(figures.metrics.cumulativeLayoutShift * 1000) / 1000),
    ],
    ["Total Blocking Time", ms(figures.metrics.totalBlockingTimeMs)],
    ["First Contentful Paint", ms(figures.metrics.firstContentfulPaintMs)],
  ];
  return (
    <div className="space-y-2" data-testid="pagespeed-figures">
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3 lg:grid-cols-5">
        {items.map(([label, value]) => (
          <div key={label} className="rounded-md bg-slate-50 px-3 py-2">
            <dt className="text-xs text-slate-500">{label}</dt>
            <dd className="font-medium tabular-nums text-navy-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-slate-500">
        Measured by PageSpeed Insights ({figures.strategy}) at{" "}
        {new Date(figures.fetchedAt).toLocaleString()}.
      </p>
    </div>
  );
}

/** Loads and shows `url`'s PageSpeed figures (mobile). */
export function PageSpeedPanel({ url }: { url: string }) {
  const [answer, setAnswer] = useState<PageSpeedAnswer | null>(null);
  useEffect(() => {
    let live = true;
    setAnswer(null);
    apiRequest<PageSpeedAnswer>(`/api/pagespeed?url=${encodeURIComponent(url)}&strategy=mobile`)
      .then((body) => {
        if (live) setAnswer(body);
      })
      .catch((caught: unknown) => {
        const reason = caught instanceof Error ? caught.message : "request failed";
        if (live) setAnswer({ figures: null, error: `PageSpeed: ${reason}` });
      });
    return () => {
      live = false;
    };
  }, [url]);
  return (
    <section className="space-y-2" aria-label="PageSpeed figures">
      <h3 className="flex items-center gap-2 text-sm font-semibold text-navy-900">
        <Gauge aria-hidden className="size-4" /> PageSpeed (mobile)
      </h3>
      {answer ? (
        <PageSpeedFiguresView answer={answer} />
      ) : (
        <LoadingRows rows={1} label="Measuring with PageSpeed" />
      )}
    </section>
  );
}
