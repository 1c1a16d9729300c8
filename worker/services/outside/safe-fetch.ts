import { parseUrl } from "../../../app/schemas/text";
import { AppError } from "../../errors";
import type { WorkerDeps } from "../platform/deps";
import { parseIPv4, parseIPv6 } from "../platform/ip-address";
import { getSiteSettings } from "../platform/settings";

// Fetching pages that staff name (the SEO proxy, the analyzer, the crawler) without letting a
// URL reach anything but the public web: http(s) on the default ports, no credentials, no
// loopback, private, link-local, shared, multicast, metadata or otherwise special address in
// any spelling, nor a host name that resolves to one (DNS over HTTPS), every redirect checked
// again, a time-out, a size cap, HTML (or XML for sitemaps) only. This site's own URLs are rendered in-process instead of over the network.

export const FETCH_TIMEOUT_MS = 10_000;
export const MAX_PAGE_BYTES = 5 * 1024 * 1024;
export const MAX_REDIRECTS = 5;
export const CRAWLER_USER_AGENT = "NorthbridgeSeoCrawler/1.0 (+site SEO tools)";

/** The message the client analyzer recognises (spec §8) for any page it could not get. */
export const FETCH_FAILED_MESSAGE = "Failed to fetch URL for analysis";

export type ExpectedContent = "html" | "xml";

export interface SafeFetchDeps {
  /** Outbound fetch for other sites; the runtime's fetch by default. */
  fetch?: (request: Request) => Promise<Response>;
  /** Renders a URL of this site inside the Worker (no network hop). */
  selfFetch: (request: Request) => Promise<Response>;
  /** Origins (`https://host`) that are this site: the request's and the siteUrl setting's. */
  ownOrigins: readonly string[];
}

export interface SafeFetchOptions {
  expect?: ExpectedContent;
  timeoutMs?: number;
  maxBytes?: number;
  /** Conditional request headers for a re-crawl: If-None-Match / If-Modified-Since. */
  etag?: string | null;
  lastModified?: string | null;
}

export interface FetchedPage {
  /** The URL asked for. */
  requestedUrl: string;
  /** Where the last redirect led. */
  url: string;
  status: number;
  /** Each hop's URL before the final one. */
  redirects: string[];
  /** The body; "" for a 304 or an error status. */
  body: string;
  contentType: string;
  etag: string | null;
  lastModified: string | null;
  /** Whether the page came from this site's own renderer. */
  own: boolean;
}

const refuse = (reason: string) =>
  new AppError(400, "URL_REFUSED", `URL refused: ${reason}`, [{ path: "url", message: reason }]);

const failed = (reason: string) =>
  new AppError(422, "FETCH_FAILED", FETCH_FAILED_MESSAGE, [{ path: "url", message: reason }]);

// ---- Addresses --------------------------------------------------------------------------

/** IPv4 ranges that are not the public internet (RFC 6890 special-purpose and friends). */
const BLOCKED_V4: [string, number, string][] = [
  ["0.0.0.0", 8, "unspecified address"],
  ["10.0.0.0", 8, "private address"],
  ["100.64.0.0", 10, "shared address space"],
  ["127.0.0.0", 8, "loopback address"],
  ["169.254.0.0", 16, "link-local or metadata address"],
  ["172.16.0.0", 12, "private address"],
  ["192.0.0.0", 24, "special-purpose address"],
  ["192.0.2.0", 24, "documentation address"],
  ["192.88.99.0", 24, "relay address"],
  ["192.168.0.0", 16, "private address"],
  ["198.18.0.0", 15, "benchmarking address"],
  ["198.51.100.0", 24, "documentation address"],
  ["203.0.113.0", 24, "documentation address"],
  ["224.0.0.0", 4, "multicast address"],
  ["240.0.0.0", 4, "reserved address"],
];

/** Why an IPv4 address (dotted quad) may not be fetched, or null when it is public. */
export function blockedIPv4(address: string): string | null {
  const value = parseIPv4(address);
  if (value === null) return "invalid address";
  for (const [base, bits, reason] of BLOCKED_V4) {
    const start = parseIPv4(base) ?? 0;
    const size = 2 ** (32 - bits);
    if (value >= start && value < start + size) return reason;
  }
  return null;
}

const v4Of = (g: number[], from: number) =>
  [g[from] ?? 0, g[from + 1] ?? 0].flatMap((x) => [x >> 8, x & 255]).join(".");

