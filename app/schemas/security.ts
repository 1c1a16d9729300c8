import { z } from "zod";

/** Site-wide sign-in rules, editable by admins (settings key `security`). */
export const SecurityPolicySchema = z.object({
  requireSecondFactor: z.boolean({ error: "requireSecondFactor must be true or false" }),
});

export type SecurityPolicy = z.infer<typeof SecurityPolicySchema>;

/** A new install (no stored row) requires a second factor. */
export const DEFAULT_SECURITY_POLICY: SecurityPolicy = { requireSecondFactor: true };

/**
 * `PUT /api/settings/security`: the policy and the version the admin loaded (a stale one is a
 * 409; missing means 0, a first save, which is a 409 once the row exists).
 */
export const SecurityPolicyUpdateSchema = SecurityPolicySchema.extend({
  version: z.int("Version must be a whole number").min(0).default(0),
});
