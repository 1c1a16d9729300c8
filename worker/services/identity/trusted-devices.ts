import { jwtVerify, SignJWT } from "jose";
import { randomToken } from "../platform/crypto";
import type { Deps } from "../platform/deps";

// Device cookies (OWASP "Slow Down Online Guessing Attacks with Device Cookies"): a browser
// that signed in as a user holds a signed token naming that user and a random device id.
// Attempts that carry one are counted against that device's own budget, so failures from
// other browsers never lock a trusted device out.

export const DEVICE_COOKIE = "device";
/** Sent only to the sign-in and step-up routes, where attempts are counted. */
export const DEVICE_COOKIE_PATH = "/api/auth";
export const DEVICE_TOKEN_TTL_MS = 365 * 24 * 60 * 60 * 1000;
/** The users one browser is remembered for; the oldest drops out past this. */
export const MAX_DEVICE_TOKENS = 5;
/** A token is about 250 characters; anything much longer is not one of ours. */
const MAX_TOKEN_LENGTH = 600;
/** Not a base64url character, so it cannot occur inside a token. */
const SEPARATOR = "~";
const AUDIENCE = "device";

const key = (deps: Pick<Deps, "env">) => new TextEncoder().encode(deps.env.SESSION_SECRET);
const normalize = (username: string) => username.trim().toLowerCase();

/** The tokens a device cookie's value carries (at most MAX_DEVICE_TOKENS, none oversized). */
export function deviceTokensOf(cookie: string | undefined): string[] {
  if (!cookie) return [];
  return cookie
    .split(SEPARATOR)
    .filter((token) => token.length > 0 && token.length <= MAX_TOKEN_LENGTH)
    .slice(0, MAX_DEVICE_TOKENS);
}

/** A new signed device token for `username` (lower-cased) with a random device id. */
export async function issueDeviceToken(
  deps: Pick<Deps, "env">,
  username: string,
  now = new Date(),
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ did: randomToken(16) })
    .setProtectedHeader({ alg: "HS256" })
    .setAudience(AUDIENCE)
    .setSubject(normalize(username))
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + DEVICE_TOKEN_TTL_MS / 1000)
    .sign(key(deps));
}

/** The user and device a token names, or null when it is forged, expired or not a device token. */
export async function verifyDeviceToken(
  deps: Pick<Deps, "env">,
  token: string,
  now = new Date(),
): Promise<{ username: string; deviceId: string } | null> {
  try {
    const { payload } = await jwtVerify(token, key(deps), {
      algorithms: ["HS256"],
      audience: AUDIENCE,
      currentDate: now,
    });
    if (typeof payload.sub !== "string" || typeof payload.did !== "string") return null;
    return { username: payload.sub, deviceId: payload.did };
  } catch {
    return null;
  }
}

/** The id of the device whose token (among `tokens`) is valid for `username`, or null. */
export async function trustedDeviceFor(
  deps: Pick<Deps, "env">,
  tokens: readonly string[] | undefined,
  username: string,
  now = new Date(),
): Promise<string | null> {
  const wanted = normalize(username);
  for (const token of tokens ?? []) {
    const device = await verifyDeviceToken(deps, token, now);
    if (device?.username === wanted) return device.deviceId;
  }
  return null;
}

/**
 * The device cookie's value after `username` signed in: a new token for that user first,
 * then the browser's other still-valid tokens for other users, at most MAX_DEVICE_TOKENS.
 */
export async function deviceCookieAfterSignIn(
  deps: Pick<Deps, "env">,
  tokens: readonly string[] | undefined,
  username: string,
  now = new Date(),
): Promise<string> {
  const wanted = normalize(username);
  const kept: string[] = [];
  for (const token of tokens ?? []) {
    const device = await verifyDeviceToken(deps, token, now);
    if (device && device.username !== wanted) kept.push(token);
  }
  const fresh = await issueDeviceToken(deps, wanted, now);
  return [fresh, ...kept].slice(0, MAX_DEVICE_TOKENS).join(SEPARATOR);
}
