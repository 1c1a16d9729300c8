import { dayOf } from "../../../app/schemas/analytics";
import { logError } from "../platform/log";
import type { AnalyticsCounter } from "./counter";
import { COUNTER_SHARDS } from "./counter";
import { type Hit, hitOf } from "./visit";

// Counting a visitor's request (issue 33), after its answer is sent: the Worker's front door
// calls `countHit` in `waitUntil` for every anonymous page request, cache hits included. The
// visitor is a hash of the day's random salt, the IP address, the user agent and the host;
// neither the address nor the user agent leaves this function.

export interface CountingEnv {
  DB: D1Database;
  ANALYTICS: DurableObjectNamespace<AnalyticsCounter>;
  ENVIRONMENT?: string;
}

/**
 * Sent by the bench's "counting off" rounds; honoured only by its own Worker (ENVIRONMENT
 * "bench"), so nobody else can hide their views.
 */
export const BENCH_NO_COUNT_HEADER = "x-bench-no-count";

/** The day's salt as this isolate last read it (the value, never a request's promise). */
let salt: { day: string; value: string } | undefined;

/**
 * The salt of `day`: made by the first caller of the day (INSERT OR IGNORE, so racing isolates
 * agree on one), and every older day's salt is deleted in the same transaction.
 */
export async function dailySalt(db: D1Database, day: string): Promise<string> {
  if (salt?.day === day) return salt.value;
  const fresh = [...crypto.getRandomValues(new Uint8Array(32))]
    .map((byte) => byte.toString(16).padStart(2, "0"))
    .join("");
  const [, , read] = await db.batch<{ salt: string }>([
    db.prepare("DELETE FROM analytics_salts WHERE day < ?").bind(day),
    db.prepare("INSERT OR IGNORE INTO analytics_salts (day, salt) VALUES (?, ?)").bind(day, fresh),
    db.prepare("SELECT salt FROM analytics_salts WHERE day = ?").bind(day),
  ]);
  const value = read?.results[0]?.salt;
  if (!value) throw new Error("analytics salt missing after insert");
  salt = { day, value };
  return value;
}

/** Forgets the isolate's copy of the salt (tests that delete it in D1). */
export function forgetSalt(): void {
  salt = undefined;
}

/** The visitor's address: Cloudflare's header, else the first forwarded one, else "". */
function addressOf(request: Request): string {
  return (
    request.headers.get("cf-connecting-ip") ??
    request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() ??
    ""
  );
}

/** hash(salt, IP, user agent, host): 128 bits of SHA-256, as hex. */
export async function visitorHash(db: D1Database, request: Request, day: string): Promise<string> {
  const text = [
    await dailySalt(db, day),
    addressOf(request),
    request.headers.get("user-agent") ?? "",
    new URL(request.url).host.toLowerCase(),
  ].join("\n");
  const digest = new Uint8Array(
    await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)),
  );
  return [...digest.subarray(0, 16)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The shard a visitor's views go to (all of one visitor's day on one shard). */
export function counterFor(env: CountingEnv, key: string): DurableObjectStub<AnalyticsCounter> {
  const shard = Number.parseInt(key.slice(0, 8), 16) % COUNTER_SHARDS;
  return env.ANALYTICS.get(env.ANALYTICS.idFromName(`shard-${shard}`));
}

/** Every shard, for flushing and for the counter's state. */
export function allCounters(env: CountingEnv): DurableObjectStub<AnalyticsCounter>[] {
  return Array.from({ length: COUNTER_SHARDS }, (_, shard) =>
    env.ANALYTICS.get(env.ANALYTICS.idFromName(`shard-${shard}`)),
  );
}

/** A shard for a request without a visitor (a 404, a redirect, a bot): any one of them. */
function anyCounter(env: CountingEnv): DurableObjectStub<AnalyticsCounter> {
  return counterFor(
    env,
    Math.floor(Math.random() * 0xffffffff)
      .toString(16)
      .padStart(8, "0"),
  );
}

/** What `request` counts as, or null for nothing (see `hitOf`). */
export function hitFor(request: Request, path: string, status: number): Hit | null {
  return hitOf(request, new URL(request.url), path, status);
}

/**
 * Counts an anonymous visitor's request to a public address by its answer's status. Never
 * throws: a counter that is down costs the view, never the visitor's page.
 *
 * @example ctx.waitUntil(countHit(env, request, "/it-security", response.status))
 */
export async function countHit(
  env: CountingEnv,
  request: Request,
  path: string,
  status: number,
): Promise<void> {
  try {
    if (env.ENVIRONMENT === "bench" && request.headers.has(BENCH_NO_COUNT_HEADER)) return;
    const hit = hitFor(request, path, status);
    if (!hit) return;
    const day = dayOf();
    if (hit.kind !== "view") {
      await anyCounter(env).record(day, null, hit);
      return;
    }
    const visitor = await visitorHash(env.DB, request, day);
    await counterFor(env, visitor).record(day, visitor, hit);
  } catch (error) {
    logError("analytics.count_failed", { error: String(error) });
  }
}
