import { describe, expect, it } from "vitest";
import {
  analyzePage,
  analyzerColour,
  BONUS,
  countSyllables,
  DEDUCTIONS,
  fleschReadingEase,
  keywordDensity,
  limitedAnalysis,
  overallScore,
  type PageFacts,
  scoreBand,
  serverLabel,
  WEIGHTS,
} from "../../app/lib/seo-analyzer";

const HTTPS = "https://www.example.com/page";

/** A page that meets every rule: no issue, every category at 100. */
function goodFacts(overrides: Partial<PageFacts> = {}): PageFacts {
  return {
    title: "t".repeat(55),
    description: "d".repeat(140),
    headings: { h1: 1, h2: 3, h3: 0, h4: 0, h5: 0, h6: 0 },
    h1Text: "Managed IT",
    images: { total: 2, withAlt: 2, withoutAlt: 0 },
    links: { internal: 5, external: 1 },
    internalUrls: [],
    internalLinkTexts: [],
    pageSize: 20_000,
    hasViewport: true,
    structuredDataCount: 2,
    socialTagCount: 8,
    canonical: HTTPS,
    robots: null,
    charset: "utf-8",
    language: "en",
    wordCount: 1200,
    readability: 65,
    keywordDensity: [],
    ...overrides,
  };
}

const ids = (facts: PageFacts, url = HTTPS) => analyzePage(facts, url).issues.map((i) => i.id);
const issueOf = (facts: PageFacts, id: string, url = HTTPS) =>
  analyzePage(facts, url).issues.find((i) => i.id === id);

describe("analyzer rules and boundaries (spec §9)", () => {
  it("a page meeting every rule has no issue and scores 100", () => {
    const result = analyzePage(goodFacts(), HTTPS);
    expect(result.issues).toEqual([]);
    expect(result.overallScore).toBe(100);
    expect(Object.values(result.scores)).toEqual([100, 100, 100, 100, 100, 100]);
  });

  it("title: 29 too short, 30 and 60 fine, 61 too long, none is critical priority 10", () => {
    expect(ids(goodFacts({ title: "t".repeat(29) }))).toContain("title-too-short");
    expect(ids(goodFacts({ title: "t".repeat(30) }))).toEqual([]);
    expect(ids(goodFacts({ title: "t".repeat(60) }))).toEqual([]);
    expect(ids(goodFacts({ title: "t".repeat(61) }))).toContain("title-too-long");
    expect(issueOf(goodFacts({ title: "t".repeat(61) }), "title-too-long")?.type).toBe("warning");
    const missing = issueOf(goodFacts({ title: null }), "missing-title");
    expect(missing).toMatchObject({ type: "critical", impact: "high", priority: 10 });
  });

  it("description: 119 too short, 120 and 160 fine, 161 too long, none is critical priority 9", () => {
    expect(ids(goodFacts({ description: "d".repeat(119) }))).toContain("description-too-short");
    expect(ids(goodFacts({ description: "d".repeat(120) }))).toEqual([]);
    expect(ids(goodFacts({ description: "d".repeat(160) }))).toEqual([]);
    expect(ids(goodFacts({ description: "d".repeat(161) }))).toContain("description-too-long");
    expect(issueOf(goodFacts({ description: null }), "missing-description")).toMatchObject({
      type: "critical",
      priority: 9,
    });
  });

  it("words: 299 is thin content (warning), 300 is not", () => {
    expect(issueOf(goodFacts({ wordCount: 299 }), "thin-content")?.type).toBe("warning");
    expect(ids(goodFacts({ wordCount: 300 }))).toEqual([]);
  });

  it("readability: 59 (and 59.9) is info, 60 is not", () => {
    expect(issueOf(goodFacts({ readability: 59 }), "low-readability")?.type).toBe("info");
    expect(ids(goodFacts({ readability: 59.9 }))).toContain("low-readability");
    expect(ids(goodFacts({ readability: 60 }))).toEqual([]);
  });

  it("h1: none is critical priority 8, one is fine, two is a warning", () => {
    const h = (h1: number) => ({ h1, h2: 0, h3: 0, h4: 0, h5: 0, h6: 0 });
    expect(issueOf(goodFacts({ headings: h(0) }), "missing-h1")).toMatchObject({
      type: "critical",
      priority: 8,
    });
    expect(ids(goodFacts({ headings: h(1) }))).toEqual([]);
    expect(issueOf(goodFacts({ headings: h(2) }), "multiple-h1")?.type).toBe("warning");
  });

  it("viewport missing is critical priority 9; a non-HTTPS URL is critical priority 10", () => {
    expect(issueOf(goodFacts({ hasViewport: false }), "missing-viewport")).toMatchObject({
      type: "critical",
      category: "mobile",
      priority: 9,
    });
    expect(issueOf(goodFacts(), "not-https", "http://www.example.com/")).toMatchObject({
      type: "critical",
      category: "security",
      priority: 10,
    });
    expect(ids(goodFacts(), "ftp://x/")).toContain("not-https");
  });

  it("images without alt warn; no structured data and fewer than 4 social tags are info", () => {
    const images = { total: 3, withAlt: 2, withoutAlt: 1 };
    expect(issueOf(goodFacts({ images }), "images-missing-alt")?.type).toBe("warning");
    expect(issueOf(goodFacts({ structuredDataCount: 0 }), "no-structured-data")?.type).toBe("info");
    expect(issueOf(goodFacts({ socialTagCount: 3 }), "few-social-tags")?.type).toBe("info");
    expect(ids(goodFacts({ socialTagCount: 4 }))).toEqual([]);
  });

  it("issues come highest priority first: 10, 10, 9, 9, 8 …", () => {
    const facts = goodFacts({
      title: null,
      description: null,
      hasViewport: false,
      headings: { h1: 0, h2: 0, h3: 0, h4: 0, h5: 0, h6: 0 },
      wordCount: 10,
    });
    const priorities = analyzePage(facts, "http://x.example/").issues.map((i) => i.priority);
    expect(priorities.slice(0, 5)).toEqual([10, 10, 9, 9, 8]);
    expect(priorities).toEqual([...priorities].sort((a, b) => b - a));
  });
});

