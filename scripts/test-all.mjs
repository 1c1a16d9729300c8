// `npm test`: typecheck, lint, vitest (inside workerd) and Playwright (in Chromium), then one
// closing line with the totals of both runners: "N passed, N failed".
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";

const env = {
  ...process.env,
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
};
const run = (label, args, extraEnv = {}) => {
  console.log(`\n▶ ${label}`);
  const { status } = spawnSync("npx", args, { stdio: "inherit", env: { ...env, ...extraEnv } });
  return status === 0;
};
const readJson = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, "utf8")) : null);

mkdirSync("test-results", { recursive: true });
const steps = {
  setup: run("local setup", ["node", "scripts/setup-local.mjs"]),
  typecheck: run("typecheck", ["npm", "run", "typecheck", "--silent"]),
  lint: run("lint", ["biome", "check", "."]),
  vitest: run("vitest (workerd)", [
    "vitest",
    "run",
    "--reporter=default",
    "--reporter=json",
    "--outputFile.json=test-results/vitest.json",
  ]),
  playwright: run("playwright (chromium)", ["playwright", "test", "--reporter=list,json"], {
    PLAYWRIGHT_JSON_OUTPUT_FILE: "test-results/e2e.json",
  }),
};

const vitest = readJson("test-results/vitest.json");
const e2e = readJson("test-results/e2e.json");
const passed = (vitest?.numPassedTests ?? 0) + (e2e?.stats?.expected ?? 0);
const failed =
  (vitest?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0) + (e2e?.stats?.flaky ?? 0);
const skipped = (vitest?.numPendingTests ?? 0) + (e2e?.stats?.skipped ?? 0);

const failedSteps = Object.entries(steps)
  .filter(([, ok]) => !ok)
  .map(([name]) => name);
if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(", ")}`);
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failedSteps.length === 0 && failed === 0 && passed > 0 ? 0 : 1);
