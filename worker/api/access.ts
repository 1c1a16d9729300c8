import type { Role } from "../db/schema";

/**
 * Who may call a route: anyone, any signed-in user, or a minimum role
 * (admin > editor > author). Ownership rules (an author's own posts) live in the services.
 */
export type Access = "public" | "signed-in" | Role;

/**
 * Every `/api` route and its rule, in one place. The access middleware refuses any route that
 * is missing here, and test/api/access.test.ts fails for a route without a rule or a rule
 * without a route. Keys are "METHOD /api/path" with Hono's `:param` placeholders.
 */
export const API_ACCESS = {
  "GET /api/health": "public",

  "POST /api/auth/login": "public",
  "GET /api/auth/verify": "signed-in",
  "POST /api/auth/logout": "signed-in",
  "POST /api/auth/setup-mfa": "signed-in",
  "POST /api/auth/verify-mfa": "signed-in",
  "POST /api/auth/disable-mfa": "signed-in",
  "GET /api/auth/recovery-codes": "signed-in",
  "POST /api/auth/recovery-codes": "signed-in",
  "PUT /api/auth/password": "signed-in",
  "GET /api/auth/sessions": "signed-in",
  "DELETE /api/auth/sessions/:id": "signed-in",

  "GET /api/users": "admin",
  "POST /api/users": "admin",
  "PATCH /api/users/:id": "admin",
  "PUT /api/users/:id/password": "admin",
  "DELETE /api/users/:id": "admin",

  "GET /api/sitemap/stats": "editor",
  "GET /api/pages": "editor",
  "GET /api/leads": "editor",
  "DELETE /api/leads/:id": "editor",
  "GET /api/settings/site": "editor",
  "PUT /api/settings/site": "admin",

  "GET /api/blogs": "author",
  "POST /api/blogs": "author",
  "PUT /api/blogs/:id": "author",
  "DELETE /api/blogs/:id": "author",
  "GET /api/public/blog/:slug": "public",
  "POST /api/create-test-data": "author",
  "POST /api/images": "author",
  "POST /api/templates/create-page": "editor",
} as const satisfies Record<string, Access>;

export type ApiRouteKey = keyof typeof API_ACCESS;

const RANK: Record<Role, number> = { author: 1, editor: 2, admin: 3 };

/** Whether a user of `role` satisfies `access` (signed-in is checked by the caller). */
export function roleSatisfies(role: Role, access: Access): boolean {
  if (access === "public" || access === "signed-in") return true;
  return RANK[role] >= RANK[access];
}
