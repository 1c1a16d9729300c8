import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";

// Idempotent: applies only what this file's isolated database has not seen yet.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
