import { createContext } from "react-router";
import type { AppServices } from "../worker/services";

/** What the Worker hands every loader and action (DESIGN.md: one code path per operation). */
export interface AppContext {
  services: AppServices;
  cspNonce: string | undefined;
  requestId: string;
}

export const appContext = createContext<AppContext>();
