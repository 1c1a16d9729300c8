import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { api, insertUser, loginAs, type TestUser } from "../factories/users";
import { type TestAuthenticator, testAuthenticator } from "../factories/webauthn";

// Issue 19, part 1: passkeys verified by @simplewebauthn/server inside workerd, with a software
// authenticator that makes real ES256 attestations and assertions.

interface Json {
  [key: string]: unknown;
}

async function json(response: Response): Promise<Json> {
  return response.json<Json>();
}

async function setPolicy(requireSecondFactor: boolean) {
  await env.DB.prepare(
    "INSERT INTO settings (key, value) VALUES ('security', ?1) ON CONFLICT(key) DO UPDATE SET value = ?1, version = version + 1",
  )
    .bind(JSON.stringify({ requireSecondFactor }))
    .run();
}

async function addPasskey(token: string, authenticator: TestAuthenticator, name = "Laptop") {
  const options = await json(
    await api("/api/auth/passkeys/register/options", { method: "POST", token }),
  );
  const response = await authenticator.register(
    options as unknown as Parameters<TestAuthenticator["register"]>[0],
  );
  return api("/api/auth/passkeys/register/verify", {
    method: "POST",
    token,
    body: { response, name },
  });
}

async function loginOptions() {
  const options = await json(await api("/api/auth/passkeys/login/options", { method: "POST" }));
  return { challenge: String(options.challenge) };
}

async function signInWith(authenticator: TestAuthenticator, change = {}) {
  const response = await authenticator.assert(await loginOptions(), change);
  return { response, answer: await postAssertion(response) };
}

const postAssertion = (response: unknown) =>
  api("/api/auth/passkeys/login/verify", { method: "POST", body: { response } });

async function counterOf(credentialId: string) {
  const row = await env.DB.prepare("SELECT counter FROM passkeys WHERE credential_id = ?")
    .bind(credentialId)
    .first<{ counter: number }>();
  return row?.counter;
}

async function sessionCount(userId: string) {
  const row = await env.DB.prepare("SELECT count(*) AS n FROM sessions WHERE user_id = ?")
    .bind(userId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** A signed-in user with one passkey. */
async function userWithPasskey() {
  const user = await insertUser({ role: "author" });
  const token = await loginAs(user);
  const authenticator = testAuthenticator();
  const added = await addPasskey(token, authenticator);
  expect(added.status).toBe(200);
  return { user, token, authenticator, added: await json(added) };
}

beforeEach(async () => {
  await setPolicy(false);
});

describe("registering a passkey", () => {
  it("offers a discoverable credential without attestation, bound to this site", async () => {
    const user = await insertUser();
    const token = await loginAs(user);
    const answer = await api("/api/auth/passkeys/register/options", { method: "POST", token });
    expect(answer.status).toBe(200);
    const options = await json(answer);
    expect(options.rp).toMatchObject({ id: "example.com" });
    expect(options.attestation).toBe("none");
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: "required",
      userVerification: "preferred",
    });
    expect(options.user).toMatchObject({ name: user.username });
  });

  it("stores the passkey, lists it without its key, and excludes it from the next options", async () => {
    const { token, authenticator, added } = await userWithPasskey();
    expect(added.passkey).toMatchObject({ name: "Laptop", lastUsedAt: null, version: 1 });
    const list = await json(await api("/api/auth/passkeys", { token }));
    const passkeys = list.passkeys as Json[];
    expect(passkeys).toHaveLength(1);
    expect(Object.keys(passkeys[0] ?? {}).sort()).toEqual(
      ["backedUp", "createdAt", "deviceType", "id", "lastUsedAt", "name", "version"].sort(),
    );
    expect(JSON.stringify(list)).not.toContain(authenticator.credentialId);
    const options = await json(
      await api("/api/auth/passkeys/register/options", { method: "POST", token }),
    );
    expect(options.excludeCredentials).toEqual([
      expect.objectContaining({ id: authenticator.credentialId }),
    ]);
  });

  it("hands out recovery codes with the first second factor only", async () => {
    const { token, user, added } = await userWithPasskey();
    expect(added.recoveryCodes).toHaveLength(10);
    const second = await json(await addPasskey(token, testAuthenticator(), "Phone"));
    expect(second.recoveryCodes).toBeUndefined();
    // A recovery code finishes a password sign-in in place of the passkey.
    const codes = added.recoveryCodes as string[];
    expect(await loginAs(user, codes[0])).toBeTruthy();
  });

  it("refuses a missing name, a replayed set-up and another site's answer", async () => {
    const user = await insertUser();
    const token = await loginAs(user);
    const authenticator = testAuthenticator();
    const empty = await addPasskey(token, authenticator, "   ");
    expect(empty.status).toBe(400);
    expect((await json(empty)).error).toBe("Name your passkey");

    const options = await json(
      await api("/api/auth/passkeys/register/options", { method: "POST", token }),
    );
    const typed = options as unknown as Parameters<TestAuthenticator["register"]>[0];
    const foreign = await authenticator.register(typed, { origin: "https://evil.example" });
    const refused = await api("/api/auth/passkeys/register/verify", {
      method: "POST",
      token,
      body: { response: foreign, name: "Evil" },
    });
    expect(refused.status).toBe(400);
    // Its challenge is used up: the right answer to it is refused too.
    const late = await api("/api/auth/passkeys/register/verify", {
      method: "POST",
      token,
      body: { response: await authenticator.register(typed), name: "Late" },
    });
    expect(late.status).toBe(400);
    expect((await json(late)).error).toBe("Passkey set-up has expired. Start again.");
    expect((await json(await api("/api/auth/passkeys", { token }))).passkeys).toEqual([]);
  });

  it("needs a sign-in within the last 10 minutes", async () => {
    const user = await insertUser();
    const token = await loginAs(user);
    await env.DB.prepare("UPDATE sessions SET authenticated_at = ? WHERE user_id = ?")
      .bind(new Date(Date.now() - 11 * 60_000).toISOString(), user.id)
      .run();
    const answer = await api("/api/auth/passkeys/register/options", { method: "POST", token });
    expect(answer.status).toBe(403);
    expect((await json(answer)).code).toBe("REAUTH_REQUIRED");
  });
});

