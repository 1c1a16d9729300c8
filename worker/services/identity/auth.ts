import { and, count, eq, sql } from "drizzle-orm";
import type { LoginInput } from "../../../app/schemas/auth";
import { RECOVERY_CODE_PATTERN } from "../../../app/schemas/auth";
import type { SecondFactorMethod } from "../../../app/schemas/passkey";
import type { PublicUser } from "../../../app/schemas/user";
import { passkeys, type User, users } from "../../db/schema";
import { AppError } from "../../errors";
import { auditInsert, auditInsertIfChanged, writeAudit } from "../platform/audit";
import { decryptString, encryptString, sha256Hex } from "../platform/crypto";
import type { Deps } from "../platform/deps";
import { getSiteSettings } from "../platform/settings";
import { type Attempt, countAttempt } from "./lockout";
import {
  generateRecoveryCodes,
  generateTotpSecret,
  matchTotpStep,
  normalizeRecoveryCode,
  TOTP_OFF,
  totpEnrollment,
} from "./mfa";
import type { RelyingParty } from "./passkey-challenges";
import {
  consumePasskeySecondFactor,
  PASSKEY_FAILED_MESSAGE,
  secondFactorMethods,
} from "./passkey-login";
import { LAST_FACTOR } from "./passkeys";
import { DUMMY_PASSWORD_HASH, hashPassword, needsRehash, verifyPassword } from "./passwords";
import { getSecurityPolicy } from "./security-policy";
import type { SessionUser } from "./session-user";
import { type ClientInfo, createSession, revokeSession, revokeUserSessionsQuery } from "./sessions";
import { requireRecentAuth } from "./step-up";
import { countPasskeys, toPublicUser } from "./users";

const INVALID_LOGIN = "Invalid username or password";
const INVALID_CODE = "Invalid verification code";

export type LoginResult =
  | { requiresMFA: true; methods: SecondFactorMethod[]; token?: undefined; user?: undefined }
  | { requiresMFA: false; token: string; user: PublicUser; expiresAt: Date };

/**
 * While the user table is empty, a login as `admin` creates that user with ADMIN_PASSWORD
 * (local development and a new deployment). Production without the secret creates nobody.
 */
async function ensureBootstrapAdmin(deps: Deps, username: string) {
  const password = deps.env.ADMIN_PASSWORD;
  if (username !== "admin" || !password) return;
  const [row] = await deps.db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return;
  const id = crypto.randomUUID();
  const passwordHash = await hashPassword(password);
  // INSERT … WHERE NOT EXISTS: two first logins at once still create one admin.
  await deps.db.run(sql`INSERT INTO users (id, username, password_hash, role)
    SELECT ${id}, 'admin', ${passwordHash}, 'admin'
    WHERE NOT EXISTS (SELECT 1 FROM users)`);
}

/**
 * Checks a second factor: a TOTP code (each time step accepted once) or an unused recovery
 * code (removed when used). Returns which kind matched, or null.
 */
export async function consumeSecondFactor(
  deps: Deps,
  user: User,
  code: string,
  now = Date.now(),
): Promise<"totp" | "recovery" | null> {
  if (RECOVERY_CODE_PATTERN.test(code)) {
    const hash = await sha256Hex(normalizeRecoveryCode(code));
    const remaining = user.recoveryCodes ?? [];
    if (!remaining.includes(hash)) return null;
    // Conditional on the list we read: the same code used twice at once succeeds once.
    const result = await deps.db
      .update(users)
      .set({ recoveryCodes: remaining.filter((h) => h !== hash) })
      .where(and(eq(users.id, user.id), eq(users.recoveryCodes, remaining)))
      .run();
    return result.meta.changes > 0 ? "recovery" : null;
  }
  if (!user.mfaSecret) return null;
  const secret = await decryptString(deps.env.ENCRYPTION_KEY, user.mfaSecret);
  const step = await matchTotpStep(deps, secret, code, now);
  if (step === null) return null;
  const result = await deps.db
    .update(users)
    .set({ mfaLastStep: step })
    .where(
      and(
        eq(users.id, user.id),
        sql`(${users.mfaLastStep} IS NULL OR ${users.mfaLastStep} < ${step})`,
      ),
    )
    .run();
  return result.meta.changes > 0 ? "totp" : null;
}

