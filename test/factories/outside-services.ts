import { vi } from "vitest";

// Fakes the OUTSIDE services only: the Worker's outbound `fetch` to a listed origin answers from
// a handler here; any other outbound call fails the test. Our own code is never replaced.

export type OutsideHandler = (request: Request) => Response | Promise<Response>;

export interface OutsideFake {
  /** Every outbound request, in order (bodies already read into `body`). */
  calls: { method: string; url: URL; headers: Headers; body: string }[];
  restore(): void;
}

/**
 * Routes outbound requests by origin ("https://api.github.com") to handlers.
 *
 * @example const fake = fakeOutside({ "https://api.github.com": (req) => Response.json({}) });
 */
export function fakeOutside(routes: Record<string, OutsideHandler>): OutsideFake {
  const calls: OutsideFake["calls"] = [];
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const handler = routes[url.origin];
    if (!handler) throw new Error(`Unexpected outbound request to ${url.origin}`);
    const body = request.body ? await request.clone().text() : "";
    calls.push({ method: request.method, url, headers: request.headers, body });
    return handler(request);
  });
  return { calls, restore: () => spy.mockRestore() };
}

/** An answer that never comes: it rejects only when the caller's signal aborts (time-outs). */
export function never(request: Request): Promise<Response> {
  return new Promise((_, reject) => {
    request.signal.addEventListener("abort", () => reject(request.signal.reason));
  });
}

/** Captures console output (what would reach the Worker's logs) while `run` runs. */
export async function captureLogs<T>(run: () => Promise<T>): Promise<{ result: T; logs: string }> {
  const lines: string[] = [];
  const spies = (["log", "info", "warn", "error", "debug"] as const).map((level) =>
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      lines.push(
        args.map((a) => (a instanceof Error ? `${a.message} ${a.stack}` : String(a))).join(" "),
      );
    }),
  );
  try {
    return { result: await run(), logs: lines.join("\n") };
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}
