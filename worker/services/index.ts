import type { LeadInput } from "../../app/schemas/lead";
import { createDb } from "../db/client";
import type { Bindings } from "../env";
import type { Deps } from "./deps";
import { getInlineContentMap, type InlineContentStatus } from "./inline-content";
import { createLead, type LeadSender } from "./leads";
import { getSiteSettings } from "./site-settings";

/**
 * The services of one request, shared by the `/api` routers and React Router loaders and
 * actions (through the router context): one code path per operation.
 */
export function createServices(env: Bindings) {
  const deps: Deps = { db: createDb(env.DB), env };
  return {
    deps,
    inlineContent: {
      getMap: (pagePath: string, status: InlineContentStatus) =>
        getInlineContentMap(deps, pagePath, status),
    },
    siteSettings: {
      get: () => getSiteSettings(deps),
    },
    leads: {
      create: (input: LeadInput, sender: LeadSender) => createLead(deps, input, sender),
    },
  };
}

export type AppServices = ReturnType<typeof createServices>;
