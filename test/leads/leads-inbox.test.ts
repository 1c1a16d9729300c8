import { env } from "cloudflare:workers";
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { LEAD_MESSAGES, type LeadInbox, type StaffLead } from "../../app/schemas/lead";
import { createDb } from "../../worker/db/client";
import { auditLog, leads } from "../../worker/db/schema";
import { csvCell, leadsToCsv } from "../../worker/services/leads/export";
import { insertLeads } from "../factories/leads";
import { api, insertUser, signedIn } from "../factories/users";

// The leads inbox over HTTP: filters and search, the count of new leads, owners, versioned
// changes of status, note and owner, and the CSV export.

const db = createDb(env.DB);

/** A lead row as the form would have stored it (test/factories/leads.ts). */
async function insertLead(change: Partial<typeof leads.$inferInsert> = {}) {
  const [id] = await insertLeads([change]);
  return id ?? "";
}

const marker = () => `m${crypto.randomUUID().slice(0, 8)}`;

async function inbox(token: string, query = "") {
  const response = await api(`/api/leads${query}`, { token });
  expect(response.status).toBe(200);
  return response.json<LeadInbox>();
}

const patch = (token: string, id: string, body: Record<string, unknown>) =>
  api(`/api/leads/${id}`, { method: "PATCH", token, body });

const stored = (id: string) => db.select().from(leads).where(eq(leads.id, id)).get();

describe("GET /api/leads filters", () => {
  it("filters by status, owner and unowned, and answers the new count and the owners", async () => {
    const { token, user } = await signedIn("editor");
    const tag = marker();
    const newId = await insertLead({ company: tag });
    const wonId = await insertLead({ company: tag, status: "won", ownerId: user.id });
    const author = await insertUser({ role: "author" });
    const retired = await insertUser({ role: "editor", isActive: false });

    const all = await inbox(token, `?q=${tag}`);
    expect(all.leads.map((lead) => lead.id).sort()).toEqual([newId, wonId].sort());
    expect((await inbox(token, `?q=${tag}&status=won`)).leads.map((l) => l.id)).toEqual([wonId]);
    const owned = await inbox(token, `?q=${tag}&ownerId=${user.id}`);
    expect(owned.leads).toEqual([
      expect.objectContaining({ id: wonId, ownerId: user.id, ownerName: user.username }),
    ]);
    expect((await inbox(token, `?q=${tag}&ownerId=none`)).leads.map((l) => l.id)).toEqual([newId]);

    const newRows = await db.select().from(leads).where(eq(leads.status, "new")).all();
    expect(all.newCount).toBe(newRows.length);
    const count = await api("/api/leads/count", { token });
    expect(await count.json()).toEqual({ newCount: newRows.length });
    const ownerIds = all.owners.map((owner) => owner.id);
    expect(ownerIds).toContain(user.id);
    expect(ownerIds).not.toContain(author.id);
    expect(ownerIds).not.toContain(retired.id);
  });

  it("searches name, email, company, message and note without case, % and _ literal", async () => {
    const { token } = await signedIn("editor");
    const tag = marker();
    const ids = [
      await insertLead({ name: `Name ${tag.toUpperCase()}` }),
      await insertLead({ email: `${tag}@example.com` }),
      await insertLead({ message: `About ${tag} and more` }),
      await insertLead({ note: `called ${tag}` }),
    ];
    await insertLead({ name: "Unrelated" });
    const found = await inbox(token, `?q=${tag}`);
    expect(found.leads.map((lead) => lead.id).sort()).toEqual([...ids].sort());

    const pct = await insertLead({ company: `100%_${tag}` });
    await insertLead({ company: `100xy${tag}` });
    const literal = await inbox(token, `?q=${encodeURIComponent(`100%_${tag}`)}`);
    expect(literal.leads.map((lead) => lead.id)).toEqual([pct]);
    expect((await inbox(token, `?q=${encodeURIComponent("%")}`)).leads.length).toBeLessThan(
      (await inbox(token)).leads.length,
    );
  });

  it.each([
    ["?status=open", LEAD_MESSAGES.status],
    [`?q=${"x".repeat(201)}`, "Search must be at most 200 characters"],
    ["?ownerId=", "Owner must be a user id or none"],
    ["?status=new&status=won", LEAD_MESSAGES.status],
  ])("answers 400 for bad filters %s", async (query, message) => {
    const { token } = await signedIn("editor");
    for (const path of ["/api/leads", "/api/leads/export.csv"]) {
      const response = await api(`${path}${query}`, { token });
      expect(response.status).toBe(400);
      expect((await response.json<{ error: string }>()).error).toBe(message);
    }
  });
});