/** Why an IPv6 address may not be fetched, or null when it is public. */
export function blockedIPv6(address: string): string | null {
  const g = parseIPv6(address);
  if (!g) return "invalid address";
  const [a = 0, b = 0] = g;
  const zeros = (n: number) => g.slice(0, n).every((x) => x === 0);
  if (g.every((x) => x === 0)) return "unspecified address";
  if (zeros(7) && g[7] === 1) return "loopback address";
  // IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d), NAT64 (64:ff9b::a.b.c.d).
  if (zeros(5) && g[5] === 0xffff) return blockedIPv4(v4Of(g, 6)) ?? null;
  if (zeros(4) && g[4] === 0xffff && g[5] === 0) return blockedIPv4(v4Of(g, 6)) ?? null;
  if (zeros(6)) return blockedIPv4(v4Of(g, 6)) ?? "IPv4-compatible address";
  if (a === 0x64 && b === 0xff9b) return blockedIPv4(v4Of(g, 6)) ?? null;
  if (a === 0x2002) return blockedIPv4(v4Of(g, 1)) ?? null;
  if ((a & 0xfe00) === 0xfc00) return "unique local address";
  if ((a & 0xffc0) === 0xfe80) return "link-local address";
  if ((a & 0xffc0) === 0xfec0) return "site-local address";
  if ((a & 0xff00) === 0xff00) return "multicast address";
  if (a === 0x2001 && b === 0x0db8) return "documentation address";
  if (a === 0x2001 && b === 0) return "Teredo address";
  if (a === 0x100 && zeros(4)) return "discard address";
  if (a < 0x100) return "reserved address";
  return null;
}

/** Host names that name a machine on the inside rather than a public site. */
const INTERNAL_NAMES =
  /(?:^|\.)(?:localhost|local|internal|intranet|corp|home|lan|localdomain|home\.arpa)$/;
const METADATA_NAMES = new Set([
  "metadata",
  "metadata.google.internal",
  "instance-data",
  "metadata.azure.internal",
]);

/** An IPv4 address spelled inside a host name (127.0.0.1.nip.io, 10-0-0-1.sslip.io). */
const EMBEDDED_V4 = /(?:^|[.-])((?:\d{1,3}[.-]){3}\d{1,3})(?=\.)/;

/** Why a URL host may not be fetched, or null. `hostname` as WHATWG URL serialises it. */
export function blockedHost(hostname: string): string | null {
  const host = hostname.toLowerCase().replace(/\.+$/, "");
  if (host === "") return "missing host";
  if (host.startsWith("[")) return blockedIPv6(host.slice(1, -1));
  if (/^[\d.]+$/.test(host)) return blockedIPv4(host);
  if (METADATA_NAMES.has(host)) return "metadata address";
  if (INTERNAL_NAMES.test(host)) return "internal host name";
  if (!host.includes(".")) return "host name without a domain";
  const embedded = EMBEDDED_V4.exec(host)?.[1];
  if (embedded) {
    const reason = blockedIPv4(embedded.replace(/-/g, "."));
    if (reason && reason !== "invalid address") return `${reason} (in the host name)`;
  }
  return null;
}

/**
 * Parses and checks a URL staff asked to fetch. Throws 400 `URL_REFUSED` with the reason for
 * anything but an http(s) URL on port 80/443, without credentials, to a public host. This
 * site's own origins pass whatever their host and port (they never leave the Worker).
 */
export function checkFetchUrl(input: string, ownOrigins: readonly string[] = []): URL {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters
  if (/[\u0000-\u001f\u007f\s\\]/.test(input.trim()))
    throw refuse("the URL holds spaces, backslashes or control characters");
  const url = parseUrl(input.trim());
  if (!url) throw refuse("not a valid absolute URL");
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw refuse(`${url.protocol} is not http or https`);
  if (url.username || url.password) throw refuse("credentials in the URL");
  url.hash = "";
  if (isOwnUrl(url, ownOrigins)) return url;
  if (url.port !== "" && url.port !== "80" && url.port !== "443")
    throw refuse(`port ${url.port} (only 80 and 443)`);
  const reason = blockedHost(url.hostname);
  if (reason) throw refuse(`${reason} (${url.hostname})`);
  return url;
}

// ---- Names ------------------------------------------------------------------------------

/** Cloudflare's DNS over HTTPS (JSON): what a host name resolves to, before we fetch it. */
export const DNS_QUERY_URL = "https://cloudflare-dns.com/dns-query";
const DNS_A = 1;
const DNS_AAAA = 28;
/** How long an answer is kept at most (its TTL when shorter), and how many names. */
const DNS_MEMO_MAX_MS = 60_000;
const DNS_MEMO_MAX_NAMES = 256;
const dnsMemo = new Map<string, { reason: string | null; until: number }>();

