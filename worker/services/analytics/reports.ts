import { and, between, eq, gte, lte, ne, sql } from "drizzle-orm";
import {
  ANALYTICS_MAX_RANGE_DAYS,
  ANALYTICS_MESSAGES,
  ANALYTICS_RETENTION_MONTHS,
  type AnalyticsPageStats,
  type AnalyticsPages,
  type AnalyticsRange,
  type AnalyticsSources,
  type AnalyticsSummary,
  type AnalyticsTotals,
  addDays,
  DEVICE_CLASSES,
  type DeviceClass,
  dayOf,
  daysIn,
} from "../../../app/schemas/analytics";
import { analyticsRollups, leads } from "../../db/schema";
import { AppError } from "../../errors";
import type { Deps } from "../platform/deps";
import { logError } from "../platform/log";
import { allCounters, sendQueuedNow } from "./count";

// What the Analytics tab and its API read (issue 33): D1's daily rollups, and the leads
// table for leads (a lead counts on the day it arrived, under the page whose form sent it).
// Visitors over a range are the sum of each day's distinct visitors: the visitor hash changes
// every day by design, so one person on two days is two visitors.

/** Rows each table answers at most (the CSV export has the same rows). */
const TABLE_ROWS = 200;
/** How long a read waits for the counters to flush what they hold before reading D1. */
const FLUSH_WAIT_MS = 2_000;

/** The earliest day a range may start: the retention's start. */
export function earliestDay(today = dayOf()): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() - ANALYTICS_RETENTION_MONTHS);
  return dayOf(date);
}

/** A range checked beyond its spelling: in order, not in the future, kept, not too long. */
export function checkRange(range: AnalyticsRange, today = dayOf()): AnalyticsRange {
  const fail = (message: string) => new AppError(400, "INVALID_RANGE", message);
  if (range.from > range.to) throw fail(ANALYTICS_MESSAGES.order);
  if (range.to > today) throw fail(ANALYTICS_MESSAGES.future);
  if (daysIn(range.from, range.to) > ANALYTICS_MAX_RANGE_DAYS)
    throw fail(ANALYTICS_MESSAGES.tooLong);
  if (range.from < earliestDay(today)) throw fail(ANALYTICS_MESSAGES.tooOld);
  return range;
}

/**
 * Asks every counter shard to flush what it holds, so a read shows views up to now; waits at
 * most `FLUSH_WAIT_MS` (a shard that is slow or down is read as it stands in D1).
 */
export async function flushCounters({ env }: Pick<Deps, "env">): Promise<void> {
  await sendQueuedNow(env);
  const flushes = Promise.allSettled(allCounters(env).map((counter) => counter.flush()));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), FLUSH_WAIT_MS);
  });
  const outcome = await Promise.race([flushes, timeout]);
  clearTimeout(timer);
  if (outcome === "timeout") logError("analytics.flush_wait_timeout");
  else {
    for (const shard of outcome) {
      const error =
        shard.status === "rejected"
          ? String(shard.reason)
          : shard.value.ok
            ? null
            : shard.value.error;
      if (error) logError("analytics.flush_failed", { error });
    }
  }
}

const rate = (leadsCount: number, visitors: number) =>
  visitors > 0 ? leadsCount / visitors : null;

function totalsOf(views: number, visitors: number, leadCount: number): AnalyticsTotals {
  return { views, visitors, leads: leadCount, conversionRate: rate(leadCount, visitors) };
}

/** Leads are counted by the day they arrived; spam is not a lead. */
function leadsBetween(range: AnalyticsRange) {
  return and(
    gte(leads.createdAt, `${range.from}T00:00:00.000Z`),
    lte(leads.createdAt, `${range.to}T23:59:59.999Z`),
    ne(leads.status, "spam"),
  );
}

const leadDay = sql<string>`substr(${leads.createdAt}, 1, 10)`;

