import {
  Area,
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { dayInFull, dayLabel, formatNumber, rangeWords } from "~/lib/analytics-format";
import type { AnalyticsDay } from "~/schemas/analytics";
import { EmptyState } from "../ui/card";

// The palette's tokens (app.css) as SVG colours: navy for views, the accent for visitors and
// green for leads, each distinct in shape too (area, line, bars).
const VIEWS = "#1c3a78";
const VISITORS = "#2563eb";
const LEADS = "#15803d";
const AXIS_TEXT = { fill: "#475569", fontSize: 12 };

const COMPACT = new Intl.NumberFormat("en-US", { notation: "compact", maximumFractionDigits: 1 });

/** Legend and tooltip list the series in this order (recharts sorts by name otherwise). */
const SERIES_ORDER = ["views", "visitors", "leads"];
const inSeriesOrder = (item: { dataKey?: unknown }) => SERIES_ORDER.indexOf(String(item.dataKey));

const tooltipValue = (value: unknown) =>
  typeof value === "number" ? formatNumber(value) : String(value ?? "");

/**
 * Page views and visitors per UTC day as an area and a line, leads as bars on their own scale
 * (a handful beside thousands of views). Every day zero: a sentence instead of a flat line.
 */
export function VisitsChart({ series }: { series: AnalyticsDay[] }) {
  const first = series[0];
  const last = series.at(-1);
  if (!first || !last || series.every((d) => d.views === 0 && d.visitors === 0 && d.leads === 0)) {
    return (
      <EmptyState title="No visits counted in this range yet">
        Page views appear here once visitors open the public pages. Try a longer range, or come back
        later.
      </EmptyState>
    );
  }
  const range = rangeWords({ from: first.day, to: last.day });
  return (
    <div className="h-64 w-full min-w-0 sm:h-80">
      <ResponsiveContainer width="100%" height="100%" minWidth={0}>
        <ComposedChart
          data={series}
          margin={{ top: 8, right: 0, bottom: 0, left: 0 }}
          title={`Page views, visitors and leads per day, ${range}`}
          desc="Use the left and right arrow keys to read each day's figures."
        >
          <CartesianGrid stroke="#e2e8f0" vertical={false} />
          <XAxis
            dataKey="day"
            tickFormatter={dayLabel}
            tick={AXIS_TEXT}
            tickLine={false}
            axisLine={{ stroke: "#cbd5e1" }}
            minTickGap={28}
            interval="preserveStartEnd"
          />
          <YAxis
            yAxisId="visits"
            tick={AXIS_TEXT}
            tickLine={false}
            axisLine={false}
            allowDecimals={false}
            tickFormatter={(value: number) => COMPACT.format(value)}
            width={44}
          />
          <YAxis
            yAxisId="leads"
            orientation="right"
            tick={AXIS_TEXT}
            tickLine={false}
            axisLine={false}
            allowDecimals={false}
            tickFormatter={(value: number) => COMPACT.format(value)}
            width={32}
          />
          <Tooltip
            labelFormatter={(label) => (typeof label === "string" ? dayInFull(label) : label)}
            formatter={tooltipValue}
            itemSorter={inSeriesOrder}
            contentStyle={{ borderRadius: 6, borderColor: "#e2e8f0", fontSize: 13 }}
          />
          <Legend itemSorter={inSeriesOrder} wrapperStyle={{ fontSize: 13, color: "#334155" }} />
          <Area
            yAxisId="visits"
            type="monotone"
            dataKey="views"
            name="Page views"
            stroke={VIEWS}
            fill={VIEWS}
            fillOpacity={0.12}
            strokeWidth={2}
          />
          <Line
            yAxisId="visits"
            type="monotone"
            dataKey="visitors"
            name="Visitors"
            stroke={VISITORS}
            strokeWidth={2}
            dot={false}
          />
          <Bar
            yAxisId="leads"
            dataKey="leads"
            name="Leads"
            fill={LEADS}
            fillOpacity={0.7}
            maxBarSize={12}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
