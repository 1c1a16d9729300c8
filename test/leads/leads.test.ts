import { env } from "cloudflare:workers";
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type ContactActionData, contactAction } from "../../app/routes/public/home.server";
import { CONTACT_SUCCESS_MESSAGE } from "../../app/schemas/lead";
import { createDb } from "../../worker/db/client";
import { auditLog, leads } from "../../worker/db/schema";
import { LEAD_RATE_LIMIT_MESSAGE } from "../../worker/services/leads/leads";
import { testRouterContext } from "../factories/deps";
import { insertLeads } from "../factories/leads";
import { api, signedIn } from "../factories/users";

const db = createDb(env.DB);
let addressCounter = 0;
/** A fresh sender address per test, so the hourly limit of one test never touches another. */
const freshIp = () => {
  addressCounter += 1;
  return `203.0.113.${addressCounter}`;
};

const VALID = {
  name: "Priya Raman",
  email: "priya@acme-msp.example",
  phone: "+1 (555) 010-0142",
  company: "Acme MSP",
  message: "We need overnight NOC coverage for 40 clients from next month.",
};

/** Runs the home route's action as React Router would: a form POST with the router context. */
async function submit(fields: Record<string, string>, ip = freshIp()) {
  const body = new URLSearchParams(fields);
  const request = new Request("http://example.com/?index", {
    method: "POST",
    body,
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "cf-connecting-ip": ip,
      "user-agent": "leads-test",
    },
  });
  const context = testRouterContext();
  const result = await contactAction({ request, context });
  return { status: result.init?.status ?? 200, data: result.data, headers: result.init?.headers };
}

const leadsFrom = (ip: string) => db.select().from(leads).where(eq(leads.ip, ip)).all();

function errorsOf(data: ContactActionData) {
  if (data.status !== "error") throw new Error(`expected errors, got ${JSON.stringify(data)}`);
  return data;
}

