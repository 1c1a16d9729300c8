import type * as SimpleWebAuthn from "@simplewebauthn/server";
import { base64url } from "jose";
import type { Deps } from "../platform/deps";

// The WebAuthn ceremonies (@simplewebauthn/server) run in the WebAuthn Worker
// (workers/passkeys/), reached over RPC through the PASSKEYS service binding: the library's
// ASN.1 and X.509 stack (~320 KB, for attestation formats) stays out of the page Worker that
// every request starts. Arguments and answers are plain data (strings, numbers, byte arrays).

type Library = typeof SimpleWebAuthn;
type Ceremony =
  | "generateRegistrationOptions"
  | "verifyRegistrationResponse"
  | "generateAuthenticationOptions"
  | "verifyAuthenticationResponse";

type Outcome<T> = { ok: true; value: T } | { ok: false; error: string };

/** What the WebAuthn Worker answers over RPC: each ceremony's value, or why it refused. */
type WebAuthnService = {
  [K in Ceremony]: (
    ...args: Parameters<Library[K]>
  ) => Promise<Outcome<Awaited<ReturnType<Library[K]>>>>;
} & {
  newTotpSecret(): Promise<string>;
  totpEnrollment(
    secret: string,
    username: string,
    issuer: string,
  ): Promise<{ uri: string; svg: string }>;
  matchTotpStep(secret: string, code: string, now: number): Promise<number | null>;
};

// The binding's generated type is a plain Fetcher; its RPC methods are the Worker's class.
const service = (deps: Pick<Deps, "env">) => deps.env.PASSKEYS as unknown as WebAuthnService;

/** A ceremony's value, or the library's refusal thrown here (as the library itself throws). */
async function unwrap<T>(answer: Promise<Outcome<T>>): Promise<T> {
  const outcome = await answer;
  if (!outcome.ok) throw new Error(outcome.error);
  return outcome.value;
}

export const generateRegistrationOptions = (
  deps: Pick<Deps, "env">,
  ...args: Parameters<Library["generateRegistrationOptions"]>
) => unwrap(service(deps).generateRegistrationOptions(...args));

export const verifyRegistrationResponse = (
  deps: Pick<Deps, "env">,
  ...args: Parameters<Library["verifyRegistrationResponse"]>
) => unwrap(service(deps).verifyRegistrationResponse(...args));

export const generateAuthenticationOptions = (
  deps: Pick<Deps, "env">,
  ...args: Parameters<Library["generateAuthenticationOptions"]>
) => unwrap(service(deps).generateAuthenticationOptions(...args));

export const verifyAuthenticationResponse = (
  deps: Pick<Deps, "env">,
  ...args: Parameters<Library["verifyAuthenticationResponse"]>
) => unwrap(service(deps).verifyAuthenticationResponse(...args));

/** Bytes as unpadded base64url (how credential ids, keys and user handles travel). */
export const toBase64Url = (bytes: Uint8Array): string => base64url.encode(bytes);

/** Unpadded base64url back to bytes; throws on anything else. */
export const fromBase64Url = (text: string): Uint8Array<ArrayBuffer> =>
  Uint8Array.from(base64url.decode(text));

/** The `challenge` a browser signed, from a ceremony's base64url `clientDataJSON`. */
export function clientDataChallenge(clientDataJSON: string): unknown {
  const data: unknown = JSON.parse(new TextDecoder().decode(fromBase64Url(clientDataJSON)));
  return typeof data === "object" && data !== null ? Reflect.get(data, "challenge") : undefined;
}

/** The authenticator app's side, in the same Worker (otpauth and the QR encoder live there). */
export const totpService = (deps: Pick<Deps, "env">) => {
  const worker = service(deps);
  return {
    newTotpSecret: () => worker.newTotpSecret(),
    totpEnrollment: (secret: string, username: string, issuer: string) =>
      worker.totpEnrollment(secret, username, issuer),
    matchTotpStep: (secret: string, code: string, now: number) =>
      worker.matchTotpStep(secret, code, now),
  };
};
