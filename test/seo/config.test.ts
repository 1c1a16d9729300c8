import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import type { SeoConfigView, TestSeoApiResult } from "../../app/schemas/seo-config";
import { createDb } from "../../worker/db/client";
import { auditLog, settings } from "../../worker/db/schema";
import { OutboundError } from "../../worker/services/outside/outbound-http";
import { getPageSpeedFigures, testSeoApi } from "../../worker/services/seo/config";
import { captureLogs, fakeOutside, never, type OutsideFake } from "../factories/outside-services";
import { api, signedIn } from "../factories/users";

const db = createDb(env.DB);
const deps = { db, env };
type ErrorBody = { error: string; code: string };

const PSI_KEY = "AIzaPSI-secret-key-0123456789-abcdefgh";
const BING_KEY = "bing-secret-0123456789abcdef0123";
const GSC_KEY = "AIzaGSC-secret-key-9876543210-zyxwvu";

const PSI_OK = {
  lighthouseResult: {
    categories: {
      performance: { score: 0.93 },
      accessibility: { score: 1 },
      "best-practices": { score: 0.96 },
      seo: { score: 0.9 },
    },
    audits: {
      "first-contentful-paint": { numericValue: 1200.5 },
      "largest-contentful-paint": { numericValue: 2100 },
      "total-blocking-time": { numericValue: 30 },
      "cumulative-layout-shift": { numericValue: 0.01 },
      "speed-index": { numericValue: 1800 },
    },
  },
};

let fake: OutsideFake | undefined;
afterEach(() => fake?.restore());

async function getConfig(token: string) {
  const response = await api("/api/seo-config", { token });
  expect(response.status).toBe(200);
  return response.json<SeoConfigView>();
}

async function save(token: string, config: Record<string, unknown>, version: number, extra = {}) {
  return api("/api/seo-config", { method: "POST", token, body: { config, version, ...extra } });
}

describe("/api/seo-config", () => {
  it("stores keys encrypted, answers masks and flags, and an empty field keeps the key", async () => {
    const { token } = await signedIn("admin");
    const before = await getConfig(token);
    expect(before.keys.pageSpeedInsightsApiKey).toEqual({ hasKey: false, masked: "" });

    const saved = await save(
      token,
      {
        pageSpeedInsightsApiKey: PSI_KEY,
        bingWebmasterApiKey: BING_KEY,
        screamingFrogEnabled: true,
      },
      before.version,
    );
    expect(saved.status).toBe(200);
    const savedText = await saved.text();
    expect(savedText).toContain("SEO Configuration Saved");
    expect(savedText).not.toContain(PSI_KEY);
    expect(savedText).not.toContain(BING_KEY);

    const row = await db.select().from(settings).where(eq(settings.key, "seo-config")).get();
    expect(row?.encrypted).toBe(true);
    expect(row?.value).not.toContain(PSI_KEY);
    expect(row?.value).not.toContain("pageSpeed");

    const after = await getConfig(token);
    expect(JSON.stringify(after)).not.toContain(PSI_KEY);
    expect(after.config.pageSpeedInsightsApiKey).toBe("");
    expect(after.keys.pageSpeedInsightsApiKey).toEqual({ hasKey: true, masked: "••••••••efgh" });
    expect(after.keys.bingWebmasterApiKey.hasKey).toBe(true);
    expect(after.keys.lighthouseApiKey.hasKey).toBe(false);
    expect(after.config.screamingFrogEnabled).toBe(true);

    // Empty fields keep the stored keys; clearKeys removes one.
    const again = await save(token, { screamingFrogEnabled: false }, after.version, {
      clearKeys: ["bingWebmasterApiKey"],
    });
    expect(again.status).toBe(200);
    const last = await getConfig(token);
    expect(last.keys.pageSpeedInsightsApiKey.hasKey).toBe(true);
    expect(last.keys.bingWebmasterApiKey.hasKey).toBe(false);
    expect(last.config.screamingFrogEnabled).toBe(false);

    const audits = await db.select().from(auditLog).where(eq(auditLog.targetId, "seo-config"));
    expect(audits.length).toBe(2);
    expect(JSON.stringify(audits)).not.toContain(PSI_KEY);
  });

  it("refuses a stale version with 409 and changes nothing", async () => {
    const { token } = await signedIn("admin");
    const { version } = await getConfig(token);
    expect((await save(token, { lighthouseApiKey: "first-key-123456789" }, version)).status).toBe(
      200,
    );
    const stale = await save(token, { lighthouseApiKey: "second-key-12345678" }, version);
    expect(stale.status).toBe(409);
    expect((await stale.json<ErrorBody>()).code).toBe("STALE");
    const view = await getConfig(token);
    expect(view.version).toBe(version + 1);
  });

  it("refuses bad input with a 400 naming the field, storing nothing", async () => {
    const { token } = await signedIn("admin");
    const { version } = await getConfig(token);
    const response = await save(token, { bingWebmasterApiKey: "has space\u0007" }, version);
    expect(response.status).toBe(400);
    expect((await response.json<ErrorBody>()).error).toContain("Bing Webmaster API key");
    expect((await getConfig(token)).version).toBe(version);
    const model = await save(token, { aiModel: "https://evil.example/model" }, version);
    expect(model.status).toBe(400);
  });

  it("is for admins only", async () => {
    const { token } = await signedIn("editor");
    expect((await api("/api/seo-config", { token })).status).toBe(403);
    const test = await api("/api/test-seo-api", {
      method: "POST",
      token,
      body: { apiType: "bing", apiKey: BING_KEY },
    });
    expect(test.status).toBe(403);
  });
});

