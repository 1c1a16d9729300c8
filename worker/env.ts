import type { AppServices } from "./services";
import type { SessionUser } from "./services/session-user";

/** Secrets from `.dev.vars` locally and `wrangler secret put` in production. */
interface Secrets {
  SESSION_SECRET: string;
  ENCRYPTION_KEY: string;
  /** Only used to create the first `admin` user while the user table is empty. */
  ADMIN_PASSWORD?: string;
}

export type Bindings = Omit<Env, keyof Secrets> & Secrets;

/** Per-request values set by middleware. */
export interface Variables {
  requestId: string;
  /** Set by the secure-headers middleware; the admin's inline scripts carry it. */
  secureHeadersNonce?: string;
  services: AppServices;
  /** Set by the session middleware; null for anonymous requests. */
  user: SessionUser | null;
}

export interface AppEnv {
  Bindings: Bindings;
  Variables: Variables;
}
