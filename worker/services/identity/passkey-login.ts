import { and, eq } from "drizzle-orm";
import type { AuthenticationResponse, SecondFactorMethod } from "../../../app/schemas/passkey";
import type { PublicUser } from "../../../app/schemas/user";
import { type Passkey, passkeys, type User, users } from "../../db/schema";
import { AppError } from "../../errors";
import { auditInsert, writeAudit } from "../platform/audit";
import type { Deps } from "../platform/deps";
import { countAttempt, countRequest } from "./lockout";
import {
  type ChallengePurpose,
  consumeChallenge,
  type RelyingParty,
  storeChallenge,
} from "./passkey-challenges";
import { userHandleOf } from "./passkeys";
import { type ClientInfo, createSession } from "./sessions";
import { countPasskeys, toPublicUser } from "./users";
import {
  fromBase64Url,
  generateAuthenticationOptions,
  toBase64Url,
  verifyAuthenticationResponse,
} from "./webauthn";

export const PASSKEY_FAILED_MESSAGE = "Passkey sign-in failed. Try again.";
const passkeyFailed = () => new AppError(401, "PASSKEY_FAILED", PASSKEY_FAILED_MESSAGE);

/**
 * Options for navigator.credentials.get without a username: any of this site's discoverable
 * passkeys may answer. The same challenge serves a passkey as the second factor after a
 * password (login() then checks the passkey is that user's). Anyone may ask, so each request
 * counts against the address's budget (lockout.ts): past it, 429 and nothing is stored.
 */
export async function passkeyLoginOptions(
  deps: Deps,
  rp: RelyingParty,
  client: Pick<ClientInfo, "ip">,
) {
  await countRequest(deps, { kind: "passkey-options", username: "", ip: client.ip });
  const options = await generateAuthenticationOptions(deps, {
    rpID: rp.id,
    userVerification: "preferred",
    allowCredentials: [],
  });
  await storeChallenge(deps, options.challenge, "login", null);
  return options;
}

/**
 * Options for a step-up with one of the signed-in user's passkeys: a challenge bound to that
 * user (purpose "reauth"), answered only by their passkeys, with user verification.
 */
export async function passkeyReauthOptions(deps: Deps, rp: RelyingParty, actor: { id: string }) {
  const own = await deps.db
    .select({ credentialId: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, actor.id));
  if (own.length === 0) {
    throw new AppError(409, "NO_PASSKEY", "You have no passkey. Use your password.");
  }
  const options = await generateAuthenticationOptions(deps, {
    rpID: rp.id,
    userVerification: "required",
    allowCredentials: own.map((p) => ({ id: p.credentialId, transports: p.transports as never })),
  });
  await storeChallenge(deps, options.challenge, "reauth", actor.id);
  return options;
}

export interface AssertionCheck {
  /** Which challenge the answer must have signed. */
  purpose: ChallengePurpose;
  /** The challenge's owner (null for a sign-in that started without a username). */
  challengeUserId: string | null;
  /** Only a passkey of this user may answer (second factor, step-up). */
  userId?: string;
  /** Passkey-only sign-in needs a verified user (PIN, biometrics); a second factor does not. */
  requireUserVerification: boolean;
  now?: Date;
}

/**
 * Verifies a WebAuthn assertion against a stored passkey: the challenge is used up first (so a
 * replay or a second parallel request fails), then origin, RP ID, signature, user verification
 * and the user handle are checked, and the counter moves only if it is still what was read
 * (an assertion racing its replay wins once). Any failure: 401, nothing stored but the used
 * challenge. Returns the passkey as it was before.
 */
