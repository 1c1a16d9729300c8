import type { Context, MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { isAdminPath, normalizePagePath } from "../../app/lib/paths";
import type { AppEnv } from "../env";
import { AppError } from "../errors";
import { resolveSessionWithPageRows } from "../services/content/render-rows";
import type { ClientInfo } from "../services/identity/sessions";
import { resolveSession, SESSION_COOKIE } from "../services/identity/sessions";
import { DEVICE_COOKIE, deviceTokensOf } from "../services/identity/trusted-devices";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The caller's address (Cloudflare sets CF-Connecting-IP), user agent and device cookie
 * tokens (unverified: the lockout verifies the one for the attempt's username).
 */
export function clientInfo(c: Context<AppEnv>): ClientInfo {
  return {
    ip: c.req.header("cf-connecting-ip") ?? "unknown",
    userAgent: c.req.header("user-agent") ?? "",
    deviceTokens: deviceTokensOf(getCookie(c, DEVICE_COOKIE)),
  };
}

function isSameOrigin(c: Context<AppEnv>): boolean {
  const origin = c.req.header("origin");
  if (origin) return origin === new URL(c.req.url).origin;
  return c.req.header("sec-fetch-site") === "same-origin";
}

/**
 * The page path of a GET that React Router renders as a public page (not the API, a staff
 * page or a file such as a feed or an image), or null.
 */
function publicPagePath(c: Context<AppEnv>): string | null {
  const path = c.req.path;
  if (c.req.method !== "GET" || path === "/api" || path.startsWith("/api/")) return null;
  if (isAdminPath(path) || /\.[a-z0-9]+$/i.test(path)) return null;
  return normalizePagePath(path);
}

/**
 * Resolves `Authorization: Bearer <token>` or the session cookie into `c.var.user` (null when
 * absent or no longer valid). Writes authenticated by the cookie must come from this origin,
 * so another site cannot ride on a signed-in browser. A public page GET reads its session in
 * one batch with the page's rows (`c.var.pageRows`).
 *
 * @example app.use(loadSession)
 */
export const loadSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  const bearer = c.req.header("authorization")?.match(/^Bearer\s+(\S+)$/i)?.[1];
  const cookie = bearer ? undefined : getCookie(c, SESSION_COOKIE);
  const token = bearer ?? cookie;
  const viaCookie = cookie !== undefined;
  const pagePath = token ? publicPagePath(c) : null;
  let user = null;
  if (token && pagePath) {
    const read = await resolveSessionWithPageRows(c.var.deps, token, viaCookie, pagePath);
    user = read.user;
    if (read.pageRows) c.set("pageRows", read.pageRows);
  } else if (token) {
    user = await resolveSession(c.var.deps, token, viaCookie);
  }
  if (user?.viaCookie && !SAFE_METHODS.has(c.req.method) && !isSameOrigin(c)) {
    throw new AppError(403, "CROSS_SITE", "Cross-site request refused");
  }
  c.set("user", user);
  await next();
};
