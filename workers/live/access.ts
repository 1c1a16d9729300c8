import type { LivePerson } from "../../app/lib/live-protocol";
import type { LiveEnv } from "./index";

// Who may be in a room, read from the site's D1 as the page Worker reads it: a live session
// (not revoked, not expired, not idle for 12 hours) of an active user, and the same role rules
// as the API (a page's room: editors and admins; a post's room: an author only for their own).

/** A session unused this long is over (the page Worker's SESSION_IDLE_MS). */
const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;

export type Admission = "ok" | "session" | "forbidden";

interface SessionFacts {
  session_hash: string;
  user_id: string;
  role: LivePerson["role"];
}

/** The live sessions among `hashes`, with their users' ids and roles. */
async function liveSessions(env: LiveEnv, hashes: readonly string[]): Promise<SessionFacts[]> {
  if (hashes.length === 0) return [];
  const now = Date.now();
  const { results } = await env.DB.prepare(
    `SELECT s.id_hash AS session_hash, u.id AS user_id, u.role AS role
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.id_hash IN (SELECT value FROM json_each(?))
        AND s.revoked_at IS NULL AND s.expires_at > ? AND s.last_seen_at > ?
        AND u.is_active = 1`,
  )
    .bind(
      JSON.stringify(hashes),
      new Date(now).toISOString(),
      new Date(now - SESSION_IDLE_MS).toISOString(),
    )
    .all<SessionFacts>();
  return results;
}

/** The authors' posts among a post room's people: post id → author id (null: no post). */
async function postAuthor(env: LiveEnv, room: string): Promise<string | null | undefined> {
  const id = room.slice("post:".length);
  const row = await env.DB.prepare("SELECT author_id FROM blogs WHERE id = ?")
    .bind(id)
    .first<{ author_id: string | null }>();
  return row ? row.author_id : undefined;
}

/** Whether `facts` may be in `room` (the post's author, when the room is a post's). */
function mayEnter(facts: SessionFacts, room: string, author: string | null | undefined): boolean {
  if (room.startsWith("page:")) return facts.role === "editor" || facts.role === "admin";
  if (author === undefined) return false;
  return facts.role !== "author" || author === facts.user_id;
}

/** Whether the session may join `room` now. */
export async function admitted(env: LiveEnv, sessionHash: string, room: string) {
  const [facts] = await liveSessions(env, [sessionHash]);
  if (!facts) return "session" satisfies Admission;
  const author = room.startsWith("post:") ? await postAuthor(env, room) : null;
  return mayEnter(facts, room, author) ? "ok" : "forbidden";
}

/** Of the sessions in `room`, the ones that may stay; the others are told why they must go. */
export async function stillAdmitted(
  env: LiveEnv,
  room: string,
  hashes: readonly string[],
): Promise<Map<string, Admission>> {
  const [facts, author] = await Promise.all([
    liveSessions(env, [...new Set(hashes)]),
    room.startsWith("post:") ? postAuthor(env, room) : Promise.resolve(null),
  ]);
  const byHash = new Map(facts.map((row) => [row.session_hash, row]));
  return new Map(
    hashes.map((hash) => {
      const row = byHash.get(hash);
      return [hash, !row ? "session" : mayEnter(row, room, author) ? "ok" : "forbidden"];
    }),
  );
}

/** Two letters for an avatar: "Alice Smith" → "AS", "bob" → "BO". */
export function initialsOf(name: string): string {
  const words = name.split(/[\s._-]+/).filter(Boolean);
  const letters =
    words.length >= 2 ? `${words[0]?.[0] ?? ""}${words[1]?.[0] ?? ""}` : name.slice(0, 2);
  return letters.toUpperCase() || "?";
}

/** A colour per user (the same in every room), dark enough for white initials (AA). */
export function colorOf(userId: string): string {
  const PALETTE = ["#1d4ed8", "#047857", "#b91c1c", "#7c3aed", "#a16207", "#0e7490", "#be185d"];
  let hash = 0;
  for (const char of userId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return PALETTE[hash % PALETTE.length] ?? "#1d4ed8";
}

/** Who the session's user is, as the room shows them; null when gone. */
export async function personOf(env: LiveEnv, userId: string, sessionHash: string) {
  const row = await env.DB.prepare("SELECT username, role FROM users WHERE id = ?")
    .bind(userId)
    .first<{ username: string; role: LivePerson["role"] }>();
  if (!row) return null;
  return {
    userId,
    sessionHash,
    name: row.username,
    role: row.role,
    initials: initialsOf(row.username),
    color: colorOf(userId),
  };
}

export type Arrival = NonNullable<Awaited<ReturnType<typeof personOf>>>;
