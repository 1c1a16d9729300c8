import { roleAtLeast } from "../../app/schemas/user";
import type { Role } from "../db/schema";

/**
 * Who may call a route: anyone, any signed-in user, or a minimum role
 * (admin > editor > author). Ownership rules (an author's own posts) live in the services.
 */
export type Access = "public" | "signed-in" | Role;

/**
 * Every `/api` route and its rule, in one place. The access middleware refuses any route that
 * is missing here, and test/identity/access.test.ts fails for a route without a rule or a rule
 * without a route. Keys are "METHOD /api/path" with Hono's `:param` placeholders.
 */
export const API_ACCESS = {
  "GET /api/health": "public",

  "POST /api/auth/login": "public",
  "GET /api/auth/verify": "signed-in",
  "POST /api/auth/logout": "signed-in",
  "POST /api/auth/reauth": "signed-in",
  "POST /api/auth/passkeys/reauth/options": "signed-in",
  "POST /api/auth/setup-mfa": "signed-in",
  "POST /api/auth/verify-mfa": "signed-in",
  "POST /api/auth/disable-mfa": "signed-in",
  "GET /api/auth/recovery-codes": "signed-in",
  "POST /api/auth/recovery-codes": "signed-in",
  "PUT /api/auth/password": "signed-in",
  "GET /api/auth/sessions": "signed-in",
  "DELETE /api/auth/sessions/:id": "signed-in",
  "GET /api/auth/passkeys": "signed-in",
  "POST /api/auth/passkeys/register/options": "signed-in",
  "POST /api/auth/passkeys/register/verify": "signed-in",
  "PATCH /api/auth/passkeys/:id": "signed-in",
  "DELETE /api/auth/passkeys/:id": "signed-in",
  "POST /api/auth/passkeys/login/options": "public",
  "POST /api/auth/passkeys/login/verify": "public",

  "GET /api/users": "admin",
  "POST /api/users": "admin",
  "PATCH /api/users/:id": "admin",
  "PUT /api/users/:id/password": "admin",
  "POST /api/users/:id/reset-mfa": "admin",
  "DELETE /api/users/:id": "admin",

  "GET /api/sitemap/stats": "editor",
  "GET /api/pages": "editor",
  "POST /api/pages/duplicate": "editor",
  "GET /api/pages/settings": "editor",
  "PUT /api/pages/settings": "editor",
  "POST /api/pages/settings/changes/:id/revert": "editor",
  "GET /api/leads": "editor",
  "GET /api/leads/count": "editor",
  "GET /api/leads/export.csv": "editor",
  "PATCH /api/leads/:id": "editor",
  "DELETE /api/leads/:id": "editor",
  "GET /api/analytics/summary": "editor",
  "GET /api/analytics/pages": "editor",
  "GET /api/analytics/sources": "editor",
  "GET /api/analytics/page": "editor",
  "GET /api/analytics/export.csv": "editor",
  "GET /api/redirects": "editor",
  "POST /api/redirects": "editor",
  "GET /api/redirects/export.csv": "editor",
  "POST /api/redirects/import": "editor",
  "GET /api/redirects/link-fixes": "editor",
  "POST /api/redirects/link-fixes": "editor",
  "PUT /api/redirects/:id": "editor",
  "DELETE /api/redirects/:id": "editor",
  "GET /api/not-found": "editor",
  // Share links: authors for their own posts (the service checks), editors and admins all.
  "POST /api/previews": "author",
  "POST /api/live/tickets": "author",
  "GET /api/previews": "author",
  "DELETE /api/previews/:id": "author",
  // Reviews: authors submit and follow their own; approving is for editors and admins.
  "GET /api/reviews": "author",
  "POST /api/reviews": "author",
  "POST /api/reviews/:id/approve": "editor",
  "POST /api/reviews/:id/request-changes": "editor",
  // Comments on drafts: authors on their own posts (the service checks), editors and admins all.
  "GET /api/comments": "author",
  "POST /api/comments": "author",
  "PATCH /api/comments/:id": "author",
  "POST /api/not-found/:id/dismiss": "editor",
  "GET /api/settings/site": "editor",
  "PUT /api/settings/site": "admin",
  "GET /api/settings/security": "admin",
  "PUT /api/settings/security": "admin",

  "GET /api/blogs": "author",
  "POST /api/blogs": "author",
  "PUT /api/blogs/:id": "author",
  "DELETE /api/blogs/:id": "author",
  "DELETE /api/blogs/:id/schedule": "author",
  "DELETE /api/blogs/:id/changes": "author",
  "GET /api/public/blog/:slug": "public",
  "POST /api/create-test-data": "editor",
  "POST /api/images": "author",
  "GET /api/media": "author",
  "PATCH /api/media/:key": "author",
  "DELETE /api/media/:key": "editor",
  "GET /api/templates": "editor",
  "POST /api/templates/create-page": "editor",
  "GET /api/sections": "author",
  "GET /api/inline-content/get": "public",
  "POST /api/inline-content/save": "editor",
  "POST /api/inline-content/publish": "editor",
  "POST /api/inline-content/schedule/cancel": "editor",
  "DELETE /api/inline-content/delete": "editor",
  "GET /api/inline-content/revisions": "editor",
  "POST /api/inline-content/restore": "editor",

  "GET /api/seo-config": "admin",
  "POST /api/seo-config": "admin",
  "POST /api/test-seo-api": "admin",
  "GET /api/pagespeed": "editor",
  "GET /api/github-config": "admin",
  "POST /api/github-config": "admin",
  "DELETE /api/github-config": "admin",
  "POST /api/test-github-connection": "admin",
  "GET /api/ai-seo/provider": "editor",
  "POST /api/ai-seo/analyze": "editor",
  "POST /api/ai-seo/generate": "editor",
  "GET /api/ai-seo/research": "editor",
  "GET /api/ai-seo/optimize": "editor",
  "POST /api/ai-seo/auto-blog": "editor",

  "POST /api/ai-seo/deploy-optimizations": "editor",
  "GET /api/seo/pages": "editor",
  "GET /api/seo/deploys": "editor",
  "POST /api/seo/deploys": "editor",
  "POST /api/seo/deploys/:id/revert": "editor",
  "GET /api/seo/health": "editor",
  "GET /api/seo/structured-data/:kind": "editor",
  "GET /api/seo/social": "editor",
  "POST /api/seo/performance": "editor",

  "GET /api/seo-proxy": "editor",
  "POST /api/seo-analyze": "editor",
  "GET /api/seo-analyze/:id": "editor",
  "POST /api/ai-seo/analyze-sitemap": "editor",
  "GET /api/ai-seo/analyze-sitemap/:id": "editor",
  "GET /api/seo/crawls": "editor",
  "POST /api/seo/crawls": "editor",
  "GET /api/seo/crawls/:id": "editor",
  "GET /api/seo/crawls/:id/page": "editor",
} as const satisfies Record<string, Access>;

