import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { shouldHydrate } from "../../app/lib/route-handle";

const get = (path: string) => exports.default.fetch(`http://example.com${path}`);
const scriptTags = (html: string) =>
  [...html.matchAll(/<script\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => !tag.includes("application/ld+json"));

describe("hydration policy", () => {
  it("serves the home page as HTML and CSS only", async () => {
    const response = await get("/");
    expect(response.status).toBe(200);
    expect(scriptTags(await response.text())).toEqual([]);
  });

  it("serves /admin with React Router's scripts, each carrying the CSP nonce", async () => {
    const response = await get("/admin");
    const html = await response.text();
    const tags = scriptTags(html);
    expect(tags.length).toBeGreaterThan(0);
    const csp = response.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it("serves an unknown page as a static 404", async () => {
    const response = await get("/no-such-page");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("Page Not Found");
    expect(html).toContain("Back to Home");
    expect(scriptTags(html)).toEqual([]);
  });

  it("hydrates unless every matched route opted out", () => {
    expect(shouldHydrate([{ hydrate: false }, { hydrate: false }])).toBe(false);
    expect(shouldHydrate([{ hydrate: false }, undefined])).toBe(true);
    expect(shouldHydrate([])).toBe(false);
  });
});

describe("security headers", () => {
  it("are set on pages and API answers, with no unsafe-inline script", async () => {
    for (const path of ["/", "/api/health"]) {
      const response = await get(path);
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(response.headers.get("strict-transport-security")).toContain("max-age=");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("x-request-id")).toBeTruthy();
    }
  });
});
