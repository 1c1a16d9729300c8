import { SECTION_LIBRARY } from "../../../app/content/section-library";
import {
  E2E_ADMIN,
  executableScripts,
  expect,
  expectAxeCleanAtBothWidths,
  signInAsAdmin,
  test,
} from "../fixtures";

// The section library as staff see it (issue #32): /admin/sections shows every section type in
// every variant, rendered as a page renders it, with its placeholder copy; plain markup (no
// script), accessible at 1280 and 375 px.

test("staff see every section type in every variant at /admin/sections", async ({ page }) => {
  const answer = await page.goto("/admin/sections");
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fsections/);
  expect(answer?.status()).toBe(200);

  await signInAsAdmin(page);
  await page.goto("/admin/sections");
  await expect(page.getByRole("heading", { level: 1, name: "Section library" })).toBeVisible();
  for (const entry of SECTION_LIBRARY) {
    await expect(
      page.getByRole("heading", { level: 2, name: entry.label, exact: true }).first(),
    ).toBeVisible();
    for (const variant of entry.variants) {
      await expect(
        page.getByText(`${entry.label} · ${variant.label}`, { exact: true }),
      ).toBeVisible();
    }
    await expect(page.locator(`[data-section="${entry.type}"]`).first()).toBeVisible();
  }
  expect(await executableScripts(page)).toBe(0);
  await page.screenshot({ path: test.info().outputPath("sections-1280.png"), fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: test.info().outputPath("sections-375.png"), fullPage: true });
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectAxeCleanAtBothWidths(page, "the section library");
});

test("a published page from each template has no script and no axe violations", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const login = await page.request.post("/api/auth/login", { data: E2E_ADMIN });
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const { templates } = (await (await page.request.get("/api/templates", { headers })).json()) as {
    templates: { id: string; label: string }[];
  };
  expect(templates).toHaveLength(6);
  for (const template of templates) {
    const slug = `axe-${template.id}-${Date.now().toString(36)}`;
    const created = await page.request.post("/api/templates/create-page", {
      headers,
      data: { slug, title: `Our ${template.label.toLowerCase()}`, template: template.id },
    });
    expect(created.status(), await created.text()).toBe(201);
    const published = await page.request.post("/api/inline-content/publish", {
      headers,
      data: { pagePath: `/${slug}`, pageType: "page", action: "publish", baseVersion: 0 },
    });
    expect(published.ok(), await published.text()).toBe(true);
    const context = await browser.newContext();
    const visitor = await context.newPage();
    await visitor.goto(`/${slug}`);
    await expect(visitor.locator("h1")).toHaveText(`Our ${template.label.toLowerCase()}`);
    expect(await executableScripts(visitor)).toBe(0);
    await expectAxeCleanAtBothWidths(visitor, `a ${template.label} page`);
    await context.close();
  }
});
