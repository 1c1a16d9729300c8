import { z } from "zod";

// Page analytics (issue 33): what the API answers and what the Analytics tab shows. Days are
// UTC calendar days written YYYY-MM-DD; a range is inclusive at both ends.

/** How long rollups are kept; a range may not start earlier than this many months ago. */
export const ANALYTICS_RETENTION_MONTHS = 25;
/** The longest range one request may ask for, in days (25 months). */
export const ANALYTICS_MAX_RANGE_DAYS = 762;

export const ANALYTICS_MESSAGES = {
  from: "from must be a date written YYYY-MM-DD, for example 2026-11-01",
  to: "to must be a date written YYYY-MM-DD, for example 2026-11-30",
  order: "from must be on or before to",
  future: "to cannot be after today (UTC)",
  tooLong: `A range can cover at most ${ANALYTICS_MAX_RANGE_DAYS} days`,
  tooOld: `Analytics are kept for ${ANALYTICS_RETENTION_MONTHS} months: from must be within that time`,
  table: "table must be one of: daily, pages, referrers, campaigns, countries, devices, not-found",
  path: "path must be a page's path starting with /, for example /it-security",
} as const;

/** The tables `GET /api/analytics/export.csv?table=` can export. */
export const ANALYTICS_TABLES = [
  "daily",
  "pages",
  "referrers",
  "campaigns",
  "countries",
  "devices",
  "not-found",
] as const;
export type AnalyticsTable = (typeof ANALYTICS_TABLES)[number];

/** The device classes a view is counted under. */
export const DEVICE_CLASSES = ["desktop", "mobile", "tablet"] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];
export const DEVICE_LABELS: Record<DeviceClass, string> = {
  desktop: "Desktop",
  mobile: "Phone",
  tablet: "Tablet",
};

/** A calendar day as text (YYYY-MM-DD) that names a real date. */
export function isDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const time = Date.parse(`${text}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === text;
}

/** The UTC day of a time (default now), as YYYY-MM-DD. */
export function dayOf(time: number | Date = Date.now()): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** `day` moved by `days` (negative for earlier). */
export function addDays(day: string, days: number): string {
  return dayOf(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000);
}

/** How many days `from`..`to` covers, both included. */
export function daysIn(from: string, to: string): number {
  return (
    Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1
  );
}

/** The query string of every analytics read: `?from=YYYY-MM-DD&to=YYYY-MM-DD`. */
export const AnalyticsRangeSchema = z.object({
  from: z.string(ANALYTICS_MESSAGES.from).refine(isDay, ANALYTICS_MESSAGES.from),
  to: z.string(ANALYTICS_MESSAGES.to).refine(isDay, ANALYTICS_MESSAGES.to),
});
export type AnalyticsRange = z.infer<typeof AnalyticsRangeSchema>;

export const AnalyticsExportSchema = AnalyticsRangeSchema.extend({
  table: z.enum(ANALYTICS_TABLES, ANALYTICS_MESSAGES.table),
});

export const AnalyticsPageQuerySchema = z.object({
  path: z
    .string(ANALYTICS_MESSAGES.path)
    .max(2048, ANALYTICS_MESSAGES.path)
    .refine((path) => path.startsWith("/"), ANALYTICS_MESSAGES.path),
});

/** Visitors, views, leads and their ratio over a range. */
export interface AnalyticsTotals {
  visitors: number;
  views: number;
  leads: number;
  /** leads ÷ visitors, from 0 to 1; null when there were no visitors. */
  conversionRate: number | null;
}

export interface AnalyticsDay {
  day: string;
  views: number;
  visitors: number;
  leads: number;
}

/** `GET /api/analytics/summary`: the range, the one before it of the same length, each day. */
export interface AnalyticsSummary {
  range: AnalyticsRange & { days: number };
  previous: AnalyticsRange;
  totals: AnalyticsTotals;
  previousTotals: AnalyticsTotals;
  /** One entry per day of the range, oldest first; days with nothing are zeros. */
  series: AnalyticsDay[];
}

export interface AnalyticsPageRow extends AnalyticsTotals {
  path: string;
}

/** `GET /api/analytics/pages`: pages by views (then leads), most first. */
export interface AnalyticsPages {
  range: AnalyticsRange;
  pages: AnalyticsPageRow[];
}

export interface AnalyticsSources {
  range: AnalyticsRange;
  /** Visits arriving from another site; host "" is direct (no or an unreadable referrer). */
  referrers: { host: string; visits: number; visitors: number }[];
  /** Visits whose address carried utm_source, utm_medium or utm_campaign ("" when absent). */
  campaigns: {
    source: string;
    medium: string;
    campaign: string;
    visits: number;
    visitors: number;
    leads: number;
  }[];
  /** ISO 3166 alpha-2 country codes; "" when unknown. */
  countries: { country: string; views: number; visitors: number }[];
  devices: { device: DeviceClass; views: number; visitors: number }[];
  /** Addresses that answered 404, with the sites that linked to them. */
  notFound: { path: string; hits: number; referrers: { host: string; hits: number }[] }[];
}

/** `GET /api/analytics/page?path=`: one page's last 30 days, for edit mode. */
export interface AnalyticsPageStats extends AnalyticsTotals {
  path: string;
  range: AnalyticsRange;
}

/** Where a lead came from: its page and the first page, referrer and campaign of its visit. */
export interface LeadSource {
  /** The page whose form sent the lead. */
  page: string;
  /** The visit's first page that day; "" when the visit was not found. */
  landingPage: string;
  /** The site the visit arrived from ("" for direct or unknown). */
  referrer: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
}

/** The counter's state for site health. */
export interface AnalyticsCounterState {
  /** When rollups last reached D1 (ISO-8601 UTC), null before the first flush. */
  lastFlushAt: string | null;
  /** Views counted and not yet in D1. */
  waiting: number;
  /** The last flush error, if the last attempt failed. */
  lastError: string | null;
  lastErrorAt: string | null;
  /** Shards that did not answer. */
  unreachable: number;
}
