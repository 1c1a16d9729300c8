import { desc, notInArray } from "drizzle-orm";
import {
  INDEXNOW_TRIGGERS,
  type IndexNowHealth,
  type IndexNowSubmissionView,
  type IndexNowTrigger,
} from "../../../app/schemas/indexnow";
import { parseUrl } from "../../../app/schemas/text";
import { type IndexNowSubmission, indexNowSubmissions } from "../../db/schema";
import { indexNowEndpoint, submitToIndexNow } from "../outside/indexnow-client";
import type { Deps, WorkerDeps } from "../platform/deps";
import { logError } from "../platform/log";
import { getSiteSettings } from "../platform/settings";
import { getIndexNowConfig } from "./config";

// IndexNow (issue 22): publishing, unpublishing, reverting or deploying tells the search
// engines which of this site's URLs changed. Off until a key is set (SEO APIs tab). The call
// runs after the answer (waitUntil), so a slow or failing endpoint never holds up or fails a
// publish; each submission and its answer is recorded for site health.

/** URLs per submission at most (the protocol takes 10,000; one change touches far fewer). */
export const MAX_INDEXNOW_URLS = 1000;
/** Submissions kept for site health; housekeeping trims older ones. */
export const INDEXNOW_KEEP = 200;
/** Submissions site health lists. */
const HEALTH_SUBMISSIONS = 10;

/** Whether these deps belong to a running request or cron run that can defer work. */
function canDefer(deps: Deps): deps is Deps & Pick<WorkerDeps, "waitUntil"> {
  return "waitUntil" in deps && typeof deps.waitUntil === "function";
}

/**
 * The absolute URLs of `paths` ("/blog", "/it-security") on the site URL's host, without
 * fragments, each once, at most MAX_INDEXNOW_URLS. A URL of another host is left out.
 */
export function changedUrls(siteUrl: string, paths: readonly string[]): string[] {
  const site = parseUrl(siteUrl);
  if (!site) return [];
  const urls = new Set<string>();
  for (const path of paths) {
    const url = parseUrl(path, site);
    if (!url || url.host !== site.host || url.protocol !== site.protocol) continue;
    url.hash = "";
    urls.add(url.href);
    if (urls.size >= MAX_INDEXNOW_URLS) break;
  }
  return [...urls];
}

/**
 * Submits the changed `paths` to IndexNow when a key is set, and records the answer. Never
 * throws. Returns the recorded submission, or null when IndexNow is off or nothing is on the
 * site's host.
 */
export async function submitNow(
  deps: Deps,
  trigger: IndexNowTrigger,
  paths: readonly string[],
  options: { timeoutMs?: number } = {},
): Promise<IndexNowSubmission | null> {
  try {
    const { key, endpoint: configured } = await getIndexNowConfig(deps);
    if (!key) return null;
    const { settings } = await getSiteSettings(deps);
    const urls = changedUrls(settings.siteUrl, paths);
    const site = parseUrl(settings.siteUrl);
    if (urls.length === 0 || !site) return null;
    const endpoint = indexNowEndpoint(deps.env, configured);
    const answer = await submitToIndexNow(
      endpoint,
      { host: site.host, key, keyLocation: `${site.origin}/${key}.txt`, urlList: urls },
      options.timeoutMs,
    );
    const row: IndexNowSubmission = {
      id: crypto.randomUUID(),
      trigger,
      urls,
      endpoint,
      status: answer.status,
      ok: answer.ok,
      message: answer.message,
      createdAt: new Date().toISOString(),
    };
    await deps.db.insert(indexNowSubmissions).values(row);
    return row;
  } catch (error) {
    logError("indexnow.failed", { trigger, error: String(error) });
    return null;
  }
}

/**
 * Tells IndexNow that `paths` of this site changed, after the answer (`waitUntil`) when the
 * deps belong to a request or cron run; never throws and never fails the change that called
 * it. Call it after the change is stored.
 *
 * @example await submitChangedUrls(deps, "publish", ["/blog", `/blog/${slug}`]);
 */
export async function submitChangedUrls(
  deps: Deps,
  trigger: IndexNowTrigger,
  paths: readonly string[],
): Promise<void> {
  if (paths.length === 0) return;
  const task = submitNow(deps, trigger, paths);
  if (canDefer(deps)) deps.waitUntil(task);
  else await task;
}

/** The answer as site health says it: "200 OK", "422 Unprocessable", "not reached: …". */
export function answerInWords(row: Pick<IndexNowSubmission, "status" | "message">): string {
  if (row.status === null) return `not reached: ${row.message}`;
  return row.message.startsWith(String(row.status))
    ? row.message
    : `${row.status} ${row.message}`.trim();
}

function toView(row: IndexNowSubmission): IndexNowSubmissionView {
  const reason = (INDEXNOW_TRIGGERS as Record<string, string>)[row.trigger] ?? row.trigger;
  return {
    id: row.id,
    trigger: row.trigger,
    reason,
    urls: row.urls,
    status: row.status,
    ok: row.ok,
    answer: answerInWords(row),
    createdAt: row.createdAt,
  };
}

/** IndexNow for site health: on or off, the endpoint, the key file and the last submissions. */
export async function getIndexNowHealth(deps: Deps): Promise<IndexNowHealth> {
  const [{ key, endpoint }, { settings }, rows] = await Promise.all([
    getIndexNowConfig(deps),
    getSiteSettings(deps),
    deps.db
      .select()
      .from(indexNowSubmissions)
      .orderBy(desc(indexNowSubmissions.createdAt))
      .limit(HEALTH_SUBMISSIONS)
      .all(),
  ]);
  const site = parseUrl(settings.siteUrl);
  return {
    enabled: key !== "",
    endpoint: indexNowEndpoint(deps.env, endpoint),
    keyLocation: key && site ? `${site.origin}/${key}.txt` : null,
    submissions: rows.map(toView),
  };
}

/** The key file's body for `/{fileName}`, when it names the current key; else null (404). */
export async function readIndexNowKeyFile(deps: Deps, fileName: string): Promise<string | null> {
  const { key } = await getIndexNowConfig(deps);
  return key && fileName === `${key}.txt` ? key : null;
}

/** Deletes all but the newest INDEXNOW_KEEP submissions (for housekeeping's batch). */
export function trimIndexNowSubmissionsStatement({ db }: Deps) {
  return db
    .delete(indexNowSubmissions)
    .where(
      notInArray(
        indexNowSubmissions.id,
        db
          .select({ id: indexNowSubmissions.id })
          .from(indexNowSubmissions)
          .orderBy(desc(indexNowSubmissions.createdAt))
          .limit(INDEXNOW_KEEP),
      ),
    );
}
