import { and, eq, gt, isNull, min, sql } from "drizzle-orm";
import { loginAttempts } from "../../db/schema";
import { AppError } from "../../errors";
import type { Deps } from "../platform/deps";
import { trustedDeviceFor } from "./trusted-devices";

// Login budgets: every check of a password or a second factor (a login, a password change,
// disabling MFA, new recovery codes) is one attempt in `login_attempts`, reserved before the
// check and counted as a failure until the check passes. An attempt from a trusted device (a
// valid device cookie for that username, see trusted-devices.ts) is counted only against that
// device's budget, so nobody elsewhere can lock it out; once a device has spent its budget it
// is treated as untrusted until the window passes, so a stolen cookie is no unlimited oracle.

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_USERNAME = 5;
export const MAX_FAILURES_PER_IP = 20;
export const MAX_MFA_FAILURES = 5;
/** Failures one trusted device may make per kind in the window before it counts as untrusted. */
export const MAX_FAILURES_PER_DEVICE = 10;

export type AttemptKind = "password" | "mfa";

/** One check against the budgets: of what, for which (lower-cased) username, from where. */
export interface Attempt {
  kind: AttemptKind;
  username: string;
  ip: string;
  /** The raw device tokens the browser sent (ClientInfo.deviceTokens). */
  deviceTokens?: readonly string[] | undefined;
  now?: Date;
}

/** Failures each budget allows in the window; second factors are counted per username only. */
function budgets(kind: AttemptKind) {
  return kind === "password"
    ? { perUsername: MAX_FAILURES_PER_USERNAME, perIp: MAX_FAILURES_PER_IP }
    : { perUsername: MAX_MFA_FAILURES, perIp: Number.MAX_SAFE_INTEGER };
}

/**
 * Reserves one attempt in a single statement, so a parallel burst cannot slip past a budget
 * (D1 runs statements one at a time): against the trusted device's budget when the attempt
 * carries a device cookie for that username and the device has budget left, otherwise against
 * the username's and the address's budgets (which count untrusted attempts only). Returns the
 * attempt's id, or throws 429.
 */
async function reserveAttempt(deps: Deps, attempt: Attempt, now: Date): Promise<number> {
  const { kind, username, ip } = attempt;
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS).toISOString();
  const at = now.toISOString();
  const device = await trustedDeviceFor(deps, attempt.deviceTokens, username, now);
  if (device) {
    const rows = await deps.db.all<{ id: number }>(sql`
      INSERT INTO login_attempts (username, ip, kind, success, created_at, device)
      SELECT ${username}, ${ip}, ${kind}, 0, ${at}, ${device}
      WHERE (SELECT count(*) FROM login_attempts
             WHERE device = ${device} AND kind = ${kind} AND success = 0 AND created_at > ${since}) < ${MAX_FAILURES_PER_DEVICE}
      RETURNING id`);
    const reserved = rows[0]?.id;
    if (reserved !== undefined) return reserved;
  }
  const { perUsername, perIp } = budgets(kind);
  const rows = await deps.db.all<{ id: number }>(sql`
    INSERT INTO login_attempts (username, ip, kind, success, created_at)
    SELECT ${username}, ${ip}, ${kind}, 0, ${at}
    WHERE (SELECT count(*) FROM login_attempts
           WHERE username = ${username} AND kind = ${kind} AND success = 0 AND device IS NULL AND created_at > ${since}) < ${perUsername}
      AND (SELECT count(*) FROM login_attempts
           WHERE ip = ${ip} AND kind = ${kind} AND success = 0 AND device IS NULL AND created_at > ${since}) < ${perIp}
    RETURNING id`);
  const reserved = rows[0]?.id;
  if (reserved !== undefined) return reserved;
  throw await lockedOut(deps, attempt, now, since);
}

/** The 429 of a spent budget, with Retry-After: when the oldest failure in the window expires. */
async function lockedOut(deps: Deps, attempt: Attempt, now: Date, since: string) {
  const { kind, username, ip } = attempt;
  const [oldest] = await deps.db
    .select({ at: min(loginAttempts.createdAt) })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.kind, kind),
        eq(loginAttempts.success, false),
        gt(loginAttempts.createdAt, since),
        isNull(loginAttempts.device),
        sql`(${loginAttempts.username} = ${username} OR ${loginAttempts.ip} = ${ip})`,
      ),
    );
  const retryAfterS = Math.max(
    1,
    Math.ceil(
      (Date.parse(oldest?.at ?? now.toISOString()) + LOGIN_WINDOW_MS - now.getTime()) / 1000,
    ),
  );
  const minutes = Math.ceil(retryAfterS / 60);
  const what = kind === "password" ? "login" : "verification";
  return new AppError(
    429,
    "RATE_LIMITED",
    `Too many ${what} attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    undefined,
    { "Retry-After": String(retryAfterS) },
  );
}

/**
 * Runs `check` as one attempt against the login budgets: 429 (with Retry-After) when the
 * budget that applies (the trusted device's, else the username's and the address's) is spent,
 * before `check` runs at all; otherwise the
 * attempt counts as a failure unless `check` answers something truthy (a throw counts as a
 * failure too). Returns what `check` answered.
 *
 * @example const ok = await countAttempt(deps, { kind: "password", username, ip }, () => verifyPassword(password, hash))
 */
export async function countAttempt<T>(
  deps: Deps,
  attempt: Attempt,
  check: () => Promise<T>,
): Promise<T> {
  const id = await reserveAttempt(deps, attempt, attempt.now ?? new Date());
  const result = await check();
  if (result) {
    await deps.db.update(loginAttempts).set({ success: true }).where(eq(loginAttempts.id, id));
  }
  return result;
}
