import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import {
  MAX_FAILURES_PER_IP,
  MAX_PASSKEY_FAILURES_PER_IP,
  MAX_PASSKEY_OPTIONS_PER_IP,
} from "../../worker/services/identity/lockout";
import { senderNetwork as budgetAddress } from "../../worker/services/platform/ip-address";
import { api } from "../factories/users";

// Issue #31: anonymous sign-in requests are budgeted per address (an IPv6 /64 counts as one),
// and past the budget they answer 429 and store nothing.

const count = async (sql: string, ...binds: unknown[]) =>
  (
    await env.DB.prepare(sql)
      .bind(...binds)
      .first<{ n: number }>()
  )?.n ?? 0;

const challenges = () =>
  count("SELECT count(*) AS n FROM webauthn_challenges WHERE purpose = 'login'");
const failedSignIns = () =>
  count("SELECT count(*) AS n FROM audit_log WHERE action = 'auth.login.failed'");

/** A fresh /64 and addresses inside it, each different, as a host could pick them. */
function ipv6Network() {
  const prefix = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:${Math.floor(
    Math.random() * 0xffff,
  ).toString(16)}`;
  let n = 0;
  return () => {
    n += 1;
    // Spelled differently each time: full, compressed, upper case.
    const host = `${n.toString(16)}:0:0:${(n * 7).toString(16)}`;
    return n % 3 === 0
      ? `${prefix}:${host}`.toUpperCase()
      : `${prefix}:${host}`.replace(":0:0:", "::");
  };
}

const options = (ip: string) =>
  api("/api/auth/passkeys/login/options", { method: "POST", headers: { "cf-connecting-ip": ip } });

/** A well-formed passkey answer to a challenge nobody issued. */
const forgedAnswer = {
  response: {
    id: "Zm9yZ2Vk",
    rawId: "Zm9yZ2Vk",
    type: "public-key",
    clientExtensionResults: {},
    response: {
      clientDataJSON: btoa(
        JSON.stringify({ type: "webauthn.get", challenge: "bm9ib2R5", origin: "http://x" }),
      ).replace(/=+$/, ""),
      authenticatorData: "AAAA",
      signature: "AAAA",
    },
  },
};

const verify = (ip: string) =>
  api("/api/auth/passkeys/login/verify", {
    method: "POST",
    body: forgedAnswer,
    headers: { "cf-connecting-ip": ip },
  });

async function expectBudgetSpent(response: Response, what: string) {
  expect(response.status).toBe(429);
  expect(await response.json()).toEqual({
    error: `Too many ${what} attempts. Try again in 15 minutes.`,
    code: "RATE_LIMITED",
  });
  const retryAfter = Number(response.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThan(14 * 60);
  expect(retryAfter).toBeLessThanOrEqual(15 * 60);
}

describe("senderNetwork as the budgets count an address", () => {
  it("counts an IPv6 address as its /64 in any spelling, and IPv4 one by one", () => {
    const same = [
      "2001:db8:1:2::1",
      "2001:DB8:1:2:ffff:ffff:ffff:ffff",
      "2001:0db8:0001:0002:0000:0000:0000:0001",
      "[2001:db8:1:2::abcd]",
      "2001:db8:1:2:0:0:10.0.0.1",
    ];
    expect(new Set(same.map(budgetAddress))).toEqual(new Set(["2001:db8:1:2::/64"]));
    expect(budgetAddress("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(budgetAddress("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(budgetAddress("::ffff:192.0.2.1")).toBe("192.0.2.1");
    expect(budgetAddress("192.0.2.1")).toBe("192.0.2.1");
    expect(budgetAddress("192.0.2.2")).toBe("192.0.2.2");
    expect(budgetAddress("unknown")).toBe("unknown");
    expect(budgetAddress("1:2:3")).toBe("1:2:3");
  });
});

describe("anonymous sign-in requests have a budget per address", () => {
  it("answers passkey sign-in options with 429 past the budget, storing no more challenges", async () => {
    const before = await challenges();
    const statuses: number[] = [];
    for (let i = 0; i < MAX_PASSKEY_OPTIONS_PER_IP + 5; i += 1) {
      const response = await options("203.0.113.7");
      statuses.push(response.status);
      if (response.status === 429) await expectBudgetSpent(response, "passkey sign-in");
      else await response.body?.cancel();
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(MAX_PASSKEY_OPTIONS_PER_IP);
    expect(statuses.slice(MAX_PASSKEY_OPTIONS_PER_IP)).toEqual([429, 429, 429, 429, 429]);
    expect((await challenges()) - before).toBe(MAX_PASSKEY_OPTIONS_PER_IP);
    // Another address has its own budget.
    expect((await options("203.0.113.8")).status).toBe(200);
  });

  it("counts every address of an IPv6 /64 as one", async () => {
    const next = ipv6Network();
    const before = await challenges();
    let refused = 0;
    for (let i = 0; i < MAX_PASSKEY_OPTIONS_PER_IP + 3; i += 1) {
      const response = await options(next());
      if (response.status === 429) refused += 1;
      await response.body?.cancel();
    }
    expect(refused).toBe(3);
    expect((await challenges()) - before).toBe(MAX_PASSKEY_OPTIONS_PER_IP);
    expect((await options(ipv6Network()())).status).toBe(200);
  });

  it("answers failed passkey sign-ins with 429 past the budget, auditing no more of them", async () => {
    for (const address of [() => "198.51.100.77", ipv6Network()]) {
      const before = await failedSignIns();
      const statuses: number[] = [];
      for (let i = 0; i < MAX_PASSKEY_FAILURES_PER_IP + 3; i += 1) {
        const response = await verify(address());
        statuses.push(response.status);
        if (response.status === 429) await expectBudgetSpent(response, "passkey sign-in");
        else await response.body?.cancel();
      }
      expect(statuses.filter((s) => s === 401)).toHaveLength(MAX_PASSKEY_FAILURES_PER_IP);
      expect(statuses.slice(MAX_PASSKEY_FAILURES_PER_IP)).toEqual([429, 429, 429]);
      expect((await failedSignIns()) - before).toBe(MAX_PASSKEY_FAILURES_PER_IP);
    }
  });

  it("counts wrong passwords from one IPv6 /64 against one address budget", async () => {
    const next = ipv6Network();
    const before = await failedSignIns();
    const statuses: number[] = [];
    for (let i = 0; i < MAX_FAILURES_PER_IP + 3; i += 1) {
      const response = await api("/api/auth/login", {
        method: "POST",
        body: { username: `nobody-${i}`, password: "wrong password" },
        headers: { "cf-connecting-ip": next() },
      });
      statuses.push(response.status);
      if (response.status === 429) await expectBudgetSpent(response, "login");
      else await response.body?.cancel();
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(MAX_FAILURES_PER_IP);
    expect(statuses.slice(MAX_FAILURES_PER_IP)).toEqual([429, 429, 429]);
    expect((await failedSignIns()) - before).toBe(MAX_FAILURES_PER_IP);
  });
});
