import {
  expect,
  expectAxeCleanAtBothWidths,
  type Page,
  replaceText,
  signInAsAdmin,
  test,
  toolbarAndReload,
  visitorHtml,
  waitForEditing,
} from "../fixtures";

// Issue 20, items 6, 7 and 8 (the editor's part): the style panel opens with the button's
// real style, History speaks of elements and times as people do, the red button on a built-in
// page says what it does, and at 375 px every control is reachable and the style panel, a
// bottom sheet, never covers the button being styled. Each test edits its own page.

const INTERNAL_NAMES =
  /text_element_|button_element_|list_element_|section_element_|data-eid|\[data-/;
const ISO_TIME = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** The button's style as the browser computes it at rest, colours as 6-digit hex. */
async function computedStyleOf(page: Page, selector: string) {
  return page.locator(selector).evaluate((element) => {
    const hex = (rgb: string) => {
      const [r = 0, g = 0, b = 0] = (rgb.match(/[\d.]+/g) ?? []).map(Number);
      return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;
    };
    const style = getComputedStyle(element);
    return {
      fontSize: Math.round(Number.parseFloat(style.fontSize)),
      backgroundColor: hex(style.backgroundColor),
      color: hex(style.color),
    };
  });
}

/** Viewport rectangles of the element and the style panel. */
async function rectsOf(page: Page, selector: string) {
  return page.evaluate((sel) => {
    const rect = (element: Element | null) => {
      const r = element?.getBoundingClientRect();
      return r ? { top: r.top, bottom: r.bottom, left: r.left, right: r.right } : null;
    };
    return {
      element: rect(document.querySelector(sel)),
      panel: rect(document.querySelector('[data-testid="style-panel"]')),
      toolbar: rect(document.querySelector('[role="toolbar"][data-inline-editor]')),
      viewport: { width: window.innerWidth, height: window.innerHeight },
      scrollWidth: document.documentElement.scrollWidth,
    };
  }, selector);
}

const overlaps = (
  a: { top: number; bottom: number; left: number; right: number },
  b: { top: number; bottom: number; left: number; right: number },
) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

test("the style panel opens with the button's real style, Larger grows it one step, History names elements in words, and Discard all edits says what it does", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(page);
  await page.goto("/cloud-services/admin");
  await waitForEditing(page);
  await expectAxeCleanAtBothWidths(page, "editing");

  const selector = 'a[data-eid="hero.primaryCta"]';
  const button = page.locator(selector);
  await button.click();
  const panel = page.getByRole("region", { name: "Button style" });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText("Hero main button");
  // At rest (the pointer off the button), the browser's own view of its style.
  await page.mouse.move(640, 880);
  const real = await computedStyleOf(page, selector);
  expect(real.fontSize).toBe(16);
  await expect(panel.getByTestId("font-size")).toHaveText(String(real.fontSize));
  await expect(panel.getByLabel("Background colour", { exact: true })).toHaveValue(
    real.backgroundColor,
  );
  await expect(panel.getByLabel("Text colour", { exact: true })).toHaveValue(real.color);
  expect(real.color).toBe("#ffffff");
  // Beside the button, not over it.
  const wide = await rectsOf(page, selector);
  expect(wide.element && wide.panel && !overlaps(wide.element, wide.panel)).toBe(true);

  await panel.getByRole("button", { name: "Larger" }).click();
  await expect(panel.getByTestId("font-size")).toHaveText(String(real.fontSize + 1));
  await expect(button).toHaveCSS("font-size", `${real.fontSize + 1}px`);
  await panel.getByRole("button", { name: "Smaller" }).click();
  await panel.getByRole("button", { name: "Smaller" }).click();
  await expect(button).toHaveCSS("font-size", `${real.fontSize - 1}px`);
  await panel.getByRole("button", { name: "Larger" }).click();
  await panel.getByRole("button", { name: "Larger" }).click();
  await expect(button).toHaveCSS("font-size", `${real.fontSize + 1}px`);
  await expectAxeCleanAtBothWidths(page, "style panel");

  await replaceText(
    page.locator('h1[data-eid="hero.title"]'),
    "Cloud services that fit the way you work",
  );
  await toolbarAndReload(page, "Save", "Changes Saved", waitForEditing);
  // Saved and reloaded: the panel reads the saved size.
  await button.click();
  await expect(panel.getByTestId("font-size")).toHaveText(String(real.fontSize + 1));
  await panel.getByRole("button", { name: "Close style panel" }).click();

  // A second save, so History has a version to compare with the draft.
  await replaceText(page.locator('p[data-eid="hero.subtitle"]'), "Second save of the subtitle");
  await toolbarAndReload(page, "Save", "Changes Saved", waitForEditing);

  await page.getByRole("toolbar").getByRole("button", { name: "History" }).click();
  const history = page.getByRole("dialog", { name: "History" });
  const revisions = history.getByRole("button", { name: /^Saved by admin/ });
  await expect(revisions).toHaveCount(2);
  await expect(revisions.last()).toContainText(
    "Hero heading: Cloud services that fit the way you work",
  );
  await expect(revisions.last()).toContainText("Hero main button");
  await expect(revisions.first()).toContainText("Hero text: Second save of the subtitle");
  await expect(revisions.first()).toContainText("just now");
  await expect(history.locator("time").first()).toHaveAttribute("title", /\d/);
  await revisions.last().click();
  const diff = history.getByTestId("history-diff");
  await expect(diff).toContainText("Hero text");
  await expect(history.getByRole("checkbox", { name: "Restore Hero text" })).toBeVisible();
  const said = (await history.textContent()) ?? "";
  expect(said).not.toMatch(INTERNAL_NAMES);
  expect(said).not.toMatch(ISO_TIME);
  await expectAxeCleanAtBothWidths(page, "history");
  await history.getByRole("button", { name: "Close" }).click();

  // A built-in page keeps existing: its red button discards the edits, and says so.
  const toolbar = page.getByRole("toolbar");
  await expect(toolbar.getByRole("button", { name: "Delete", exact: true })).toHaveCount(0);
  await toolbar.getByRole("button", { name: "Discard all edits" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("Discard all edits of this page?");
  await expect(confirm).toContainText("visitors see the page as built again");
  await expectAxeCleanAtBothWidths(page, "discard confirmation");
  await confirm.getByRole("button", { name: "Discard all edits" }).click();
  await expect(page.getByText("All edits discarded")).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/, { timeout: 10_000 });
  const live = await visitorHtml(browser, "/cloud-services");
  expect(live.html).not.toContain("Cloud services that fit the way you work");
});

test("at 375 px every toolbar control is reachable and the style panel is a bottom sheet that never covers the button", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await signInAsAdmin(page);
  await page.goto("/network-management/admin");
  await waitForEditing(page);

  // No sideways scroll, and every control of the toolbar inside the screen.
  await page.screenshot({ path: "test-results/h4/editor-375.png" });
  const start = await rectsOf(page, "body");
  expect(start.scrollWidth).toBeLessThanOrEqual(375);
  const controls = page.getByRole("toolbar").locator("button, a");
  const count = await controls.count();
  expect(count).toBeGreaterThanOrEqual(7);
  for (let i = 0; i < count; i++) {
    const box = await controls.nth(i).boundingBox();
    expect(box, `toolbar control ${i}`).not.toBeNull();
    if (!box) continue;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    expect(box.y + box.height).toBeLessThanOrEqual(812);
  }

  // The hero's button near the top and the closing call to action near the end of the page.
  for (const selector of ['a[data-eid="hero.primaryCta"]', 'a[data-eid="cta.button"]']) {
    await page.locator(selector).click();
    const panel = page.getByRole("region", { name: "Button style" });
    await expect(panel).toBeVisible();
    await expect(async () => {
      const rects = await rectsOf(page, selector);
      if (!rects.element || !rects.panel || !rects.toolbar) throw new Error("not rendered");
      // A sheet along the bottom of the screen, as wide as it.
      expect(Math.round(rects.panel.bottom)).toBe(812);
      expect(Math.round(rects.panel.right - rects.panel.left)).toBe(375);
      // The button in full between the toolbar and the sheet.
      expect(rects.element.bottom).toBeLessThanOrEqual(rects.panel.top);
      expect(rects.element.top).toBeGreaterThanOrEqual(rects.toolbar.bottom);
      expect(rects.scrollWidth).toBeLessThanOrEqual(375);
    }).toPass({ timeout: 5_000 });
    // Its controls work there: Larger grows the button it shows.
    const before = await computedStyleOf(page, selector);
    await panel.getByRole("button", { name: "Larger" }).click();
    await expect(page.locator(selector)).toHaveCSS("font-size", `${before.fontSize + 1}px`);
    await panel.getByRole("button", { name: "Close style panel" }).click();
    await expect(panel).toHaveCount(0);
  }
});
