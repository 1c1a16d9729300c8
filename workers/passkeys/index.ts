import { WorkerEntrypoint } from "cloudflare:workers";
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";

// The WebAuthn Worker: the ceremonies of @simplewebauthn/server (options and verification),
// called over RPC through the page Worker's PASSKEYS service binding. The library brings an
// ASN.1 and X.509 stack (~320 KB) for attestation formats, which a few requests a day use;
// apart, it stays out of the Worker that every page request starts. The page Worker keeps
// everything else: challenges, credentials, sessions, the audit log. This Worker holds no
// state and reaches nothing; it has no route.

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

  override async fetch(request: Request): Promise<Response> {
    await request.body?.cancel();
    return new Response("Not found", { status: 404 });
  }
}