async function dailyRows({ db }: Deps, range: AnalyticsRange) {
  const [views, leadRows] = await db.batch([
    db
      .select({
        day: analyticsRollups.day,
        views: analyticsRollups.views,
        visitors: analyticsRollups.visitors,
      })
      .from(analyticsRollups)
      .where(
        and(
          eq(analyticsRollups.dimension, "site"),
          eq(analyticsRollups.key, ""),
          between(analyticsRollups.day, range.from, range.to),
        ),
      ),
    db
      .select({ day: leadDay, leads: sql<number>`count(*)` })
      .from(leads)
      .where(leadsBetween(range))
      .groupBy(leadDay),
  ]);
  const byDay = new Map(views.map((row) => [row.day, row]));
  const leadsByDay = new Map(leadRows.map((row) => [row.day, Number(row.leads)]));
  return Array.from({ length: daysIn(range.from, range.to) }, (_, index) => {
    const day = addDays(range.from, index);
    const row = byDay.get(day);
    return {
      day,
      views: row?.views ?? 0,
      visitors: row?.visitors ?? 0,
      leads: leadsByDay.get(day) ?? 0,
    };
  });
}

function sumTotals(rows: { views: number; visitors: number; leads: number }[]): AnalyticsTotals {
  const sum = (pick: (row: (typeof rows)[number]) => number) =>
    rows.reduce((total, row) => total + pick(row), 0);
  return totalsOf(
    sum((row) => row.views),
    sum((row) => row.visitors),
    sum((row) => row.leads),
  );
}

/** The range before `range`, of the same length. */
export function previousRange(range: AnalyticsRange): AnalyticsRange {
  const days = daysIn(range.from, range.to);
  return { from: addDays(range.from, -days), to: addDays(range.from, -1) };
}

/** `GET /api/analytics/summary`: totals, the previous range's totals and each day. */
export async function getSummary(deps: Deps, range: AnalyticsRange): Promise<AnalyticsSummary> {
  checkRange(range);
  await flushCounters(deps);
  const previous = previousRange(range);
  const [series, before] = await Promise.all([dailyRows(deps, range), dailyRows(deps, previous)]);
  return {
    range: { ...range, days: series.length },
    previous,
    totals: sumTotals(series),
    previousTotals: sumTotals(before),
    series,
  };
}

/** One dimension's rows over a range, most viewed first. */
async function dimensionRows({ db }: Deps, range: AnalyticsRange, dimension: string) {
  const views = sql<number>`sum(${analyticsRollups.views})`;
  const rows = await db
    .select({
      key: analyticsRollups.key,
      views,
      visitors: sql<number>`sum(${analyticsRollups.visitors})`,
    })
    .from(analyticsRollups)
    .where(
      and(
        eq(analyticsRollups.dimension, dimension),
        between(analyticsRollups.day, range.from, range.to),
      ),
    )
    .groupBy(analyticsRollups.key)
    .orderBy(sql`${views} DESC`, analyticsRollups.key)
    .limit(TABLE_ROWS * 5);
  return rows.map((row) => ({
    key: row.key,
    views: Number(row.views),
    visitors: Number(row.visitors),
  }));
}

/** `GET /api/analytics/pages`: each page's views, visitors, leads and conversion. */
export async function getPages(deps: Deps, range: AnalyticsRange): Promise<AnalyticsPages> {
  checkRange(range);
  await flushCounters(deps);
  const [views, leadRows] = await Promise.all([
    dimensionRows(deps, range, "page"),
    deps.db
      .select({ path: leads.pagePath, leads: sql<number>`count(*)` })
      .from(leads)
      .where(and(leadsBetween(range), ne(leads.pagePath, "")))
      .groupBy(leads.pagePath),
  ]);
  const leadsByPath = new Map(leadRows.map((row) => [row.path, Number(row.leads)]));
  const paths = new Set([...views.map((row) => row.key), ...leadsByPath.keys()]);
  const byPath = new Map(views.map((row) => [row.key, row]));
  const pages = [...paths]
    .map((path) => ({
      path,
      ...totalsOf(
        byPath.get(path)?.views ?? 0,
        byPath.get(path)?.visitors ?? 0,
        leadsByPath.get(path) ?? 0,
      ),
    }))
    .sort((a, b) => b.views - a.views || b.leads - a.leads || a.path.localeCompare(b.path))
    .slice(0, TABLE_ROWS);
  return { range, pages };
}

