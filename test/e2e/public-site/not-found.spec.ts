import { FOOTER_SERVICES } from "../../../app/content/navigation";
import { executableScripts, expect, expectAxeCleanAtBothWidths, test } from "../fixtures";

// A visitor on an unknown page: the spec's heading, message and 'Back to Home', then links on
// to the main services, the blog and contact, in Chromium with no script; axe-clean at 1280 and
// 375 px, and nothing wider than a phone.

test("a lost visitor is offered the services, the blog and contact", async ({ page }) => {
  const response = await page.goto("/no-such-page-for-a-visitor");
  expect(response?.status()).toBe(404);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
  await expect(
    main.getByText("Error: Page component not found: no-such-page-for-a-visitor"),
  ).toBeVisible();
  await expect(main.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  const suggested = page.getByRole("navigation", { name: "Suggested pages" });
  for (const service of FOOTER_SERVICES.links) {
    await expect(suggested.getByRole("link", { name: service.label, exact: true })).toHaveAttribute(
      "href",
      service.href,
    );
  }
  await expect(suggested.getByRole("link", { name: "Contact Us" })).toBeVisible();
  expect(await executableScripts(page)).toBe(0);

  await expectAxeCleanAtBothWidths(page, "404 page");
  await page.setViewportSize({ width: 375, height: 812 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await suggested.getByRole("link", { name: "Blog", exact: true }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
