import type { PageRows } from "./services/content/render-rows";
import type { SessionUser } from "./services/identity/session-user";
import type { AiBinding } from "./services/outside/ai";
import type { WorkerDeps } from "./services/platform/deps";

/** Secrets from `.dev.vars` locally and `wrangler secret put` in production. */
interface Secrets {
  SESSION_SECRET: string;
  ENCRYPTION_KEY: string;
  /** Only used to create the first `admin` user while the user table is empty. */
  ADMIN_PASSWORD?: string;
}

/** Bindings a deployment may leave out (issue 11); the code works without them. */
interface OptionalBindings {
  /** Workers AI in deploys (added by scripts/deploy.mjs); else the rule-based provider. */
  AI?: AiBinding;
  /** GitHub's API base, honoured only when ENVIRONMENT is test or e2e (a local fake server). */
  GITHUB_API_URL?: string;
  /** PageSpeed Insights' runPagespeed URL, honoured only when ENVIRONMENT is test or e2e. */
  PAGESPEED_API_URL?: string;
  /** IndexNow's endpoint, honoured only when ENVIRONMENT is test or e2e (a local fake). */
  INDEXNOW_API_URL?: string;
  /**
   * Set only by `npm run bench` for its own `wrangler dev` (ENVIRONMENT "bench"): a request
   * sending it in `x-bench-cache-bypass` is rendered, not answered from the edge cache.
   */
  BENCH_CACHE_BYPASS?: string;
}

export type Bindings = Omit<Env, keyof Secrets | keyof OptionalBindings> &
  Secrets &
  OptionalBindings;

/** Per-request values set by middleware. */
export interface Variables {
  requestId: string;
  /** Set by the secure-headers middleware; the admin's inline scripts carry it. */
  secureHeadersNonce?: string;
  /** What every service call of this request gets first (set by the first middleware). */
  deps: WorkerDeps;
  /** Set by the session middleware; null for anonymous requests. */
  user: SessionUser | null;
  /**
   * Whether the signed-in user must set up a second factor before anything else (the policy
   * is on and they have none); read once per request by `secondFactorRequired`.
   */
  secondFactorRequired?: boolean;
  /** A signed-in public page GET's rows, read in one batch with its session. */
  pageRows?: PageRows;
}

export interface AppEnv {
  Bindings: Bindings;
  Variables: Variables;
}
