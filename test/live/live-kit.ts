import { exports } from "cloudflare:workers";
import { expect } from "vitest";
import {
  decodeLiveFrame,
  encodeLiveFrame,
  LIVE_FRAME,
  type LiveClientMessage,
  type LiveServerMessage,
} from "../../app/lib/live-protocol";
import type { LiveTicket } from "../../app/schemas/live";
import { api, ORIGIN } from "../factories/users";

// Test kit for the live rooms (issue 36): tickets through the API, and WebSockets opened
// through the page Worker exactly as a browser's are (`/api/live/socket` → the live Worker →
// the room), with every message kept so a test can wait for the one it expects.

export type Target = { type: "post"; id: string } | { type: "page"; path: string };

export async function ticket(token: string | undefined, target: Target) {
  const response = await api("/api/live/tickets", { method: "POST", token, body: { target } });
  return { status: response.status, body: await response.json<LiveTicket & { error?: string }>() };
}

export interface Frame {
  tag: number;
  id: number;
  payload: Uint8Array;
}

export class Client {
  readonly texts: (LiveServerMessage | { t: "refused"; message: string })[] = [];
  readonly frames: Frame[] = [];
  closed: { code: number; reason: string } | null = null;
  private waiters: (() => void)[] = [];

  constructor(readonly ws: WebSocket) {
    // Binary frames arrive as Blobs here (as in a browser by default): read in arrival order.
    let order = Promise.resolve();
    ws.addEventListener("message", (event) => {
      const data = event.data as string | ArrayBuffer | Blob;
      order = order.then(async () => {
        if (typeof data === "string") {
          if (data !== "pong") this.texts.push(JSON.parse(data));
        } else {
          const bytes = data instanceof Blob ? await data.arrayBuffer() : data;
          const frame = decodeLiveFrame(bytes);
          if (frame) this.frames.push({ ...frame, payload: frame.payload.slice() });
        }
        this.wake();
      });
    });
    ws.addEventListener("close", (event) => {
      this.closed = { code: event.code, reason: event.reason };
      this.wake();
    });
  }

  private wake() {
    const waiting = this.waiters;
    this.waiters = [];
    for (const resolve of waiting) resolve();
  }

  /** Waits until `ready()` holds (5 s at most, then the test fails with `what`). */
  async until<T>(ready: () => T | undefined | null | false, what: string, ms = 5000): Promise<T> {
    const deadline = Date.now() + ms;
    for (;;) {
      const value = ready();
      if (value) return value;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`Timed out waiting for ${what}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 250));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** The last message of kind `t` after the first `after` of them, once it came. */
  message<K extends string>(t: K, after = 0) {
    return this.until(() => {
      const all = this.texts.filter((m) => m.t === t);
      return all.length > after ? (all.at(-1) as Extract<LiveServerMessage, { t: K }>) : null;
    }, `a "${t}" message`);
  }

  count(t: string) {
    return this.texts.filter((m) => m.t === t).length;
  }

  send(message: LiveClientMessage) {
    this.ws.send(JSON.stringify(message));
  }

  update(payload: Uint8Array) {
    this.ws.send(encodeLiveFrame(LIVE_FRAME.update, 0, payload));
  }

  close() {
    this.ws.close(1000, "done");
  }
}

/** Opens `url` (a ticket's) as a browser would, at the saved `version` it loaded. */
export async function connect(url: string, version = 1): Promise<Client> {
  const address = new URL(url);
  address.searchParams.set("version", String(version));
  const response = await exports.default.fetch(`${ORIGIN}${address.pathname}${address.search}`, {
    headers: { Upgrade: "websocket" },
  });
  expect(response.status).toBe(101);
  const ws = response.webSocket;
  if (!ws) throw new Error("no WebSocket");
  const client = new Client(ws);
  ws.accept();
  return client;
}

/** A ticket for `token`'s user into `target`'s room, opened; waits for the welcome. */
export async function join(token: string, target: Target, version = 1) {
  const made = await ticket(token, target);
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const client = await connect(made.body.url, version);
  const welcome = await client.message("welcome");
  await client.message("synced");
  return { client, welcome };
}
