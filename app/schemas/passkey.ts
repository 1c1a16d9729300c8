import { z } from "zod";
import { plainText } from "./text";

export const PASSKEY_NAME_MAX = 60;
const NAME_REQUIRED = "Name your passkey";
const RESPONSE_INVALID = "The passkey answer is not valid. Try again.";

export const PasskeyNameSchema = plainText("Name", NAME_REQUIRED)
  .trim()
  .min(1, NAME_REQUIRED)
  .max(PASSKEY_NAME_MAX, `Passkey names are at most ${PASSKEY_NAME_MAX} characters`);

/** base64url, as WebAuthn JSON carries binary values. */
const b64url = z
  .string(RESPONSE_INVALID)
  .min(1, RESPONSE_INVALID)
  .max(16_384, RESPONSE_INVALID)
  .regex(/^[A-Za-z0-9_-]+={0,2}$/, RESPONSE_INVALID);

const credentialFields = {
  id: b64url,
  rawId: b64url,
  type: z.literal("public-key", RESPONSE_INVALID),
  clientExtensionResults: z.record(z.string(), z.unknown(), RESPONSE_INVALID).default({}),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional().catch(undefined),
};

const TRANSPORTS = ["ble", "cable", "hybrid", "internal", "nfc", "smart-card", "usb"] as const;

/** What the browser's navigator.credentials.create answers, as @simplewebauthn/browser sends it. */
export const RegistrationResponseSchema = z.object(
  {
    ...credentialFields,
    response: z.object(
      {
        clientDataJSON: b64url,
        attestationObject: b64url,
        transports: z
          .array(z.string())
          .max(10)
          .optional()
          .transform((list) =>
            list?.filter((t): t is (typeof TRANSPORTS)[number] =>
              (TRANSPORTS as readonly string[]).includes(t),
            ),
          ),
      },
      RESPONSE_INVALID,
    ),
  },
  RESPONSE_INVALID,
);

/** What navigator.credentials.get answers (a signed assertion). */
export const AuthenticationResponseSchema = z.object(
  {
    ...credentialFields,
    response: z.object(
      {
        clientDataJSON: b64url,
        authenticatorData: b64url,
        signature: b64url,
        userHandle: b64url.optional(),
      },
      RESPONSE_INVALID,
    ),
  },
  RESPONSE_INVALID,
);

export const RegisterPasskeySchema = z.object({
  response: RegistrationResponseSchema,
  name: PasskeyNameSchema,
});

export const PasskeyLoginSchema = z.object({ response: AuthenticationResponseSchema });

/** A rename carries the version the list showed; a stale or missing one answers 409. */
export const RenamePasskeySchema = z.object({
  name: PasskeyNameSchema,
  version: z.int("Version must be a whole number").min(0).optional(),
});

export type RegistrationResponse = z.infer<typeof RegistrationResponseSchema>;
export type AuthenticationResponse = z.infer<typeof AuthenticationResponseSchema>;

/** A passkey as its owner sees it (never the key). */
export interface PasskeyView {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  deviceType: "singleDevice" | "multiDevice" | null;
  backedUp: boolean;
  version: number;
}

/** The second factors a user can finish a password sign-in with. */
export type SecondFactorMethod = "totp" | "passkey";
