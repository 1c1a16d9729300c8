import {
  createExecutionContext,
  createScheduledController,
  waitOnExecutionContext,
} from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import fc from "fast-check";
import { expect } from "vitest";
import { type Access, API_ACCESS, roleSatisfies } from "../../worker/api/access";
import { app } from "../../worker/app";
import { createDb } from "../../worker/db/client";
import type { Role } from "../../worker/db/schema";
import worker from "../../worker/index";
import { createSession } from "../../worker/services/identity/sessions";
import { ownSitemapUrl } from "../../worker/services/seo/crawl/report";
import { testDeps } from "../factories/deps";
import { insertUser, ORIGIN } from "../factories/users";
import { unparseableUrl } from "../fixtures/unparseable-urls";

// The fuzz suite's parts (fuzz-writes-*.test.ts, fuzz-reads.test.ts): generated bodies for every
// JSON write route the Hono app declares, as every role: the Worker never answers 5xx, and a
// refused request (4xx) changes nothing stored in D1. Routes are read from the app itself, so a
// route added later is covered without touching a test. The write routes are dealt round-robin
// to WRITE_SHARDS files, so Vitest's two workers share the suite instead of one running it alone.

/** How many files the write routes are dealt to (fuzz-writes-1..N.test.ts). */
export const WRITE_SHARDS = 3;

/** Bodies per route for every role the route admits (they reach validation and the service). */
const BODIES_FOR_PERMITTED_ROLE = 200;
/** Roles the access rule refuses never have their body read; a few prove the refusal is clean
 * (and, in `npm test`, sample the other admitted roles). */
const BODIES_PER_REFUSED_ROLE = 15;
export const SEED = 20261123;

/**
 * The site as deployed: the cron has synced the catalogue and seeded the launch posts, so what a
 * request stores is the request's doing, not first-run set-up; then the D1 write counter.
 */
export async function prepareFuzzSite(): Promise<void> {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron: "*/15 * * * *" }), env, ctx);
  await waitOnExecutionContext(ctx);
  await installWriteCounter();
}

/** Every concrete write route, as [method, path-with-placeholders]. */
export function writeRoutes(): [string, string][] {
  const keys = app.routes
    .filter(
      (r) =>
        r.path.startsWith("/api/") &&
        ["POST", "PUT", "PATCH", "DELETE"].includes(r.method) &&
        !r.path.includes("*"),
    )
    .map((r) => `${r.method} ${r.path}`);
  return [...new Set(keys)].sort().map((key) => key.split(" ") as [string, string]);
}

/** Field names the app's schemas use, so generated objects reach validation, not only shape checks. */
const FIELD_NAMES = [
  "username",
  "password",
  "currentPassword",
  "newPassword",
  "mfaCode",
  "code",
  "secret",
  "role",
  "isActive",
  "title",
  "slug",
  "excerpt",
  "content",
  "author",
  "category",
  "categoryColor",
  "readTime",
  "featured",
  "published",
  "image",
  "tags",
  "seoData",
  "version",
  "publishAt",
  "template",
  "name",
  "email",
  "phone",
  "company",
  "message",
  "siteUrl",
  "bookingUrl",
  "pagePath",
  "pageType",
  "htmlSample",
  "action",
  "revisionId",
  "elements",
  "baseVersion",
  "url",
  "urls",
  "type",
  "sitemapUrl",
  "targetKeywords",
  "topic",
  "keywords",
  "options",
  "config",
  "apiType",
  "apiKey",
  "indexNowEndpoint",
  "owner",
  "repo",
  "branch",
  "token",
  "reason",
  "changes",
  "id",
  "ids",
] as const;

const CONTROL = fc.constantFrom(
  "\u0000",
  "\u0001",
  "\u0008",
  "\u000b",
  "\u001b",
  "\u007f",
  "\u0085",
  "\r",
);
const nastyString = fc.oneof(
  fc.string(),
  // Text a schema may take for a URL that no URL parser accepts ("http://[").
  unparseableUrl,
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc
    .tuple(fc.string({ maxLength: 10 }), CONTROL, fc.string({ maxLength: 10 }))
    .map((p) => p.join("")),
  fc.constantFrom(
    "",
    " ",
    "javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "<script>alert(1)</script>",
    "../../etc/passwd",
    "/images/..",
    "//evil.example",
    "https://evil.example/x",
    "\u202e\u0000",
    "1e309",
    "-1",
    "NaN",
    '[data-eid="x"]',
    "{}",
  ),
  fc.nat({ max: 300_000 }).map((n) => "x".repeat(n)),
);
const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  any: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    nastyString,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("any"), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom(...FIELD_NAMES), tie("any"), { maxKeys: 4 }),
  ),
})).any;

