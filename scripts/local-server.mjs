// The production build served by `wrangler dev` on loopback, for the e2e server, the bench and
// the stress run: each gets its own port, local state folder and build folder, so several can
// run on one machine at once.
import { execFileSync, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { AUXILIARY_WORKERS } from "./auxiliary-workers.mjs";

/** Environment for builds and `wrangler dev`: the build folder, no telemetry, no cf fetch. */
export function localEnv(buildDir) {
  return {
    ...process.env,
    BUILD_DIR: buildDir,
    WRANGLER_SEND_METRICS: "false",
    CLOUDFLARE_CF_FETCH_ENABLED: "false",
  };
}

/** "Staff must use a second factor" stored off (the e2e, bench and stress admins have none). */
const POLICY_OFF = `INSERT OR IGNORE INTO settings (key, value) VALUES ('security', '{"requireSecondFactor":false}')`;

/**
 * A fresh local state (migrations applied) in `persistTo`, then, unless `build` is false, the
 * production build (React Router, plus edit mode's inline-editor bundle) into `buildDir`. A
 * fresh D1 is a new install, where the second-factor policy is on; these harnesses sign in
 * without one, so it starts off (test/e2e/identity/second-factor-policy.spec.ts turns it on).
 */
export function prepareLocal({ persistTo, buildDir, build = true }) {
  const run = (args) => execFileSync("npx", args, { stdio: "inherit", env: localEnv(buildDir) });
  rmSync(persistTo, { recursive: true, force: true });
  run(["node", "scripts/setup-local.mjs", `--persist-to=${persistTo}`]);
  execFileSync(
    "npx",
    [
      "wrangler",
      "d1",
      "execute",
      "DB",
      "--local",
      "--persist-to",
      persistTo,
      "--command",
      POLICY_OFF,
    ],
    { stdio: ["ignore", "ignore", "inherit"], env: { ...localEnv(buildDir), CI: "true" } },
  );
  if (!build) return;
  for (const args of BUILD_STEPS) run(args);
}

/** The production build: React Router's, then edit mode's inline-editor bundle (npx args). */
export const BUILD_STEPS = [
  ["react-router", "build"],
  ["vite", "build", "-c", "vite.editor.config.ts", "--logLevel", "error"],
];

/**
 * Starts `wrangler dev` on 127.0.0.1:`port` with the build in `buildDir`, the state in
 * `persistTo` and `vars` as `--var NAME:value`. `detached` puts it in its own process group,
 * so `stopServer` can end everything it started. `inspectorPort` sets the port of the Worker's
 * V8 inspector (wrangler's default is 9229, shared by every `wrangler dev` on the machine);
 * `env` adds environment variables for wrangler.
 */
export function startLocalServer({
  port,
  buildDir,
  persistTo,
  vars,
  detached = true,
  inspectorPort,
  env = {},
}) {
  // The page Worker first (it takes the port), then the auxiliary Workers its service bindings
  // reach: one wrangler dev runs them all, as one deploy does. With `inspectorPort` the
  // auxiliary Workers run in a wrangler dev of their own (the service bindings find them
  // through wrangler's local dev registry), since one wrangler dev's inspector attaches to
  // whichever of its Workers came up first, and the bench profiles the page Worker.
  const args = ["wrangler", "dev", "--config", `${buildDir}/server/wrangler.json`];
  if (!inspectorPort) {
    for (const { dir } of AUXILIARY_WORKERS)
      args.push("--config", `${buildDir}/${dir}/wrangler.json`);
  }
  args.push("--ip", "127.0.0.1", "--port", String(port), "--persist-to", persistTo);
  if (inspectorPort) args.push("--inspector-port", String(inspectorPort));
  for (const [name, value] of Object.entries(vars)) args.push("--var", `${name}:${value}`);
  args.push("--show-interactive-dev-session=false");
  const server = spawn("npx", args, {
    stdio: detached ? "ignore" : "inherit",
    env: { ...localEnv(buildDir), ...env },
    detached,
  });
  if (inspectorPort) {
    const companion = ["wrangler", "dev"];
    for (const { dir } of AUXILIARY_WORKERS)
      companion.push("--config", `${buildDir}/${dir}/wrangler.json`);
    companion.push("--ip", "127.0.0.1", "--port", String(port + 1), "--persist-to", persistTo);
    companion.push("--inspector-port", String(inspectorPort + 1));
    companion.push("--show-interactive-dev-session=false");
    server.companion = spawn("npx", companion, {
      stdio: detached ? "ignore" : "inherit",
      env: { ...localEnv(buildDir), ...env },
      detached,
    });
  }
  return server;
}

/** Polls `url` until it answers 2xx; throws after `timeoutMs`. */
export async function waitFor(url, timeoutMs = 120_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      const response = await fetch(url);
      if (response.ok) return response;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Ends a detached server's whole process group (wrangler dev does not always end on SIGTERM). */
export async function stopServer(server) {
  const groups = [server, server.companion].filter(Boolean);
  for (const { pid } of groups) {
    try {
      process.kill(-pid, "SIGTERM");
    } catch {}
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
  for (const { pid } of groups) {
    try {
      process.kill(-pid, "SIGKILL");
    } catch {}
  }
}
