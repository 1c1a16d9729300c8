import { beforeAll, describe, expect, it } from "vitest";
import * as Y from "yjs";
import { encodeLiveFrame, LIVE_FRAME } from "../../app/lib/live-protocol";
import { createPost } from "../factories/blogs";
import { signedIn } from "../factories/users";
import { type Client, join } from "./live-kit";

// The shared post body through a real room (issue 36): Yjs updates relayed and replayed by the
// room converge in every browser, whatever the order and however often they arrive, and a
// person who dropped off and typed meanwhile loses nothing when they come back.

let author = "";
let editor = "";
beforeAll(async () => {
  author = (await signedIn("author")).token;
  editor = (await signedIn("editor")).token;
});

/** A browser's side: a Y.Doc fed by the room's frames; its own changes go to the room. */
class Peer {
  readonly doc = new Y.Doc();
  readonly text = this.doc.getText("body");
  private applied = 0;
  online = true;

  constructor(public client: Client) {
    this.doc.on("update", (update: Uint8Array, origin: unknown) => {
      if (origin !== "room" && this.online) this.client.update(update);
    });
  }

  /** Applies every update frame received since the last call. */
  catchUp() {
    const frames = this.client.frames.filter((f) => f.tag === LIVE_FRAME.update);
    for (const frame of frames.slice(this.applied)) Y.applyUpdate(this.doc, frame.payload, "room");
    this.applied = frames.length;
  }

  async waitFor(predicate: (text: string) => boolean, what: string) {
    await this.client.until(() => {
      this.catchUp();
      return predicate(this.text.toString());
    }, what);
  }
}

async function room(version = 1) {
  const { blog } = await createPost(author);
  return { target: { type: "post" as const, id: blog.id }, version };
}

describe("the shared post body", () => {
  it("converges when two people type in the same paragraph at once", async () => {
    const { target } = await room();
    const a = new Peer((await join(author, target)).client);
    a.text.insert(0, "Patch every Tuesday.");
    const b = new Peer((await join(editor, target)).client);
    await b.waitFor((text) => text === "Patch every Tuesday.", "the seed at B");
    // Both type before either hears of the other's change.
    a.text.insert(5, " servers");
    b.text.insert(19, " at nine");
    await a.waitFor((text) => text.includes("at nine"), "B's words at A");
    await b.waitFor((text) => text.includes("servers"), "A's words at B");
    expect(a.text.toString()).toBe(b.text.toString());
    expect(a.text.toString()).toBe("Patch servers every Tuesday at nine.");
    a.client.close();
    b.client.close();
  });

  it("converges under reordered and duplicated messages", async () => {
    const { target } = await room();
    const a = new Peer((await join(author, target)).client);
    const b = new Peer((await join(editor, target)).client);
    a.text.insert(0, "One. ");
    for (let i = 0; i < 20; i++) {
      (i % 2 ? a : b).text.insert(0, `${i} `);
    }
    await a.waitFor(() => a.client.frames.filter((f) => f.tag === 0).length >= 10, "B's updates");
    await b.waitFor(() => b.client.frames.filter((f) => f.tag === 0).length >= 11, "A's updates");
    // A third person gets the room's log: applied backwards, each twice, it is the same text.
    const c = (await join(editor, target)).client;
    const log = c.frames.filter((f) => f.tag === LIVE_FRAME.update).map((f) => f.payload);
    expect(log.length).toBe(21);
    const shuffled = new Y.Doc();
    for (const update of [...log].reverse()) Y.applyUpdate(shuffled, update);
    for (const update of log) Y.applyUpdate(shuffled, update);
    a.catchUp();
    b.catchUp();
    expect(shuffled.getText("body").toString()).toBe(a.text.toString());
    expect(a.text.toString()).toBe(b.text.toString());
    // Where concurrent inserts land is Yjs's choice (by client id); every one of them is there.
    expect(a.text.toString()).toContain("One. ");
    for (const digit of Array.from({ length: 20 }, (_, i) => `${i} `)) {
      expect(a.text.toString()).toContain(digit);
    }
    for (const x of [a.client, b.client, c]) x.close();
  });

  it("keeps what someone typed while their connection was down, after they reconnect", async () => {
    const { target } = await room();
    const a = new Peer((await join(author, target)).client);
    a.text.insert(0, "Backups run nightly.");
    const b = new Peer((await join(editor, target)).client);
    await b.waitFor((text) => text === "Backups run nightly.", "the seed at B");
    // B drops off and keeps typing; A keeps typing too.
    b.online = false;
    b.client.close();
    b.text.insert(0, "Offline: ");
    a.text.insert(a.text.length, " Restores are tested monthly.");
    await a.client.until(
      () => a.client.frames.some((f) => f.tag === LIVE_FRAME.stored && f.id >= 2),
      "A's second update stored",
    );
    // B comes back with a new ticket: it takes the room's log, then sends all it has.
    const back = await join(editor, target);
    b.client = back.client;
    b.online = true;
    b.catchUp();
    back.client.update(Y.encodeStateAsUpdate(b.doc));
    await a.waitFor((text) => text.startsWith("Offline: "), "B's offline words at A");
    expect(a.text.toString()).toBe("Offline: Backups run nightly. Restores are tested monthly.");
    expect(b.text.toString()).toBe(a.text.toString());
    a.client.close();
    back.client.close();
  });

  it("is compacted by the person who saves, and a newcomer gets the same text", async () => {
    const { target } = await room();
    const a = new Peer((await join(author, target)).client);
    for (const word of ["Alerts ", "reach ", "the ", "NOC."]) a.text.insert(a.text.length, word);
    const last = await a.client.until(() => {
      const stored = a.client.frames.filter((f) => f.tag === LIVE_FRAME.stored);
      return stored.length === 4 ? stored[3] : null;
    }, "four updates stored");
    a.client.ws.send(encodeLiveFrame(LIVE_FRAME.snapshot, last.id, Y.encodeStateAsUpdate(a.doc)));
    a.client.send({ t: "saved", version: 1 });
    const b = new Peer((await join(editor, target)).client);
    const log = b.client.frames.filter((f) => f.tag === LIVE_FRAME.update);
    expect(log).toHaveLength(1);
    b.catchUp();
    expect(b.text.toString()).toBe("Alerts reach the NOC.");
    // Someone who does not save cannot replace the log.
    b.client.ws.send(
      encodeLiveFrame(LIVE_FRAME.snapshot, last.id, Y.encodeStateAsUpdate(new Y.Doc())),
    );
    const c = new Peer((await join(editor, target)).client);
    c.catchUp();
    expect(c.text.toString()).toBe("Alerts reach the NOC.");
    for (const x of [a, b, c]) x.client.close();
  });

  it("starts again from the saved version when the first person in loaded another one", async () => {
    const { target } = await room();
    const a = new Peer((await join(author, target, 1)).client);
    a.text.insert(0, "Old words.");
    await a.client.until(() => a.client.frames.some((f) => f.tag === LIVE_FRAME.stored), "stored");
    a.client.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const again = await join(author, target, 2);
    expect(again.welcome).toMatchObject({ seed: true, version: 2 });
    expect(again.client.frames.filter((f) => f.tag === LIVE_FRAME.update)).toHaveLength(0);
    again.client.close();
  });
});
