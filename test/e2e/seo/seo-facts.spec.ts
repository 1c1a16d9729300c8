import { build } from "esbuild";
import type { ClientAnalyzerResult, PageFacts } from "../../../app/lib/seo-analyzer";
import { SEO_PAGE_FIXTURES } from "../../fixtures/seo-pages";
import { expect, test } from "../fixtures";

// The browser twin of test/seo/seo-facts.test.ts: DOMParser must read every fixture as the
// Worker's reader (worker/html/seo-facts.ts) does (the same `expected` facts), in a real Chromium.

/** app/lib/seo-facts.ts and the analyzer as one script that defines `window.SeoFacts`. */
async function browserBundle(): Promise<string> {
  const result = await build({
    stdin: {
      contents: `export { factsFromHtmlInBrowser } from "./app/lib/seo-facts.ts";
export { analyzePage } from "./app/lib/seo-analyzer.ts";`,
      resolveDir: process.cwd(),
      loader: "ts",
    },
    bundle: true,
    format: "iife",
    globalName: "SeoFacts",
    write: false,
    logLevel: "silent",
  });
  const file = result.outputFiles[0];
  if (!file) throw new Error("esbuild wrote nothing");
  return file.text;
}

declare global {
  interface Window {
    SeoFacts: {
      factsFromHtmlInBrowser(html: string, url: string): PageFacts;
      analyzePage(facts: PageFacts, url: string): ClientAnalyzerResult;
    };
  }
}

test("DOMParser reads every fixture page as the Worker's reader does", async ({ page }) => {
  await page.setContent("<!doctype html><title>facts</title>");
  await page.addScriptTag({ content: await browserBundle() });
  for (const fixture of SEO_PAGE_FIXTURES) {
    const facts = await page.evaluate(
      ({ html, url }) => window.SeoFacts.factsFromHtmlInBrowser(html, url),
      { html: fixture.html, url: fixture.url },
    );
    expect(facts, fixture.name).toMatchObject(fixture.expected);
  }
});

test("on this site's own pages the browser's result equals the Worker's, field for field", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const login = await page.request.post("/api/auth/login", {
    data: { username: "admin", password: "e2e-admin-password" },
  });
  expect(login.ok()).toBe(true);
  await page.setContent("<!doctype html><title>facts</title>");
  await page.addScriptTag({ content: await browserBundle() });
  for (const path of [
    "/",
    "/24-7-helpdesk",
    "/managed-services-texas",
    "/blog",
    "/privacy-policy",
  ]) {
    const url = `${baseURL}${path}`;
    const proxied = await page.request.get(`/api/seo-proxy?url=${encodeURIComponent(url)}`);
    expect(proxied.status(), path).toBe(200);
    const { html, url: finalUrl } = (await proxied.json()) as { html: string; url: string };
    const inBrowser = await page.evaluate(
      ({ html, url }) =>
        window.SeoFacts.analyzePage(window.SeoFacts.factsFromHtmlInBrowser(html, url), url),
      { html, url: finalUrl },
    );
    const server = await page.request.post("/api/seo-analyze", {
      data: { url, type: "single" },
      headers: { origin: baseURL ?? "" },
    });
    const { analysis } = (await server.json()) as { analysis: { details: ClientAnalyzerResult } };
    expect(inBrowser, path).toEqual(analysis.details);
  }
});
