import { describe, expect, it } from "vitest";
import { AppError } from "../../worker/errors";
import {
  type Attempt,
  countAttempt,
  LOGIN_WINDOW_MS,
  MAX_FAILURES_PER_IP,
  MAX_FAILURES_PER_USERNAME,
  MAX_MFA_FAILURES,
} from "../../worker/services/identity/lockout";
import { testDeps } from "../factories/deps";

// The login budgets at the level of the lockout service: every check of a password or a second
// factor is one counted attempt (login, password change, disabling MFA, new recovery codes).

const deps = testDeps();
let n = 0;

/** A username and an address no other test of this file uses. */
function fresh() {
  n += 1;
  return { username: `lockout-${n}`, ip: `10.60.${n}.1` };
}

const fail = (attempt: Attempt) => countAttempt(deps, attempt, async () => false);
const pass = (attempt: Attempt) => countAttempt(deps, attempt, async () => true);

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

describe("password budget per username", () => {
  it(`allows ${MAX_FAILURES_PER_USERNAME} failures, then refuses even a right check without running it`, async () => {
    const { username } = fresh();
    for (let i = 0; i < MAX_FAILURES_PER_USERNAME; i += 1) {
      // Each failure from its own address: only the username's budget is spent.
      expect(await fail({ kind: "password", username, ip: `10.61.0.${i}` })).toBe(false);
    }
    let checked = false;
    const error = await refusal(
      countAttempt(deps, { kind: "password", username, ip: "10.61.1.1" }, async () => {
        checked = true;
        return true;
      }),
    );
    expect(error).toMatchObject({ status: 429, code: "RATE_LIMITED" });
    expect(error.message).toMatch(/^Too many login attempts\. Try again in \d+ minutes?\.$/);
    expect(checked).toBe(false);
  });

  it("does not count passing checks as failures", async () => {
    const { username, ip } = fresh();
    for (let i = 0; i < MAX_FAILURES_PER_USERNAME + 3; i += 1) {
      expect(await pass({ kind: "password", username, ip })).toBe(true);
    }
    for (let i = 0; i < MAX_FAILURES_PER_USERNAME; i += 1) {
      await fail({ kind: "password", username, ip });
    }
    await expect(pass({ kind: "password", username, ip })).rejects.toMatchObject({ status: 429 });
  });

  it("counts a check that throws as a failure", async () => {
    const { username, ip } = fresh();
    for (let i = 0; i < MAX_FAILURES_PER_USERNAME; i += 1) {
      await expect(
        countAttempt(deps, { kind: "password", username, ip }, async () => {
          throw new Error("broken check");
        }),
      ).rejects.toThrow("broken check");
    }
    await expect(pass({ kind: "password", username, ip })).rejects.toMatchObject({ status: 429 });
  });

  it("forgets failures older than the window, and says when to try again", async () => {
    const { username, ip } = fresh();
    const now = Date.now();
    const at = (msAgo: number) => new Date(now - msAgo);
    // Five failures well outside the window: they no longer count.
    for (let i = 0; i < MAX_FAILURES_PER_USERNAME; i += 1) {
      await fail({ kind: "password", username, ip, now: at(LOGIN_WINDOW_MS + 600_000) });
    }
    expect(await pass({ kind: "password", username, ip, now: at(0) })).toBe(true);
    // Five inside it, the oldest two minutes ago: 13 minutes until that one expires.
    await fail({ kind: "password", username, ip, now: at(120_000) });
    for (let i = 1; i < MAX_FAILURES_PER_USERNAME; i += 1) {
      await fail({ kind: "password", username, ip, now: at(60_000) });
    }
    const error = await refusal(pass({ kind: "password", username, ip, now: at(0) }));
    expect(error.headers).toEqual({ "Retry-After": String(LOGIN_WINDOW_MS / 1000 - 120) });
    expect(error.message).toBe("Too many login attempts. Try again in 13 minutes.");
  });

  it("lets exactly the budget through when a burst arrives at once", async () => {
    const { username } = fresh();
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) =>
        fail({ kind: "password", username, ip: `10.62.0.${i}` }),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(MAX_FAILURES_PER_USERNAME);
  });
});

describe("password budget per address", () => {
  it(`allows ${MAX_FAILURES_PER_IP} failures from one address across usernames, then refuses it`, async () => {
    const { ip } = fresh();
    for (let i = 0; i < MAX_FAILURES_PER_IP; i += 1) {
      await fail({ kind: "password", username: `spray-${n}-${i}`, ip });
    }
    const untouched = `spray-${n}-new`;
    await expect(pass({ kind: "password", username: untouched, ip })).rejects.toMatchObject({
      status: 429,
      code: "RATE_LIMITED",
    });
    // The same username from another address still has its own budget.
    expect(await pass({ kind: "password", username: untouched, ip: "10.63.0.1" })).toBe(true);
  });
});

describe("second-factor budget", () => {
  it(`allows ${MAX_MFA_FAILURES} wrong codes per username, apart from the password budget`, async () => {
    const { username, ip } = fresh();
    for (let i = 0; i < MAX_MFA_FAILURES; i += 1) await fail({ kind: "mfa", username, ip });
    const error = await refusal(pass({ kind: "mfa", username, ip }));
    expect(error.status).toBe(429);
    expect(error.message).toMatch(/^Too many verification attempts\. Try again in \d+ minutes?\.$/);
    expect(await pass({ kind: "password", username, ip })).toBe(true);
  });

  it("has no per-address budget: wrong codes for many usernames from one address all run", async () => {
    const { ip } = fresh();
    for (let i = 0; i < MAX_FAILURES_PER_IP + 5; i += 1) {
      expect(await fail({ kind: "mfa", username: `codes-${n}-${i}`, ip })).toBe(false);
    }
  });
});
