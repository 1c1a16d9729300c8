import { type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "./client";

/**
 * `items` in runs of at most `size`, in order (the last may be shorter; none for no items).
 *
 * @example chunks([1, 2, 3, 4, 5], 2) // [[1, 2], [3, 4], [5]]
 */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const runs: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    runs.push(items.slice(start, start + size));
  }
  return runs;
}

/**
 * Sends D1 statements as one batch per run, in order: each run is one transaction (D1 caps a
 * batch's size, so a long list of writes goes as several). Empty runs are skipped.
 *
 * @example await runBatches(db, chunks(writes, 50))
 */
export async function runBatches(db: Db, runs: readonly BatchItem<"sqlite">[][]): Promise<void> {
  for (const run of runs) {
    const [first, ...rest] = run;
    if (first) await db.batch([first, ...rest]);
  }
}

/** What SQLite says of `json()` over text that is no JSON: an `assertInBatch` that failed. */
const ASSERTION_FAILED = "malformed JSON";

/**
 * A batch's first statement that fails it, and with it the whole batch (a D1 batch is one
 * transaction), unless `condition` holds when the batch runs: one check ahead of every write
 * instead of a condition on each. SQLite has no RAISE outside triggers; `json()` of text that is
 * no JSON is its error (`isFailedAssertion` tells it from other failures).
 *
 * @example await db.batch([assertInBatch(db, sql`exists (…)`), update, insert])
 */
export function assertInBatch(db: Db, condition: SQL) {
  const held = sql<string>`json(case when ${condition} then '1' else 'assertion failed' end)`;
  return db.select({ held }).from(sql`(select 1)`);
}

/** Whether a batch failed because its `assertInBatch` did not hold (nothing was written). */
export function isFailedAssertion(error: unknown): boolean {
  const cause = error instanceof Error && error.cause ? String(error.cause) : "";
  return `${String(error)} ${cause}`.includes(ASSERTION_FAILED);
}
