import { ArrowDownRight, ArrowUpRight, Minus, Sparkles } from "lucide-react";
import {
  type Change,
  countChange,
  formatNumber,
  formatPercent,
  rateChange,
} from "~/lib/analytics-format";
import type { AnalyticsSummary } from "~/schemas/analytics";

const TREND = {
  up: { icon: ArrowUpRight, className: "text-success-700" },
  down: { icon: ArrowDownRight, className: "text-danger-700" },
  flat: { icon: Minus, className: "text-slate-600" },
  new: { icon: Sparkles, className: "text-accent-700" },
} as const;

function StatCard({ label, value, change }: { label: string; value: string; change: Change }) {
  const { icon: Icon, className } = TREND[change.trend];
  return (
    <div className="min-w-0 rounded-lg border border-slate-200 bg-white p-4 shadow-xs">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 truncate text-2xl font-semibold tabular-nums text-navy-900">{value}</dd>
      <dd className={`mt-1 flex items-start gap-1 text-xs font-medium ${className}`}>
        <Icon aria-hidden className="mt-px size-3.5 shrink-0" />
        <span>{change.text}</span>
      </dd>
    </div>
  );
}

/**
 * Visitors, page views, leads and the conversion rate of the range, each beside how it moved
 * since the range before it (of the same length).
 */
export function StatCards({ summary }: { summary: AnalyticsSummary }) {
  const { totals, previousTotals: before, range } = summary;
  const days = range.days;
  return (
    <dl className="grid grid-cols-1 gap-3 min-[22rem]:grid-cols-2 lg:grid-cols-4">
      <StatCard
        label="Visitors"
        value={formatNumber(totals.visitors)}
        change={countChange(totals.visitors, before.visitors, days)}
      />
      <StatCard
        label="Page views"
        value={formatNumber(totals.views)}
        change={countChange(totals.views, before.views, days)}
      />
      <StatCard
        label="Leads"
        value={formatNumber(totals.leads)}
        change={countChange(totals.leads, before.leads, days)}
      />
      <StatCard
        label="Conversion rate"
        value={formatPercent(totals.conversionRate)}
        change={rateChange(totals.conversionRate, before.conversionRate, days)}
      />
    </dl>
  );
}
