import { env } from "cloudflare:workers";
import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import {
  countAttempt,
  MAX_FAILURES_PER_DEVICE,
  MAX_FAILURES_PER_USERNAME,
  MAX_MFA_FAILURES,
} from "../../worker/services/identity/lockout";
import {
  DEVICE_COOKIE,
  DEVICE_TOKEN_TTL_MS,
  deviceCookieAfterSignIn,
  deviceTokensOf,
  issueDeviceToken,
  MAX_DEVICE_TOKENS,
  verifyDeviceToken,
} from "../../worker/services/identity/trusted-devices";
import { testDeps } from "../factories/deps";
import { api, insertUser } from "../factories/users";

// Issue 19, part 3: a lockout nobody can abuse. A browser that signed in as a user holds a
// signed device cookie for that user; its attempts count only against its own budget, so
// failures from elsewhere never block it, while untrusted clients keep the per-username and
// per-address budgets.

const deps = testDeps();
const WRONG = "not-the-password";

const codeAt = (secret: string, timestamp: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp });

function login(
  body: { username: string; password: string; mfaCode?: string },
  ip: string,
  deviceCookie?: string,
) {
  return api("/api/auth/login", {
    method: "POST",
    body,
    headers: {
      "cf-connecting-ip": ip,
      ...(deviceCookie ? { cookie: `${DEVICE_COOKIE}=${deviceCookie}` } : {}),
    },
  });
}

/** The device cookie a sign-in answer sets: its value and its attributes. */
function deviceCookieOf(response: Response) {
  const header = response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(`${DEVICE_COOKIE}=`));
  if (!header) throw new Error("no device cookie was set");
  const [pair = "", ...attributes] = header.split(/;\s*/);
  return { value: decodeURIComponent(pair.slice(DEVICE_COOKIE.length + 1)), attributes };
}

async function failuresOf(username: string) {
  const row = await env.DB.prepare(
    "SELECT count(*) AS n, count(device) AS onDevice FROM login_attempts WHERE username = ? AND success = 0",
  )
    .bind(username)
    .first<{ n: number; onDevice: number }>();
  return { all: row?.n ?? 0, onDevice: row?.onDevice ?? 0 };
}

let n = 0;
const freshName = () => {
  n += 1;
  return `device-${n}`;
};

describe("the device cookie", () => {
  it("is set by a sign-in: signed, HttpOnly, Secure, SameSite=Strict, for /api/auth, a year", async () => {
    const user = await insertUser({
      role: "author",
      username: `Cookie-${crypto.randomUUID().slice(0, 6)}`,
    });
    const response = await login({ username: user.username, password: user.password }, "10.90.0.1");
    expect(response.status).toBe(200);
    const { value, attributes } = deviceCookieOf(response);
    expect(attributes).toEqual(
      expect.arrayContaining([
        "Path=/api/auth",
        "HttpOnly",
        "Secure",
        "SameSite=Strict",
        `Max-Age=${DEVICE_TOKEN_TTL_MS / 1000}`,
      ]),
    );
    const [token = ""] = deviceTokensOf(value);
    expect(await verifyDeviceToken(deps, token)).toMatchObject({
      username: user.username.toLowerCase(),
    });
  });

  it(`remembers up to ${MAX_DEVICE_TOKENS} users per browser, the newest sign-in first`, async () => {
    let cookie = "";
    const names = Array.from({ length: MAX_DEVICE_TOKENS + 2 }, (_, i) => `user-${i}`);
    for (const name of names) {
      cookie = await deviceCookieAfterSignIn(deps, deviceTokensOf(cookie), name);
    }
    // Signing in again as a remembered user replaces its token rather than adding one.
    cookie = await deviceCookieAfterSignIn(deps, deviceTokensOf(cookie), "user-4");
    const held = await Promise.all(deviceTokensOf(cookie).map((t) => verifyDeviceToken(deps, t)));
    expect(held.map((d) => d?.username)).toEqual([
      "user-4",
      "user-6",
      "user-5",
      "user-3",
      "user-2",
    ]);
  });
});

describe("1,000 wrong passwords from 100 addresses", { timeout: 120_000 }, () => {
  it("leave a trusted device able to sign in with the right password and TOTP, and lock everyone else out", async () => {
    const user = await insertUser({ role: "admin", mfa: true });
    const secret = user.totpSecret ?? "";
    const start = Date.now();
    // The owner signed in from this browser before the attack (a code from the previous
    // step, so the current one is still unused for the sign-in after it).
    const first = await login(
      { username: user.username, password: user.password, mfaCode: codeAt(secret, start - 30_000) },
      "10.91.0.1",
    );
    expect(first.status).toBe(200);
    const device = deviceCookieOf(first).value;

    const statuses: number[] = [];
    for (let wave = 0; wave < 10; wave += 1) {
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          login({ username: user.username, password: WRONG }, `10.92.${i}.1`),
        ),
      );
      statuses.push(...answers.map((a) => a.status));
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(MAX_FAILURES_PER_USERNAME);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1000 - MAX_FAILURES_PER_USERNAME);

    // An untrusted client with the right password: 429, with the spec's text and Retry-After.
    const untrusted = await login(
      { username: user.username, password: user.password },
      "10.93.0.1",
    );
    expect(untrusted.status).toBe(429);
    expect(untrusted.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await untrusted.json<{ error: string }>()).error).toMatch(
      /^Too many login attempts\. Try again in \d+ minutes?\.$/,
    );

    // The trusted device: the password, then the second factor, signs in.
    const asked = await login(
      { username: user.username, password: user.password },
      "10.92.0.1",
      device,
    );
    expect(asked.status).toBe(200);
    expect(await asked.json()).toEqual({ requiresMFA: true, methods: ["totp"] });
    const signedIn = await login(
      { username: user.username, password: user.password, mfaCode: codeAt(secret, Date.now()) },
      "10.92.0.1",
      device,
    );
    expect(signedIn.status).toBe(200);
    expect(await signedIn.json()).toMatchObject({ requiresMFA: false, token: expect.any(String) });
  });
});