/**
 * Signs a user in. Wrong passwords count against 5 per username and 20 per client address in
 * 15 minutes (from a trusted device: that device's own budget, lockout.ts); past a budget every
 * attempt, right or wrong, answers 429. A user with a
 * second factor (TOTP or a passkey) gets `requiresMFA` and the `methods` they have until the
 * request carries a code or a passkey's answer (`input.rp`: whose passkeys); wrong ones count
 * against 5 per window.
 */
export async function login(
  deps: Deps,
  input: LoginInput & { rp?: RelyingParty },
  client: ClientInfo,
  now = new Date(),
): Promise<LoginResult> {
  const username = input.username.trim().toLowerCase();
  await ensureBootstrapAdmin(deps, username);
  const user = await countAttempt(
    deps,
    { kind: "password", username, ip: client.ip, deviceTokens: client.deviceTokens, now },
    async () => {
      const found = await deps.db
        .select()
        .from(users)
        .where(sql`lower(${users.username}) = ${username}`)
        .get();
      // An unknown user costs a hash too, so timing does not tell who exists.
      const passwordOk = await verifyPassword(
        input.password,
        found?.passwordHash ?? DUMMY_PASSWORD_HASH,
      );
      return found && passwordOk ? found : null;
    },
  );
  if (!user) {
    await writeAudit(deps, {
      action: "auth.login.failed",
      actorUsername: username,
      ip: client.ip,
      details: { reason: "credentials" },
    });
    throw new AppError(401, "INVALID_CREDENTIALS", INVALID_LOGIN);
  }
  if (!user.isActive) {
    throw new AppError(
      403,
      "ACCOUNT_INACTIVE",
      "This account is deactivated. Ask an administrator.",
    );
  }

  // Read once: it decides the second factor and goes into the answer's user.
  const passkeyCount = await countPasskeys(deps, user.id);
  const methods = secondFactorMethods(user, passkeyCount);
  if (methods.length > 0) {
    const { mfaCode: code, passkey, rp } = input;
    if (!code && !(passkey && rp)) return { requiresMFA: true, methods };
    const factor = await countAttempt(
      deps,
      { kind: "mfa", username, ip: client.ip, deviceTokens: client.deviceTokens, now },
      () =>
        code
          ? consumeSecondFactor(deps, user, code, now.getTime())
          : passkey && rp
            ? consumePasskeySecondFactor(deps, user, passkey, rp, now)
            : Promise.resolve(null),
    );
    if (!factor) {
      await writeAudit(deps, {
        action: "auth.login.failed",
        actor: user,
        ip: client.ip,
        details: { reason: code ? "mfa" : "passkey" },
      });
      if (!code) throw new AppError(401, "PASSKEY_FAILED", PASSKEY_FAILED_MESSAGE);
      throw new AppError(401, "INVALID_MFA_CODE", INVALID_CODE);
    }
    if (factor === "recovery") {
      await writeAudit(deps, { action: "auth.recovery_code.used", actor: user, ip: client.ip });
    }
  }

  const session = await createSession(deps, user.id, client, now);
  const rehash = needsRehash(user.passwordHash) ? await hashPassword(input.password) : null;
  await deps.db.batch([
    deps.db
      .update(users)
      .set({ lastLogin: now.toISOString(), ...(rehash ? { passwordHash: rehash } : {}) })
      .where(eq(users.id, user.id)),
    auditInsert(deps, { action: "auth.login.succeeded", actor: user, ip: client.ip }),
  ]);
  return {
    requiresMFA: false,
    token: session.token,
    expiresAt: session.expiresAt,
    user: toPublicUser({ ...user, lastLogin: now.toISOString() }, passkeyCount),
  };
}

/** Signs the request's session out: revoked in D1 (so at once, everywhere) and audited. */
export async function logout(deps: Deps, actor: SessionUser, client: ClientInfo): Promise<void> {
  await revokeSession(deps, actor.sessionId);
  await writeAudit(deps, { action: "auth.logout", actor, ip: client.ip });
}

