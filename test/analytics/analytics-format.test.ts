import { describe, expect, it } from "vitest";
import {
  countChange,
  countryName,
  dayInFull,
  dayLabel,
  formatNumber,
  formatPercent,
  pageStatsLine,
  presetRange,
  previousWords,
  rangeWords,
  rateChange,
  referrerWords,
} from "../../app/lib/analytics-format";

// Issue 33: the Analytics tab and edit mode's page line say numbers in words people read, never
// raw rates, ISO days or internal keys.

describe("formatNumber and formatPercent", () => {
  it("writes counts with thousands separators", () => {
    expect(formatNumber(0)).toBe("0");
    expect(formatNumber(1234)).toBe("1,234");
    expect(formatNumber(1_234_567)).toBe("1,234,567");
  });

  it("writes rates as percentages with one decimal, and a dash when there is none", () => {
    expect(formatPercent(0.025)).toBe("2.5%");
    expect(formatPercent(0)).toBe("0.0%");
    expect(formatPercent(1)).toBe("100.0%");
    expect(formatPercent(0.05432)).toBe("5.4%");
    expect(formatPercent(null)).toBe("—");
    expect(formatPercent(Number.NaN)).toBe("—");
  });
});

describe("countChange", () => {
  it("says the change in percent against the previous range of the same length", () => {
    expect(countChange(112, 100, 30)).toEqual({ text: "+12% vs previous 30 days", trend: "up" });
    expect(countChange(97, 100, 7)).toEqual({ text: "-3% vs previous 7 days", trend: "down" });
    expect(countChange(6, 3, 1)).toEqual({ text: "+100% vs previous day", trend: "up" });
    expect(countChange(1250, 100, 90).text).toBe("+1,150% vs previous 90 days");
    expect(countChange(0, 40, 30).text).toBe("-100% vs previous 30 days");
  });

  it("keeps a decimal for moves under 1% and rounds the rest to whole numbers", () => {
    expect(countChange(1004, 1000, 30).text).toBe("+0.4% vs previous 30 days");
    expect(countChange(1_000_001, 1_000_000, 30)).toEqual({
      text: "Almost no change",
      trend: "flat",
    });
    expect(countChange(1126, 1000, 30).text).toBe("+13% vs previous 30 days");
  });

  it('says "No change" for equal counts and "New" when the previous range had none', () => {
    expect(countChange(5, 5, 30)).toEqual({ text: "No change", trend: "flat" });
    expect(countChange(0, 0, 30)).toEqual({ text: "No change", trend: "flat" });
    expect(countChange(8, 0, 30)).toEqual({ text: "New", trend: "new" });
  });

  it("counts ranges longer than a thousand days with a separator", () => {
    expect(previousWords(762)).toBe("previous 762 days");
    expect(previousWords(1)).toBe("previous day");
    expect(countChange(2, 1, 1000).text).toBe("+100% vs previous 1,000 days");
  });
});

describe("rateChange", () => {
  it("compares conversion rates in percentage points", () => {
    expect(rateChange(0.035, 0.02, 30)).toEqual({
      text: "+1.5 points vs previous 30 days",
      trend: "up",
    });
    expect(rateChange(0.01, 0.025, 7)).toEqual({
      text: "-1.5 points vs previous 7 days",
      trend: "down",
    });
    expect(rateChange(0.05, 0, 30).text).toBe("+5.0 points vs previous 30 days");
  });

  it("handles ranges without visitors (no rate)", () => {
    expect(rateChange(0.02, 0.02, 30)).toEqual({ text: "No change", trend: "flat" });
    expect(rateChange(null, null, 30)).toEqual({ text: "No change", trend: "flat" });
    expect(rateChange(0.04, null, 30)).toEqual({ text: "New", trend: "new" });
    expect(rateChange(null, 0.04, 30).text).toBe("No visitors in this range");
    expect(rateChange(0.0200001, 0.02, 30).text).toBe("Almost no change");
  });
});

describe("countryName", () => {
  it("names countries in English from their ISO codes", () => {
    expect(countryName("DE")).toBe("Germany");
    expect(countryName("us")).toBe("United States");
    expect(countryName("GB")).toBe("United Kingdom");
  });

  it('says "Unknown" for an empty, unknown or malformed code, never the code itself', () => {
    for (const code of ["", "XX", "ZZ", "123", "Germany", "Q"]) {
      expect(countryName(code)).toBe("Unknown");
    }
    expect(countryName("T1")).toBe("Tor network");
  });
});

describe("referrerWords", () => {
  it("names the referring sites with their hits, direct visits as direct", () => {
    expect(
      referrerWords([
        { host: "example.com", hits: 3 },
        { host: "", hits: 1 },
      ]),
    ).toBe("from example.com (3), direct (1)");
    expect(referrerWords([{ host: "news.example", hits: 1200 }])).toBe("from news.example (1,200)");
  });

  it("names the first three and counts the rest; none reads as such", () => {
    expect(
      referrerWords([
        { host: "a.example", hits: 9 },
        { host: "b.example", hits: 5 },
        { host: "c.example", hits: 2 },
        { host: "d.example", hits: 1 },
        { host: "", hits: 1 },
      ]),
    ).toBe("from a.example (9), b.example (5), c.example (2) and 2 more");
    expect(referrerWords([])).toBe("No referrer recorded");
  });
});

describe("days and ranges", () => {
  it("labels UTC days for people", () => {
    expect(dayLabel("2026-11-03")).toBe("Nov 3");
    expect(dayInFull("2026-11-03")).toBe("Tue, Nov 3, 2026");
    expect(rangeWords({ from: "2026-11-03", to: "2026-12-02" })).toBe("Nov 3 – Dec 2, 2026");
    expect(rangeWords({ from: "2025-12-20", to: "2026-01-05" })).toBe("Dec 20, 2025 – Jan 5, 2026");
    expect(rangeWords({ from: "2026-11-03", to: "2026-11-03" })).toBe("Nov 3, 2026");
  });

  it("gives each preset its UTC days, today included", () => {
    const today = "2026-11-30";
    expect(presetRange("today", today)).toEqual({ from: today, to: today });
    expect(presetRange("7", today)).toEqual({ from: "2026-11-24", to: today });
    expect(presetRange("30", today)).toEqual({ from: "2026-11-01", to: today });
    expect(presetRange("90", "2026-03-01")).toEqual({ from: "2025-12-02", to: "2026-03-01" });
  });
});

describe("pageStatsLine", () => {
  it("says a page's last 30 days in one line", () => {
    expect(pageStatsLine({ views: 1234, visitors: 56, leads: 3, conversionRate: 0.0536 })).toBe(
      "Last 30 days: 1,234 views · 56 visitors · 3 leads · 5.4% conversion",
    );
    expect(pageStatsLine({ views: 1, visitors: 1, leads: 1, conversionRate: 1 })).toBe(
      "Last 30 days: 1 view · 1 visitor · 1 lead · 100.0% conversion",
    );
  });

  it("says so when nothing was counted", () => {
    expect(pageStatsLine({ views: 0, visitors: 0, leads: 0, conversionRate: null })).toBe(
      "No visits counted in the last 30 days",
    );
  });
});
