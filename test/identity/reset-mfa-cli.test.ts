import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { UsernameSchema } from "../../app/schemas/user";
import { buildResetMfaSql, CLI_USERNAME_PATTERN, sqlString } from "../../scripts/reset-mfa-sql.ts";
import { createDb } from "../../worker/db/client";
import { passkeys } from "../../worker/db/schema";
import { createSession } from "../../worker/services/identity/sessions";
import { testDeps } from "../factories/deps";
import { api, insertUser, loginAs, secondFactorsOf, type TestUser } from "../factories/users";

// Issue 19, part 4: `npm run reset-mfa -- <username>` for when the only administrator lost
// every factor. Its SQL (built by a pure function) runs here against real D1, as
// `wrangler d1 execute --command` would run it.

const deps = testDeps();
const db = createDb(env.DB);

async function withFactors(username?: string) {
  const user = await insertUser({ role: "admin", mfa: true, ...(username ? { username } : {}) });
  await env.DB.prepare("UPDATE users SET recovery_codes = ?, mfa_last_step = 7 WHERE id = ?")
    .bind(JSON.stringify(["hash-a"]), user.id)
    .run();
  await db.insert(passkeys).values({
    id: crypto.randomUUID(),
    userId: user.id,
    credentialId: `cred-${crypto.randomUUID()}`,
    publicKey: "pk",
    name: "Laptop",
  });
  const token = (await createSession(deps, user.id, { ip: "10.81.0.1", userAgent: "cli" })).token;
  return { user, token };
}

async function factorsOf(user: TestUser, token: string) {
  const { row, passkeys: keyCount } = await secondFactorsOf(user.id);
  const live = (await api("/api/auth/verify", { token })).status === 200;
  return { row, passkeys: keyCount, live };
}

/** Runs the statements as wrangler does: one after another, the last one's rows returned. */
async function run(sql: string) {
  const statements = sql.split("\n");
  const results = await env.DB.batch(statements.map((statement) => env.DB.prepare(statement)));
  return results.at(-1)?.results ?? [];
}

describe("the reset-mfa command's SQL", () => {
  it("clears the user's factors and passkeys, revokes their sessions, audits as cli, bumps the version", async () => {
    const { user, token } = await withFactors();
    const other = await withFactors();
    const version = (await factorsOf(user, token)).row?.version as number;
    // Any case of the username names the same user, as at sign-in.
    const shown = await run(buildResetMfaSql(user.username.toUpperCase()));
    expect(shown).toEqual([{ username: user.username, mfa_enabled: 0, passkeys: 0 }]);
    expect(await factorsOf(user, token)).toEqual({
      row: {
        mfa_enabled: 0,
        mfa_secret: null,
        mfa_pending_secret: null,
        mfa_last_step: null,
        recovery_codes: null,
        version: version + 1,
      },
      passkeys: 0,
      live: false,
    });
    const audit = await env.DB.prepare(
      "SELECT actor_id, actor_username, target_type, target_id, details, created_at FROM audit_log WHERE action = 'user.mfa_reset' AND target_id = ?",
    )
      .bind(user.id)
      .first<Record<string, string | null>>();
    expect(audit).toMatchObject({
      actor_id: null,
      actor_username: "cli",
      target_type: "user",
      target_id: user.id,
      details: JSON.stringify({ username: user.username }),
    });
    expect(audit?.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    // Someone else keeps everything.
    expect(await factorsOf(other.user, other.token)).toMatchObject({ passkeys: 1, live: true });
    // The user signs in with the password alone and can set up a factor again.
    await expect(loginAs(user)).resolves.toEqual(expect.any(String));
  });

  it("changes nothing for an unknown username and shows no row", async () => {
    const { user, token } = await withFactors();
    const before = await factorsOf(user, token);
    expect(await run(buildResetMfaSql("nobody-here"))).toEqual([]);
    expect(await factorsOf(user, token)).toEqual(before);
  });

  it("refuses hostile or malformed usernames before any SQL exists", async () => {
    const { user, token } = await withFactors();
    const before = await factorsOf(user, token);
    for (const hostile of [
      "x' OR '1'='1",
      `${user.username}'; DROP TABLE users; --`,
      "a\nDELETE FROM users;",
      "ab",
      "a".repeat(33),
      "",
      "名前です",
    ]) {
      expect(() => buildResetMfaSql(hostile)).toThrow(
        "Username must be 3 to 32 letters, digits, dots, dashes or underscores",
      );
    }
    expect(await factorsOf(user, token)).toEqual(before);
  });

  it("quotes a string so that it cannot end the literal", async () => {
    const hostile = "x' OR '1'='1'; DROP TABLE users; --";
    const row = await env.DB.prepare(`SELECT ${sqlString(hostile)} AS value`).first<{
      value: string;
    }>();
    expect(row?.value).toBe(hostile);
  });

  it("accepts exactly the usernames UsernameSchema accepts", () => {
    const samples = [
      "admin",
      "a.b-c_d",
      "abc",
      "a".repeat(32),
      "a".repeat(33),
      "ab",
      "a b",
      "a'b",
      "Ünï",
      "x;y",
    ];
    for (const sample of samples) {
      expect(CLI_USERNAME_PATTERN.test(sample.trim()), sample).toBe(
        UsernameSchema.safeParse(sample).success,
      );
    }
  });
});