export async function loadUser(deps: Deps, id: string): Promise<User> {
  const user = await deps.db.select().from(users).where(eq(users.id, id)).get();
  if (!user) throw new AppError(401, "UNAUTHORIZED", "Session expired. Please log in again.");
  return user;
}

/**
 * Checks the signed-in user's password against the login budget (a stolen session must not
 * become an unlimited password oracle): a wrong one counts as a failed login.
 */
export async function checkPasswordWithLockout(
  deps: Deps,
  user: User,
  password: string,
  client: ClientInfo,
  error: AppError,
): Promise<void> {
  const attempt: Attempt = {
    kind: "password",
    username: user.username.toLowerCase(),
    ip: client.ip,
    deviceTokens: client.deviceTokens,
  };
  if (!(await countAttempt(deps, attempt, () => verifyPassword(password, user.passwordHash)))) {
    throw error;
  }
}

/** The same for a second factor: wrong codes count against the login's MFA budget. */
export async function consumeSecondFactorWithLockout(
  deps: Deps,
  user: User,
  code: string,
  client: ClientInfo,
  error = new AppError(400, "INVALID_MFA_CODE", INVALID_CODE),
): Promise<"totp" | "recovery"> {
  const now = new Date();
  const attempt: Attempt = {
    kind: "mfa",
    username: user.username.toLowerCase(),
    ip: client.ip,
    deviceTokens: client.deviceTokens,
    now,
  };
  const factor = await countAttempt(deps, attempt, () =>
    consumeSecondFactor(deps, user, code, now.getTime()),
  );
  if (!factor) throw error;
  return factor;
}

const wrongPassword = () => new AppError(400, "INVALID_PASSWORD", "The password is not correct");

/** Starts MFA set-up: a new secret, held (encrypted) until a code confirms it. */
export async function setupMfa(deps: Deps, actor: SessionUser) {
  requireRecentAuth(actor);
  const user = await loadUser(deps, actor.id);
  if (user.mfaEnabled) throw new AppError(409, "MFA_ALREADY_ENABLED", "MFA is already enabled");
  const secret = await generateTotpSecret(deps);
  await deps.db
    .update(users)
    .set({ mfaPendingSecret: await encryptString(deps.env.ENCRYPTION_KEY, secret) })
    .where(eq(users.id, user.id));
  const { settings } = await getSiteSettings(deps);
  const { qrCode } = await totpEnrollment(deps, secret, user.username, settings.productName);
  return { qrCode, secret };
}

/** Confirms MFA set-up with a code from the authenticator; returns the recovery codes, once. */
export async function verifyMfa(
  deps: Deps,
  actor: SessionUser,
  input: { secret: string; code: string },
  client: ClientInfo,
) {
  requireRecentAuth(actor);
  const user = await loadUser(deps, actor.id);
  if (user.mfaEnabled) throw new AppError(409, "MFA_ALREADY_ENABLED", "MFA is already enabled");
  const pending = user.mfaPendingSecret
    ? await decryptString(deps.env.ENCRYPTION_KEY, user.mfaPendingSecret)
    : null;
  if (!pending || pending !== input.secret) {
    throw new AppError(400, "MFA_SETUP_EXPIRED", "MFA set-up has expired. Start again.");
  }
  const step = await matchTotpStep(deps, pending, input.code);
  if (step === null) throw new AppError(400, "INVALID_MFA_CODE", INVALID_CODE);
  const recovery = await generateRecoveryCodes();
  await deps.db.batch([
    deps.db
      .update(users)
      .set({
        mfaEnabled: true,
        mfaSecret: user.mfaPendingSecret,
        mfaPendingSecret: null,
        mfaLastStep: step,
        recoveryCodes: recovery.hashes,
        updatedAt: new Date().toISOString(),
      })
      .where(eq(users.id, user.id)),
    auditInsert(deps, { action: "auth.mfa.enabled", actor, ip: client.ip }),
  ]);
  return { success: true as const, recoveryCodes: recovery.codes };
}

