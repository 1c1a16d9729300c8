import { RefreshCw } from "lucide-react";
import { useEffect, useState } from "react";
import { presetRange, rangeWords } from "~/lib/analytics-format";
import { type AnalyticsRange, dayOf } from "~/schemas/analytics";
import { Button } from "../ui/button";
import { Alert, Card, CardHeader, EmptyState, LoadingRows } from "../ui/card";
import { useAnalyticsData } from "./analytics-api";
import { CsvLink } from "./analytics-table";
import { AnalyticsTables } from "./analytics-tables";
import { type RangeChoice, RangePicker } from "./range-picker";
import { StatCards } from "./stat-cards";
import { VisitsChart } from "./visits-chart";

/** How long a custom date rests before it is read (typing a year changes the date 4 times). */
const CUSTOM_DELAY_MS = 400;

/**
 * The dashboard's Analytics tab (editors and admins): for a range of UTC days, the visitors,
 * page views, leads and conversion beside the previous range, a chart per day, and tables of
 * pages, referrers, campaigns, countries, devices and addresses not found, each with its CSV.
 *
 * @example <AnalyticsTab />
 */
export function AnalyticsTab() {
  const today = dayOf();
  const [choice, setChoice] = useState<RangeChoice>("30");
  const [custom, setCustom] = useState<AnalyticsRange>(() => presetRange("30", today));
  const [customRange, setCustomRange] = useState<AnalyticsRange>(custom);

  // A custom range is read once its dates rest; the server judges it (its 400 is shown).
  useEffect(() => {
    const timer = window.setTimeout(() => setCustomRange(custom), CUSTOM_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [custom]);

  const range = choice === "custom" ? customRange : presetRange(choice, today);
  const { data, error, loading, retry } = useAnalyticsData(range);

  function choose(next: RangeChoice) {
    if (next === "custom" && choice !== "custom") {
      // Custom starts from the range on screen, ready to be changed.
      setCustom(range);
      setCustomRange(range);
    }
    setChoice(next);
  }

  const rangeError = error?.badRange && choice === "custom" ? error : null;
  const summary = data?.summary;
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader
          title="Analytics"
          description="Visits to the public pages, counted per day in UTC."
        />
        <div className="space-y-3 p-5">
          <RangePicker
            choice={choice}
            onChoiceChange={choose}
            custom={custom}
            onCustomChange={setCustom}
            error={rangeError}
            today={today}
          />
          <p className="text-sm text-slate-600" aria-live="polite">
            {summary
              ? `${rangeWords(summary.range)}, compared with ${rangeWords(summary.previous)}.`
              : loading
                ? "Loading…"
                : ""}
          </p>
        </div>
      </Card>

      {loading ? (
        <LoadingRows rows={4} label="Loading analytics" />
      ) : rangeError ? (
        <EmptyState title="Choose a valid range">
          Change the dates above; the figures appear once the range can be read.
        </EmptyState>
      ) : error ? (
        <div className="space-y-3">
          <Alert>{error.message}</Alert>
          <Button variant="secondary" size="sm" onClick={retry}>
            <RefreshCw aria-hidden className="size-4" /> Try again
          </Button>
        </div>
      ) : data && summary ? (
        <>
          <section aria-labelledby="analytics-totals">
            <h2 id="analytics-totals" className="sr-only">
              Totals
            </h2>
            <StatCards summary={summary} />
          </section>
          <Card className="min-w-0">
            <CardHeader
              title="Visits per day"
              description="Page views, visitors and leads. Hover or use the arrow keys on the chart for a day's figures."
              actions={<CsvLink table="daily" range={summary.range} what="of visits per day" />}
            />
            <div className="p-3 sm:p-5">
              <VisitsChart series={summary.series} />
            </div>
          </Card>
          <AnalyticsTables range={summary.range} pages={data.pages.pages} sources={data.sources} />
        </>
      ) : null}
    </div>
  );
}