export async function verifyPasskeyAssertion(
  deps: Deps,
  response: AuthenticationResponse,
  rp: RelyingParty,
  check: AssertionCheck,
): Promise<Passkey> {
  const now = check.now ?? new Date();
  const challenge = await consumeChallenge(
    deps,
    response.response.clientDataJSON,
    check.purpose,
    check.challengeUserId,
    now,
  );
  if (!challenge) throw passkeyFailed();
  const passkey = await deps.db
    .select()
    .from(passkeys)
    .where(
      and(
        eq(passkeys.credentialId, response.id),
        check.userId ? eq(passkeys.userId, check.userId) : undefined,
      ),
    )
    .get();
  if (!passkey) throw passkeyFailed();
  const handle = response.response.userHandle;
  if (handle && handle !== toBase64Url(userHandleOf(passkey.userId))) {
    throw passkeyFailed();
  }
  let newCounter: number;
  try {
    const result = await verifyAuthenticationResponse(deps, {
      response: { ...response, clientExtensionResults: {} },
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.credentialId,
        publicKey: fromBase64Url(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports as never,
      },
      requireUserVerification: check.requireUserVerification,
    });
    if (!result.verified) throw passkeyFailed();
    newCounter = result.authenticationInfo.newCounter;
  } catch {
    throw passkeyFailed();
  }
  const moved = await deps.db
    .update(passkeys)
    .set({ counter: newCounter, lastUsedAt: now.toISOString() })
    .where(and(eq(passkeys.id, passkey.id), eq(passkeys.counter, passkey.counter)))
    .run();
  if (moved.meta.changes === 0) throw passkeyFailed();
  return passkey;
}

/**
 * Signs in with a passkey alone (no password, so no password budget applies: a username
 * locked out by wrong passwords still gets in this way). Failures count against the address's
 * passkey budget (lockout.ts; past it every answer is 429, before it is checked and without an
 * audit row). Deactivated users get 403.
 */
export async function loginWithPasskey(
  deps: Deps,
  input: { response: AuthenticationResponse; rp: RelyingParty },
  client: ClientInfo,
  now = new Date(),
): Promise<{ token: string; user: PublicUser; expiresAt: Date }> {
  const passkey: Passkey | null = await countAttempt(
    deps,
    { kind: "passkey", username: "", ip: client.ip, now },
    () =>
      verifyPasskeyAssertion(deps, input.response, input.rp, {
        purpose: "login",
        challengeUserId: null,
        requireUserVerification: true,
        now,
      }).catch((error: unknown) => {
        if (error instanceof AppError && error.code === "PASSKEY_FAILED") return null;
        throw error;
      }),
  );
  if (!passkey) {
    await writeAudit(deps, {
      action: "auth.login.failed",
      ip: client.ip,
      details: { method: "passkey", reason: "passkey" },
    });
    throw passkeyFailed();
  }
  const user = await deps.db.select().from(users).where(eq(users.id, passkey.userId)).get();
  if (!user) throw passkeyFailed();
  if (!user.isActive) {
    throw new AppError(
      403,
      "ACCOUNT_INACTIVE",
      "This account is deactivated. Ask an administrator.",
    );
  }
  const session = await createSession(deps, user.id, client, now);
  await deps.db.batch([
    deps.db.update(users).set({ lastLogin: now.toISOString() }).where(eq(users.id, user.id)),
    auditInsert(deps, {
      action: "auth.login.succeeded",
      actor: user,
      ip: client.ip,
      details: { method: "passkey", passkey: passkey.name },
    }),
  ]);
  return {
    token: session.token,
    expiresAt: session.expiresAt,
    user: toPublicUser(
      { ...user, lastLogin: now.toISOString() },
      await countPasskeys(deps, user.id),
    ),
  };
}

/** The second factors a user can finish a password sign-in with (empty: none needed). */
export function secondFactorMethods(
  user: Pick<User, "mfaEnabled">,
  passkeyCount: number,
): SecondFactorMethod[] {
  const methods: SecondFactorMethod[] = [];
  if (user.mfaEnabled) methods.push("totp");
  if (passkeyCount > 0) methods.push("passkey");
  return methods;
}

/**
 * A passkey as the second factor after a correct password: the answer to a login/options
 * challenge, from a passkey of THAT user; user verification is not required. "passkey" or null.
 */
export async function consumePasskeySecondFactor(
  deps: Deps,
  user: User,
  response: AuthenticationResponse,
  rp: RelyingParty,
  now = new Date(),
): Promise<"passkey" | null> {
  try {
    await verifyPasskeyAssertion(deps, response, rp, {
      purpose: "login",
      challengeUserId: null,
      userId: user.id,
      requireUserVerification: false,
      now,
    });
    return "passkey";
  } catch (error) {
    if (error instanceof AppError && error.status === 401) return null;
    throw error;
  }
}
