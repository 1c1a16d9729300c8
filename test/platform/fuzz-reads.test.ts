import { env, exports } from "cloudflare:workers";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { app } from "../../worker/app";
import { ORIGIN } from "../factories/users";
import {
  headerValue,
  prepareFuzzSite,
  queryString,
  READ_HEADERS,
  SEED,
  tokenFor,
} from "./fuzz-kit";

// Generated query strings and headers on every GET route and the public files: never a 5xx and
// never a redirect off the origin (fuzz-kit.ts holds the generators).

beforeAll(prepareFuzzSite);

describe("generated query strings and headers", () => {
  it("never answer 5xx and never redirect off the origin", { timeout: 300_000 }, async () => {
    const key = `${crypto.randomUUID()}.png`;
    await env.IMAGES.put(
      key,
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]),
      {
        httpMetadata: { contentType: "image/png" },
      },
    );
    const reads = [
      ...new Set(
        app.routes
          .filter((r) => r.path.startsWith("/api/") && r.method === "GET" && !r.path.includes("*"))
          .map((r) => r.path),
      ),
    ].map((path) => path.replace(/:[a-zA-Z]+/g, "x"));
    const targets = [
      ...reads,
      "/",
      "/blog",
      "/it-security",
      "/admin/login",
      "/admin",
      `/images/${key}`,
      "/sitemap.xml",
      "/rss.xml",
      "/robots.txt",
      // The IndexNow key file's route (worker/api/indexnow-key.ts): a name it looks up.
      "/0123456789abcdef.txt",
    ];
    const token = await tokenFor("admin");
    const failures: string[] = [];
    let seed = SEED;
    for (const target of targets) {
      seed += 1;
      const samples = fc.sample(
        fc.tuple(
          queryString,
          fc.subarray([...READ_HEADERS]),
          fc.array(headerValue, { minLength: 9, maxLength: 9 }),
          fc.boolean(),
        ),
        { numRuns: 40, seed },
      );
      for (const [query, names, values, signedIn] of samples) {
        const headers: Record<string, string> = {};
        names.forEach((name, i) => {
          headers[name] = values[i] ?? "";
        });
        if (signedIn && token && !names.includes("authorization"))
          headers.authorization = `Bearer ${token}`;
        const url = `${ORIGIN}${target}${query ? `?${query}` : ""}`;
        const response = await exports.default.fetch(url, { headers, redirect: "manual" });
        await response.arrayBuffer();
        const label = `GET ${target}?${query.slice(0, 80)} ${JSON.stringify(headers).slice(0, 120)}`;
        if (response.status >= 500) failures.push(`${label} -> ${response.status}`);
        const location = response.headers.get("location");
        if (location && new URL(location, ORIGIN).origin !== ORIGIN) {
          failures.push(`${label} -> Location ${location}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
