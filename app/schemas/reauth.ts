import { z } from "zod";
import { SecondFactorSchema } from "./auth";
import { AuthenticationResponseSchema } from "./passkey";
import { plainText } from "./text";

export const REAUTH_MISSING = "Enter your password or a verification code";

/** Step-up with the account's password. */
export const ReauthPasswordSchema = z.strictObject({
  password: plainText("Password", "Password is required").min(1, "Password is required").max(256),
});

/** Step-up with a current authenticator code or a recovery code. */
export const ReauthCodeSchema = z.strictObject({ code: SecondFactorSchema });

/** Step-up with one of the user's passkeys: its answer to a /passkeys/reauth/options challenge. */
export const ReauthPasskeySchema = z.strictObject({ passkey: AuthenticationResponseSchema });

/** `POST /api/auth/reauth`: one way to prove who you are again. */
export const ReauthSchema = z.union([ReauthPasswordSchema, ReauthCodeSchema, ReauthPasskeySchema], {
  error: REAUTH_MISSING,
});

export type ReauthInput = z.infer<typeof ReauthSchema>;