interface DnsAnswer {
  Status?: number;
  Answer?: { type?: number; data?: string; TTL?: number }[];
}

/** The addresses (A or AAAA) DNS gives for `host`, with the shortest TTL; throws 422 when it can't say. */
async function resolve(
  outbound: (request: Request) => Promise<Response>,
  host: string,
  type: typeof DNS_A | typeof DNS_AAAA,
  signal: AbortSignal,
): Promise<{ addresses: string[]; ttl: number }> {
  const url = new URL(DNS_QUERY_URL);
  url.searchParams.set("name", host);
  url.searchParams.set("type", type === DNS_A ? "A" : "AAAA");
  let answer: DnsAnswer;
  try {
    const response = await outbound(
      new Request(url, { headers: { accept: "application/dns-json" }, signal }),
    );
    if (!response.ok) throw new Error(`DNS answered ${response.status}`);
    answer = await response.json<DnsAnswer>();
  } catch {
    throw failed(`the host name ${host} could not be looked up`);
  }
  // 3: no such name. Any other failure is a refusal to guess (fail closed).
  if (answer.Status === 3) throw failed(`the host name ${host} does not exist`);
  if (answer.Status !== 0) throw failed(`the host name ${host} could not be looked up`);
  // CNAME records come first in the answer; the addresses at the end of the chain follow.
  const records = (answer.Answer ?? []).filter((record) => record.type === type);
  return {
    addresses: records.map((record) => String(record.data ?? "")),
    ttl: Math.min(...records.map((record) => (record.TTL ?? 0) * 1000), DNS_MEMO_MAX_MS),
  };
}

/**
 * Refuses (400 URL_REFUSED) a host name that resolves to any address the rules refuse (a
 * private, loopback, link-local, shared, metadata or otherwise special one, IPv4 or IPv6, at
 * the end of any CNAME chain): a public name pointed at an inside machine is no way round
 * `blockedHost`. A lookup that fails refuses too (422). Answers are kept briefly per isolate.
 * A literal address was checked already.
 */
async function checkResolvedHost(
  outbound: (request: Request) => Promise<Response>,
  hostname: string,
  signal: AbortSignal,
): Promise<void> {
  const host = hostname.toLowerCase().replace(/\.+$/, "");
  if (host.startsWith("[") || /^[\d.]+$/.test(host)) return;
  const now = Date.now();
  let known = dnsMemo.get(host);
  if (!known || known.until <= now) {
    const [v4, v6] = await Promise.all([
      resolve(outbound, host, DNS_A, signal),
      resolve(outbound, host, DNS_AAAA, signal),
    ]);
    const reasons = [
      ...v4.addresses.map((address) => blockedIPv4(address)),
      ...v6.addresses.map((address) => blockedIPv6(address)),
    ];
    const reason =
      v4.addresses.length + v6.addresses.length === 0
        ? "it has no address"
        : (reasons.find((found) => found !== null) ?? null);
    if (dnsMemo.size >= DNS_MEMO_MAX_NAMES) dnsMemo.clear();
    known = { reason, until: now + Math.max(0, Math.min(v4.ttl, v6.ttl)) };
    dnsMemo.set(host, known);
  }
  if (known.reason === "it has no address") throw failed(`the host name ${host} has no address`);
  if (known.reason) {
    // "an unspecified", "an IPv4-compatible", but "a unique local" address.
    const article = /^(?:[aeio]|un(?!i)|ipv)/i.test(known.reason) ? "an" : "a";
    throw refuse(`${host} resolves to ${article} ${known.reason}`);
  }
}

// ---- Fetching ---------------------------------------------------------------------------

/** Whether a URL is this site's (same origin as the request or the siteUrl setting). */
export function isOwnUrl(url: URL, ownOrigins: readonly string[]): boolean {
  return ownOrigins.includes(url.origin);
}

function contentMatches(contentType: string, expected: ExpectedContent): boolean {
  const type = contentType.split(";")[0]?.trim().toLowerCase() ?? "";
  if (expected === "html") return type === "text/html" || type === "application/xhtml+xml";
  return (
    type === "application/xml" ||
    type === "text/xml" ||
    type.endsWith("+xml") ||
    type === "text/plain"
  );
}

/** Reads a body up to `maxBytes`, cancelling the stream beyond it. */
async function readCapped(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get("content-length") ?? "0");
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw failed(`the page is larger than ${maxBytes / 1024 / 1024} MB`);
  }
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw failed(`the page is larger than ${maxBytes / 1024 / 1024} MB`);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/**
 * Fetches a page (or a sitemap with `expect: "xml"`) safely: the URL and every redirect target
 * are checked (at most 5 redirects), 10 s in all, 5 MB at most, HTML or XML only. This site's
 * URLs are rendered in-process by `deps.selfFetch`. Error statuses (404, 500) are returned, not
 * thrown, so the crawler can report them.
 *
 * @throws AppError 400 URL_REFUSED (unsafe URL or redirect), 422 FETCH_FAILED (network error,
 *   time-out, too many redirects, too large, not HTML/XML).
 */