describe("analyzer scoring", () => {
  it("deducts 15 for high, 10 for medium, 5 for low impact from the issue's category", () => {
    expect(DEDUCTIONS).toEqual({ high: 15, medium: 10, low: 5 });
    // No viewport: -15 (critical, mobile) and no +5 viewport bonus.
    expect(analyzePage(goodFacts({ hasViewport: false }), HTTPS).scores.mobile).toBe(85);
    // Missing description: -15, while 300+ words and readability 60+ give +5 +5 back.
    expect(analyzePage(goodFacts({ description: null }), HTTPS).scores.content).toBe(95);
    // A 61-char title (warning, -10) and two h1 (warning, -10) plus the two content bonuses.
    const twoWarnings = goodFacts({
      title: "t".repeat(61),
      headings: { h1: 2, h2: 0, h3: 0, h4: 0, h5: 0, h6: 0 },
    });
    expect(analyzePage(twoWarnings, HTTPS).scores.content).toBe(90);
    // No structured data (info -5) loses its +5 bonus; social tags' +5 remains: 100.
    expect(analyzePage(goodFacts({ structuredDataCount: 0 }), HTTPS).scores.technical).toBe(100);
    // Both technical infos: -5 -5, no bonus.
    expect(
      analyzePage(goodFacts({ structuredDataCount: 0, socialTagCount: 0 }), HTTPS).scores.technical,
    ).toBe(90);
  });

  it("bonuses are +5 each and scores clamp to 0-100", () => {
    expect(BONUS).toBe(5);
    const worst = goodFacts({
      title: null,
      description: null,
      headings: { h1: 0, h2: 0, h3: 0, h4: 0, h5: 0, h6: 0 },
      wordCount: 0,
      readability: 0,
      images: { total: 4, withAlt: 0, withoutAlt: 4 },
    });
    const result = analyzePage(worst, "http://x.example/");
    // content: -15 -15 -15 -10 -5 = -60 → 40; security -15 → 85; accessibility -10 → 90.
    expect(result.scores.content).toBe(40);
    expect(result.scores.security).toBe(85);
    expect(result.scores.accessibility).toBe(90);
    for (const score of Object.values(result.scores)) {
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(100);
    }
    // Bonuses never lift a category above 100 (the good page earns +10 content on top of 100).
    expect(analyzePage(goodFacts(), HTTPS).scores.content).toBe(100);
  });

  it("overall is technical 25 %, content 25 %, performance 20 %, mobile 15 %, accessibility 10 %, security 5 %", () => {
    expect(WEIGHTS).toEqual({
      technical: 0.25,
      content: 0.25,
      performance: 0.2,
      mobile: 0.15,
      accessibility: 0.1,
      security: 0.05,
    });
    const base = {
      technical: 0,
      content: 0,
      performance: 0,
      mobile: 0,
      accessibility: 0,
      security: 0,
    };
    expect(overallScore({ ...base, technical: 100 })).toBe(25);
    expect(overallScore({ ...base, content: 100 })).toBe(25);
    expect(overallScore({ ...base, performance: 100 })).toBe(20);
    expect(overallScore({ ...base, mobile: 100 })).toBe(15);
    expect(overallScore({ ...base, accessibility: 100 })).toBe(10);
    expect(overallScore({ ...base, security: 100 })).toBe(5);
    // Missing viewport: mobile 85 → overall 100 - 15 × 0.15 = 97.75 → 98.
    expect(analyzePage(goodFacts({ hasViewport: false }), HTTPS).overallScore).toBe(98);
    // Plain http: security 85 → 100 - 0.75 = 99.25 → 99.
    expect(analyzePage(goodFacts(), "http://www.example.com/").overallScore).toBe(99);
  });

  it("recommends expanding 300-1000 words, optimising more than 5 images, linking with fewer than 3 internal links", () => {
    const rec = (facts: PageFacts) => analyzePage(facts, HTTPS).recommendations.map((r) => r.id);
    expect(rec(goodFacts({ wordCount: 299 }))).not.toContain("expand-content");
    expect(rec(goodFacts({ wordCount: 300 }))).toContain("expand-content");
    expect(rec(goodFacts({ wordCount: 1000 }))).toContain("expand-content");
    expect(rec(goodFacts({ wordCount: 1001 }))).not.toContain("expand-content");
    expect(rec(goodFacts({ images: { total: 5, withAlt: 5, withoutAlt: 0 } }))).not.toContain(
      "optimize-images",
    );
    expect(rec(goodFacts({ images: { total: 6, withAlt: 6, withoutAlt: 0 } }))).toContain(
      "optimize-images",
    );
    expect(rec(goodFacts({ links: { internal: 2, external: 0 } }))).toContain("add-internal-links");
    expect(rec(goodFacts({ links: { internal: 3, external: 0 } }))).not.toContain(
      "add-internal-links",
    );
  });

  it("metrics carry the facts the spec lists", () => {
    const { metrics } = analyzePage(goodFacts({ title: "Short", description: "Desc" }), HTTPS);
    expect(metrics).toMatchObject({
      titleLength: 5,
      descriptionLength: 4,
      hasViewport: true,
      hasStructuredData: true,
      socialTagCount: 8,
      charset: "utf-8",
      language: "en",
      wordCount: 1200,
    });
  });

  it("the limited result when a page cannot be fetched scores 75 with the spec's note", () => {
    const result = limitedAnalysis("https://unreachable.example/");
    expect(result.overallScore).toBe(75);
    expect(result.issues[0]?.title).toBe("External URL Analysis Limited");
  });
});

