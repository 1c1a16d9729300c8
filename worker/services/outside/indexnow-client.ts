import { parseUrl } from "../../../app/schemas/text";
import type { Bindings } from "../../env";
import { fetchOutside, OutboundError, outsideServiceUrl } from "./outbound-http";
import { blockedHost } from "./safe-fetch";

// IndexNow (https://www.indexnow.org/documentation): one POST of the changed URLs of one host,
// with the key the host serves at `keyLocation`. The endpoint passes them on to the search
// engines that take part.

/** What one submission sends. */
export interface IndexNowPayload {
  host: string;
  key: string;
  keyLocation: string;
  urlList: string[];
}

/** How the endpoint answered; `status` null when it could not be reached. */
export interface IndexNowAnswer {
  status: number | null;
  ok: boolean;
  /** The answer in words, never the key. */
  message: string;
}

/** The protocol's answers, in words (its documentation's table). */
const STATUS_WORDS: Record<number, string> = {
  200: "OK",
  202: "Accepted",
  400: "Bad request",
  403: "Forbidden",
  422: "Unprocessable",
  429: "Too many requests",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
};

/**
 * Where submissions go: the endpoint in settings, or INDEXNOW_API_URL (a local fake) when
 * ENVIRONMENT is test or e2e.
 */
export function indexNowEndpoint(
  env: Pick<Bindings, "ENVIRONMENT" | "INDEXNOW_API_URL">,
  configured: string,
): string {
  return outsideServiceUrl(env, configured, env.INDEXNOW_API_URL);
}

/**
 * Why an endpoint from settings may not be called (a private, loopback or metadata host), or
 * null. The fake of tests and e2e (INDEXNOW_API_URL) is not checked: settings cannot set it.
 */
export function refusedEndpoint(endpoint: string): string | null {
  const url = parseUrl(endpoint);
  if (url?.protocol !== "https:") return "not an https:// URL";
  return blockedHost(url.hostname);
}

/**
 * POSTs the payload to `endpoint` (10 s at most). Never throws: a refusal, an error status, a
 * time-out or a network failure is an answer to record.
 *
 * @example const answer = await submitToIndexNow(endpoint, { host, key, keyLocation, urlList });
 */
export async function submitToIndexNow(
  endpoint: string,
  payload: IndexNowPayload,
  timeoutMs?: number,
): Promise<IndexNowAnswer> {
  try {
    const response = await fetchOutside(
      "IndexNow",
      endpoint,
      {
        method: "POST",
        headers: { "content-type": "application/json; charset=utf-8" },
        body: JSON.stringify(payload),
      },
      timeoutMs,
    );
    const detail = (await response.text().catch(() => ""))
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, 200);
    const words = STATUS_WORDS[response.status] ?? response.statusText;
    const message = [words, detail && detail !== words ? detail : ""].filter(Boolean).join(": ");
    return {
      status: response.status,
      ok: response.ok,
      message: message || `HTTP ${response.status}`,
    };
  } catch (error) {
    const message =
      error instanceof OutboundError
        ? error.message
        : error instanceof Error
          ? error.message.slice(0, 200)
          : "IndexNow could not be reached";
    return { status: null, ok: false, message };
  }
}
