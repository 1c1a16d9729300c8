// The SQL of `npm run reset-mfa -- <username>`: the same effect as an administrator's
// POST /api/users/:id/reset-mfa, for when no administrator can sign in. Pure and
// self-contained (no imports), so the command runs it with Node's own TypeScript support and
// test/identity/reset-mfa-cli.test.ts runs its SQL against real D1.

/** UsernameSchema's rule (app/schemas/user.ts); the test holds the two together. */
export const CLI_USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,32}$/;

/** The audit log's actor for a change made with the command. */
export const CLI_ACTOR = "cli";

/** A string as an SQL literal: single quotes doubled, nothing else can end it. */
export function sqlString(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/**
 * The statements (one per line, for `wrangler d1 execute --command`) that clear a user's TOTP,
 * recovery codes and passkeys, revoke their sessions, write a `user.mfa_reset` audit row with
 * actor "cli" and bump their version; the last line shows the user afterwards (no row: no such
 * user). Each statement is safe to run again. Throws on a username UsernameSchema refuses.
 *
 * @example buildResetMfaSql("alice")
 */
export function buildResetMfaSql(username: string): string {
  const name = username.trim();
  if (!CLI_USERNAME_PATTERN.test(name)) {
    throw new Error("Username must be 3 to 32 letters, digits, dots, dashes or underscores");
  }
  const match = `lower(username) = ${sqlString(name.toLowerCase())}`;
  const userId = `(SELECT id FROM users WHERE ${match})`;
  const now = `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;
  return [
    `DELETE FROM passkeys WHERE user_id = ${userId};`,
    `UPDATE sessions SET revoked_at = ${now} WHERE revoked_at IS NULL AND user_id = ${userId};`,
    `INSERT INTO audit_log (created_at, actor_username, action, target_type, target_id, details) SELECT ${now}, ${sqlString(CLI_ACTOR)}, 'user.mfa_reset', 'user', id, json_object('username', username) FROM users WHERE ${match};`,
    `UPDATE users SET mfa_enabled = 0, mfa_secret = NULL, mfa_pending_secret = NULL, mfa_last_step = NULL, recovery_codes = NULL, updated_at = ${now}, version = version + 1 WHERE ${match};`,
    `SELECT username, mfa_enabled, (SELECT count(*) FROM passkeys WHERE passkeys.user_id = users.id) AS passkeys FROM users WHERE ${match};`,
  ].join("\n");
}
