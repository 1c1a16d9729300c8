import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { seoCrawlPages, seoRuns } from "../../worker/db/schema";
import { syncCodePages } from "../../worker/services/content/pages";
import type { SitemapAnalysisResult } from "../../worker/services/seo/crawl/report";
import type { CrawlEvent } from "../../worker/services/seo/crawl/run";
import { testDeps } from "../factories/deps";
import { fakeOutside, type OutsideFake } from "../factories/outside-services";
import { api, signedIn } from "../factories/users";
import { SSRF_URLS } from "../fixtures/ssrf-urls";

const SITE = "https://www.northbridge-it.example";
const db = createDb(env.DB);

let editor = "";
let fake: OutsideFake | null = null;

beforeAll(async () => {
  await syncCodePages(testDeps());
  editor = (await signedIn("editor")).token;
});

afterEach(() => {
  fake?.restore();
  fake = null;
});

const post = (path: string, body: unknown, token = editor) =>
  api(path, { method: "POST", body, token });
const get = (path: string, token = editor) => api(path, { token });

/** Reads a streamed crawl: every NDJSON event in order. */
async function crawlEvents(response: Response): Promise<CrawlEvent[]> {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("application/x-ndjson");
  const text = await response.text();
  return text
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as CrawlEvent);
}

const doneOf = (events: CrawlEvent[]) => {
  const done = events.find((e) => e.type === "done");
  if (done?.type !== "done") throw new Error(`no done event: ${JSON.stringify(events.slice(-2))}`);
  return done;
};

// A small foreign site served by the outbound fetch fake.
const FOREIGN = "https://shop.example";
const page = (title: string, description: string, links: string[], extra = "") =>
  `<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width"><title>${title}</title><meta name="description" content="${description}"></head><body><h1>${title}</h1>${links.map((l) => `<a href="${l}">${l}</a>`).join(" ")}${extra}</body></html>`;
const html = (body: string, headers: Record<string, string> = {}) =>
  new Response(body, { headers: { "content-type": "text/html; charset=utf-8", ...headers } });
const xml = (body: string) =>
  new Response(body, { headers: { "content-type": "application/xml" } });
const urlset = (entries: [string, string?][]) =>
  `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries
    .map(
      ([loc, lastmod]) =>
        `<url><loc>${loc}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`,
    )
    .join("")}</urlset>`;

interface ForeignSite {
  pages: Map<string, () => Response>;
  sitemap: [string, string?][];
  hits: string[];
}

function foreignSite(): ForeignSite {
  const long = "A".repeat(130);
  const site: ForeignSite = { pages: new Map(), sitemap: [], hits: [] };
  site.pages.set("/", () =>
    html(
      page("Shop home page with a title of fair length", long, ["/a", "/b", "/moved", "/missing"]),
    ),
  );
  site.pages.set("/a", () =>
    html(page("Same title on two pages of this shop", long, ["/"]), { etag: '"a1"' }),
  );
  site.pages.set("/b", () =>
    html(page("Same title on two pages of this shop", "Different description", ["/"])),
  );
  site.pages.set("/orphan", () => html(page("Nobody links here, the orphan page", long, ["/"])));
  site.pages.set(
    "/moved",
    () => new Response(null, { status: 301, headers: { location: `${FOREIGN}/a` } }),
  );
  site.sitemap = [
    [`${FOREIGN}/`, "2026-11-01"],
    [`${FOREIGN}/a`, "2026-11-01"],
    [`${FOREIGN}/b`, "2026-11-01"],
    [`${FOREIGN}/orphan`, "2026-11-01"],
  ];
  return site;
}

function serve(site: ForeignSite): OutsideFake {
  return fakeOutside({
    [FOREIGN]: (request) => {
      const path = new URL(request.url).pathname;
      site.hits.push(path);
      if (path === "/sitemap.xml") return xml(urlset(site.sitemap));
      if (path === "/a" && request.headers.get("if-none-match") === '"a1"')
        return new Response(null, { status: 304 });
      const handler = site.pages.get(path);
      return handler
        ? handler()
        : new Response("Not found", { status: 404, headers: { "content-type": "text/html" } });
    },
  });
}

describe("access", () => {
  it("needs an editor or admin", async () => {
    const author = (await signedIn("author")).token;
    expect((await get(`/api/seo-proxy?url=${encodeURIComponent(`${SITE}/`)}`, author)).status).toBe(
      403,
    );
    expect((await api(`/api/seo-proxy?url=${encodeURIComponent(`${SITE}/`)}`)).status).toBe(401);
    expect((await post("/api/seo/crawls", {}, author)).status).toBe(403);
    expect((await post("/api/seo-analyze", { url: `${SITE}/` }, author)).status).toBe(403);
    expect(
      (await post("/api/ai-seo/analyze-sitemap", { sitemapUrl: `${SITE}/sitemap.xml` }, author))
        .status,
    ).toBe(403);
  });
});

