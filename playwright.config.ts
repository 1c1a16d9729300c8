import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

// E2E_PORT lets several checkouts or helpers run e2e at once on one machine.
const port = Number(process.env.E2E_PORT ?? 8788);
// Debian's Chromium here (TOOLCHAIN.md); elsewhere Playwright's own browser.
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

const CHROMIUM_LAUNCH = {
  executablePath: existsSync(chromePath) ? chromePath : undefined,
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
};

export default defineConfig({
  testDir: "test/e2e",
  testMatch: "**/*.spec.ts",
  outputDir: "test-results/playwright",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // On CI one retry, reported as "flaky" in the output: under load on two cores `wrangler dev`
  // at times drops a request between its proxy and the Worker ("Network connection lost"),
  // which it retries itself only for GETs. Locally a failure is a failure.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: "list",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      // The suite's first request: /sitemap.xml of the fresh install the server starts.
      name: "fresh-install",
      testMatch: ["**/fresh-install.spec.ts"],
      use: { ...devices["Desktop Chrome"], launchOptions: CHROMIUM_LAUNCH },
    },
    {
      name: "chromium",
      dependencies: ["fresh-install"],
      // Specs that change what every page or save shows run after everything else.
      testIgnore: [
        "**/fresh-install.spec.ts",
        "**/seo-crawler.spec.ts",
        "**/links.spec.ts",
        "**/html-validity.spec.ts",
        "**/phone-reflow.spec.ts",
        "**/xss.spec.ts",
        "**/outside-services.spec.ts",
        "**/seo-gate.spec.ts",
        "**/pagespeed-figures.spec.ts",
        "**/second-factor-policy.spec.ts",
        "**/step-up.spec.ts",
        "**/page-review.spec.ts",
      ],
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: CHROMIUM_LAUNCH,
      },
    },
    {
      // The SEO crawler's story streams one long answer per crawl of the whole site: alone,
      // one test at a time, so no other spec's requests share wrangler dev's proxy with it.
      name: "crawler",
      testMatch: ["**/seo-crawler.spec.ts"],
      dependencies: ["chromium"],
      fullyParallel: false,
      workers: 1,
      use: { ...devices["Desktop Chrome"], launchOptions: CHROMIUM_LAUNCH },
    },
    {
      // The crawls of every sitemap page (links, Nu checker) run when no other spec is
      // creating or deleting pages: a page deleted mid-crawl is no broken link of the site.
      name: "whole-site",
      testMatch: ["**/links.spec.ts", "**/html-validity.spec.ts", "**/phone-reflow.spec.ts"],
      dependencies: ["crawler"],
      use: { ...devices["Desktop Chrome"], launchOptions: CHROMIUM_LAUNCH },
    },
    {
      // The XSS suite fills the site with hostile posts; the GitHub story connects every blog
      // save to a fake GitHub for a while (other specs expect "skipped").
      name: "site-wide",
      testMatch: ["**/xss.spec.ts", "**/outside-services.spec.ts"],
      dependencies: ["whole-site"],
      use: { ...devices["Desktop Chrome"], launchOptions: CHROMIUM_LAUNCH },
    },
    {
      // The publishing gate's story puts the site URL on plain http (every publish meets the
      // gate meanwhile); the PageSpeed story stores a key (every analysis measures): last.
      name: "publish-gate",
      testMatch: ["**/seo-gate.spec.ts", "**/pagespeed-figures.spec.ts"],
      dependencies: ["site-wide"],
      use: { ...devices["Desktop Chrome"], launchOptions: CHROMIUM_LAUNCH },
    },
    {
      // The step-up story ages a sign-in by writing the server's local D1 from outside
      // (test/e2e/identity/local-d1.ts); SQLite is then busy for the server a moment, which
      // would fail the requests of specs running beside it, so it runs alone.
      name: "step-up",
      testMatch: ["**/step-up.spec.ts"],
      dependencies: ["publish-gate"],
      use: { ...devices["Desktop Chrome"], launchOptions: CHROMIUM_LAUNCH },
    },
    {
      // "Staff must use a second factor" shuts every factor-less account out while it is on,
      // so its story runs after everything else (and turns it off again); it writes the local
      // D1 from outside too.
      name: "second-factor-policy",
      testMatch: ["**/second-factor-policy.spec.ts"],
      dependencies: ["step-up"],
      use: { ...devices["Desktop Chrome"], launchOptions: CHROMIUM_LAUNCH },
    },
    {
      // "Authors' and editors' changes need review" stops every editor's publish while it is
      // on: its story runs last, alone, and turns it back.
      name: "review-policy",
      testMatch: ["**/page-review.spec.ts"],
      dependencies: ["second-factor-policy"],
      use: { ...devices["Desktop Chrome"], launchOptions: CHROMIUM_LAUNCH },
    },
  ],
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `http://127.0.0.1:${port}/api/health`,
    // Never a server left running: it is not a fresh install (its first sitemap is long built).
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
