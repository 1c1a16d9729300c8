import { eq } from "drizzle-orm";
import { seoRuns } from "../../db/schema";
import type { Deps } from "../platform/deps";

// Long SEO runs (crawls, the daily site check) are rows of seo_runs: `running` from the
// start, then `completed` with their result or `failed` with the error, both kept as JSON.

type SeoRun = typeof seoRuns.$inferSelect;

/** Records the start of a run. */
export async function startRun(
  deps: Deps,
  run: Pick<SeoRun, "id" | "kind" | "target"> & { createdBy?: string | null },
): Promise<void> {
  await deps.db.insert(seoRuns).values({ ...run, status: "running" });
}

/** Records a run's result. */
export async function completeRun(
  deps: Deps,
  id: string,
  result: unknown,
  finishedAt = new Date().toISOString(),
): Promise<void> {
  await deps.db
    .update(seoRuns)
    .set({ status: "completed", finishedAt, result: JSON.stringify(result) })
    .where(eq(seoRuns.id, id));
}

/** Records why a run failed. */
export async function failRun(deps: Deps, id: string, error: unknown): Promise<void> {
  await deps.db
    .update(seoRuns)
    .set({
      status: "failed",
      finishedAt: new Date().toISOString(),
      result: JSON.stringify({ error: String(error) }),
    })
    .where(eq(seoRuns.id, id));
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