describe("GET /api/seo-proxy", () => {
  it("renders this site's pages in the Worker: no request leaves", async () => {
    fake = fakeOutside({});
    for (const url of [`${SITE}/24-7-helpdesk`, "http://example.com/24-7-helpdesk"]) {
      const response = await get(`/api/seo-proxy?url=${encodeURIComponent(url)}`);
      expect(response.status).toBe(200);
      const body = await response.json<{ html: string; status: number; url: string }>();
      expect(body.status).toBe(200);
      expect(body.html).toMatch(/<title>[^<]+<\/title>/);
    }
    expect(fake.calls).toEqual([]);
  });

  it("refuses every SSRF spelling with 400 and the reason, and nothing is fetched", async () => {
    fake = fakeOutside({});
    for (const url of SSRF_URLS) {
      const response = await get(`/api/seo-proxy?url=${encodeURIComponent(url)}`);
      expect(response.status, url).toBe(400);
      const body = await response.json<{ error: string; code: string }>();
      // Refused by the fetcher with its reason, or (when it does not parse) by validation.
      if (body.code === "URL_REFUSED") expect(body.error, url).toMatch(/^URL refused: .+/);
      else expect(body.code, url).toBe("VALIDATION");
    }
    expect(fake.calls).toEqual([]);
  });

  it("asks for a URL with the spec's text", async () => {
    const body = await (await get("/api/seo-proxy?url=")).json<{ error: string }>();
    expect(body.error).toBe("URL Required: Please enter a URL to analyze.");
  });

  it("says 'Failed to fetch URL for analysis' when a foreign page cannot be fetched", async () => {
    fake = fakeOutside({
      "https://down.example": () => Promise.reject(new Error("connection refused")),
    });
    const response = await get(`/api/seo-proxy?url=${encodeURIComponent("https://down.example/")}`);
    expect(response.status).toBe(422);
    expect((await response.json<{ error: string }>()).error).toBe(
      "Failed to fetch URL for analysis",
    );
  });
});

describe("POST /api/seo-analyze", () => {
  it("analyses one page of this site as the spec's server analysis", async () => {
    const response = await post("/api/seo-analyze", {
      url: `${SITE}/24-7-helpdesk`,
      type: "single",
    });
    expect(response.status).toBe(200);
    const { analysis } = await response.json<{
      analysis: {
        url: string;
        score: Record<string, number>;
        label: string;
        executiveSummary: string;
        criticalIssues: unknown[];
        timestamp: string;
      };
    }>();
    expect(analysis.url).toBe(`${SITE}/24-7-helpdesk`);
    expect(Object.keys(analysis.score).sort()).toEqual([
      "content",
      "mobile",
      "overall",
      "performance",
      "technical",
    ]);
    expect(["Excellent", "Needs Improvement", "Critical"]).toContain(analysis.label);
    expect(analysis.executiveSummary).toContain(`${analysis.score.overall}/100`);
    expect(Number.isNaN(Date.parse(analysis.timestamp))).toBe(false);
  });

  it("analyses every page of a sitemap", async () => {
    const site = foreignSite();
    fake = serve(site);
    const response = await post("/api/seo-analyze", {
      url: `${FOREIGN}/sitemap.xml`,
      type: "sitemap",
    });
    expect(response.status).toBe(200);
    const { analyses } = await response.json<{ analyses: { url: string }[] }>();
    expect(analyses.map((a) => a.url).sort()).toEqual([
      `${FOREIGN}/`,
      `${FOREIGN}/a`,
      `${FOREIGN}/b`,
      `${FOREIGN}/orphan`,
    ]);
  });
});

