import { WorkerEntrypoint } from "cloudflare:workers";
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import QRCode from "qrcode-svg";

// The second factors' Worker: the ceremonies of @simplewebauthn/server (options and
// verification) and the QR code of an authenticator app's set-up, called over RPC through the
// page Worker's PASSKEYS service binding. The WebAuthn library brings an ASN.1 and X.509 stack
// (~320 KB) for attestation formats and the QR encoder ~17 KB, which a few requests a day use;
// apart, they stay out of the Worker that every page request starts. The page Worker keeps
// everything else: secrets, challenges, credentials, sessions, the audit log. This Worker
// holds no state and reaches nothing; it has no route.

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

  /** An SVG of the QR code of `content` (an otpauth:// URI), 224 px square. */
  qrCodeSvg(content: string): string {
    return new QRCode({ content, padding: 2, width: 224, height: 224, ecl: "M", join: true }).svg();
  }

  override async fetch(request: Request): Promise<Response> {
    await request.body?.cancel();
    return new Response("Not found", { status: 404 });
  }
}
