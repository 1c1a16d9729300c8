import { formatDateTime } from "~/lib/format";
import type { AnalyticsCounterState } from "~/schemas/analytics";
import { Badge } from "../ui/card";

/**
 * The page-view counter in site health (issue 33): when counts last reached the database,
 * how many views wait in the counter, and the last error (a failed flush is retried).
 *
 * @example <AnalyticsCounterStatus counter={health.analytics} />
 */
export function AnalyticsCounterStatus({ counter }: { counter: AnalyticsCounterState }) {
  const trouble = counter.lastError !== null || counter.unreachable > 0;
  return (
    <section
      aria-labelledby="counter-heading"
      className="space-y-3"
      data-testid="analytics-counter"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id="counter-heading" className="text-base font-semibold text-navy-900">
          Page-view counter
        </h3>
        <Badge tone={trouble ? "warning" : "success"}>
          {trouble ? "Needs attention" : "Working"}
        </Badge>
      </div>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-700">Last saved to the database</dt>
        <dd className="text-slate-600">
          {counter.lastFlushAt ? formatDateTime(counter.lastFlushAt) : "Not yet"}
        </dd>
        <dt className="font-medium text-slate-700">Views waiting</dt>
        <dd className="text-slate-600">{counter.waiting.toLocaleString("en-US")}</dd>
        {counter.unreachable > 0 && (
          <>
            <dt className="font-medium text-slate-700">Counters not answering</dt>
            <dd className="text-slate-600">{counter.unreachable}</dd>
          </>
        )}
        {counter.lastError && (
          <>
            <dt className="font-medium text-slate-700">Last error</dt>
            <dd className="break-words text-slate-600">
              {counter.lastError}
              {counter.lastErrorAt &&
                ` (${formatDateTime(counter.lastErrorAt)}; retried automatically)`}
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}
