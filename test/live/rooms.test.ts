import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { LIVE_CLOSE, LIVE_LIMITS, LIVE_MESSAGES } from "../../app/lib/live-protocol";
import { createDb } from "../../worker/db/client";
import { liveTickets, sessions } from "../../worker/db/schema";
import { createPost } from "../factories/blogs";
import { signedIn } from "../factories/users";
import { type Client, connect, join, ticket } from "./live-kit";

// The rooms (issue 36): tickets with the API's session and role checks, used once; the room
// checks the session again, at the door and while connected; who is here and where; limits
// said out loud.

const db = createDb(env.DB);
let admin = "";
let editor = "";
let author = "";
let otherAuthor = "";

beforeAll(async () => {
  admin = (await signedIn("admin")).token;
  editor = (await signedIn("editor")).token;
  author = (await signedIn("author")).token;
  otherAuthor = (await signedIn("author")).token;
});

const refusal = (client: Client) =>
  client.until(() => client.closed, "the room to close the connection");

describe("a ticket", () => {
  it("follows the API's rules: authors their own posts, pages for editors and admins", async () => {
    const { blog } = await createPost(author);
    const post = { type: "post" as const, id: blog.id };
    expect((await ticket(undefined, post)).status).toBe(401);
    expect((await ticket(author, post)).status).toBe(201);
    expect((await ticket(otherAuthor, post)).status).toBe(404);
    expect((await ticket(editor, post)).status).toBe(201);
    expect((await ticket(author, { type: "page", path: "/it-security" })).status).toBe(403);
    expect((await ticket(editor, { type: "page", path: "/it-security" })).status).toBe(201);
    expect((await ticket(editor, { type: "page", path: `/blog/${blog.slug}` })).status).toBe(201);
    expect((await ticket(editor, { type: "page", path: "/no-such-page" })).status).toBe(404);
    expect((await ticket(editor, { type: "post", id: "missing" })).status).toBe(404);
    for (const bad of [null, "post:1", { type: "page", path: "../x" }, { type: "blog", id: 1 }]) {
      expect((await ticket(editor, bad as never)).status).toBe(400);
    }
    const made = await ticket(editor, post);
    expect(made.body.url).toMatch(/^ws:\/\/[^/]+\/api\/live\/socket\?ticket=[\w-]{40,}$/);
    const life = Date.parse(made.body.expiresAt) - Date.now();
    expect(life).toBeGreaterThan(50_000);
    expect(life).toBeLessThanOrEqual(60_000);
  });

  it("is used once, and not after it expired", async () => {
    const { blog } = await createPost(author);
    const made = await ticket(author, { type: "post", id: blog.id });
    const first = await connect(made.body.url);
    await first.message("welcome");
    const again = await connect(made.body.url);
    const closed = await refusal(again);
    expect(closed.code).toBe(LIVE_CLOSE.ticket);
    expect(await again.message("refused")).toMatchObject({ message: LIVE_MESSAGES.ticket });

    const late = await ticket(author, { type: "post", id: blog.id });
    await db.update(liveTickets).set({ expiresAt: new Date(Date.now() - 1000).toISOString() });
    expect((await refusal(await connect(late.body.url))).code).toBe(LIVE_CLOSE.ticket);
    const forged = await connect(made.body.url.replace(/ticket=[^&]+/, `ticket=${"x".repeat(43)}`));
    expect((await refusal(forged)).code).toBe(LIVE_CLOSE.ticket);
    first.close();
  });

  it("of a session revoked since is refused at the door, and a revoked session is shown out", async () => {
    const { blog } = await createPost(author);
    const target = { type: "post" as const, id: blog.id };
    const someone = await signedIn("editor");
    const made = await ticket(someone.token, target);
    await db
      .update(sessions)
      .set({ revokedAt: new Date().toISOString() })
      .where(eq(sessions.userId, someone.user.id));
    const door = await connect(made.body.url);
    expect((await refusal(door)).code).toBe(LIVE_CLOSE.session);
    expect(await door.message("refused")).toMatchObject({ message: LIVE_MESSAGES.session });

    const inside = await signedIn("editor");
    const stays = await join(editor, target);
    const goes = await join(inside.token, target);
    await stays.client.until(
      () => stays.client.texts.some((m) => m.t === "people" && m.people.length === 2),
      "two people in the room",
    );
    await db
      .update(sessions)
      .set({ revokedAt: new Date().toISOString() })
      .where(eq(sessions.userId, inside.user.id));
    expect((await goes.client.until(() => goes.client.closed, "the kick", 8000)).code).toBe(
      LIVE_CLOSE.session,
    );
    await stays.client.until(
      () => {
        const last = stays.client.texts.filter((m) => m.t === "people").at(-1);
        return last?.t === "people" && last.people.length === 1;
      },
      "the revoked person gone from the room",
      8000,
    );
    stays.client.close();
  });
});

