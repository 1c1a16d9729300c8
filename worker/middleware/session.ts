import type { Context, MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import type { AppEnv } from "../env";
import { AppError } from "../errors";
import type { ClientInfo } from "../services/identity/sessions";
import { resolveSession, SESSION_COOKIE } from "../services/identity/sessions";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The caller's address (Cloudflare sets CF-Connecting-IP) and user agent. */
export function clientInfo(c: Context<AppEnv>): ClientInfo {
  return {
    ip: c.req.header("cf-connecting-ip") ?? "unknown",
    userAgent: c.req.header("user-agent") ?? "",
  };
}

function isSameOrigin(c: Context<AppEnv>): boolean {
  const origin = c.req.header("origin");
  if (origin) return origin === new URL(c.req.url).origin;
  return c.req.header("sec-fetch-site") === "same-origin";
}

/**
 * Resolves `Authorization: Bearer <token>` or the session cookie into `c.var.user` (null when
 * absent or no longer valid). Writes authenticated by the cookie must come from this origin,
 * so another site cannot ride on a signed-in browser.
 *
 * @example app.use(loadSession)
 */
export const loadSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  const bearer = c.req.header("authorization")?.match(/^Bearer\s+(\S+)$/i)?.[1];
  const cookie = bearer ? undefined : getCookie(c, SESSION_COOKIE);
  const token = bearer ?? cookie;
  const user = token ? await resolveSession(c.var.deps, token, cookie !== undefined) : null;
  if (user?.viaCookie && !SAFE_METHODS.has(c.req.method) && !isSameOrigin(c)) {
    throw new AppError(403, "CROSS_SITE", "Cross-site request refused");
  }
  c.set("user", user);
  await next();
};
