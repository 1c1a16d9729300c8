import { env } from "cloudflare:workers";
import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { api, DEFAULT_PASSWORD, insertUser, loginAs, type TestUser } from "../factories/users";

const totpCode = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });

/** Moves every session of the user `minutes` into the past for step-up purposes. */
async function ageSessions(userId: string, minutes = 11) {
  const at = new Date(Date.now() - minutes * 60_000).toISOString();
  await env.DB.prepare("UPDATE sessions SET authenticated_at = ? WHERE user_id = ?")
    .bind(at, userId)
    .run();
}

/** What the guarded routes could change: the user's row and the audit log's size. */
async function snapshot(userId: string) {
  const user = await env.DB.prepare("SELECT * FROM users WHERE id = ?").bind(userId).first();
  const audit = await env.DB.prepare("SELECT count(*) AS n FROM audit_log").first<{ n: number }>();
  const sessions = await env.DB.prepare(
    "SELECT id_hash, revoked_at FROM sessions WHERE user_id = ? ORDER BY id_hash",
  )
    .bind(userId)
    .all();
  return { user, audit: audit?.n, sessions: sessions.results };
}

const reauth = (token: string, body: unknown, ip = "198.51.100.4") =>
  api("/api/auth/reauth", { method: "POST", token, body, headers: { "cf-connecting-ip": ip } });

/** Each change to how a user signs in, as a request that would succeed right after sign-in. */
function guardedRequests(user: TestUser) {
  return [
    { path: "/api/auth/setup-mfa", method: "POST", body: undefined, mfa: false },
    {
      path: "/api/auth/verify-mfa",
      method: "POST",
      body: { secret: "JBSWY3DPEHPK3PXPJBSWY3DP", code: "123456" },
      mfa: false,
    },
    {
      path: "/api/auth/disable-mfa",
      method: "POST",
      body: { password: user.password, code: totpCode(user.totpSecret ?? "JBSWY3DPEHPK3PXP") },
      mfa: true,
    },
    {
      path: "/api/auth/recovery-codes",
      method: "POST",
      body: { password: user.password },
      mfa: true,
    },
    {
      path: "/api/auth/password",
      method: "PUT",
      body: { currentPassword: user.password, newPassword: "a brand new password" },
      mfa: false,
    },
  ] as const;
}

