import { describe, expect, it } from "vitest";
import { LEAD_PAGE_SIZE, type LeadInbox } from "../../app/schemas/lead";
import { encodePageCursor, PAGING_MESSAGES } from "../../app/schemas/paging";
import { exportLeadsCsv, LEAD_EXPORT_PAGE } from "../../worker/services/leads/export";
import { recordingDeps } from "../factories/deps";
import { insertLeads } from "../factories/leads";
import { api, signedIn } from "../factories/users";

// The leads inbox one page at a time (newest first, an opaque cursor that keeps the filters'
// order stable), and the CSV export written as a stream of pages rather than one string.

const marker = () => `m${crypto.randomUUID().slice(0, 8)}`;
const MINUTE = 60_000;

/** `count` leads of one company, a minute apart (the first is the oldest). */
function spread(count: number, company: string, from = Date.parse("2026-05-01T09:00:00Z")) {
  return Array.from({ length: count }, (_, n) => ({
    company,
    name: `Sender ${n}`,
    createdAt: new Date(from + n * MINUTE).toISOString(),
  }));
}

async function page(token: string, query: string) {
  const response = await api(`/api/leads${query}`, { token });
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json<LeadInbox>();
}

describe("GET /api/leads pages", () => {
  it(`answers ${LEAD_PAGE_SIZE} leads and a cursor; the pages together are every lead once, newest first`, async () => {
    const { token } = await signedIn("editor");
    const tag = marker();
    const ids = await insertLeads(spread(LEAD_PAGE_SIZE + 7, tag));
    // Two leads at the same instant: the id orders them, so no page repeats or skips one.
    const tied = await insertLeads([
      { company: tag, createdAt: "2026-05-01T08:00:00.000Z" },
      { company: tag, createdAt: "2026-05-01T08:00:00.000Z" },
    ]);
    const first = await page(token, `?q=${tag}`);
    expect(first.leads).toHaveLength(LEAD_PAGE_SIZE);
    expect(first.total).toBe(ids.length + 2);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await page(
      token,
      `?q=${tag}&cursor=${encodeURIComponent(first.nextCursor ?? "")}`,
    );
    expect(second.nextCursor).toBeNull();
    const seen = [...first.leads, ...second.leads].map((lead) => lead.id);
    expect(seen).toEqual([...ids.reverse(), ...tied.sort().reverse()]);
  });

  it("keeps the filters on later pages and takes a limit", async () => {
    const { token } = await signedIn("editor");
    const tag = marker();
    await insertLeads([
      ...spread(5, tag).map((row) => ({ ...row, status: "won" as const })),
      ...spread(5, tag, Date.parse("2026-05-02T09:00:00Z")),
    ]);
    const won: string[] = [];
    let cursor: string | null = "";
    while (cursor !== null) {
      const query: string = `?q=${tag}&status=won&limit=2${cursor ? `&cursor=${cursor}` : ""}`;
      const body = await page(token, query);
      expect(body.leads.length).toBeLessThanOrEqual(2);
      expect(body.total).toBe(5);
      won.push(...body.leads.map((lead) => lead.status));
      cursor = body.nextCursor;
    }
    expect(won).toEqual(["won", "won", "won", "won", "won"]);
  });

  it.each([
    ["garbage", PAGING_MESSAGES.cursor],
    ["", PAGING_MESSAGES.cursor],
    [btoa("[1,2]"), PAGING_MESSAGES.cursor],
    [btoa(JSON.stringify(["yesterday", "x"])), PAGING_MESSAGES.cursor],
    [`${encodePageCursor({ at: "2026-05-01T09:00:00.000Z", id: "a" })}%00`, PAGING_MESSAGES.cursor],
  ])("refuses the cursor %j with a 400 that says what a cursor is", async (cursor, message) => {
    const { token } = await signedIn("editor");
    const response = await api(`/api/leads?cursor=${cursor}`, { token });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: message, code: "VALIDATION" });
  });

  it.each(["0", "101", "ten", "-1", "2.5"])("refuses limit=%s with a 400", async (limit) => {
    const { token } = await signedIn("editor");
    const response = await api(`/api/leads?limit=${limit}`, { token });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: PAGING_MESSAGES.limit });
  });
});

describe("GET /api/leads/export.csv as a stream", () => {
  it("answers every matching lead once, newest first, after the BOM and header", async () => {
    const { token } = await signedIn("editor");
    const tag = marker();
    const count = 1_234;
    for (let at = 0; at < count; at += 200) {
      await insertLeads(
        spread(Math.min(200, count - at), tag, Date.parse("2026-06-01T00:00:00Z") + at * MINUTE),
      );
    }
    const response = await api(`/api/leads/export.csv?q=${tag}`, { token });
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.clone().arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = (await response.text()).split("\r\n");
    expect(lines[0]).toBe(
      "Received (UTC),Name,Email,Phone,Company,Message,Status,Owner,Note,Page,Landing page,Referrer,UTM source,UTM medium,UTM campaign",
    );
    expect(lines.at(-1)).toBe("");
    const rows = lines.slice(1, -1);
    expect(rows).toHaveLength(count);
    // Newest first, every lead once.
    expect(new Set(rows.map((row) => row.split(",")[1])).size).toBe(200);
    expect(rows[0]).toMatch(/^2026-06-01 20:33:00,Sender 33,/);
    expect(rows.at(-1)).toMatch(/^2026-06-01 00:00:00,Sender 0,/);
  });
});

describe("exportLeadsCsv", () => {
  it("reads D1 a page at a time as the stream is read, never every lead at once", async () => {
    const tag = marker();
    const count = LEAD_EXPORT_PAGE * 2 + 5;
    for (let at = 0; at < count; at += 200) {
      await insertLeads(
        spread(Math.min(200, count - at), tag, Date.parse("2026-07-01T00:00:00Z") + at * MINUTE),
      );
    }
    const deps = recordingDeps();
    const stream = exportLeadsCsv(deps, { q: tag });
    const reader = stream.getReader();
    const leadReads = () => deps.statements.filter((sql) => /from "leads"/.test(sql)).length;
    const decoder = new TextDecoder("utf-8", { ignoreBOM: true });
    const first = await reader.read();
    expect(decoder.decode(first.value)).toMatch(/^\uFEFFReceived \(UTC\),Name,/);
    let rows = 0;
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      const lines = decoder.decode(read.value).split("\r\n").length - 1;
      expect(lines).toBeLessThanOrEqual(LEAD_EXPORT_PAGE);
      rows += lines;
      // Only the pages read so far have been asked of D1.
      expect(leadReads()).toBe(Math.ceil(rows / LEAD_EXPORT_PAGE));
    }
    expect(rows).toBe(count);
    expect(leadReads()).toBe(3);
  });
});
