import { randomBytes, sha256Hex } from "../platform/crypto";
import type { Deps } from "../platform/deps";
import { totpService } from "./webauthn";

// The authenticator app's codes are otpauth's, run in the second factors' Worker
// (workers/passkeys/, over RPC): a few requests a day need them, and the library and the QR
// encoder stay out of the Worker every page request starts.

/** A user's authenticator-app columns as they are with no app set up (disable, reset). */
export const TOTP_OFF = {
  mfaEnabled: false,
  mfaSecret: null,
  mfaPendingSecret: null,
  mfaLastStep: null,
} as const;
export const RECOVERY_CODE_COUNT = 10;
const BASE32 = "abcdefghijklmnopqrstuvwxyz234567";

/** A new random TOTP secret (160 bits), base32. */
export function generateTotpSecret(deps: Pick<Deps, "env">): Promise<string> {
  return totpService(deps).newTotpSecret();
}

/** The otpauth:// URI and its QR code as an SVG data URL. */
export async function totpEnrollment(
  deps: Pick<Deps, "env">,
  secret: string,
  username: string,
  issuer: string,
) {
  const { uri, svg } = await totpService(deps).totpEnrollment(secret, username, issuer);
  return { uri, qrCode: `data:image/svg+xml;base64,${btoa(svg)}` };
}

/**
 * The time step of a valid code (±1 step for clock drift), or null. Callers refuse a step at
 * or below the last one accepted, so each code works once.
 */
export function matchTotpStep(
  deps: Pick<Deps, "env">,
  secret: string,
  code: string,
  now = Date.now(),
): Promise<number | null> {
  return totpService(deps).matchTotpStep(secret, code, now);
}

export function formatRecoveryCode(raw: string): string {
  return `${raw.slice(0, 5)}-${raw.slice(5, 10)}`;
}

export function normalizeRecoveryCode(code: string): string {
  return code.trim().toLowerCase().replace("-", "");
}

/** Ten fresh one-time codes, shown once, and the hashes that are stored. */
export async function generateRecoveryCodes() {
  const codes: string[] = [];
  for (let i = 0; i < RECOVERY_CODE_COUNT; i++) {
    const bytes = randomBytes(10);
    codes.push(formatRecoveryCode([...bytes].map((b) => BASE32[b % 32]).join("")));
  }
  const hashes = await Promise.all(codes.map((code) => sha256Hex(normalizeRecoveryCode(code))));
  return { codes, hashes };
}
