import { env } from "cloudflare:workers";
import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import {
  MAX_FAILURES_PER_USERNAME,
  MAX_MFA_FAILURES,
} from "../../worker/services/identity/lockout";
import { createSession } from "../../worker/services/identity/sessions";
import { api, DEFAULT_PASSWORD, insertUser, type TestUser } from "../factories/users";

// Issue 8, security 4: after login, a stolen session must not become an unlimited password or
// code oracle. Every check of a password or a second factor counts against the login budget.

const deps = { db: createDb(env.DB), env };
const BURST = 9;

async function session(user: TestUser): Promise<string> {
  return (await createSession(deps, user.id, { ip: "10.7.0.1", userAgent: "lockout" })).token;
}

const currentCode = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();

/** Fires `BURST` requests at once, each from its own address (the per-user budget holds). */
async function burst(path: string, method: string, token: string, body: unknown) {
  const answers = await Promise.all(
    Array.from({ length: BURST }, (_, i) =>
      api(path, { method, token, body, headers: { "cf-connecting-ip": `10.7.1.${i}` } }),
    ),
  );
  return answers.map((a) => a.status).sort();
}

const WRONG_PASSWORD_ROUTES: {
  name: string;
  path: string;
  method: string;
  mfa: boolean;
  body: (user: TestUser) => unknown;
  right: (user: TestUser) => unknown;
}[] = [
  {
    name: "PUT /api/auth/password",
    path: "/api/auth/password",
    method: "PUT",
    mfa: false,
    body: () => ({ currentPassword: "not-the-password", newPassword: "a-new-password-1" }),
    right: (user) => ({ currentPassword: user.password, newPassword: "a-new-password-1" }),
  },
  {
    name: "POST /api/auth/disable-mfa (password)",
    path: "/api/auth/disable-mfa",
    method: "POST",
    mfa: true,
    body: (user) => ({ password: "not-the-password", code: currentCode(user.totpSecret ?? "") }),
    right: (user) => ({ password: user.password, code: currentCode(user.totpSecret ?? "") }),
  },
  {
    name: "POST /api/auth/recovery-codes",
    path: "/api/auth/recovery-codes",
    method: "POST",
    mfa: true,
    body: () => ({ password: "not-the-password" }),
    right: (user) => ({ password: user.password }),
  },
];

describe("lockout after login", { timeout: 120_000 }, () => {
  for (const route of WRONG_PASSWORD_ROUTES) {
    it(`${route.name}: a burst of wrong passwords gets ${MAX_FAILURES_PER_USERNAME} tries, then 429 for all`, async () => {
      const user = await insertUser({ role: "author", mfa: route.mfa });
      const token = await session(user);
      const statuses = await burst(route.path, route.method, token, route.body(user));
      expect(statuses.filter((s) => s === 400)).toHaveLength(MAX_FAILURES_PER_USERNAME);
      expect(statuses.filter((s) => s === 429)).toHaveLength(BURST - MAX_FAILURES_PER_USERNAME);

      const right = await api(route.path, { method: route.method, token, body: route.right(user) });
      expect(right.status).toBe(429);
      expect(right.headers.get("retry-after")).toMatch(/^\d+$/);
      // The same budget as a login: the right password cannot sign in either.
      const login = await api("/api/auth/login", {
        method: "POST",
        body: { username: user.username, password: DEFAULT_PASSWORD },
      });
      expect(login.status).toBe(429);
    });
  }

  it(`POST /api/auth/disable-mfa: wrong codes get ${MAX_MFA_FAILURES} tries, then 429`, async () => {
    const user = await insertUser({ role: "editor", mfa: true });
    const token = await session(user);
    const right = currentCode(user.totpSecret ?? "");
    const wrong = right === "000000" ? "111111" : "000000";
    const statuses = await burst("/api/auth/disable-mfa", "POST", token, {
      password: user.password,
      code: wrong,
    });
    expect(statuses.filter((s) => s === 400)).toHaveLength(MAX_MFA_FAILURES);
    expect(statuses.filter((s) => s === 429)).toHaveLength(BURST - MAX_MFA_FAILURES);
    const blocked = await api("/api/auth/disable-mfa", {
      method: "POST",
      token,
      body: { password: user.password, code: right },
    });
    expect(blocked.status).toBe(429);
    const me = await (await api("/api/auth/verify", { token })).json<{
      user: { mfaEnabled: boolean };
    }>();
    expect(me.user.mfaEnabled).toBe(true);
  });

  it("a right password still works below the budget and does not count as a failure", async () => {
    const user = await insertUser({ role: "author" });
    const token = await session(user);
    for (let i = 0; i < MAX_FAILURES_PER_USERNAME + 2; i += 1) {
      const ok = await api("/api/auth/password", {
        method: "PUT",
        token,
        body: { currentPassword: user.password, newPassword: user.password },
      });
      expect(ok.status).toBe(200);
    }
  });
});
