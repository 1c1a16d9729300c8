import type * as SimpleWebAuthn from "@simplewebauthn/server";
import { base64url } from "jose";

// The WebAuthn ceremonies (@simplewebauthn/server), loaded on the first passkey request of an
// isolate, not when it starts: the library's attestation formats bring an ASN.1 and X.509
// stack whose module set-up cost every isolate ~5 ms of start-up, though few requests are
// passkey ceremonies (issue 30's start-up budget).

let library: Promise<typeof SimpleWebAuthn> | undefined;
const load = () => {
  library ??= import("@simplewebauthn/server");
  return library;
};

type Args<K extends keyof typeof SimpleWebAuthn> = (typeof SimpleWebAuthn)[K] extends (
  ...args: infer A
) => unknown
  ? A
  : never;

export const generateRegistrationOptions = async (...args: Args<"generateRegistrationOptions">) =>
  (await load()).generateRegistrationOptions(...args);

export const verifyRegistrationResponse = async (...args: Args<"verifyRegistrationResponse">) =>
  (await load()).verifyRegistrationResponse(...args);

export const generateAuthenticationOptions = async (
  ...args: Args<"generateAuthenticationOptions">
) => (await load()).generateAuthenticationOptions(...args);

export const verifyAuthenticationResponse = async (...args: Args<"verifyAuthenticationResponse">) =>
  (await load()).verifyAuthenticationResponse(...args);

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
