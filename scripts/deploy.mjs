// `npm run deploy` after the build: the auxiliary Workers first (the page Worker's service
// bindings must find them), then the page Worker, each from its built config. Workers AI is
// bound here, in the page Worker's built config, and nowhere else: it has no local simulation,
// so with `[ai]` in wrangler.toml `npm run dev`, Vitest and `wrangler dev` would not start
// without a Cloudflare login (docs/decisions/0088-each-binding-once.md). Every other binding
// is stated once, in wrangler.toml. `--dry-run` checks it all without an account.
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { AUXILIARY_WORKERS } from "./auxiliary-workers.mjs";

const buildDir = process.env.BUILD_DIR ?? "build";
const extra = process.argv.includes("--dry-run") ? ["--dry-run"] : [];
const deploy = (config) =>
  execFileSync("npx", ["wrangler", "deploy", "--config", config, ...extra], { stdio: "inherit" });

const pageConfig = `${buildDir}/server/wrangler.json`;
const built = JSON.parse(readFileSync(pageConfig, "utf8"));
writeFileSync(pageConfig, JSON.stringify({ ...built, ai: { binding: "AI" } }));

// The live Worker reads the site's D1: the page Worker's database, whatever id it is given.
const siteDb = built.d1_databases?.find((db) => db.binding === "DB");
for (const { dir } of AUXILIARY_WORKERS) {
  const config = `${buildDir}/${dir}/wrangler.json`;
  const aux = JSON.parse(readFileSync(config, "utf8"));
  if (siteDb && aux.d1_databases?.some((db) => db.binding === "DB")) {
    const d1 = aux.d1_databases.map((db) => (db.binding === "DB" ? siteDb : db));
    writeFileSync(config, JSON.stringify({ ...aux, d1_databases: d1 }));
  }
  deploy(config);
}
deploy(pageConfig);
