import { dayOf } from "../../../app/schemas/analytics";
import { logError } from "../platform/log";
import type { AnalyticsCounter, CountedHit } from "./counter";
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
  /** "on" where the zone has Bot Management: its `request.cf` verdicts are then read. */
  CF_BOT_MANAGEMENT?: string;
}

/**
 * Sent by the bench's "counting off" rounds; honoured only by its own Worker (ENVIRONMENT
 * "bench"), so nobody else can hide their views.
 */
export const BENCH_NO_COUNT_HEADER = "x-bench-no-count";

/** Today's UTC day, worked out once per day (a Date's ISO text costs more than the view). */
let currentDay = { day: "", until: 0 };

function today(now = Date.now()): string {
  if (now >= currentDay.until || now < currentDay.until - 86_400_000) {
    const day = dayOf(now);
    currentDay = { day, until: Date.parse(`${day}T00:00:00Z`) + 86_400_000 };
  }
  return currentDay.day;
}

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

/** Each shard's id, worked out once per isolate (an id is plain data, unlike a stub). */
const shardIds = new Map<number, DurableObjectId>();

function counterAt(env: CountingEnv, shard: number): DurableObjectStub<AnalyticsCounter> {
  let id = shardIds.get(shard);
  if (!id) {
    id = env.ANALYTICS.idFromName(`shard-${shard}`);
    shardIds.set(shard, id);
  }
  return env.ANALYTICS.get(id);
}

/** The shard of a visitor (all of one visitor's day on one shard). */
function shardOf(key: string): number {
  return Number.parseInt(key.slice(0, 8), 16) % COUNTER_SHARDS;
}

/** The shard a visitor's views go to. */
export function counterFor(env: CountingEnv, key: string): DurableObjectStub<AnalyticsCounter> {
  return counterAt(env, shardOf(key));
}

/** Every shard, for flushing and for the counter's state. */
export function allCounters(env: CountingEnv): DurableObjectStub<AnalyticsCounter>[] {
  return Array.from({ length: COUNTER_SHARDS }, (_, shard) => counterAt(env, shard));
}

/** What `request` counts as, or null for nothing (see `hitOf`). */
export function hitFor(
  env: CountingEnv,
  request: Request,
  path: string,
  status: number,
): Hit | null {
  return hitOf(request, new URL(request.url), path, status, env.CF_BOT_MANAGEMENT === "on");
}

// The isolate's batch: counted requests wait up to `BATCH_WINDOW_MS` (or until `BATCH_MAX`
// of them) and go to their shards in one call per shard, so a burst costs the Worker and the
// counter one call per batch, not one per view. The request that opens a batch sends it (in
// its own `waitUntil`, which keeps the isolate alive meanwhile); the others only add to it
// (no timer, no wait). No request waits on a promise another request made or settles one of
// another's (workerd ties a promise to the request that made it). A read that must see every
// view (the Analytics API, a lead's attribution) sends the isolate's queue itself first.

/**
 * How long the first counted request of a batch waits for others: a second, so the counter
 * commits its storage about once a second per shard however many views arrive (a commit is
 * what a view costs the counter). Vitest uses a short window: its files send views one by one
 * and wait for each request's `waitUntil`.
 */
export const BATCH_WINDOW_MS = 1_000;
const TEST_BATCH_WINDOW_MS = 25;
/** A batch this big is sent at once, by the request that filled it. */
export const BATCH_MAX = 500;

interface Queued extends CountedHit {
  shard: number;
}

let queued: Queued[] = [];
/**
 * Since when a request has been waiting to send the queue (the batch's first), or 0. A sender
 * gone for longer than `SENDER_STALE_MS` (its context ended early) is replaced by the next.
 */
let senderSince = 0;
const SENDER_STALE_MS = 5_000;

/** Sends `batch` to its shards, one call each; a failure is logged (the views are lost). */
async function send(env: CountingEnv, batch: Queued[]): Promise<void> {
  const byShard = new Map<number, CountedHit[]>();
  for (const { shard, day, visitor, hit } of batch) {
    const list = byShard.get(shard) ?? [];
    list.push({ day, visitor, hit });
    byShard.set(shard, list);
  }
  await Promise.all(
    [...byShard].map(([shard, entries]) =>
      counterAt(env, shard)
        .record(entries)
        .catch((error: unknown) => {
          logError("analytics.count_failed", { views: entries.length, error: String(error) });
        }),
    ),
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Adds one counted request to the isolate's batch; the batch's first sends it. */
async function enqueue(env: CountingEnv, entry: Queued): Promise<void> {
  queued.push(entry);
  if (queued.length >= BATCH_MAX) {
    const batch = queued;
    queued = [];
    await send(env, batch);
    return;
  }
  const now = Date.now();
  if (senderSince !== 0 && now - senderSince < SENDER_STALE_MS) return;
  senderSince = now;
  await sleep(env.ENVIRONMENT === "test" ? TEST_BATCH_WINDOW_MS : BATCH_WINDOW_MS);
  senderSince = 0;
  await sendQueuedNow(env);
}

/**
 * Sends what this isolate has queued now, in the calling request: a read of the counts (the
 * Analytics tab, a lead's attribution) first delivers the views its own isolate still holds.
 */
export async function sendQueuedNow(env: CountingEnv): Promise<void> {
  const batch = queued;
  queued = [];
  if (batch.length > 0) await send(env, batch);
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
    const hit = hitFor(env, request, path, status);
    if (!hit) return;
    const day = today();
    if (hit.kind !== "view") {
      // No visitor: any shard will do.
      const shard = Math.floor(Math.random() * COUNTER_SHARDS);
      await enqueue(env, { shard, day, visitor: null, hit });
      return;
    }
    const visitor = await visitorHash(env.DB, request, day);
    await enqueue(env, { shard: shardOf(visitor), day, visitor, hit });
  } catch (error) {
    logError("analytics.count_failed", { error: String(error) });
  }
}
