import { LIVE_CLOSE, LIVE_MESSAGES } from "../../app/lib/live-protocol";
import { type Admission, admitted, personOf } from "./access";

export { LiveRoom } from "./room";

// The live Worker (issue 36): the page Worker forwards `GET /api/live/socket?ticket=…` here
// (its LIVE service binding); this Worker has no route of its own. A ticket is used once: it
// is deleted as it is read, then its session and the person's access to the room are checked
// again in D1 before the WebSocket reaches the room (a Durable Object per document).

export interface LiveEnv {
  DB: D1Database;
  ROOMS: DurableObjectNamespace<import("./room").LiveRoom>;
  /** Tests only: how often the room reads sessions again (15 s unless set). */
  LIVE_RECHECK_MS?: string;
}

/** A WebSocket that tells why it was refused, then closes (a browser reads no HTTP body). */
function refused(code: number, message: string): Response {
  const { 0: client, 1: server } = new WebSocketPair();
  server.accept();
  server.send(JSON.stringify({ t: "refused", message }));
  server.close(code, message.slice(0, 120));
  return new Response(null, { status: 101, webSocket: client });
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** The ticket's row, deleted as it is read (usable once); null when unknown or expired. */
async function takeTicket(env: LiveEnv, token: string) {
  const row = await env.DB.prepare(
    "DELETE FROM live_tickets WHERE token_hash = ? RETURNING user_id, session_hash, room, expires_at",
  )
    .bind(await sha256Hex(token))
    .first<{ user_id: string; session_hash: string; room: string; expires_at: string }>();
  if (!row || Date.parse(row.expires_at) <= Date.now()) return null;
  return row;
}

export default {
  async fetch(request: Request, env: LiveEnv): Promise<Response> {
    if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") {
      return new Response("Expected a WebSocket upgrade", { status: 426 });
    }
    const url = new URL(request.url);
    const token = url.searchParams.get("ticket") ?? "";
    const ticket = token.length >= 32 && token.length <= 128 ? await takeTicket(env, token) : null;
    if (!ticket) return refused(LIVE_CLOSE.ticket, LIVE_MESSAGES.ticket);
    const admission: Admission = await admitted(env, ticket.session_hash, ticket.room);
    if (admission !== "ok") {
      const session = admission === "session";
      return refused(
        session ? LIVE_CLOSE.session : LIVE_CLOSE.forbidden,
        session ? LIVE_MESSAGES.session : LIVE_MESSAGES.forbidden,
      );
    }
    const person = await personOf(env, ticket.user_id, ticket.session_hash);
    if (!person) return refused(LIVE_CLOSE.session, LIVE_MESSAGES.session);
    const version = Number(url.searchParams.get("version"));
    const room = env.ROOMS.get(env.ROOMS.idFromName(ticket.room));
    const headers = new Headers({
      Upgrade: "websocket",
      "x-live-room": ticket.room,
      "x-live-person": JSON.stringify(person),
      "x-live-version": Number.isSafeInteger(version) && version >= 0 ? String(version) : "",
    });
    return room.fetch("https://room/connect", { headers });
  },
} satisfies ExportedHandler<LiveEnv>;