export type ApiRouteKey = keyof typeof API_ACCESS;

type RouteAccess = typeof API_ACCESS;

/** Every route that may change something for a signed-in caller (all but GETs and public routes). */
type SignedInWriteRoute = {
  [K in ApiRouteKey]: K extends `GET ${string}`
    ? never
    : RouteAccess[K] extends "public"
      ? never
      : K;
}[ApiRouteKey];

/**
 * Step-up, declared once per route: `true` for every change that grants or removes access (who
 * may sign in, how, with which role; the sign-in policy; the keys this site uses elsewhere),
 * which then answers 403 REAUTH_REQUIRED unless the session proved who they are in the last 10
 * minutes (requireRecentAuth, checked by enforceAccess before the body is even read). Every
 * signed-in write must be listed, `true` or `false`: a new one is a type error until someone
 * decides, and test/identity/step-up-routes.test.ts lists the ones that must say `true`.
 */
export const STEP_UP = {
  // How the caller signs in: factors, recovery codes, password, their sessions.
  "POST /api/auth/setup-mfa": true,
  "POST /api/auth/verify-mfa": true,
  "POST /api/auth/disable-mfa": true,
  "POST /api/auth/recovery-codes": true,
  "PUT /api/auth/password": true,
  "DELETE /api/auth/sessions/:id": true,
  "POST /api/auth/passkeys/register/options": true,
  "POST /api/auth/passkeys/register/verify": true,
  "DELETE /api/auth/passkeys/:id": true,
  // Who may sign in and as what: accounts, roles, passwords, factors, the policy.
  "POST /api/users": true,
  "PATCH /api/users/:id": true,
  "PUT /api/users/:id/password": true,
  "POST /api/users/:id/reset-mfa": true,
  "DELETE /api/users/:id": true,
  "PUT /api/settings/security": true,
  // Credentials for other services: GitHub's token and repository, the SEO services' keys.
  "POST /api/github-config": true,
  "DELETE /api/github-config": true,
  "POST /api/seo-config": true,

  // Proving it's you, ending this session, naming a passkey: nothing granted or removed.
  "POST /api/auth/logout": false,
  "POST /api/auth/reauth": false,
  "POST /api/auth/passkeys/reauth/options": false,
  "PATCH /api/auth/passkeys/:id": false,
  // Content, leads, media and SEO work: covered by the role alone.
  "PUT /api/pages/settings": false,
  "POST /api/pages/settings/changes/:id/revert": false,
  "PATCH /api/leads/:id": false,
  "DELETE /api/leads/:id": false,
  "POST /api/redirects": false,
  "POST /api/redirects/import": false,
  "POST /api/redirects/link-fixes": false,
  "PUT /api/redirects/:id": false,
  "DELETE /api/redirects/:id": false,
  "POST /api/not-found/:id/dismiss": false,
  "POST /api/previews": false,
  "POST /api/live/tickets": false,
  "DELETE /api/previews/:id": false,
  "POST /api/reviews": false,
  "POST /api/reviews/:id/approve": false,
  "POST /api/reviews/:id/request-changes": false,
  "POST /api/comments": false,
  "PATCH /api/comments/:id": false,
  "PUT /api/settings/site": false,
  "POST /api/blogs": false,
  "PUT /api/blogs/:id": false,
  "DELETE /api/blogs/:id": false,
  "DELETE /api/blogs/:id/schedule": false,
  "DELETE /api/blogs/:id/changes": false,
  "POST /api/create-test-data": false,
  "POST /api/images": false,
  "PATCH /api/media/:key": false,
  "DELETE /api/media/:key": false,
  "POST /api/templates/create-page": false,
  "POST /api/pages/duplicate": false,
  "POST /api/inline-content/save": false,
  "POST /api/inline-content/publish": false,
  "POST /api/inline-content/schedule/cancel": false,
  "DELETE /api/inline-content/delete": false,
  "POST /api/inline-content/restore": false,
  // Tests a stored or typed key against its service; stores nothing.
  "POST /api/test-seo-api": false,
  "POST /api/test-github-connection": false,
  "POST /api/ai-seo/analyze": false,
  "POST /api/ai-seo/generate": false,
  "POST /api/ai-seo/auto-blog": false,
  "POST /api/ai-seo/deploy-optimizations": false,
  "POST /api/seo/deploys": false,
  "POST /api/seo/deploys/:id/revert": false,
  "POST /api/seo/performance": false,
  "POST /api/seo-analyze": false,
  "POST /api/ai-seo/analyze-sitemap": false,
  "POST /api/seo/crawls": false,
} as const satisfies Record<SignedInWriteRoute, boolean>;

/** Whether the route `key` ("METHOD /api/path") needs a recent sign-in (STEP_UP). */
export function needsStepUp(key: string): boolean {
  return (STEP_UP as Record<string, boolean>)[key] === true;
}

/**
 * The signed-in routes a user without a second factor may still call while the policy
 * requires one: what it takes to see who you are, set a factor up (TOTP or a passkey) and
 * leave. Every other non-public route answers 403 SECOND_FACTOR_REQUIRED for them.
 */
export const SECOND_FACTOR_SETUP_ROUTES: ReadonlySet<string> = new Set([
  "GET /api/auth/verify",
  "POST /api/auth/logout",
  "POST /api/auth/setup-mfa",
  "POST /api/auth/verify-mfa",
  "POST /api/auth/reauth",
  "GET /api/auth/recovery-codes",
  "GET /api/auth/sessions",
  "GET /api/auth/passkeys",
  "POST /api/auth/passkeys/register/options",
  "POST /api/auth/passkeys/register/verify",
]);

/** Whether a user of `role` satisfies `access` (signed-in is checked by the caller). */
export function roleSatisfies(role: Role, access: Access): boolean {
  if (access === "public" || access === "signed-in") return true;
  return roleAtLeast(role, access);
}
