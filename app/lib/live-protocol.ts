// Editing together, live (issue 36): one room per document (a post in the blog editor, a page
// in edit mode), a Durable Object with hibernating WebSockets in the live Worker
// (workers/live/). The room's messages, frames and limits; read by the live Worker, the
// browser's live client and the tests. No zod here: the browser loads this with the editor.

/** A room's target: a post by its id, or a page by its path. */
export type LiveRoomTarget = { type: "post"; id: string } | { type: "page"; path: string };

/** The room's name of a target: `post:{id}` or `page:{path}`. */
export const liveRoomKey = (target: LiveRoomTarget) =>
  target.type === "post" ? `post:${target.id}` : `page:${target.path}`;

/** The room's limits, said out loud (README, the editors' messages). */
export const LIVE_LIMITS = {
  /** People (open connections) in one room; the next is told the room is full. */
  people: 12,
  /** One message's size; a larger one is refused and its sender told. */
  messageBytes: 512 * 1024,
  /** The shared document's stored history; past it, edits are refused until someone saves. */
  storedBytes: 4 * 1024 * 1024,
  /** A ticket's life. */
  ticketSeconds: 60,
  /** How often a client pings; a person silent this long is "offline"; gone after `goneMs`. */
  pingMs: 2_000,
  offlineMs: 5_000,
  goneMs: 10_000,
  /** No input for this long: shown as idle. */
  idleMs: 60_000,
} as const;

export const LIVE_MESSAGES = {
  full: `This document already has ${LIVE_LIMITS.people} people editing it: you can still edit it on your own, and saving works as usual.`,
  tooLarge: `That change is too large to share live (more than ${LIVE_LIMITS.messageBytes / 1024} KB at once): it stays in your editor; save to keep it.`,
  storeFull:
    "The live history of this document is full: save, and the others' editors will load the saved version.",
  ticket: "This live link has expired or was already used: reconnecting gets a new one.",
  session: "Your session has ended: sign in again to keep editing together.",
  forbidden: "You cannot edit this document.",
} as const;

/** Close codes the room uses (4000–4999 are the application's). */
export const LIVE_CLOSE = {
  full: 4429,
  session: 4401,
  forbidden: 4403,
  ticket: 4410,
  gone: 4408,
} as const;

/** Where a person is: one element of a page, one block of a post, or nowhere in particular. */
export type LiveWhere =
  | { kind: "element"; eid: string; label: string }
  | { kind: "block"; index: number; label: string }
  | null;

/** A person in the room, as everyone sees them. */
export interface LivePerson {
  /** This connection's id (one person may be here twice, in two tabs). */
  id: string;
  userId: string;
  name: string;
  role: "admin" | "editor" | "author";
  initials: string;
  /** A stable colour per user, for their avatar and caret. */
  color: string;
  where: LiveWhere;
  state: "active" | "idle" | "offline";
  /** The element this person is editing (others cannot edit it until they leave it). */
  claim: string | null;
  /** Their caret in the shared text: Yjs relative positions, base64; null when not typing. */
  caret: { anchor: string; head: string } | null;
}

/** What the room sends (text frames; shared-document updates travel as binary frames). */
export type LiveServerMessage =
  | {
      t: "welcome";
      you: string;
      /** Fill the empty shared document with the saved version you loaded. */
      seed: boolean;
      /** The saved version the shared document builds on (null: none yet). */
      version: number | null;
      people: LivePerson[];
      /** Who saves the shared state (debounced): one connection at a time. */
      saver: string | null;
    }
  | { t: "people"; people: LivePerson[]; saver: string | null }
  /** Every stored update was sent: the shared document is whole. */
  | { t: "synced" }
  | { t: "saved"; version: number; by: string; byId: string }
  | { t: "claim-refused"; eid: string; by: string }
  | { t: "error"; code: "TOO_LARGE" | "STORE_FULL" | "BAD_MESSAGE"; message: string }
  /** Sent just before the room closes the connection: why (full, session ended, no access). */
  | { t: "refused"; message: string };

/** What a client sends (text frames; binary frames carry updates and snapshots). */
export type LiveClientMessage =
  | { t: "here"; where: LiveWhere; state: "active" | "idle"; caret?: LivePerson["caret"] }
  | { t: "claim"; eid: string | null }
  | { t: "saved"; version: number };

/**
 * Binary frames: one tag byte, a 32-bit big-endian log id, then the payload. From the room:
 * tag 0, another person's update with its log id; tag 2, the log id the sender's own update
 * was stored at (no payload). From a client: tag 0, an update (id ignored); tag 1, a snapshot
 * of the whole document covering the log up to that id (the room replaces those entries).
 */
export const LIVE_FRAME = { update: 0, snapshot: 1, stored: 2 } as const;

export function encodeLiveFrame(tag: number, id: number, payload: Uint8Array): Uint8Array {
  const frame = new Uint8Array(5 + payload.byteLength);
  frame[0] = tag;
  new DataView(frame.buffer).setUint32(1, id >>> 0);
  frame.set(payload, 5);
  return frame;
}

export function decodeLiveFrame(
  data: ArrayBuffer | Uint8Array,
): { tag: number; id: number; payload: Uint8Array } | null {
  const bytes = data instanceof Uint8Array ? data : new Uint8Array(data);
  if (bytes.byteLength < 5) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { tag: bytes[0] ?? 0, id: view.getUint32(1), payload: bytes.subarray(5) };
}
