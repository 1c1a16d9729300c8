import type { Bindings } from "../../env";
import {
  errorMessageOf,
  fetchOutside,
  isRecord,
  outsideServiceUrl,
  readJson,
} from "./outbound-http";

// PageSpeed Insights v5 (runPagespeed). Lighthouse runs through it as well.

export const PAGESPEED_ENDPOINT = "https://www.googleapis.com/pagespeedonline/v5/runPagespeed";

/** The runPagespeed URL: Google's, or PAGESPEED_API_URL (a local fake) in tests and e2e. */
export function pageSpeedEndpoint(
  env: Pick<Bindings, "ENVIRONMENT" | "PAGESPEED_API_URL">,
): string {
  return outsideServiceUrl(env, PAGESPEED_ENDPOINT, env.PAGESPEED_API_URL);
}

export type PageSpeedCategory = "performance" | "accessibility" | "best-practices" | "seo";

/** Measured figures of one page (scores 0-100; times in ms). */
export interface PageSpeedFigures {
  url: string;
  strategy: "mobile" | "desktop";
  scores: Partial<Record<PageSpeedCategory, number>>;
  metrics: {
    firstContentfulPaintMs: number | null;
    largestContentfulPaintMs: number | null;
    totalBlockingTimeMs: number | null;
    cumulativeLayoutShift: number | null;
    speedIndexMs: number | null;
  };
  fetchedAt: string;
}

/** A failed PageSpeed call, with a message safe to show (never the key). */
export class PageSpeedError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "PageSpeedError";
  }
}

function numberAt(record: Record<string, unknown>, key: string): number | null {
  const audit = record[key];
  if (!isRecord(audit)) return null;
  return typeof audit.numericValue === "number" ? audit.numericValue : null;
}

function readFigures(body: unknown, url: string, strategy: "mobile" | "desktop"): PageSpeedFigures {
  const result = isRecord(body) && isRecord(body.lighthouseResult) ? body.lighthouseResult : {};
  const categories = isRecord(result.categories) ? result.categories : {};
  const audits = isRecord(result.audits) ? result.audits : {};
  const scores: Partial<Record<PageSpeedCategory, number>> = {};
  for (const name of ["performance", "accessibility", "best-practices", "seo"] as const) {
    const category = categories[name];
    if (isRecord(category) && typeof category.score === "number") {
      scores[name] = Math.round(category.score * 100);
    }
  }
  return {
    url,
    strategy,
    scores,
    metrics: {
      firstContentfulPaintMs: numberAt(audits, "first-contentful-paint"),
      largestContentfulPaintMs: numberAt(audits, "largest-contentful-paint"),
      totalBlockingTimeMs: numberAt(audits, "total-blocking-time"),
      cumulativeLayoutShift: numberAt(audits, "cumulative-layout-shift"),
      speedIndexMs: numberAt(audits, "speed-index"),
    },
    fetchedAt: new Date().toISOString(),
  };
}

/**
 * Runs PageSpeed Insights on `url` with `apiKey`. Throws PageSpeedError for a refused key or
 * URL and OutboundError for a time-out.
 */
export async function runPageSpeed(
  apiKey: string,
  url: string,
  options: {
    categories?: PageSpeedCategory[];
    strategy?: "mobile" | "desktop";
    timeoutMs?: number;
    /** pageSpeedEndpoint(env); Google's by default. */
    endpoint?: string;
  } = {},
): Promise<PageSpeedFigures> {
  const strategy = options.strategy ?? "mobile";
  const query = new URLSearchParams({ url, key: apiKey, strategy });
  for (const category of options.categories ?? ["performance"]) {
    query.append("category", category);
  }
  const response = await fetchOutside(
    "PageSpeed Insights",
    `${options.endpoint ?? PAGESPEED_ENDPOINT}?${query}`,
    { headers: { accept: "application/json" } },
    options.timeoutMs,
  );
  const body = await readJson(response);
  if (!response.ok) {
    const detail = errorMessageOf(body);
    const reason =
      response.status === 400 && detail?.toLowerCase().includes("api key")
        ? "the API key is not valid"
        : response.status === 403
          ? "the key may not call the PageSpeed Insights API (enable it for the key's project)"
          : response.status === 429
            ? "the key's quota is used up; try again later"
            : (detail ?? `HTTP ${response.status}`);
    throw new PageSpeedError(response.status, `PageSpeed Insights refused the request: ${reason}`);
  }
  return readFigures(body, url, strategy);
}
