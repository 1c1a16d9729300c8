import {
  type CredentialCheck,
  errorMessageOf,
  fetchOutside,
  isRecord,
  readJson,
} from "./outbound-http";

// Bing Webmaster Tools API (JSON endpoint, key in the query string).

export const BING_WEBMASTER_URL = "https://ssl.bing.com/webmaster/api.svc/json";

/** Calls GetUserSites with the key; `ok` false with a clear message when refused. */
export async function checkBingWebmasterKey(
  apiKey: string,
  timeoutMs?: number,
): Promise<CredentialCheck> {
  const response = await fetchOutside(
    "Bing Webmaster",
    `${BING_WEBMASTER_URL}/GetUserSites?apikey=${encodeURIComponent(apiKey)}`,
    { headers: { accept: "application/json" } },
    timeoutMs,
  );
  const body = await readJson(response);
  if (response.ok) {
    const sites = isRecord(body) && Array.isArray(body.d) ? body.d.length : 0;
    return {
      ok: true,
      message: `Bing Webmaster answered: ${sites} site${sites === 1 ? "" : "s"} verified`,
    };
  }
  const detail = errorMessageOf(body) ?? `HTTP ${response.status}`;
  const message =
    response.status === 401 || (response.status === 400 && /key/i.test(detail))
      ? "Bing Webmaster refused the API key (invalid or revoked)"
      : `Bing Webmaster answered ${response.status}: ${detail}`;
  return { ok: false, message };
}
