import {
  type AuthenticationResponseJSON,
  browserSupportsWebAuthn,
  browserSupportsWebAuthnAutofill,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  startRegistration,
  WebAuthnAbortService,
} from "@simplewebauthn/browser";
import type { PasskeyView } from "~/schemas/passkey";
import type { PublicUser } from "~/schemas/user";
import { ApiError, apiRequest } from "./api";
import { describeUserAgent } from "./user-agent";

// The browser's side of passkeys: ask the API for options, let the browser (and the
// authenticator) answer, send the answer back. Every call goes through apiRequest.

export const PASSKEY_CANCELLED_MESSAGE =
  "The passkey prompt was closed. Nothing was changed; try again when you are ready.";

/** Whether this browser can use passkeys at all (false during server rendering). */
export const passkeysSupported = () => typeof window !== "undefined" && browserSupportsWebAuthn();

/** Whether the browser offers passkeys in the username field's autofill. */
export const passkeyAutofillSupported = async () =>
  typeof window !== "undefined" && browserSupportsWebAuthnAutofill();

/** Stops a pending passkey request (the autofill one) when its form goes away. */
export const cancelPasskeyRequest = () => WebAuthnAbortService.cancelCeremony();

/** Whether an error is the user closing (or the page replacing) the browser's prompt. */
export function isPasskeyCancelled(error: unknown): boolean {
  const name = error instanceof Error ? error.name : "";
  const code = (error as { code?: string } | null)?.code ?? "";
  return (
    name === "NotAllowedError" ||
    name === "AbortError" ||
    code === "ERROR_CEREMONY_ABORTED" ||
    code === "ERROR_PASSKEY_AUTOFILL_NOT_SUPPORTED"
  );
}

/** What to tell the user about a failed passkey step: calm for a cancel, the API's text else. */
export function passkeyErrorText(error: unknown, fallback: string): string {
  if (isPasskeyCancelled(error)) return PASSKEY_CANCELLED_MESSAGE;
  if (error instanceof ApiError) return error.message || fallback;
  if (error instanceof Error && error.name === "InvalidStateError") {
    return "This passkey is already registered here.";
  }
  return fallback;
}

/** A name for a new passkey from the browser and system, e.g. "Chrome on Linux". */
export const defaultPasskeyName = () => describeUserAgent(globalThis.navigator?.userAgent);

/** A passkey's answer to a fresh sign-in challenge (also the second factor after a password). */
export async function passkeyAssertion(
  options: { autofill?: boolean } = {},
): Promise<AuthenticationResponseJSON> {
  const optionsJSON = await apiRequest<PublicKeyCredentialRequestOptionsJSON>(
    "/api/auth/passkeys/login/options",
    { method: "POST", redirectOnAuthError: false },
  );
  return startAuthentication({ optionsJSON, useBrowserAutofill: options.autofill ?? false });
}

/** Signs in with the passkey the browser answered with. */
const verifyPasskeySignIn = (response: AuthenticationResponseJSON) =>
  apiRequest<{ token: string; user: PublicUser; requiresMFA: false }>(
    "/api/auth/passkeys/login/verify",
    { method: "POST", body: { response }, redirectOnAuthError: false },
  );

/** Signs in with a passkey alone (the button): every failed step is the user's to see. */
export async function signInWithPasskey() {
  return verifyPasskeySignIn(await passkeyAssertion());
}

/**
 * Signs in through the username field's passkey autofill. It runs in the background while the
 * form is shown, so anything that ends it before the user picks a passkey (no challenge from
 * the server, the browser giving up, the form going away) is null, not an error the user
 * caused; only a passkey the user picked and the server then refused throws.
 */
export async function signInWithPasskeyAutofill() {
  let response: AuthenticationResponseJSON;
  try {
    response = await passkeyAssertion({ autofill: true });
  } catch {
    return null;
  }
  return verifyPasskeySignIn(response);
}

/** Confirms it's you with one of your passkeys (step-up), opening the 10-minute window. */
export async function confirmWithPasskey() {
  const optionsJSON = await apiRequest<PublicKeyCredentialRequestOptionsJSON>(
    "/api/auth/passkeys/reauth/options",
    { method: "POST", redirectOnAuthError: false },
  );
  const passkey = await startAuthentication({ optionsJSON });
  return apiRequest<{ success: true }>("/api/auth/reauth", {
    method: "POST",
    body: { passkey },
    redirectOnAuthError: false,
  });
}

/** Creates a passkey on this device and stores it under `name`. */
export async function createPasskey(name: string) {
  const optionsJSON = await apiRequest<PublicKeyCredentialCreationOptionsJSON>(
    "/api/auth/passkeys/register/options",
    { method: "POST" },
  );
  const response = await startRegistration({ optionsJSON });
  return apiRequest<{ passkey: PasskeyView; recoveryCodes?: string[] }>(
    "/api/auth/passkeys/register/verify",
    { method: "POST", body: { response, name } },
  );
}
