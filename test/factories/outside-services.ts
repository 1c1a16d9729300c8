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
    // safe-fetch asks DNS before each outside page: every faked name is a public address
    // unless the test answers DNS itself (fakeDns). Not counted among `calls`.
    if (url.origin === DNS_ORIGIN && !routes[DNS_ORIGIN]) return fakeDns({})(request);
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

const DNS_ORIGIN = "https://cloudflare-dns.com";
/** The address every faked outside host name resolves to unless a test says otherwise. */
export const PUBLIC_TEST_ADDRESS = "93.184.215.14";

/**
 * DNS over HTTPS as Cloudflare answers it (JSON), for `fakeOutside`'s "https://cloudflare-dns.com"
 * route: `names` maps a host to its records (`{ A: [...], AAAA: [...], CNAME: "target" }`, or
 * "NXDOMAIN", or "SERVFAIL"); any other name has one public A record.
 *
 * @example fakeOutside({ "https://cloudflare-dns.com": fakeDns({ "inside.example": { A: ["10.0.0.5"] } }) })
 */
export function fakeDns(
  names: Record<
    string,
    { A?: string[]; AAAA?: string[]; CNAME?: string } | "NXDOMAIN" | "SERVFAIL"
  >,
): OutsideHandler {
  return (request) => {
    const url = new URL(request.url);
    const name = url.searchParams.get("name") ?? "";
    const type = url.searchParams.get("type") === "AAAA" ? "AAAA" : "A";
    const entry = names[name] ?? { A: [PUBLIC_TEST_ADDRESS] };
    if (entry === "NXDOMAIN") return Response.json({ Status: 3 });
    if (entry === "SERVFAIL") return Response.json({ Status: 2 });
    const answer: { name: string; type: number; TTL: number; data: string }[] = [];
    let records = entry;
    let current = name;
    for (let hops = 0; records.CNAME && hops < 5; hops += 1) {
      answer.push({ name: current, type: 5, TTL: 300, data: `${records.CNAME}.` });
      current = records.CNAME;
      const next = names[current];
      records = typeof next === "object" ? next : { A: [PUBLIC_TEST_ADDRESS] };
    }
    for (const data of records[type] ?? []) {
      answer.push({ name: current, type: type === "A" ? 1 : 28, TTL: 300, data });
    }
    return Response.json({ Status: 0, Answer: answer });
  };
}
