import type { Deps } from "../platform/deps";
import { trimIndexNowSubmissionsStatement } from "./indexnow";
import { failStalledRuns } from "./runs";

/**
 * The SEO area's share of housekeeping (its own cron job, beside the platform's): all but the
 * newest IndexNow submissions go, and SEO runs that stopped making progress (their isolate
 * died) are failed. Each area trims its own tables, so platform imports nothing above it.
 */
export async function purgeSeoRecords(deps: Deps, now = new Date()) {
  const [oldSubmissions] = await deps.db.batch([trimIndexNowSubmissionsStatement(deps)]);
  const stalledRuns = await failStalledRuns(deps, now);
  return { indexNowSubmissions: oldSubmissions.meta.changes, stalledRuns };
}
