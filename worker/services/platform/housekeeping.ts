import { isNotNull, lt, or } from "drizzle-orm";
import { loginAttempts, sessions } from "../../db/schema";
import type { Deps } from "./deps";
import { trimAnonymousGrowth } from "./retention";

/** Login attempts older than this no longer count for lockouts, so they are dropped. */
const LOGIN_ATTEMPT_RETENTION_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes ended sessions and stale login attempts. Run by the cron trigger every 15 minutes,
 * beside the SEO area's own trims (seo/purge-records.ts).
 */
export async function purgeExpiredRecords(deps: Deps, now = new Date()) {
  const { db } = deps;
  const nowIso = now.toISOString();
  const attemptCutoff = new Date(now.getTime() - LOGIN_ATTEMPT_RETENTION_MS).toISOString();
  const [endedSessions, staleAttempts] = await db.batch([
    db.delete(sessions).where(or(lt(sessions.expiresAt, nowIso), isNotNull(sessions.revokedAt))),
    db.delete(loginAttempts).where(lt(loginAttempts.createdAt, attemptCutoff)),
  ]);
  // The audit log and WebAuthn challenges, which anonymous sign-ins grow (retention.ts).
  const trimmed = await trimAnonymousGrowth(deps, now);
  return {
    sessions: endedSessions.meta.changes,
    loginAttempts: staleAttempts.meta.changes,
    ...trimmed,
  };
}
