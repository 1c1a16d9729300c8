import { expect, replaceText, signInAsNewAdmin, test, waitForEditing } from "../fixtures";

// Issue 31, what a new user hit: on a phone the "Editing enabled" toast covered the inline
// toolbar, and after Schedule the toolbar still said "1 unsaved" with no word of the schedule.

/** The box of the toast on screen and of the inline toolbar. */
async function boxes(page: import("@playwright/test").Page) {
  const toast = page.locator("[data-sonner-toast]").first();
  await expect(toast).toBeVisible({ timeout: 10_000 });
  const toolbar = page.getByRole("toolbar", { name: "Inline editor" });
  return { toast: await toast.boundingBox(), toolbar: await toolbar.boundingBox() };
}

const overlap = (
  a: { x: number; y: number; width: number; height: number } | null,
  b: { x: number; y: number; width: number; height: number } | null,
) =>
  Boolean(a && b) &&
  (a?.x ?? 0) < (b?.x ?? 0) + (b?.width ?? 0) &&
  (b?.x ?? 0) < (a?.x ?? 0) + (a?.width ?? 0) &&
  (a?.y ?? 0) < (b?.y ?? 0) + (b?.height ?? 0) &&
  (b?.y ?? 0) < (a?.y ?? 0) + (a?.height ?? 0);

for (const viewport of [
  { name: "phone", width: 375, height: 812, path: "/l1-technical-support-services" },
  { name: "desktop", width: 1280, height: 800, path: "/l2-technical-support-services" },
]) {
  test(`${viewport.name}: the editing toast leaves the toolbar clear; Schedule says so at once`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    page.on("dialog", (dialog) => void dialog.accept());
    await signInAsNewAdmin(page, `phone-${viewport.name}`);
    await page.goto(`${viewport.path}/admin`);
    await waitForEditing(page);
    await expect(page.getByText(/^Editing enabled/)).toBeVisible();
    const opened = await boxes(page);
    expect(overlap(opened.toast, opened.toolbar), JSON.stringify(opened)).toBe(false);
    await page.screenshot({ path: `test-results/inline-phone-${viewport.name}-toast.png` });

    // An edit, then Schedule: the toolbar says it is scheduled and nothing is unsaved, before
    // and after the reload.
    await replaceText(page.locator('p[data-eid="hero.subtitle"]'), `Scheduled ${viewport.name}`);
    const toolbar = page.getByRole("toolbar", { name: "Inline editor" });
    await expect(toolbar).toContainText("1 unsaved");
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
    const day = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, "0")}-${String(tomorrow.getDate()).padStart(2, "0")}`;
    await toolbar.getByRole("button", { name: "Schedule", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Schedule publish" });
    await dialog.getByLabel("Publish at").fill(`${day}T09:00`);
    const reloaded = page.waitForEvent("framenavigated", { timeout: 15_000 });
    await dialog.getByRole("button", { name: "Schedule", exact: true }).click();
    await expect(page.getByTestId("schedule-status")).toHaveText(/^Scheduled for .+, 09:00/);
    await expect(toolbar).toContainText("Draft scheduled");
    await expect(toolbar).not.toContainText("unsaved");
    const scheduled = await boxes(page);
    expect(overlap(scheduled.toast, scheduled.toolbar), JSON.stringify(scheduled)).toBe(false);
    await page.screenshot({ path: `test-results/inline-phone-${viewport.name}-scheduled.png` });
    await reloaded;
    await waitForEditing(page);
    await expect(page.getByTestId("schedule-status")).toHaveText(/^Scheduled for .+, 09:00/);
    await expect(toolbar).toContainText("Draft scheduled");
    expect(await page.getByTestId("schedule-status").textContent()).not.toMatch(
      /\d{4}-\d{2}-\d{2}T/,
    );

    // Cancel leaves the page as it was.
    const cancelled = page.waitForEvent("framenavigated", { timeout: 15_000 });
    await page.getByTestId("schedule-status").getByRole("button", { name: "Cancel" }).click();
    await cancelled;
    await waitForEditing(page);
    await expect(page.getByTestId("schedule-status")).toHaveCount(0);
  });
}
