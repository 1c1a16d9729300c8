import { afterEach, describe, expect, it, vi } from "vitest";
import { AppError } from "../../worker/errors";
import {
  blockedHost,
  checkFetchUrl,
  fetchPageSafely,
  MAX_REDIRECTS,
  type SafeFetchDeps,
} from "../../worker/services/outside/safe-fetch";
import { parseIPv6 } from "../../worker/services/platform/ip-address";
import { fakeDns, fakeOutside, never, type OutsideFake } from "../factories/outside-services";
import { SSRF_URLS } from "../fixtures/ssrf-urls";

const OWN = "https://www.own-site.example";
const html = (body: string, init: ResponseInit = {}) =>
  new Response(`<!doctype html><title>t</title>${body}`, {
    ...init,
    headers: { "content-type": "text/html; charset=utf-8", ...(init.headers ?? {}) },
  });

let fake: OutsideFake | null = null;
afterEach(() => {
  fake?.restore();
  fake = null;
});

/** Deps whose self-renderer records what it was asked; outbound goes to the faked fetch. */
function deps(): SafeFetchDeps & { selfCalls: string[] } {
  const selfCalls: string[] = [];
  return {
    ownOrigins: [OWN],
    selfCalls,
    selfFetch: async (request) => {
      selfCalls.push(request.url);
      return html(`<h1>own ${new URL(request.url).pathname}</h1>`);
    },
  };
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("SSRF corpus", () => {
  it("holds at least 40 spellings", () => {
    expect(SSRF_URLS.length).toBeGreaterThanOrEqual(40);
  });

  it("refuses every spelling with a 400 and a reason, and no request leaves", async () => {
    fake = fakeOutside({});
    const d = deps();
    for (const url of SSRF_URLS) {
      const error = await refusal(fetchPageSafely(d, url));
      expect(error.status, url).toBe(400);
      expect(error.code, url).toBe("URL_REFUSED");
      expect(error.message, url).toMatch(/^URL refused: .+/);
    }
    expect(fake.calls).toEqual([]);
    expect(d.selfCalls).toEqual([]);
  });

  it("lets public addresses through", () => {
    for (const url of [
      "https://example.com/",
      "http://example.com:80/page",
      "https://example.com:443/",
      "http://8.8.8.8/",
      "https://[2606:4700:4700::1111]/",
      "https://sub.domain.co.uk/path?q=1",
    ]) {
      expect(() => checkFetchUrl(url), url).not.toThrow();
    }
    expect(blockedHost("11.0.0.1")).toBeNull();
    expect(blockedHost("172.32.0.1")).toBeNull();
    expect(blockedHost("100.128.0.1")).toBeNull();
  });

  it("parses IPv6 in its short and long forms", () => {
    expect(parseIPv6("::1")).toEqual([0, 0, 0, 0, 0, 0, 0, 1]);
    expect(parseIPv6("::ffff:127.0.0.1")).toEqual([0, 0, 0, 0, 0, 0xffff, 0x7f00, 1]);
    expect(parseIPv6("2001:db8::")).toEqual([0x2001, 0xdb8, 0, 0, 0, 0, 0, 0]);
    expect(parseIPv6("1:2:3:4:5:6:7:8")).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(parseIPv6("1::2::3")).toBeNull();
  });
});

describe("host names that resolve inside", () => {
  // Each case its own names: answers are kept per isolate for their TTL.
  const unique = (label: string) => `${label}-${crypto.randomUUID().slice(0, 8)}.example`;

  it("refuses a name whose A, AAAA or CNAME target is a private, loopback or metadata address", async () => {
    const cases: [string, Parameters<typeof fakeDns>[0][string], string][] = [
      [unique("private"), { A: ["10.0.0.5"] }, "private address"],
      [unique("loopback"), { A: ["93.184.215.14", "127.0.0.1"] }, "loopback address"],
      [unique("metadata"), { A: ["169.254.169.254"] }, "link-local or metadata address"],
      [unique("ula"), { A: ["93.184.215.14"], AAAA: ["fd00::1"] }, "unique local address"],
      [unique("mapped"), { AAAA: ["::ffff:192.168.1.1"] }, "private address"],
      [unique("cgnat"), { A: ["100.64.1.1"] }, "shared address space"],
    ];
    const names: Parameters<typeof fakeDns>[0] = {};
    for (const [host, records] of cases) names[host] = records;
    const alias = unique("alias");
    const inside = unique("inside");
    names[alias] = { CNAME: inside };
    names[inside] = { A: ["192.168.0.10"] };
    cases.push([alias, names[alias], "private address"]);
    const pages: string[] = [];
    fake = fakeOutside({
      "https://cloudflare-dns.com": fakeDns(names),
      ...Object.fromEntries(
        cases.map(([host]) => [
          `https://${host}`,
          (request: Request) => {
            pages.push(request.url);
            return html("<h1>inside</h1>");
          },
        ]),
      ),
    });
    for (const [host, , reason] of cases) {
      const error = await refusal(fetchPageSafely(deps(), `https://${host}/`));
      expect(error.status, host).toBe(400);
      expect(error.code, host).toBe("URL_REFUSED");
      expect(error.message, host).toContain(`resolves to a ${reason}`);
    }
    expect(pages).toEqual([]);
  });

  it("refuses a redirect to a name that resolves inside, before following it", async () => {
    const inside = unique("hop");
    const pages: string[] = [];
    fake = fakeOutside({
      "https://cloudflare-dns.com": fakeDns({ [inside]: { A: ["172.16.0.9"] } }),
      "https://start.example": () =>
        new Response(null, { status: 302, headers: { location: `https://${inside}/admin` } }),
      [`https://${inside}`]: (request) => {
        pages.push(request.url);
        return html("<h1>inside</h1>");
      },
    });
    const error = await refusal(fetchPageSafely(deps(), "https://start.example/"));
    expect(error.status).toBe(400);
    expect(error.message).toContain("resolves to a private address");
    expect(pages).toEqual([]);
  });

  it("fails closed when the name does not exist, has no address or DNS cannot answer", async () => {
    const gone = unique("gone");
    const empty = unique("empty");
    const broken = unique("broken");
    fake = fakeOutside({
      "https://cloudflare-dns.com": fakeDns({
        [gone]: "NXDOMAIN",
        [empty]: {},
        [broken]: "SERVFAIL",
      }),
    });
    for (const [host, words] of [
      [gone, "does not exist"],
      [empty, "has no address"],
      [broken, "could not be looked up"],
    ] as const) {
      const error = await refusal(fetchPageSafely(deps(), `https://${host}/`));
      expect(error.status, host).toBe(422);
      expect(error.issues?.[0]?.message, host).toContain(words);
    }
  });

  it("lets a name with public addresses through", async () => {
    const host = unique("public");
    fake = fakeOutside({
      "https://cloudflare-dns.com": fakeDns({
        [host]: { A: ["93.184.215.14"], AAAA: ["2606:2800:21f:cb07:6820:80da:af6b:8b2c"] },
      }),
      [`https://${host}`]: () => html("<h1>public</h1>"),
    });
    const page = await fetchPageSafely(deps(), `https://${host}/`);
    expect(page.body).toContain("<h1>public</h1>");
  });

  it("asks Cloudflare's JSON API for A and AAAA, and keeps the answer for at most a minute", async () => {
    const host = unique("kept");
    fake = fakeOutside({
      "https://cloudflare-dns.com": fakeDns({}),
      [`https://${host}`]: () => html("<h1>kept</h1>"),
    });
    const lookups = () => (fake?.calls ?? []).filter((c) => c.url.host === "cloudflare-dns.com");
    await fetchPageSafely(deps(), `https://${host}/`);
    expect(
      lookups().map((c) => [
        c.url.pathname,
        c.url.searchParams.get("name"),
        c.url.searchParams.get("type"),
        c.headers.get("accept"),
      ]),
    ).toEqual([
      ["/dns-query", host, "A", "application/dns-json"],
      ["/dns-query", host, "AAAA", "application/dns-json"],
    ]);
    await fetchPageSafely(deps(), `https://${host}/again`);
    expect(lookups()).toHaveLength(2);
    // The answers' TTL is 300 s; an answer is kept 60 s at most.
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(Date.now() + 61_000);
      await fetchPageSafely(deps(), `https://${host}/later`);
    } finally {
      vi.useRealTimers();
    }
    expect(lookups()).toHaveLength(4);
  });

  it("says which special address a name leads to, with its article", async () => {
    const compat = unique("compat");
    const zero = unique("zero");
    fake = fakeOutside({
      "https://cloudflare-dns.com": fakeDns({
        [compat]: { AAAA: ["::1.2.3.4"] },
        [zero]: { A: ["0.0.0.0"] },
      }),
    });
    for (const [host, words] of [
      [compat, "an IPv4-compatible address"],
      [zero, "an unspecified address"],
    ] as const) {
      const error = await refusal(fetchPageSafely(deps(), `https://${host}/`));
      expect(error.message).toBe(`URL refused: ${host} resolves to ${words}`);
    }
  });
});

