import type { DeviceClass } from "../../../app/schemas/analytics";

// What one public request says about its visitor, read from the request alone (no storage):
// whether it is a person's page view at all, and the page, referrer, campaign, country and
// device it is counted under. Loaded with the Worker's front door, so it stays small.

/**
 * Words in the user agents of crawlers, monitors, link previews and tools (lower case): such
 * requests are counted apart, never as views. Plain substring tests: one pass of a long
 * case-blind alternation cost more per request than all of these.
 */
const BOT_WORDS = [
  "bot/",
  "bot;",
  "bot ",
  "bot)",
  "bot-",
  "google-",
  "whatsapp",
  "crawl",
  "spider",
  "slurp",
  "mediapartners",
  "facebookexternalhit",
  "embedly",
  "preview",
  "headless",
  "lighthouse",
  "pagespeed",
  "gtmetrix",
  "pingdom",
  "uptime",
  "monitor",
  "curl/",
  "wget/",
  "python",
  "java/",
  "go-http",
  "okhttp",
  "axios",
  "node-fetch",
  "undici",
  "httpclient",
  "libwww",
  "scrapy",
  "phantomjs",
  "feed",
  "validator",
  "checker",
];

/** The longest UTM value kept; longer ones are cut. */
const UTM_MAX = 100;
const HOST_MAX = 253;

/** What the counter is told about one request. */
export type Hit =
  | { kind: "view"; view: ViewFacts }
  | { kind: "not_found"; path: string; referrer: string }
  | { kind: "redirect"; path: string }
  | { kind: "bot"; what: "view" | "not_found"; path?: string };

export interface ViewFacts {
  path: string;
  /** The site the visitor came from: a host without "www.", "" for none or this site. */
  referrer: string;
  /** Whether the referrer is this site (a click from one of our pages). */
  internal: boolean;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  /** ISO 3166 alpha-2, "" when unknown. */
  country: string;
  device: DeviceClass;
}

/**
 * User agents this isolate has classified (a few browsers make most visits): a bounded map,
 * emptied when full, so repeat visitors cost one lookup.
 */
const agentIsBot = new Map<string, boolean>();
const AGENTS_REMEMBERED = 500;

function botAgent(header: string): boolean {
  const known = agentIsBot.get(header);
  if (known !== undefined) return known;
  const agent = header.toLowerCase();
  const bot =
    agent === "" || agent.endsWith("bot") || BOT_WORDS.some((word) => agent.includes(word));
  if (agentIsBot.size >= AGENTS_REMEMBERED) agentIsBot.clear();
  agentIsBot.set(header, bot);
  return bot;
}

/** What the counter reads of `request.cf` (read once per request: each read is a copy). */
interface CfFacts {
  country?: unknown;
  botManagement?: { verifiedBot?: boolean; score?: number };
  verifiedBotCategory?: string;
}

/** Whether the user agent is a crawler, monitor or tool, or Cloudflare says it is a bot. */
export function isBot(
  request: Request,
  cf: CfFacts | null = (request.cf as CfFacts | undefined) ?? null,
): boolean {
  if (cf?.botManagement?.verifiedBot || cf?.verifiedBotCategory) return true;
  // A bot score of 1 is "automated" in Cloudflare's Bot Management; 0 means not scored.
  if (cf?.botManagement?.score === 1) return true;
  return botAgent(request.headers.get("user-agent") ?? "");
}

/** A speculative load (prefetch or prerender) that the visitor may never see. */
export function isPrefetch(request: Request): boolean {
  const purpose =
    request.headers.get("sec-purpose") ??
    request.headers.get("purpose") ??
    request.headers.get("x-purpose") ??
    request.headers.get("x-moz") ??
    "";
  return /prefetch|prerender|preview/i.test(purpose);
}

export function deviceOf(userAgent: string): DeviceClass {
  if (/ipad|tablet|kindle|silk|playbook|(android(?!.*mobile))/i.test(userAgent)) return "tablet";
  if (/mobi|iphone|ipod|android|blackberry|opera mini|iemobile|windows phone/i.test(userAgent)) {
    return "mobile";
  }
  return "desktop";
}

