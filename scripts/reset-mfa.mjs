// npm run reset-mfa -- <username> [--remote]
// Resets a user's second factor straight in D1 (local by default, --remote for the deployed
// database), for when the only administrator has lost their authenticator and recovery codes.
// The user then signs in with their password and sets up a second factor again. See README,
// "Lost second factor".
import { execFileSync } from "node:child_process";
import { buildResetMfaSql } from "./reset-mfa-sql.ts";

const args = process.argv.slice(2);
const remote = args.includes("--remote");
const names = args.filter((arg) => !arg.startsWith("--"));
const unknown = args.filter(
  (arg) => arg.startsWith("--") && arg !== "--remote" && arg !== "--local",
);

if (names.length !== 1 || unknown.length > 0) {
  console.error("Usage: npm run reset-mfa -- <username> [--remote]");
  process.exit(2);
}

let sql;
try {
  sql = buildResetMfaSql(names[0]);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
}

console.log(
  `Resetting the second factor of ${names[0]} in the ${remote ? "remote" : "local"} database…`,
);
const wrangler = (args) =>
  execFileSync("npx", ["wrangler", ...args], {
    stdio: "inherit",
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
  });
try {
  // The local database may predate the passkeys table: bring it up to date first (the remote
  // one is migrated by every deploy).
  if (!remote) wrangler(["d1", "migrations", "apply", "DB", "--local"]);
  // No shell: the SQL goes to wrangler as one argument.
  wrangler(["d1", "execute", "DB", remote ? "--remote" : "--local", "--command", sql]);
} catch {
  console.error(
    "The reset did not finish: wrangler's message above says why. Run it again once that is fixed.",
  );
  process.exit(1);
}
console.log(
  "Done when the last result above shows the user with mfa_enabled 0 and passkeys 0 (an empty last result: no such user). They now sign in with their password and set up a second factor again.",
);
