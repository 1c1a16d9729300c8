import {
  type AnalyticsRange,
  type AnalyticsTable,
  DEVICE_LABELS,
} from "../../../app/schemas/analytics";
import { CSV_BOM, csvLine } from "../leads/export";
import type { Deps } from "../platform/deps";
import { getPages, getSources, getSummary } from "./reports";

// GET /api/analytics/export.csv?table=: one table of the Analytics tab as CSV, the rows the
// tab shows for the same range (one code path), with the leads export's formula defusing.

type Cell = string | number;

const percent = (rate: number | null) => (rate === null ? "" : (rate * 100).toFixed(1));

async function tableRows(
  deps: Deps,
  table: AnalyticsTable,
  range: AnalyticsRange,
): Promise<Cell[][]> {
  switch (table) {
    case "daily": {
      const { series } = await getSummary(deps, range);
      return [
        ["Day", "Page views", "Visitors", "Leads"],
        ...series.map((day) => [day.day, day.views, day.visitors, day.leads]),
      ];
    }
    case "pages": {
      const { pages } = await getPages(deps, range);
      return [
        ["Page", "Views", "Visitors", "Leads", "Conversion (%)"],
        ...pages.map((page) => [
          page.path,
          page.views,
          page.visitors,
          page.leads,
          percent(page.conversionRate),
        ]),
      ];
    }
    case "referrers": {
      const { referrers } = await getSources(deps, range);
      return [
        ["Site", "Visits", "Visitors"],
        ...referrers.map((row) => [row.host || "(direct or unknown)", row.visits, row.visitors]),
      ];
    }
    case "campaigns": {
      const { campaigns } = await getSources(deps, range);
      return [
        ["UTM source", "UTM medium", "UTM campaign", "Visits", "Visitors", "Leads"],
        ...campaigns.map((row) => [
          row.source,
          row.medium,
          row.campaign,
          row.visits,
          row.visitors,
          row.leads,
        ]),
      ];
    }
    case "countries": {
      const { countries } = await getSources(deps, range);
      return [
        ["Country code", "Views", "Visitors"],
        ...countries.map((row) => [row.country || "(unknown)", row.views, row.visitors]),
      ];
    }
    case "devices": {
      const { devices } = await getSources(deps, range);
      return [
        ["Device", "Views", "Visitors"],
        ...devices.map((row) => [DEVICE_LABELS[row.device], row.views, row.visitors]),
      ];
    }
    case "not-found": {
      const { notFound } = await getSources(deps, range);
      return [
        ["Address", "Hits", "Top referrers"],
        ...notFound.map((row) => [
          row.path,
          row.hits,
          row.referrers.map((ref) => `${ref.host || "direct"} (${ref.hits})`).join("; "),
        ]),
      ];
    }
  }
}

/** The CSV text (BOM, header, CRLF lines) of `table` over `range`. */
export async function analyticsCsv(
  deps: Deps,
  table: AnalyticsTable,
  range: AnalyticsRange,
): Promise<string> {
  const rows = await tableRows(deps, table, range);
  return CSV_BOM + rows.map((row) => csvLine(row.map(String))).join("");
}

/** analytics-pages-2026-11-01-to-2026-11-30.csv */
export function analyticsCsvFilename(table: AnalyticsTable, range: AnalyticsRange): string {
  return `analytics-${table}-${range.from}-to-${range.to}.csv`;
}
