// First-run setup for local work: .dev.vars from the committed example, then the local D1
// migrations. Idempotent; `npm run dev`, `npm run preview` and `npm test` call it.
import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync } from "node:fs";

const persistTo = process.argv.find((arg) => arg.startsWith("--persist-to="))?.split("=")[1];

if (!existsSync(".dev.vars")) {
  copyFileSync(".dev.vars.example", ".dev.vars");
  console.log("Created .dev.vars from .dev.vars.example (local development values).");
}

const args = ["wrangler", "d1", "migrations", "apply", "DB", "--local"];
if (persistTo) args.push("--persist-to", persistTo);
execFileSync("npx", args, {
  stdio: ["ignore", "inherit", "inherit"],
  env: {
    ...process.env,
    CI: "true",
    WRANGLER_SEND_METRICS: "false",
    CLOUDFLARE_CF_FETCH_ENABLED: "false",
  },
});