describe("a room", () => {
  it("shows who is here and where, and a person leaving at once", async () => {
    const { blog } = await createPost(author);
    const target = { type: "post" as const, id: blog.id };
    const alice = await join(author, target);
    expect(alice.welcome).toMatchObject({ seed: true, version: 1 });
    expect(alice.welcome.people).toHaveLength(1);
    const bob = await join(editor, target);
    // The first person fills the empty document; the second waits for it (never both).
    expect(bob.welcome.seed).toBe(false);
    const seenByAlice = await alice.client.message("people");
    expect(seenByAlice.people.map((p) => p.role).sort()).toEqual(["author", "editor"]);
    const bobAsSeen = seenByAlice.people.find((p) => p.role === "editor");
    expect(bobAsSeen).toMatchObject({ state: "active", where: null, claim: null });
    expect(bobAsSeen?.initials).toMatch(/^[A-Z0-9]{1,2}$/);
    expect(bobAsSeen?.color).toMatch(/^#[0-9a-f]{6}$/);
    expect(seenByAlice.saver).toBe(alice.welcome.you);

    const before = alice.client.count("people");
    bob.client.send({
      t: "here",
      where: { kind: "block", index: 2, label: "Paragraph 2" },
      state: "idle",
    });
    const moved = await alice.client.message("people", before);
    expect(moved.people.find((p) => p.id === bob.welcome.you)).toMatchObject({
      where: { kind: "block", index: 2, label: "Paragraph 2" },
      state: "idle",
    });

    const count = alice.client.count("people");
    bob.client.close();
    const after = await alice.client.message("people", count);
    expect(after.people.map((p) => p.id)).toEqual([alice.welcome.you]);
    alice.client.close();
  });

  it("lets one person claim an element at a time", async () => {
    const target = { type: "page" as const, path: "/it-consulting" };
    const one = await join(editor, target, 0);
    const two = await join(admin, target, 0);
    one.client.send({ t: "claim", eid: "hero-title" });
    await two.client.until(
      () =>
        two.client.texts.some(
          (m) => m.t === "people" && m.people.some((p) => p.claim === "hero-title"),
        ),
      "the claim shown",
    );
    two.client.send({ t: "claim", eid: "hero-title" });
    const refused = await two.client.message("claim-refused");
    expect(refused.eid).toBe("hero-title");
    one.client.close();
    await two.client.until(() => {
      const last = two.client.texts.filter((m) => m.t === "people").at(-1);
      return last?.t === "people" && last.people.length === 1;
    }, "the claimer gone");
    const count = two.client.count("people");
    two.client.send({ t: "claim", eid: "hero-title" });
    const mine = await two.client.message("people", count);
    expect(mine.people[0]?.claim).toBe("hero-title");
    two.client.close();
  });

  it("tells the others what was saved, and a newcomer the version", async () => {
    const { blog } = await createPost(author);
    const target = { type: "post" as const, id: blog.id };
    const a = await join(author, target, 3);
    const b = await join(editor, target, 3);
    a.client.send({ t: "saved", version: 4 });
    expect(await b.client.message("saved")).toMatchObject({ version: 4, byId: expect.any(String) });
    const c = await join(admin, target, 4);
    expect(c.welcome.version).toBe(4);
    for (const x of [a, b, c]) x.client.close();
  });

  it("says its limits out loud: a full room and a message too large", async () => {
    const target = { type: "page" as const, path: "/email-migration" };
    const inside: Client[] = [];
    for (let i = 0; i < LIVE_LIMITS.people; i++)
      inside.push((await join(editor, target, 0)).client);
    const made = await ticket(editor, target);
    const late = await connect(made.body.url, 0);
    expect((await refusal(late)).code).toBe(LIVE_CLOSE.full);
    expect(await late.message("refused")).toMatchObject({ message: LIVE_MESSAGES.full });

    const [first, second] = inside as [Client, Client];
    const frames = second.frames.length;
    first.update(new Uint8Array(LIVE_LIMITS.messageBytes + 1));
    expect(await first.message("error")).toMatchObject({
      code: "TOO_LARGE",
      message: LIVE_MESSAGES.tooLarge,
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(second.frames.length).toBe(frames);
    for (const client of inside) client.close();
  });
});
