import {
  createExecutionContext,
  createScheduledController,
  waitOnExecutionContext,
} from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { seoRuns } from "../../worker/db/schema";
import worker from "../../worker/index";
import { syncCodePages } from "../../worker/services/content/pages";
import {
  isDailySiteCheckTime,
  runDailySiteCheck,
  type SeoHealth,
} from "../../worker/services/seo/health";
import { checkJsonLd } from "../../worker/services/seo/structured-data";
import { api, insertUser, loginAs } from "../factories/users";

let editor = "";
let author = "";
const deps = () => ({ db: createDb(env.DB), env });

beforeAll(async () => {
  await syncCodePages(deps());
  editor = await loginAs(await insertUser({ role: "editor" }));
  author = await loginAs(await insertUser({ role: "author" }));
}, 60_000);

describe("GET /api/seo/health", () => {
  it("checks the sitemap, robots, RSS and structured data as rendered, in the spec's shape", async () => {
    const response = await api("/api/seo/health", { token: editor });
    expect(response.status).toBe(200);
    const health = await response.json<SeoHealth>();
    expect(health.status).toBe("healthy");
    expect(health.checks).toEqual({ sitemap: true, robots: true, rss: true, structuredData: true });
    expect(health.details.sitemap.message).toMatch(/^\d+ URLs, each with a lastmod$/);
    expect(health.urls).toEqual({
      sitemap: "https://www.northbridge-it.example/sitemap.xml",
      robots: "https://www.northbridge-it.example/robots.txt",
      rss: "https://www.northbridge-it.example/rss.xml",
    });
    expect(Number.isNaN(Date.parse(health.timestamp))).toBe(false);
    // IndexNow is off on a fresh install and has sent nothing (test/seo/indexnow.test.ts).
    expect(health.indexNow).toEqual({
      enabled: false,
      endpoint: "https://api.indexnow.org/indexnow",
      keyLocation: null,
      submissions: [],
    });
    expect((await api("/api/seo/health", { token: author })).status).toBe(403);
    // The file's first render loads the whole server build (vitest.config.ts).
  }, 120_000);

  it("reports issues from the last daily site check: broken links and 404s", async () => {
    const summary = await runDailySiteCheck(deps(), async () => ({
      result: {
        crawledUrls: 3,
        avgScore: 97,
        urls: [
          { url: "https://www.northbridge-it.example/", httpStatus: 200 },
          { url: "https://www.northbridge-it.example/gone", httpStatus: 404 },
        ],
      },
      report: {
        brokenLinks: [
          {
            url: "https://www.northbridge-it.example/missing",
            httpStatus: 404,
            linkedFrom: ["https://www.northbridge-it.example/"],
          },
        ],
      },
    }));
    expect(summary.notFound).toEqual(["https://www.northbridge-it.example/gone"]);
    const health = await (await api("/api/seo/health", { token: editor })).json<SeoHealth>();
    expect(health.status).toBe("issues");
    expect(health.siteCheck?.brokenLinks[0]?.url).toBe(
      "https://www.northbridge-it.example/missing",
    );
    await deps().db.delete(seoRuns);
  });

  it("the 03:00 cron crawls this site and records no broken links or 404s", async () => {
    const ctx = createExecutionContext();
    await worker.scheduled(
      createScheduledController({
        cron: "*/15 * * * *",
        scheduledTime: Date.parse("2026-11-23T03:00:00Z"),
      }),
      env,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    const health = await (await api("/api/seo/health", { token: editor })).json<SeoHealth>();
    expect(health.siteCheck?.crawledUrls).toBeGreaterThan(80);
    expect(health.siteCheck?.brokenLinks).toEqual([]);
    expect(health.siteCheck?.notFound).toEqual([]);
    expect(health.jobs.find((job) => job.name === "site_check")).toMatchObject({
      label: "Daily site crawl",
      status: "ok",
    });
    expect(health.jobs.filter((job) => job.status !== "ok")).toEqual([]);
    expect(health.status).toBe("healthy");
  }, 240_000);

  it("runs the daily check only in the 03:00 UTC slot", () => {
    expect(isDailySiteCheckTime(Date.parse("2026-11-23T03:00:00Z"))).toBe(true);
    expect(isDailySiteCheckTime(Date.parse("2026-11-23T03:15:00Z"))).toBe(false);
    expect(isDailySiteCheckTime(Date.parse("2026-11-23T02:45:00Z"))).toBe(false);
  });
});

describe("GET /api/seo/structured-data/{kind}", () => {
  it("answers each of the four types as served, valid", async () => {
    for (const [kind, type] of [
      ["website", "WebSite"],
      ["organization", "Organization"],
      ["breadcrumb", "BreadcrumbList"],
      ["faq", "FAQPage"],
    ] as const) {
      const response = await api(`/api/seo/structured-data/${kind}`, { token: editor });
      expect(response.status, kind).toBe(200);
      const body = await response.json<{
        type: string;
        found: boolean;
        check: { valid: boolean; errors: string[] };
      }>();
      expect(body.type).toBe(type);
      expect(body.found, kind).toBe(true);
      expect(body.check.errors, kind).toEqual([]);
    }
    expect((await api("/api/seo/structured-data/recipe", { token: editor })).status).toBe(404);
    const bad = await api("/api/seo/structured-data/faq?path=http://evil.example/", {
      token: editor,
    });
    expect(bad.status).toBe(400);
    const noFaq = await api("/api/seo/structured-data/faq?path=/privacy-policy", {
      token: editor,
    });
    const answer = await noFaq.json<{ found: boolean; check: { errors: string[] } }>();
    expect(answer.found).toBe(false);
    expect(answer.check.errors).toEqual(["/privacy-policy has no FAQPage JSON-LD"]);
  });
});

describe("checkJsonLd", () => {
  it("names missing required properties and malformed parts", () => {
    expect(checkJsonLd({ "@type": "ProfessionalService", name: "x" }).errors).toEqual([
      "address is required",
      "telephone is required",
    ]);
    const article = checkJsonLd({
      "@type": "Article",
      headline: "h",
      author: { "@type": "Person", name: "a" },
      datePublished: "2026-01-01",
      publisher: { "@type": "Organization", name: "p" },
    });
    expect(article.errors).toEqual([
      "image is required",
      "publisher.logo is required (an absolute URL)",
    ]);
    const crumbs = checkJsonLd({
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 2, name: "Home", item: "/" },
        { "@type": "ListItem", position: 2, name: "Page" },
      ],
    });
    expect(crumbs.errors).toEqual([
      "itemListElement[0].position must be 1",
      "itemListElement[0].item must be an absolute URL",
    ]);
    expect(checkJsonLd({ "@type": "WebSite", name: "n", url: "https://x.example/" }).valid).toBe(
      true,
    );
  });
});

describe("GET /api/seo/social", () => {
  it("reads a page's Open Graph and Twitter tags with nothing missing", async () => {
    const response = await api("/api/seo/social?path=/it-security", { token: editor });
    expect(response.status).toBe(200);
    const tags = await response.json<{
      openGraph: Record<string, string>;
      twitter: Record<string, string>;
      missing: string[];
    }>();
    expect(tags.missing).toEqual([]);
    expect(tags.openGraph["og:url"]).toBe("https://www.northbridge-it.example/it-security");
    expect(tags.twitter["twitter:image:alt"]).toMatch(/ — Managed Services — Northbridge IT$/);
  });
});

describe("POST /api/seo/performance", () => {
  it("says not configured without a PageSpeed key, with no figures", async () => {
    const response = await api("/api/seo/performance", { method: "POST", token: editor });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ configured: false, figures: null, error: null });
  });
});