/** `GET /api/analytics/sources`: referrers, campaigns, countries, devices and 404s. */
export async function getSources(deps: Deps, range: AnalyticsRange): Promise<AnalyticsSources> {
  checkRange(range);
  await flushCounters(deps);
  const [referrers, campaigns, countries, devices, missing, missingFrom, campaignLeads] =
    await Promise.all([
      dimensionRows(deps, range, "referrer"),
      dimensionRows(deps, range, "campaign"),
      dimensionRows(deps, range, "country"),
      dimensionRows(deps, range, "device"),
      dimensionRows(deps, range, "not_found"),
      dimensionRows(deps, range, "not_found_referrer"),
      deps.db
        .select({
          source: leads.utmSource,
          medium: leads.utmMedium,
          campaign: leads.utmCampaign,
          leads: sql<number>`count(*)`,
        })
        .from(leads)
        .where(
          and(
            leadsBetween(range),
            sql`(${leads.utmSource} <> '' OR ${leads.utmMedium} <> '' OR ${leads.utmCampaign} <> '')`,
          ),
        )
        .groupBy(leads.utmSource, leads.utmMedium, leads.utmCampaign),
    ]);
  const leadsByCampaign = new Map(
    campaignLeads.map((row) => [
      `${row.source}\t${row.medium}\t${row.campaign}`,
      Number(row.leads),
    ]),
  );
  const referrersOf = new Map<string, { host: string; hits: number }[]>();
  for (const row of missingFrom) {
    const tab = row.key.indexOf("\t");
    const path = row.key.slice(0, tab);
    const list = referrersOf.get(path) ?? [];
    if (list.length < 5) list.push({ host: row.key.slice(tab + 1), hits: row.views });
    referrersOf.set(path, list);
  }
  const top = <T>(list: T[]) => list.slice(0, TABLE_ROWS);
  return {
    range,
    referrers: top(referrers).map((row) => ({
      host: row.key,
      visits: row.views,
      visitors: row.visitors,
    })),
    campaigns: top(campaigns).map((row) => {
      const [source = "", medium = "", campaign = ""] = row.key.split("\t");
      return {
        source,
        medium,
        campaign,
        visits: row.views,
        visitors: row.visitors,
        leads: leadsByCampaign.get(row.key) ?? 0,
      };
    }),
    countries: top(countries).map((row) => ({
      country: row.key,
      views: row.views,
      visitors: row.visitors,
    })),
    devices: devices
      .filter((row): row is typeof row & { key: DeviceClass } =>
        (DEVICE_CLASSES as readonly string[]).includes(row.key),
      )
      .map((row) => ({ device: row.key, views: row.views, visitors: row.visitors })),
    notFound: top(missing).map((row) => ({
      path: row.key,
      hits: row.views,
      referrers: referrersOf.get(row.key) ?? [],
    })),
  };
}

/** `GET /api/analytics/page?path=`: one page's last 30 days (edit mode's line). */
export async function getPageStats(deps: Deps, path: string): Promise<AnalyticsPageStats> {
  const today = dayOf();
  const range = { from: addDays(today, -29), to: today };
  await flushCounters(deps);
  const [views, leadCount] = await deps.db.batch([
    deps.db
      .select({
        views: sql<number>`coalesce(sum(${analyticsRollups.views}), 0)`,
        visitors: sql<number>`coalesce(sum(${analyticsRollups.visitors}), 0)`,
      })
      .from(analyticsRollups)
      .where(
        and(
          eq(analyticsRollups.dimension, "page"),
          eq(analyticsRollups.key, path),
          between(analyticsRollups.day, range.from, range.to),
        ),
      ),
    deps.db
      .select({ n: sql<number>`count(*)` })
      .from(leads)
      .where(and(leadsBetween(range), eq(leads.pagePath, path))),
  ]);
  const row = views[0];
  return {
    path,
    range,
    ...totalsOf(Number(row?.views ?? 0), Number(row?.visitors ?? 0), Number(leadCount[0]?.n ?? 0)),
  };
}
