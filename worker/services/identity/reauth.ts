import type { ReauthInput } from "../../../app/schemas/reauth";
import { AppError } from "../../errors";
import { writeAudit } from "../platform/audit";
import type { Deps } from "../platform/deps";
import { checkPasswordWithLockout, consumeSecondFactorWithLockout, loadUser } from "./auth";
import type { RelyingParty } from "./passkey-challenges";
import { verifyPasskeyAssertion } from "./passkey-login";
import type { SessionUser } from "./session-user";
import { type ClientInfo, markSessionAuthenticated } from "./sessions";

const WRONG_PASSWORD = "The password is not correct";
const WRONG_CODE = "Invalid verification code";

/**
 * `POST /api/auth/reauth`: the signed-in user proves who they are again (the password, a TOTP
 * or recovery code when MFA is on, or one of their passkeys with user verification), which opens the session's 10-minute step-up window
 * (requireRecentAuth). Wrong answers are 401 and count against the login's budgets, so a
 * stolen session is no unlimited oracle; past the budget every try answers 429.
 */
export async function reauthenticate(
  deps: Deps,
  actor: SessionUser,
  input: ReauthInput,
  client: ClientInfo & { rp: RelyingParty },
  now = new Date(),
): Promise<{ success: true; authenticatedAt: string }> {
  const user = await loadUser(deps, actor.id);
  let method: "password" | "totp" | "recovery" | "passkey";
  if ("passkey" in input) {
    // A passkey of this user answering this user's reauth challenge; 401 otherwise.
    await verifyPasskeyAssertion(deps, input.passkey, client.rp, {
      purpose: "reauth",
      challengeUserId: actor.id,
      userId: actor.id,
      requireUserVerification: true,
      now,
    });
    method = "passkey";
  } else if ("password" in input) {
    const error = new AppError(401, "INVALID_PASSWORD", WRONG_PASSWORD);
    await checkPasswordWithLockout(deps, user, input.password, client, error);
    method = "password";
  } else {
    if (!user.mfaEnabled) {
      throw new AppError(409, "MFA_NOT_ENABLED", "MFA is not enabled. Use your password.");
    }
    const error = new AppError(401, "INVALID_MFA_CODE", WRONG_CODE);
    method = await consumeSecondFactorWithLockout(deps, user, input.code, client, error);
  }
  await markSessionAuthenticated(deps, actor.sessionId, now);
  await writeAudit(deps, { action: "auth.reauth", actor, ip: client.ip, details: { method } });
  return { success: true, authenticatedAt: now.toISOString() };
}
