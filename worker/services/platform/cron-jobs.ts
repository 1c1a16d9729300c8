import { sql } from "drizzle-orm";
import { cronJobs } from "../../db/schema";
import type { Deps } from "./deps";
import { logError } from "./log";

// The cron's jobs run one by one on their own (worker/index.ts): a job that throws is logged
// once, recorded here, and run again by the next cron run; the others go on. Site health
// (services/seo/health.ts) shows the record.

/** Every job the cron runs, in the order site health lists them. */
export const CRON_JOB_NAMES = [
  "code_pages",
  "launch_posts",
  "scheduled_posts",
  "scheduled_inline",
  "feeds",
  "lead_notifications",
  "housekeeping",
  "seo_housekeeping",
  "analytics_housekeeping",
  "site_check",
  "not_found_digest",
] as const;

export type CronJobName = (typeof CRON_JOB_NAMES)[number];

/** Each job's name in words, for site health. */
export const CRON_JOB_LABELS: Record<CronJobName, string> = {
  code_pages: "Page catalogue sync",
  launch_posts: "Launch posts",
  scheduled_posts: "Scheduled blog posts",
  scheduled_inline: "Scheduled page edits",
  feeds: "Sitemap and RSS rebuild",
  lead_notifications: "New-lead mail (retries)",
  housekeeping: "Expired sessions and old login attempts",
  seo_housekeeping: "Old IndexNow submissions and stalled SEO runs",
  analytics_housekeeping: "Analytics older than 25 months and past days' salts",
  site_check: "Daily site crawl",
  not_found_digest: "Daily mail of new missing pages",
};

/** One job's last runs, as site health shows them. */
export interface CronJobReport {
  name: CronJobName;
  /** The job's name in words. */
  label: string;
  /** "never" until the job first ran (the daily crawl runs at 03:00 UTC). */
  status: "ok" | "failed" | "never";
  lastRunAt: string | null;
  lastSuccessAt: string | null;
  lastFailureAt: string | null;
  /** The last failure's message; kept after a later success, when `status` is "ok" again. */
  lastError: string | null;
}

/** Long enough for any driver's message, short enough for one row of the health view. */
const MAX_ERROR_LENGTH = 1000;

function errorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, MAX_ERROR_LENGTH);
}

/**
 * Records one run of `name` that started at `startedAt`: one upsert, so concurrent runs need
 * no read; a run that started earlier than the recorded one changes nothing.
 */
async function recordRun(deps: Deps, name: CronJobName, startedAt: string, error: string | null) {
  const outcome =
    error === null
      ? { status: "ok" as const, lastRunAt: startedAt, lastSuccessAt: startedAt }
      : {
          status: "failed" as const,
          lastRunAt: startedAt,
          lastFailureAt: startedAt,
          lastError: error,
        };
  await deps.db
    .insert(cronJobs)
    .values({ name, ...outcome })
    .onConflictDoUpdate({
      target: cronJobs.name,
      set: outcome,
      setWhere: sql`excluded.last_run_at >= ${cronJobs.lastRunAt}`,
    });
}

/**
 * Runs one cron job and records how it ended. Never throws: a failure is logged once (one JSON
 * line, event `cron.job_failed`) and recorded; the next cron run runs the job again. Returns
 * whether the job succeeded.
 *
 * @example await runCronJob(deps, "feeds", () => rebuildFeeds(deps))
 */
export async function runCronJob(
  deps: Deps & { requestId?: string },
  name: CronJobName,
  job: () => Promise<unknown>,
): Promise<boolean> {
  const startedAt = new Date().toISOString();
  let error: string | null = null;
  try {
    await job();
  } catch (failure) {
    error = errorMessage(failure);
    logError("cron.job_failed", { job: name, requestId: deps.requestId, error });
  }
  try {
    await recordRun(deps, name, startedAt, error);
  } catch (failure) {
    logError("cron.record_failed", {
      job: name,
      requestId: deps.requestId,
      error: errorMessage(failure),
    });
  }
  return error === null;
}

/** Every cron job's last runs, in `CRON_JOB_NAMES` order; a job that never ran says "never". */
export async function listCronJobs({ db }: Deps): Promise<CronJobReport[]> {
  const rows = await db.select().from(cronJobs).all();
  const byName = new Map(rows.map((row) => [row.name, row]));
  return CRON_JOB_NAMES.map((name) => {
    const row = byName.get(name);
    return {
      name,
      label: CRON_JOB_LABELS[name],
      status: row?.status ?? "never",
      lastRunAt: row?.lastRunAt ?? null,
      lastSuccessAt: row?.lastSuccessAt ?? null,
      lastFailureAt: row?.lastFailureAt ?? null,
      lastError: row?.lastError ?? null,
    };
  });
}
