import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { type Access, API_ACCESS, STEP_UP } from "../../worker/api/access";
import { app } from "../../worker/app";
import { createDb } from "../../worker/db/client";
import { createSession } from "../../worker/services/identity/sessions";
import { api, insertUser, loginAs, ORIGIN, userVersion } from "../factories/users";

// Issue #31: every change that grants or removes access needs a sign-in from the last 10
// minutes (step-up), declared once per route in STEP_UP and enforced before the handler runs.

/** The changes that grant or remove access: what STEP_UP must mark, no more and no less. */
const CHANGES_ACCESS = [
  // The caller's own sign-in: factors, recovery codes, password, their other sessions.
  "POST /api/auth/setup-mfa",
  "POST /api/auth/verify-mfa",
  "POST /api/auth/disable-mfa",
  "POST /api/auth/recovery-codes",
  "PUT /api/auth/password",
  "DELETE /api/auth/sessions/:id",
  "POST /api/auth/passkeys/register/options",
  "POST /api/auth/passkeys/register/verify",
  "DELETE /api/auth/passkeys/:id",
  // Other people's access: accounts, roles, active flags, passwords, factors, the policy.
  "POST /api/users",
  "PATCH /api/users/:id",
  "PUT /api/users/:id/password",
  "POST /api/users/:id/reset-mfa",
  "DELETE /api/users/:id",
  "PUT /api/settings/security",
  // The site's access to other services: GitHub's token and repository, the SEO keys.
  "POST /api/github-config",
  "DELETE /api/github-config",
  "POST /api/seo-config",
].sort();

const STALE_MINUTES = 11;

/** Moves the user's sign-ins `minutes` into the past, as if they signed in that long ago. */
async function ageSessions(userId: string, minutes = STALE_MINUTES) {
  const at = new Date(Date.now() - minutes * 60_000).toISOString();
  await env.DB.prepare("UPDATE sessions SET authenticated_at = ? WHERE user_id = ?")
    .bind(at, userId)
    .run();
}

/** Everything a refused change could have touched (sessions without their last-seen time). */
async function snapshot() {
  const read = async (sql: string) => (await env.DB.prepare(sql).all()).results;
  return {
    users: await read("SELECT * FROM users ORDER BY id"),
    sessions: await read(
      "SELECT id_hash, user_id, expires_at, revoked_at FROM sessions ORDER BY id_hash",
    ),
    passkeys: await read("SELECT * FROM passkeys ORDER BY id"),
    settings: await read("SELECT * FROM settings ORDER BY key"),
    audit: await read("SELECT id FROM audit_log ORDER BY id"),
    challenges: await read("SELECT challenge FROM webauthn_challenges ORDER BY challenge"),
  };
}

/**
 * A stale admin with an authenticator (so turning the policy on does not lock them out), a
 * second session of theirs, and another user to act on.
 */
async function staleAdmin() {
  const admin = await insertUser({ role: "admin", mfa: true });
  const deps = { db: createDb(env.DB), env };
  const client = { ip: "198.51.100.30", userAgent: "step-up" };
  const sessionIds = async () =>
    (
      await env.DB.prepare("SELECT id_hash FROM sessions WHERE user_id = ?")
        .bind(admin.id)
        .all<{ id_hash: string }>()
    ).results.map((row) => row.id_hash);
  const { token } = await createSession(deps, admin.id, client);
  const first = await sessionIds();
  await createSession(deps, admin.id, client); // for DELETE /api/auth/sessions/:id
  const second = (await sessionIds()).find((id) => !first.includes(id));
  const other = await insertUser({ role: "editor", mfa: true });
  await ageSessions(admin.id);
  return { admin, token, other, otherSession: second ?? "" };
}

type Request = { method: string; path: string; body?: unknown };

/** The stored version of a user or setting, read when the request is made (as a screen would). */
async function versionOf(table: "users" | "settings", id: string): Promise<number> {
  if (table === "users") return userVersion(id);
  const row = await env.DB.prepare("SELECT version FROM settings WHERE key = ?")
    .bind(id)
    .first<{ version: number }>();
  return row?.version ?? 0;
}

/**
 * Each change the issue names, in the forms a caller could send, as requests that succeed
 * right after a sign-in (or a reauth); each reads the versions it names when it is made.
 */