/** A request body and the content type it is sent with. */
interface FuzzBody {
  body: string | undefined;
  contentType: string | undefined;
}

const jsonObject = fc.dictionary(fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string()), value, {
  maxKeys: 12,
});
const fuzzBody: fc.Arbitrary<FuzzBody> = fc.oneof(
  {
    arbitrary: jsonObject.map((o) => ({
      body: JSON.stringify(o),
      contentType: "application/json",
    })),
    weight: 6,
  },
  {
    arbitrary: fc
      .jsonValue()
      .map((v) => ({ body: JSON.stringify(v), contentType: "application/json" })),
    weight: 2,
  },
  {
    arbitrary: fc
      .tuple(
        fc.oneof(
          fc.string(),
          fc.constantFrom("{", '{"a":', "[1,", "null", "\u0000", '{"__proto__":{"x":1}}'),
        ),
        fc.constantFrom(
          "application/json",
          "application/json; charset=utf-16",
          "text/plain",
          "application/x-www-form-urlencoded",
          "multipart/form-data; boundary=x",
          undefined,
        ),
      )
      .map(([body, contentType]) => ({ body, contentType })),
    weight: 2,
  },
  { arbitrary: fc.constant({ body: undefined, contentType: undefined }), weight: 1 },
);

const pathParam = fc.oneof(
  fc.uuid(),
  fc.constantFrom("1", "0", "-1", "..", "%2e%2e", "x".repeat(300), "%00", "%E2%80%AE", "null"),
  fc.string({ maxLength: 20 }).map(encodeURIComponent),
);

type Identity = "anonymous" | Role;
const IDENTITIES: Identity[] = ["anonymous", "author", "editor", "admin"];

export async function tokenFor(identity: Identity): Promise<string | undefined> {
  if (identity === "anonymous") return undefined;
  const user = await insertUser({ role: identity });
  const { token } = await createSession({ db: createDb(env.DB), env }, user.id, {
    ip: "1.1.1.1",
    userAgent: "fuzz",
  });
  return token;
}

/**
 * Counts every write to D1 through triggers on every table, minus bookkeeping a refused
 * request is meant to write (failed logins and lockouts in login_attempts; a session's
 * last-seen time). Reading one counter keeps the check cheap for thousands of requests.
 * D1's `meta.changes` counts what a trigger writes too, so the app decides whether a write
 * happened by `changes === 0`, never `!== 1` (seen: a first SEO-config save answered 409
 * after storing the row, because its trigger made changes 2).
 */
async function installWriteCounter(): Promise<void> {
  const tables = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT IN ('d1_migrations', 'login_attempts', 'fuzz_writes')",
  ).all<{ name: string }>();
  const statements = [
    "CREATE TABLE IF NOT EXISTS fuzz_writes (n INTEGER NOT NULL)",
    "INSERT INTO fuzz_writes (n) VALUES (0)",
  ];
  const bump = "BEGIN UPDATE fuzz_writes SET n = n + 1; END";
  for (const { name } of tables.results) {
    const update = name === "sessions" ? "UPDATE OF user_id, expires_at, revoked_at" : "UPDATE";
    for (const [suffix, event] of [
      ["i", "INSERT"],
      ["u", update],
      ["d", "DELETE"],
    ] as const) {
      statements.push(
        `CREATE TRIGGER "fuzz_${name}_${suffix}" AFTER ${event} ON "${name}" ${bump}`,
      );
    }
  }
  await env.DB.batch(statements.map((sql) => env.DB.prepare(sql)));
  expect(tables.results.length).toBeGreaterThan(10);
  // The counter must see a write, or the suite could never fail.
  const before = await snapshot();
  await insertUser({ role: "author" });
  expect(await snapshot()).toBeGreaterThan(before);
}

/** How many writes D1 has taken since the counter was installed. */
async function snapshot(): Promise<number> {
  const row = await env.DB.prepare("SELECT n FROM fuzz_writes").first<{ n: number }>();
  return row?.n ?? -1;
}

/**
 * Sends generated bodies to the write routes of shard `shard` (1-based, of WRITE_SHARDS) as every
 * identity; the failures, as lines (empty when every answer held).
 */
