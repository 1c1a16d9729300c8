import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { seoCrawlPages, seoRuns } from "../../worker/db/schema";
import type { SafeFetchDeps } from "../../worker/services/outside/safe-fetch";
import { runSiteCrawl } from "../../worker/services/seo/crawl/run";
import { purgeSeoRecords } from "../../worker/services/seo/purge-records";
import {
  CRAWL_RUNNING_MESSAGE,
  STALLED_AFTER_MS,
  STALLED_REASON,
} from "../../worker/services/seo/runs";
import { testDeps } from "../factories/deps";
import { fakeOutside, type OutsideFake } from "../factories/outside-services";
import { api, signedIn } from "../factories/users";

// Crawls are bounded: a time budget stops one with what it has (partial, with the reason), a
// run whose isolate died is failed by the cron's housekeeping, and one site has at most one
// running crawl (409 CRAWL_RUNNING with the running crawl's id, race-free).

const deps = testDeps();
const fetcher: SafeFetchDeps = {
  ownOrigins: [],
  selfFetch: () => Promise.reject(new Error("no own pages in this test")),
};

let editor = "";
let fake: OutsideFake | null = null;

beforeAll(async () => {
  editor = (await signedIn("editor")).token;
});

afterEach(() => {
  fake?.restore();
  fake = null;
});

const post = (path: string, body: unknown) => api(path, { method: "POST", body, token: editor });
const get = (path: string) => api(path, { token: editor });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A foreign site of `count` pages, each answering after `delayMs`; after `hold(n)` every page
 * request but the first `n` waits until `release()`.
 */
function slowSite(origin: string, count: number, delayMs = 0) {
  let open: () => void = () => {};
  let heldFrom = Number.POSITIVE_INFINITY;
  let gate = Promise.resolve();
  const site = {
    hold(after = 0) {
      heldFrom = after;
      gate = new Promise<void>((resolve) => {
        open = resolve;
      });
    },
    release: () => open(),
    fetched: [] as string[],
  };
  const handler = async (request: Request) => {
    const path = new URL(request.url).pathname;
    if (path === "/sitemap.xml") {
      const urls = Array.from({ length: count }, (_, i) => `<url><loc>${origin}/p${i}</loc></url>`);
      return new Response(`<urlset>${urls.join("")}</urlset>`, {
        headers: { "content-type": "application/xml" },
      });
    }
    site.fetched.push(path);
    if (site.fetched.length > heldFrom) await gate;
    if (delayMs > 0) await sleep(delayMs);
    return new Response(`<title>Page ${path} of a slow site</title><h1>${path}</h1>`, {
      headers: { "content-type": "text/html" },
    });
  };
  return { site, handler };
}

/** Reads a crawl's stream up to its first event (the start, with the run id). */
async function firstEvent(response: Response) {
  expect(response.status).toBe(200);
  const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
  if (!reader) throw new Error("no stream");
  let text = "";
  while (!text.includes("\n")) {
    const { done, value } = await reader.read();
    if (done) break;
    text += value;
  }
  const start = JSON.parse(text.split("\n")[0] ?? "") as { type: string; runId: string };
  const drain = (async () => {
    for (;;) {
      const { done, value } = await reader.read();
      if (value) text += value;
      if (done) return text;
    }
  })();
  return { start, drain };
}

describe("the crawl's time budget", () => {
  it("stops the crawl when spent, keeps what it crawled and says why (partial)", async () => {
    const { handler } = slowSite("https://slow.example", 12, 60);
    fake = fakeOutside({ "https://slow.example": handler });
    const outcome = await runSiteCrawl(deps, {
      sitemapUrl: "https://slow.example/sitemap.xml",
      fetcher,
      concurrency: 2,
      budgetMs: 150,
    });
    const crawled = outcome.result.crawledUrls;
    expect(outcome.result.totalUrls).toBe(12);
    expect(crawled).toBeGreaterThan(0);
    expect(crawled).toBeLessThan(12);
    expect(outcome.stoppedReason).toBe(
      `Stopped after 1 second, the crawl's time limit: ${crawled} of 12 pages crawled. The rest were not crawled.`,
    );
    const run = await deps.db.select().from(seoRuns).where(eq(seoRuns.id, outcome.runId)).get();
    expect(run).toMatchObject({ status: "partial", reason: outcome.stoppedReason });
    const pages = await deps.db
      .select()
      .from(seoCrawlPages)
      .where(eq(seoCrawlPages.runId, outcome.runId))
      .all();
    expect(pages).toHaveLength(crawled);

    // The crawl reads back with its progress and reason; pages it did not reach are no
    // regression of the next crawl.
    const view = await (await get(`/api/seo/crawls/${outcome.runId}`)).json<{
      status: string;
      reason: string;
      progress: { done: number; total: number };
      result: { totalUrls: number; crawledUrls: number };
    }>();
    expect(view).toMatchObject({
      status: "partial",
      reason: outcome.stoppedReason,
      progress: { done: crawled, total: 12 },
      result: { totalUrls: 12, crawledUrls: crawled },
    });
    const next = await runSiteCrawl(deps, {
      sitemapUrl: "https://slow.example/sitemap.xml",
      fetcher,
      concurrency: 6,
    });
    expect(next.stoppedReason).toBeNull();
    expect(next.report.previousRunId).toBe(outcome.runId);
    expect(next.report.regressions.pagesGone).toEqual([]);
  });
});