/**
 * Turns MFA off; needs the password and a current code (or a recovery code), both counted
 * against the same budgets as a login. The recovery codes stay while the user has a passkey;
 * while the policy requires a second factor, the last one cannot go (409), decided in the
 * UPDATE itself so a passkey removed at the same moment cannot slip past.
 */
export async function disableMfa(
  deps: Deps,
  actor: SessionUser,
  input: { password: string; code: string },
  client: ClientInfo,
) {
  requireRecentAuth(actor);
  const user = await loadUser(deps, actor.id);
  if (!user.mfaEnabled) throw new AppError(409, "MFA_NOT_ENABLED", "MFA is not enabled");
  await checkPasswordWithLockout(deps, user, input.password, client, wrongPassword());
  const { policy } = await getSecurityPolicy(deps);
  // Refused before any code is used up; the UPDATE below decides again, atomically.
  if (policy.requireSecondFactor && (await countPasskeys(deps, user.id)) === 0) throw LAST_FACTOR();
  await consumeSecondFactorWithLockout(deps, user, input.code, client);
  const hasPasskey = sql`EXISTS (SELECT 1 FROM ${passkeys} WHERE ${passkeys.userId} = ${users.id})`;
  const [disabled] = await deps.db.batch([
    deps.db
      .update(users)
      .set({
        ...TOTP_OFF,
        recoveryCodes: sql`CASE WHEN ${hasPasskey} THEN ${users.recoveryCodes} ELSE NULL END`,
        updatedAt: new Date().toISOString(),
      })
      .where(and(eq(users.id, user.id), policy.requireSecondFactor ? hasPasskey : undefined)),
    auditInsertIfChanged(deps, { action: "auth.mfa.disabled", actor, ip: client.ip }),
  ]);
  if (disabled.meta.changes === 0) throw LAST_FACTOR();
  return { success: true as const };
}

/** New recovery codes (the old ones stop working); needs the password. */
export async function regenerateRecoveryCodes(
  deps: Deps,
  actor: SessionUser,
  password: string,
  client: ClientInfo,
) {
  requireRecentAuth(actor);
  const user = await loadUser(deps, actor.id);
  if (!user.mfaEnabled && (await countPasskeys(deps, user.id)) === 0) {
    throw new AppError(409, "MFA_NOT_ENABLED", "Set up a second factor first");
  }
  await checkPasswordWithLockout(deps, user, password, client, wrongPassword());
  const recovery = await generateRecoveryCodes();
  await deps.db.batch([
    deps.db.update(users).set({ recoveryCodes: recovery.hashes }).where(eq(users.id, user.id)),
    auditInsert(deps, { action: "auth.recovery_codes.regenerated", actor }),
  ]);
  return { recoveryCodes: recovery.codes };
}

/** How many recovery codes are left. */
export async function countRecoveryCodes(deps: Deps, actor: SessionUser) {
  const user = await loadUser(deps, actor.id);
  return user.recoveryCodes?.length ?? 0;
}

/**
 * Changes the signed-in user's password and signs out their other sessions. Wrong current
 * passwords count against the login budget.
 */
export async function changePassword(
  deps: Deps,
  actor: SessionUser,
  input: { currentPassword: string; newPassword: string },
  client: ClientInfo,
) {
  requireRecentAuth(actor);
  const user = await loadUser(deps, actor.id);
  await checkPasswordWithLockout(
    deps,
    user,
    input.currentPassword,
    client,
    new AppError(400, "INVALID_PASSWORD", "Current password is not correct", [
      { path: "currentPassword", message: "Current password is not correct" },
    ]),
  );
  await deps.db.batch([
    deps.db
      .update(users)
      .set({
        passwordHash: await hashPassword(input.newPassword),
        updatedAt: new Date().toISOString(),
      })
      .where(eq(users.id, user.id)),
    revokeUserSessionsQuery(deps, user.id, { keep: actor.sessionId }),
    auditInsert(deps, { action: "auth.password.changed", actor, ip: client.ip }),
  ]);
  return { success: true as const };
}
