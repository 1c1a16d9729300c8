import { lt } from "drizzle-orm";
import { type AnalyticsCounterState, dayOf } from "../../../app/schemas/analytics";
import { analyticsFlushes, analyticsRollups, analyticsSalts } from "../../db/schema";
import type { Deps } from "../platform/deps";
import { allCounters } from "./count";
import { earliestDay } from "./reports";

/** How long an applied flush's id is kept (a shard retries a batch for far less). */
const FLUSH_ID_RETENTION_MS = 35 * 86_400_000;

/**
 * The analytics' retention (the housekeeping cron): rollups older than 25 months, flush ids
 * older than 35 days, and every salt but today's (a day's salt dies with its day).
 */
export async function purgeAnalytics({ db }: Deps, now = new Date()) {
  const today = dayOf(now);
  const [rollups, flushes, salts] = await db.batch([
    db.delete(analyticsRollups).where(lt(analyticsRollups.day, earliestDay(today))),
    db
      .delete(analyticsFlushes)
      .where(
        lt(
          analyticsFlushes.appliedAt,
          new Date(now.getTime() - FLUSH_ID_RETENTION_MS).toISOString(),
        ),
      ),
    db.delete(analyticsSalts).where(lt(analyticsSalts.day, today)),
  ]);
  return {
    rollups: rollups.meta.changes,
    flushes: flushes.meta.changes,
    salts: salts.meta.changes,
  };
}

/** The counter's state for site health: last flush, views waiting, the last error. */
export async function getCounterState({ env }: Pick<Deps, "env">): Promise<AnalyticsCounterState> {
  const answers = await Promise.allSettled(allCounters(env).map((counter) => counter.status()));
  const state: AnalyticsCounterState = {
    lastFlushAt: null,
    waiting: 0,
    lastError: null,
    lastErrorAt: null,
    unreachable: 0,
  };
  for (const answer of answers) {
    if (answer.status === "rejected") {
      state.unreachable += 1;
      continue;
    }
    const shard = answer.value;
    state.waiting += shard.waiting;
    if (shard.lastFlushAt && (!state.lastFlushAt || shard.lastFlushAt > state.lastFlushAt)) {
      state.lastFlushAt = shard.lastFlushAt;
    }
    if (shard.lastErrorAt && (!state.lastErrorAt || shard.lastErrorAt > state.lastErrorAt)) {
      state.lastError = shard.lastError;
      state.lastErrorAt = shard.lastErrorAt;
    }
  }
  return state;
}
