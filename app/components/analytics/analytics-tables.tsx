import { countryName, formatNumber, formatPercent, referrerWords } from "~/lib/analytics-format";
import {
  type AnalyticsPageRow,
  type AnalyticsRange,
  type AnalyticsSources,
  DEVICE_LABELS,
} from "~/schemas/analytics";
import { type AnalyticsColumn, TableCard } from "./analytics-table";

/** One row of a sources list ("referrers" → a referrer). */
type Row<K extends keyof AnalyticsSources> = AnalyticsSources[K] extends readonly (infer R)[]
  ? R
  : never;

const count = (value: number) => formatNumber(value);
/** An address or host: a long one wraps (at its hyphens first) instead of widening the table. */
const ADDRESS = "min-w-32 wrap-anywhere";
/** A campaign part the address left out. */
const part = (text: string) => (text === "" ? "(none)" : text);

const PAGE_COLUMNS: AnalyticsColumn<AnalyticsPageRow>[] = [
  { header: "Page", cell: (row) => row.path, className: ADDRESS },
  { header: "Views", cell: (row) => count(row.views), numeric: true },
  { header: "Visitors", cell: (row) => count(row.visitors), numeric: true },
  { header: "Leads", cell: (row) => count(row.leads), numeric: true },
  { header: "Conversion", cell: (row) => formatPercent(row.conversionRate), numeric: true },
];

const REFERRER_COLUMNS: AnalyticsColumn<Row<"referrers">>[] = [
  {
    header: "Site",
    cell: (row) => (row.host === "" ? "Direct or unknown" : row.host),
    className: ADDRESS,
  },
  { header: "Visits", cell: (row) => count(row.visits), numeric: true },
  { header: "Visitors", cell: (row) => count(row.visitors), numeric: true },
];

const CAMPAIGN_COLUMNS: AnalyticsColumn<Row<"campaigns">>[] = [
  { header: "Source", cell: (row) => part(row.source), className: ADDRESS },
  { header: "Medium", cell: (row) => part(row.medium), className: ADDRESS },
  { header: "Campaign", cell: (row) => part(row.campaign), className: ADDRESS },
  { header: "Visits", cell: (row) => count(row.visits), numeric: true },
  { header: "Visitors", cell: (row) => count(row.visitors), numeric: true },
  { header: "Leads", cell: (row) => count(row.leads), numeric: true },
];

const COUNTRY_COLUMNS: AnalyticsColumn<Row<"countries">>[] = [
  { header: "Country", cell: (row) => countryName(row.country) },
  { header: "Views", cell: (row) => count(row.views), numeric: true },
  { header: "Visitors", cell: (row) => count(row.visitors), numeric: true },
];

const DEVICE_COLUMNS: AnalyticsColumn<Row<"devices">>[] = [
  { header: "Device", cell: (row) => DEVICE_LABELS[row.device] ?? "Other" },
  { header: "Views", cell: (row) => count(row.views), numeric: true },
  { header: "Visitors", cell: (row) => count(row.visitors), numeric: true },
];

const NOT_FOUND_COLUMNS: AnalyticsColumn<Row<"notFound">>[] = [
  { header: "Address", cell: (row) => row.path, className: ADDRESS },
  { header: "Hits", cell: (row) => count(row.hits), numeric: true },
  { header: "Linked from", cell: (row) => referrerWords(row.referrers), className: "min-w-48" },
];

/**
 * The tab's tables for one range: top pages, then where visits came from (sites, campaigns,
 * countries, devices), then the addresses that were not found. Each has its CSV download.
 */
export function AnalyticsTables({
  range,
  pages,
  sources,
}: {
  range: AnalyticsRange;
  pages: AnalyticsPageRow[];
  sources: AnalyticsSources;
}) {
  return (
    <div className="space-y-6">
      <TableCard
        title="Top pages"
        description="Most viewed first. Conversion is leads per visitor."
        table="pages"
        range={range}
        rows={pages}
        rowKey={(row) => row.path}
        columns={PAGE_COLUMNS}
        minWidth="34rem"
        empty={{
          title: "No page views in this range",
          body: "Pages appear here once visitors open them.",
        }}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <TableCard
          title="Referrers"
          description="The sites visits arrived from."
          table="referrers"
          range={range}
          rows={sources.referrers}
          rowKey={(row) => row.host}
          columns={REFERRER_COLUMNS}
          minWidth="20rem"
          empty={{
            title: "No visits in this range",
            body: "Sites that link here appear once someone follows a link.",
          }}
        />
        <TableCard
          title="Countries"
          description="Where visitors were, from their connection."
          table="countries"
          range={range}
          rows={sources.countries}
          rowKey={(row) => row.country}
          columns={COUNTRY_COLUMNS}
          minWidth="20rem"
          empty={{ title: "No visits in this range" }}
        />
      </div>
      <TableCard
        title="Campaigns"
        description="Visits whose address carried campaign tags (utm_source, utm_medium, utm_campaign)."
        table="campaigns"
        range={range}
        rows={sources.campaigns}
        rowKey={(row) => [row.source, row.medium, row.campaign].join("\n")}
        columns={CAMPAIGN_COLUMNS}
        minWidth="36rem"
        empty={{
          title: "No campaign visits in this range",
          body: "Links with campaign tags, as in newsletters or ads, are counted here.",
        }}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <TableCard
          title="Devices"
          description="Desktop, phone or tablet."
          table="devices"
          range={range}
          rows={sources.devices}
          rowKey={(row) => row.device}
          columns={DEVICE_COLUMNS}
          minWidth="18rem"
          empty={{ title: "No visits in this range" }}
        />
        <TableCard
          title="Pages not found"
          description="Addresses that answered “page not found”, and the sites linking to them."
          table="not-found"
          range={range}
          rows={sources.notFound}
          rowKey={(row) => row.path}
          columns={NOT_FOUND_COLUMNS}
          minWidth="30rem"
          empty={{
            title: "No missing pages in this range",
            body: "Every address visitors asked for was found.",
          }}
        />
      </div>
    </div>
  );
}
