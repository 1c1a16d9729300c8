import { and, eq, isNull, lt, lte, sql } from "drizzle-orm";
import { auditLog, webauthnChallenges } from "../../db/schema";
import type { Deps } from "./deps";

// How long what anonymous traffic writes is kept. Sign-in requests are budgeted per address
// (identity/lockout.ts), which bounds each address; these bounds hold for all of them together.

const DAY_MS = 24 * 60 * 60 * 1000;

/** Staff actions stay in the audit log this long: a yearly review with a month to spare. */
export const AUDIT_RETENTION_DAYS = 400;
/**
 * Failed sign-ins of nobody known (a wrong password or an unknown username, a failed passkey)
 * are anyone's to cause: kept a month, long enough to see an attack's shape…
 */
export const ANONYMOUS_AUDIT_RETENTION_DAYS = 30;
/**
 * …and at most this many (about 2 MB), so an attack from many addresses can neither fill D1
 * nor push staff history out: only these rows are capped.
 */
export const MAX_ANONYMOUS_AUDIT_ROWS = 10_000;

/** The audit rows anyone can cause: failed sign-ins with no signed-in or known actor. */
const anonymousFailure = and(isNull(auditLog.actorId), eq(auditLog.action, "auth.login.failed"));

/**
 * Trims what anonymous traffic grows: audit rows past AUDIT_RETENTION_DAYS, anonymous failed
 * sign-ins past ANONYMOUS_AUDIT_RETENTION_DAYS or beyond the newest MAX_ANONYMOUS_AUDIT_ROWS,
 * and expired WebAuthn challenges (each lives 5 minutes). Run by the cron's housekeeping.
 *
 * @example const { auditLog, webauthnChallenges } = await trimAnonymousGrowth(deps, now);
 */
export async function trimAnonymousGrowth({ db }: Deps, now = new Date()) {
  const before = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  const [old, anonymousOld, anonymousOver, challenges] = await db.batch([
    db.delete(auditLog).where(lt(auditLog.createdAt, before(AUDIT_RETENTION_DAYS))),
    db
      .delete(auditLog)
      .where(and(anonymousFailure, lt(auditLog.createdAt, before(ANONYMOUS_AUDIT_RETENTION_DAYS)))),
    db.delete(auditLog).where(
      and(
        anonymousFailure,
        lte(
          auditLog.id,
          sql`(SELECT ${auditLog.id} FROM ${auditLog} WHERE ${anonymousFailure}
               ORDER BY ${auditLog.id} DESC LIMIT 1 OFFSET ${MAX_ANONYMOUS_AUDIT_ROWS})`,
        ),
      ),
    ),
    db.delete(webauthnChallenges).where(lte(webauthnChallenges.expiresAt, now.toISOString())),
  ]);
  return {
    auditLog: old.meta.changes + anonymousOld.meta.changes + anonymousOver.meta.changes,
    webauthnChallenges: challenges.meta.changes,
  };
}