describe("POST /api/ai-seo/analyze-sitemap", () => {
  it("answers the spec's sitemap analysis result, following a sitemap index", async () => {
    const site = foreignSite();
    fake = fakeOutside({
      "https://index.example": () =>
        xml(
          `<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>${FOREIGN}/sitemap.xml</loc></sitemap></sitemapindex>`,
        ),
      [FOREIGN]: (request) => {
        const path = new URL(request.url).pathname;
        if (path === "/sitemap.xml") return xml(urlset(site.sitemap));
        return (
          site.pages.get(path)?.() ??
          new Response("no", { status: 404, headers: { "content-type": "text/html" } })
        );
      },
    });
    const response = await post("/api/ai-seo/analyze-sitemap", {
      sitemapUrl: "https://index.example/sitemap_index.xml",
    });
    expect(response.status).toBe(200);
    const result = await response.json<SitemapAnalysisResult>();
    expect(result.totalUrls).toBe(4);
    expect(result.crawledUrls).toBe(4);
    expect(result.urls.every((u) => u.status === "completed")).toBe(true);
    const a = result.urls.find((u) => u.url === `${FOREIGN}/a`);
    expect(a).toMatchObject({
      title: "Same title on two pages of this shop",
      h1: "Same title on two pages of this shop",
      seoScore: expect.any(Number),
    });
    expect(result.avgScore).toBe(Math.round(result.urls.reduce((s, u) => s + u.seoScore, 0) / 4));
    expect(result.totalIssues).toBe(result.urls.reduce((s, u) => s + u.issues.length, 0));
  });

  it("a sitemap that cannot be fetched gives the spec's text and stores no run", async () => {
    fake = fakeOutside({ "https://nositemap.example": () => new Response("no", { status: 404 }) });
    const before = await db.select().from(seoRuns).all();
    const response = await post("/api/ai-seo/analyze-sitemap", {
      sitemapUrl: "https://nositemap.example/sitemap.xml",
    });
    expect(response.status).toBe(422);
    expect((await response.json<{ error: string }>()).error).toBe(
      "Failed to fetch sitemap. Please check the URL and try again.",
    );
    expect(await db.select().from(seoRuns).all()).toHaveLength(before.length);
  });

  it("asks for a sitemap URL with the spec's text; refuses an internal one", async () => {
    const blank = await post("/api/ai-seo/analyze-sitemap", { sitemapUrl: " " });
    expect((await blank.json<{ error: string }>()).error).toBe(
      "Sitemap URL Required: Please enter a sitemap URL to crawl.",
    );
    fake = fakeOutside({});
    const internal = await post("/api/ai-seo/analyze-sitemap", {
      sitemapUrl: "http://169.254.169.254/sitemap.xml",
    });
    expect(internal.status).toBe(400);
    expect(fake.calls).toEqual([]);
  });
});

