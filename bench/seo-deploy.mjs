// Bench row: "100-page bulk deploy time". One POST /api/seo/deploys with 100 pages, as the bulk
// editor sends it, against the production build on loopback: every page's conditional write,
// record and audit, one purge, one feed rebuild, and each page re-rendered in the Worker to
// verify its <head>. The pages keep their text (each deploy writes what the page shows), so the
// rows measured after this one see the same site. GitHub is not configured here, so the push is
// not in the figure. The browser gives up on the API at 30 s.
//
// `npm run bench` prints it; `node bench/seo-deploy.mjs` (through npx, for the pinned Node)
// builds, serves and runs this row alone on its own port.
import { pathToFileURL } from "node:url";
import { prepareLocal, startLocalServer, stopServer, waitFor } from "../scripts/local-server.mjs";

const PAGES = 100;
const ROUNDS = 3;

/**
 * Times `rounds` bulk deploys of PAGES pages; returns the rounds' seconds, the median and how
 * many pages each round deployed (the catalogue may hold fewer active pages).
 */
export async function benchBulkDeploy(origin, token, rounds = ROUNDS) {
  const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
  const seconds = [];
  let deployed = 0;
  for (let round = 0; round < rounds; round += 1) {
    const list = await fetch(`${origin}/api/seo/pages`, { headers });
    if (!list.ok) throw new Error(`GET /api/seo/pages answered ${list.status}`);
    const { pages } = await list.json();
    const changes = pages.slice(0, PAGES).map((page) => ({
      path: page.path,
      title: page.title.slice(0, 120),
      description: page.description.slice(0, 320),
      version: page.version,
    }));
    const started = performance.now();
    const response = await fetch(`${origin}/api/seo/deploys`, {
      method: "POST",
      headers,
      body: JSON.stringify({ source: "bulk", changes }),
      signal: AbortSignal.timeout(30_000),
    });
    const body = await response.json();
    seconds.push((performance.now() - started) / 1000);
    if (!response.ok) throw new Error(`bulk deploy answered ${response.status}: ${body.error}`);
    deployed = body.results.filter((result) => result.ok).length;
    if (deployed !== changes.length) {
      throw new Error(`bulk deploy: ${deployed} of ${changes.length} pages deployed`);
    }
  }
  const sorted = [...seconds].sort((a, b) => a - b);
  return { seconds, median: sorted[Math.floor(sorted.length / 2)], pages: deployed };
}

/** The report line of the row. */
export function bulkDeployLine(result) {
  return result.failed
    ? `100-page bulk deploy time: failed (${result.failed})`
    : `100-page bulk deploy time: ${result.median.toFixed(2)} s for ${result.pages} pages in one request (median of ${result.seconds.map((s) => s.toFixed(2)).join(" ")}; one purge, one feed rebuild, every page verified; goal well under the client's 30 s)`;
}

// Run alone: build, serve on its own port and state, print the row.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const port = Number(process.env.BENCH_DEPLOY_PORT ?? 8795);
  const origin = `http://127.0.0.1:${port}`;
  const buildDir = ".wrangler/bench-deploy-build";
  const persistTo = ".wrangler/bench-deploy";
  const password = "bench-admin-password";
  prepareLocal({ persistTo, buildDir, build: process.env.BENCH_BUILD !== "0" });
  const server = startLocalServer({
    port,
    buildDir,
    persistTo,
    vars: { ENVIRONMENT: "bench", ADMIN_PASSWORD: password },
    env: { X_LOCAL_OBSERVABILITY: "false", X_LOCAL_EXPLORER: "false" },
  });
  try {
    await waitFor(`${origin}/`);
    const login = await fetch(`${origin}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "admin", password }),
    });
    const { token } = await login.json();
    if (!token) throw new Error(`bench login failed: ${login.status}`);
    const result = await benchBulkDeploy(origin, token).catch((error) => ({
      failed: String(error).slice(0, 300),
    }));
    console.log(bulkDeployLine(result));
  } finally {
    await stopServer(server);
  }
}
