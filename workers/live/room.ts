import { DurableObject } from "cloudflare:workers";
import {
  decodeLiveFrame,
  encodeLiveFrame,
  LIVE_CLOSE,
  LIVE_FRAME,
  LIVE_LIMITS,
  LIVE_MESSAGES,
  type LiveClientMessage,
  type LivePerson,
  type LiveServerMessage,
  type LiveWhere,
} from "../../app/lib/live-protocol";
import { type Arrival, stillAdmitted } from "./access";
import type { LiveEnv } from "./index";

// One document's room (issue 36). WebSockets are accepted with the hibernation API: a room
// with nobody in it holds no isolate and sets no alarm, so it costs nothing; a room whose
// people are quiet sleeps too (the runtime answers their pings itself). Who is here lives in
// each socket's attachment, so it survives hibernation. The shared document is a log of Yjs
// updates in the room's SQLite storage, relayed in order and replayed to whoever joins; the
// room never decodes them (Yjs merges them in the browsers, in any order, any number of
// times). A snapshot from the person who saves replaces the log entries it covers.

/** The sweep: people silent past `goneMs` are closed; the others' offline state is told. */
const SWEEP_MS = 2_000;
/** Sessions and access are read again this often while the room is open. */
const RECHECK_MS = 15_000;

interface Attachment extends Omit<LivePerson, "state"> {
  sessionHash: string;
  joinedAt: number;
  /** The last message from this person (their pings are timed by the runtime). */
  seenAt: number;
  activity: "active" | "idle";
  offline: boolean;
}

const MAX_LABEL = 80;
const MAX_CARET = 200;

/** A "where" from a client, bounded; anything else is nowhere. */
function cleanWhere(where: unknown): LiveWhere {
  if (!where || typeof where !== "object") return null;
  const w = where as Record<string, unknown>;
  const label = typeof w.label === "string" ? w.label.slice(0, MAX_LABEL) : "";
  if (w.kind === "element" && typeof w.eid === "string" && w.eid.length <= 200) {
    return { kind: "element", eid: w.eid, label };
  }
  if (w.kind === "block" && Number.isSafeInteger(w.index) && (w.index as number) >= 0) {
    return { kind: "block", index: w.index as number, label };
  }
  return null;
}

function cleanCaret(caret: unknown): LivePerson["caret"] {
  if (!caret || typeof caret !== "object") return null;
  const { anchor, head } = caret as Record<string, unknown>;
  if (typeof anchor !== "string" || typeof head !== "string") return null;
  if (anchor.length > MAX_CARET || head.length > MAX_CARET) return null;
  return { anchor, head };
}

export class LiveRoom extends DurableObject<LiveEnv> {
  private readonly sql: SqlStorage;

