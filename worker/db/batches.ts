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
