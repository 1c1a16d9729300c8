import { and, eq, inArray, lt, sql } from "drizzle-orm";
import { seoRuns } from "../../db/schema";
import { AppError } from "../../errors";
import type { Deps } from "../platform/deps";
import { writeUnique } from "../platform/unique-write";

// Long SEO runs (crawls, the daily site check) are rows of seo_runs: `running` from the
// start, then `completed` with their result, `partial` when their time budget stopped them
// (with what they had), or `failed` with the reason. A running run beats a heartbeat
// (`updated_at`) with its progress; one silent for STALLED_AFTER_MS died with its isolate and
// is failed by the cron's housekeeping (or by the next start of a crawl of the same site).

type SeoRun = typeof seoRuns.$inferSelect;

/** A run with no progress for this long is dead: no crawl's budget comes near it. */
export const STALLED_AFTER_MS = 15 * 60 * 1000;
export const STALLED_REASON = "Stopped: no progress for 15 minutes";
export const CRAWL_RUNNING_MESSAGE =
  "A crawl of this site is already running. Open it to follow its progress, or start again when it has finished.";

const ACTIVE = ["pending", "running"] as const;

/**
 * Records the start of a run. A run with a `site` holds that site's one running-crawl slot
 * (a unique partial index, so of two racing starts exactly one wins); the other gets 409
 * CRAWL_RUNNING with the running run's id.
 *
 * @throws AppError 409 CRAWL_RUNNING
 */
export async function startRun(
  deps: Deps,
  run: Pick<SeoRun, "id" | "kind" | "target"> & {
    createdBy?: string | null;
    site?: string | null;
    total?: number;
  },
): Promise<void> {
  const { total = 0, ...values } = run;
  const now = new Date();
  if (values.site) await failStalledRuns(deps, now);
  const insert = deps.db.insert(seoRuns).values({
    ...values,
    status: "running",
    updatedAt: now.toISOString(),
    progressTotal: total,
  });
  if (!values.site) {
    await insert;
    return;
  }
  try {
    await writeUnique(insert, new AppError(409, "CRAWL_RUNNING", CRAWL_RUNNING_MESSAGE));
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const running = await deps.db
      .select({ id: seoRuns.id })
      .from(seoRuns)
      .where(and(eq(seoRuns.site, values.site), inArray(seoRuns.status, [...ACTIVE])))
      .get();
    throw new AppError(409, error.code, error.message, undefined, undefined, {
      runId: running?.id ?? "",
    });
  }
}

/** The statement that records a run's progress and beats its heartbeat (for a D1 batch). */
export function progressRunStatement(deps: Deps, id: string, done: number) {
  return deps.db
    .update(seoRuns)
    .set({ progressDone: done, updatedAt: new Date().toISOString() })
    .where(and(eq(seoRuns.id, id), eq(seoRuns.status, "running")));
}

/**
 * Records a run's result: `completed`, or `partial` with `stoppedReason` when its budget
 * stopped it before the end.
 */
export async function completeRun(
  deps: Deps,
  id: string,
  result: unknown,
  finishedAt = new Date().toISOString(),
  stoppedReason: string | null = null,
): Promise<void> {
  await deps.db
    .update(seoRuns)
    .set({
      status: stoppedReason ? "partial" : "completed",
      finishedAt,
      updatedAt: finishedAt,
      reason: stoppedReason,
      result: JSON.stringify(result),
    })
    .where(eq(seoRuns.id, id));
}

/** Records why a run failed: an AppError's message as it is, anything else in general words. */
export async function failRun(deps: Deps, id: string, error: unknown): Promise<void> {
  const finishedAt = new Date().toISOString();
  await deps.db
    .update(seoRuns)
    .set({
      status: "failed",
      finishedAt,
      updatedAt: finishedAt,
      reason:
        error instanceof AppError ? error.message : "Stopped by an unexpected error on the server",
      result: JSON.stringify({ error: String(error) }),
    })
    .where(eq(seoRuns.id, id));
}

/**
 * Fails every pending or running run with no progress for STALLED_AFTER_MS (its isolate was
 * killed, or it threw outside its own handling): one conditional UPDATE, so a run that beats
 * its heartbeat meanwhile is left alone. Returns how many it failed.
 */
export async function failStalledRuns(deps: Deps, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - STALLED_AFTER_MS).toISOString();
  const nowIso = now.toISOString();
  const outcome = await deps.db
    .update(seoRuns)
    .set({ status: "failed", finishedAt: nowIso, updatedAt: nowIso, reason: STALLED_REASON })
    .where(
      and(
        inArray(seoRuns.status, [...ACTIVE]),
        lt(sql`coalesce(${seoRuns.updatedAt}, ${seoRuns.createdAt})`, cutoff),
      ),
    )
    .run();
  return outcome.meta.changes;
}

/** A run's stored result, parsed; null when it has none or it is not a JSON object. */
export function storedResult(run: Pick<SeoRun, "result">): object | null {
  if (!run.result) return null;
  try {
    const value: unknown = JSON.parse(run.result);
    return value && typeof value === "object" ? value : null;
  } catch {
    return null;
  }
}
