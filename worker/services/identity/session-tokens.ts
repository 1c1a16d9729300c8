import { jwtVerify, SignJWT } from "jose";
import type { Deps } from "../platform/deps";

// The session token: a signed JWT carrying the session's random id, both the bearer token and
// the cookie value. Apart from sessions.ts (the D1 side) because the Worker's front door, the
// edge cache, tells a signed token from a made-up one without loading D1's tables.

export const SESSION_COOKIE = "session";

const secretKey = (secret: string) => new TextEncoder().encode(secret);

/** The signed token of a new session (sessions.ts stores the session itself). */
export function signSessionToken(
  deps: Pick<Deps, "env">,
  session: { sessionId: string; userId: string; issuedAt: Date; expiresAt: Date },
): Promise<string> {
  return new SignJWT({ sid: session.sessionId })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(session.userId)
    .setIssuedAt(Math.floor(session.issuedAt.getTime() / 1000))
    .setExpirationTime(Math.floor(session.expiresAt.getTime() / 1000))
    .sign(secretKey(deps.env.SESSION_SECRET));
}

// Tokens this isolate verified, with their session id and expiry: a signed-in request checks
// its token twice (the edge cache, then the session middleware) and again on the next request.
// A secret change is a new deployment, so new isolates. Bounded.
const VERIFIED_MAX = 512;
const verified = new Map<string, { sid: string; expiresMs: number }>();

/** The session id a token carries, or null when it is forged, malformed or expired. */
export async function sessionIdFromToken(
  deps: Pick<Deps, "env">,
  token: string,
): Promise<string | null> {
  const known = verified.get(token);
  if (known && known.expiresMs > Date.now()) return known.sid;
  try {
    const { payload } = await jwtVerify(token, secretKey(deps.env.SESSION_SECRET), {
      algorithms: ["HS256"],
    });
    if (typeof payload.sid !== "string" || typeof payload.exp !== "number") return null;
    if (verified.size >= VERIFIED_MAX) verified.clear();
    verified.set(token, { sid: payload.sid, expiresMs: payload.exp * 1000 });
    return payload.sid;
  } catch {
    return null;
  }
}

/**
 * Whether a token is one this site signed and that has not expired: a hash, no D1 read. A
 * made-up token is no session, so the edge cache treats its bearer as a visitor.
 */
export async function carriesLiveSignature(
  deps: Pick<Deps, "env">,
  token: string,
): Promise<boolean> {
  return (await sessionIdFromToken(deps, token)) !== null;
}