export async function fuzzWriteShard(shard: number): Promise<string[]> {
  const all = writeRoutes();
  expect(all.length).toBeGreaterThan(15);
  const routes = all.filter((_, index) => index % WRITE_SHARDS === shard - 1);
  const failures: string[] = [];
  let seed = SEED;
  for (const [method, template] of routes) {
    // The seeds follow the route's place in the whole list, whichever file sends it.
    seed = SEED + all.findIndex(([m, p]) => m === method && p === template) * IDENTITIES.length;
    const held = template === "/api/seo/crawls" ? await holdSiteCrawlSlot() : null;
    for (const identity of IDENTITIES) {
      let token = await tokenFor(identity);
      const access = (API_ACCESS as Record<string, Access>)[`${method} ${template}`] ?? "admin";
      const admitted =
        access === "public" || (identity !== "anonymous" && roleSatisfies(identity, access));
      // `npm test` sends the 200 as admin (every route admits it) and a few as each other
      // role; `npm run test:stress` (FUZZ_FULL) sends 200 as every role the route admits.
      const full = identity === "admin" || env.FUZZ_FULL === "1";
      const count = admitted && full ? BODIES_FOR_PERMITTED_ROLE : BODIES_PER_REFUSED_ROLE;
      seed += 1;
      const samples = fc.sample(fc.tuple(fuzzBody, pathParam), { numRuns: count, seed });
      let before = await snapshot();
      for (const [{ body, contentType }, param] of samples) {
        const path = template.replace(/:[a-zA-Z]+/g, param);
        const headers: Record<string, string> = { "cf-connecting-ip": "10.7.7.7" };
        if (contentType) headers["content-type"] = contentType;
        if (token) headers.authorization = `Bearer ${token}`;
        const response = await exports.default.fetch(`${ORIGIN}${path}`, {
          method,
          headers,
          body,
        });
        await response.arrayBuffer();
        const label = `${method} ${template} as ${identity} (${contentType ?? "no type"}: ${String(body).slice(0, 80)})`;
        if (response.status >= 500) failures.push(`${label} -> ${response.status}`);
        const after = await snapshot();
        if (response.status >= 400 && response.status < 500 && after !== before) {
          failures.push(`${label} -> ${response.status} but D1 changed`);
        }
        before = after;
        // Logout or a revoked session ends this identity's token: start a new one.
        if (response.status === 401 && identity !== "anonymous") {
          token = await tokenFor(identity);
          before = await snapshot();
        }
        if (failures.length > 20) break;
      }
    }
    await held?.release();
  }
  return failures;
}

/**
 * Every body `POST /api/seo/crawls` accepts crawls this whole site (~120 pages) and the fuzz
 * reads the stream to its end: 8 of the fuzz's 10 minutes. Those crawls are covered by
 * crawls.test.ts and crawl-bounds.test.ts; here a running crawl holds the site's one slot, so the
 * route's validation and its 409 CRAWL_RUNNING are fuzzed (a fresh heartbeat: housekeeping
 * leaves it alone), and the row goes when the route is done.
 */
export async function holdSiteCrawlSlot() {
  const site = new URL(await ownSitemapUrl(testDeps())).origin;
  const id = `fuzz-hold-${crypto.randomUUID()}`;
  const now = new Date().toISOString();
  await env.DB.prepare(
    "INSERT INTO seo_runs (id, kind, target, status, site, updated_at, created_at) VALUES (?, 'crawl', ?, 'running', ?, ?, ?)",
  )
    .bind(id, `${site}/sitemap.xml`, site, now, now)
    .run();
  return {
    release: () => env.DB.prepare("DELETE FROM seo_runs WHERE id = ?").bind(id).run(),
  };
}

/** Header values: garbage, control-free (fetch refuses those) but otherwise anything. */
export const headerValue = fc.oneof(
  fc.string({ maxLength: 60 }).map((s) => s.replace(/[^\x20-\x7e]/g, "")),
  fc.constantFrom(
    "",
    "*",
    '"',
    'W/"',
    '"abc", W/"def"',
    "bytes=0-0",
    "bytes=-1",
    "bytes=99999999999999999999-",
    "bytes=5-1",
    "bytes=0-1,2-3,4-5",
    "items=0-1",
    "null",
    "https://evil.example",
    "http://example.com",
    "Bearer x.y.z",
    "session=%00; x=y",
    "x".repeat(8000),
  ),
);
export const queryString = fc
  .array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom("next", "page", "category", "url", "pagePath", "pageType", "q", "id"),
        fc.string({ maxLength: 8 }),
      ),
      fc.oneof(
        nastyString.map((s) => s.slice(0, 2000)),
        fc.constantFrom("%00", "%0d%0a", "%E0%A4%A", "%", "%%", "-1", "1e999"),
      ),
    ),
    { maxLength: 4 },
  )
  .map((pairs) =>
    pairs
      .map(([k, v]) => `${encodeURIComponent(k)}=${/^%/.test(v) ? v : encodeURIComponent(v)}`)
      .join("&"),
  );

export const READ_HEADERS = [
  "if-none-match",
  "if-match",
  "if-modified-since",
  "if-unmodified-since",
  "range",
  "origin",
  "cookie",
  "authorization",
  "accept",
] as const;
