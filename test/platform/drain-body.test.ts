import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ORIGIN } from "../factories/users";

// Every answer reads the request body to its end first, also an early one (401, 403, 404, 413)
// given before any handler read it: wrangler dev's proxy otherwise fails the request with 500
// "Network connection lost" (the CI flakes of issue 30), and a client may see a reset.

/** A body of `chunks` chunks that records how many were pulled and whether it was cancelled. */
function recordedBody(chunks: number, size = 16 * 1024) {
  const state = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulled === chunks) {
        controller.close();
        return;
      }
      state.pulled += 1;
      controller.enqueue(new Uint8Array(size).fill(120));
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return { stream, state };
}

describe("early answers read the request body to its end", () => {
  const cases: [string, string, number][] = [
    ["POST", "/api/users", 401],
    ["PUT", "/api/settings/site", 401],
    ["POST", "/api/blogs", 401],
    ["POST", "/api/no-such-route", 404],
    ["POST", "/api/inline-content/save", 401],
  ];
  for (const [method, path, status] of cases) {
    it(`${method} ${path} answers ${status} after reading all of it`, async () => {
      const { stream, state } = recordedBody(8);
      const response = await exports.default.fetch(`${ORIGIN}${path}`, {
        method,
        headers: { "content-type": "application/json" },
        body: stream,
        // @ts-expect-error workerd needs duplex for a streamed request body
        duplex: "half",
      });
      expect(response.status).toBe(status);
      await response.body?.cancel();
      expect(state.pulled).toBe(8);
      expect(state.cancelled).toBe(false);
    });
  }
});
