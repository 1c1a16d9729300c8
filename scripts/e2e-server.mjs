// Starts the production build under `wrangler dev` for Playwright, on a fresh local state so
// every e2e run begins from the migrations alone. E2E_PORT (default 8788) keys the port, the
// state folder and the build folder, so parallel runs on one machine never collide.
import { execFileSync, spawn } from "node:child_process";
import { rmSync } from "node:fs";

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8788);
export const E2E_ADMIN_PASSWORD = "e2e-admin-password";
const persistTo = `.wrangler/e2e-${E2E_PORT}`;
const buildDir = `.wrangler/e2e-build-${E2E_PORT}`;
const env = {
  ...process.env,
  BUILD_DIR: buildDir,
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
};

if (process.argv[1] === new URL(import.meta.url).pathname) {
  rmSync(persistTo, { recursive: true, force: true });
  const run = (args) => execFileSync("npx", args, { stdio: "inherit", env });
  run(["node", "scripts/setup-local.mjs", `--persist-to=${persistTo}`]);
  if (!process.env.E2E_SKIP_BUILD) run(["react-router", "build"]);
  const server = spawn(
    "npx",
    [
      "wrangler",
      "dev",
      "--config",
      `${buildDir}/server/wrangler.json`,
      "--ip",
      "127.0.0.1",
      "--port",
      String(E2E_PORT),
      "--persist-to",
      persistTo,
      "--var",
      "ENVIRONMENT:e2e",
      "--var",
      `ADMIN_PASSWORD:${E2E_ADMIN_PASSWORD}`,
      "--show-interactive-dev-session=false",
    ],
    { stdio: "inherit", env },
  );
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
  server.on("exit", (code) => process.exit(code ?? 0));
}
