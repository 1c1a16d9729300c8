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
} as const satisfies Record<string, Access>;

export type ApiRouteKey = keyof typeof API_ACCESS;

const RANK: Record<Role, number> = { author: 1, editor: 2, admin: 3 };

/** Whether a user of `role` satisfies `access` (signed-in is checked by the caller). */
export function roleSatisfies(role: Role, access: Access): boolean {
  if (access === "public" || access === "signed-in") return true;
  return RANK[role] >= RANK[access];
}
