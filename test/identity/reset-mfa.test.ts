import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { lostFactorsText } from "../../app/components/identity/reset-second-factor-dialog";
import { OWN_SECOND_FACTOR_MESSAGE, STALE_USER_MESSAGE } from "../../app/schemas/user";
import { createDb } from "../../worker/db/client";
import { passkeys } from "../../worker/db/schema";
import { createSession } from "../../worker/services/identity/sessions";
import { resetSecondFactor } from "../../worker/services/identity/users";
import { testDeps } from "../factories/deps";
import {
  api,
  insertUser,
  loginAs,
  secondFactorsOf,
  sessionUserFor,
  signedIn,
  type TestUser,
  userVersion,
} from "../factories/users";

// Issue 19, part 4: an administrator resets another user's second factor (TOTP, recovery codes,
// passkeys), revoking their sessions, audited, conditional on the version the admin saw.

const deps = testDeps();
const db = createDb(env.DB);

/** A user with TOTP, recovery codes, `passkeyCount` passkeys and two live sessions. */
async function userWithFactors(passkeyCount = 2) {
  const user = await insertUser({ role: "editor", mfa: true });
  await env.DB.prepare("UPDATE users SET recovery_codes = ?, mfa_last_step = 1 WHERE id = ?")
    .bind(JSON.stringify(["hash-1", "hash-2"]), user.id)
    .run();
  for (let i = 0; i < passkeyCount; i += 1) {
    await db.insert(passkeys).values({
      id: crypto.randomUUID(),
      userId: user.id,
      credentialId: `cred-${crypto.randomUUID()}`,
      publicKey: "pk",
      name: `Key ${i + 1}`,
    });
  }
  const tokens = await Promise.all([sessionOf(user), sessionOf(user)]);
  return { user, tokens };
}

async function sessionOf(user: TestUser) {
  return (await createSession(deps, user.id, { ip: "10.80.0.1", userAgent: "reset-mfa" })).token;
}

const reset = (token: string, id: string, body: unknown) =>
  api(`/api/users/${id}/reset-mfa`, { method: "POST", token, body });

async function stateOf(user: TestUser, tokens: string[]) {
  const { row, passkeys: keyCount } = await secondFactorsOf(user.id);
  const audits = await env.DB.prepare(
    "SELECT actor_id, actor_username, target_id FROM audit_log WHERE action = 'user.mfa_reset' AND target_id = ?",
  )
    .bind(user.id)
    .all();
  const signedIn = await Promise.all(
    tokens.map(async (token) => (await api("/api/auth/verify", { token })).status === 200),
  );
  return { row, passkeys: keyCount, audits: audits.results, signedIn };
}

