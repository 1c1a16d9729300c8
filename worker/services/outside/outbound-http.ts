import type { Bindings } from "../../env";

// One way to call an outside service: a hard time-out and errors that never carry the URL
// (URLs of keyed services hold the key in their query string).

/**
 * An outside service's URL: `fake` (a local stand-in) only in tests and e2e, `real` everywhere
 * else, so nothing in the UI can point a call elsewhere (no SSRF).
 */
export function outsideServiceUrl(
  env: Pick<Bindings, "ENVIRONMENT">,
  real: string,
  fake: string | undefined,
): string {
  // Widened on purpose: the generated type is only the literal of wrangler.toml's [vars].
  const environment: string = env.ENVIRONMENT;
  return (environment === "test" || environment === "e2e") && fake ? fake : real;
}

/** What a check of a stored key or credential found: `ok`, and a message staff can act on. */
export interface CredentialCheck {
  ok: boolean;
  message: string;
}

/** Time-out of one call to an outside service (issue 11: 10 s). */
export const OUTBOUND_TIMEOUT_MS = 10_000;

/** The outside service did not answer in time, or could not be reached at all. */
export class OutboundError extends Error {
  constructor(
    readonly service: string,
    readonly kind: "timeout" | "network",
    readonly timeoutMs: number,
  ) {
    super(
      kind === "timeout"
        ? `${service} did not answer within ${Number((timeoutMs / 1000).toFixed(2))} s`
        : `${service} could not be reached`,
    );
    this.name = "OutboundError";
  }
}

/**
 * `fetch` with a time-out. Throws OutboundError (no URL, no key) when the service is slow or
 * unreachable; any HTTP answer is returned for the client to interpret.
 *
 * @example const response = await fetchOutside("GitHub", url, { headers }, 10_000);
 */
export async function fetchOutside(
  service: string,
  url: string,
  init: RequestInit = {},
  timeoutMs = OUTBOUND_TIMEOUT_MS,
): Promise<Response> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    return await fetch(url, { ...init, signal });
  } catch (error) {
    const timedOut =
      signal.aborted ||
      (error instanceof DOMException &&
        (error.name === "TimeoutError" || error.name === "AbortError"));
    throw new OutboundError(service, timedOut ? "timeout" : "network", timeoutMs);
  }
}

/** The JSON body of an answer, or null when it is not JSON. */
export async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/** `error.message` of a Google-style or GitHub-style error body, if any (truncated). */
export function errorMessageOf(body: unknown): string | null {
  if (!isRecord(body)) return null;
  const record = body;
  const nested = record.error;
  if (isRecord(nested) && typeof nested.message === "string") return nested.message.slice(0, 300);
  for (const key of ["message", "Message", "error_description", "ErrorMessage"]) {
    const value = record[key];
    if (typeof value === "string") return value.slice(0, 300);
  }
  if (typeof nested === "string") return nested.slice(0, 300);
  return null;
}

/** Narrows an outside service's JSON to an object whose fields can be read one by one. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
