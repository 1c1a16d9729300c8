import { z } from "zod";

/** Site-wide sign-in rules, editable by admins (settings key `security`). */
export const SecurityPolicySchema = z.object({
  requireSecondFactor: z.boolean({ error: "requireSecondFactor must be true or false" }),
});

export type SecurityPolicy = z.infer<typeof SecurityPolicySchema>;

/** A new install (no stored row) requires a second factor. */
export const DEFAULT_SECURITY_POLICY: SecurityPolicy = { requireSecondFactor: true };
