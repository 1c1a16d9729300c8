import { dayOf, type LeadSource } from "../../../app/schemas/analytics";
import type { Deps } from "../platform/deps";
import { logError } from "../platform/log";
import { counterFor, sendQueuedNow, visitorHash } from "./count";

/** Where a lead's visit came from, when nothing was found: only the page is known. */
export const UNKNOWN_VISIT: Omit<LeadSource, "page"> = {
  landingPage: "",
  referrer: "",
  utmSource: "",
  utmMedium: "",
  utmCampaign: "",
};

/**
 * The first page, referrer and campaign of the visit that sends a lead (issue 33): the form's
 * request gives the same daily visitor hash as the visit's page views, and the shard that
 * counted them answers. No cookie: a visit from another day, another browser or another
 * network is not found, and the lead then records only its page. Never throws.
 *
 * @example const visit = await services.analytics.visitOf(deps, request)
 */
export async function visitOf(
  { env }: Pick<Deps, "env">,
  request: Request,
  now = new Date(),
): Promise<Omit<LeadSource, "page">> {
  try {
    const day = dayOf(now);
    // This isolate may still hold the visit's last views: they go first.
    await sendQueuedNow(env);
    const visitor = await visitorHash(env.DB, request, day);
    return (await counterFor(env, visitor).attribution(day, visitor)) ?? UNKNOWN_VISIT;
  } catch (error) {
    logError("analytics.attribution_failed", { error: String(error) });
    return UNKNOWN_VISIT;
  }
}
