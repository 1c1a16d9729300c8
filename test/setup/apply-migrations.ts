import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";

// Idempotent: applies only what this file's isolated database has not seen yet.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

// Tests run with "staff must use a second factor" off (a new install's default is on) unless a
// test turns it on; test/identity/policy-install.test.ts covers the default itself.
await env.DB.prepare(
  `INSERT OR IGNORE INTO settings (key, value) VALUES ('security', '{"requireSecondFactor":false}')`,
).run();
