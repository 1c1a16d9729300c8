import { AppError } from "../../errors";
import type { SessionUser } from "./session-user";

/** How long a sign-in or a step-up lets a user change how they sign in. */
export const REAUTH_WINDOW_MS = 10 * 60 * 1000;

export const REAUTH_REQUIRED_MESSAGE = "Confirm it's you to continue";

/**
 * Refuses (403 REAUTH_REQUIRED) a change that grants or removes access (how the user signs in,
 * other users' accounts, roles and factors, the sign-in policy, outside services' keys) unless
 * the session proved who they are in the last 10 minutes; the UI then asks again through
 * POST /api/auth/reauth and retries. Every route that needs it says so in STEP_UP
 * (worker/api/access.ts), which enforceAccess checks.
 *
 * @example requireRecentAuth(actor);
 */
export function requireRecentAuth(actor: Pick<SessionUser, "authenticatedAt">, now = new Date()) {
  const at = Date.parse(actor.authenticatedAt);
  if (Number.isFinite(at) && now.getTime() - at <= REAUTH_WINDOW_MS) return;
  throw new AppError(403, "REAUTH_REQUIRED", REAUTH_REQUIRED_MESSAGE);
}
