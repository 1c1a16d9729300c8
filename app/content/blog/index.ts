// Launch posts shipped as code. They are copied into D1 once (worker/services/content/blogs.ts,
// `seedLaunchPosts`), so they are listed, edited and deleted like any other post.

import { M365_MIGRATION_CHECKLIST } from "./m365-migration-checklist";
import { OVERNIGHT_NOC } from "./overnight-noc";
import { PSA_TICKET_HYGIENE } from "./psa-ticket-hygiene";
import type { LaunchPost } from "./types";

export type { LaunchPost } from "./types";

export const LAUNCH_POSTS: readonly LaunchPost[] = [
  OVERNIGHT_NOC,
  M365_MIGRATION_CHECKLIST,
  PSA_TICKET_HYGIENE,
];
