import { cloudflare } from "@cloudflare/vite-plugin";
import { defineConfig } from "vite";

/**
 * The social-image Worker alone (workers/social-image/), for Vitest: its pool runs this build
 * beside the page Worker (vitest.config.ts), as `npm run dev`, the e2e server and deploys run
 * the one vite.config.ts's auxiliaryWorkers makes. Same source, same bundler, same bytes.
 */
export default defineConfig({
  plugins: [cloudflare({ configPath: "./workers/social-image/wrangler.toml" })],
  environments: {
    msp_site_social_image: {
      build: { outDir: process.env.SOCIAL_IMAGE_OUT_DIR ?? ".wrangler/social-image-build" },
    },
  },
});
