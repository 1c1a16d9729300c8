import { execFileSync } from "node:child_process";

// The e2e server's local D1 (scripts/e2e-server.mjs keeps it in .wrangler/e2e-<port>): some
// stories need a state no screen can make, such as a sign-in from 11 minutes ago. Writing the
// file from outside makes SQLite busy for the server a moment: only specs that run in a
// Playwright project of their own may use it (playwright.config.ts).

const port = Number(process.env.E2E_PORT ?? 8788);

/** Runs one SQL statement on the e2e server's local D1. */
export function runLocalSql(sql: string) {
  const persistTo = `.wrangler/e2e-${port}`;
  execFileSync(
    "npx",
    ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", persistTo, "--command", sql],
    {
      stdio: ["ignore", "ignore", "inherit"],
      env: {
        ...process.env,
        CI: "true",
        WRANGLER_SEND_METRICS: "false",
        CLOUDFLARE_CF_FETCH_ENABLED: "false",
      },
    },
  );
}

/** Moves the user's sessions' last sign-in 11 minutes back: the next sign-in change needs step-up. */
export function makeSignInStale(username: string) {
  if (!/^[a-z0-9._-]+$/.test(username)) throw new Error(`unexpected username ${username}`);
  const at = new Date(Date.now() - 11 * 60_000).toISOString();
  runLocalSql(
    `UPDATE sessions SET authenticated_at = '${at}' WHERE user_id = (SELECT id FROM users WHERE username = '${username}')`,
  );
}