describe("contact form action", () => {
  it("stores a valid lead with the sender's address and answers the thank-you", async () => {
    const ip = freshIp();
    const result = await submit(VALID, ip);
    expect(result).toMatchObject({
      status: 200,
      data: { status: "success", message: CONTACT_SUCCESS_MESSAGE },
    });
    const [stored] = await leadsFrom(ip);
    expect(stored).toMatchObject({ ...VALID, ip, userAgent: "leads-test" });
  });

  it("trims values and stores optional phone and company as empty", async () => {
    const ip = freshIp();
    await submit(
      { name: "  Sam  ", email: " sam@example.com ", message: "  Call me about SOC.  " },
      ip,
    );
    const [stored] = await leadsFrom(ip);
    expect(stored).toMatchObject({
      name: "Sam",
      email: "sam@example.com",
      phone: "",
      company: "",
      message: "Call me about SOC.",
    });
  });

  it.each([
    ["name", { name: "" }, "Please enter your name"],
    ["name", { name: "   " }, "Please enter your name"],
    ["name", { name: "x".repeat(101) }, "Name must be at most 100 characters"],
    ["email", { email: "" }, "Please enter a valid email address"],
    ["email", { email: "priya@" }, "Please enter a valid email address"],
    ["email", { email: `${"a".repeat(250)}@example.com` }, "Email must be at most 254 characters"],
    ["message", { message: "" }, "Message must be at least 10 characters"],
    ["message", { message: "Too short" }, "Message must be at least 10 characters"],
    ["message", { message: "x".repeat(5001) }, "Message must be at most 5000 characters"],
    [
      "phone",
      { phone: "call me" },
      "Please enter a valid phone number (digits, spaces, + ( ) - only)",
    ],
    ["phone", { phone: "1".repeat(31) }, "Phone must be at most 30 characters"],
    ["company", { company: "c".repeat(121) }, "Company must be at most 120 characters"],
  ] as const)("refuses a bad %s with 400 and says why (%j)", async (field, change, message) => {
    const ip = freshIp();
    const fields = { ...VALID, ...change };
    const result = await submit(fields, ip);
    expect(result.status).toBe(400);
    const data = errorsOf(result.data);
    expect(data.errors).toEqual({ [field]: message });
    expect(data.message).toBe("Please correct the highlighted fields.");
    expect(data.values).toEqual(fields);
    expect(await leadsFrom(ip)).toEqual([]);
  });

  it("reports every invalid field at once when a field is missing from the post", async () => {
    const result = await submit({ phone: "", company: "Acme" });
    expect(result.status).toBe(400);
    expect(errorsOf(result.data).errors).toEqual({
      name: "Please enter your name",
      email: "Please enter a valid email address",
      message: "Message must be at least 10 characters",
    });
    expect(errorsOf(result.data).values).toEqual({
      name: "",
      email: "",
      phone: "",
      company: "Acme",
      message: "",
    });
  });

  it("answers a body that is not a form with 400 and the field messages", async () => {
    const request = new Request("http://example.com/?index", {
      method: "POST",
      body: JSON.stringify(VALID),
      headers: { "content-type": "application/json" },
    });
    const context = testRouterContext();
    const result = await contactAction({ request, context });
    expect(result.init?.status).toBe(400);
    expect(errorsOf(result.data).errors.name).toBe("Please enter your name");
  });

  it("answers a filled honeypot with the same thank-you and stores nothing", async () => {
    const ip = freshIp();
    const result = await submit({ ...VALID, website: "https://spam.example" }, ip);
    expect(result).toEqual({
      status: 200,
      data: { status: "success", message: CONTACT_SUCCESS_MESSAGE },
      headers: undefined,
    });
    expect(await leadsFrom(ip)).toEqual([]);
  });

  it("pretends success for a bot even when its other fields are invalid", async () => {
    const ip = freshIp();
    const result = await submit({ name: "", email: "x", message: "", website: "x" }, ip);
    expect(result.data.status).toBe("success");
    expect(await leadsFrom(ip)).toEqual([]);
  });

  it("accepts 5 leads per address per hour and refuses the 6th with 429 and a clear message", async () => {
    const ip = freshIp();
    for (let n = 1; n <= 5; n += 1) {
      expect(
        (await submit({ ...VALID, message: `Message number ${n} about NOC cover` }, ip)).status,
      ).toBe(200);
    }
    const sixth = await submit(VALID, ip);
    expect(sixth.status).toBe(429);
    expect(sixth.headers).toMatchObject({ "Retry-After": "3600" });
    expect(errorsOf(sixth.data)).toEqual({
      status: "error",
      message: LEAD_RATE_LIMIT_MESSAGE,
      errors: {},
      values: VALID,
    });
    expect(await leadsFrom(ip)).toHaveLength(5);
    // Another address is not affected.
    expect((await submit(VALID)).status).toBe(200);
  });

  it("counts only the last hour: leads older than an hour do not count", async () => {
    const ip = freshIp();
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString();
    await insertLeads(
      Array.from({ length: 5 }, (_, n) => ({
        name: "Earlier",
        email: "earlier@example.com",
        message: `Earlier message ${n}`,
        ip,
        senderNetwork: ip,
        createdAt: twoHoursAgo,
      })),
    );
    expect((await submit(VALID, ip)).status).toBe(200);
  });

  it("holds the limit when one address posts many at once", async () => {
    const ip = freshIp();
    const results = await Promise.all(Array.from({ length: 8 }, () => submit(VALID, ip)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    expect(results.filter((r) => r.status === 429)).toHaveLength(3);
    expect(await leadsFrom(ip)).toHaveLength(5);
  });
});

describe("GET /api/leads", () => {
  it("lists leads newest first, without the sender's address, for editors", async () => {
    await submit({ ...VALID, name: "First sender" });
    await submit({ ...VALID, name: "Second sender" });
    const { token } = await signedIn("editor");

    const response = await api("/api/leads", { token });

    expect(response.status).toBe(200);
    const body = await response.json<{ leads: Record<string, string>[] }>();
    const names = body.leads.map((lead) => lead.name);
    expect(names.indexOf("Second sender")).toBeLessThan(names.indexOf("First sender"));
    const first = body.leads.find((lead) => lead.name === "First sender");
    expect(Object.keys(first ?? {}).sort()).toEqual(
      [
        "company",
        "createdAt",
        "email",
        "id",
        "message",
        "name",
        "phone",
        "status",
        "note",
        "ownerId",
        "ownerName",
        "updatedAt",
        "version",
        "notifyStatus",
        "pagePath",
        "source",
      ].sort(),
    );
    expect(first).toMatchObject({ status: "new", version: 1, updatedAt: first?.createdAt });
  });

  it("refuses visitors (401) and authors (403)", async () => {
    expect((await api("/api/leads")).status).toBe(401);
    const { token } = await signedIn("author");
    const response = await api("/api/leads", { token });
    expect(response.status).toBe(403);
  });
});

describe("DELETE /api/leads/:id", () => {
  it("deletes a lead and records who did it", async () => {
    const ip = freshIp();
    await submit(VALID, ip);
    const [lead] = await leadsFrom(ip);
    if (!lead) throw new Error("no lead stored");
    const { token, user } = await signedIn("editor");

    const response = await api(`/api/leads/${lead.id}`, { method: "DELETE", token });

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    expect(await leadsFrom(ip)).toEqual([]);
    const audit = await db.select().from(auditLog).orderBy(desc(auditLog.id)).get();
    expect(audit).toMatchObject({ action: "lead.deleted", targetId: lead.id, actorId: user.id });
  });

  it("answers 404 for a lead that does not exist", async () => {
    const { token } = await signedIn("editor");
    const response = await api(`/api/leads/${crypto.randomUUID()}`, { method: "DELETE", token });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "Lead not found", code: "NOT_FOUND" });
  });

  it("refuses visitors (401) and authors (403), keeping the lead", async () => {
    const ip = freshIp();
    await submit(VALID, ip);
    const [lead] = await leadsFrom(ip);
    if (!lead) throw new Error("no lead stored");
    expect((await api(`/api/leads/${lead.id}`, { method: "DELETE" })).status).toBe(401);
    const { token } = await signedIn("author");
    expect((await api(`/api/leads/${lead.id}`, { method: "DELETE", token })).status).toBe(403);
    expect(await leadsFrom(ip)).toHaveLength(1);
  });
});
