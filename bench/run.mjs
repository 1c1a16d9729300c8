// `npm run bench`: builds, serves the build with `wrangler dev` on loopback, and measures with
// autocannon (bounded in time and connections) a static asset of the home page's size and the
// home page itself, in one run, as a ratio. Absolute numbers vary by machine; ratios travel.
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import autocannon from "autocannon";

const PORT = 8790;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 10;
const persistTo = ".wrangler/bench";
const buildDir = ".wrangler/bench-build";
const quiet = { ...process.env, BUILD_DIR: buildDir, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };

function startServer() {
  const server = spawn(
    "npx",
    ["wrangler", "dev", "--config", `${buildDir}/server/wrangler.json`, "--ip", "127.0.0.1", "--port", String(PORT), "--persist-to", persistTo,
      "--var", "ENVIRONMENT:bench", "--show-interactive-dev-session=false"],
    { stdio: "ignore", env: quiet, detached: true },
  );
  return server;
}

async function waitFor(url, timeoutMs = 60_000) {
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

function stop(server) {
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {}
  return new Promise((resolve) => setTimeout(resolve, 1000));
}

function measure(path) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: `${ORIGIN}${path}`, connections: CONNECTIONS, duration: DURATION_S, timeout: 10 },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

const rows = [
  { name: "static asset (home page bytes, Static Assets)", path: "/bench/static-home" },
  { name: "home page (SSR + inline-content lookup)", path: "/" },
];

rmSync(persistTo, { recursive: true, force: true });
execFileSync("npx", ["node", "scripts/setup-local.mjs", `--persist-to=${persistTo}`], { stdio: "inherit", env: quiet });
execFileSync("npx", ["react-router", "build"], { stdio: "inherit", env: quiet });

// First start: read the home page, so the static file has the same bytes.
let server = startServer();
const homeHtml = await (await waitFor(`${ORIGIN}/`)).text();
await stop(server);
mkdirSync(`${buildDir}/client/bench`, { recursive: true });
writeFileSync(`${buildDir}/client/bench/static-home.html`, homeHtml);

server = startServer();
try {
  await waitFor(`${ORIGIN}/bench/static-home`);
  const results = [];
  for (const row of rows) {
    await measure(row.path); // warm-up pass, discarded
    const result = await measure(row.path);
    results.push({ ...row, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx });
  }
  const base = results[0].rps;
  console.log(`\nbench: ${CONNECTIONS} connections, ${DURATION_S} s per row, home page ${homeHtml.length} bytes`);
  console.log(["row".padEnd(46), "req/s".padStart(9), "p50 ms".padStart(8), "p99 ms".padStart(8), "vs static".padStart(10), "errors".padStart(7)].join(""));
  for (const r of results) {
    console.log([r.name.padEnd(46), r.rps.toFixed(0).padStart(9), String(r.p50).padStart(8), String(r.p99).padStart(8), (r.rps / base).toFixed(2).padStart(10), String(r.errors).padStart(7)].join(""));
  }
} finally {
  await stop(server);
}
