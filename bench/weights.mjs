// `node bench/weights.mjs`: the first-load weights alone (what `npm run bench` prints among
// its rows): builds, serves the build on loopback, signs in and measures /admin, a post's
// blog editor and four public pages (bench/first-load.ts). Exits 1 when a budget is exceeded.
// WEIGHTS_SKIP_BUILD=1 reuses the last build in .wrangler/weights-build.
import { prepareLocal, startLocalServer, stopServer, waitFor } from "../scripts/local-server.mjs";
import { measureWeights, sessionCookie, weightLines } from "./first-load.ts";

const PORT = Number(process.env.WEIGHTS_PORT ?? 8792);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const ADMIN_PASSWORD = "weights-admin-password";
const persistTo = ".wrangler/weights";
const buildDir = ".wrangler/weights-build";

prepareLocal({ persistTo, buildDir, build: !process.env.WEIGHTS_SKIP_BUILD });
const server = startLocalServer({
  port: PORT,
  buildDir,
  persistTo,
  vars: { ENVIRONMENT: "bench", ADMIN_PASSWORD },
  inspectorPort: PORT + 1000,
});
let ok = false;
try {
  await waitFor(`${ORIGIN}/api/health`);
  const weights = await measureWeights(
    ORIGIN,
    await sessionCookie(ORIGIN, "admin", ADMIN_PASSWORD),
  );
  const report = weightLines(weights);
  for (const line of report.lines) console.log(line);
  if (process.argv.includes("--files")) {
    for (const load of [weights.admin, weights.editor]) console.log(load.path, load.assets);
  }
  ok = report.ok;
} finally {
  await stopServer(server);
}
process.exit(ok ? 0 : 1);