  constructor(ctx: DurableObjectState, env: LiveEnv) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    this.sql.exec(
      `CREATE TABLE IF NOT EXISTS updates (id INTEGER PRIMARY KEY AUTOINCREMENT, data BLOB NOT NULL);
       CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);`,
    );
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair("ping", "pong"));
  }

  private meta(key: string): string | null {
    const [row] = this.sql.exec("SELECT value FROM meta WHERE key = ?", key).toArray();
    return row ? String(row.value) : null;
  }

  private setMeta(key: string, value: string | null): void {
    if (value === null) this.sql.exec("DELETE FROM meta WHERE key = ?", key);
    else this.sql.exec("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)", key, value);
  }

  /** The sockets still open, with their people. */
  private present(except?: WebSocket): { ws: WebSocket; me: Attachment }[] {
    const out: { ws: WebSocket; me: Attachment }[] = [];
    for (const ws of this.ctx.getWebSockets()) {
      if (ws === except || ws.readyState !== 1) continue;
      const me = ws.deserializeAttachment() as Attachment | null;
      if (me) out.push({ ws, me });
    }
    return out;
  }

  /** Everyone as everyone sees them, and who saves (the longest here of those online). */
  private roster(except?: WebSocket): Extract<LiveServerMessage, { t: "people" }> {
    const here = this.present(except).map(({ me }) => me);
    const people: LivePerson[] = here.map(
      ({ sessionHash: _s, joinedAt: _j, seenAt: _n, activity, offline, ...person }) => ({
        ...person,
        state: offline ? "offline" : activity,
      }),
    );
    const online = here.filter((me) => !me.offline).sort((a, b) => a.joinedAt - b.joinedAt);
    return { t: "people", people, saver: online[0]?.id ?? null };
  }

  private send(ws: WebSocket, message: LiveServerMessage | Uint8Array): void {
    try {
      ws.send(message instanceof Uint8Array ? message : JSON.stringify(message));
    } catch {
      // Closing already: its close handler tells the others.
    }
  }

  private broadcast(message: LiveServerMessage | Uint8Array, except?: WebSocket): void {
    for (const { ws } of this.present(except)) this.send(ws, message);
  }

  private async keepSweeping(): Promise<void> {
    if ((await this.ctx.storage.getAlarm()) === null) {
      await this.ctx.storage.setAlarm(Date.now() + SWEEP_MS);
    }
  }

  override async fetch(request: Request): Promise<Response> {
    const arrival = JSON.parse(request.headers.get("x-live-person") ?? "null") as Arrival | null;
    if (!arrival) return new Response("No person", { status: 400 });
    const room = request.headers.get("x-live-room") ?? "";
    const versionHeader = request.headers.get("x-live-version") ?? "";
    const version = versionHeader === "" ? null : Number(versionHeader);
    const { 0: client, 1: server } = new WebSocketPair();
    const present = this.present();
    if (present.length >= LIVE_LIMITS.people) {
      // Told in words, then closed: never a silent drop.
      server.accept();
      server.send(JSON.stringify({ t: "refused", message: LIVE_MESSAGES.full }));
      server.close(LIVE_CLOSE.full, "This document's room is full");
      return new Response(null, { status: 101, webSocket: client });
    }
    this.setMeta("room", room);
    // Alone in the room with another saved version than the shared log's: start again from
    // what this person loaded (the log is of an older save, or of nothing).
    const stored = this.meta("version");
    if (present.length === 0 && (version === null || stored !== String(version))) {
      this.sql.exec("DELETE FROM updates");
      this.setMeta("seeder", null);
      this.setMeta("version", version === null ? null : String(version));
    }
    const now = Date.now();
    const me: Attachment = {
      id: crypto.randomUUID(),
      userId: arrival.userId,
      name: arrival.name,
      role: arrival.role,
      initials: arrival.initials,
      color: arrival.color,
      sessionHash: arrival.sessionHash,
      where: null,
      claim: null,
      caret: null,
      joinedAt: now,
      seenAt: now,
      activity: "active",
      offline: false,
    };
    // The first person in an empty log fills it with the saved version they loaded; if they
    // leave before they do, the next one to arrive does.
    const [{ n }] = this.sql.exec("SELECT count(*) AS n FROM updates").toArray() as [{ n: number }];
    const seeder = this.meta("seeder");
    const seed = n === 0 && !present.some((p) => p.me.id === seeder);
    if (seed) this.setMeta("seeder", me.id);
    this.ctx.acceptWebSocket(server);
    server.serializeAttachment(me);
    const roster = this.roster();
    const saved = this.meta("version");
    this.send(server, {
      t: "welcome",
      you: me.id,
      seed,
      version: saved === null ? null : Number(saved),
      people: roster.people,
      saver: roster.saver,
    });
    for (const row of this.sql.exec("SELECT id, data FROM updates ORDER BY id")) {
      const data = new Uint8Array(row.data as ArrayBuffer);
      this.send(server, encodeLiveFrame(LIVE_FRAME.update, Number(row.id), data));
    }
    this.send(server, { t: "synced" });
    this.broadcast(roster, server);
    await this.keepSweeping();
    return new Response(null, { status: 101, webSocket: client });
  }

  override async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    const me = ws.deserializeAttachment() as Attachment | null;
    if (!me) return;
    const size = typeof message === "string" ? message.length * 2 : message.byteLength;
    if (size > LIVE_LIMITS.messageBytes) {
      this.send(ws, { t: "error", code: "TOO_LARGE", message: LIVE_MESSAGES.tooLarge });
      return;
    }
    me.seenAt = Date.now();
    if (typeof message !== "string") {
      ws.serializeAttachment(me);
      this.receiveFrame(ws, me, message);
      return;
    }
    let parsed: LiveClientMessage;
    try {
      parsed = JSON.parse(message) as LiveClientMessage;
    } catch {
      this.send(ws, { t: "error", code: "BAD_MESSAGE", message: "That message could not be read" });
      return;
    }
    const wasOffline = me.offline;
    me.offline = false;
    if (parsed.t === "here") {
      me.where = cleanWhere(parsed.where);
      me.activity = parsed.state === "idle" ? "idle" : "active";
      me.caret = cleanCaret(parsed.caret);
    } else if (parsed.t === "claim") {
      const eid = typeof parsed.eid === "string" && parsed.eid.length <= 200 ? parsed.eid : null;
      const holder = eid
        ? this.present(ws).find((p) => p.me.claim === eid && p.me.userId !== me.userId)
        : undefined;
      if (eid && holder) {
        this.send(ws, { t: "claim-refused", eid, by: holder.me.name });
        ws.serializeAttachment(me);
        if (wasOffline) this.broadcast(this.roster());
        return;
      }
      me.claim = eid;
    } else if (parsed.t === "saved") {
      if (!Number.isSafeInteger(parsed.version) || parsed.version < 0) return;
      this.setMeta("version", String(parsed.version));
      ws.serializeAttachment(me);
      this.broadcast({ t: "saved", version: parsed.version, by: me.name, byId: me.userId }, ws);
      return;
    } else {
      this.send(ws, {
        t: "error",
        code: "BAD_MESSAGE",
        message: "That message is not one the room knows",
      });
      return;
    }
    ws.serializeAttachment(me);
    this.broadcast(this.roster());
  }

  /** An update (stored, relayed, its id told to its sender) or a snapshot (replaces the log). */
  private receiveFrame(ws: WebSocket, me: Attachment, data: ArrayBuffer): void {
    const frame = decodeLiveFrame(data);
    if (!frame || frame.payload.byteLength === 0) {
      this.send(ws, { t: "error", code: "BAD_MESSAGE", message: "That update could not be read" });
      return;
    }
    // SQLite stores an ArrayBuffer as a BLOB (a view is not one).
    const blob = frame.payload.slice().buffer;
    if (frame.tag === LIVE_FRAME.snapshot) {
      // Only the person who saves compacts, and only over entries the room has.
      if (this.roster().saver !== me.id) return;
      this.ctx.storage.transactionSync(() => {
        this.sql.exec("DELETE FROM updates WHERE id <= ?", frame.id);
        this.sql.exec("INSERT INTO updates (id, data) VALUES (?, ?)", frame.id, blob);
      });
      return;
    }
    if (frame.tag !== LIVE_FRAME.update) return;
    const [{ bytes }] = this.sql
      .exec("SELECT coalesce(sum(length(data)), 0) AS bytes FROM updates")
      .toArray() as [{ bytes: number }];
    if (bytes + frame.payload.byteLength > LIVE_LIMITS.storedBytes) {
      this.send(ws, { t: "error", code: "STORE_FULL", message: LIVE_MESSAGES.storeFull });
      return;
    }
    const [row] = this.sql
      .exec("INSERT INTO updates (data) VALUES (?) RETURNING id", blob)
      .toArray();
    const id = Number(row?.id);
    if (this.meta("seeder") === me.id) this.setMeta("seeder", null);
    this.broadcast(encodeLiveFrame(LIVE_FRAME.update, id, frame.payload), ws);
    this.send(ws, encodeLiveFrame(LIVE_FRAME.stored, id, new Uint8Array(0)));
  }

  override async webSocketClose(ws: WebSocket, code: number): Promise<void> {
    try {
      ws.close(code === 1005 || code === 1006 ? 1000 : code, "Bye");
    } catch {
      // Already closed.
    }
    this.left(ws);
  }

  override async webSocketError(ws: WebSocket): Promise<void> {
    this.left(ws);
  }

  /** Someone left: the others see it at once; the last one out lets the room sleep. */
  private left(ws: WebSocket): void {
    const others = this.present(ws);
    if (others.length === 0) {
      void this.ctx.storage.deleteAlarm();
      return;
    }
    this.broadcast(this.roster(ws), ws);
  }

  /** While anyone is here: the silent are closed, sessions and access are read again. */
  override async alarm(): Promise<void> {
    const now = Date.now();
    let changed = false;
    for (const { ws, me } of this.present()) {
      const pinged = this.ctx.getWebSocketAutoResponseTimestamp(ws)?.getTime() ?? 0;
      const silent = now - Math.max(me.seenAt, pinged);
      if (silent > LIVE_LIMITS.goneMs) {
        this.close(ws, LIVE_CLOSE.gone, "No answer for 10 seconds");
        changed = true;
        continue;
      }
      const offline = silent > LIVE_LIMITS.offlineMs;
      if (offline !== me.offline) {
        me.offline = offline;
        ws.serializeAttachment(me);
        changed = true;
      }
    }
    const lastCheck = Number(this.meta("checked") ?? 0);
    if (now - lastCheck >= (Number(this.env.LIVE_RECHECK_MS) || RECHECK_MS)) {
      this.setMeta("checked", String(now));
      const here = this.present();
      const verdicts = await stillAdmitted(
        this.env,
        this.meta("room") ?? "",
        here.map(({ me }) => me.sessionHash),
      );
      for (const { ws, me } of here) {
        const verdict = verdicts.get(me.sessionHash);
        if (verdict === "ok") continue;
        const session = verdict === "session";
        this.send(ws, {
          t: "refused",
          message: session ? LIVE_MESSAGES.session : LIVE_MESSAGES.forbidden,
        });
        this.close(ws, session ? LIVE_CLOSE.session : LIVE_CLOSE.forbidden, "Access ended");
        changed = true;
      }
    }
    if (changed) this.broadcast(this.roster());
    if (this.present().length > 0) await this.ctx.storage.setAlarm(Date.now() + SWEEP_MS);
  }

  private close(ws: WebSocket, code: number, reason: string): void {
    try {
      ws.close(code, reason);
    } catch {
      // Already closed.
    }
  }
}
