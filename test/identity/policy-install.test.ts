import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";
import { getSecurityPolicy } from "../../worker/services/identity/security-policy";
import { testDeps } from "../factories/deps";
import { api, insertUser, loginAs } from "../factories/users";

// The setup file stores the policy off for every test database; these tests take that row away
// to see what a new install and an upgraded one get.

const dropPolicyRow = () => env.DB.prepare("DELETE FROM settings WHERE key = 'security'").run();
const restorePolicyOff = () =>
  env.DB.prepare(
    `INSERT OR REPLACE INTO settings (key, value) VALUES ('security', '{"requireSecondFactor":false}')`,
  ).run();

/** The statement of migration 0008 that decides the policy of an install being upgraded. */
function policyStatementOf0008(): string {
  const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith("0008"));
  const statement = migration?.queries.find((q) => q.includes("'security'"));
  if (!statement) throw new Error("migration 0008 has no security statement");
  return statement;
}

afterEach(restorePolicyOff);

describe("the second-factor policy by install", () => {
  it("a fresh install (no stored policy) requires a second factor", async () => {
    await dropPolicyRow();
    const user = await insertUser({ role: "editor" });
    const token = await loginAs(user);
    const blogs = await api("/api/blogs", { token });
    expect(blogs.status).toBe(403);
    expect((await blogs.json<{ code: string }>()).code).toBe("SECOND_FACTOR_REQUIRED");
    const verify = await api("/api/auth/verify", { token });
    const { user: me } = await verify.json<{ user: { secondFactorRequired: boolean } }>();
    expect(me.secondFactorRequired).toBe(true);
  });

  it("migration 0008 keeps it off for an install that already has users", async () => {
    await dropPolicyRow();
    await insertUser();
    await env.DB.prepare(policyStatementOf0008()).run();
    const { policy, version } = await getSecurityPolicy(testDeps());
    expect(policy.requireSecondFactor).toBe(false);
    expect(version).toBe(1);
  });

  it("migration 0008 stores nothing for an install without users, which keeps the default on", async () => {
    await dropPolicyRow();
    await env.DB.prepare("DELETE FROM users").run();
    await env.DB.prepare(policyStatementOf0008()).run();
    const row = await env.DB.prepare("SELECT 1 FROM settings WHERE key = 'security'").first();
    expect(row).toBeNull();
    expect((await getSecurityPolicy(testDeps())).policy.requireSecondFactor).toBe(true);
  });
});
