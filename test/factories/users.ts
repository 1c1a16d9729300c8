import { env, exports } from "cloudflare:workers";
import { createDb } from "../../worker/db/client";
import type { Role } from "../../worker/db/schema";
import { users } from "../../worker/db/schema";
import { generateTotpSecret } from "../../worker/services/identity/mfa";
import { hashPassword } from "../../worker/services/identity/passwords";
import type { SessionUser } from "../../worker/services/identity/session-user";
import { encryptString } from "../../worker/services/platform/crypto";

export const ORIGIN = "http://example.com";
export const DEFAULT_PASSWORD = "correct horse battery";

let counter = 0;

export interface TestUser {
  id: string;
  username: string;
  password: string;
  role: Role;
  /** The TOTP secret (base32) when created with `mfa: true`. */
  totpSecret?: string;
}

/** Inserts a user straight into D1. */
export async function insertUser(
  options: {
    role?: Role;
    username?: string;
    password?: string;
    mfa?: boolean;
    isActive?: boolean;
  } = {},
): Promise<TestUser> {
  counter += 1;
  const user: TestUser = {
    id: crypto.randomUUID(),
    username: options.username ?? `user${counter}-${crypto.randomUUID().slice(0, 6)}`,
    password: options.password ?? DEFAULT_PASSWORD,
    role: options.role ?? "admin",
  };
  const totpSecret = options.mfa ? await generateTotpSecret({ env }) : undefined;
  await createDb(env.DB)
    .insert(users)
    .values({
      id: user.id,
      username: user.username,
      passwordHash: await hashPassword(user.password),
      role: user.role,
      isActive: options.isActive ?? true,
      mfaEnabled: Boolean(totpSecret),
      mfaSecret: totpSecret ? await encryptString(env.ENCRYPTION_KEY, totpSecret) : null,
    });
  return { ...user, totpSecret };
}

/** A user's second factors as stored: the TOTP columns, recovery codes, version and passkeys. */
export async function secondFactorsOf(userId: string) {
  const row = await env.DB.prepare(
    "SELECT mfa_enabled, mfa_secret, mfa_pending_secret, mfa_last_step, recovery_codes, version FROM users WHERE id = ?",
  )
    .bind(userId)
    .first();
  const keys = await env.DB.prepare("SELECT count(*) AS n FROM passkeys WHERE user_id = ?")
    .bind(userId)
    .first<{ n: number }>();
  return { row, passkeys: keys?.n ?? 0 };
}

/** A user as a service sees the caller: signed in just now, with no second factor. */
export function sessionUserFor(
  user: Pick<TestUser, "id" | "username" | "role">,
  change: Partial<SessionUser> = {},
): SessionUser {
  return {
    id: user.id,
    username: user.username,
    role: user.role,
    mfaEnabled: false,
    passkeyCount: 0,
    authenticatedAt: new Date().toISOString(),
    sessionId: "test",
    viaCookie: false,
    ...change,
  };
}

/** A request through the Worker, JSON in and out. */
export function api(
  path: string,
  init: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...init.headers };
  if (init.body !== undefined) headers["content-type"] = "application/json";
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  return exports.default.fetch(`${ORIGIN}${path}`, {
    method: init.method ?? "GET",
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

/** Logs in through the API and returns the bearer token. */
export async function loginAs(user: Pick<TestUser, "username" | "password">, mfaCode?: string) {
  const response = await api("/api/auth/login", {
    method: "POST",
    body: { username: user.username, password: user.password, mfaCode },
    headers: { "cf-connecting-ip": `10.0.${counter % 250}.${Math.floor(Math.random() * 250)}` },
  });
  const body = await response.json<{ token?: string; error?: string }>();
  if (!body.token) throw new Error(`login failed: ${response.status} ${JSON.stringify(body)}`);
  return body.token;
}

/** A user of `role` with a live session token. */
export async function signedIn(role: Role = "admin") {
  const user = await insertUser({ role });
  return { user, token: await loginAs(user) };
}

/** A user's stored version, as the Users tab read it before a change. */
export async function userVersion(id: string): Promise<number> {
  const row = await env.DB.prepare("SELECT version FROM users WHERE id = ?").bind(id).first<{
    version: number;
  }>();
  return row?.version ?? 0;
}

/** `PATCH /api/users/:id` with the version the Users tab would have read first. */
export async function patchUser(token: string, id: string, change: Record<string, unknown>) {
  return api(`/api/users/${id}`, {
    method: "PATCH",
    token,
    body: { version: await userVersion(id), ...change },
  });
}
