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
  {
    name: "msp-site-live",
    environment: "msp_site_live",
    dir: "live",
    config: "./workers/live/wrangler.toml",
    // What Vitest's pool must give it that its wrangler.toml gives everywhere else: the site's
    // D1 (the same database as the page Worker's) and its rooms.
    miniflare: {
      d1Databases: { DB: "00000000-0000-0000-0000-000000000000" },
      durableObjects: { ROOMS: { className: "LiveRoom", useSQLite: true } },
      // Sessions are read again every sweep (2 s) instead of every 15 s, so a test of a
      // revoked session waits seconds, not a quarter of a minute.
      bindings: { LIVE_RECHECK_MS: "1" },
    },
  },
];