describe("fetchPageSafely", () => {
  it("renders this site's own URLs in-process, with no network request", async () => {
    fake = fakeOutside({});
    const d = deps();
    const page = await fetchPageSafely(d, `${OWN}/24-7-helpdesk#top`);
    expect(page).toMatchObject({ own: true, status: 200, url: `${OWN}/24-7-helpdesk` });
    expect(page.body).toContain("own /24-7-helpdesk");
    expect(d.selfCalls).toEqual([`${OWN}/24-7-helpdesk`]);
    expect(fake.calls).toEqual([]);
  });

  it("fetches a public page, with no credentials and manual redirects", async () => {
    fake = fakeOutside({
      "https://public.example": () => html("<h1>Hello</h1>", { headers: { etag: '"v1"' } }),
    });
    const page = await fetchPageSafely(deps(), "https://public.example/a");
    expect(page).toMatchObject({ own: false, status: 200, etag: '"v1"', redirects: [] });
    expect(page.body).toContain("<h1>Hello</h1>");
    expect(fake.calls[0]?.headers.get("cookie")).toBeNull();
    expect(fake.calls[0]?.headers.get("authorization")).toBeNull();
  });

  it("checks every redirect target: a hop to the metadata address is refused", async () => {
    fake = fakeOutside({
      "https://public.example": () =>
        new Response(null, {
          status: 302,
          headers: { location: "http://169.254.169.254/latest/meta-data/" },
        }),
    });
    const error = await refusal(fetchPageSafely(deps(), "https://public.example/"));
    expect(error.status).toBe(400);
    expect(error.message).toContain("169.254.169.254");
    expect(fake.calls.map((c) => c.url.href)).toEqual(["https://public.example/"]);
  });

  it("follows at most 5 redirects", async () => {
    let hops = 0;
    fake = fakeOutside({
      "https://loop.example": (request) => {
        hops += 1;
        const n = Number(new URL(request.url).searchParams.get("n") ?? "0");
        return new Response(null, { status: 301, headers: { location: `/?n=${n + 1}` } });
      },
    });
    const error = await refusal(fetchPageSafely(deps(), "https://loop.example/"));
    expect(error.status).toBe(422);
    expect(error.issues?.[0]?.message).toContain(`more than ${MAX_REDIRECTS} redirects`);
    expect(hops).toBe(MAX_REDIRECTS + 1);
  });

  it("reaches the final page through redirects and reports them", async () => {
    fake = fakeOutside({
      "https://a.example": () =>
        new Response(null, { status: 301, headers: { location: "https://b.example/final" } }),
      "https://b.example": () => html("<h1>Final</h1>"),
    });
    const page = await fetchPageSafely(deps(), "https://a.example/start");
    expect(page.url).toBe("https://b.example/final");
    expect(page.redirects).toEqual(["https://a.example/start"]);
  });

  it("gives up after the time-out", async () => {
    fake = fakeOutside({ "https://slow.example": never });
    const error = await refusal(
      fetchPageSafely(deps(), "https://slow.example/", { timeoutMs: 50 }),
    );
    expect(error).toMatchObject({ status: 422, message: "Failed to fetch URL for analysis" });
  });

  it("stops reading beyond the size cap", async () => {
    let pulled = 0;
    let cancelled = false;
    fake = fakeOutside({
      "https://big.example": () =>
        new Response(
          new ReadableStream({
            pull(controller) {
              pulled += 1;
              controller.enqueue(new Uint8Array(64 * 1024).fill(65));
            },
            cancel() {
              cancelled = true;
            },
          }),
          { headers: { "content-type": "text/html" } },
        ),
    });
    const error = await refusal(
      fetchPageSafely(deps(), "https://big.example/", { maxBytes: 256 * 1024 }),
    );
    expect(error.status).toBe(422);
    expect(cancelled).toBe(true);
    expect(pulled).toBeLessThan(10);
  });

  it("refuses what is not HTML", async () => {
    fake = fakeOutside({
      "https://img.example": () =>
        new Response("PNG", { headers: { "content-type": "image/png" } }),
    });
    const error = await refusal(fetchPageSafely(deps(), "https://img.example/x.png"));
    expect(error.status).toBe(422);
    expect(error.issues?.[0]?.message).toContain("image/png");
  });

  it("returns error statuses and 304 without a body, for the crawler to report", async () => {
    fake = fakeOutside({
      "https://gone.example": (request) =>
        request.headers.get("if-none-match") === '"v1"'
          ? new Response(null, { status: 304 })
          : new Response("nope", { status: 404, headers: { "content-type": "text/html" } }),
    });
    expect(await fetchPageSafely(deps(), "https://gone.example/")).toMatchObject({
      status: 404,
      body: "",
    });
    expect(await fetchPageSafely(deps(), "https://gone.example/", { etag: '"v1"' })).toMatchObject({
      status: 304,
    });
  });
});
