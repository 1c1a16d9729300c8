// Starts the production build under `wrangler dev` for Playwright, on a fresh local state so
// every e2e run begins from the migrations alone. E2E_PORT (default 8788) keys the port, the
// state folder and the build folder, so parallel runs on one machine never collide.
import { prepareLocal, startLocalServer } from "./local-server.mjs";

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8788);
export const E2E_ADMIN_PASSWORD = "e2e-admin-password";
/** test/e2e/outside/outside-services.spec.ts serves a fake GitHub API here; the Worker reaches it through
 * GITHUB_API_URL, which the Worker honours only when ENVIRONMENT is e2e or test. */
export const FAKE_GITHUB_PORT = E2E_PORT + 1000;
/** test/e2e/outside/pagespeed-figures.spec.ts serves a fake PageSpeed Insights here (PAGESPEED_API_URL,
 * likewise honoured only when ENVIRONMENT is e2e or test). */
export const FAKE_PAGESPEED_PORT = E2E_PORT + 2000;
/** test/e2e/seo/indexnow.spec.ts serves a fake IndexNow endpoint here (INDEXNOW_API_URL, likewise
 * honoured only when ENVIRONMENT is e2e or test). */
export const FAKE_INDEXNOW_PORT = E2E_PORT + 3000;
const persistTo = `.wrangler/e2e-${E2E_PORT}`;
const buildDir = `.wrangler/e2e-build-${E2E_PORT}`;

if (process.argv[1] === new URL(import.meta.url).pathname) {
  prepareLocal({ persistTo, buildDir, build: !process.env.E2E_SKIP_BUILD });
  const server = startLocalServer({
    port: E2E_PORT,
    buildDir,
    persistTo,
    vars: {
      ENVIRONMENT: "e2e",
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      GITHUB_API_URL: `http://127.0.0.1:${FAKE_GITHUB_PORT}`,
      PAGESPEED_API_URL: `http://127.0.0.1:${FAKE_PAGESPEED_PORT}/pagespeedonline/v5/runPagespeed`,
      INDEXNOW_API_URL: `http://127.0.0.1:${FAKE_INDEXNOW_PORT}/indexnow`,
    },
    detached: false,
  });
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
  server.on("exit", (code) => process.exit(code ?? 0));
}
