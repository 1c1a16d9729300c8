import { eq } from "drizzle-orm";
import {
  DEFAULT_SECURITY_POLICY,
  type SecurityPolicy,
  SecurityPolicySchema,
} from "../../../app/schemas/security";
import { settings } from "../../db/schema";
import type { Deps } from "../platform/deps";

export const SECURITY_POLICY_KEY = "security";

export interface VersionedSecurityPolicy {
  policy: SecurityPolicy;
  /** 0 while the default (a new install's) is in use. */
  version: number;
}

/** The sign-in policy; a missing or unreadable row is the new-install default. */
export async function getSecurityPolicy(deps: Deps): Promise<VersionedSecurityPolicy> {
  const row = await deps.db
    .select({ value: settings.value, version: settings.version })
    .from(settings)
    .where(eq(settings.key, SECURITY_POLICY_KEY))
    .get();
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

/** Whether a user has a second factor: TOTP or at least one passkey. */
export const hasSecondFactor = (user: { mfaEnabled: boolean; passkeyCount: number }) =>
  user.mfaEnabled || user.passkeyCount > 0;
