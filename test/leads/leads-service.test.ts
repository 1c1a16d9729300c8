import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type LeadInput, LeadSchema } from "../../app/schemas/lead";
import { createDb } from "../../worker/db/client";
import { leads } from "../../worker/db/schema";
import {
  createLead,
  LEAD_RATE_LIMIT,
  LEAD_RATE_LIMIT_MESSAGE,
  LEAD_RATE_WINDOW_MS,
} from "../../worker/services/leads/leads";
import { senderNetwork } from "../../worker/services/platform/ip-address";
import { testDeps } from "../factories/deps";

// The contact form's hourly limit at the service level: 5 leads per address per hour, counted
// and stored in one statement.

const deps = testDeps();
const db = createDb(env.DB);
const MINUTE = 60 * 1000;

const LEAD: LeadInput = LeadSchema.parse({
  name: "Priya Raman",
  email: "priya@acme-msp.example",
  message: "We need overnight NOC coverage for 40 clients from next month.",
});

let n = 0;
/** A sender address no other test of this file uses. */
function sender() {
  n += 1;
  return { ip: `198.51.100.${n}`, userAgent: "leads-service" };
}

const storedFrom = (ip: string) => db.select().from(leads).where(eq(leads.ip, ip)).all();

describe("the hourly limit per address", () => {
  it(`stores ${LEAD_RATE_LIMIT} leads, then refuses the next with 429 and Retry-After, storing nothing`, async () => {
    const from = sender();
    for (let i = 0; i < LEAD_RATE_LIMIT; i += 1) await createLead(deps, LEAD, from);

    await expect(createLead(deps, LEAD, from)).rejects.toMatchObject({
      status: 429,
      code: "RATE_LIMITED",
      message: LEAD_RATE_LIMIT_MESSAGE,
      headers: { "Retry-After": String(LEAD_RATE_WINDOW_MS / 1000) },
    });
    expect(await storedFrom(from.ip)).toHaveLength(LEAD_RATE_LIMIT);
  });

  it("counts each address on its own", async () => {
    const busy = sender();
    for (let i = 0; i < LEAD_RATE_LIMIT; i += 1) await createLead(deps, LEAD, busy);
    const other = sender();
    await expect(createLead(deps, LEAD, other)).resolves.toMatchObject({ name: LEAD.name });
  });

  it("counts only the last hour", async () => {
    const from = sender();
    const start = Date.now();
    const at = (ms: number) => new Date(start + ms);
    for (let i = 0; i < LEAD_RATE_LIMIT; i += 1) await createLead(deps, LEAD, from, at(0));
    // Still inside the hour: refused.
    await expect(createLead(deps, LEAD, from, at(59 * MINUTE))).rejects.toMatchObject({
      status: 429,
    });
    // Once the first five are an hour old, the address may send again.
    await expect(createLead(deps, LEAD, from, at(LEAD_RATE_WINDOW_MS))).resolves.toBeDefined();
  });

  it("holds when one address sends many at once", async () => {
    const from = sender();
    const results = await Promise.allSettled(
      Array.from({ length: LEAD_RATE_LIMIT + 4 }, () => createLead(deps, LEAD, from)),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(LEAD_RATE_LIMIT);
    expect(await storedFrom(from.ip)).toHaveLength(LEAD_RATE_LIMIT);
  });
});

describe("one sender per network", () => {
  let block = 0;
  /** A fresh documentation /64 (2001:db8:N::/64) for one test. */
  const freshBlock = () => {
    block += 1;
    return `2001:db8:${block.toString(16)}:`;
  };

  it("counts an IPv6 /64 as one sender however its addresses are spelled or rotated", async () => {
    const net = freshBlock();
    // One /64, six spellings: rotated low bits, upper case, leading zeros, `::` compressed
    // or written out, a zone id, brackets.
    const spellings = [
      `${net}0:1:2:3:4`,
      `${net.toUpperCase()}0:DEAD:BEEF:0:1`,
      `${net.replace("2001:db8:", "2001:0db8:")}0000:aaaa::5`,
      `${net}0::6`,
      `${net}0:0:0:0:7%eth0`,
      `[${net}0:ffff:ffff:ffff:ffff]`,
    ];
    for (const ip of spellings.slice(0, LEAD_RATE_LIMIT)) {
      await createLead(deps, LEAD, { ip, userAgent: "rotating" });
    }
    await expect(
      createLead(deps, LEAD, { ip: spellings[LEAD_RATE_LIMIT] ?? "", userAgent: "rotating" }),
    ).rejects.toMatchObject({ status: 429, code: "RATE_LIMITED" });
    // The next /64 is someone else.
    const neighbour = `${net.replace(/:$/, "")}1::1`;
    await expect(createLead(deps, LEAD, { ip: neighbour, userAgent: "x" })).resolves.toBeDefined();
  });

  it("counts IPv4 per address, and IPv4-mapped IPv6 as that IPv4 address", async () => {
    const v4 = `192.0.2.${200 + (block % 50)}`;
    block += 1;
    const spellings = [v4, `::ffff:${v4}`, `::FFFF:${v4}`, `0:0:0:0:0:ffff:${v4}`];
    const [a = 0, b = 0, c = 0, d = 0] = v4.split(".").map(Number);
    spellings.push(`::ffff:${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`);
    for (const ip of spellings) await createLead(deps, LEAD, { ip, userAgent: "mapped" });
    await expect(createLead(deps, LEAD, { ip: v4, userAgent: "x" })).rejects.toMatchObject({
      status: 429,
    });
    // The neighbouring IPv4 address is another sender.
    const next = `192.0.2.${(d + 1) % 256}`;
    await expect(createLead(deps, LEAD, { ip: next, userAgent: "x" })).resolves.toBeDefined();
  });
});

describe("senderNetwork", () => {
  it("gives one key per IPv4 address or IPv6 /64 in every spelling", () => {
    expect(senderNetwork("2001:DB8::1")).toBe("2001:db8:0:0::/64");
    expect(senderNetwork("2001:0db8:0000:0000:ffff::")).toBe("2001:db8:0:0::/64");
    expect(senderNetwork("[2001:db8:a:b:c:d:e:f]")).toBe("2001:db8:a:b::/64");
    expect(senderNetwork("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(senderNetwork("::ffff:198.51.100.7")).toBe("198.51.100.7");
    expect(senderNetwork("::ffff:c633:6407")).toBe("198.51.100.7");
    expect(senderNetwork("::ffff:0:198.51.100.7")).toBe("198.51.100.7");
    expect(senderNetwork(" 198.51.100.7 ")).toBe("198.51.100.7");
    expect(senderNetwork("::1")).toBe("0:0:0:0::/64");
    expect(senderNetwork("unknown")).toBe("unknown");
  });
});
