import { and, count, eq, notExists } from "drizzle-orm";
import {
  DEFAULT_SECURITY_POLICY,
  type SecurityPolicy,
  SecurityPolicySchema,
} from "../../../app/schemas/security";
import type { Db } from "../../db/client";
import { passkeys, settings, users } from "../../db/schema";
import type { Deps } from "../platform/deps";
import { writeVersionedSetting } from "../platform/versioned-setting";
import type { SessionUser } from "./session-user";

export const SECURITY_POLICY_KEY = "security";

export interface VersionedSecurityPolicy {
  policy: SecurityPolicy;
  /** 0 while the default (a new install's) is in use. */
  version: number;
}

/** The policy's row (none on a new install); a page render reads it in its one batch. */
export const securityPolicyQuery = (db: Db) =>
  db
    .select({ value: settings.value, version: settings.version })
    .from(settings)
    .where(eq(settings.key, SECURITY_POLICY_KEY));

/** The policy of a stored row; a missing or unreadable one is the new-install default. */
export function securityPolicyFromRow(
  row: { value: string; version: number } | undefined,
): VersionedSecurityPolicy {
  if (!row) return { policy: DEFAULT_SECURITY_POLICY, version: 0 };
  let stored: unknown;
  try {
    stored = JSON.parse(row.value);
  } catch {
    stored = null;
  }
  const parsed = SecurityPolicySchema.safeParse(stored);
  return { policy: parsed.success ? parsed.data : DEFAULT_SECURITY_POLICY, version: row.version };
}

/** The sign-in policy; a missing or unreadable row is the new-install default. */
export async function getSecurityPolicy(deps: Deps): Promise<VersionedSecurityPolicy> {
  return securityPolicyFromRow(await securityPolicyQuery(deps.db).get());
}

/** Whether a user has a second factor: TOTP or at least one passkey. */
export const hasSecondFactor = (user: { mfaEnabled: boolean; passkeyCount: number }) =>
  user.mfaEnabled || user.passkeyCount > 0;

export const SECOND_FACTOR_REQUIRED_MESSAGE =
  "Set up a second factor to continue: an authenticator app or a passkey.";

/**
 * Whether the policy shuts this user out until they set up a second factor. The policy is
 * read only for a user who lacks one, so everyone else pays no extra D1 read.
 */
export async function isSecondFactorRequired(
  deps: Deps,
  user: { mfaEnabled: boolean; passkeyCount: number },
  /** The policy when the request read it already (a page's one batch). */
  known?: Promise<VersionedSecurityPolicy>,
): Promise<boolean> {
  if (hasSecondFactor(user)) return false;
  return (await (known ?? getSecurityPolicy(deps))).policy.requireSecondFactor;
}

/** How many active staff have neither TOTP nor a passkey. */
export async function countStaffWithoutSecondFactor(deps: Deps): Promise<number> {
  const row = await deps.db
    .select({ n: count() })
    .from(users)
    .where(
      and(
        eq(users.isActive, true),
        eq(users.mfaEnabled, false),
        notExists(
          deps.db.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.userId, users.id)),
        ),
      ),
    )
    .get();
  return row?.n ?? 0;
}

export interface SecuritySettings extends VersionedSecurityPolicy {
  /** Active staff who would be sent to set a factor up while the policy is on. */
  staffWithoutSecondFactor: number;
}

/** `GET /api/settings/security`: the policy, its version and who lacks a second factor. */
export async function getSecuritySettings(deps: Deps): Promise<SecuritySettings> {
  const [current, staffWithoutSecondFactor] = await Promise.all([
    getSecurityPolicy(deps),
    countStaffWithoutSecondFactor(deps),
  ]);
  return { ...current, staffWithoutSecondFactor };
}

/**
 * `PUT /api/settings/security`: saves the policy if it is still at `version` (0: never saved,
 * a new install's default); else 409 and nothing changes. Audited in the same batch.
 */
export async function saveSecurityPolicy(
  deps: Deps,
  input: { policy: SecurityPolicy; version: number },
  actor: SessionUser,
): Promise<SecuritySettings> {
  const policy = SecurityPolicySchema.parse(input.policy);
  await writeVersionedSetting(deps, {
    key: SECURITY_POLICY_KEY,
    value: JSON.stringify(policy),
    version: input.version,
    actor,
    audit: { action: "settings.security.updated", details: { ...policy } },
    staleMessage: "These settings were changed by someone else. Reload them and try again.",
  });
  return getSecuritySettings(deps);
}
