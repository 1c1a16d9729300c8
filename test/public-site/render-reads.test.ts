import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { app } from "../../worker/index";

// What one page render asks of D1: every statement costs the Worker CPU and a round trip.

/** The bindings with a D1 database that counts the reads of the site settings' row. */
function countingEnv() {
  const counted = { statements: 0 };
  const DB = new Proxy(env.DB, {
    get(target, property) {
      if (property === "prepare") {
        return (query: string) => {
          const statement = target.prepare(query);
          if (!/^select\b.*\bfrom "settings"/is.test(query)) return statement;
          return new Proxy(statement, {
            get(prepared, name) {
              if (name !== "bind") return Reflect.get(prepared, name, prepared);
              return (...values: unknown[]) => {
                if (values.includes("site")) counted.statements += 1;
                return prepared.bind(...values);
              };
            },
          });
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { bindings: { ...env, DB }, counted };
}

async function render(path: string, bindings: typeof env) {
  const ctx = createExecutionContext();
  const response = await app.fetch(new Request(`https://example.test${path}`), bindings, ctx);
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
      expect(counted.statements).toBe(1);
    },
  );
});