function accessChanges(ids: { adminId: string; otherId: string; otherSession: string }) {
  const { adminId, otherId, otherSession } = ids;
  const fresh = () => `new-${crypto.randomUUID().slice(0, 8)}`;
  const user = (change: Record<string, unknown>) => async (): Promise<Request> => ({
    method: "PATCH",
    path: `/api/users/${otherId}`,
    body: { ...change, version: await versionOf("users", otherId) },
  });
  const setting =
    (method: string, path: string, key: string, body: Record<string, unknown>) =>
    async (): Promise<Request> => ({
      method,
      path,
      body: { ...body, version: await versionOf("settings", key) },
    });
  const plain = (request: Request) => async () => request;
  const seoKeys = [
    { config: { googleSearchConsoleApiKey: "gsc-key" } },
    { config: { pageSpeedInsightsApiKey: "psi-key" } },
    { config: { lighthouseApiKey: "lh-key" } },
    { config: { bingWebmasterApiKey: "bing-key" } },
    { config: { indexNowKey: "a1b2c3d4e5f6" } },
    { config: { indexNowEndpoint: "https://indexnow.example.com/indexnow" } },
    { config: {} },
    { config: {}, clearKeys: ["bingWebmasterApiKey"] },
  ];
  return [
    plain({ method: "POST", path: "/api/users", body: { username: fresh(), password: "pass-1" } }),
    ...(["admin", "editor", "author"] as const).map((role) =>
      plain({
        method: "POST",
        path: "/api/users",
        body: { username: fresh(), password: "secret-pass", role },
      }),
    ),
    user({ role: "admin" }),
    user({ role: "author" }),
    user({ isActive: false }),
    user({ isActive: true }),
    user({ role: "editor", isActive: false }),
    plain({
      method: "PUT",
      path: `/api/users/${otherId}/password`,
      body: { password: "taken-over" },
    }),
    plain({
      method: "PUT",
      path: `/api/users/${adminId}/password`,
      body: { password: "taken-over" },
    }),
    async (): Promise<Request> => ({
      method: "POST",
      path: `/api/users/${otherId}/reset-mfa`,
      body: { version: await versionOf("users", otherId) },
    }),
    plain({ method: "DELETE", path: `/api/users/${otherId}` }),
    plain({ method: "DELETE", path: `/api/auth/sessions/${otherSession}` }),
    setting("PUT", "/api/settings/security", "security", { requireSecondFactor: false }),
    setting("PUT", "/api/settings/security", "security", { requireSecondFactor: true }),
    setting("PUT", "/api/settings/security", "security", { requireSecondFactor: false }),
    setting("POST", "/api/github-config", "github-config", {
      owner: "someone",
      repo: "site",
      token: "ghp_stolen",
    }),
    setting("POST", "/api/github-config", "github-config", { owner: "someone-else", repo: "x" }),
    plain({ method: "DELETE", path: "/api/github-config" }),
    ...seoKeys.map((body) => setting("POST", "/api/seo-config", "seo-config", body)),
    // Last: an admin lowering their own role, after which nothing above would be theirs to do.
    async (): Promise<Request> => ({
      method: "PATCH",
      path: `/api/users/${adminId}`,
      body: { role: "editor", version: await versionOf("users", adminId) },
    }),
  ];
}

/** The same paths spelled differently: none may reach a handler without step-up. */
function respellings(otherId: string): Request[] {
  const body = { username: `spelt-${crypto.randomUUID().slice(0, 6)}`, password: "secret-pass" };
  return [
    { method: "POST", path: "/api/users/", body },
    { method: "POST", path: "/api/users?role=admin", body },
    { method: "POST", path: "//api/users", body },
    { method: "POST", path: "/api/./users", body },
    { method: "POST", path: "/api/USERS", body },
    { method: "POST", path: "/api/%75sers", body },
    { method: "post", path: "/api/users", body },
    { method: "patch", path: `/api/users/${otherId}`, body: { role: "admin", version: 1 } },
    { method: "PATCH", path: `/api/users/${otherId}/`, body: { role: "admin", version: 1 } },
    { method: "PUT", path: `/api/users/${otherId}/password/`, body: { password: "taken-over" } },
    { method: "put", path: "/api/settings/security", body: { requireSecondFactor: false } },
    { method: "POST", path: "/api/github-config/", body: { owner: "a", repo: "b", token: "t" } },
    { method: "POST", path: "/api/seo-config/", body: { config: { lighthouseApiKey: "k" } } },
  ];
}

