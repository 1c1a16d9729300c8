import { createServer, type Server } from "node:http";
import type { APIRequestContext } from "@playwright/test";
import { expect, type Page, test } from "../fixtures";

// Issue 11: "With a PageSpeed key, ... each page's analysis show[s] measured figures." OTTO SEO's
// Page Analysis and the SEO Analyzer's one-URL results ask GET /api/pagespeed for the page;
// PageSpeed Insights itself is faked by a local server the Worker reaches through
// PAGESPEED_API_URL (honoured only in e2e and tests; scripts/e2e-server.mjs). Storing a key
// changes every analysis, so this spec runs after the others (playwright.config.ts).

const ADMIN = { username: "admin", password: "e2e-admin-password" };
const PORT = Number(process.env.E2E_PORT ?? 8788);
/** scripts/e2e-server.mjs: FAKE_PAGESPEED_PORT. */
const FAKE_PORT = PORT + 2000;
/** The text (app/components/seo/pagespeed-figures.tsx). */
const NOT_MEASURED_TEXT = "Not measured: add a PageSpeed key in SEO APIs";
const KEY = `fake-psi-key-${Date.now().toString(36)}`;

/** What the fake answers: figures no code path could make up. */
const PSI_ANSWER = {
  lighthouseResult: {
    categories: {
      performance: { score: 0.87 },
      accessibility: { score: 0.99 },
      "best-practices": { score: 0.96 },
      seo: { score: 0.92 },
    },
    audits: {
      "first-contentful-paint": { numericValue: 1234 },
      "largest-contentful-paint": { numericValue: 2345 },
      "total-blocking-time": { numericValue: 117 },
      "cumulative-layout-shift": { numericValue: 0.042 },
      "speed-index": { numericValue: 1900 },
    },
  },
};

interface Call {
  path: string;
  url: string | null;
  key: string | null;
  strategy: string | null;
}

const calls: Call[] = [];
let fake: Server;
let token = "";

async function signIn(page: Page): Promise<string> {
  const response = await page.request.post("/api/auth/login", { data: ADMIN });
  const body = (await response.json()) as { token?: string; requiresMFA?: boolean };
  expect(body.requiresMFA, "admin has MFA enabled; sign-in needs a code").not.toBe(true);
  expect(response.ok() && Boolean(body.token), JSON.stringify(body)).toBe(true);
  return body.token ?? "";
}

/** Stores the PageSpeed key, or clears it. */
async function setPageSpeedKey(api: APIRequestContext, key: string | null) {
  const headers = { authorization: `Bearer ${token}` };
  const current = (await (await api.get("/api/seo-config", { headers })).json()) as {
    version: number;
  };
  const response = await api.post("/api/seo-config", {
    headers,
    data: {
      config: {
        googleSearchConsoleApiKey: "",
        pageSpeedInsightsApiKey: key ?? "",
        lighthouseApiKey: "",
        bingWebmasterApiKey: "",
      },
      clearKeys: key ? [] : ["pageSpeedInsightsApiKey"],
      version: current.version,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function hasPageSpeedKey(api: APIRequestContext): Promise<boolean> {
  const view = (await (
    await api.get("/api/seo-config", { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { keys: Record<string, { hasKey: boolean }> };
  return view.keys.pageSpeedInsightsApiKey?.hasKey ?? false;
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  fake = createServer((request, response) => {
    const url = new URL(request.url ?? "/", `http://127.0.0.1:${FAKE_PORT}`);
    calls.push({
      path: url.pathname,
      url: url.searchParams.get("url"),
      key: url.searchParams.get("key"),
      strategy: url.searchParams.get("strategy"),
    });
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify(PSI_ANSWER));
  });
  await new Promise<void>((resolve) => fake.listen(FAKE_PORT, "127.0.0.1", resolve));
});

test.afterAll(async ({ browser }) => {
  const context = await browser.newContext();
  if (token) await setPageSpeedKey(context.request, null);
  await context.close();
  await new Promise<void>((resolve) => fake.close(() => resolve()));
});

/** The figures the fake's answer stands for, as the panel shows them. */
async function expectMeasured(panel: ReturnType<Page["getByRole"]>) {
  const figures = panel.getByTestId("pagespeed-figures");
  await expect(figures).toBeVisible({ timeout: 20_000 });
  await expect(figures.getByText("Performance score").locator("xpath=..")).toContainText("87");
  await expect(figures.getByText("Largest Contentful Paint").locator("xpath=..")).toContainText(
    "2.3 s",
  );
  await expect(figures.getByText("Cumulative Layout Shift").locator("xpath=..")).toContainText(
    "0.042",
  );
  await expect(figures.getByText("Total Blocking Time").locator("xpath=..")).toContainText(
    "117 ms",
  );
  await expect(figures).toContainText("Measured by PageSpeed Insights (mobile)");
}

test("page analyses say 'Not measured' without a key and show PageSpeed's figures with one", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  token = await signIn(page);
  if (await hasPageSpeedKey(page.request)) await setPageSpeedKey(page.request, null);
  const target = `${baseURL}/24-7-helpdesk`;

  // No key: OTTO SEO's Page Analysis says so, and PageSpeed is never asked.
  await page.goto("/admin?tab=otto-seo");
  await page.getByRole("tab", { name: "Page Analysis" }).click();
  await page.getByLabel("Page URL").fill(target);
  await page.getByRole("button", { name: "Analyze page" }).click();
  await expect(page.getByTestId("page-analysis-result")).toBeVisible({ timeout: 30_000 });
  const otto = page.getByRole("region", { name: "PageSpeed figures" });
  await expect(otto.getByTestId("pagespeed-not-measured")).toHaveText(NOT_MEASURED_TEXT);
  await expect(otto.getByTestId("pagespeed-figures")).toHaveCount(0);
  expect(calls).toHaveLength(0);

  // With a key: the same analysis shows the measured figures of that page (mobile).
  await setPageSpeedKey(page.request, KEY);
  expect(await hasPageSpeedKey(page.request)).toBe(true);
  await page.goto("/admin?tab=otto-seo");
  await page.getByRole("tab", { name: "Page Analysis" }).click();
  await page.getByLabel("Page URL").fill(target);
  await page.getByRole("button", { name: "Analyze page" }).click();
  await expect(page.getByTestId("page-analysis-result")).toBeVisible({ timeout: 30_000 });
  await expectMeasured(page.getByRole("region", { name: "PageSpeed figures" }));
  expect(calls.at(-1)).toEqual({
    path: "/pagespeedonline/v5/runPagespeed",
    url: target,
    key: KEY,
    strategy: "mobile",
  });

  // The SEO Analyzer's one-URL result shows them too.
  const before = calls.length;
  await page.goto("/admin?tab=seo-analyzer");
  await page.getByLabel("Page URL").first().fill(target);
  await page.getByRole("button", { name: "Analyze", exact: true }).click();
  await expect(page.getByTestId("client-analysis-result")).toBeVisible({ timeout: 30_000 });
  await expectMeasured(page.getByRole("region", { name: "PageSpeed figures" }).first());
  expect(calls.length).toBeGreaterThan(before);
  expect(calls.at(-1)?.url).toBe(target);
  await expect(page.getByText(NOT_MEASURED_TEXT)).toHaveCount(0);
});
