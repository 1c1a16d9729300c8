import { describe, expect, it } from "vitest";
import {
  CSV_FILE_MESSAGES,
  CSV_MAX_CHARS,
  countWords,
  crawlerWords,
  dayWords,
  importDoneWords,
  linkedFromWords,
  originLabel,
  readCsvFile,
  statusWords,
} from "../../app/lib/redirects-format";
import type { RedirectImportResult } from "../../app/schemas/redirects";

// Issue 34: the Redirects screen says types, origins, days and referrers in words, never raw
// codes, ISO days or internal keys; a chosen CSV file is read (or refused) before it is sent.

describe("statusWords and originLabel", () => {
  it("says each redirect type with a short label", () => {
    expect(statusWords(301)).toEqual({ code: "301", label: "Permanent" });
    expect(statusWords(302)).toEqual({ code: "302", label: "Temporary" });
    expect(statusWords(410)).toEqual({ code: "410 Gone", label: "Removed for good" });
  });

  it("says how a redirect was made", () => {
    expect(originLabel("manual")).toBe("Added by staff");
    expect(originLabel("import")).toBe("Imported");
    expect(originLabel("automatic")).toBe("Automatic: the address changed");
  });
});

describe("dayWords", () => {
  it("says a UTC day as month, day and year, the same in every time zone", () => {
    expect(dayWords("2026-11-28")).toBe("Nov 28, 2026");
    expect(dayWords("2027-01-01")).toBe("Jan 1, 2027");
  });

  it("says Never before the first hit and Unknown for an unreadable day", () => {
    expect(dayWords(null)).toBe("Never");
    expect(dayWords("2026-11-28T10:00:00Z")).toBe("Unknown");
    expect(dayWords("2026-13-45")).toBe("Unknown");
  });
});

describe("counts", () => {
  it("names a count with thousands separators and the right noun", () => {
    expect(countWords(1, "redirect", "redirects")).toBe("1 redirect");
    expect(countWords(0, "redirect", "redirects")).toBe("0 redirects");
    expect(countWords(1234, "row", "rows")).toBe("1,234 rows");
  });

  it("says crawlers' hits apart, and nothing when there were none", () => {
    expect(crawlerWords(0)).toBe("");
    expect(crawlerWords(3)).toBe("+3 from crawlers");
    expect(crawlerWords(12500)).toBe("+12,500 from crawlers");
  });

  it("says what an import did", () => {
    const result = (added: number, refused: number): RedirectImportResult => ({
      dryRun: false,
      added: Array.from({ length: added }, (_, i) => ({
        line: i + 1,
        source: `/old-${i}`,
        target: "/new",
        status: 301,
      })),
      refused: Array.from({ length: refused }, (_, i) => ({
        line: added + i + 1,
        source: "/x",
        target: "/nowhere",
        status: "301",
        reason: "There is no page at /nowhere",
      })),
    });
    expect(importDoneWords(result(3, 0))).toBe("Added 3 redirects");
    expect(importDoneWords(result(1, 1))).toBe("Added 1 redirect; 1 row refused");
    expect(importDoneWords(result(0, 2))).toBe("No redirects added; 2 rows refused");
  });
});

describe("linkedFromWords", () => {
  it("names the referring sites and their hits, direct for none", () => {
    expect(
      linkedFromWords([
        { host: "partner.example", hits: 3 },
        { host: "", hits: 1 },
      ]),
    ).toBe("partner.example (3), direct (1)");
  });

  it("counts the sites past the first few", () => {
    expect(
      linkedFromWords([
        { host: "a.example", hits: 1200 },
        { host: "b.example", hits: 5 },
        { host: "c.example", hits: 4 },
        { host: "d.example", hits: 3 },
        { host: "e.example", hits: 2 },
      ]),
    ).toBe("a.example (1,200), b.example (5), c.example (4) and 2 more");
  });

  it("says when no referrer was recorded", () => {
    expect(linkedFromWords([])).toBe("No referrer recorded");
  });
});

describe("readCsvFile", () => {
  const file = (text: string, name = "redirects.csv", type = "text/csv") =>
    new File([text], name, { type });

  it("reads a CSV file's text, without a spreadsheet's byte-order mark", async () => {
    expect(await readCsvFile(file("\uFEFFsource,target,status\n/old,/new,301\n"))).toEqual({
      ok: true,
      csv: "source,target,status\n/old,/new,301\n",
    });
    // Some systems send a CSV without a type, or as plain text: its name says what it is.
    expect(await readCsvFile(file("/old,/new", "export.CSV", ""))).toEqual({
      ok: true,
      csv: "/old,/new",
    });
    expect(await readCsvFile(file("/old,/new", "list.txt", "text/plain"))).toMatchObject({
      ok: true,
    });
  });

  it("refuses a file that is not a CSV", async () => {
    expect(await readCsvFile(file("x", "photo.png", "image/png"))).toEqual({
      ok: false,
      error: CSV_FILE_MESSAGES.type,
    });
  });

  it("refuses an empty file", async () => {
    expect(await readCsvFile(file(""))).toEqual({ ok: false, error: CSV_FILE_MESSAGES.empty });
    expect(await readCsvFile(file("\uFEFF \n\n"))).toEqual({
      ok: false,
      error: CSV_FILE_MESSAGES.empty,
    });
  });

  it("refuses a file longer than an import takes", async () => {
    expect(await readCsvFile(file("a".repeat(CSV_MAX_CHARS + 1)))).toEqual({
      ok: false,
      error: CSV_FILE_MESSAGES.tooLarge,
    });
    expect(await readCsvFile(file("a".repeat(CSV_MAX_CHARS)))).toMatchObject({ ok: true });
  });

  it("says when the file cannot be read", async () => {
    const broken = {
      name: "redirects.csv",
      type: "text/csv",
      size: 10,
      text: () => Promise.reject(new Error("gone")),
    };
    expect(await readCsvFile(broken)).toEqual({ ok: false, error: CSV_FILE_MESSAGES.unreadable });
  });
});
