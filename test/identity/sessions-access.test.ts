import {
  createExecutionContext,
  createScheduledController,
  waitOnExecutionContext,
} from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { app } from "../../worker/app";
import worker from "../../worker/index";
import { insertUser, ORIGIN } from "../factories/users";

// Sessions and access across the whole app, enumerated from the app itself: the cookie's
// flags, cross-origin writes that ride on the cookie, and the script policy of every page.

/** Every concrete write route of the API, as [method, path] with placeholders filled. */
function writeRoutes(): [string, string][] {
  const keys = app.routes
    .filter(
      (r) =>
        r.path.startsWith("/api/") &&
        ["POST", "PUT", "PATCH", "DELETE"].includes(r.method) &&
        !r.path.includes("*"),
    )
    .map(
      (r) => `${r.method} ${r.path.replace(/:[a-zA-Z]+/g, "00000000-0000-4000-8000-000000000000")}`,
    );
  return [...new Set(keys)].sort().map((key) => key.split(" ") as [string, string]);
}

async function cookieLogin(): Promise<string> {
  const user = await insertUser({ role: "admin" });
  const response = await exports.default.fetch(`${ORIGIN}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "cf-connecting-ip": "10.3.3.3" },
    body: JSON.stringify({ username: user.username, password: user.password }),
  });
  expect(response.status).toBe(200);
  const setCookie = response.headers.get("set-cookie") ?? "";
  const pair = setCookie.split(";")[0];
  if (!pair) throw new Error("login set no cookie");
  return pair;
}

describe("the session cookie", () => {
  it("is HttpOnly, Secure, SameSite and site-wide", async () => {
    const user = await insertUser({ role: "author" });
    const response = await exports.default.fetch(`${ORIGIN}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "cf-connecting-ip": "10.3.3.4" },
      body: JSON.stringify({ username: user.username, password: user.password }),
    });
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/;\s*SameSite=(Strict|Lax)/i);
    expect(cookie).toMatch(/;\s*Path=\/(;|$)/i);
  });
});

describe("cross-origin writes with the cookie", () => {
  it("are refused on every write route, and a same-origin write is not", {
    timeout: 300_000,
  }, async () => {
    const cookie = await cookieLogin();
    const failures: string[] = [];
    for (const [method, path] of writeRoutes()) {
      // Logout would end the session the rest of the loop rides on.
      if (path === "/api/auth/logout") continue;
      const foreignHeaders: Record<string, string>[] = [
        { origin: "https://evil.example" },
        { origin: "null" },
        { origin: "http://example.com.evil.example" },
        { "sec-fetch-site": "cross-site" },
        {},
      ];
      for (const foreign of foreignHeaders) {
        const response = await exports.default.fetch(`${ORIGIN}${path}`, {
          method,
          headers: { cookie, "content-type": "application/json", ...foreign },
          body: "{}",
        });
        const body = await response.text();
        if (response.status !== 403 || !body.includes("CROSS_SITE")) {
          failures.push(`${method} ${path} with ${JSON.stringify(foreign)} -> ${response.status}`);
        }
      }
      const same = await exports.default.fetch(`${ORIGIN}${path}`, {
        method,
        headers: { cookie, "content-type": "application/json", origin: ORIGIN },
        body: "{}",
      });
      const sameBody = await same.text();
      if (sameBody.includes("CROSS_SITE") || same.status === 401 || same.status >= 500) {
        failures.push(`${method} ${path} same-origin -> ${same.status}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("are refused for a form post to a page too", async () => {
    const cookie = await cookieLogin();
    const response = await exports.default.fetch(`${ORIGIN}/`, {
      method: "POST",
      headers: {
        cookie,
        origin: "https://evil.example",
        "content-type": "application/x-www-form-urlencoded",
      },
      body: "name=x&email=x%40example.com&message=hello%20there%20world",
    });
    expect(response.status).toBe(403);
  });
});

beforeAll(async () => {
  // The cron brings the page catalogue and the sitemap up to date with the code.
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron: "*/15 * * * *" }), env, ctx);
  await waitOnExecutionContext(ctx);
});

/** The pages of the sitemap plus the staff pages and a missing page. */
async function everyPage(): Promise<string[]> {
  const sitemap = await (await exports.default.fetch(`${ORIGIN}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (m) => new URL(m[1] ?? "/").pathname,
  );
  expect(paths.length).toBeGreaterThan(100);
  return [
    ...paths,
    "/admin/login",
    "/admin",
    "/admin/blog/new",
    "/it-security/admin",
    "/no-such-page",
  ];
}

describe("the content security policy", () => {
  it("allows no inline or eval'd script on any page, signed in or not", {
    timeout: 300_000,
  }, async () => {
    const cookie = await cookieLogin();
    const failures: string[] = [];
    for (const path of await everyPage()) {
      for (const headers of [{}, { cookie }] as Record<string, string>[]) {
        const response = await exports.default.fetch(`${ORIGIN}${path}`, {
          headers,
          redirect: "manual",
        });
        await response.arrayBuffer();
        const csp = response.headers.get("content-security-policy") ?? "";
        const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
        if (
          !scriptSrc ||
          /unsafe-inline|unsafe-eval|\*/.test(scriptSrc) ||
          !/object-src 'none'/.test(csp)
        ) {
          failures.push(
            `${path} (${headers.cookie ? "staff" : "visitor"}): ${scriptSrc || "no script-src"}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

describe("staff pages and private answers", () => {
  it("carry Cache-Control: no-store", async () => {
    const cookie = await cookieLogin();
    const failures: string[] = [];
    for (const path of [
      "/admin/login",
      "/admin",
      "/admin/blog/new",
      "/it-security/admin",
      "/home/admin",
      "/api/auth/verify",
      "/api/users",
      "/api/auth/sessions",
      "/api/leads",
      "/api/settings/site",
      "/api/blogs",
      "/api/pages",
    ]) {
      const response = await exports.default.fetch(`${ORIGIN}${path}`, {
        headers: { cookie },
        redirect: "manual",
      });
      await response.arrayBuffer();
      if (!/no-store/.test(response.headers.get("cache-control") ?? "")) {
        failures.push(`${path} -> ${response.status} ${response.headers.get("cache-control")}`);
      }
    }
    expect(failures).toEqual([]);
    expect(env.ENVIRONMENT).toBe("test");
  });
});
