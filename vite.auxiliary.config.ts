import { cloudflare } from "@cloudflare/vite-plugin";
import { defineConfig } from "vite";
import { AUXILIARY_WORKERS } from "./scripts/auxiliary-workers.mjs";

/**
 * One auxiliary Worker alone (AUX_WORKER names its `dir`, scripts/auxiliary-workers.mjs), for
 * Vitest: its pool runs this build beside the page Worker (vitest.config.ts), as `npm run dev`,
 * the e2e server and deploys run the ones vite.config.ts's auxiliaryWorkers makes. Same source,
 * same bundler, same bytes.
 */
const worker = AUXILIARY_WORKERS.find(({ dir }) => dir === process.env.AUX_WORKER);
if (!worker) throw new Error(`AUX_WORKER must name one of the auxiliary Workers' dirs`);

export default defineConfig({
  plugins: [cloudflare({ configPath: worker.config })],
  environments: {
    [worker.environment]: {
      build: { outDir: process.env.AUX_OUT_DIR ?? `.wrangler/aux-build/${worker.dir}` },
    },
  },
});
