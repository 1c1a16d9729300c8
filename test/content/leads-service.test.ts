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
} from "../../worker/services/content/leads";
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
