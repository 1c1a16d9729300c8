import { z } from "zod";
import { ROLE_OPTIONS, type RoleOption } from "./roles";
import { plainText } from "./text";

export {
  type CurrentUser,
  ROLE_DESCRIPTIONS,
  ROLE_LABELS,
  ROLE_OPTIONS,
  ROLE_RANK,
  type RoleOption,
  roleAtLeast,
} from "./roles";

const REQUIRED = "Username and password are required";

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;

/** The spec's password rule, shared by forms and the API. */
export const PasswordSchema = plainText("Password", REQUIRED)
  .min(1, REQUIRED)
  .min(PASSWORD_MIN, "Password must be at least 6 characters long")
  .max(PASSWORD_MAX, "Password must be at most 128 characters long");

export const UsernameSchema = plainText("Username", REQUIRED)
  .trim()
  .min(1, REQUIRED)
  .regex(
    /^[A-Za-z0-9._-]{3,32}$/,
    "Username must be 3 to 32 letters, digits, dots, dashes or underscores",
  );

/** A staff member's address for review and mention mail; "" for none. */
export const StaffEmailSchema = z
  .string("Email must be an email address")
  .trim()
  .max(254, "Email must be at most 254 characters")
  .pipe(z.union([z.literal(""), z.email("Enter a valid email address")]));

export const CreateUserSchema = z.object({
  username: UsernameSchema,
  password: PasswordSchema,
  role: z.enum(ROLE_OPTIONS, { error: "Role must be admin, editor or author" }).default("admin"),
  email: StaffEmailSchema.optional(),
});

export const UpdateUserSchema = z
  .object({
    role: z.enum(ROLE_OPTIONS, { error: "Role must be admin, editor or author" }).optional(),
    isActive: z.boolean({ error: "isActive must be true or false" }).optional(),
    email: StaffEmailSchema.optional(),
    /**
     * The user's version the screen showed; a stale or missing one answers 409 (optional
     * here so that a missing one is the service's 409, not a 400).
     */
    version: z.number({ error: "version must be a number" }).int().min(1).optional(),
  })
  .refine(
    (value) =>
      value.role !== undefined || value.isActive !== undefined || value.email !== undefined,
    { error: "Nothing to change: send role, isActive or email" },
  );

export const ResetPasswordSchema = z.object({ password: PasswordSchema });

/** POST /api/users/:id/reset-mfa: the version the admin saw (missing: the service's 409). */
export const ResetSecondFactorSchema = z.object({
  version: z.number({ error: "version must be a number" }).int().min(1).optional(),
});

/** An administrator resetting their own second factor is sent to Settings. */
export const OWN_SECOND_FACTOR_MESSAGE = "Use Settings to change your own second factor";

/** An administrator's reset is for others: their own password changes in Settings, with the current one. */
export const OWN_PASSWORD_MESSAGE = "Use Settings to change your own password";

/** A user as the API shows it: never a hash, secret or recovery code. */
export interface PublicUser {
  id: string;
  username: string;
  role: RoleOption;
  /** Where review and mention mail goes; null for none. */
  email: string | null;
  isActive: boolean;
  mfaEnabled: boolean;
  /** How many passkeys the user has registered. */
  passkeyCount: number;
  createdAt: string;
  lastLogin: string | null;
  /** Changes with each role or status change; an update sends the one it read. */
  version: number;
}

/** A user update whose version is not the stored one (or is missing): 409. */
export const STALE_USER_MESSAGE =
  "This user was changed by someone else since you loaded the list. Reload to see their changes; nothing was overwritten.";

export type CreateUserInput = z.infer<typeof CreateUserSchema>;
export type UpdateUserInput = z.infer<typeof UpdateUserSchema>;
export type ResetSecondFactorInput = z.infer<typeof ResetSecondFactorSchema>;
