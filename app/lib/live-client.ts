import {
  decodeLiveFrame,
  encodeLiveFrame,
  LIVE_FRAME,
  LIVE_LIMITS,
  type LiveClientMessage,
  type LivePerson,
  type LiveRoomTarget,
  type LiveServerMessage,
} from "./live-protocol";

// The browser's side of a document's room (issue 36). Browser-only (vite.config.ts keeps it
// and Yjs out of the Worker's build): the editors load it in an effect. It asks the API for a
// ticket, opens the WebSocket, pings, reconnects with a new ticket after a drop, keeps the
// room's people, and keeps a Y.Doc in step with the room: the room's updates are applied, this
// browser's are sent, and after a reconnect everything typed meanwhile is sent again (Yjs
// drops what the room already has).

export type LiveStatus = "connecting" | "live" | "offline" | "refused";

export interface LiveSnapshot {
  status: LiveStatus;
  /** Why the room is offline or refused, in words. */
  message: string | null;
  you: string | null;
  people: LivePerson[];
  /** The connection that saves the shared state (debounced). */
  saver: string | null;
  /** The saved version the shared state builds on (the last save anyone told the room of). */
  version: number | null;
}

/**
 * The shared document as the connection needs it (live-post-binding.ts makes it from a Y.Doc,
 * so this file, and edit mode with presence alone, never load Yjs).
 */
export interface SharedDoc {
  /** Applies an update from the room (it is not sent back). */
  apply(update: Uint8Array): void;
  /** The whole document as one update. */
  state(): Uint8Array;
  isEmpty(): boolean;
  /** Calls `send` with each change made here; answers how to stop. */
  onLocalChange(send: (update: Uint8Array) => void): () => void;
}

export interface LiveOptions {
  target: LiveRoomTarget;
  /** The saved version this editor loaded. */
  version: number;
  /** The shared document (a post's fields and body); none for presence alone. */
  doc?: SharedDoc;
  /** Fills the empty shared document with what this editor loaded (the first one in). */
  seed?: () => void;
  /** Someone saved: the version their save made. */
  onSaved?: (version: number, by: string) => void;
  onClaimRefused?: (eid: string, by: string) => void;
  /** The shared document is whole (seeded, or the room's state applied): edits are shared now. */
  onReady?: () => void;
  onChange: (snapshot: LiveSnapshot) => void;
}

async function requestTicket(target: LiveRoomTarget): Promise<string> {
  const response = await fetch("/api/live/tickets", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ target }),
    credentials: "same-origin",
  });
  const body = (await response.json().catch(() => ({}))) as { url?: string; error?: string };
  if (!response.ok || !body.url) {
    throw new RoomRefusal(
      body.error ?? "You cannot edit this document together with others.",
      response.status,
    );
  }
  return body.url;
}

class RoomRefusal extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export class LiveConnection {
  private ws: WebSocket | null = null;
  private stopped = false;
  private attempts = 0;
  private pinger: ReturnType<typeof setInterval> | undefined;
  private lastPong = 0;
  private retry: ReturnType<typeof setTimeout> | undefined;
  /** The room's log id this browser has everything up to (for snapshots). */
  private logId = 0;
  private synced = false;
  private connectedOnce = false;
  private wasWhole = false;
  private snapshot: LiveSnapshot = {
    status: "connecting",
    message: null,
    you: null,
    people: [],
    saver: null,
    version: null,
  };

  constructor(private readonly options: LiveOptions) {
    this.snapshot.version = options.version;
    this.stopSharing = options.doc?.onLocalChange(this.onLocalUpdate) ?? (() => {});
    void this.open();
  }

  get state(): LiveSnapshot {
    return this.snapshot;
  }

  /** The shared document holds the room's whole state (its changes are shared from now on). */
  get isSynced(): boolean {
    return this.synced;
  }

  /**
   * The shared document was whole once and this browser is still in the room, connected or
   * not: what the person types goes into it, and is sent when the connection is back.
   */
  get holdsDoc(): boolean {
    return this.wasWhole && !this.stopped;
  }

  private set(change: Partial<LiveSnapshot>) {
    this.snapshot = { ...this.snapshot, ...change };
    this.options.onChange(this.snapshot);
  }

  private readonly stopSharing: () => void;

  private onLocalUpdate = (update: Uint8Array) => {
    if (!this.synced) return;
    this.sendFrame(LIVE_FRAME.update, 0, update);
  };

  private sendFrame(tag: number, id: number, payload: Uint8Array) {
    if (this.ws?.readyState !== WebSocket.OPEN) return;
    if (payload.byteLength + 5 > LIVE_LIMITS.messageBytes) {
      this.set({
        status: "offline",
        message:
          "This change is too large to share live: it stays in your editor; save to keep it.",
      });
      return;
    }
    this.ws.send(encodeLiveFrame(tag, id, payload));
  }

  send(message: LiveClientMessage) {
    if (this.ws?.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(message));
  }

  /** After a save by this browser: the others hear of it, and (as the saver) the log shrinks. */
  saved(version: number) {
    this.set({ version });
    this.send({ t: "saved", version });
    const doc = this.options.doc;
    if (doc && this.snapshot.saver === this.snapshot.you && this.logId > 0) {
      this.sendFrame(LIVE_FRAME.snapshot, this.logId, doc.state());
    }
  }

