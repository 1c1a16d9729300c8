import { env, exports } from "cloudflare:workers";
import { Secret, TOTP } from "otpauth";
import { afterEach, describe, expect, it } from "vitest";
import { insertBlog } from "../factories/feed-sources";
import { api, insertUser, loginAs, signedIn } from "../factories/users";

const totpCode = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();

interface SecuritySettings {
  policy: { requireSecondFactor: boolean };
  version: number;
  staffWithoutSecondFactor: number;
}

const readSettings = async (token: string) =>
  (await api("/api/settings/security", { token })).json<SecuritySettings>();

/** Sets the policy straight in D1 (the admin's PUT is tested on its own below). */
async function setPolicy(requireSecondFactor: boolean) {
  await env.DB.prepare(
    "UPDATE settings SET value = ?, version = version + 1 WHERE key = 'security'",
  )
    .bind(JSON.stringify({ requireSecondFactor }))
    .run();
}

const page = (path: string, token: string) =>
  exports.default.fetch(`http://example.com${path}`, {
    redirect: "manual",
    headers: { cookie: `session=${token}` },
  });

afterEach(() => setPolicy(false));

describe("GET and PUT /api/settings/security", () => {
  it("reads the policy with its version and how many staff lack a second factor", async () => {
    const { token } = await signedIn("admin");
    await insertUser({ mfa: true });
    await insertUser({ isActive: false });
    const settings = await readSettings(token);
    expect(settings.policy).toEqual({ requireSecondFactor: false });
    expect(settings.version).toBeGreaterThanOrEqual(1);
    const lacking = await env.DB.prepare(
      "SELECT count(*) AS n FROM users WHERE is_active = 1 AND mfa_enabled = 0",
    ).first<{ n: number }>();
    expect(settings.staffWithoutSecondFactor).toBe(lacking?.n);
  });

  it("saves with the version read, audits, and refuses a stale or missing version with 409", async () => {
    const user = await insertUser({ role: "admin", mfa: true });
    const token = await loginAs(user, totpCode(user.totpSecret ?? ""));
    const { version } = await readSettings(token);
    const saved = await api("/api/settings/security", {
      method: "PUT",
      token,
      body: { requireSecondFactor: true, version },
    });
    expect(saved.status).toBe(200);
    const body = await saved.json<SecuritySettings>();
    expect(body.policy).toEqual({ requireSecondFactor: true });
    expect(body.version).toBe(version + 1);
    const audit = await env.DB.prepare(
      "SELECT details FROM audit_log WHERE action = 'settings.security.updated' AND actor_id = ?",
    )
      .bind(user.id)
      .first<{ details: string }>();
    expect(JSON.parse(audit?.details ?? "{}")).toEqual({ requireSecondFactor: true });

    for (const stale of [{ version }, {}]) {
      const response = await api("/api/settings/security", {
        method: "PUT",
        token,
        body: { requireSecondFactor: false, ...stale },
      });
      expect(response.status).toBe(409);
      expect((await readSettings(token)).policy.requireSecondFactor).toBe(true);
    }
    // An admin without a second factor is shut out of the setting too while it is on.
    const { token: without } = await signedIn("admin");
    expect((await api("/api/settings/security", { token: without })).status).toBe(403);
  });

  it("refuses bad bodies with 400 and non-admins with 403", async () => {
    const { token } = await signedIn("admin");
    const { version } = await readSettings(token);
    for (const body of [{}, { requireSecondFactor: "yes", version }, { version }, []]) {
      const response = await api("/api/settings/security", { method: "PUT", token, body });
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    const { token: editor } = await signedIn("editor");
    expect((await api("/api/settings/security", { token: editor })).status).toBe(403);
    const put = await api("/api/settings/security", {
      method: "PUT",
      token: editor,
      body: { requireSecondFactor: true, version },
    });
    expect(put.status).toBe(403);
    expect((await readSettings(token)).version).toBe(version);
  });
});

// The first page render of a file loads the whole server build: slow on a busy machine.
describe("enforcement while the policy is on", { timeout: 120_000 }, () => {
  it("sends a user without a second factor to set one up, then lets them in", async () => {
    const user = await insertUser({ role: "editor" });
    const token = await loginAs(user);
    await setPolicy(true);

    const blogs = await api("/api/blogs", { token });
    expect(blogs.status).toBe(403);
    expect(await blogs.json()).toEqual({
      error: "Set up a second factor to continue: an authenticator app or a passkey.",
      code: "SECOND_FACTOR_REQUIRED",
    });
    const write = await api("/api/auth/password", {
      method: "PUT",
      token,
      body: { currentPassword: user.password, newPassword: "a new password here" },
    });
    expect(write.status).toBe(403);

    const verify = await api("/api/auth/verify", { token });
    expect(verify.status).toBe(200);
    const { user: me } = await verify.json<{ user: { secondFactorRequired: boolean } }>();
    expect(me.secondFactorRequired).toBe(true);
    expect((await api("/api/auth/sessions", { token })).status).toBe(200);

    const setup = await api("/api/auth/setup-mfa", { method: "POST", token });
    expect(setup.status).toBe(200);
    const { secret } = await setup.json<{ secret: string }>();
    const enabled = await api("/api/auth/verify-mfa", {
      method: "POST",
      token,
      body: { secret, code: totpCode(secret) },
    });
    expect(enabled.status).toBe(200);

    expect((await api("/api/blogs", { token })).status).toBe(200);
    const after = await (await api("/api/auth/verify", { token })).json<{
      user: { secondFactorRequired: boolean; mfaEnabled: boolean };
    }>();
    expect(after.user).toMatchObject({ secondFactorRequired: false, mfaEnabled: true });
  });

  it("leaves users with a second factor, public routes and the policy-off case alone", async () => {
    const withMfa = await insertUser({ mfa: true, role: "editor" });
    const mfaToken = await loginAs(withMfa, totpCode(withMfa.totpSecret ?? ""));
    const without = await insertUser({ role: "editor" });
    const token = await loginAs(without);

    expect((await api("/api/blogs", { token })).status).toBe(200);
    await setPolicy(true);
    expect((await api("/api/blogs", { token: mfaToken })).status).toBe(200);
    expect((await api("/api/health", { token })).status).toBe(200);
    const logout = await api("/api/auth/logout", { method: "POST", token });
    expect(logout.status).toBe(200);
  });

  it("keeps staff pages from such a user: edit mode and the editor go to /admin, drafts stay hidden", async () => {
    const user = await insertUser({ role: "admin" });
    const token = await loginAs(user);
    const draft = await insertBlog({ published: false });
    expect((await page(`/blog/${draft.slug}`, token)).status).toBe(200);
    await setPolicy(true);

    for (const path of ["/it-security/admin", "/home/admin", "/admin/blog/new"]) {
      const response = await page(path, token);
      expect([302, 303], path).toContain(response.status);
      expect(response.headers.get("location"), path).toBe("/admin");
    }
    // React Router's data request for the dashboard (a client navigation after sign-in).
    const data = await page("/admin.data", token);
    expect(data.status).toBe(200);
    expect(await data.text()).toContain("secondFactorRequired");
    const preview = await page(`/blog/${draft.slug}`, token);
    expect(preview.status).toBe(404);
    expect(preview.headers.get("cache-control")).toBe("no-store");
    expect(await preview.text()).not.toContain("Draft preview.");

    const dashboard = await page("/admin", token);
    expect(dashboard.status).toBe(200);
    expect(await dashboard.text()).toContain("Set up a second factor");
    const login = await page("/admin/login", token);
    expect(login.status).toBe(302);
    expect(login.headers.get("location")).toBe("/admin");
  });
});