describe("bands, labels and colours", () => {
  it("bands: 80 green, 79 and 60 yellow, 59 red", () => {
    expect([100, 80, 79, 60, 59, 0].map(scoreBand)).toEqual([
      "green",
      "green",
      "yellow",
      "yellow",
      "red",
      "red",
    ]);
  });
  it("server labels: 80 Excellent, 79-60 Needs Improvement, 59 Critical", () => {
    expect([80, 79, 60, 59].map(serverLabel)).toEqual([
      "Excellent",
      "Needs Improvement",
      "Needs Improvement",
      "Critical",
    ]);
  });
  it("analyzer colours step at 90, 75 and 60", () => {
    expect([90, 89, 75, 74, 60, 59].map(analyzerColour)).toEqual([
      "excellent",
      "good",
      "good",
      "fair",
      "fair",
      "poor",
    ]);
  });
});

describe("text statistics", () => {
  it("keyword density: top 10 words of 3+ letters, stop words out, with counts and percent", () => {
    const text =
      "The cloud and the cloud: cloud migration, NOC NOC, it is an IT team. Backup backup a b c";
    const top = keywordDensity(text);
    expect(top[0]).toEqual({
      word: "cloud",
      count: 3,
      density: Math.round((3 / 19) * 10000) / 100,
    });
    expect(top.map((k) => k.word)).toEqual(["cloud", "backup", "noc", "migration", "team"]);
    const many = Array.from({ length: 15 }, (_, i) =>
      `word${String.fromCharCode(97 + i)}`.repeat(1),
    ).join(" ");
    expect(keywordDensity(many)).toHaveLength(10);
  });

  it("Flesch: short plain sentences read easily, long polysyllabic ones do not", () => {
    expect(
      fleschReadingEase("The cat sat on the mat. The dog ran to the park."),
    ).toBeGreaterThanOrEqual(90);
    const hard =
      "Organizational interoperability considerations necessitate comprehensive infrastructural modernization initiatives encompassing heterogeneous virtualization environments.";
    expect(fleschReadingEase(hard)).toBeLessThan(10);
    expect(fleschReadingEase("")).toBe(0);
    expect(countSyllables("cat")).toBe(1);
    expect(countSyllables("migration")).toBe(3);
  });
});