describe("step-up before changing how a user signs in", () => {
  it("refuses each change with 403 REAUTH_REQUIRED 11 minutes after sign-in, changing nothing", async () => {
    for (const mfa of [false, true]) {
      const user = await insertUser({ mfa });
      const token = await loginAs(user, mfa ? totpCode(user.totpSecret ?? "") : undefined);
      await ageSessions(user.id);
      for (const request of guardedRequests(user).filter((r) => r.mfa === mfa)) {
        const before = await snapshot(user.id);
        const response = await api(request.path, {
          method: request.method,
          token,
          body: request.body,
        });
        expect(response.status, request.path).toBe(403);
        expect(await response.json()).toEqual({
          error: "Confirm it's you to continue",
          code: "REAUTH_REQUIRED",
        });
        expect(await snapshot(user.id), request.path).toEqual(before);
      }
    }
  });

  it("lets the changes through after a reauth with the password", async () => {
    const user = await insertUser();
    const token = await loginAs(user);
    await ageSessions(user.id);
    expect((await api("/api/auth/setup-mfa", { method: "POST", token })).status).toBe(403);

    const response = await reauth(token, { password: user.password });
    expect(response.status).toBe(200);
    const body = await response.json<{ success: boolean; authenticatedAt: string }>();
    expect(body.success).toBe(true);
    expect(Date.now() - Date.parse(body.authenticatedAt)).toBeLessThan(60_000);

    const setup = await api("/api/auth/setup-mfa", { method: "POST", token });
    expect(setup.status).toBe(200);
    const { secret } = await setup.json<{ secret: string }>();
    const verify = await api("/api/auth/verify-mfa", {
      method: "POST",
      token,
      body: { secret, code: totpCode(secret) },
    });
    expect(verify.status).toBe(200);
    const codes = await api("/api/auth/recovery-codes", {
      method: "POST",
      token,
      body: { password: user.password },
    });
    expect(codes.status).toBe(200);
    const password = await api("/api/auth/password", {
      method: "PUT",
      token,
      body: { currentPassword: user.password, newPassword: "another new password" },
    });
    expect(password.status).toBe(200);

    const audit = await env.DB.prepare(
      "SELECT details FROM audit_log WHERE action = 'auth.reauth' AND actor_id = ?",
    )
      .bind(user.id)
      .all<{ details: string }>();
    expect(audit.results).toHaveLength(1);
    expect(JSON.parse(audit.results[0]?.details ?? "{}")).toEqual({ method: "password" });
  });

  it("needs no step-up right after sign-in", async () => {
    const user = await insertUser();
    const token = await loginAs(user);
    expect((await api("/api/auth/setup-mfa", { method: "POST", token })).status).toBe(200);
  });

  it("accepts an authenticator code or a recovery code, once each", async () => {
    const user = await insertUser({ mfa: true });
    const secret = user.totpSecret ?? "";
    const token = await loginAs(user, totpCode(secret));
    await ageSessions(user.id);
    // The login used this step's code; the next step's is still inside the accepted window.
    const code = totpCode(secret, 1);
    expect((await reauth(token, { code })).status).toBe(200);
    const replay = await reauth(token, { code });
    expect(replay.status).toBe(401);
    expect(await replay.json()).toEqual({
      error: "Invalid verification code",
      code: "INVALID_MFA_CODE",
    });

    await ageSessions(user.id);
    const regenerate = await api("/api/auth/recovery-codes", {
      method: "POST",
      token,
      body: { password: user.password },
    });
    expect(regenerate.status).toBe(403);
    expect((await reauth(token, { password: user.password })).status).toBe(200);
    const { recoveryCodes } = await (
      await api("/api/auth/recovery-codes", {
        method: "POST",
        token,
        body: { password: user.password },
      })
    ).json<{ recoveryCodes: string[] }>();
    await ageSessions(user.id);
    expect((await reauth(token, { code: recoveryCodes[0] })).status).toBe(200);
    expect((await reauth(token, { code: recoveryCodes[0] })).status).toBe(401);
  });

  it("answers a wrong password with 401, counted like a failed login: the 6th is 429", async () => {
    const user = await insertUser();
    const token = await loginAs(user);
    await ageSessions(user.id);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await reauth(token, { password: "not the password" });
      expect(response.status, `attempt ${attempt}`).toBe(401);
      expect(await response.json()).toEqual({
        error: "The password is not correct",
        code: "INVALID_PASSWORD",
      });
    }
    const sixth = await reauth(token, { password: user.password });
    expect(sixth.status).toBe(429);
    const failures = await env.DB.prepare(
      "SELECT count(*) AS n FROM login_attempts WHERE username = ? AND success = 0",
    )
      .bind(user.username.toLowerCase())
      .first<{ n: number }>();
    expect(failures?.n).toBeGreaterThanOrEqual(5);
    // Still stale: nothing was marked.
    expect((await api("/api/auth/setup-mfa", { method: "POST", token })).status).toBe(403);
  });

  it("refuses bad bodies with 400 and a code without MFA with 409, marking nothing", async () => {
    const user = await insertUser();
    const token = await loginAs(user);
    await ageSessions(user.id);
    for (const body of [
      {},
      { password: "" },
      { code: "12345" },
      { password: DEFAULT_PASSWORD, extra: 1 },
      { password: 42 },
      [],
    ]) {
      const response = await reauth(token, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    const noMfa = await reauth(token, { code: "123456" });
    expect(noMfa.status).toBe(409);
    expect((await api("/api/auth/setup-mfa", { method: "POST", token })).status).toBe(403);
  });

  it("is for signed-in users only", async () => {
    const response = await reauth("", { password: "whatever" });
    expect(response.status).toBe(401);
  });
});
