import { formatDateTime } from "~/lib/format";
import type { CronJobReport } from "../../../worker/services/platform/cron-jobs";
import { Badge } from "../ui/card";

const STATUS_BADGES = {
  ok: { tone: "success", text: "Succeeded" },
  failed: { tone: "danger", text: "Failed" },
  never: { tone: "neutral", text: "Not run yet" },
} as const;

function LastFailure({ job }: { job: CronJobReport }) {
  if (!job.lastFailureAt) return <span className="text-slate-500">Never</span>;
  return (
    <div>
      <p className={job.status === "failed" ? "text-danger-700" : "text-slate-600"}>
        {formatDateTime(job.lastFailureAt)}
      </p>
      {job.lastError && (
        <p className="mt-0.5 break-words text-slate-600">
          {job.status === "failed" ? job.lastError : `Recovered since: ${job.lastError}`}
        </p>
      )}
    </div>
  );
}

/**
 * The cron's jobs in site health: each job's last run, last success and last failure with its
 * message, times in the reader's time zone. A failed job is retried by the next run (every 15
 * minutes; the daily crawl at 03:00 UTC).
 *
 * @example <ScheduledJobs jobs={health.jobs} />
 */
export function ScheduledJobs({ jobs }: { jobs: CronJobReport[] }) {
  const failed = jobs.filter((job) => job.status === "failed").length;
  return (
    <section aria-labelledby="scheduled-jobs-heading" className="space-y-3">
      <div>
        <h3 id="scheduled-jobs-heading" className="text-base font-semibold text-navy-900">
          Scheduled jobs
        </h3>
        <p className="text-sm text-slate-600">
          {failed === 0
            ? "No job failed on its last run. They run every 15 minutes, the site crawl once a day."
            : `${failed === 1 ? "1 job" : `${failed} jobs`} failed on the last run and will be retried on the next one, within 15 minutes.`}
        </p>
      </div>
      <table className="w-full text-left text-sm">
        <thead className="border-b border-slate-200 text-slate-500">
          <tr>
            <th scope="col" className="py-2 pr-4 font-medium">
              Job
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Last run
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Last success
            </th>
            <th scope="col" className="py-2 font-medium">
              Last failure
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 align-top">
          {jobs.map((job) => {
            const badge = STATUS_BADGES[job.status];
            return (
              <tr key={job.name} data-job={job.name}>
                <th scope="row" className="py-2 pr-4 font-medium text-navy-900">
                  {job.label}
                </th>
                <td className="py-2 pr-4">
                  <Badge tone={badge.tone}>{badge.text}</Badge>
                  {job.lastRunAt && (
                    <p className="mt-0.5 text-slate-600">{formatDateTime(job.lastRunAt)}</p>
                  )}
                </td>
                <td className="py-2 pr-4 text-slate-600">{formatDateTime(job.lastSuccessAt)}</td>
                <td className="py-2">
                  <LastFailure job={job} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