describe("/api/test-seo-api", () => {
  async function testApi(token: string, body: Record<string, unknown>) {
    return api("/api/test-seo-api", { method: "POST", token, body });
  }

  it("answers 400 with the spec's text when there is no key at all", async () => {
    const { token } = await signedIn("admin");
    fake = fakeOutside({});
    const response = await testApi(token, { apiType: "bing", apiKey: "  " });
    expect(response.status).toBe(400);
    expect((await response.json<ErrorBody>()).error).toBe(
      "API Key Missing: Please enter an API key before testing.",
    );
    expect(fake.calls).toHaveLength(0);
  });

  it("PageSpeed: calls runPagespeed v5 with the key and reports success", async () => {
    const { token } = await signedIn("admin");
    fake = fakeOutside({ "https://www.googleapis.com": () => Response.json(PSI_OK) });
    const { result: response, logs } = await captureLogs(() =>
      testApi(token, { apiType: "pagespeed", apiKey: PSI_KEY }),
    );
    const text = await response.text();
    const body: TestSeoApiResult = JSON.parse(text);
    expect(body.success).toBe(true);
    expect(body.message).toContain("performance 93");
    expect(text).not.toContain(PSI_KEY);
    expect(logs).not.toContain(PSI_KEY);
    const call = fake.calls[0];
    expect(call?.url.pathname).toBe("/pagespeedonline/v5/runPagespeed");
    expect(call?.url.searchParams.get("key")).toBe(PSI_KEY);
    expect(call?.url.searchParams.get("url")).toMatch(/^https:\/\//);
  });

  it("Lighthouse runs through PageSpeed with all four categories", async () => {
    const { token } = await signedIn("admin");
    fake = fakeOutside({ "https://www.googleapis.com": () => Response.json(PSI_OK) });
    const body = await (
      await testApi(token, { apiType: "lighthouse", apiKey: PSI_KEY })
    ).json<TestSeoApiResult>();
    expect(body.success).toBe(true);
    expect(fake.calls[0]?.url.searchParams.getAll("category")).toEqual([
      "performance",
      "accessibility",
      "best-practices",
      "seo",
    ]);
  });

  it("a bad PageSpeed key is {success:false} with a clear error and no key in it", async () => {
    const { token } = await signedIn("admin");
    fake = fakeOutside({
      "https://www.googleapis.com": () =>
        Response.json(
          { error: { code: 400, message: "API key not valid. Please pass a valid API key." } },
          { status: 400 },
        ),
    });
    const { result: response, logs } = await captureLogs(() =>
      testApi(token, { apiType: "pagespeed", apiKey: PSI_KEY }),
    );
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      success: false,
      error: "PageSpeed Insights refused the request: the API key is not valid",
    });
    expect(text + logs).not.toContain(PSI_KEY);
  });

  it("tests the stored key when the field is blank", async () => {
    const { token } = await signedIn("admin");
    const { version } = await getConfig(token);
    await save(token, { bingWebmasterApiKey: BING_KEY }, version);
    fake = fakeOutside({
      "https://ssl.bing.com": () => Response.json({ d: [{ Url: "https://a.example" }] }),
    });
    const body = await (
      await testApi(token, { apiType: "bing", apiKey: "" })
    ).json<TestSeoApiResult>();
    expect(body).toEqual({ success: true, message: "Bing Webmaster answered: 1 site verified" });
    expect(fake.calls[0]?.url.pathname).toBe("/webmaster/api.svc/json/GetUserSites");
    expect(fake.calls[0]?.url.searchParams.get("apikey")).toBe(BING_KEY);
  });

  it("Bing: a refused key is reported as such", async () => {
    const { token } = await signedIn("admin");
    fake = fakeOutside({
      "https://ssl.bing.com": () =>
        Response.json({ ErrorCode: 3, Message: "InvalidApiKey" }, { status: 400 }),
    });
    const text = await (await testApi(token, { apiType: "bing", apiKey: BING_KEY })).text();
    expect(JSON.parse(text)).toEqual({
      success: false,
      error: "Bing Webmaster refused the API key (invalid or revoked)",
    });
    expect(text).not.toContain(BING_KEY);
  });

  it("Search Console: success lists sites; an API key without OAuth is explained", async () => {
    const { token } = await signedIn("admin");
    fake = fakeOutside({
      "https://www.googleapis.com": (request) =>
        new URL(request.url).searchParams.get("key")
          ? Response.json(
              { error: { code: 401, message: "API keys are not supported" } },
              { status: 401 },
            )
          : Response.json({
              siteEntry: [{ siteUrl: "https://a.example/" }, { siteUrl: "sc-domain:a.example" }],
            }),
    });
    const refused = await (
      await testApi(token, { apiType: "search-console", apiKey: GSC_KEY })
    ).json<TestSeoApiResult>();
    expect(refused.success).toBe(false);
    expect(refused.error).toContain("needs an OAuth access token");
    const oauth = await (
      await testApi(token, { apiType: "search-console", apiKey: "ya29.oauth-token-value" })
    ).json<TestSeoApiResult>();
    expect(oauth).toEqual({
      success: true,
      message: "Google Search Console answered: 2 sites visible",
    });
    expect(fake.calls[1]?.headers.get("authorization")).toBe("Bearer ya29.oauth-token-value");
    expect(fake.calls[1]?.url.pathname).toBe("/webmasters/v3/sites");
  });

  it("a service that does not answer in time is a clear failure, not a 500", async () => {
    fake = fakeOutside({ "https://ssl.bing.com": never, "https://www.googleapis.com": never });
    const bing = await testSeoApi(deps, { apiType: "bing", apiKey: BING_KEY }, { timeoutMs: 50 });
    expect(bing).toEqual({ success: false, error: "Bing Webmaster did not answer within 0.05 s" });
    const psi = await testSeoApi(
      deps,
      { apiType: "pagespeed", apiKey: PSI_KEY },
      { timeoutMs: 1000 },
    );
    expect(psi).toEqual({ success: false, error: "PageSpeed Insights did not answer within 1 s" });
  });

  it("an unreachable service is reported without the URL or key", async () => {
    fake = fakeOutside({
      "https://ssl.bing.com": () => {
        throw new TypeError(`fetch failed for https://ssl.bing.com/?apikey=${BING_KEY}`);
      },
    });
    const result = await testSeoApi(deps, { apiType: "bing", apiKey: BING_KEY });
    expect(result).toEqual({ success: false, error: "Bing Webmaster could not be reached" });
  });
});

