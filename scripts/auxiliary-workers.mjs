// The Workers that run beside the page Worker, each behind one of its service bindings
// (wrangler.toml): built by vite.config.ts's auxiliaryWorkers into `build/<dir>`, served by
// `npm run dev`, the e2e and bench servers (scripts/local-server.mjs) and the Vitest pool
// (vitest.config.ts), deployed before the page Worker by `npm run deploy`.
export const AUXILIARY_WORKERS = [
  {
    name: "msp-site-social-image",
    environment: "msp_site_social_image",
    dir: "social-image",
    config: "./workers/social-image/wrangler.toml",
  },
  {
    name: "msp-site-passkeys",
    environment: "msp_site_passkeys",
    dir: "passkeys",
    config: "./workers/passkeys/wrangler.toml",
  },
];
