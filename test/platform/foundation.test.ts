import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

const worker = exports.default;
const url = (path: string) => `http://example.com${path}`;

describe("API foundation", () => {
  it("answers /api/health with status and time", async () => {
    const response = await worker.fetch(url("/api/health"));
    expect(response.status).toBe(200);
    const body = await response.json<{ status: string; time: string }>();
    expect(body.status).toBe("ok");
    expect(Number.isNaN(Date.parse(body.time))).toBe(false);
  });

  it("answers an unknown /api path with 404 in the error shape, not a page", async () => {
    const response = await worker.fetch(url("/api/nope"));
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toEqual({
      error: "No API route for GET /api/nope",
      code: "NOT_FOUND",
    });
  });
});
