import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { addDays, dayOf } from "../../app/schemas/analytics";
import { createDb } from "../../worker/db/client";
import { analyticsRollups, analyticsSalts } from "../../worker/db/schema";
import { allCounters, forgetSalt, visitorHash } from "../../worker/services/analytics/count";
import type { AnalyticsCounter } from "../../worker/services/analytics/counter";
import { flushCounters } from "../../worker/services/analytics/reports";
import { getCounterState, purgeAnalytics } from "../../worker/services/analytics/upkeep";
import { testDeps } from "../factories/deps";
import { ORIGIN, signedIn } from "../factories/users";
import { sendThroughWorker } from "../factories/visits";

// The page-view counter through the real Worker (edge cache, Durable Objects, D1): what is
// counted, what is not, and that a burst or a broken flush neither loses nor doubles a view.

const db = createDb(env.DB);
const CHROME =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";

let ipCounter = 0;
const freshIp = () => {
  ipCounter += 1;
  return `198.51.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`;
};

/** One request through the Worker's front door, with its `waitUntil` work (the count) done. */
async function visit(
  path: string,
  headers: Record<string, string> = {},
  init: RequestInit = {},
): Promise<Response> {
  return sendThroughWorker(
    new Request(`${ORIGIN}${path}`, {
      ...init,
      headers: { "user-agent": CHROME, "cf-connecting-ip": "192.0.2.10", ...headers },
    }),
  );
}

/** One rollup's day total in D1 after every shard flushed. */
async function rollup(dimension: string, key: string, day = dayOf()) {
  await flushCounters({ env });
  const [row] = await db
    .select({ views: analyticsRollups.views, visitors: analyticsRollups.visitors })
    .from(analyticsRollups)
    .where(
      and(
        eq(analyticsRollups.day, day),
        eq(analyticsRollups.dimension, dimension),
        eq(analyticsRollups.key, key),
      ),
    );
  return row ?? { views: 0, visitors: 0 };
}

/** Every table's every text value, in D1 and in each counter shard's storage. */
async function everythingStored(): Promise<string> {
  const texts: string[] = [];
  const tables = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_cf%' ESCAPE '\\' AND name NOT LIKE 'sqlite%' AND name NOT LIKE 'd1_%'",
  ).all<{ name: string }>();
  for (const { name } of tables.results) {
    const rows = await env.DB.prepare(`SELECT * FROM "${name}"`).all();
    texts.push(JSON.stringify(rows.results));
  }
  for (const counter of allCounters(env)) {
    texts.push(
      await runInDurableObject(counter, (_instance: AnalyticsCounter, state) => {
        const names = state.storage.sql
          .exec<{ name: string }>(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_cf%' ESCAPE '\\'",
          )
          .toArray();
        return names
          .map(({ name }) =>
            JSON.stringify(state.storage.sql.exec(`SELECT * FROM "${name}"`).toArray()),
          )
          .join("\n");
      }),
    );
  }
  return texts.join("\n");
}

beforeEach(() => {
  forgetSalt();
});