describe("getPageSpeedFigures", () => {
  it("is null without a key and measured figures with one", async () => {
    fake = fakeOutside({ "https://www.googleapis.com": () => Response.json(PSI_OK) });
    const { token } = await signedIn("admin");
    await db.delete(settings).where(eq(settings.key, "seo-config"));
    expect(await getPageSpeedFigures(deps, "https://a.example/")).toBeNull();
    expect(fake.calls).toHaveLength(0);
    const { version } = await getConfig(token);
    await save(token, { pageSpeedInsightsApiKey: PSI_KEY }, version);
    const figures = await getPageSpeedFigures(deps, "https://a.example/");
    expect(figures?.scores).toEqual({
      performance: 93,
      accessibility: 100,
      "best-practices": 96,
      seo: 90,
    });
    expect(figures?.metrics.largestContentfulPaintMs).toBe(2100);
    expect(fake.calls[0]?.url.searchParams.get("url")).toBe("https://a.example/");
  });

  it("throws a time-out error that names the service", async () => {
    fake = fakeOutside({ "https://www.googleapis.com": never });
    const { token } = await signedIn("admin");
    const { version } = await getConfig(token);
    await save(token, { pageSpeedInsightsApiKey: PSI_KEY }, version);
    await expect(
      getPageSpeedFigures(deps, "https://a.example/", { timeoutMs: 30 }),
    ).rejects.toBeInstanceOf(OutboundError);
  });
});