  private async open() {
    // After the page has loaded: the room never delays the page's own load.
    if (document.readyState !== "complete") {
      await new Promise((resolve) => window.addEventListener("load", resolve, { once: true }));
    }
    if (this.stopped) return;
    this.set({ status: this.connectedOnce ? "offline" : "connecting" });
    let url: string;
    try {
      url = await requestTicket(this.options.target);
    } catch (error) {
      if (error instanceof RoomRefusal && error.status >= 400 && error.status < 500) {
        this.set({ status: "refused", message: error.message });
        return;
      }
      this.later();
      return;
    }
    if (this.stopped) return;
    const address = new URL(url);
    address.searchParams.set("version", String(this.snapshot.version ?? this.options.version));
    const ws = new WebSocket(address.href);
    ws.binaryType = "arraybuffer";
    this.ws = ws;
    this.synced = false;
    ws.addEventListener("message", (event) => this.receive(event.data));
    ws.addEventListener("close", (event) => this.closed(event.code, event.reason));
    ws.addEventListener("open", () => {
      this.lastPong = Date.now();
      clearInterval(this.pinger);
      this.pinger = setInterval(() => this.ping(), LIVE_LIMITS.pingMs);
    });
  }

  private ping() {
    if (this.ws?.readyState !== WebSocket.OPEN) return;
    // No answer for a while: the connection is gone even if the browser has not noticed.
    if (Date.now() - this.lastPong > LIVE_LIMITS.offlineMs + LIVE_LIMITS.pingMs) {
      this.ws.close();
      return;
    }
    this.ws.send("ping");
  }

  private receive(data: unknown) {
    this.lastPong = Date.now();
    if (typeof data !== "string") {
      const frame = decodeLiveFrame(data as ArrayBuffer);
      if (!frame) return;
      this.logId = Math.max(this.logId, frame.id);
      if (frame.tag === LIVE_FRAME.update && this.options.doc) {
        this.options.doc.apply(frame.payload);
        if (this.awaitingSeed) {
          this.awaitingSeed = false;
          clearTimeout(this.seedWait);
          this.ready();
        }
      }
      return;
    }
    if (data === "pong") return;
    const message = JSON.parse(data) as LiveServerMessage;
    switch (message.t) {
      case "welcome": {
        this.attempts = 0;
        this.logId = 0;
        const mine = this.snapshot.version ?? this.options.version;
        // The room started again from another save while this browser was away: what it
        // typed meanwhile cannot be merged live; the editor's own save (409 and merge) takes over.
        if (this.connectedOnce && message.version !== null && message.version !== mine) {
          this.stop(
            "This document was saved elsewhere while you were offline: save to merge your changes.",
          );
          return;
        }
        this.set({
          status: "live",
          message: null,
          you: message.you,
          people: message.people,
          saver: message.saver,
          version: message.version ?? mine,
        });
        if (message.seed && this.options.doc && this.options.seed && !this.connectedOnce) {
          this.pendingSeed = true;
        }
        return;
      }
      case "synced": {
        const doc = this.options.doc;
        if (doc && this.pendingSeed) {
          this.pendingSeed = false;
          // Shared from the start: the seed itself goes to the room.
          this.synced = true;
          this.options.seed?.();
          this.ready();
        } else if (doc && this.connectedOnce) {
          // Everything this browser has (what it typed while away included); the room's
          // part of it is dropped by Yjs in every browser.
          this.ready();
          this.sendFrame(LIVE_FRAME.update, 0, doc.state());
        } else if (doc?.isEmpty()) {
          // Someone else fills the empty document: wait for it (and ask again if it never comes).
          this.awaitingSeed = true;
          clearTimeout(this.seedWait);
          this.seedWait = setTimeout(() => {
            if (this.awaitingSeed) this.ws?.close();
          }, 10_000);
        } else {
          this.ready();
        }
        this.connectedOnce = true;
        return;
      }
      case "people":
        this.set({ people: message.people, saver: message.saver });
        return;
      case "saved":
        this.set({ version: message.version });
        this.options.onSaved?.(message.version, message.by);
        return;
      case "claim-refused":
        this.options.onClaimRefused?.(message.eid, message.by);
        return;
      case "refused":
        this.refusal = message.message;
        return;
      case "error":
        this.set({ message: message.message });
        return;
    }
  }

  private pendingSeed = false;
  private awaitingSeed = false;
  private seedWait: ReturnType<typeof setTimeout> | undefined;
  private refusal: string | null = null;

  private ready() {
    this.synced = true;
    this.wasWhole = true;
    this.options.onReady?.();
  }

  private closed(code: number, reason: string) {
    clearInterval(this.pinger);
    clearTimeout(this.seedWait);
    this.ws = null;
    this.synced = false;
    this.awaitingSeed = false;
    if (this.stopped) return;
    // Refused for good (full, session over, no access): said, not retried.
    if (code >= 4400 && code < 4500 && code !== 4408 && code !== 4410) {
      this.set({ status: "refused", message: this.refusal ?? (reason || "Live editing stopped.") });
      return;
    }
    this.set({
      status: "offline",
      message: "Reconnecting… your changes stay here and are sent when the connection is back.",
    });
    this.later();
  }

  private later() {
    if (this.stopped) return;
    this.attempts += 1;
    const wait = Math.min(15_000, 500 * 2 ** Math.min(this.attempts, 5));
    clearTimeout(this.retry);
    this.retry = setTimeout(() => void this.open(), wait);
  }

  /** Leaves the room (the editor unmounts, or live editing cannot continue). */
  stop(message?: string) {
    this.stopped = true;
    clearInterval(this.pinger);
    clearTimeout(this.retry);
    this.stopSharing();
    this.ws?.close(1000, "Left");
    this.ws = null;
    if (message) this.set({ status: "refused", message });
  }
}
