import { createContext } from "react-router";
import type { AppServices } from "../worker/services";
import type { SessionUser } from "../worker/services/identity/session-user";

/** What the Worker hands every loader and action (DESIGN.md: one code path per operation). */
export interface AppContext {
  services: AppServices;
  /** The signed-in staff member, or null for visitors. */
  user: SessionUser | null;
  cspNonce: string | undefined;
  requestId: string;
  /**
   * The publishing gate's render: a created page that is still inactive renders as visitors
   * will get it once it is published. Set only inside the Worker, never from a request.
   */
  renderUnpublished?: boolean;
}

export const appContext = createContext<AppContext>();
