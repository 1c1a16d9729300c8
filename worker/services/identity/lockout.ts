import { and, eq, gt, isNull, min, sql } from "drizzle-orm";
import { loginAttempts } from "../../db/schema";
import { AppError } from "../../errors";
import type { Deps } from "../platform/deps";
import { senderNetwork } from "../platform/ip-address";
import { trustedDeviceFor } from "./trusted-devices";

// Login budgets: every check of a password or a second factor (a login, a password change,
// disabling MFA, new recovery codes) is one attempt in `login_attempts`, reserved before the
// check and counted as a failure until the check passes. An attempt from a trusted device (a
// valid device cookie for that username, see trusted-devices.ts) is counted only against that
// device's budget, so nobody elsewhere can lock it out; once a device has spent its budget it
// is treated as untrusted until the window passes, so a stolen cookie is no unlimited oracle.
// Passkey sign-in knows no username until it succeeds, so it is budgeted per address only:
// each options request (it stores a challenge) and each failed answer (an audit row). An
// address is an IPv4 address or an IPv6 /64 (platform/ip-address.ts), as stored in `ip`.

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_USERNAME = 5;
export const MAX_FAILURES_PER_IP = 20;
export const MAX_MFA_FAILURES = 5;
/** Failures one trusted device may make per kind in the window before it counts as untrusted. */
export const MAX_FAILURES_PER_DEVICE = 10;
/**
 * Passkey sign-in challenges one address may ask for in the window: a sign-in screen opened
 * every 15 seconds for 15 minutes (each screen asks once for the browser's passkey autofill).
 */
export const MAX_PASSKEY_OPTIONS_PER_IP = 60;
/** Failed passkey sign-ins one address may make in the window, as many as wrong passwords. */
export const MAX_PASSKEY_FAILURES_PER_IP = MAX_FAILURES_PER_IP;

/**
 * What a budget counts: a password, a second factor, a passkey sign-in's answer, or a passkey
 * sign-in's challenge (every request counts: there is nothing to succeed at yet).
 */
export type AttemptKind = "password" | "mfa" | "passkey" | "passkey-options";

/** One check against the budgets: of what, for which (lower-cased) username, from where. */
export interface Attempt {
  kind: AttemptKind;
  username: string;
  ip: string;
  /** The raw device tokens the browser sent (ClientInfo.deviceTokens). */
  deviceTokens?: readonly string[] | undefined;
  now?: Date;
}

/**
 * Failures each budget allows in the window (null: not counted that way); second factors are
 * counted per username only, passkey sign-in per address only.
 */
function budgets(kind: AttemptKind): { perUsername: number | null; perIp: number | null } {
  switch (kind) {
    case "password":
      return { perUsername: MAX_FAILURES_PER_USERNAME, perIp: MAX_FAILURES_PER_IP };
    case "mfa":
      return { perUsername: MAX_MFA_FAILURES, perIp: null };
    case "passkey":
      return { perUsername: null, perIp: MAX_PASSKEY_FAILURES_PER_IP };
    case "passkey-options":
      return { perUsername: null, perIp: MAX_PASSKEY_OPTIONS_PER_IP };
  }
}

/**
 * Reserves one attempt in a single statement, so a parallel burst cannot slip past a budget
 * (D1 runs statements one at a time): against the trusted device's budget when the attempt
 * carries a device cookie for that username and the device has budget left, otherwise against
 * the username's and the address's budgets (which count untrusted attempts only). Returns the
 * attempt's id, or throws 429.
 */
async function reserveAttempt(deps: Deps, attempt: Attempt, now: Date): Promise<number> {
  const { kind, username } = attempt;
  const ip = senderNetwork(attempt.ip);
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS).toISOString();
  const at = now.toISOString();
  const { perUsername, perIp } = budgets(kind);
  const device =
    perUsername === null ? null : await trustedDeviceFor(deps, attempt.deviceTokens, username, now);
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
  const underUsername =
    perUsername === null
      ? sql`1`
      : sql`(SELECT count(*) FROM login_attempts
           WHERE username = ${username} AND kind = ${kind} AND success = 0 AND device IS NULL AND created_at > ${since}) < ${perUsername}`;
  const underIp =
    perIp === null
      ? sql`1`
      : sql`(SELECT count(*) FROM login_attempts
           WHERE ip = ${ip} AND kind = ${kind} AND success = 0 AND device IS NULL AND created_at > ${since}) < ${perIp}`;
  const rows = await deps.db.all<{ id: number }>(sql`
    INSERT INTO login_attempts (username, ip, kind, success, created_at)
    SELECT ${username}, ${ip}, ${kind}, 0, ${at}
    WHERE ${underUsername} AND ${underIp}
    RETURNING id`);
  const reserved = rows[0]?.id;
  if (reserved !== undefined) return reserved;
  throw await lockedOut(deps, { ...attempt, ip }, now, since);
}

const LOCKED_OUT_WHAT: Record<AttemptKind, string> = {
  password: "login",
  mfa: "verification",
  passkey: "passkey sign-in",
  "passkey-options": "passkey sign-in",
};

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
        budgets(kind).perUsername === null
          ? eq(loginAttempts.ip, ip)
          : sql`(${loginAttempts.username} = ${username} OR ${loginAttempts.ip} = ${ip})`,
      ),
    );
  const retryAfterS = Math.max(
    1,
    Math.ceil(
      (Date.parse(oldest?.at ?? now.toISOString()) + LOGIN_WINDOW_MS - now.getTime()) / 1000,
    ),
  );
  const minutes = Math.ceil(retryAfterS / 60);
  const what = LOCKED_OUT_WHAT[kind];
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

/**
 * Counts one request against its budget, with nothing to succeed at (a passkey sign-in's
 * challenge): throws 429 (with Retry-After) once the address has spent it.
 *
 * @example await countRequest(deps, { kind: "passkey-options", username: "", ip: client.ip });
 */
export async function countRequest(deps: Deps, attempt: Attempt): Promise<void> {
  await reserveAttempt(deps, attempt, attempt.now ?? new Date());
}
