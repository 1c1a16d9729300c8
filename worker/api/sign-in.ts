import type { Context } from "hono";
import { setCookie } from "hono/cookie";
import { SIGN_IN_MAX_BYTES, SIGN_IN_TOO_LARGE_MESSAGE } from "../../app/schemas/auth";
import type { PublicUser } from "../../app/schemas/user";
import type { AppEnv } from "../env";
import { limitBody } from "../middleware/body-limit";
import { clientInfo } from "../middleware/session";
import { SESSION_ABSOLUTE_MS, SESSION_COOKIE } from "../services/identity/sessions";
import {
  DEVICE_COOKIE,
  DEVICE_COOKIE_PATH,
  DEVICE_TOKEN_TTL_MS,
  deviceCookieAfterSignIn,
} from "../services/identity/trusted-devices";

/** Every sign-in route's body bound: read before anyone is known, so kept small (413 above). */
export const signInBodyLimit = limitBody(SIGN_IN_MAX_BYTES, SIGN_IN_TOO_LARGE_MESSAGE);

/**
 * The answer of a finished sign-in (password, password and second factor, or passkey): the
 * session cookie, the device cookie that makes this browser a trusted device for the user
 * (lockout.ts), and `{token, user, requiresMFA: false}`. One helper, so every way in sets
 * the same cookies.
 *
 * @example return signInResponse(c, result);
 */
export async function signInResponse(
  c: Context<AppEnv>,
  result: { token: string; user: PublicUser },
) {
  setCookie(c, SESSION_COOKIE, result.token, {
    httpOnly: true,
    secure: true,
    sameSite: "Lax",
    path: "/",
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
  const devices = await deviceCookieAfterSignIn(
    c.var.deps,
    clientInfo(c).deviceTokens,
    result.user.username,
  );
  setCookie(c, DEVICE_COOKIE, devices, {
    httpOnly: true,
    secure: true,
    sameSite: "Strict",
    path: DEVICE_COOKIE_PATH,
    maxAge: DEVICE_TOKEN_TTL_MS / 1000,
  });
  return c.json({ token: result.token, user: result.user, requiresMFA: false as const });
}