function send(token: string, request: Request) {
  return exports.default.fetch(`${ORIGIN}${request.path}`, {
    method: request.method,
    headers: {
      authorization: `Bearer ${token}`,
      "content-type": "application/json",
      "cf-connecting-ip": "198.51.100.31",
    },
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  });
}

describe("step-up for every change that grants or removes access", () => {
  it("is declared for exactly the routes that change access, and every signed-in write decides", () => {
    const marked = Object.entries(STEP_UP)
      .filter(([, stepUp]) => stepUp)
      .map(([key]) => key)
      .sort();
    expect(marked).toEqual(CHANGES_ACCESS);
    // The type makes a missing route a compile error; this is the same rule at run time.
    const writes = app.routes
      .filter((r) => r.path.startsWith("/api/") && !["GET", "ALL"].includes(r.method))
      .map((r) => `${r.method} ${r.path}`)
      .filter((key) => (API_ACCESS as Record<string, Access>)[key] !== "public");
    const undecided = [...new Set(writes)].filter((key) => !(key in STEP_UP));
    expect(undecided).toEqual([]);
  });

  it("refuses each declared route 11 minutes after sign-in, before reading the body", async () => {
    const { token, other, otherSession } = await staleAdmin();
    for (const key of CHANGES_ACCESS) {
      const [method, template] = key.split(" ") as [string, string];
      const path = template
        .replace("/users/:id", `/users/${other.id}`)
        .replace("/sessions/:id", `/sessions/${otherSession}`)
        .replace(/:id/g, "00000000-0000-4000-8000-000000000000");
      for (const body of [undefined, {}, "not json"]) {
        const before = await snapshot();
        const response = await exports.default.fetch(`${ORIGIN}${path}`, {
          method,
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
          body: typeof body === "string" ? body : body && JSON.stringify(body),
        });
        expect(response.status, key).toBe(403);
        expect(await response.json(), key).toEqual({
          error: "Confirm it's you to continue",
          code: "REAUTH_REQUIRED",
        });
        expect(await snapshot(), key).toEqual(before);
      }
    }
  });

  it("asks no step-up of the other signed-in writes", async () => {
    const { token } = await staleAdmin();
    const asked: string[] = [];
    for (const [key, stepUp] of Object.entries(STEP_UP)) {
      if (stepUp || key === "POST /api/auth/logout") continue;
      const [method, template] = key.split(" ") as [string, string];
      const path = template.replace(/:[a-zA-Z]+/g, "00000000-0000-4000-8000-000000000000");
      const response = await send(token, { method, path, body: { nothing: true } });
      if ((await response.text()).includes('"REAUTH_REQUIRED"')) asked.push(key);
    }
    expect(asked).toEqual([]);
  }, 120_000);

  it("refuses each change the issue names, in every spelling, then lets it through after a reauth", async () => {
    const { admin, token, other, otherSession } = await staleAdmin();
    const ids = { adminId: admin.id, otherId: other.id, otherSession };
    const before = await snapshot();
    const stale = [...accessChanges(ids), ...respellings(other.id).map((r) => async () => r)];
    for (const make of stale) {
      const request = await make();
      const response = await send(token, request);
      const label = `${request.method} ${request.path} ${JSON.stringify(request.body)}`;
      expect(response.status, label).toBeGreaterThanOrEqual(400);
      if (response.status === 403) {
        expect((await response.json<{ code: string }>()).code, label).toBe("REAUTH_REQUIRED");
      }
    }
    expect(await snapshot()).toEqual(before);

    const reauth = await send(token, {
      method: "POST",
      path: "/api/auth/reauth",
      body: { password: admin.password },
    });
    expect(reauth.status).toBe(200);
    const refused: string[] = [];
    for (const make of accessChanges(ids)) {
      const request = await make();
      const response = await send(token, request);
      if (!response.ok) refused.push(`${request.method} ${request.path} ${response.status}`);
    }
    // Each goes through now but your own password, which Settings changes.
    expect(refused).toEqual([`PUT /api/users/${admin.id}/password 400`]);
  });

  it("sends an admin's own password to Settings, where the current one is asked", async () => {
    const admin = await insertUser({ role: "admin" });
    const token = await loginAs(admin);
    const before = await snapshot();
    const response = await api(`/api/users/${admin.id}/password`, {
      method: "PUT",
      token,
      body: { password: "a new password" },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "Use Settings to change your own password",
      code: "OWN_PASSWORD",
    });
    expect(await snapshot()).toEqual(before);
  });
});