describe("signing in with a passkey only", () => {
  it("signs in like a password login and records when the passkey was used", async () => {
    const { user, authenticator } = await userWithPasskey();
    const { answer } = await signInWith(authenticator);
    expect(answer.status).toBe(200);
    const body = await json(answer);
    expect(body).toMatchObject({ requiresMFA: false, user: { id: user.id } });
    expect(answer.headers.get("set-cookie")).toContain("session=");
    const verify = await api("/api/auth/verify", { token: String(body.token) });
    expect(verify.status).toBe(200);
    expect(await counterOf(authenticator.credentialId)).toBe(1);
    const audit = await env.DB.prepare(
      "SELECT details FROM audit_log WHERE action = 'auth.login.succeeded' AND actor_id = ? ORDER BY id DESC",
    )
      .bind(user.id)
      .first<{ details: string }>();
    expect(JSON.parse(audit?.details ?? "{}")).toMatchObject({ method: "passkey" });
  });

  it("refuses a replayed assertion with 401 and opens no session", async () => {
    const { user, authenticator } = await userWithPasskey();
    const { response, answer } = await signInWith(authenticator);
    expect(answer.status).toBe(200);
    const sessions = await sessionCount(user.id);
    const replay = await postAssertion(response);
    expect(replay.status).toBe(401);
    expect((await json(replay)).error).toBe("Passkey sign-in failed. Try again.");
    expect(await sessionCount(user.id)).toBe(sessions);
  });

  it("opens one session when the same assertion arrives twice at once", async () => {
    const { user, authenticator } = await userWithPasskey();
    const sessions = await sessionCount(user.id);
    const response = await authenticator.assert(await loginOptions());
    const answers = await Promise.all([postAssertion(response), postAssertion(response)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401]);
    expect(await sessionCount(user.id)).toBe(sessions + 1);
  });

  it("lets one of two assertions with the same counter win, even on separate challenges", async () => {
    const { user, authenticator } = await userWithPasskey();
    const sessions = await sessionCount(user.id);
    const [first, second] = [await loginOptions(), await loginOptions()];
    const a = await authenticator.assert(first, { counter: 1 });
    const b = await authenticator.assert(second, { counter: 1 });
    const answers = await Promise.all([postAssertion(a), postAssertion(b)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 401]);
    expect(await sessionCount(user.id)).toBe(sessions + 1);
  });

  it("refuses a foreign origin, another RP ID, an unknown passkey and no user verification", async () => {
    const { user, authenticator } = await userWithPasskey();
    const sessions = await sessionCount(user.id);
    for (const change of [
      { origin: "https://evil.example" },
      { rpId: "evil.example" },
      { userVerified: false },
    ]) {
      const { answer } = await signInWith(authenticator, change);
      expect(answer.status, JSON.stringify(change)).toBe(401);
    }
    const stranger = testAuthenticator();
    await stranger.register({ challenge: "eA", rp: { id: "example.com" }, user: { id: "eA" } });
    expect((await signInWith(stranger)).answer.status).toBe(401);
    expect(await sessionCount(user.id)).toBe(sessions);
    expect(await counterOf(authenticator.credentialId)).toBe(0);
  });

  it("refuses an expired challenge", async () => {
    const { authenticator } = await userWithPasskey();
    const options = await loginOptions();
    await env.DB.prepare("UPDATE webauthn_challenges SET expires_at = ? WHERE challenge = ?")
      .bind(new Date(Date.now() - 1000).toISOString(), options.challenge)
      .run();
    const answer = await postAssertion(await authenticator.assert(options));
    expect(answer.status).toBe(401);
  });

  it("refuses a counter that does not grow", async () => {
    const { authenticator } = await userWithPasskey();
    expect((await signInWith(authenticator)).answer.status).toBe(200);
    expect((await signInWith(authenticator, { counter: 1 })).answer.status).toBe(401);
    expect(await counterOf(authenticator.credentialId)).toBe(1);
    expect((await signInWith(authenticator, { counter: 5 })).answer.status).toBe(200);
    expect(await counterOf(authenticator.credentialId)).toBe(5);
  });

  it("still signs in a username locked out by wrong passwords", async () => {
    const { user, authenticator } = await userWithPasskey();
    for (let i = 0; i < 6; i++) {
      await api("/api/auth/login", {
        method: "POST",
        body: { username: user.username, password: "wrong-password" },
        headers: { "cf-connecting-ip": "10.9.9.9" },
      });
    }
    const locked = await api("/api/auth/login", {
      method: "POST",
      body: { username: user.username, password: user.password },
      headers: { "cf-connecting-ip": "10.9.9.9" },
    });
    expect(locked.status).toBe(429);
    expect((await signInWith(authenticator)).answer.status).toBe(200);
  });

  it("answers 403 for a deactivated user", async () => {
    const { user, authenticator } = await userWithPasskey();
    await env.DB.prepare("UPDATE users SET is_active = 0 WHERE id = ?").bind(user.id).run();
    expect((await signInWith(authenticator)).answer.status).toBe(403);
  });

  it("answers 400 to malformed bodies and 401 to unreadable answers", async () => {
    for (const body of [{}, { response: "x" }, { response: { id: 1 } }]) {
      const answer = await api("/api/auth/passkeys/login/verify", { method: "POST", body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    const garbage = {
      id: "abc",
      rawId: "abc",
      type: "public-key",
      clientExtensionResults: {},
      response: { clientDataJSON: "abc", authenticatorData: "abc", signature: "abc" },
    };
    expect((await postAssertion(garbage)).status).toBe(401);
  });
});

describe("a passkey as the second factor", () => {
  async function passwordStep(user: TestUser, extra: Json = {}) {
    return api("/api/auth/login", {
      method: "POST",
      body: { username: user.username, password: user.password, ...extra },
      headers: { "cf-connecting-ip": `10.8.0.${Math.floor(Math.random() * 250)}` },
    });
  }

  it("asks for it after the password, and accepts only that user's passkey", async () => {
    const { user, authenticator } = await userWithPasskey();
    const first = await json(await passwordStep(user));
    expect(first).toEqual({ requiresMFA: true, methods: ["passkey"] });
    const wrongPassword = await api("/api/auth/login", {
      method: "POST",
      body: { username: user.username, password: "not-it" },
    });
    expect(await json(wrongPassword)).not.toHaveProperty("methods");

    const other = await userWithPasskey();
    const foreign = await other.authenticator.assert(await loginOptions(), {
      userVerified: false,
    });
    const refused = await passwordStep(user, { passkey: foreign });
    expect(refused.status).toBe(401);

    // User verification is not needed after a password.
    const passkey = await authenticator.assert(await loginOptions(), { userVerified: false });
    const answer = await passwordStep(user, { passkey });
    expect(answer.status).toBe(200);
    expect(await json(answer)).toMatchObject({ requiresMFA: false, user: { id: user.id } });
    expect((await passwordStep(user, { passkey })).status).toBe(401);
  });

  it("lists both methods for a user with TOTP and a passkey", async () => {
    const user = await insertUser({ mfa: true });
    const { TOTP, Secret } = await import("otpauth");
    const code = new TOTP({ secret: Secret.fromBase32(user.totpSecret ?? "") }).generate();
    const token = await loginAs(user, code);
    expect((await addPasskey(token, testAuthenticator())).status).toBe(200);
    expect(await json(await passwordStep(user))).toEqual({
      requiresMFA: true,
      methods: ["totp", "passkey"],
    });
  });
});

describe("a passkey as step-up", () => {
  const age = (userId: string) =>
    env.DB.prepare("UPDATE sessions SET authenticated_at = ? WHERE user_id = ?")
      .bind(new Date(Date.now() - 11 * 60_000).toISOString(), userId)
      .run();
  const reauthOptions = async (token: string) =>
    json(await api("/api/auth/passkeys/reauth/options", { method: "POST", token }));
  const reauth = (token: string, passkey: unknown) =>
    api("/api/auth/reauth", { method: "POST", token, body: { passkey } });

  it("opens the 10-minute window again with one of the user's passkeys", async () => {
    const { user, token, authenticator } = await userWithPasskey();
    await age(user.id);
    const refused = await api("/api/auth/passkeys/register/options", { method: "POST", token });
    expect(refused.status).toBe(403);
    const options = await reauthOptions(token);
    expect(options.userVerification).toBe("required");
    expect(options.allowCredentials).toEqual([
      expect.objectContaining({ id: authenticator.credentialId }),
    ]);
    const response = await authenticator.assert({ challenge: String(options.challenge) });
    const answer = await reauth(token, response);
    expect(answer.status).toBe(200);
    const after = await api("/api/auth/passkeys/register/options", { method: "POST", token });
    expect(after.status).toBe(200);
    // The same answer again: its challenge is used up.
    expect((await reauth(token, response)).status).toBe(401);
  });

  it("refuses another user's passkey, a sign-in challenge and no user verification", async () => {
    const { user, token, authenticator } = await userWithPasskey();
    const other = await userWithPasskey();
    await age(user.id);
    const options = await reauthOptions(token);
    const foreign = await other.authenticator.assert({ challenge: String(options.challenge) });
    expect((await reauth(token, foreign)).status).toBe(401);
    const signIn = await authenticator.assert(await loginOptions());
    expect((await reauth(token, signIn)).status).toBe(401);
    const unverified = await authenticator.assert(
      { challenge: String((await reauthOptions(token)).challenge) },
      { userVerified: false },
    );
    expect((await reauth(token, unverified)).status).toBe(401);
    const still = await api("/api/auth/passkeys/register/options", { method: "POST", token });
    expect(still.status).toBe(403);
  });

  it("answers 409 for options when the user has no passkey", async () => {
    const token = await loginAs(await insertUser());
    const answer = await api("/api/auth/passkeys/reauth/options", { method: "POST", token });
    expect(answer.status).toBe(409);
  });
});

describe("managing passkeys", () => {
  it("renames with the version it read: 409 when stale or missing, 404 when not yours", async () => {
    const { token, added } = await userWithPasskey();
    const id = String((added.passkey as Json).id);
    const path = `/api/auth/passkeys/${id}`;
    const renamed = await api(path, { method: "PATCH", token, body: { name: "Work", version: 1 } });
    expect(renamed.status).toBe(200);
    expect((await json(renamed)).passkey).toMatchObject({ name: "Work", version: 2 });
    const stale = await api(path, { method: "PATCH", token, body: { name: "Old", version: 1 } });
    expect(stale.status).toBe(409);
    const missing = await api(path, { method: "PATCH", token, body: { name: "Old" } });
    expect(missing.status).toBe(409);
    const other = await userWithPasskey();
    const foreign = await api(path, {
      method: "PATCH",
      token: other.token,
      body: { name: "Mine", version: 2 },
    });
    expect(foreign.status).toBe(404);
    expect(await api(path, { method: "DELETE", token: other.token })).toHaveProperty("status", 404);
    const list = await json(await api("/api/auth/passkeys", { token }));
    expect((list.passkeys as Json[])[0]).toMatchObject({ name: "Work", version: 2 });
  });

  it("removes a passkey; the last one of a user without TOTP takes the recovery codes", async () => {
    const { token, user, added } = await userWithPasskey();
    const second = await json(await addPasskey(token, testAuthenticator(), "Phone"));
    const ids = [added, second].map((a) => String((a.passkey as Json).id));
    const codes = () =>
      env.DB.prepare("SELECT recovery_codes AS c FROM users WHERE id = ?")
        .bind(user.id)
        .first<{ c: string | null }>();
    expect((await api(`/api/auth/passkeys/${ids[0]}`, { method: "DELETE", token })).status).toBe(
      200,
    );
    expect((await codes())?.c).not.toBeNull();
    expect((await api(`/api/auth/passkeys/${ids[1]}`, { method: "DELETE", token })).status).toBe(
      200,
    );
    expect((await codes())?.c).toBeNull();
    expect((await json(await api("/api/auth/passkeys", { token }))).passkeys).toEqual([]);
    const actions = await env.DB.prepare(
      "SELECT action FROM audit_log WHERE actor_id = ? AND action LIKE 'auth.passkey.%'",
    )
      .bind(user.id)
      .all<{ action: string }>();
    expect(actions.results.map((r) => r.action).sort()).toEqual([
      "auth.passkey.added",
      "auth.passkey.added",
      "auth.passkey.removed",
      "auth.passkey.removed",
    ]);
  });

  it("keeps the last second factor when the policy requires one", async () => {
    await setPolicy(true);
    const { token, added } = await userWithPasskey();
    const id = String((added.passkey as Json).id);
    const refused = await api(`/api/auth/passkeys/${id}`, { method: "DELETE", token });
    expect(refused.status).toBe(409);
    expect((await json(refused)).error).toBe(
      "Add another second factor before removing your last one",
    );
    expect((await json(await api("/api/auth/passkeys", { token }))).passkeys).toHaveLength(1);
  });
});

describe("the authenticator app beside passkeys", () => {
  const totpCode = async (secret: string, offsetSteps = 0) => {
    const { TOTP, Secret } = await import("otpauth");
    return new TOTP({ secret: Secret.fromBase32(secret) }).generate({
      timestamp: Date.now() + offsetSteps * 30_000,
    });
  };
  const userRow = (id: string) =>
    env.DB.prepare("SELECT mfa_enabled, recovery_codes, mfa_last_step FROM users WHERE id = ?")
      .bind(id)
      .first<{ mfa_enabled: number; recovery_codes: string | null; mfa_last_step: number }>();

  it("turning the app off keeps the recovery codes while a passkey remains", async () => {
    const user = await insertUser({ mfa: true });
    const token = await loginAs(user, await totpCode(user.totpSecret ?? ""));
    const added = await json(await addPasskey(token, testAuthenticator()));
    const codes = added.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    const off = await api("/api/auth/disable-mfa", {
      method: "POST",
      token,
      body: { password: user.password, code: codes[0] },
    });
    expect(off.status).toBe(200);
    expect((await userRow(user.id))?.mfa_enabled).toBe(0);
    const left = await json(await api("/api/auth/recovery-codes", { token }));
    expect(left.remaining).toBe(9);
  });

  it("refuses to turn off the last second factor while the policy requires one", async () => {
    await setPolicy(true);
    const user = await insertUser({ mfa: true });
    const token = await loginAs(user, await totpCode(user.totpSecret ?? ""));
    const before = await userRow(user.id);
    const off = await api("/api/auth/disable-mfa", {
      method: "POST",
      token,
      body: { password: user.password, code: await totpCode(user.totpSecret ?? "", 1) },
    });
    expect(off.status).toBe(409);
    expect((await json(off)).code).toBe("LAST_SECOND_FACTOR");
    expect(await userRow(user.id)).toEqual(before);
  });

  it("gives a passkey-only user new recovery codes", async () => {
    const { token, user } = await userWithPasskey();
    const fresh = await api("/api/auth/recovery-codes", {
      method: "POST",
      token,
      body: { password: user.password },
    });
    expect(fresh.status).toBe(200);
    expect((await json(fresh)).recoveryCodes).toHaveLength(10);
  });
});
