import { axeViolations, expect, type Page, signInAsNewAdmin, test, WCAG_AA } from "../fixtures";

// Axe (WCAG 2.2 AA and best practices) on every staff screen: the login page, every tab and
// sub-tab of the dashboard (read from the page itself, so a new tab is covered without editing
// this file), the blog editor's tabs and inline edit mode, at desktop and phone widths.

const TAGS = [...WCAG_AA, "best-practice"];
const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
];

async function violations(page: Page): Promise<string[]> {
  // Axe reads a still page: no colour mid-transition (a button turning enabled), no toast
  // sliding in.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.waitForLoadState("networkidle");
  return (await axeViolations(page, TAGS)).map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 5)
        .join(" | ")}`,
  );
}

/** Clicks through every tab in `scope` (and the tabs inside each), collecting violations. */
async function walkTabs(page: Page, label: string, found: string[], depth = 0) {
  const tabs = page.locator('[role="tablist"]').nth(depth).locator('[role="tab"]');
  const count = await tabs.count();
  for (let i = 0; i < count; i += 1) {
    const tab = tabs.nth(i);
    const name = (await tab.innerText()).replace(/\s+/g, " ").trim();
    await tab.click();
    for (const v of await violations(page)) found.push(`${label} › ${name}: ${v}`);
    if (depth === 0 && (await page.locator('[role="tablist"]').count()) > 1) {
      await walkTabs(page, `${label} › ${name}`, found, 1);
    }
  }
}

for (const viewport of VIEWPORTS) {
  test.describe(`staff screens at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("the login page has no axe violations", async ({ page }) => {
      await page.goto("/admin/login");
      expect(await violations(page)).toEqual([]);
    });

    test("every dashboard tab and sub-tab has no axe violations", async ({ page }) => {
      test.setTimeout(180_000);
      await signInAsNewAdmin(page);
      await page.goto("/admin");
      await expect(page.getByRole("tab").first()).toBeVisible();
      expect(await page.getByRole("tab").count()).toBeGreaterThanOrEqual(10);
      const found: string[] = [];
      await walkTabs(page, "dashboard", found);
      expect(found).toEqual([]);
    });

    test("the blog editor's tabs have no axe violations", async ({ page }) => {
      test.setTimeout(120_000);
      await signInAsNewAdmin(page);
      await page.goto("/admin/blog/new");
      await expect(page.getByRole("tab").first()).toBeVisible();
      const found: string[] = [];
      await walkTabs(page, "blog editor", found);
      expect(found).toEqual([]);
    });

    test("inline edit mode has no axe violations, signed in or not", async ({ page }) => {
      await page.goto("/it-security/admin");
      expect(await violations(page)).toEqual([]);
      await signInAsNewAdmin(page);
      await page.goto("/it-security/admin");
      expect(await violations(page)).toEqual([]);
    });
  });
}
