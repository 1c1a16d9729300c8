// `npm test`: typecheck, lint, vitest (inside workerd) and Playwright (in Chromium), then one
// closing line with the totals of both runners: "N passed, N failed".
//
// Time on the 2-core machines (CI's budget is 90 min): the Playwright build runs beside the
// typecheck and the lint (both mostly wait on one thread), so Playwright's server starts from
// it (E2E_SKIP_BUILD) instead of building after Vitest, and the bench's smoke run starts from a
// copy of it; Vitest runs two files at a time, slowest first (vitest.config.ts). The steps
// print their own wall time.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { E2E_PORT } from "./e2e-server.mjs";
import { BUILD_STEPS, localEnv } from "./local-server.mjs";

const env = {
  ...process.env,
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
};
/**
 * Runs `npx args` (`npm …` as it is: npx would look for the newest npm on the registry, and
 * stops when it cannot install it); resolves true on exit code 0. `quiet` keeps its output for
 * a failure; `tail` prints a quiet step's output from the line it matches on, failure or not.
 */
const run = (label, args, { extraEnv = {}, quiet = false, tail } = {}) =>
  new Promise((resolve) => {
    const started = Date.now();
    if (!quiet) console.log(`\n▶ ${label}`);
    const [command, rest] = args[0] === "npm" ? ["npm", args.slice(1)] : ["npx", args];
    const child = spawn(command, rest, {
      stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit",
      env: { ...env, ...extraEnv },
    });
    let output = "";
    child.stdout?.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr?.on("data", (chunk) => {
      output += chunk;
    });
    child.on("close", (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      const shown = tail?.exec(output);
      if (quiet && code !== 0) console.log(output);
      else if (shown) console.log(output.slice(shown.index).trim());
      console.log(`${code === 0 ? "✓" : "✗"} ${label} (${seconds} s)`);
      resolve(code === 0);
    });
  });
const readJson = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, "utf8")) : null);

/** The build Playwright's server (scripts/e2e-server.mjs) serves, made ahead of it. */
async function e2eBuild() {
  const buildEnv = localEnv(`.wrangler/e2e-build-${E2E_PORT}`);
  for (const args of BUILD_STEPS) {
    if (
      !(await run(`e2e build: ${args.slice(0, 2).join(" ")}`, args, {
        extraEnv: buildEnv,
        quiet: true,
      }))
    )
      return false;
  }
  return true;
}

mkdirSync("test-results", { recursive: true });
const steps = { setup: await run("local setup", ["node", "scripts/setup-local.mjs"]) };
console.log("\n▶ typecheck, lint and the e2e build, side by side");
const [typecheck, lint, built] = await Promise.all([
  run("typecheck", ["npm", "run", "typecheck", "--silent"], { quiet: true }),
  // Biome, then the service areas' import direction (scripts/check-layout.mjs).
  run("lint", ["npm", "run", "lint", "--silent"], { quiet: true }),
  e2eBuild(),
]);
Object.assign(steps, { typecheck, lint });
// The bench in smoke mode (every row, short rounds, no Lighthouse) on the e2e build: a row that
// can no longer be measured fails the run, so the bench cannot break unnoticed. Its figures
// are not compared with the goals here (they are noisy on a shared machine).
steps.bench = await run(
  "bench smoke (npm run bench -- --smoke)",
  ["node", "bench/run.mjs", "--smoke"],
  {
    extraEnv: built ? { BENCH_BUILD_FROM: `.wrangler/e2e-build-${E2E_PORT}` } : {},
    quiet: true,
    tail: /^goals \(/m,
  },
);
steps.vitest = await run("vitest (workerd)", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  "--outputFile.json=test-results/vitest.json",
]);
// A failed build is built again by the server itself, so its error shows in Playwright's run.
steps.playwright = await run(
  "playwright (chromium)",
  ["playwright", "test", "--reporter=list,json"],
  {
    extraEnv: {
      PLAYWRIGHT_JSON_OUTPUT_FILE: "test-results/e2e.json",
      ...(built ? { E2E_SKIP_BUILD: "1" } : {}),
    },
  },
);

const vitest = readJson("test-results/vitest.json");
const e2e = readJson("test-results/e2e.json");
const passed =
  (vitest?.numPassedTests ?? 0) + (e2e?.stats?.expected ?? 0) + (e2e?.stats?.flaky ?? 0);
const failed = (vitest?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0);
// A Playwright test that failed once and passed on its one CI retry (playwright.config.ts says
// why CI retries) counts as passed, and is named here so that a pattern shows in review.
const flaky = flakyTitles(e2e);
const skipped = (vitest?.numPendingTests ?? 0) + (e2e?.stats?.skipped ?? 0);

const failedSteps = Object.entries(steps)
  .filter(([, ok]) => !ok)
  .map(([name]) => name);
if (flaky.length) {
  console.log(`\n${flaky.length} flaky (failed, then passed on the retry):`);
  for (const title of flaky) console.log(`  ${title}`);
}
if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(", ")}`);
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failedSteps.length === 0 && failed === 0 && passed > 0 ? 0 : 1);

/** "file › title" of every Playwright test whose outcome was flaky, from the JSON report. */
function flakyTitles(report) {
  const titles = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === "flaky") titles.push([...path, spec.title].join(" › "));
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of report?.suites ?? []) walk(suite, [suite.title]);
  return titles;
}
