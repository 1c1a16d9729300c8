import { gzipSync } from "node:zlib";
import type { Browser } from "@playwright/test";
import {
  firstLoadLine,
  measureFirstLoad,
  measureWeights,
  WEIGHT_BUDGETS,
} from "../../../bench/first-load.ts";
import { expect, signInAsNewAdmin, test } from "../fixtures";

// Issue #21 item 6, on the production build this suite serves: /admin's first load at most
// 250 KB gzip and the blog editor's at most 450 KB (bench/first-load.ts: the JS and CSS the
// served HTML names), public pages with no script at all. `npm run bench` prints the same.

test("the admin and the blog editor stay within their first-load budgets", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const origin = baseURL ?? "";
  const { token } = await signInAsNewAdmin(page, "weight");
  const weights = await measureWeights(origin, `session=${token}`);
  const report = [
    firstLoadLine("/admin", weights.admin, WEIGHT_BUDGETS.admin),
    firstLoadLine(weights.editor.path, weights.editor, WEIGHT_BUDGETS.editor),
  ].join("\n");
  await testInfo.attach("first-load", { body: report, contentType: "text/plain" });
  expect(weights.admin.gzip, report).toBeLessThanOrEqual(WEIGHT_BUDGETS.admin);
  expect(weights.editor.gzip, report).toBeLessThanOrEqual(WEIGHT_BUDGETS.editor);
  // The editor is not part of the dashboard's first load, nor the markdown renderer.
  expect(weights.admin.assets.filter((asset) => /blog-editor|markdown/.test(asset))).toEqual([]);
  for (const load of weights.publicPages) expect(load.scripts, load.path).toBe(0);
  // What the dashboard's shell does not need on its first load: zod (forms' schemas), sonner
  // (toasts come after hydration) and WebAuthn (the set-up and step-up screens load on demand).
  const code = await Promise.all(
    weights.admin.assets.map(async (asset) => (await fetch(`${origin}${asset}`)).text()),
  );
  for (const [what, signature] of [
    ["zod", "ZodError"],
    ["sonner", "getActiveToasts"],
    ["WebAuthn", "navigator.credentials"],
  ] as const) {
    expect(code.filter((text) => text.includes(signature)).length, what).toBe(0);
  }

  // What Chromium fetched until the page settled (the dashboard's open tab, the editor's
  // markdown widget) stays within the same budgets: the editor's two widgets (Source ~130 KB
  // gzip, Visual's Tiptap ~170 KB) must not both load on the first visit.
  const session = { name: "session", value: token, url: origin };
  expect(await downloadedGzip(browser, session, "/admin"), "the dashboard").toBeLessThanOrEqual(
    WEIGHT_BUDGETS.admin,
  );
  expect(
    await downloadedGzip(browser, session, weights.editor.path),
    "the blog editor",
  ).toBeLessThanOrEqual(WEIGHT_BUDGETS.editor);
  const login = await measureFirstLoad(origin, "/admin/login");
  expect(login.gzip).toBeLessThanOrEqual(WEIGHT_BUDGETS.admin);
});

/**
 * Gzip -9 bytes of every script and stylesheet a first visit (a fresh context: nothing
 * cached) loads until the network is idle.
 */
async function downloadedGzip(
  browser: Browser,
  session: { name: string; value: string; url: string },
  path: string,
): Promise<number> {
  const context = await browser.newContext();
  await context.addCookies([session]);
  const page = await context.newPage();
  const bodies: Promise<Buffer>[] = [];
  page.on("response", (response) => {
    if (/\.(?:m?js|css)$/.test(new URL(response.url()).pathname)) bodies.push(response.body());
  });
  await page.goto(path, { waitUntil: "networkidle" });
  let total = 0;
  for (const body of await Promise.all(bodies)) total += gzipSync(body, { level: 9 }).byteLength;
  await context.close();
  return total;
}
