import { and, desc, eq, gt, isNull, ne, type Placeholder, sql } from "drizzle-orm";
import { type Db, preparedOnce } from "../../db/client";
import { passkeys, sessions, users } from "../../db/schema";
import { AppError } from "../../errors";
import { randomToken, sha256Hex } from "../platform/crypto";
import type { Deps } from "../platform/deps";
import { SESSION_COOKIE, sessionIdFromToken, signSessionToken } from "./session-tokens";
import type { SessionUser } from "./session-user";

export { SESSION_COOKIE };

export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
/** last_seen_at is refreshed at most this often, so reads do not write on every request. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

export interface ClientInfo {
  ip: string;
  userAgent: string;
  /** The device cookie's tokens, unverified (the lockout checks them per attempt). */
  deviceTokens?: readonly string[] | undefined;
}

/**
 * Starts a session: a random 256-bit id, stored only as its SHA-256, handed out inside a
 * signed token that is both the bearer token and the cookie value.
 */
export async function createSession(
  deps: Deps,
  userId: string,
  client: ClientInfo,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const sessionId = randomToken(32);
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
  await deps.db.insert(sessions).values({
    idHash: await sha256Hex(sessionId),
    userId,
    createdAt: now.toISOString(),
    lastSeenAt: now.toISOString(),
    authenticatedAt: now.toISOString(),
    expiresAt: expiresAt.toISOString(),
    ip: client.ip,
    userAgent: client.userAgent.slice(0, 300),
  });
  const token = await signSessionToken(deps, { sessionId, userId, issuedAt: now, expiresAt });
  return { token, expiresAt };
}

/** The hash of the session id a token carries (the sessions table's key), or null if forged. */
export async function sessionIdHashOf(deps: Deps, token: string): Promise<string | null> {
  const sessionId = await sessionIdFromToken(deps, token);
  return sessionId ? sha256Hex(sessionId) : null;
}

/** A session and its user by the session id's hash, as a query (a batch may carry it). */
export const sessionQuery = (db: Db, idHash: string | Placeholder) =>
  db
    .select({
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      authenticatedAt: sql<string>`coalesce(${sessions.authenticatedAt}, ${sessions.createdAt})`,
      passkeyCount: sql<number>`(SELECT count(*) FROM ${passkeys} WHERE ${passkeys.userId} = ${users.id})`,
      id: users.id,
      username: users.username,
      role: users.role,
      mfaEnabled: users.mfaEnabled,
      isActive: users.isActive,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.idHash, idHash));

export type SessionRow = Awaited<ReturnType<typeof sessionQuery>>[number];

/** The same read, prepared once (every signed-in request makes it). */
const sessionByIdHash = preparedOnce((db) => sessionQuery(db, sql.placeholder("idHash")).prepare());

/**
 * The user behind a token, or null when the token is forged, the session was revoked, idled
 * out or expired, or the user is deactivated. D1 is the record, so revocation is immediate.
 */
export async function resolveSession(
  deps: Deps,
  token: string,
  viaCookie: boolean,
  now = new Date(),
): Promise<SessionUser | null> {
  const idHash = await sessionIdHashOf(deps, token);
  if (!idHash) return null;
  const row = await sessionByIdHash(deps.db).get({ idHash });
  return sessionUserOf(deps, { idHash, row, viaCookie }, now);
}

/**
 * The user of a session row read by its id hash (none: no such session), or null when the
 * session was revoked, idled out or expired, or the user is deactivated. Refreshes the
 * session's last use at most every few minutes.
 */
export async function sessionUserOf(
  deps: Deps,
  { idHash, row, viaCookie }: { idHash: string; row: SessionRow | undefined; viaCookie: boolean },
  now = new Date(),
): Promise<SessionUser | null> {
  if (!row || row.revokedAt || !row.isActive) return null;
  const nowMs = now.getTime();
  const lastSeen = Date.parse(row.lastSeenAt);
  if (Date.parse(row.expiresAt) <= nowMs || lastSeen + SESSION_IDLE_MS <= nowMs) return null;
  if (nowMs - lastSeen > TOUCH_INTERVAL_MS) {
    await deps.db
      .update(sessions)
      .set({ lastSeenAt: now.toISOString() })
      .where(eq(sessions.idHash, idHash));
  }
  return {
    id: row.id,
    username: row.username,
    role: row.role,
    mfaEnabled: row.mfaEnabled,
    passkeyCount: row.passkeyCount,
    authenticatedAt: row.authenticatedAt,
    sessionId: idHash,
    viaCookie,
  };
}

/** Records that the session's user just proved who they are again (step-up). */
export async function markSessionAuthenticated(deps: Deps, idHash: string, now = new Date()) {
  await deps.db
    .update(sessions)
    .set({ authenticatedAt: now.toISOString() })
    .where(and(eq(sessions.idHash, idHash), isNull(sessions.revokedAt)));
}

/** Revokes one session by its id hash; D1 is the record, so its next request is refused. */
export async function revokeSession(deps: Deps, idHash: string, now = new Date()) {
  await deps.db
    .update(sessions)
    .set({ revokedAt: now.toISOString() })
    .where(and(eq(sessions.idHash, idHash), isNull(sessions.revokedAt)));
}

/** Revokes every session of a user, or every one but `keep`. */
export function revokeUserSessionsQuery(
  deps: Deps,
  userId: string,
  options: { keep?: string; onlyAfterAChange?: boolean } = {},
) {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (options.keep) conditions.push(ne(sessions.idHash, options.keep));
  // In a batch: only when the statement before this one changed a row.
  if (options.onlyAfterAChange) conditions.push(sql`changes() > 0`);
  return deps.db
    .update(sessions)
    .set({ revokedAt: new Date().toISOString() })
    .where(and(...conditions));
}

export interface SessionSummary {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  ip: string | null;
  userAgent: string | null;
  current: boolean;
}

/** The signed-in user's live sessions, newest first. */
export async function listOwnSessions(deps: Deps, actor: SessionUser): Promise<SessionSummary[]> {
  const now = new Date();
  const idleCutoff = new Date(now.getTime() - SESSION_IDLE_MS).toISOString();
  const rows = await deps.db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, actor.id),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now.toISOString()),
        gt(sessions.lastSeenAt, idleCutoff),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt));
  return rows.map((row) => ({
    id: row.idHash,
    createdAt: row.createdAt,
    lastSeenAt: row.lastSeenAt,
    expiresAt: row.expiresAt,
    ip: row.ip,
    userAgent: row.userAgent,
    current: row.idHash === actor.sessionId,
  }));
}

/** Revokes one of the signed-in user's own sessions. */
export async function revokeOwnSession(deps: Deps, actor: SessionUser, id: string) {
  const result = await deps.db
    .update(sessions)
    .set({ revokedAt: new Date().toISOString() })
    .where(and(eq(sessions.idHash, id), eq(sessions.userId, actor.id), isNull(sessions.revokedAt)))
    .run();
  if (result.meta.changes === 0) throw new AppError(404, "NOT_FOUND", "Session not found");
}
