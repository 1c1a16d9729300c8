import { env, exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type Access, API_ACCESS } from "../../worker/api/access";
import { app } from "../../worker/app";
import { createDb } from "../../worker/db/client";
import { sessions } from "../../worker/db/schema";
import { createSession, revokeSession } from "../../worker/services/identity/sessions";
import { sha256Hex } from "../../worker/services/platform/crypto";
import { insertUser } from "../factories/users";

const db = createDb(env.DB);
const deps = { db, env };

/** Every concrete /api route the app answers, as "METHOD /api/path". */
function apiRoutes(): string[] {
  const keys = app.routes
    .filter((r) => r.path.startsWith("/api/") && r.method !== "ALL" && !r.path.includes("*"))
    .map((r) => `${r.method} ${r.path}`);
  return [...new Set(keys)].sort();
}

type Identity = "anonymous" | "author" | "editor" | "admin" | "expired" | "revoked";
const IDENTITIES: Identity[] = ["anonymous", "author", "editor", "admin", "expired", "revoked"];
const RANK = { author: 1, editor: 2, admin: 3 } as const;

async function tokenFor(identity: Identity): Promise<string | undefined> {
  if (identity === "anonymous") return undefined;
  const role = identity === "expired" || identity === "revoked" ? "admin" : identity;
  const user = await insertUser({ role });
  const { token } = await createSession(deps, user.id, { ip: "1.2.3.4", userAgent: "matrix" });
  if (identity === "expired") {
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(sessions.userId, user.id));
  }
  if (identity === "revoked") {
    const [row] = await db.select().from(sessions).where(eq(sessions.userId, user.id));
    await revokeSession(deps, row?.idHash ?? (await sha256Hex("none")));
  }
  return token;
}

function expected(access: Access, identity: Identity): "allowed" | 401 | 403 {
  if (access === "public") return "allowed";
  if (identity === "anonymous" || identity === "expired" || identity === "revoked") return 401;
  if (access === "signed-in") return "allowed";
  return RANK[identity] >= RANK[access] ? "allowed" : 403;
}

describe("API access rules", () => {
  it("has a rule for every /api route and a route for every rule", () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(10);
    const rules = Object.keys(API_ACCESS).sort();
    expect(routes.filter((r) => !rules.includes(r))).toEqual([]);
    expect(rules.filter((r) => !routes.includes(r))).toEqual([]);
  });

  it("enforces each route's rule for anonymous, author, editor, admin, expired and revoked", async () => {
    const failures: string[] = [];
    for (const key of apiRoutes()) {
      const access = (API_ACCESS as Record<string, Access>)[key] ?? "admin";
      const [method, path] = key.split(" ") as [string, string];
      const url = `http://example.com${path.replace(/:[a-zA-Z]+/g, "00000000-0000-4000-8000-000000000000")}`;
      for (const identity of IDENTITIES) {
        const token = await tokenFor(identity);
        const headers: Record<string, string> = { "cf-connecting-ip": "10.9.9.9" };
        if (token) headers.authorization = `Bearer ${token}`;
        if (method !== "GET") headers["content-type"] = "application/json";
        const response = await exports.default.fetch(url, {
          method,
          headers,
          body: method === "GET" ? undefined : "{}",
        });
        const want = expected(access, identity);
        const got = response.status;
        const ok = want === "allowed" ? got !== 401 && got !== 403 && got < 500 : got === want;
        if (!ok) failures.push(`${key} as ${identity}: got ${got}, want ${want}`);
      }
    }
    expect(failures).toEqual([]);
    // Every route times six identities: about 600 requests, beyond the default 30 s on a
    // loaded machine.
  }, 240_000);
});