describe("POST /api/users/:id/reset-mfa", () => {
  it("GET /api/users shows each user's passkey count", async () => {
    const admin = await signedIn("admin");
    const { user } = await userWithFactors(2);
    const list = await (await api("/api/users", { token: admin.token })).json<
      { id: string; passkeyCount: number; mfaEnabled: boolean }[]
    >();
    expect(list.find((u) => u.id === user.id)).toMatchObject({ passkeyCount: 2, mfaEnabled: true });
    expect(list.find((u) => u.id === admin.user.id)).toMatchObject({ passkeyCount: 0 });
  });

  it("clears TOTP, recovery codes and passkeys, signs the user out everywhere, audits, bumps the version", async () => {
    const admin = await signedIn("admin");
    const { user, tokens } = await userWithFactors(2);
    const version = await userVersion(user.id);
    expect((await stateOf(user, tokens)).signedIn).toEqual([true, true]);

    const answer = await reset(admin.token, user.id, { version });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({
      id: user.id,
      mfaEnabled: false,
      passkeyCount: 0,
      version: version + 1,
    });
    const after = await stateOf(user, tokens);
    expect(after.row).toEqual({
      mfa_enabled: 0,
      mfa_secret: null,
      mfa_pending_secret: null,
      mfa_last_step: null,
      recovery_codes: null,
      version: version + 1,
    });
    expect(after.passkeys).toBe(0);
    expect(after.signedIn).toEqual([false, false]);
    expect(after.audits).toEqual([
      { actor_id: admin.user.id, actor_username: admin.user.username, target_id: user.id },
    ]);
    // The admin's own session is untouched, and the user signs in with the password alone.
    expect((await api("/api/auth/verify", { token: admin.token })).status).toBe(200);
    await expect(loginAs(user)).resolves.toEqual(expect.any(String));
  });

  it("refuses a stale or missing version with 409 and changes nothing", async () => {
    const admin = await signedIn("admin");
    const { user, tokens } = await userWithFactors(1);
    const before = await stateOf(user, tokens);
    const version = await userVersion(user.id);
    for (const body of [{ version: version + 1 }, {}]) {
      const answer = await reset(admin.token, user.id, body);
      expect(answer.status).toBe(409);
      expect((await answer.json<{ error: string }>()).error).toBe(STALE_USER_MESSAGE);
    }
    expect(await stateOf(user, tokens)).toEqual(before);
  });

  it("two admins at once with the same version: one reset, one 409, one audit row", async () => {
    const [first, second] = await Promise.all([signedIn("admin"), signedIn("admin")]);
    const { user, tokens } = await userWithFactors(2);
    const version = await userVersion(user.id);
    const statuses = (
      await Promise.all([
        reset(first.token, user.id, { version }),
        reset(second.token, user.id, { version }),
      ])
    )
      .map((a) => a.status)
      .sort();
    expect(statuses).toEqual([200, 409]);
    expect((await stateOf(user, tokens)).audits).toHaveLength(1);
  });

  it("answers 404 for an unknown user", async () => {
    const admin = await signedIn("admin");
    const answer = await reset(admin.token, crypto.randomUUID(), { version: 1 });
    expect(answer.status).toBe(404);
  });

  it("refuses your own account with 400 and sends you to Settings", async () => {
    const admin = await signedIn("admin");
    const answer = await reset(admin.token, admin.user.id, {
      version: await userVersion(admin.user.id),
    });
    expect(answer.status).toBe(400);
    expect((await answer.json<{ error: string }>()).error).toBe(OWN_SECOND_FACTOR_MESSAGE);
  });

  it("refuses a body that is not {version: number} with 400", async () => {
    const admin = await signedIn("admin");
    const { user, tokens } = await userWithFactors(1);
    const before = await stateOf(user, tokens);
    for (const body of [{ version: "1" }, { version: 1.5 }, { version: 0 }, "nope"]) {
      expect((await reset(admin.token, user.id, body)).status).toBe(400);
    }
    expect(await stateOf(user, tokens)).toEqual(before);
  });

  it("is for administrators only", async () => {
    const editor = await signedIn("editor");
    const { user } = await userWithFactors(0);
    const answer = await reset(editor.token, user.id, { version: await userVersion(user.id) });
    expect(answer.status).toBe(403);
  });

  it("needs a recent sign-in (step-up): 403 REAUTH_REQUIRED and nothing changes", async () => {
    const admin = await insertUser({ role: "admin" });
    const { user, tokens } = await userWithFactors(1);
    const before = await stateOf(user, tokens);
    const stale = sessionUserFor(admin, {
      authenticatedAt: new Date(Date.now() - 11 * 60 * 1000).toISOString(),
    });
    await expect(
      resetSecondFactor(deps, user.id, { version: await userVersion(user.id) }, stale),
    ).rejects.toMatchObject({ status: 403, code: "REAUTH_REQUIRED" });
    expect(await stateOf(user, tokens)).toEqual(before);
  });
});

describe("the confirmation's words for what stops working", () => {
  it("names exactly the factors the user has", () => {
    expect(lostFactorsText({ mfaEnabled: true, passkeyCount: 2 })).toBe(
      "authenticator app, recovery codes and 2 passkeys",
    );
    expect(lostFactorsText({ mfaEnabled: true, passkeyCount: 0 })).toBe(
      "authenticator app and recovery codes",
    );
    expect(lostFactorsText({ mfaEnabled: false, passkeyCount: 1 })).toBe("passkey");
    expect(lostFactorsText({ mfaEnabled: true, passkeyCount: 1 })).toBe(
      "authenticator app, recovery codes and passkey",
    );
  });
});