describe("GET /api/pagespeed", () => {
  it("answers measured figures with a stored key, null without, and a clear error when refused", async () => {
    const { token } = await signedIn("admin");
    const editor = await signedIn("editor");
    await db.delete(settings).where(eq(settings.key, "seo-config"));
    fake = fakeOutside({});
    const none = await api("/api/pagespeed?url=https%3A%2F%2Fa.example%2F", {
      token: editor.token,
    });
    expect(await none.json()).toEqual({
      figures: null,
      message: "No PageSpeed Insights key is stored (SEO APIs tab)",
    });
    fake.restore();

    const { version } = await getConfig(token);
    await save(token, { pageSpeedInsightsApiKey: PSI_KEY }, version);
    fake = fakeOutside({ "https://www.googleapis.com": () => Response.json(PSI_OK) });
    const measured = await api("/api/pagespeed?url=https%3A%2F%2Fa.example%2F&strategy=desktop", {
      token: editor.token,
    });
    const text = await measured.text();
    expect(text).not.toContain(PSI_KEY);
    const body: { figures: { scores: Record<string, number>; strategy: string } } =
      JSON.parse(text);
    expect(body.figures.scores.performance).toBe(93);
    expect(body.figures.strategy).toBe("desktop");
    expect(fake.calls[0]?.url.searchParams.get("strategy")).toBe("desktop");
    fake.restore();

    fake = fakeOutside({
      "https://www.googleapis.com": () =>
        Response.json({ error: { message: "Quota exceeded" } }, { status: 429 }),
    });
    const refused = await api("/api/pagespeed?url=https%3A%2F%2Fa.example%2F", {
      token: editor.token,
    });
    expect(await refused.json()).toEqual({
      figures: null,
      error: "PageSpeed Insights refused the request: the key's quota is used up; try again later",
    });
    const bad = await api("/api/pagespeed?url=javascript%3Aalert(1)", { token: editor.token });
    expect(bad.status).toBe(400);
  });
});
