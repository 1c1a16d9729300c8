import type { Context, MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";
import { isAdminPath } from "../../app/lib/paths";
import {
  type Access,
  API_ACCESS,
  needsStepUp,
  roleSatisfies,
  SECOND_FACTOR_SETUP_ROUTES,
} from "../api/access";
import type { AppEnv } from "../env";
import { AppError, forbidden, unauthorized } from "../errors";
import {
  isSecondFactorRequired,
  SECOND_FACTOR_REQUIRED_MESSAGE,
} from "../services/identity/security-policy";
import type { SessionUser } from "../services/identity/session-user";
import { requireRecentAuth } from "../services/identity/step-up";

/**
 * Throws unless the request's user satisfies `access`: 401 without a valid session, 403 for a
 * role below the one required.
 *
 * @example const user = requireRole(c, "editor");
 */
export function requireRole(c: Context<AppEnv>, access: Exclude<Access, "public">): SessionUser {
  const user = c.var.user;
  if (!user) throw unauthorized("Session expired. Please log in again.");
  if (!roleSatisfies(user.role, access)) {
    throw forbidden("Access denied. Your role does not allow this.");
  }
  return user;
}

/**
 * The signed-in user of a route that API_ACCESS already guards; 401 if there is none.
 *
 * @example const actor = currentUser(c);
 */
export function currentUser(c: Context<AppEnv>): SessionUser {
  return requireRole(c, "signed-in");
}

/** The "METHOD /api/path" key of the route that will answer this request, if any. */
export function routeKey(c: Context<AppEnv>): string | null {
  const method = c.req.method === "HEAD" ? "GET" : c.req.method;
  const route = matchedRoutes(c).find((r) => r.method === method && r.path.startsWith("/api/"));
  return route ? `${method} ${route.path}` : null;
}

/**
 * Enforces API_ACCESS for every `/api` route before its handler runs. A route missing from
 * the table is refused (and test/identity/access.test.ts fails), so none can ship without a rule.
 * A route that STEP_UP marks (a change that grants or removes access) also needs a sign-in from
 * the last 10 minutes: 403 REAUTH_REQUIRED before its body is read, whatever it holds.
 *
 * @example api.use(enforceAccess)
 */
export const enforceAccess: MiddlewareHandler<AppEnv> = async (c, next) => {
  const key = routeKey(c);
  if (key === null) return next(); // no such route: the API's 404 answers
  const access: Access | undefined = (API_ACCESS as Record<string, Access>)[key];
  if (access === undefined) {
    throw new AppError(403, "NO_ACCESS_RULE", `No access rule for ${key}`);
  }
  if (access !== "public") {
    const user = requireRole(c, access);
    if (!SECOND_FACTOR_SETUP_ROUTES.has(key) && (await secondFactorRequired(c))) {
      throw new AppError(403, "SECOND_FACTOR_REQUIRED", SECOND_FACTOR_REQUIRED_MESSAGE);
    }
    if (needsStepUp(key)) requireRecentAuth(user);
  }
  await next();
};

/**
 * Whether the request's user must set up a second factor first (the policy is on and they
 * have none). Read once per request, and from D1 only for a user without a factor.
 *
 * @example if (await secondFactorRequired(c)) …
 */
export async function secondFactorRequired(c: Context<AppEnv>): Promise<boolean> {
  const user = c.var.user;
  if (!user) return false;
  if (c.var.secondFactorRequired === undefined) {
    const known = c.var.pageRows?.securityPolicy;
    c.set("secondFactorRequired", await isSecondFactorRequired(c.var.deps, user, known));
  }
  return c.var.secondFactorRequired ?? false;
}

/**
 * The policy for pages: a user who must set up a second factor keeps their session on the
 * admin's routes (`/admin…`), whose loaders send them to the set-up screen at /admin
 * (requireStaff); edit mode sends them there, and public pages treat them as a visitor (no
 * draft previews, no staff bar). React Router's data requests (`….data`) count as their page.
 *
 * @example app.use(enforceSecondFactorOnPages)
 */
export const enforceSecondFactorOnPages: MiddlewareHandler<AppEnv> = async (c, next) => {
  const path = c.req.path;
  const isApi = path === "/api" || path.startsWith("/api/");
  if (isApi || !c.var.user || !(await secondFactorRequired(c))) return next();
  const isData = path.endsWith(".data");
  const pagePath = isData ? path.slice(0, -".data".length) : path;
  if (pagePath === "/admin" || pagePath.startsWith("/admin/")) return next();
  if (isAdminPath(pagePath) && !isData && (c.req.method === "GET" || c.req.method === "HEAD")) {
    return c.redirect("/admin", 303);
  }
  c.set("user", null);
  await next();
  // Rendered as a visitor's page, but for a signed-in browser: still kept out of caches.
  if (c.res.headers.get("content-type")?.startsWith("text/html")) {
    c.res.headers.set("cache-control", "no-store");
  }
};