describe("POST /api/seo/crawls (streamed crawler)", () => {
  // Each test crawls its own sitemap address, so no test compares with another's crawl.
  it("crawls this site's own sitemap inside the Worker, streaming each URL pending → analyzing → completed", async () => {
    fake = fakeOutside({});
    const events = await crawlEvents(await post("/api/seo/crawls", {}));
    const start = events[0];
    if (start?.type !== "start") throw new Error("first event is not start");
    expect(start.sitemapUrl).toBe(`${SITE}/sitemap.xml`);
    expect(start.totalUrls).toBeGreaterThan(100);
    for (const url of start.urls) {
      const analyzing = events.findIndex((e) => e.type === "analyzing" && e.url === url);
      const completed = events.findIndex((e) => e.type === "page" && e.page.url === url);
      expect(analyzing, url).toBeGreaterThan(0);
      expect(completed, url).toBeGreaterThan(analyzing);
    }
    const { result, report } = doneOf(events);
    expect(result.crawledUrls).toBe(start.totalUrls);
    expect(result.urls.every((u) => u.httpStatus === 200)).toBe(true);
    expect(report.brokenLinks).toEqual([]);
    expect(fake.calls).toEqual([]);
    // Kept in D1.
    const rows = await db
      .select()
      .from(seoCrawlPages)
      .where(eq(seoCrawlPages.runId, start.runId))
      .all();
    expect(rows).toHaveLength(start.totalUrls);
    const run = await db.select().from(seoRuns).where(eq(seoRuns.id, start.runId)).get();
    expect(run?.status).toBe("completed");
    // And listed, then readable page by page.
    const list = await (await get("/api/seo/crawls")).json<{ crawls: { id: string }[] }>();
    expect(list.crawls.map((c) => c.id)).toContain(start.runId);
    const one = await get(
      `/api/seo/crawls/${start.runId}/page?url=${encodeURIComponent(`${SITE}/24-7-helpdesk`)}`,
    );
    expect(one.status).toBe(200);
    const detail = await one.json<{ analysis: { details: { issues: unknown[] } } }>();
    expect(Array.isArray(detail.analysis.details.issues)).toBe(true);
  });

  it("reports broken links, redirects, duplicate titles and descriptions, orphans and pages out of reach", async () => {
    const site = foreignSite();
    // "/island" is linked only from the orphan: not an orphan, but out of reach from home.
    site.pages.set("/orphan", () =>
      html(page("Nobody links here, the orphan page", "A".repeat(130), ["/island"])),
    );
    site.pages.set("/island", () =>
      html(page("An island page reached from the orphan only", "Island", ["/"])),
    );
    site.sitemap.push([`${FOREIGN}/island`, "2026-11-01"]);
    fake = serve(site);
    const { report } = doneOf(
      await crawlEvents(
        await post("/api/seo/crawls", { sitemapUrl: `${FOREIGN}/sitemap.xml?for=report` }),
      ),
    );
    // Each with the pages linking to it and the words of their links.
    expect(report.brokenLinks).toEqual([
      {
        url: `${FOREIGN}/missing`,
        httpStatus: 404,
        linkedFrom: [`${FOREIGN}/`],
        links: [{ page: `${FOREIGN}/`, text: "/missing" }],
      },
    ]);
    expect(report.redirects).toEqual([
      {
        url: `${FOREIGN}/moved`,
        to: `${FOREIGN}/a`,
        linkedFrom: [`${FOREIGN}/`],
        links: [{ page: `${FOREIGN}/`, text: "/moved" }],
      },
    ]);
    expect(report.duplicateTitles).toEqual([
      { title: "Same title on two pages of this shop", urls: [`${FOREIGN}/a`, `${FOREIGN}/b`] },
    ]);
    expect(report.duplicateDescriptions).toEqual([
      { description: "A".repeat(130), urls: [`${FOREIGN}/`, `${FOREIGN}/a`, `${FOREIGN}/orphan`] },
    ]);
    expect(report.orphans).toEqual([`${FOREIGN}/orphan`]);
    expect(report.unreachable).toEqual([`${FOREIGN}/island`, `${FOREIGN}/orphan`]);
  });

  it("re-crawls only changed pages and shows what got worse", async () => {
    const site = foreignSite();
    fake = serve(site);
    const start = (body: object) =>
      post("/api/seo/crawls", { sitemapUrl: `${FOREIGN}/sitemap.xml?for=recrawl`, ...body });
    const first = doneOf(await crawlEvents(await start({})));
    expect(first.report.regressions).toEqual({
      scoreDrops: [],
      newCriticalIssues: [],
      pagesGone: [],
    });

    // "/" changes (new lastmod) and loses its title and h1; "/b" leaves the sitemap; "/a" keeps
    // its lastmod (reused, not fetched); "/orphan" has a new lastmod and no ETag (fetched).
    site.sitemap = [
      [`${FOREIGN}/`, "2026-11-20"],
      [`${FOREIGN}/a`, "2026-11-01"],
      [`${FOREIGN}/orphan`, "2026-11-20"],
    ];
    site.pages.set("/", () => html(page("", "A".repeat(130), ["/a"])));
    site.hits.length = 0;
    const second = doneOf(await crawlEvents(await start({ onlyChanged: true })));
    const fetched = site.hits.filter((path) => path !== "/sitemap.xml");
    expect(fetched).not.toContain("/a");
    expect(fetched).toEqual(expect.arrayContaining(["/", "/orphan"]));
    expect(second.report.reusedPages).toBe(1);
    expect(second.result.urls.find((u) => u.url === `${FOREIGN}/a`)?.reused).toBe(true);
    expect(second.report.previousRunId).toBe(first.report.runId);
    const { regressions } = second.report;
    expect(regressions.pagesGone).toEqual([
      { url: `${FOREIGN}/b`, reason: "no longer in the sitemap" },
    ]);
    expect(regressions.newCriticalIssues).toEqual([
      { url: `${FOREIGN}/`, issues: ["Missing page title"] },
    ]);
    expect(regressions.scoreDrops.map((d) => d.url)).toEqual([`${FOREIGN}/`]);

    // A page whose lastmod moved but whose ETag still matches is reused after a 304.
    site.sitemap = [[`${FOREIGN}/a`, "2026-11-21"]];
    site.hits.length = 0;
    const third = doneOf(await crawlEvents(await start({ onlyChanged: true })));
    expect(third.result.urls[0]?.reused).toBe(true);
    expect(site.hits).toContain("/a");
  });

  it("a failed sitemap answers 422 with the spec's text before streaming", async () => {
    fake = fakeOutside({
      "https://broken.example": () =>
        new Response("<html>not xml</html>", { headers: { "content-type": "text/html" } }),
    });
    const response = await post("/api/seo/crawls", {
      sitemapUrl: "https://broken.example/sitemap.xml",
    });
    expect(response.status).toBe(422);
    expect((await response.json<{ error: string }>()).error).toBe(
      "Failed to fetch sitemap. Please check the URL and try again.",
    );
  });
});