export async function fetchPageSafely(
  deps: SafeFetchDeps,
  input: string,
  options: SafeFetchOptions = {},
): Promise<FetchedPage> {
  const expected = options.expect ?? "html";
  const maxBytes = options.maxBytes ?? MAX_PAGE_BYTES;
  const signal = AbortSignal.timeout(options.timeoutMs ?? FETCH_TIMEOUT_MS);
  const outbound = deps.fetch ?? ((request: Request) => fetch(request));
  const requestedUrl = checkFetchUrl(input, deps.ownOrigins).href;
  const redirects: string[] = [];
  let current = requestedUrl;

  for (;;) {
    const url = new URL(current);
    const own = isOwnUrl(url, deps.ownOrigins);
    const headers = new Headers({
      accept: expected === "html" ? "text/html,application/xhtml+xml" : "application/xml,text/xml",
      "user-agent": CRAWLER_USER_AGENT,
    });
    if (options.etag) headers.set("if-none-match", options.etag);
    if (options.lastModified) headers.set("if-modified-since", options.lastModified);
    // The time-out is the network's: an own page renders in this Worker under its own limits
    // (and React Router would abort a render whose request signal fired).
    const request = new Request(url.href, {
      headers,
      redirect: "manual",
      signal: own ? undefined : signal,
    });
    let response: Response;
    try {
      if (!own) await checkResolvedHost(outbound, url.hostname, signal);
      response = own ? await deps.selfFetch(request) : await outbound(request);
    } catch (error) {
      if (error instanceof AppError) throw error;
      const timedOut = signal.aborted;
      throw failed(
        timedOut
          ? `no answer within ${(options.timeoutMs ?? FETCH_TIMEOUT_MS) / 1000} s`
          : "the site could not be reached",
      );
    }

    if (response.status >= 300 && response.status < 400 && response.status !== 304) {
      const location = response.headers.get("location");
      await response.body?.cancel();
      if (!location) throw failed(`redirect (${response.status}) without a Location`);
      if (redirects.length >= MAX_REDIRECTS) throw failed(`more than ${MAX_REDIRECTS} redirects`);
      const next = parseUrl(location, url);
      if (!next) throw failed("redirect to an invalid URL");
      // A redirect is checked like the URL staff typed: no way round the rules through a hop.
      redirects.push(current);
      current = checkFetchUrl(next.href, deps.ownOrigins).href;
      continue;
    }

    const contentType = response.headers.get("content-type") ?? "";
    const base = {
      requestedUrl,
      url: current,
      status: response.status,
      redirects,
      contentType,
      etag: response.headers.get("etag"),
      lastModified: response.headers.get("last-modified"),
      own,
    };
    if (response.status === 304 || response.status >= 400) {
      await response.body?.cancel();
      return { ...base, body: "" };
    }
    if (!contentMatches(contentType, expected)) {
      await response.body?.cancel();
      throw failed(
        `the answer is ${contentType.split(";")[0] || "untyped"}, not ${expected === "html" ? "HTML" : "XML"}`,
      );
    }
    try {
      return { ...base, body: await readCapped(response, maxBytes) };
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw failed(
        signal.aborted ? "the page took too long to arrive" : "the page could not be read",
      );
    }
  }
}

/**
 * This site's page at `path` as an anonymous visitor or a crawler gets it: the Worker's own
 * request path (edge cache included), called in-process without a network hop.
 */
export function fetchOwnPage(deps: WorkerDeps, path: string): Promise<Response> {
  return deps.site.fetch(
    new Request(new URL(path, deps.site.origin), {
      headers: { accept: "text/html", "user-agent": CRAWLER_USER_AGENT },
    }),
  );
}

/**
 * The safe fetcher of one request or cron run: this site's origins (the one it is served at
 * and the siteUrl setting's) are rendered in-process.
 */
export async function createFetcher(deps: WorkerDeps): Promise<SafeFetchDeps> {
  const { settings } = await getSiteSettings(deps);
  const origins = [new URL(settings.siteUrl).origin];
  if (!origins.includes(deps.site.origin)) origins.push(deps.site.origin);
  return { ownOrigins: origins, selfFetch: (request) => deps.site.fetch(request) };
}
