import { and, eq, gt, isNull, lte } from "drizzle-orm";
import { type WEBAUTHN_PURPOSES, webauthnChallenges } from "../../db/schema";
import type { Deps } from "../platform/deps";
import { clientDataChallenge } from "./webauthn";

/** How long the browser has to answer a WebAuthn challenge. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;

export type ChallengePurpose = (typeof WEBAUTHN_PURPOSES)[number];

/**
 * Who the passkeys are for: RP ID is the request's host name and the expected origin the
 * request's origin, so a deployment on any domain (and localhost) works without settings.
 */
export interface RelyingParty {
  id: string;
  origin: string;
}

/** The relying party of a request URL. */
export function relyingPartyOf(requestUrl: string): RelyingParty {
  const url = new URL(requestUrl);
  return { id: url.hostname, origin: url.origin };
}

/**
 * Keeps a challenge the server just sent, bound to its purpose and (except for a passkey-only
 * sign-in, where nobody is known yet) to the user; expired ones are swept on the way.
 */
export async function storeChallenge(
  deps: Deps,
  challenge: string,
  purpose: ChallengePurpose,
  userId: string | null,
  now = new Date(),
): Promise<void> {
  const { db } = deps;
  await db.batch([
    db.delete(webauthnChallenges).where(lte(webauthnChallenges.expiresAt, now.toISOString())),
    db.insert(webauthnChallenges).values({
      challenge,
      purpose,
      userId,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS).toISOString(),
    }),
  ]);
}

/** The challenge a browser answer signed (from its clientDataJSON), or null if unreadable. */
export function challengeOf(clientDataJSON: string): string | null {
  try {
    const challenge: unknown = clientDataChallenge(clientDataJSON);
    return typeof challenge === "string" && challenge.length > 0 ? challenge : null;
  } catch {
    return null;
  }
}

/**
 * Uses up the challenge a browser answer signed: one DELETE … RETURNING, so of two requests
 * carrying the same answer only one gets it. Null when it is unknown, used, expired, for
 * another purpose or another user.
 */
export async function consumeChallenge(
  deps: Deps,
  clientDataJSON: string,
  purpose: ChallengePurpose,
  userId: string | null,
  now = new Date(),
): Promise<string | null> {
  const challenge = challengeOf(clientDataJSON);
  if (!challenge) return null;
  const row = await deps.db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.challenge, challenge),
        eq(webauthnChallenges.purpose, purpose),
        gt(webauthnChallenges.expiresAt, now.toISOString()),
        userId === null ? isNull(webauthnChallenges.userId) : eq(webauthnChallenges.userId, userId),
      ),
    )
    .returning({ challenge: webauthnChallenges.challenge })
    .get();
  return row?.challenge ?? null;
}
