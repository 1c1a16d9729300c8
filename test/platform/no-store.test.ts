import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { app } from "../../worker/app";
import { createDb } from "../../worker/db/client";
import { createSession } from "../../worker/services/identity/sessions";
import { DEFAULT_PASSWORD, insertUser, ORIGIN } from "../factories/users";

// Issue 8, security 5: answers that carry a token or private data, and staff pages, are never
// kept by a browser or a shared cache.

const deps = { db: createDb(env.DB), env };
const DUMMY_ID = "00000000-0000-4000-8000-000000000000";

/** Every concrete /api route the app answers, as [method, path]. */
function apiRoutes(): [string, string][] {
  const keys = app.routes
    .filter((r) => r.path.startsWith("/api/") && r.method !== "ALL" && !r.path.includes("*"))
    .map((r) => `${r.method} ${r.path}`);
  return [...new Set(keys)].sort().map((key) => key.split(" ") as [string, string]);
}

async function adminToken(): Promise<string> {
  const user = await insertUser({ role: "admin" });
  return (await createSession(deps, user.id, { ip: "10.8.8.8", userAgent: "no-store" })).token;
}

const fetchAs = (path: string, token?: string, init: RequestInit = {}) =>
  exports.default.fetch(`${ORIGIN}${path}`, {
    redirect: "manual",
    ...init,
    headers: {
      "cf-connecting-ip": "10.8.8.8",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(init.headers as Record<string, string> | undefined),
    },
  });

describe("Cache-Control: no-store", { timeout: 120_000 }, () => {
  it("is on every /api answer to a signed-in user, whatever its status", async () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(20);
    const missing: string[] = [];
    for (const [method, path] of routes) {
      const token = await adminToken();
      const response = await fetchAs(path.replace(/:[a-zA-Z]+/g, DUMMY_ID), token, {
        method,
        headers: method === "GET" ? {} : { "content-type": "application/json" },
        body: method === "GET" ? undefined : "{}",
      });
      await response.arrayBuffer();
      const cacheControl = response.headers.get("cache-control") ?? "";
      if (!/\bno-store\b/.test(cacheControl)) {
        missing.push(`${method} ${path} → ${response.status} ${JSON.stringify(cacheControl)}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("is on the login answer (a token), its failures, and anonymous /api errors", async () => {
    const user = await insertUser({ role: "editor" });
    const ok = await fetchAs("/api/auth/login", undefined, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: user.username, password: DEFAULT_PASSWORD }),
    });
    expect(ok.status).toBe(200);
    expect((await ok.json<{ token: string }>()).token).toBeTruthy();
    expect(ok.headers.get("cache-control")).toContain("no-store");
    for (const [method, path] of [
      ["POST", "/api/auth/login"],
      ["GET", "/api/auth/verify"],
      ["GET", "/api/users"],
      ["GET", "/api/leads"],
      ["GET", "/api/settings/site"],
      ["GET", "/api/auth/sessions"],
      ["GET", "/api/no-such-route"],
    ] as const) {
      const response = await fetchAs(path, undefined, {
        method,
        headers: { "content-type": "application/json" },
        body: method === "GET" ? undefined : "{}",
      });
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(response.headers.get("cache-control"), path).toContain("no-store");
    }
  });

  it("is on every staff page, signed in or not, and on public pages rendered for staff", async () => {
    const token = await adminToken();
    const staffPages = [
      "/admin",
      "/admin/",
      "/admin/login",
      "/admin/login?next=%2Fadmin",
      "/admin/blog/new",
      "/it-security/admin",
      "/blog/some-post/admin",
      "/admin/blog/some-post",
      "/admin/no-such-page",
    ];
    const missing: string[] = [];
    for (const path of staffPages) {
      for (const who of [undefined, token]) {
        const response = await fetchAs(path, who);
        await response.arrayBuffer();
        if (!/\bno-store\b/.test(response.headers.get("cache-control") ?? "")) {
          missing.push(`${path} (${who ? "staff" : "visitor"}) → ${response.status}`);
        }
      }
    }
    for (const path of ["/", "/it-security", "/blog"]) {
      const response = await fetchAs(path, token);
      await response.arrayBuffer();
      expect(response.status, path).toBe(200);
      if (!/\bno-store\b/.test(response.headers.get("cache-control") ?? "")) {
        missing.push(`${path} (staff) → ${response.status}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("is not on public pages for visitors, which the edge cache may keep", async () => {
    const response = await fetchAs("/it-consulting");
    await response.arrayBuffer();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control") ?? "").not.toContain("no-store");
  });
});
