import { describe, expect, it } from "vitest";
import { isoTimesInWords, timeAgo } from "../../app/lib/format";

// Issue 20 item 7: no ISO timestamp reaches a screen; times are said in words.

const NOW = Date.parse("2026-11-26T12:00:00.000Z");
const ISO = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

describe("isoTimesInWords", () => {
  it("says a past time in a server message as how long ago", () => {
    const said = isoTimesInWords(
      "This page was changed by admin at 2026-11-26T11:57:00.000Z. Compare their changes with yours.",
      NOW,
    );
    expect(said).toBe(
      "This page was changed by admin 3 minutes ago. Compare their changes with yours.",
    );
  });

  it("says a future time as a local date and time, and leaves other text alone", () => {
    const said = isoTimesInWords("Publishes at 2026-11-27T09:00:00Z", NOW);
    expect(said).toMatch(/^Publishes at \S/);
    expect(said).not.toMatch(ISO);
    expect(isoTimesInWords("Nothing to change at 12:00", NOW)).toBe("Nothing to change at 12:00");
  });
});

describe("timeAgo", () => {
  it("counts minutes, hours and days", () => {
    expect(timeAgo("2026-11-26T11:59:50.000Z", NOW)).toBe("just now");
    expect(timeAgo("2026-11-26T11:57:00.000Z", NOW)).toBe("3 minutes ago");
    expect(timeAgo("2026-11-26T09:00:00.000Z", NOW)).toBe("3 hours ago");
    expect(timeAgo("2026-11-24T12:00:00.000Z", NOW)).toBe("2 days ago");
  });
});
