import { z } from "zod";
import { SecondFactorSchema } from "./auth";
import { plainText } from "./text";

export const REAUTH_MISSING = "Enter your password or a verification code";

/** Step-up with the account's password. */
export const ReauthPasswordSchema = z.strictObject({
  password: plainText("Password", "Password is required").min(1, "Password is required").max(256),
});

/** Step-up with a current authenticator code or a recovery code. */
export const ReauthCodeSchema = z.strictObject({ code: SecondFactorSchema });

/**
 * `POST /api/auth/reauth`: one way to prove who you are again. A union, so another way (a
 * passkey assertion, `{passkey}`) is one more member.
 */
export const ReauthSchema = z.union([ReauthPasswordSchema, ReauthCodeSchema], {
  error: REAUTH_MISSING,
});

export type ReauthInput = z.infer<typeof ReauthSchema>;
