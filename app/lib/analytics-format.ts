// The words and numbers of the Analytics tab and of edit mode's page line: pure functions, so
// the dashboard, the editor bundle and the tests share them without loading a chart library.

import { type AnalyticsRange, addDays, dayOf } from "~/schemas/analytics";

const NUMBER = new Intl.NumberFormat("en-US");
const PERCENT = new Intl.NumberFormat("en-US", {
  style: "percent",
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const ONE_DECIMAL = new Intl.NumberFormat("en-US", {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** A count with thousands separators: 1234 → "1,234". */
export function formatNumber(value: number): string {
  return NUMBER.format(value);
}

/** A rate from 0 to 1 as a percentage with one decimal (0.025 → "2.5%"); null → "—". */
export function formatPercent(rate: number | null): string {
  return rate === null || !Number.isFinite(rate) ? "—" : PERCENT.format(rate);
}

/** What a range is compared with: "previous day", "previous 30 days". */
export function previousWords(days: number): string {
  return days === 1 ? "previous day" : `previous ${formatNumber(days)} days`;
}

/** How a figure moved since the previous range, in words, and which way it went. */
export interface Change {
  text: string;
  trend: "up" | "down" | "flat" | "new";
}

const signed = (value: number, text: string) => `${value > 0 ? "+" : "-"}${text}`;

/**
 * A count against the previous range of the same length: "+12% vs previous 30 days",
 * "-3% vs previous 7 days", "No change", or "New" when the previous range had none.
 */
export function countChange(current: number, previous: number, days: number): Change {
  if (current === previous) return { text: "No change", trend: "flat" };
  if (previous === 0) return { text: "New", trend: "new" };
  const percent = ((current - previous) / previous) * 100;
  const size = Math.abs(percent);
  if (size < 0.05) return { text: "Almost no change", trend: "flat" };
  // Small moves keep a decimal ("+0.4%"); larger ones are whole ("+12%", "+1,150%").
  const amount = size < 1 ? ONE_DECIMAL.format(size) : formatNumber(Math.round(size));
  return {
    text: `${signed(percent, `${amount}%`)} vs ${previousWords(days)}`,
    trend: percent > 0 ? "up" : "down",
  };
}

/**
 * A rate against the previous range, in percentage points (2.0% → 3.5% is "+1.5 points vs
 * previous 30 days"). A range without visitors has no rate: "New" when only the previous one
 * lacked it.
 */
export function rateChange(current: number | null, previous: number | null, days: number): Change {
  if (current === null && previous === null) return { text: "No change", trend: "flat" };
  if (current === null) return { text: "No visitors in this range", trend: "flat" };
  if (previous === null) return { text: "New", trend: "new" };
  if (current === previous) return { text: "No change", trend: "flat" };
  const points = (current - previous) * 100;
  const size = Math.abs(points);
  if (size < 0.05) return { text: "Almost no change", trend: "flat" };
  return {
    text: `${signed(points, ONE_DECIMAL.format(size))} points vs ${previousWords(days)}`,
    trend: points > 0 ? "up" : "down",
  };
}

let regionNames: Intl.DisplayNames | null = null;

/** A country's English name from its ISO code ("DE" → "Germany"); "" or unknown → "Unknown". */
export function countryName(code: string): string {
  const upper = code.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(upper) || upper === "XX" || upper === "ZZ") {
    // Cloudflare names Tor exits "T1"; anything else unreadable stays "Unknown".
    return upper === "T1" ? "Tor network" : "Unknown";
  }
  regionNames ??= new Intl.DisplayNames(["en"], { type: "region" });
  try {
    const name = regionNames.of(upper);
    return name && name !== upper ? name : "Unknown";
  } catch {
    return "Unknown";
  }
}

/** A referring site's host for people: "" (no or an unreadable referrer) reads "direct". */
export function referrerName(host: string): string {
  return host === "" ? "direct" : host;
}

/** How many referrers `referrerWords` names before "and N more". */
export const REFERRERS_NAMED = 3;

/**
 * The sites that linked to an address, in words: "from example.com (3), direct (1)", the
 * first few named and the rest counted ("… and 2 more"); none → "No referrer recorded".
 */
export function referrerWords(referrers: readonly { host: string; hits: number }[]): string {
  if (referrers.length === 0) return "No referrer recorded";
  const named = referrers
    .slice(0, REFERRERS_NAMED)
    .map(({ host, hits }) => `${referrerName(host)} (${formatNumber(hits)})`)
    .join(", ");
  const rest = referrers.length - REFERRERS_NAMED;
  return rest > 0 ? `from ${named} and ${formatNumber(rest)} more` : `from ${named}`;
}

const SHORT_DAY = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});
const LONG_DAY = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

const atNoon = (day: string) => new Date(`${day}T12:00:00Z`);

/** A UTC day (YYYY-MM-DD) as a chart label: "Nov 3". */
export function dayLabel(day: string): string {
  return SHORT_DAY.format(atNoon(day));
}

/** A UTC day in full, for a tooltip: "Tue, Nov 3, 2026". */
export function dayInFull(day: string): string {
  return LONG_DAY.format(atNoon(day));
}

/** A range in words: "Nov 3 – Dec 2, 2026", "Dec 20, 2025 – Jan 5, 2026", "Nov 3, 2026". */
export function rangeWords({ from, to }: AnalyticsRange): string {
  const year = (day: string) => day.slice(0, 4);
  if (from === to) return `${dayLabel(from)}, ${year(from)}`;
  if (year(from) === year(to)) return `${dayLabel(from)} – ${dayLabel(to)}, ${year(to)}`;
  return `${dayLabel(from)}, ${year(from)} – ${dayLabel(to)}, ${year(to)}`;
}

/** The ranges the Analytics tab offers, besides Custom. */
export const RANGE_PRESETS = [
  { value: "today", label: "Today", days: 1 },
  { value: "7", label: "Last 7 days", days: 7 },
  { value: "30", label: "Last 30 days", days: 30 },
  { value: "90", label: "Last 90 days", days: 90 },
] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number]["value"];

/** A preset's UTC days, today included: "Last 7 days" is today-6..today. */
export function presetRange(preset: RangePreset, today: string = dayOf()): AnalyticsRange {
  const days = RANGE_PRESETS.find((item) => item.value === preset)?.days ?? 30;
  return { from: addDays(today, -(days - 1)), to: today };
}

/** Edit mode's line for one page: "Last 30 days: 1,234 views · 56 visitors · …". */
export function pageStatsLine(stats: {
  views: number;
  visitors: number;
  leads: number;
  conversionRate: number | null;
}): string {
  if (stats.views === 0 && stats.visitors === 0 && stats.leads === 0) {
    return "No visits counted in the last 30 days";
  }
  const count = (value: number, one: string, many: string) =>
    `${formatNumber(value)} ${value === 1 ? one : many}`;
  const parts = [
    count(stats.views, "view", "views"),
    count(stats.visitors, "visitor", "visitors"),
    count(stats.leads, "lead", "leads"),
  ];
  if (stats.conversionRate !== null)
    parts.push(`${formatPercent(stats.conversionRate)} conversion`);
  return `Last 30 days: ${parts.join(" · ")}`;
}
