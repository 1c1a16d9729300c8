import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { purgeExpiredRecords } from "../../worker/services/platform/housekeeping";
import {
  ANONYMOUS_AUDIT_RETENTION_DAYS,
  AUDIT_RETENTION_DAYS,
  MAX_ANONYMOUS_AUDIT_ROWS,
} from "../../worker/services/platform/retention";

// Issue #31: the cron's housekeeping bounds every table that anonymous traffic grows.

const deps = { db: createDb(env.DB), env };
const NOW = new Date("2027-03-01T12:00:00.000Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();

const rows = async (sql: string) => (await env.DB.prepare(sql).all()).results;

async function audit(tag: string, at: string, actorId: string | null, action: string) {
  await env.DB.prepare(
    "INSERT INTO audit_log (created_at, actor_id, actor_username, action, ip, details) VALUES (?, ?, ?, ?, '192.0.2.1', ?)",
  )
    .bind(at, actorId, actorId ? "staff" : "someone", action, JSON.stringify({ tag }))
    .run();
}

describe("housekeeping bounds what anonymous traffic grows", () => {
  it("keeps staff history 400 days and anonymous failed sign-ins 30 days, at most 10,000", async () => {
    await audit("staff-old", daysAgo(AUDIT_RETENTION_DAYS + 1), "u1", "user.created");
    await audit("staff-kept", daysAgo(AUDIT_RETENTION_DAYS - 1), "u1", "user.deleted");
    await audit("cli-kept", daysAgo(100), null, "user.mfa_reset");
    await audit("own-failure-kept", daysAgo(100), "u1", "auth.login.failed");
    await audit("anon-old", daysAgo(ANONYMOUS_AUDIT_RETENTION_DAYS + 1), null, "auth.login.failed");
    await audit(
      "anon-kept",
      daysAgo(ANONYMOUS_AUDIT_RETENTION_DAYS - 1),
      null,
      "auth.login.failed",
    );
    // A flood of failed sign-ins from everywhere, newer than any of the above.
    const flood = MAX_ANONYMOUS_AUDIT_ROWS + 50;
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
       INSERT INTO audit_log (created_at, action, actor_username, ip, details)
       SELECT ?, 'auth.login.failed', 'guess' || i, '198.51.100.' || (i % 250), '{"tag":"flood"}' FROM n`,
    )
      .bind(flood, daysAgo(1))
      .run();

    const result = await purgeExpiredRecords(deps, NOW);

    const tags = (await rows("SELECT json_extract(details, '$.tag') AS tag FROM audit_log")).map(
      (row) => row.tag,
    );
    expect(tags.filter((tag) => tag !== "flood").sort()).toEqual([
      "cli-kept",
      "own-failure-kept",
      "staff-kept",
    ]);
    // The newest 10,000 anonymous failures stay: the flood's newest, and nothing older.
    expect(tags.filter((tag) => tag === "flood")).toHaveLength(MAX_ANONYMOUS_AUDIT_ROWS);
    const [newest] = await rows(
      "SELECT actor_username FROM audit_log WHERE action = 'auth.login.failed' AND actor_id IS NULL ORDER BY id DESC LIMIT 1",
    );
    expect(newest?.actor_username).toBe(`guess${flood}`);
    expect(result.auditLog).toBe(2 + 1 + 50);
  });

  it("drops expired WebAuthn challenges and old login attempts, keeping live ones", async () => {
    const challenge = (id: string, expiresAt: string) =>
      env.DB.prepare(
        "INSERT INTO webauthn_challenges (challenge, purpose, user_id, created_at, expires_at) VALUES (?, 'login', NULL, ?, ?)",
      )
        .bind(id, daysAgo(1), expiresAt)
        .run();
    await challenge("expired", new Date(NOW.getTime() - 1000).toISOString());
    await challenge("live", new Date(NOW.getTime() + 60_000).toISOString());
    const attempt = (username: string, at: string) =>
      env.DB.prepare(
        "INSERT INTO login_attempts (username, ip, kind, success, created_at) VALUES (?, '192.0.2.9', 'passkey-options', 0, ?)",
      )
        .bind(username, at)
        .run();
    await attempt("old", daysAgo(2));
    await attempt("recent", daysAgo(0.5));

    const result = await purgeExpiredRecords(deps, NOW);

    expect(await rows("SELECT challenge FROM webauthn_challenges")).toEqual([
      { challenge: "live" },
    ]);
    expect(await rows("SELECT username FROM login_attempts WHERE ip = '192.0.2.9'")).toEqual([
      { username: "recent" },
    ]);
    expect(result.webauthnChallenges).toBe(1);
  });
});