describe("an untrusted device cookie", () => {
  const cases: [string, (username: string) => Promise<string>][] = [
    [
      "forged (signed with another key)",
      (username) =>
        issueDeviceToken(
          { env: { ...env, SESSION_SECRET: "someone-elses-secret-0123456789" } },
          username,
        ),
    ],
    ["for another user", () => issueDeviceToken(deps, "someone-else")],
    [
      "expired",
      (username) =>
        issueDeviceToken(deps, username, new Date(Date.now() - DEVICE_TOKEN_TTL_MS - 60_000)),
    ],
    ["not a token at all", async () => "garbage.garbage.garbage"],
  ];
  for (const [name, cookieFor] of cases) {
    it(`${name}: the right password still gets 429 once the username's budget is spent`, async () => {
      const user = await insertUser({ role: "editor" });
      const username = user.username.toLowerCase();
      for (let i = 0; i < MAX_FAILURES_PER_USERNAME; i += 1) {
        await countAttempt(
          deps,
          { kind: "password", username, ip: `10.94.${n}.${i}` },
          async () => false,
        );
      }
      const cookie = await cookieFor(username);
      const answer = await login(
        { username: user.username, password: user.password },
        "10.94.9.9",
        cookie,
      );
      expect(answer.status).toBe(429);
    });
  }
});

describe("a trusted device's own budget", () => {
  async function spentUsername() {
    const username = freshName();
    for (let i = 0; i < MAX_FAILURES_PER_USERNAME; i += 1) {
      await countAttempt(
        deps,
        { kind: "password", username, ip: `10.95.${n}.${i}` },
        async () => false,
      );
    }
    return username;
  }

  it(`a burst of 30 parallel wrong tries stores at most ${MAX_FAILURES_PER_DEVICE} failures`, async () => {
    const username = await spentUsername();
    const deviceTokens = [await issueDeviceToken(deps, username)];
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) =>
        countAttempt(
          deps,
          { kind: "password", username, ip: `10.96.0.${i}`, deviceTokens },
          async () => false,
        ),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(MAX_FAILURES_PER_DEVICE);
    expect(results.filter((r) => r.status === "rejected")).toHaveLength(
      30 - MAX_FAILURES_PER_DEVICE,
    );
    expect(await failuresOf(username)).toEqual({
      all: MAX_FAILURES_PER_USERNAME + MAX_FAILURES_PER_DEVICE,
      onDevice: MAX_FAILURES_PER_DEVICE,
    });
  });

  it("is not spent by anyone else: failures elsewhere leave it whole", async () => {
    const username = await spentUsername();
    const deviceTokens = [await issueDeviceToken(deps, username)];
    for (let i = 0; i < MAX_FAILURES_PER_DEVICE - 1; i += 1) {
      await countAttempt(
        deps,
        { kind: "password", username, ip: "10.97.0.1", deviceTokens },
        async () => false,
      );
    }
    // Another trusted browser of the same user has its own budget.
    const other = [await issueDeviceToken(deps, username)];
    for (let i = 0; i < MAX_FAILURES_PER_DEVICE; i += 1) {
      await countAttempt(
        deps,
        { kind: "password", username, ip: "10.97.0.2", deviceTokens: other },
        async () => false,
      );
    }
    expect(
      await countAttempt(
        deps,
        { kind: "password", username, ip: "10.97.0.1", deviceTokens },
        async () => true,
      ),
    ).toBe(true);
  });

  it("once spent, the device falls back to the untrusted budgets until the window passes", async () => {
    const username = freshName();
    const deviceTokens = [await issueDeviceToken(deps, username)];
    const attempt = { kind: "password" as const, username, ip: "10.98.0.1", deviceTokens };
    for (let i = 0; i < MAX_FAILURES_PER_DEVICE; i += 1) {
      await countAttempt(deps, attempt, async () => false);
    }
    // Now untrusted: the username's budget (still whole) applies and is counted.
    for (let i = 0; i < MAX_FAILURES_PER_USERNAME; i += 1) {
      expect(await countAttempt(deps, attempt, async () => false)).toBe(false);
    }
    expect(await failuresOf(username)).toEqual({
      all: MAX_FAILURES_PER_DEVICE + MAX_FAILURES_PER_USERNAME,
      onDevice: MAX_FAILURES_PER_DEVICE,
    });
    await expect(countAttempt(deps, attempt, async () => true)).rejects.toMatchObject({
      status: 429,
    });
    // After the window the device is trusted again.
    const later = new Date(Date.now() + 16 * 60 * 1000);
    expect(await countAttempt(deps, { ...attempt, now: later }, async () => true)).toBe(true);
  });

  it("second-factor attempts from a trusted device ignore the username's spent code budget", async () => {
    const username = freshName();
    for (let i = 0; i < MAX_MFA_FAILURES; i += 1) {
      await countAttempt(deps, { kind: "mfa", username, ip: `10.99.0.${i}` }, async () => false);
    }
    await expect(
      countAttempt(deps, { kind: "mfa", username, ip: "10.99.1.1" }, async () => true),
    ).rejects.toMatchObject({ status: 429 });
    const deviceTokens = [await issueDeviceToken(deps, username)];
    expect(
      await countAttempt(
        deps,
        { kind: "mfa", username, ip: "10.99.1.1", deviceTokens },
        async () => true,
      ),
    ).toBe(true);
  });
});
