import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { app } from "../../worker/app";
import { signedIn } from "../factories/users";

// What one page render asks of D1: every statement costs the Worker CPU and a round trip.

/** What a render asked of D1: its round trips, and the statements that read the settings' row. */
interface Counted {
  roundTrips: number;
  settingsReads: number;
}

const RUNS = new Set(["first", "all", "raw", "run"]);

/** A prepared statement that counts each run as a round trip, and its settings reads. */
function countingStatement(statement: D1PreparedStatement, query: string, counted: Counted) {
  const readsSettings = /^select\b.*\bfrom "settings"/is.test(query);
  const wrap = (target: D1PreparedStatement, bound: boolean): D1PreparedStatement =>
    new Proxy(target, {
      get(prepared, name) {
        if (name === "bind") {
          return (...values: unknown[]) => {
            if (readsSettings && values.includes("site")) counted.settingsReads += 1;
            return wrap(prepared.bind(...values), true);
          };
        }
        const value: unknown = Reflect.get(prepared, name, prepared);
        if (typeof value !== "function") return value;
        return (...args: unknown[]) => {
          if (typeof name === "string" && RUNS.has(name)) {
            counted.roundTrips += 1;
            if (readsSettings && !bound) counted.settingsReads += 1;
          }
          return value.apply(prepared, args);
        };
      },
    });
  return wrap(statement, false);
}

/**
 * The bindings with a D1 database that counts a render's round trips (a batch is one, its
 * statements are not run one by one) and its reads of the site settings' row. Statements
 * handed to `batch` are unwrapped: D1 takes only its own.
 */
function countingEnv() {
  const counted: Counted = { roundTrips: 0, settingsReads: 0 };
  const originals = new WeakMap<object, D1PreparedStatement>();
  const DB = new Proxy(env.DB, {
    get(target, property) {
      if (property === "prepare") {
        return (query: string) => {
          const statement = target.prepare(query);
          const counting = countingStatement(statement, query, counted);
          originals.set(counting, statement);
          return counting;
        };
      }
      if (property === "batch") {
        return (statements: D1PreparedStatement[]) => {
          counted.roundTrips += 1;
          return target.batch(statements.map((s) => originals.get(s) ?? s));
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { bindings: { ...env, DB }, counted };
}

async function render(path: string, bindings: typeof env, token?: string) {
  const ctx = createExecutionContext();
  const headers: Record<string, string> = token ? { cookie: `session=${token}` } : {};
  const request = new Request(`https://example.test${path}`, { headers });
  const response = await app.fetch(request, bindings, ctx);
  const html = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, html };
}

describe("a page render's D1 reads", () => {
  it.each(["/", "/it-security", "/blog"])(
    "%s reads the site settings once, though the layout and the page both use them",
    async (path) => {
      const { bindings, counted } = countingEnv();
      await render(path, env); // a first visit may seed data (the launch posts)
      const { response, html } = await render(path, bindings);
      expect(response.status).toBe(200);
      expect(html).toContain("</html>");
      expect(counted.settingsReads).toBe(1);
    },
  );

  it.each(["/", "/it-security", "/managed-services-california"])(
    "an uncached %s asks D1 once: settings, catalogue row and inline content in one batch",
    async (path) => {
      await render(path, env);
      const { bindings, counted } = countingEnv();
      // The app itself: the edge cache wraps it in the Worker's fetch (worker/index.ts).
      const { response, html } = await render(path, bindings);
      expect(response.status).toBe(200);
      expect(html).toContain("</html>");
      expect(counted).toEqual({ roundTrips: 1, settingsReads: 1 });
    },
  );

  it.each(["/", "/it-security", "/managed-services-california"])(
    "a signed-in %s reads its session in the same one batch",
    async (path) => {
      const { token, user } = await signedIn("editor");
      await render(path, env, token); // the first request may refresh the session's last use
      const { bindings, counted } = countingEnv();
      const { response, html } = await render(path, bindings, token);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toContain("no-store");
      expect(html).toContain("</html>");
      expect(counted.roundTrips).toBe(1);
      expect(counted.settingsReads).toBe(1);
      expect(user.role).toBe("editor");
    },
  );

  it("a revoked session's page is rendered for a visitor, from the same batch", async () => {
    const { token } = await signedIn("editor");
    const before = await render("/it-security", env, token);
    expect(before.response.headers.get("cache-control")).toContain("no-store");
    const logout = await exports.default.fetch("http://example.com/api/auth/logout", {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.ok).toBe(true);
    const { bindings, counted } = countingEnv();
    const { response, html } = await render("/it-security", bindings, token);
    expect(response.status).toBe(200);
    expect(html).toContain("</html>");
    expect(response.headers.get("cache-control") ?? "").not.toContain("no-store");
    expect(counted.roundTrips).toBe(1);
  });
});
