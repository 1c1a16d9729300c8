// `npm run bench`: builds, serves the build with `wrangler dev` on loopback, and measures with
// autocannon (bounded in time and connections), in one run:
//   (a) a static asset with the home page's bytes, served by Workers Static Assets;
//   (b) the home page as an anonymous visitor gets it (edge cache hit after the first request);
//   (c) a service page as the edge cache serves it;
//   (d) the same service page rendered for a signed-in user (no cache: session + SSR +
//       catalogue + inline-content lookups).
// Each row is printed with its ratio to (a). Absolute numbers vary by machine; ratios travel.
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import autocannon from "autocannon";

const PORT = 8790;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 10;
const ADMIN_PASSWORD = "bench-admin-password";
const persistTo = ".wrangler/bench";
const buildDir = ".wrangler/bench-build";
const env = {
  ...process.env,
  BUILD_DIR: buildDir,
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
};

function startServer() {
  return spawn(
    "npx",
    [
      "wrangler",
      "dev",
      "--config",
      `${buildDir}/server/wrangler.json`,
      "--ip",
      "127.0.0.1",
      "--port",
      String(PORT),
      "--persist-to",
      persistTo,
      "--var",
      "ENVIRONMENT:bench",
      "--var",
      `ADMIN_PASSWORD:${ADMIN_PASSWORD}`,
      "--show-interactive-dev-session=false",
    ],
    { stdio: "ignore", env, detached: true },
  );
}

async function waitFor(url, timeoutMs = 90_000) {
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

async function stop(server) {
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {}
  await new Promise((resolve) => setTimeout(resolve, 1000));
}

function measure(path, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${ORIGIN}${path}`,
        connections: CONNECTIONS,
        duration: DURATION_S,
        timeout: 10,
        headers,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

rmSync(persistTo, { recursive: true, force: true });
execFileSync("npx", ["node", "scripts/setup-local.mjs", `--persist-to=${persistTo}`], {
  stdio: "inherit",
  env,
});
execFileSync("npx", ["react-router", "build"], { stdio: "inherit", env });

// First start: read the home page, so the static file has the same bytes.
let server = startServer();
const homeHtml = await (await waitFor(`${ORIGIN}/`)).text();
await stop(server);
mkdirSync(`${buildDir}/client/bench`, { recursive: true });
writeFileSync(`${buildDir}/client/bench/static-home.html`, homeHtml);

server = startServer();
try {
  await waitFor(`${ORIGIN}/bench/static-home`);
  const login = await fetch(`${ORIGIN}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "admin", password: ADMIN_PASSWORD }),
  });
  const { token } = await login.json();
  if (!token) throw new Error(`bench login failed: ${login.status}`);
  const signedIn = { cookie: `session=${token}` };
  const service = "/it-security";
  const cacheState = async (path, headers) =>
    (await fetch(`${ORIGIN}${path}`, { headers })).headers.get("x-edge-cache") ?? "none";

  const rows = [
    { name: "static asset (home page bytes)", path: "/bench/static-home" },
    { name: "home page, anonymous (edge cache)", path: "/" },
    { name: "service page, anonymous (edge cache)", path: service },
    { name: "service page, signed in (uncached SSR)", path: service, headers: signedIn },
  ];
  const results = [];
  for (const row of rows) {
    await measure(row.path, row.headers); // warm-up pass, discarded
    const cache = await cacheState(row.path, row.headers);
    const result = await measure(row.path, row.headers);
    results.push({
      ...row,
      cache,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx,
    });
  }
  const base = results[0].rps;
  console.log(
    `\nbench: ${CONNECTIONS} connections, ${DURATION_S} s per row, home page ${homeHtml.length} bytes`,
  );
  console.log(
    [
      "row".padEnd(42),
      "cache".padStart(6),
      "req/s".padStart(9),
      "p50 ms".padStart(8),
      "p99 ms".padStart(8),
      "vs static".padStart(10),
      "errors".padStart(7),
    ].join(""),
  );
  for (const r of results) {
    console.log(
      [
        r.name.padEnd(42),
        r.cache.padStart(6),
        r.rps.toFixed(0).padStart(9),
        String(r.p50).padStart(8),
        String(r.p99).padStart(8),
        (r.rps / base).toFixed(2).padStart(10),
        String(r.errors).padStart(7),
      ].join(""),
    );
  }
} finally {
  await stop(server);
}
