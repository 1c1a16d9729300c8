import { isNotNull, lt, or } from "drizzle-orm";
import { loginAttempts, sessions } from "../../db/schema";
import { trimIndexNowSubmissionsStatement } from "../seo/indexnow";
import { failStalledRuns } from "../seo/runs";
import type { Deps } from "./deps";
import { trimAnonymousGrowth } from "./retention";

/** Login attempts older than this no longer count for lockouts, so they are dropped. */
const LOGIN_ATTEMPT_RETENTION_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes ended sessions, stale login attempts and all but the newest IndexNow submissions,
 * and fails SEO runs that stopped making progress (their isolate died). Run by the cron
 * trigger every 15 minutes.
 */
export async function purgeExpiredRecords(deps: Deps, now = new Date()) {
  const { db } = deps;
  const nowIso = now.toISOString();
  const attemptCutoff = new Date(now.getTime() - LOGIN_ATTEMPT_RETENTION_MS).toISOString();
  const [endedSessions, staleAttempts, oldSubmissions] = await db.batch([
    db.delete(sessions).where(or(lt(sessions.expiresAt, nowIso), isNotNull(sessions.revokedAt))),
    db.delete(loginAttempts).where(lt(loginAttempts.createdAt, attemptCutoff)),
    trimIndexNowSubmissionsStatement(deps),
  ]);
  const stalledRuns = await failStalledRuns(deps, now);
  // The audit log and WebAuthn challenges, which anonymous sign-ins grow (retention.ts).
  const trimmed = await trimAnonymousGrowth(deps, now);
  return {
    sessions: endedSessions.meta.changes,
    loginAttempts: staleAttempts.meta.changes,
    indexNowSubmissions: oldSubmissions.meta.changes,
    stalledRuns,
    ...trimmed,
  };
}