describe("what is counted", () => {
  it("counts anonymous views, cache hits included, with distinct visitors per day", async () => {
    const before = await rollup("page", "/it-security");
    const ip = freshIp();
    const first = await visit("/it-security", { "cf-connecting-ip": ip });
    const second = await visit("/it-security", { "cf-connecting-ip": ip });
    expect(first.status).toBe(200);
    expect(second.headers.get("x-edge-cache")).toBe("HIT");
    // Another browser (user agent) at the same address is another visitor.
    await visit("/it-security", { "cf-connecting-ip": ip, "user-agent": IPHONE });
    expect(await rollup("page", "/it-security")).toEqual({
      views: before.views + 3,
      visitors: before.visitors + 2,
    });
  });

  it("counts a conditional request answered 304 as a view", async () => {
    const page = await visit("/it-consulting");
    const etag = page.headers.get("etag") ?? "";
    const before = await rollup("page", "/it-consulting");
    const again = await visit("/it-consulting", { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect((await rollup("page", "/it-consulting")).views).toBe(before.views + 1);
  });

  it("records referrer host, campaign, country and device", async () => {
    const ip = freshIp();
    await visit("/it-security?utm_source=Google&utm_medium=cpc&utm_campaign=spring-noc", {
      "cf-connecting-ip": ip,
      "user-agent": IPHONE,
      referer: "https://www.google.com/search?q=msp",
    });
    expect(await rollup("referrer", "google.com")).toMatchObject({ views: 1, visitors: 1 });
    expect(await rollup("campaign", "google\tcpc\tspring-noc")).toMatchObject({ views: 1 });
    expect((await rollup("device", "mobile")).views).toBeGreaterThanOrEqual(1);
    // A click from one of our own pages starts no visit: no referrer row for it.
    const direct = await rollup("referrer", "");
    await visit("/it-consulting", { "cf-connecting-ip": ip, referer: `${ORIGIN}/it-security` });
    expect(await rollup("referrer", "")).toEqual(direct);
    expect(await rollup("referrer", "example.com")).toEqual({ views: 0, visitors: 0 });
  });

  it("counts a 404 apart, with its referrer, and never as a view", async () => {
    const site = await rollup("site", "");
    const missing = await visit("/no-such-page-here", { referer: "https://partner.example/links" });
    expect(missing.status).toBe(404);
    expect(await rollup("not_found", "/no-such-page-here")).toMatchObject({ views: 1 });
    expect(await rollup("not_found_referrer", "/no-such-page-here\tpartner.example")).toMatchObject(
      {
        views: 1,
      },
    );
    expect(await rollup("site", "")).toEqual(site);
    expect(await rollup("page", "/no-such-page-here")).toEqual({ views: 0, visitors: 0 });
  });
});

describe("what is not counted", () => {
  it("skips bots, HEAD, prefetches, signed-in staff, staff pages, the API and files", async () => {
    await visit("/it-security"); // rendered and cached first
    const site = await rollup("site", "");
    const bots = await rollup("bot", "view");
    for (const agent of [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
      "curl/8.5.0",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0 Safari/537.36",
      "",
    ]) {
      await visit("/it-security", { "user-agent": agent });
    }
    await visit("/it-security", {}, { method: "HEAD" });
    await visit("/it-security", { "sec-purpose": "prefetch" });
    await visit("/it-security", { purpose: "prefetch" });
    const { token } = await signedIn("editor");
    await visit("/it-security", { authorization: `Bearer ${token}` });
    await visit("/it-security/admin", { authorization: `Bearer ${token}` });
    await visit("/admin");
    await visit("/api/health");
    await visit("/rss.xml");
    await visit("/", {}, { method: "POST", body: new URLSearchParams({ name: "x" }) });
    expect(await rollup("site", "")).toEqual(site);
    expect((await rollup("bot", "view")).views).toBe(bots.views + 5);
  });

  it("stores no IP address and no user agent anywhere", async () => {
    const ip = "203.0.113.217";
    const agent = "Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0 PrivacyProbe/7.7.7";
    await visit("/it-security?utm_source=newsletter", {
      "cf-connecting-ip": ip,
      "user-agent": agent,
      referer: "https://news.example/issue-9",
    });
    await visit("/no-such-thing", { "cf-connecting-ip": ip, "user-agent": agent });
    expect((await rollup("campaign", "newsletter\t\t")).views).toBe(1);
    const stored = await everythingStored();
    expect(stored).toContain("newsletter");
    expect(stored).not.toContain(ip);
    expect(stored).not.toContain("PrivacyProbe");
    expect(stored).not.toContain("Firefox/133.0");
  });
});

describe("the daily salt", () => {
  it("is one per day, shared by racing isolates, and past days' salts are deleted", async () => {
    const today = dayOf();
    await env.DB.prepare("INSERT OR REPLACE INTO analytics_salts (day, salt) VALUES (?, ?)")
      .bind(addDays(today, -1), "yesterday-salt")
      .run();
    const request = new Request(`${ORIGIN}/`, {
      headers: { "cf-connecting-ip": "192.0.2.44", "user-agent": CHROME },
    });
    const hashes = await Promise.all(
      Array.from({ length: 5 }, () => {
        forgetSalt();
        return visitorHash(env.DB, request, today);
      }),
    );
    expect(new Set(hashes).size).toBe(1);
    const salts = await db.select().from(analyticsSalts);
    expect(salts.map((row) => row.day)).toEqual([today]);
    // The same visitor is another hash on another day.
    forgetSalt();
    const tomorrow = await visitorHash(env.DB, request, addDays(today, 1));
    expect(tomorrow).not.toBe(hashes[0]);
  });
});

describe("bursts and broken flushes", () => {
  it("counts 1,000 concurrent views exactly once each", async () => {
    await visit("/cloud-migration");
    const before = await rollup("page", "/cloud-migration");
    const requests = Array.from({ length: 1000 }, (_, n) =>
      visit("/cloud-migration", { "cf-connecting-ip": `10.9.${Math.floor(n / 250)}.${n % 250}` }),
    );
    const answers = await Promise.all(requests);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(await rollup("page", "/cloud-migration")).toEqual({
      views: before.views + 1000,
      visitors: before.visitors + 1000,
    });
  });

  it("a flush cut off after D1 took it, then retried, counts once", async () => {
    const before = await rollup("page", "/it-consulting");
    await visit("/it-consulting", { "cf-connecting-ip": "192.0.2.201" });
    // Find the shard holding the view and apply its batch without clearing it (the crash).
    let staged = 0;
    for (const counter of allCounters(env)) {
      staged += await runInDurableObject(counter, async (instance: AnalyticsCounter, state) => {
        instance.stageBatches();
        const batches = state.storage.sql
          .exec<{ batch: string }>("SELECT DISTINCT batch FROM outbox")
          .toArray();
        for (const { batch } of batches) await instance.applyBatch(batch);
        return batches.length;
      });
    }
    expect(staged).toBeGreaterThan(0);
    expect((await rollup("page", "/it-consulting")).views).toBe(before.views + 1);
    // rollup() flushed every shard again: the batches were applied a second time, adding nothing.
    for (const counter of allCounters(env)) {
      const left = await runInDurableObject(
        counter,
        (_i: AnalyticsCounter, state) =>
          state.storage.sql.exec<{ n: number }>("SELECT count(*) AS n FROM outbox").one().n,
      );
      expect(left).toBe(0);
    }
  });

  it("a flush D1 refuses keeps its views for the next alarm, and says so in the state", async () => {
    const before = await rollup("page", "/it-security");
    await visit("/it-security", { "cf-connecting-ip": "192.0.2.202" });
    await visit("/it-security", { "cf-connecting-ip": "192.0.2.203" });
    await env.DB.exec("ALTER TABLE analytics_rollups RENAME TO analytics_rollups_away");
    try {
      const outcomes = await Promise.all(allCounters(env).map((c) => c.flush()));
      expect(outcomes.some((outcome) => !outcome.ok)).toBe(true);
      const statuses = await Promise.all(allCounters(env).map((c) => c.status()));
      expect(statuses.reduce((n, s) => n + s.waiting, 0)).toBeGreaterThanOrEqual(2);
      expect(statuses.some((s) => s.lastError?.includes("analytics_rollups"))).toBe(true);
    } finally {
      await env.DB.exec("ALTER TABLE analytics_rollups_away RENAME TO analytics_rollups");
    }
    expect(await rollup("page", "/it-security")).toEqual({
      views: before.views + 2,
      visitors: before.visitors + 2,
    });
    const statuses = await Promise.all(allCounters(env).map((c) => c.status()));
    expect(statuses.every((s) => s.lastError === null && s.waiting === 0)).toBe(true);
  });
});

describe("retention", () => {
  it("the alarm flushes and deletes visitor records older than yesterday", async () => {
    const ip = "192.0.2.230";
    await visit("/it-security", { "cf-connecting-ip": ip });
    const counters = allCounters(env);
    for (const counter of counters) {
      await runInDurableObject(counter, (_i: AnalyticsCounter, state) => {
        for (const day of [addDays(dayOf(), -2), addDays(dayOf(), -1)]) {
          state.storage.sql.exec(
            "INSERT OR IGNORE INTO seen (day, visitor, dimension, key) VALUES (?, 'v', 'page', '/')",
            day,
          );
          state.storage.sql.exec(
            "INSERT OR IGNORE INTO visits (day, visitor, landing, referrer, utm_source, utm_medium, utm_campaign) VALUES (?, 'v', '/', '', '', '', '')",
            day,
          );
        }
      });
      await runDurableObjectAlarm(counter);
      const days = await runInDurableObject(counter, (_i: AnalyticsCounter, state) =>
        state.storage.sql
          .exec<{ day: string }>(
            "SELECT DISTINCT day FROM seen UNION SELECT DISTINCT day FROM visits",
          )
          .toArray()
          .map((row) => row.day),
      );
      expect(days).not.toContain(addDays(dayOf(), -2));
      expect(days).toContain(addDays(dayOf(), -1));
    }
    const state = await getCounterState({ env });
    expect(state).toMatchObject({ waiting: 0, lastError: null, unreachable: 0 });
    expect(state.lastFlushAt).not.toBeNull();
  });

  it("the cron drops rollups past 25 months, old flush ids and past days' salts", async () => {
    const now = new Date();
    const today = dayOf(now);
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO analytics_rollups (day, dimension, key, views, visitors) VALUES (?, 'page', '/old', 5, 5), (?, 'page', '/kept', 7, 7)",
      ).bind(addDays(today, -800), addDays(today, -700)),
      env.DB.prepare(
        "INSERT OR REPLACE INTO analytics_salts (day, salt) VALUES (?, 's1'), (?, 's2')",
      ).bind(addDays(today, -1), today),
      env.DB.prepare(
        "INSERT INTO analytics_flushes (id, applied_at, views) VALUES ('old-flush', ?, 1)",
      ).bind(new Date(now.getTime() - 40 * 86_400_000).toISOString()),
    ]);
    const purged = await purgeAnalytics(testDeps(), now);
    expect(purged).toMatchObject({ rollups: 1, flushes: 1, salts: 1 });
    const keys = await db.select({ key: analyticsRollups.key }).from(analyticsRollups);
    expect(keys.map((row) => row.key)).toContain("/kept");
    expect(keys.map((row) => row.key)).not.toContain("/old");
    const salts = (await db.select().from(analyticsSalts)).map((row) => row.day);
    expect(salts).toContain(today);
    expect(salts).not.toContain(addDays(today, -1));
  });
});
