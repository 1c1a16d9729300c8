import type { D1Migration } from "cloudflare:test";
import type { Bindings } from "../worker/env";

declare global {
  namespace Cloudflare {
    interface Env extends Bindings {
      TEST_MIGRATIONS: D1Migration[];
      /** "1" under `npm run test:stress`: the fuzz suite's full per-role run. */
      FUZZ_FULL: string;
    }
  }
}
