import { Secret, TOTP } from "otpauth";
import { randomBytes, sha256Hex } from "../platform/crypto";
import type { Deps } from "../platform/deps";
import { qrCodeSvg } from "./webauthn";

export const TOTP_PERIOD_S = 30;

/** A user's authenticator-app columns as they are with no app set up (disable, reset). */
export const TOTP_OFF = {
  mfaEnabled: false,
  mfaSecret: null,
  mfaPendingSecret: null,
  mfaLastStep: null,
} as const;
export const RECOVERY_CODE_COUNT = 10;
const BASE32 = "abcdefghijklmnopqrstuvwxyz234567";

function totp(secret: string, label = "user", issuer = "Admin") {
  return new TOTP({
    issuer,
    label,
    algorithm: "SHA1",
    digits: 6,
    period: TOTP_PERIOD_S,
    secret: Secret.fromBase32(secret),
  });
}

/** A new random TOTP secret (160 bits), base32. */
export function generateTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/**
 * The otpauth:// URI and its QR code as an SVG data URL (drawn in the second factors' Worker,
 * workers/passkeys/, so the QR encoder stays out of the page Worker).
 */
export async function totpEnrollment(
  deps: Pick<Deps, "env">,
  secret: string,
  username: string,
  issuer: string,
) {
  const uri = totp(secret, username, issuer).toString();
  const svg = await qrCodeSvg(deps, uri);
  return { uri, qrCode: `data:image/svg+xml;base64,${btoa(svg)}` };
}

/**
 * The time step of a valid code (±1 step for clock drift), or null. Callers refuse a step at
 * or below the last one accepted, so each code works once.
 */
export function matchTotpStep(secret: string, code: string, now = Date.now()): number | null {
  const delta = totp(secret).validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return null;
  return Math.floor(now / 1000 / TOTP_PERIOD_S) + delta;
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
