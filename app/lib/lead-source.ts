import type { LeadSource } from "../schemas/analytics";

// A lead's source in words (issue 33), the same in the inbox, the lead mail and tests:
// "from /it-security, arrived from google.com, campaign spring-noc".

const pageName = (path: string) => (path === "/" ? "the home page" : path);

/**
 * Where the lead's visit started, where it arrived from and its campaign, in words, without
 * the lead's own page; "" when the visit was not found.
 */
export function describeVisit(source: LeadSource): string {
  const parts: string[] = [];
  if (source.landingPage && source.landingPage !== source.page) {
    parts.push(`landed on ${pageName(source.landingPage)}`);
  }
  if (source.referrer) parts.push(`arrived from ${source.referrer}`);
  else if (source.landingPage && !source.utmSource) parts.push("came directly");
  const via = [source.utmSource, source.utmMedium].filter(Boolean).join(" / ");
  if (source.utmCampaign) parts.push(`campaign ${source.utmCampaign}${via ? ` (${via})` : ""}`);
  else if (via) parts.push(`via ${via}`);
  return parts.join(", ");
}

/**
 * The lead's page and its visit in one line; "" when nothing is known (a lead sent through
 * the API, or stored before sources).
 *
 * @example describeLeadSource(lead.source) // "from /it-security, arrived from google.com"
 */
export function describeLeadSource(source: LeadSource): string {
  const page = source.page ? `from ${pageName(source.page)}` : "";
  return [page, describeVisit(source)].filter(Boolean).join(", ");
}
