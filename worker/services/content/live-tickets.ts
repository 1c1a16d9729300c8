import { lt } from "drizzle-orm";
import { LIVE_LIMITS, liveRoomKey } from "../../../app/lib/live-protocol";
import type { LiveTarget, LiveTicket } from "../../../app/schemas/live";
import { liveTickets } from "../../db/schema";
import type { SessionUser } from "../identity/session-user";
import { randomToken, sha256Hex } from "../platform/crypto";
import type { Deps } from "../platform/deps";
import { assertCanReachDraft } from "./draft-targets";

// Editing together, live (issue 36): a ticket into a document's room. The page Worker checks
// the session and the role here, as for any API call (an author only for their own posts;
// pages for editors and admins); the live Worker (workers/live/) uses the ticket once and
// checks the session again before the WebSocket reaches the room.

export const LIVE_AUTHORS_MESSAGE = "Authors can edit their own posts only";

/** `POST /api/live/tickets` `{target}`: the room's WebSocket address, valid 60 s, usable once. */
export async function createLiveTicket(
  deps: Deps,
  target: LiveTarget,
  actor: Pick<SessionUser, "id" | "username" | "role" | "sessionId">,
  origin: string,
): Promise<LiveTicket> {
  await assertCanReachDraft(deps, target, actor, LIVE_AUTHORS_MESSAGE);
  const token = randomToken(32);
  const now = Date.now();
  const expiresAt = new Date(now + LIVE_LIMITS.ticketSeconds * 1000).toISOString();
  await deps.db.batch([
    // Tickets nobody used are gone a minute later.
    deps.db.delete(liveTickets).where(lt(liveTickets.expiresAt, new Date(now).toISOString())),
    deps.db.insert(liveTickets).values({
      tokenHash: await sha256Hex(token),
      userId: actor.id,
      sessionHash: actor.sessionId,
      room: liveRoomKey(target),
      expiresAt,
    }),
  ]);
  const socket = new URL("/api/live/socket", origin);
  socket.protocol = socket.protocol === "https:" ? "wss:" : "ws:";
  socket.searchParams.set("ticket", token);
  return { url: socket.href, expiresAt };
}
