import { env } from "cloudflare:workers";
import { eq, sql } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { auditLog, loginAttempts, sessions, users } from "../../worker/db/schema";
import { api, DEFAULT_PASSWORD, insertUser, loginAs, signedIn } from "../factories/users";

const db = () => createDb(env.DB);
const totpCode = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });
const login = (body: unknown, ip = "203.0.113.7") =>
  api("/api/auth/login", { method: "POST", body, headers: { "cf-connecting-ip": ip } });

describe("POST /api/auth/login", () => {
  it("answers token, user and requiresMFA false, and sets a secure HttpOnly cookie", async () => {
    const user = await insertUser({ role: "editor" });
    const response = await login({ username: user.username, password: user.password });
    expect(response.status).toBe(200);
    const body = await response.json<Record<string, unknown>>();
    expect(body.requiresMFA).toBe(false);
    expect(typeof body.token).toBe("string");
    expect(body.user).toEqual({
      id: user.id,
      username: user.username,
      role: "editor",
      email: null,
      isActive: true,
      mfaEnabled: false,
      passkeyCount: 0,
      createdAt: expect.any(String),
      lastLogin: expect.any(String),
      version: expect.any(Number),
    });
    // The session cookie (the device cookie is test/identity/lockout-devices.test.ts's).
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith("session=")) ?? "";
    expect(cookie).toMatch(/^session=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Secure/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it("accepts the username in any case", async () => {
    const user = await insertUser({ username: "MixedCase" });
    const response = await login({ username: "mixedcase", password: user.password });
    expect(response.status).toBe(200);
  });

  it("gives the same answer for a wrong password and an unknown user", async () => {
    const user = await insertUser();
    const wrong = await login({ username: user.username, password: "wrong-password" });
    const unknown = await login({ username: "nobody-here", password: "wrong-password" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const a = await wrong.json();
    const b = await unknown.json();
    expect(a).toEqual({ error: "Invalid username or password", code: "INVALID_CREDENTIALS" });
    expect(b).toEqual(a);
  });

  it("requires username and password with the spec's message", async () => {
    for (const body of [{}, { username: "a" }, { password: "b" }, { username: "", password: "" }]) {
      const response = await login(body);
      expect(response.status).toBe(400);
      const json = await response.json<{ error: string; issues: unknown[] }>();
      expect(json.error).toBe("Username and password are required");
      expect(json.issues.length).toBeGreaterThan(0);
    }
  });

  it("answers a malformed JSON body with 400 in the error shape", async () => {
    const { exports } = await import("cloudflare:workers");
    const response = await exports.default.fetch("http://example.com/api/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(response.status).toBe(400);
    const body = await response.json<{ error: string; code: string }>();
    expect(body.code).toBe("BAD_REQUEST");
    expect(body.error).toMatch(/Malformed JSON/i);
  });

  it("refuses a deactivated account with the right password", async () => {
    const user = await insertUser({ isActive: false });
    const response = await login({ username: user.username, password: user.password });
    expect(response.status).toBe(403);
    expect((await response.json<{ error: string }>()).error).toMatch(/deactivated/);
  });

  it("writes audit rows for success and failure, without passwords", async () => {
    const user = await insertUser();
    await login({ username: user.username, password: "not-it-at-all" });
    await login({ username: user.username, password: user.password });
    const rows = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.actorUsername, user.username));
    expect(rows.map((r) => r.action).sort()).toEqual(["auth.login.failed", "auth.login.succeeded"]);
    expect(JSON.stringify(rows)).not.toContain(user.password);
    expect(JSON.stringify(rows)).not.toContain("not-it-at-all");
  });
});

describe("brute-force protection", () => {
  it("locks a username after 5 failures, even for the right password, with Retry-After", async () => {
    const user = await insertUser();
    for (let i = 0; i < 5; i++) {
      const response = await login(
        { username: user.username, password: `wrong-${i}` },
        `198.51.100.${i}`,
      );
      expect(response.status).toBe(401);
    }
    const locked = await login(
      { username: user.username, password: user.password },
      "198.51.100.99",
    );
    expect(locked.status).toBe(429);
    const retryAfter = Number(locked.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect((await locked.json<{ error: string }>()).error).toMatch(/Too many login attempts/);

    // Once the window has passed, the right password gets in again.
    const past = new Date(Date.now() - 16 * 60 * 1000).toISOString();
    await db()
      .update(loginAttempts)
      .set({ createdAt: past })
      .where(eq(loginAttempts.username, user.username.toLowerCase()));
    const after = await login(
      { username: user.username, password: user.password },
      "198.51.100.99",
    );
    expect(after.status).toBe(200);
  });

  it("does not reveal whether a locked username exists", async () => {
    for (let i = 0; i < 6; i++)
      await login({ username: "ghost-user", password: "x-wrong" }, `192.0.2.${i}`);
    const response = await login({ username: "ghost-user", password: "x-wrong" }, "192.0.2.77");
    expect(response.status).toBe(429);
  });

  it("lets exactly 5 of a parallel burst of 20 wrong attempts through", async () => {
    const user = await insertUser();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        login({ username: user.username, password: `burst-${i}` }, `198.18.0.${i}`),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    const right = await login({ username: user.username, password: user.password }, "198.18.1.1");
    expect(right.status).toBe(429);
  });

  it("locks a client address after 20 failures across usernames", async () => {
    const ip = "198.19.0.1";
    for (let i = 0; i < 20; i++) {
      expect((await login({ username: `spray-${i}`, password: "wrong-pass" }, ip)).status).toBe(
        401,
      );
    }
    const user = await insertUser();
    const blocked = await login({ username: user.username, password: user.password }, ip);
    expect(blocked.status).toBe(429);
    const elsewhere = await login(
      { username: user.username, password: user.password },
      "198.19.0.2",
    );
    expect(elsewhere.status).toBe(200);
  });
});

describe("sessions", () => {
  it("verify answers status 200 and the user for a bearer token, 401 without", async () => {
    const { user, token } = await signedIn("author");
    const ok = await api("/api/auth/verify", { token });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({
      status: 200,
      user: {
        id: user.id,
        username: user.username,
        role: "author",
        mfaEnabled: false,
        passkeyCount: 0,
        secondFactorRequired: false,
      },
    });
    expect((await api("/api/auth/verify")).status).toBe(401);
    expect((await api("/api/auth/verify", { token: `${token}x` })).status).toBe(401);
  });

  it("accepts the cookie, and refuses cookie writes from another origin", async () => {
    const { token } = await signedIn("admin");
    const cookie = { cookie: `session=${token}` };
    expect((await api("/api/auth/verify", { headers: cookie })).status).toBe(200);
    const crossSite = await api("/api/users", {
      method: "POST",
      body: { username: "csrf-victim", password: "secret-123" },
      headers: { ...cookie, origin: "https://evil.example" },
    });
    expect(crossSite.status).toBe(403);
    expect((await crossSite.json<{ code: string }>()).code).toBe("CROSS_SITE");
    const sameSite = await api("/api/users", {
      method: "POST",
      body: { username: "csrf-ok", password: "secret-123", role: "author" },
      headers: { ...cookie, origin: "http://example.com" },
    });
    expect(sameSite.status).toBe(201);
  });

  it("logout revokes the session at once", async () => {
    const { token } = await signedIn("editor");
    const out = await api("/api/auth/logout", { method: "POST", token });
    expect(out.status).toBe(200);
    expect(out.headers.get("set-cookie")).toMatch(/session=;/);
    expect((await api("/api/auth/verify", { token })).status).toBe(401);
  });

  it("gives a new session at every login", async () => {
    const user = await insertUser();
    const first = await loginAs(user);
    const second = await loginAs(user);
    expect(first).not.toBe(second);
    const rows = await db().select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.idHash.length === 64)).toBe(true);
  });

  it("ends after 12 idle hours and after 7 days whatever the activity", async () => {
    const { user, token } = await signedIn("editor");
    const idle = new Date(Date.now() - 12 * 60 * 60 * 1000 - 1000).toISOString();
    await db().update(sessions).set({ lastSeenAt: idle }).where(eq(sessions.userId, user.id));
    expect((await api("/api/auth/verify", { token })).status).toBe(401);

    const other = await signedIn("editor");
    await db()
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(sessions.userId, other.user.id));
    expect((await api("/api/auth/verify", { token: other.token })).status).toBe(401);
  });

  it("lists own sessions and revokes one of them", async () => {
    const user = await insertUser({ role: "author" });
    const a = await loginAs(user);
    const b = await loginAs(user);
    const list = await (await api("/api/auth/sessions", { token: a })).json<
      { id: string; current: boolean }[]
    >();
    expect(list).toHaveLength(2);
    const other = list.find((s) => !s.current);
    expect(other).toBeDefined();
    const revoke = await api(`/api/auth/sessions/${other?.id}`, { method: "DELETE", token: a });
    expect(revoke.status).toBe(200);
    expect((await api("/api/auth/verify", { token: b })).status).toBe(401);
    expect((await api("/api/auth/verify", { token: a })).status).toBe(200);
    const missing = await api("/api/auth/sessions/nope", { method: "DELETE", token: a });
    expect(missing.status).toBe(404);
  });

  it("changing the password keeps this session and ends the others", async () => {
    const user = await insertUser({ role: "editor" });
    const current = await loginAs(user);
    const other = await loginAs(user);
    const wrong = await api("/api/auth/password", {
      method: "PUT",
      token: current,
      body: { currentPassword: "not-mine", newPassword: "brand-new-pass" },
    });
    expect(wrong.status).toBe(400);
    expect((await wrong.json<{ error: string }>()).error).toBe("Current password is not correct");
    const short = await api("/api/auth/password", {
      method: "PUT",
      token: current,
      body: { currentPassword: user.password, newPassword: "abc" },
    });
    expect((await short.json<{ error: string }>()).error).toBe(
      "Password must be at least 6 characters long",
    );
    const ok = await api("/api/auth/password", {
      method: "PUT",
      token: current,
      body: { currentPassword: user.password, newPassword: "brand-new-pass" },
    });
    expect(ok.status).toBe(200);
    expect((await api("/api/auth/verify", { token: current })).status).toBe(200);
    expect((await api("/api/auth/verify", { token: other })).status).toBe(401);
    await expect(
      loginAs({ username: user.username, password: "brand-new-pass" }),
    ).resolves.toBeTruthy();
  });
});

describe("MFA", () => {
  async function enableMfa() {
    const { user, token } = await signedIn("editor");
    const setup = await api("/api/auth/setup-mfa", { method: "POST", token });
    expect(setup.status).toBe(200);
    const { qrCode, secret } = await setup.json<{ qrCode: string; secret: string }>();
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(atob(qrCode.split(",")[1] ?? "")).toContain("<svg");
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const verify = await api("/api/auth/verify-mfa", {
      method: "POST",
      token,
      body: { secret, code: totpCode(secret) },
    });
    expect(verify.status).toBe(200);
    const { recoveryCodes } = await verify.json<{ recoveryCodes: string[] }>();
    return { user, token, secret, recoveryCodes };
  }

  it("set-up stores the secret encrypted and returns 10 recovery codes once", async () => {
    const { user, secret, recoveryCodes } = await enableMfa();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    const row = await db().select().from(users).where(eq(users.id, user.id)).get();
    expect(row?.mfaEnabled).toBe(true);
    expect(row?.mfaSecret).not.toContain(secret);
    expect(row?.mfaSecret).toMatch(/^v1\./);
    expect(row?.recoveryCodes).not.toContain(recoveryCodes[0]);
  });

  it("verify-mfa refuses a wrong code and a secret it did not issue", async () => {
    const { token } = await signedIn("author");
    const { secret } = await (await api("/api/auth/setup-mfa", { method: "POST", token })).json<{
      secret: string;
    }>();
    const wrong = await api("/api/auth/verify-mfa", {
      method: "POST",
      token,
      body: { secret, code: "000000" === totpCode(secret) ? "111111" : "000000" },
    });
    expect(wrong.status).toBe(400);
    expect((await wrong.json<{ error: string }>()).error).toBe("Invalid verification code");
    const forged = await api("/api/auth/verify-mfa", {
      method: "POST",
      token,
      body: {
        secret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
        code: totpCode("JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP"),
      },
    });
    expect(forged.status).toBe(400);
    const badFormat = await api("/api/auth/verify-mfa", {
      method: "POST",
      token,
      body: { secret, code: "12ab" },
    });
    expect((await badFormat.json<{ error: string }>()).error).toBe(
      "Please enter a 6-digit verification code",
    );
  });

  it("login asks for the code, accepts it once, and refuses a replay", async () => {
    const { user, secret } = await enableMfa();
    const first = await login({ username: user.username, password: user.password });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ requiresMFA: true, methods: ["totp"] });

    const code = totpCode(secret, 1); // the set-up consumed the current step
    const ok = await login({ username: user.username, password: user.password, mfaCode: code });
    expect(ok.status).toBe(200);
    expect((await ok.json<{ token: string }>()).token).toBeTruthy();

    const replay = await login({ username: user.username, password: user.password, mfaCode: code });
    expect(replay.status).toBe(401);
    expect((await replay.json<{ error: string }>()).error).toBe("Invalid verification code");
  });

  it("accepts each recovery code once instead of a TOTP code", async () => {
    const { user, recoveryCodes } = await enableMfa();
    const code = recoveryCodes[3] ?? "";
    const ok = await login({ username: user.username, password: user.password, mfaCode: code });
    expect(ok.status).toBe(200);
    const again = await login({ username: user.username, password: user.password, mfaCode: code });
    expect(again.status).toBe(401);
    const rows = await db().select().from(auditLog).where(eq(auditLog.actorId, user.id));
    expect(rows.map((r) => r.action)).toContain("auth.recovery_code.used");
  });

  it("allows 5 wrong codes per window, then 429", async () => {
    const { user, secret } = await enableMfa();
    const valid = new Set([-1, 0, 1, 2].map((s) => totpCode(secret, s)));
    const wrongCodes = ["000001", "000002", "000003", "000004", "000005", "000006"].filter(
      (c) => !valid.has(c),
    );
    for (const mfaCode of wrongCodes.slice(0, 5)) {
      const response = await login({ username: user.username, password: user.password, mfaCode });
      expect(response.status).toBe(401);
    }
    const blocked = await login({
      username: user.username,
      password: user.password,
      mfaCode: totpCode(secret, 1),
    });
    expect(blocked.status).toBe(429);
    expect((await blocked.json<{ error: string }>()).error).toMatch(
      /Too many verification attempts/,
    );
  });

  it("disabling needs the password and a current code", async () => {
    const { token, secret } = await enableMfa();
    const noPassword = await api("/api/auth/disable-mfa", {
      method: "POST",
      token,
      body: { password: "wrong-one", code: totpCode(secret, 1) },
    });
    expect(noPassword.status).toBe(400);
    const ok = await api("/api/auth/disable-mfa", {
      method: "POST",
      token,
      body: { password: DEFAULT_PASSWORD, code: totpCode(secret, 1) },
    });
    expect(ok.status).toBe(200);
    const verify = await (await api("/api/auth/verify", { token })).json<{
      user: { mfaEnabled: boolean };
    }>();
    expect(verify.user.mfaEnabled).toBe(false);
  });

  it("regenerates recovery codes; the old ones stop working", async () => {
    const { user, token, recoveryCodes } = await enableMfa();
    const response = await api("/api/auth/recovery-codes", {
      method: "POST",
      token,
      body: { password: user.password },
    });
    const fresh = (await response.json<{ recoveryCodes: string[] }>()).recoveryCodes;
    expect(fresh).toHaveLength(10);
    const remaining = await (await api("/api/auth/recovery-codes", { token })).json();
    expect(remaining).toEqual({ remaining: 10 });
    const old = await login({
      username: user.username,
      password: user.password,
      mfaCode: recoveryCodes[0],
    });
    expect(old.status).toBe(401);
  });

  it("never shows a secret, hash or recovery code in user listings", async () => {
    const { secret } = await enableMfa();
    const { token } = await signedIn("admin");
    const text = await (await api("/api/users", { token })).text();
    expect(text).not.toContain(secret);
    expect(text).not.toMatch(/passwordHash|password_hash|mfaSecret|recoveryCodes|pbkdf2/);
  });
});

describe("login attempts table", () => {
  it("records attempts lower-cased and without passwords", async () => {
    await login({ username: "SomeOne", password: "pw-wrong" }, "203.0.113.50");
    const rows = await db().all<{ username: string }>(
      sql`SELECT * FROM login_attempts WHERE ip = '203.0.113.50'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.username).toBe("someone");
    expect(JSON.stringify(rows)).not.toContain("pw-wrong");
  });
});
