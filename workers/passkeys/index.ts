import { WorkerEntrypoint } from "cloudflare:workers";
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode-svg";

// The second factors' Worker: the ceremonies of @simplewebauthn/server (options and
// verification) and the authenticator app's codes (otpauth: new secrets, the set-up URI and its
// QR code, checking a code), called over RPC through the page Worker's PASSKEYS service
// binding. The WebAuthn library brings an ASN.1 and X.509 stack (~320 KB) for attestation
// formats, otpauth and the QR encoder ~40 KB more, which a few requests a day use (a sign-in
// with a second factor, its set-up); apart, they stay out of the Worker that every page
// request starts. The page Worker keeps
// everything else: secrets, challenges, credentials, sessions, the audit log. This Worker
// holds no state and reaches nothing; it has no route.

/** The authenticator app's code period, in seconds. */
const TOTP_PERIOD_S = 30;

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

/** A ceremony's answer: its value, or why the library refused (a thrown Error's message). */
export type Outcome<T> = { ok: true; value: T } | { ok: false; error: string };

/** Runs one ceremony; a refusal is an answer, not an exception thrown across the binding. */
async function outcome<T>(run: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

export default class WebAuthn extends WorkerEntrypoint {
  generateRegistrationOptions(...args: Parameters<typeof generateRegistrationOptions>) {
    return outcome(() => generateRegistrationOptions(...args));
  }

  verifyRegistrationResponse(...args: Parameters<typeof verifyRegistrationResponse>) {
    return outcome(() => verifyRegistrationResponse(...args));
  }

  generateAuthenticationOptions(...args: Parameters<typeof generateAuthenticationOptions>) {
    return outcome(() => generateAuthenticationOptions(...args));
  }

  verifyAuthenticationResponse(...args: Parameters<typeof verifyAuthenticationResponse>) {
    return outcome(() => verifyAuthenticationResponse(...args));
  }

  /** A new random TOTP secret (160 bits), base32. */
  newTotpSecret(): string {
    return new Secret({ size: 20 }).base32;
  }

  /** The otpauth:// URI of `secret` for an authenticator app, and its QR code (SVG, 224 px). */
  totpEnrollment(secret: string, username: string, issuer: string): { uri: string; svg: string } {
    const uri = totp(secret, username, issuer).toString();
    const svg = new QRCode({
      content: uri,
      padding: 2,
      width: 224,
      height: 224,
      ecl: "M",
      join: true,
    });
    return { uri, svg: svg.svg() };
  }

  /**
   * The time step of `code` for `secret` at `now` (±1 step for clock drift), or null when it
   * matches none.
   */
  matchTotpStep(secret: string, code: string, now: number): number | null {
    const delta = totp(secret).validate({ token: code, timestamp: now, window: 1 });
    if (delta === null) return null;
    return Math.floor(now / 1000 / TOTP_PERIOD_S) + delta;
  }

  override async fetch(request: Request): Promise<Response> {
    await request.body?.cancel();
    return new Response("Not found", { status: 404 });
  }
}
