import {
  type CredentialCheck,
  errorMessageOf,
  fetchOutside,
  isRecord,
  readJson,
} from "./outbound-http";

// Google Search Console API (Webmasters v3). Site data needs OAuth: the stored credential is
// sent as an API key when it looks like one (AIza…), otherwise as an OAuth access token.

export const SEARCH_CONSOLE_SITES_URL = "https://www.googleapis.com/webmasters/v3/sites";

const isGoogleApiKey = (credential: string) => credential.startsWith("AIza");

/** Lists the sites the credential can see; `ok` false with a clear message when refused. */
export async function checkSearchConsoleCredential(
  credential: string,
  timeoutMs?: number,
): Promise<CredentialCheck> {
  const url = isGoogleApiKey(credential)
    ? `${SEARCH_CONSOLE_SITES_URL}?key=${encodeURIComponent(credential)}`
    : SEARCH_CONSOLE_SITES_URL;
  const headers: Record<string, string> = { accept: "application/json" };
  if (!isGoogleApiKey(credential)) headers.authorization = `Bearer ${credential}`;
  const response = await fetchOutside("Google Search Console", url, { headers }, timeoutMs);
  const body = await readJson(response);
  if (response.ok) {
    const sites = isRecord(body) && Array.isArray(body.siteEntry) ? body.siteEntry.length : 0;
    return {
      ok: true,
      message: `Google Search Console answered: ${sites} site${sites === 1 ? "" : "s"} visible`,
    };
  }
  const detail = errorMessageOf(body) ?? `HTTP ${response.status}`;
  const message =
    response.status === 401
      ? isGoogleApiKey(credential)
        ? "Google Search Console needs an OAuth access token for site data; an API key alone is refused"
        : "Google Search Console refused the access token (expired or invalid)"
      : response.status === 403
        ? "Google Search Console refused access: enable the Search Console API for this credential"
        : response.status === 400
          ? `Google Search Console refused the key: ${detail}`
          : `Google Search Console answered ${response.status}: ${detail}`;
  return { ok: false, message };
}
