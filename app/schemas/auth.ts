import { z } from "zod";
import { AuthenticationResponseSchema } from "./passkey";
import { plainText } from "./text";
import { PasswordSchema } from "./user";

const LOGIN_REQUIRED = "Username and password are required";
export const MFA_CODE_MESSAGE = "Please enter a 6-digit verification code";

export const MfaCodeSchema = plainText("Code", MFA_CODE_MESSAGE).regex(/^\d{6}$/, MFA_CODE_MESSAGE);

/** Ten characters of base32, shown as "abcde-fghij". */
export const RECOVERY_CODE_PATTERN = /^[a-z2-7]{5}-?[a-z2-7]{5}$/i;

/** A current authenticator code, or one of the recovery codes. */
export const SecondFactorSchema = plainText("Code", MFA_CODE_MESSAGE)
  .trim()
  .refine((value) => /^\d{6}$/.test(value) || RECOVERY_CODE_PATTERN.test(value), MFA_CODE_MESSAGE);

export const LoginSchema = z.object({
  username: plainText("Username", LOGIN_REQUIRED).trim().min(1, LOGIN_REQUIRED).max(64),
  password: plainText("Password", LOGIN_REQUIRED).min(1, LOGIN_REQUIRED).max(256),
  mfaCode: z
    .union([z.literal(""), SecondFactorSchema])
    .optional()
    .transform((value) => (value ? value : undefined)),
  /** A passkey's answer to a login/options challenge, instead of a code. */
  passkey: AuthenticationResponseSchema.optional(),
});

export const VerifyMfaSchema = z.object({
  secret: plainText("Secret", "Start MFA set-up first").min(16, "Start MFA set-up first").max(128),
  code: MfaCodeSchema,
});

export const DisableMfaSchema = z.object({
  password: plainText("Password", "Password is required").min(1, "Password is required"),
  code: SecondFactorSchema,
});

export const RegenerateRecoveryCodesSchema = z.object({
  password: plainText("Password", "Password is required").min(1, "Password is required"),
});

export const ChangePasswordSchema = z.object({
  currentPassword: plainText("Current password", "Current password is required").min(
    1,
    "Current password is required",
  ),
  newPassword: PasswordSchema,
});

export type LoginInput = z.infer<typeof LoginSchema>;

/**
 * The largest sign-in body (password, second factor or passkey answer) the Worker reads: far
 * more than any real sign-in needs; a larger one is refused unread (413).
 */
export const SIGN_IN_MAX_BYTES = 64 * 1024;
export const SIGN_IN_TOO_LARGE_MESSAGE = "The sign-in request is too large.";
