// The Worker's log: one JSON line per event, so Workers Logs (and `wrangler tail`) can filter
// by level and event. Every error the Worker logs goes through here.

/**
 * Logs `event` at error level with `fields` (ids, counts, `error: String(error)`; never a
 * token or a password).
 *
 * @example logError("cron.job_failed", { job: name, error: String(error) })
 */
export function logError(event: string, fields: Record<string, unknown> = {}): void {
  console.error(JSON.stringify({ level: "error", event, ...fields }));
}