describe("housekeeping", () => {
  it("fails runs with no progress for 15 minutes, and frees their site for a new crawl", async () => {
    const now = new Date();
    const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
    const stale = ago(STALLED_AFTER_MS + 60_000);
    await deps.db.insert(seoRuns).values([
      {
        id: "stale-crawl",
        kind: "crawl",
        target: "https://dead.example/sitemap.xml",
        site: "https://dead.example",
        status: "running",
        createdAt: stale,
        updatedAt: stale,
      },
      // A row from before heartbeats: its start counts.
      { id: "stale-old-row", kind: "site-check", target: "x", status: "pending", createdAt: stale },
      {
        id: "live-crawl",
        kind: "crawl",
        target: "https://live.example/sitemap.xml",
        site: "https://live.example",
        status: "running",
        createdAt: stale,
        updatedAt: ago(60_000),
      },
      {
        id: "old-done",
        kind: "crawl",
        target: "https://done.example/sitemap.xml",
        status: "completed",
        createdAt: stale,
        updatedAt: stale,
      },
    ]);

    const purged = await purgeSeoRecords(deps, now);
    expect(purged.stalledRuns).toBe(2);
    const status = async (id: string) =>
      deps.db.select().from(seoRuns).where(eq(seoRuns.id, id)).get();
    for (const id of ["stale-crawl", "stale-old-row"]) {
      expect(await status(id)).toMatchObject({
        status: "failed",
        reason: STALLED_REASON,
        finishedAt: now.toISOString(),
      });
    }
    expect((await status("live-crawl"))?.status).toBe("running");
    expect((await status("old-done"))?.status).toBe("completed");

    // The dead crawl no longer holds its site; the failure shows on the crawl.
    const { handler } = slowSite("https://dead.example", 2);
    fake = fakeOutside({ "https://dead.example": handler });
    const again = await runSiteCrawl(deps, {
      sitemapUrl: "https://dead.example/sitemap.xml",
      fetcher,
    });
    expect(again.result.crawledUrls).toBe(2);
    const view = await (await get("/api/seo/crawls/stale-crawl")).json<{ reason: string }>();
    expect(view.reason).toBe("Stopped: no progress for 15 minutes");
  });
});

