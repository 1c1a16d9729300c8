import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { pages } from "../../worker/db/schema";
import { syncCodePages } from "../../worker/services/content/pages";
import { pathOfUrl, proposeSeoChanges, proposeSeoText } from "../../worker/services/seo/proposals";
import { testWorkerDeps } from "../factories/deps";

const PRODUCT = "Northbridge IT";
const SITE = "https://www.northbridge-it.example";
/** 120-160 characters. */
const DESCRIPTION =
  "Round-the-clock monitoring of firewalls, switches and Wi-Fi with a named engineer, monthly capacity reports and fixes before users notice anything.";

const deps = testWorkerDeps();

beforeAll(async () => {
  await syncCodePages(deps);
}, 60_000);

describe("proposeSeoText: the length rules", () => {
  const propose = (input: Partial<Parameters<typeof proposeSeoText>[0]>) =>
    proposeSeoText({
      title: "Managed IT Security for Growing Firms",
      description: DESCRIPTION,
      h1: "Security operations",
      lead: "",
      productName: PRODUCT,
      ...input,
    });

  it("counts the title with the site's suffix: over 60 is shortened into the budget left", () => {
    // 43 characters + " | Northbridge IT" (17) = 60: fits.
    const fits = propose({ title: "Network Monitoring and Management for Teams" });
    expect(fits).toEqual({
      title: "Network Monitoring and Management for Teams",
      description: DESCRIPTION,
      reasons: [],
    });
    const long = propose({ title: "Network Monitoring and Management for Offices" });
    expect(long.title).toBe("Network Monitoring and Management");
    expect(long.reasons).toEqual(["Title is 62 characters with the suffix, over 60; shortened."]);
    // A longer product name leaves less room for the title.
    const longName = propose({
      title: "Network Monitoring and Management for Teams",
      productName: "Northbridge Managed IT Services",
    });
    expect(`${longName.title} | Northbridge Managed IT Services`.length).toBeLessThanOrEqual(60);
  });

  it("takes a missing title from the h1, and extends one under 30 with it", () => {
    expect(propose({ title: " ", h1: "Security operations, around the clock" })).toMatchObject({
      title: "Security operations, around the clock",
      reasons: ["The page has no title; proposed from its h1."],
    });
    expect(propose({ title: "Security" })).toMatchObject({
      title: "Security: Security operations",
      reasons: ["Title is 25 characters with the suffix, under 30; extended from the h1."],
    });
  });

  it("keeps 120 and 160 characters as they are, trims 161 and completes 119", () => {
    /** A sentence of words, `n` characters long. */
    const at = (n: number) => `${"abcd ".repeat(40).slice(0, n - 2)}x.`;
    expect(propose({ description: at(120) }).reasons).toEqual([]);
    expect(propose({ description: at(160) }).reasons).toEqual([]);
    const long = propose({ description: at(161) });
    expect(long.reasons).toEqual([
      "Description is 161 characters, over 160; trimmed at a sentence.",
    ]);
    expect(long.description.length).toBeLessThanOrEqual(160);
    expect(long.description).toMatch(/abcd\.$/);
    // The lead's sentence does not fit whole: its start completes the description.
    const short = propose({
      description: at(119),
      lead: "We answer every ticket within fifteen minutes, day and night.",
    });
    expect(short).toMatchObject({
      description: `${at(119)} We answer every ticket within fifteen.`,
      reasons: ["Description is 119 characters, under 120; completed from the page's text."],
    });
  });

  it("writes a missing description from the lead, or asks for one when the page has too little text", () => {
    const written = propose({
      description: "",
      lead: `${DESCRIPTION} A second sentence that does not fit.`,
    });
    expect(written).toMatchObject({
      description: DESCRIPTION,
      reasons: ["The page has no meta description; written from its first paragraphs."],
    });
    expect(propose({ description: "", lead: "Call us." }).reasons).toEqual([
      "The page has no meta description; written from its first paragraphs.",
      "The page has too little text for a 120-character description; write one.",
    ]);
  });
});

describe("pathOfUrl", () => {
  it("reads a page path from a path, a slug or a URL of the site", () => {
    expect(pathOfUrl("/it-security", SITE)).toBe("/it-security");
    expect(pathOfUrl("it-security/", SITE)).toBe("/it-security");
    expect(pathOfUrl(`${SITE}/it-security?x=1#top`, SITE)).toBe("/it-security");
    expect(pathOfUrl(SITE, SITE)).toBe("/");
  });

  it("refuses other hosts and what is not a catalogue page path", () => {
    expect(pathOfUrl("//evil.example/it-security", SITE)).toBeNull();
    expect(pathOfUrl("https://evil.example/it-security", SITE)).toBeNull();
    expect(pathOfUrl("/blog/a-post", SITE)).toBeNull();
    expect(pathOfUrl("/IT-Security", SITE)).toBeNull();
    expect(pathOfUrl("http://[", SITE)).toBeNull();
  });
});

describe("proposeSeoChanges", () => {
  it("proposes from the page as rendered, and leaves a page that fits alone", async () => {
    await deps.db
      .update(pages)
      .set({ seoTitle: "Data Backup and Recovery for Offices, Clinics and Warehouses" })
      .where(eq(pages.path, "/data-backup-recovery"));
    const [fits, long] = await proposeSeoChanges(deps, [
      `${SITE}/it-security`,
      "/data-backup-recovery",
    ]);
    expect(fits).toMatchObject({
      ok: true,
      path: "/it-security",
      changed: false,
      reasons: ["Title and description are within the recommended lengths."],
    });
    expect(long).toMatchObject({
      ok: true,
      path: "/data-backup-recovery",
      changed: true,
      current: {
        title: "Data Backup and Recovery for Offices, Clinics and Warehouses",
        renderedTitle:
          "Data Backup and Recovery for Offices, Clinics and Warehouses | Northbridge IT",
      },
      proposed: { title: "Data Backup and Recovery for Offices" },
      issues: expect.arrayContaining(["warning: Title too long"]),
    });
  });

  it("answers each URL it cannot propose for with the reason", async () => {
    const outcomes = await proposeSeoChanges(deps, [
      "/no-such-page",
      "https://evil.example/it-security",
      `${SITE}/blog/some-post`,
    ]);
    expect(outcomes).toEqual([
      { url: "/no-such-page", ok: false, error: "Page not found: /no-such-page" },
      {
        url: "https://evil.example/it-security",
        ok: false,
        error: "Not a page of this site: https://evil.example/it-security",
      },
      {
        url: `${SITE}/blog/some-post`,
        ok: false,
        error: `${SITE}/blog/some-post: a blog post's title and description are edited in the blog editor (SEO tab)`,
      },
    ]);
  });
});
