import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { decodeJwt, SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { sessions, users } from "../../worker/db/schema";
import {
  createSession,
  listOwnSessions,
  resolveSession,
  revokeOwnSession,
  revokeSession,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
} from "../../worker/services/identity/sessions";
import { testDeps } from "../factories/deps";
import { insertUser } from "../factories/users";

// The session rules at the service level: 12 idle hours or 7 days end a session whatever the
// activity, a revocation or a deactivation applies to the very next request, and a token that
// this Worker did not sign is nobody.

const deps = testDeps();
const db = createDb(env.DB);
const CLIENT = { ip: "10.80.0.1", userAgent: "sessions-service" };
const HOUR = 60 * 60 * 1000;

/** A new user with one session started now; `at(ms)` is a time that far after its start. */
async function started() {
  const user = await insertUser({ role: "editor" });
  const start = new Date();
  const { token } = await createSession(deps, user.id, CLIENT, start);
  const at = (ms: number) => new Date(start.getTime() + ms);
  return { user, token, at };
}

async function signedIn(token: string, now?: Date) {
  const user = await resolveSession(deps, token, false, now);
  if (!user) throw new Error("expected a live session");
  return user;
}

describe("expiry", () => {
  it("ends a session after 12 idle hours, and not a moment before", async () => {
    const early = await started();
    expect(
      await resolveSession(deps, early.token, false, early.at(SESSION_IDLE_MS - 1000)),
    ).not.toBeNull();
    const idle = await started();
    expect(await resolveSession(deps, idle.token, false, idle.at(SESSION_IDLE_MS))).toBeNull();
  });

  it("keeps an active session alive, but for 7 days at the most", async () => {
    const { token, at } = await started();
    // A request every 11 hours keeps it from idling out.
    let elapsed = 0;
    while (elapsed + 11 * HOUR < SESSION_ABSOLUTE_MS) {
      elapsed += 11 * HOUR;
      await signedIn(token, at(elapsed));
    }
    await signedIn(token, at(SESSION_ABSOLUTE_MS - 1000));
    expect(await resolveSession(deps, token, false, at(SESSION_ABSOLUTE_MS))).toBeNull();
  });

  it("lists only live sessions of one's own", async () => {
    const { user, token } = await started();
    const current = await signedIn(token);
    const { token: second } = await createSession(deps, user.id, CLIENT);
    const { token: ended } = await createSession(deps, user.id, CLIENT);
    await revokeSession(deps, (await signedIn(ended)).sessionId);
    await started(); // someone else's

    const listed = await listOwnSessions(deps, current);
    expect(listed.map((s) => s.id).sort()).toEqual(
      [current.sessionId, (await signedIn(second)).sessionId].sort(),
    );
    expect(listed.find((s) => s.current)?.id).toBe(current.sessionId);
  });
});

describe("revocation", () => {
  it("ends a revoked session at its next request, leaving the user's others alone", async () => {
    const { user, token } = await started();
    const { token: other } = await createSession(deps, user.id, CLIENT);
    await revokeSession(deps, (await signedIn(token)).sessionId);
    expect(await resolveSession(deps, token, false)).toBeNull();
    expect(await resolveSession(deps, other, false)).not.toBeNull();
  });

  it("revokes only one's own sessions: another user's answers 404 and stays alive", async () => {
    const mine = await started();
    const theirs = await started();
    const me = await signedIn(mine.token);
    const theirId = (await signedIn(theirs.token)).sessionId;

    await expect(revokeOwnSession(deps, me, theirId)).rejects.toMatchObject({
      status: 404,
      message: "Session not found",
    });
    expect(await resolveSession(deps, theirs.token, false)).not.toBeNull();

    const { token: second } = await createSession(deps, me.id, CLIENT);
    const secondId = (await signedIn(second)).sessionId;
    await revokeOwnSession(deps, me, secondId);
    expect(await resolveSession(deps, second, false)).toBeNull();
    // Revoking it again finds no live session of mine.
    await expect(revokeOwnSession(deps, me, secondId)).rejects.toMatchObject({ status: 404 });
  });

  it("ends every session of a deactivated user", async () => {
    const { user, token } = await started();
    await signedIn(token);
    await db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect(await resolveSession(deps, token, false)).toBeNull();
  });

  it("refuses a token signed with another key, or naming a session that is not stored", async () => {
    const { user, token } = await started();
    const { sid } = decodeJwt(token);
    expect(typeof sid).toBe("string");
    const forged = await new SignJWT({ sid })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(user.id)
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode("not-the-session-secret-0123456789abcdef"));
    expect(await resolveSession(deps, forged, false)).toBeNull();

    await db.delete(sessions).where(eq(sessions.userId, user.id));
    expect(await resolveSession(deps, token, false)).toBeNull();
  });
});