describe("one running crawl per site", () => {
  it("a second start while one runs gets 409 with the running crawl's id", async () => {
    const { site, handler } = slowSite("https://busy.example", 3);
    site.hold();
    fake = fakeOutside({ "https://busy.example": handler });
    const first = await firstEvent(
      await post("/api/seo/crawls", { sitemapUrl: "https://busy.example/sitemap.xml" }),
    );
    expect(first.start.type).toBe("start");

    // Another sitemap of the same site, the sitemap analysis and the AI SEO one: all refused.
    for (const [path, body] of [
      ["/api/seo/crawls", { sitemapUrl: "https://busy.example/sitemap.xml?other=1" }],
      ["/api/seo-analyze", { url: "https://busy.example/sitemap.xml", type: "sitemap" }],
      ["/api/ai-seo/analyze-sitemap", { sitemapUrl: "https://busy.example/sitemap.xml" }],
    ] as const) {
      const refused = await post(path, body);
      expect(refused.status, path).toBe(409);
      expect(await refused.json(), path).toEqual({
        error: CRAWL_RUNNING_MESSAGE,
        code: "CRAWL_RUNNING",
        runId: first.start.runId,
      });
    }
    const running = await deps.db
      .select()
      .from(seoRuns)
      .where(eq(seoRuns.site, "https://busy.example"))
      .all();
    expect(running.map((run) => run.id)).toEqual([first.start.runId]);

    site.release();
    expect(await first.drain).toContain('"type":"done"');
    // Once it has finished, the site can be crawled again.
    const next = await firstEvent(
      await post("/api/seo/crawls", { sitemapUrl: "https://busy.example/sitemap.xml" }),
    );
    expect(await next.drain).toContain('"type":"done"');
  });

  it("of two racing starts exactly one wins; the other names the winner", async () => {
    const { site, handler } = slowSite("https://race.example", 2);
    site.hold();
    fake = fakeOutside({ "https://race.example": handler });
    const start = () => post("/api/seo/crawls", { sitemapUrl: "https://race.example/sitemap.xml" });
    const answers = await Promise.all([start(), start(), start()]);
    const won = answers.filter((answer) => answer.status === 200);
    const lost = answers.filter((answer) => answer.status === 409);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(2);
    const winner = await firstEvent(won[0] as Response);
    for (const answer of lost) {
      expect((await answer.json<{ runId: string }>()).runId).toBe(winner.start.runId);
    }
    site.release();
    expect(await winner.drain).toContain('"type":"done"');
  });
});

describe("sitemap analyses in the background", () => {
  it("answers a large sitemap at once (202) and reports its progress, then its result", async () => {
    const { site, handler } = slowSite("https://big-analysis.example", 30);
    // Ten pages answer, then the rest wait: the progress shows them while the run goes on.
    site.hold(10);
    fake = fakeOutside({ "https://big-analysis.example": handler });
    const started = await post("/api/ai-seo/analyze-sitemap", {
      sitemapUrl: "https://big-analysis.example/sitemap.xml",
    });
    expect(started.status).toBe(202);
    const run = await started.json<{ runId: string; status: string; progress: unknown }>();
    expect(run).toMatchObject({ status: "running", progress: { done: 0, total: 30 } });

    type Poll = {
      status: string;
      progress: { done: number; total: number };
      totalUrls?: number;
      crawledUrls?: number;
      urls?: { url: string }[];
    };
    const poll = async (path: string) => (await get(path)).json<Poll>();
    let seen = await poll(`/api/ai-seo/analyze-sitemap/${run.runId}`);
    for (let i = 0; i < 100 && seen.progress.done < 10; i++) {
      await sleep(100);
      seen = await poll(`/api/ai-seo/analyze-sitemap/${run.runId}`);
    }
    expect(seen).toMatchObject({ status: "running", progress: { done: 10, total: 30 } });
    expect(seen.urls).toBeUndefined();

    site.release();
    for (let i = 0; i < 100 && seen.status === "running"; i++) {
      await sleep(100);
      seen = await poll(`/api/ai-seo/analyze-sitemap/${run.runId}`);
    }
    expect(seen).toMatchObject({
      status: "completed",
      progress: { done: 30, total: 30 },
      totalUrls: 30,
      crawledUrls: 30,
    });
    expect(seen.urls).toHaveLength(30);
    expect(site.fetched).toHaveLength(30);

    // The SEO Analyzer's view of the same run: the spec's per-page server analyses.
    const analyses = await (await get(`/api/seo-analyze/${run.runId}`)).json<{
      status: string;
      analyses: { url: string }[];
    }>();
    expect(analyses.status).toBe("completed");
    expect(analyses.analyses).toHaveLength(30);
  });

  it("analyses a small sitemap inside the request, as before (200 with the result)", async () => {
    const { handler } = slowSite("https://small-analysis.example", 3);
    fake = fakeOutside({ "https://small-analysis.example": handler });
    const answer = await post("/api/seo-analyze", {
      url: "https://small-analysis.example/sitemap.xml",
      type: "sitemap",
    });
    expect(answer.status).toBe(200);
    const body = await answer.json<{ status: string; analyses: unknown[]; runId: string }>();
    expect(body.status).toBe("completed");
    expect(body.analyses).toHaveLength(3);
  });

  it("an unknown run is a 404", async () => {
    expect((await get("/api/seo-analyze/no-such-run")).status).toBe(404);
    expect((await get("/api/ai-seo/analyze-sitemap/no-such-run")).status).toBe(404);
  });
});