function hostOf(text: string): string | null {
  try {
    const host = new URL(text).hostname.toLowerCase();
    return host ? host.replace(/^www\./, "").slice(0, HOST_MAX) : null;
  } catch {
    return null;
  }
}

/** The referring site and whether it is this one; "" for none or an unreadable one. */
export function referrerOf(request: Request, url: URL): { referrer: string; internal: boolean } {
  const header = request.headers.get("referer");
  const host = header ? hostOf(header) : null;
  if (!host) return { referrer: "", internal: false };
  const own = url.hostname.toLowerCase().replace(/^www\./, "");
  return host === own ? { referrer: "", internal: true } : { referrer: host, internal: false };
}

function utm(url: URL, name: string): string {
  // Control characters and tabs would break the rollup keys and the CSV; case is folded so
  // "Google" and "google" are one source.
  const value = url.searchParams.get(name) ?? "";
  return value
    .replace(/\p{Cc}/gu, " ")
    .trim()
    .toLowerCase()
    .slice(0, UTM_MAX);
}

function countryOf(request: Request, cf: CfFacts | undefined): string {
  // Cloudflare's CF-IPCountry header first: reading `request.cf` parses the whole of it.
  const country =
    request.headers.get("cf-ipcountry") ?? (cf ?? (request.cf as CfFacts | undefined))?.country;
  // "XX" is unknown and "T1" is Tor in Cloudflare's codes: neither names a country.
  return typeof country === "string" && /^[A-Z]{2}$/.test(country) && country !== "XX"
    ? country
    : "";
}

/** The facts a page view is counted under. `path` is the page's normalised path. */
export function viewFacts(request: Request, url: URL, path: string, cf?: CfFacts): ViewFacts {
  return {
    path,
    ...referrerOf(request, url),
    utmSource: utm(url, "utm_source"),
    utmMedium: utm(url, "utm_medium"),
    utmCampaign: utm(url, "utm_campaign"),
    country: countryOf(request, cf),
    device: deviceOf(request.headers.get("user-agent") ?? ""),
  };
}

/** The address as asked for (a missing page's or a redirect's), cut to a sane length. */
function rawPath(url: URL): string {
  return url.pathname.slice(0, 300);
}

/**
 * What an anonymous visitor's request to a public address counts as, from its answer's
 * status: a view (200, or 304 for a page the browser already holds), a missing page (404), a
 * redirect (301, 302, 303, 307, 308, and 410 counted with them), a bot, or nothing (a HEAD, a prefetch,
 * a form post, an error). `path` is the page's normalised path (a view's) or the redirect rule's source; a 404 counts the address as asked.
 */
export function hitOf(
  request: Request,
  url: URL,
  path: string,
  status: number,
  botSignals = true,
): Hit | null {
  if (request.method !== "GET" || isPrefetch(request)) return null;
  const counted =
    status === 200 || status === 304
      ? "view"
      : status === 404
        ? "not_found"
        : [301, 302, 303, 307, 308, 410].includes(status)
          ? "redirect"
          : null;
  if (!counted) return null;
  // `request.cf` (Bot Management's verdict) is read only where the zone has it: reading it
  // parses the whole object, the largest cost of a counted view.
  const cf = botSignals ? ((request.cf as CfFacts | undefined) ?? null) : null;
  if (isBot(request, cf)) {
    if (counted === "redirect") return null;
    return counted === "view"
      ? { kind: "bot", what: "view" }
      : { kind: "bot", what: "not_found", path: rawPath(url) };
  }
  if (counted === "view") {
    return { kind: "view", view: viewFacts(request, url, path, cf ?? undefined) };
  }
  if (counted === "not_found") {
    return { kind: "not_found", path: rawPath(url), referrer: referrerOf(request, url).referrer };
  }
  return { kind: "redirect", path };
}
