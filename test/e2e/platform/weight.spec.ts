import { gzipSync } from "node:zlib";
import type { Page } from "@playwright/test";
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

  // What the browser fetched until the dashboard settled (its open tab included) stays
  // within the same budget.
  expect(await downloadedGzip(page, "/admin"), "the dashboard in Chromium").toBeLessThanOrEqual(
    WEIGHT_BUDGETS.admin,
  );
  const login = await measureFirstLoad(origin, "/admin/login");
  expect(login.gzip).toBeLessThanOrEqual(WEIGHT_BUDGETS.admin);
});

/** Gzip -9 bytes of every script and stylesheet the page loads until the network is idle. */
async function downloadedGzip(page: Page, path: string): Promise<number> {
  const bodies: Promise<Buffer>[] = [];
  page.on("response", (response) => {
    if (/\.(?:m?js|css)$/.test(new URL(response.url()).pathname)) bodies.push(response.body());
  });
  await page.goto(path, { waitUntil: "networkidle" });
  let total = 0;
  for (const body of await Promise.all(bodies)) total += gzipSync(body, { level: 9 }).byteLength;
  return total;
}