describe("PATCH /api/leads/:id", () => {
  it("changes status, note and owner with the version seen, and audits it", async () => {
    const { token, user } = await signedIn("editor");
    const id = await insertLead();
    const response = await patch(token, id, {
      status: "contacted",
      note: "Called, sending a quote",
      ownerId: user.id,
      version: 1,
    });
    expect(response.status).toBe(200);
    const { lead } = await response.json<{ lead: StaffLead }>();
    expect(lead).toMatchObject({
      id,
      status: "contacted",
      note: "Called, sending a quote",
      ownerId: user.id,
      ownerName: user.username,
      version: 2,
    });
    const row = await stored(id);
    expect(row).toMatchObject({ status: "contacted", version: 2, updatedBy: user.id });
    expect(row?.updatedAt).not.toBe("");
    const audit = await db.select().from(auditLog).orderBy(desc(auditLog.id)).get();
    expect(audit).toMatchObject({ action: "lead.updated", targetId: id, actorId: user.id });
    expect(JSON.parse(audit?.details ?? "{}")).toEqual({
      status: "contacted",
      ownerId: user.id,
      noteLength: 23,
    });

    // Unassign with null; only the named field changes.
    const cleared = await patch(token, id, { ownerId: null, version: 2 });
    expect((await cleared.json<{ lead: StaffLead }>()).lead).toMatchObject({
      ownerId: null,
      ownerName: null,
      status: "contacted",
      note: "Called, sending a quote",
      version: 3,
    });
  });

  it("answers 409 for a stale version and changes nothing, with no audit row", async () => {
    const { token } = await signedIn("editor");
    const id = await insertLead();
    expect((await patch(token, id, { status: "qualified", version: 1 })).status).toBe(200);
    const before = await db.select().from(auditLog).orderBy(desc(auditLog.id)).get();
    const stale = await patch(token, id, { status: "spam", version: 1 });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({ error: LEAD_MESSAGES.stale, code: "STALE" });
    expect(await stored(id)).toMatchObject({ status: "qualified", version: 2 });
    expect((await db.select().from(auditLog).orderBy(desc(auditLog.id)).get())?.id).toBe(
      before?.id,
    );
  });

  it("answers 409 like every versioned write when the version is missing, changing nothing", async () => {
    const { token } = await signedIn("editor");
    const id = await insertLead();
    const before = await db.select().from(auditLog).orderBy(desc(auditLog.id)).get();
    for (const body of [{ status: "spam" }, { note: "Blind" }, { ownerId: null }]) {
      const response = await patch(token, id, body);
      expect(response.status, JSON.stringify(body)).toBe(409);
      expect(await response.json()).toEqual({ error: LEAD_MESSAGES.stale, code: "STALE" });
    }
    expect(await stored(id)).toMatchObject({ status: "new", note: "", version: 1 });
    expect((await db.select().from(auditLog).orderBy(desc(auditLog.id)).get())?.id).toBe(
      before?.id,
    );
    // A lead that is not there is still a 404.
    expect((await patch(token, crypto.randomUUID(), { status: "won" })).status).toBe(404);
  });

  it("lets one of two racing changes win; the other gets 409", async () => {
    const { token } = await signedIn("editor");
    const id = await insertLead();
    const results = await Promise.all(
      (["won", "lost", "spam"] as const).map((status) => patch(token, id, { status, version: 1 })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect((await stored(id))?.version).toBe(2);
  });

  it("refuses an owner who is not an active editor or admin (400), changing nothing", async () => {
    const { token } = await signedIn("editor");
    const id = await insertLead();
    const author = await insertUser({ role: "author" });
    const retired = await insertUser({ role: "admin", isActive: false });
    for (const ownerId of [author.id, retired.id, crypto.randomUUID()]) {
      const response = await patch(token, id, { ownerId, status: "won", version: 1 });
      expect(response.status).toBe(400);
      expect((await response.json<{ error: string }>()).error).toBe(LEAD_MESSAGES.ownerNotFound);
    }
    expect(await stored(id)).toMatchObject({ ownerId: null, status: "new", version: 1 });
  });

  it.each([
    [{ version: 1 }, LEAD_MESSAGES.nothingToChange],
    [{ status: "open", version: 1 }, LEAD_MESSAGES.status],
    [{ note: "n".repeat(2001), version: 1 }, LEAD_MESSAGES.noteTooLong],
    [{ status: "won", version: "1" }, "Version must be a whole number"],
    [{ status: "won", version: 1, name: "x" }, undefined],
  ])("answers 400 for %j and changes nothing", async (body, message) => {
    const { token } = await signedIn("editor");
    const id = await insertLead();
    const response = await patch(token, id, body);
    expect(response.status).toBe(400);
    if (message) expect((await response.json<{ error: string }>()).error).toBe(message);
    expect(await stored(id)).toMatchObject({ status: "new", version: 1 });
  });

  it("answers 404 for a lead that does not exist, and 403 to authors", async () => {
    const { token } = await signedIn("editor");
    const missing = await patch(token, crypto.randomUUID(), { status: "won", version: 1 });
    expect(missing.status).toBe(404);
    expect((await missing.json<{ error: string }>()).error).toBe(LEAD_MESSAGES.notFound);
    const id = await insertLead();
    const author = await signedIn("author");
    expect((await patch(author.token, id, { status: "won", version: 1 })).status).toBe(403);
    expect((await api("/api/leads/count", { token: author.token })).status).toBe(403);
    expect((await api("/api/leads/export.csv", { token: author.token })).status).toBe(403);
    expect(await stored(id)).toMatchObject({ status: "new", version: 1 });
  });
});

describe("GET /api/leads/export.csv", () => {
  it("downloads the filtered leads as dated, quoted, formula-safe CSV", async () => {
    const { token, user } = await signedIn("admin");
    const tag = marker();
    await insertLead({
      name: '=HYPERLINK("http://evil.example")',
      company: tag,
      message: 'Line one, with a comma\nLine "two"',
      status: "qualified",
      ownerId: user.id,
      note: "+1 call back",
    });
    await insertLead({ name: "-Minus", company: tag, phone: "+1 555 0100", note: "@here" });
    await insertLead({ name: "Other", company: "Elsewhere" });

    const response = await api(`/api/leads/export.csv?q=${tag}`, { token });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await response.clone().arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // UTF-8 BOM, for Excel
    const text = await response.text();
    const lines = text.split("\r\n");
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},/);
    expect(lines[0]).toBe(
      "Received (UTC),Name,Email,Phone,Company,Message,Status,Owner,Note,Page,Landing page,Referrer,UTM source,UTM medium,UTM campaign",
    );
    expect(text).not.toContain("Elsewhere");
    expect(text).toContain(
      `"'=HYPERLINK(""http://evil.example"")",priya@acme-msp.example,,${tag},"Line one, with a comma\nLine ""two""",Qualified,${user.username},'+1 call back`,
    );
    expect(text).toContain(`'-Minus,priya@acme-msp.example,'+1 555 0100,${tag}`);
    expect(text).toContain(",New,,'@here,,,,,,\r\n");
  });

  it("escapes every formula start and quotes per RFC 4180", () => {
    expect(["=1", "+1", "-1", "@a", "\tx", "\rx", "a=1", ""].map(csvCell)).toEqual([
      "'=1",
      "'+1",
      "'-1",
      "'@a",
      "'\tx",
      '"\'\rx"',
      "a=1",
      "",
    ]);
    // Leading blanks, line breaks and full-width signs do not hide a formula.
    expect(
      ["  =1", "\n=1", "\u00a0@a", "\uff1dSUM(A1)", "\uff0b1", "\uff0d1", "\uff20a"].map(csvCell),
    ).toEqual([
      "'  =1",
      '"\'\n=1"',
      "'\u00a0@a",
      "'\uff1dSUM(A1)",
      "'\uff0b1",
      "'\uff0d1",
      "'\uff20a",
    ]);
    expect(csvCell('say "hi", ok')).toBe('"say ""hi"", ok"');
    expect(leadsToCsv([])).toBe(
      "Received (UTC),Name,Email,Phone,Company,Message,Status,Owner,Note,Page,Landing page,Referrer,UTM source,UTM medium,UTM campaign\r\n",
    );
  });
});
