import { LEAD_STATUS_LABELS, type LeadFilter, type StaffLead } from "../../../app/schemas/lead";
import type { PageCursor } from "../../../app/schemas/paging";
import type { Deps } from "../platform/deps";
import { leadCursor, listStaffLeads } from "./leads";

// GET /api/leads/export.csv: the inbox's leads (same filters) as RFC 4180 CSV for a
// spreadsheet, streamed a page of leads at a time. Cells a spreadsheet would run as a formula are defused (OWASP's CSV injection).

/** The columns, in order: a heading and how each lead fills it. */
const COLUMNS: [heading: string, cell: (lead: StaffLead) => string][] = [
  ["Received (UTC)", (lead) => spreadsheetTime(lead.createdAt)],
  ["Name", (lead) => lead.name],
  ["Email", (lead) => lead.email],
  ["Phone", (lead) => lead.phone],
  ["Company", (lead) => lead.company],
  ["Message", (lead) => lead.message],
  ["Status", (lead) => LEAD_STATUS_LABELS[lead.status]],
  ["Owner", (lead) => lead.ownerName ?? ""],
  ["Note", (lead) => lead.note],
  ["Page", (lead) => lead.pagePath],
  ["Landing page", (lead) => lead.source.landingPage],
  ["Referrer", (lead) => lead.source.referrer],
  ["UTM source", (lead) => lead.source.utmSource],
  ["UTM medium", (lead) => lead.source.utmMedium],
  ["UTM campaign", (lead) => lead.source.utmCampaign],
];

/** "2026-11-26 18:44:09": a time spreadsheets read as a date and time (the column says UTC). */
function spreadsheetTime(iso: string): string {
  return iso.replace("T", " ").replace(/\.\d+Z$|Z$/, "");
}

/**
 * A cell a spreadsheet may run as a formula: one starting with =, +, -, @, a tab or a CR
 * (OWASP), also after leading spaces or line breaks (some spreadsheets trim them) and in their
 * full-width forms (＝ ＋ － ＠), which some spreadsheets read as the ASCII ones.
 */
const FORMULA_START = /^[\t\r]|^[\s\u00a0\u3000]*[=+\-@\uff1d\uff0b\uff0d\uff20]/;

/**
 * One CSV cell: a leading apostrophe on a cell that would start a formula, then quoted when
 * it holds a comma, a quote or a line break (quotes doubled), as RFC 4180 says.
 */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One CSV line with its CRLF (cells defused and quoted by `csvCell`). */
export const csvLine = (cells: readonly string[]) => `${cells.map(csvCell).join(",")}\r\n`;

const HEADER_LINE = csvLine(COLUMNS.map(([heading]) => heading));

/** The CSV lines of `list`, one per lead. */
const leadLines = (list: readonly StaffLead[]) =>
  list.map((lead) => csvLine(COLUMNS.map(([, cell]) => cell(lead)))).join("");

/** The CSV text of `list`: a header row and one row per lead, CRLF line ends. */
export function leadsToCsv(list: readonly StaffLead[]): string {
  return HEADER_LINE + leadLines(list);
}

/** The export's file name, dated: leads-2026-11-26.csv. */
export function leadsCsvFilename(now = new Date()): string {
  return `leads-${now.toISOString().slice(0, 10)}.csv`;
}

/**
 * The byte order mark the download starts with: without it Excel reads UTF-8 as its local
 * code page, and "José" becomes "JosÃ©".
 */
export const CSV_BOM = "\uFEFF";

/** Leads read from D1 per step of the export's stream. */
export const LEAD_EXPORT_PAGE = 500;

/**
 * The leads `filter` matches, newest first, as a stream of UTF-8 CSV: the BOM and header, then
 * one chunk per page of `LEAD_EXPORT_PAGE` leads, each read from D1 only when the download asks
 * for more (a keyset page after the last lead sent), so no export holds every lead at once.
 */
export function exportLeadsCsv(deps: Deps, filter: LeadFilter = {}): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let after: PageCursor | undefined;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(CSV_BOM + HEADER_LINE));
      },
      async pull(controller) {
        const page = await listStaffLeads(deps, filter, { after, limit: LEAD_EXPORT_PAGE });
        if (page.length > 0) controller.enqueue(encoder.encode(leadLines(page)));
        const last = page.at(-1);
        if (page.length < LEAD_EXPORT_PAGE || !last) controller.close();
        else after = leadCursor(last);
      },
    },
    // Nothing is read ahead of the download.
    { highWaterMark: 0 },
  );
}
