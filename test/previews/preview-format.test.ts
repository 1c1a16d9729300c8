import { describe, expect, it } from "vitest";
import {
  dateTimeWords,
  previewBadge,
  previewStateAt,
  viewsWords,
} from "../../app/lib/preview-format";

// Issue 35: the share-preview dialogs say each link's state, expiry and views in words, never
// an ISO timestamp or a raw state key.

const NOW = Date.parse("2026-11-26T12:00:00.000Z");
const ISO = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

describe("dateTimeWords", () => {
  it("says a time as weekday, date and time in the given time zone", () => {
    expect(dateTimeWords("2026-12-02T14:05:00.000Z", "UTC")).toBe("Wed, Dec 2, 2026 at 2:05 PM");
    expect(dateTimeWords("2026-12-02T14:05:00.000Z", "Europe/Berlin")).toBe(
      "Wed, Dec 2, 2026 at 3:05 PM",
    );
    expect(dateTimeWords("2027-01-01T00:30:00.000Z", "UTC")).toBe("Fri, Jan 1, 2027 at 12:30 AM");
  });

  it("says an unreadable time as unknown, and never repeats it", () => {
    expect(dateTimeWords("soon")).toBe("an unknown time");
    expect(dateTimeWords("2026-12-02T14:05:00.000Z")).not.toMatch(ISO);
  });
});

describe("previewStateAt and previewBadge", () => {
  const active = { state: "active" as const, expiresAt: "2026-12-03T12:00:00.000Z" };

  it("keeps the server's state, except an active link whose time has run out", () => {
    expect(previewStateAt(active, NOW)).toBe("active");
    expect(previewStateAt({ ...active, expiresAt: "2026-11-26T11:59:00.000Z" }, NOW)).toBe(
      "expired",
    );
    expect(previewStateAt({ ...active, state: "revoked" }, NOW)).toBe("revoked");
    expect(previewStateAt({ ...active, state: "expired" }, NOW)).toBe("expired");
  });

  it("says until when a working link works, else Expired or Revoked, in words and not colour alone", () => {
    expect(previewBadge(active, NOW, "UTC")).toEqual({
      text: "Until Thu, Dec 3, 2026 at 12:00 PM",
      tone: "success",
    });
    expect(previewBadge({ ...active, state: "expired" }, NOW)).toEqual({
      text: "Expired",
      tone: "neutral",
    });
    expect(previewBadge({ ...active, state: "revoked" }, NOW)).toEqual({
      text: "Revoked",
      tone: "danger",
    });
    expect(previewBadge({ ...active, expiresAt: "2026-11-25T12:00:00.000Z" }, NOW).text).toBe(
      "Expired",
    );
  });
});

describe("viewsWords", () => {
  it("says a link nobody opened yet", () => {
    expect(viewsWords({ views: 0, lastViewedAt: null }, NOW)).toBe("Not opened yet");
  });

  it("counts the views and says when the last one was", () => {
    expect(viewsWords({ views: 1, lastViewedAt: "2026-11-26T11:55:00.000Z" }, NOW)).toBe(
      "Opened once, 5 minutes ago",
    );
    expect(viewsWords({ views: 3, lastViewedAt: "2026-11-26T10:00:00.000Z" }, NOW)).toBe(
      "Opened 3 times, last 2 hours ago",
    );
    expect(viewsWords({ views: 1234, lastViewedAt: "2026-11-24T12:00:00.000Z" }, NOW)).toBe(
      "Opened 1,234 times, last 2 days ago",
    );
  });

  it("still counts the views when the last time is not known", () => {
    expect(viewsWords({ views: 2, lastViewedAt: null }, NOW)).toBe("Opened 2 times");
  });
});
