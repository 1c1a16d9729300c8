import type { Context } from "hono";
import { setCookie } from "hono/cookie";
import type { PublicUser } from "../../app/schemas/user";
import type { AppEnv } from "../env";
import { SESSION_ABSOLUTE_MS, SESSION_COOKIE } from "../services/identity/sessions";

/**
 * The answer of a finished sign-in (password, password and second factor, or passkey): the
 * session cookie and `{token, user, requiresMFA: false}`. One helper, so every way in sets
 * the same cookies.
 */
export function signInResponse(c: Context<AppEnv>, result: { token: string; user: PublicUser }) {
  setCookie(c, SESSION_COOKIE, result.token, {
    httpOnly: true,
    secure: true,
    sameSite: "Lax",
    path: "/",
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
  return c.json({ token: result.token, user: result.user, requiresMFA: false as const });
}
