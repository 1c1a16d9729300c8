import {
  createPageFromTemplate,
  executableScripts,
  expect,
  expectAxeCleanAtBothWidths,
  type Page,
  pressAndReload,
  replaceText,
  signInAsNewAdmin,
  test,
  toolbarAndReload,
  visitorHtml,
  waitForEditing,
} from "../fixtures";

// Building a page as a marketing team would (issue #32): a webinar page from the event
// template, a pricing section and a second FAQ added from the library on the live page, a
// section moved, words changed in place, published: the page is in the sitemap with its
// FAQPage and social image, and has 0 scripts. Then the page duplicated from the Content tab.

test.describe.configure({ mode: "serial" });

const editing = (page: Page) => waitForEditing(page);
const faqPage = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => JSON.parse(m[1] ?? "{}") as { "@type"?: string; mainEntity?: { name: string }[] })
    .find((block) => block["@type"] === "FAQPage");

/** Adds a section of `type` through the library picker at `where`, and waits for the reload. */
async function addSection(page: Page, where: string, type: string) {
  await page.getByRole("button", { name: where }).click();
  const picker = page.getByRole("dialog", { name: "Add a section" });
  await picker.getByText(type, { exact: true }).click();
  await expect(picker.locator("[inert]")).toBeVisible(); // the preview of that type
  const add = picker.getByRole("button", { name: new RegExp(`^Add ${type}`, "i") });
  await pressAndReload(page, add, "Section added.");
  await editing(page);
}

test("compose a webinar page from the event template, publish it, then duplicate it", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const unique = Date.now().toString(36);
  const slug = `cloud-security-webinar-${unique}`;
  await signInAsNewAdmin(page, "composer");

  // Create: the event template.
  await createPageFromTemplate(page, "Event or webinar", "Cloud Security Webinar", slug);
  await expect(page.locator('[data-section="hero"] form')).toBeVisible();
  await expect(page.locator('[data-section="steps"]')).toBeVisible();

  // A pricing section at the end, then a second FAQ.
  await addSection(page, "Add section at the end", "Pricing tiers");
  await expect(page.locator('[data-section="pricing"]')).toBeVisible();
  await addSection(page, "Add section at the end", "FAQ");
  await expect(page.locator('[data-section="faq"]')).toHaveCount(2);

  // Move the pricing section up, change words of the added FAQ in place, save.
  const keys = () =>
    page.locator("[data-key]").evaluateAll((nodes) => nodes.map((n) => n.getAttribute("data-key")));
  const before = await keys();
  const pricing = before.find((key) => key?.startsWith("n")) ?? "";
  await page.getByRole("button", { name: "Move Pricing tiers section up" }).click();
  const moved = await keys();
  expect(moved.indexOf(pricing)).toBe(before.indexOf(pricing) - 1);
  const secondFaq = before.at(-1) ?? "";
  await replaceText(
    page.locator(`[data-eid="${secondFaq}.0.question"]`),
    "Will the webinar be recorded?",
  );
  await toolbarAndReload(page, "Save", "Changes Saved", editing);
  expect(await keys()).toEqual(moved);
  await expectAxeCleanAtBothWidths(page, "edit mode with the structure controls");
  await page.locator('[data-section="pricing"]').scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath("compose-1280.png") });
  await page.getByRole("button", { name: "Add section at the end" }).click();
  await page.screenshot({ path: test.info().outputPath("picker-1280.png") });
  await page.keyboard.press("Escape");
  await page.setViewportSize({ width: 375, height: 812 });
  await page.locator('[data-section="pricing"]').scrollIntoViewIfNeeded();
  // On a phone an item's bar is one Actions button until pressed, and no bar covers another.
  const structureBars = page
    .getByRole("complementary", { name: "Page structure" })
    .locator("fieldset");
  const firstActions = page.getByRole("button", { name: /^Actions for / }).first();
  await expect(firstActions).toHaveAttribute("aria-expanded", "false");
  const boxes = (await structureBars.evaluateAll((bars) =>
    bars.map((bar) => bar.getBoundingClientRect().toJSON()),
  )) as { left: number; right: number; top: number; bottom: number }[];
  const overlapping = boxes.flatMap((a, i) =>
    boxes
      .slice(i + 1)
      .filter((b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom),
  );
  expect(overlapping).toEqual([]);
  await firstActions.click();
  await expect(firstActions).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("button", { name: /^Remove / }).first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("compose-375.png") });
  await firstActions.click();
  await page.setViewportSize({ width: 1280, height: 900 });

  // Publish: live, in the sitemap, its FAQPage from both FAQ sections, a social image, 0 scripts.
  await toolbarAndReload(page, "Publish", "Published Successfully", editing);
  const live = await visitorHtml(browser, `/${slug}`);
  expect(live.status).toBe(200);
  expect(live.html).toContain('data-section="pricing"');
  expect(faqPage(live.html)?.mainEntity?.map((q) => q.name)).toContain(
    "Will the webinar be recorded?",
  );
  expect(live.html).toMatch(/<meta property="og:image" content="[^"]+"/);
  expect((await visitorHtml(browser, "/sitemap.xml")).html).toContain(`/${slug}<`);
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/${slug}`);
  expect(await executableScripts(visitor)).toBe(0);
  await visitor.setViewportSize({ width: 375, height: 812 });
  // The form is in the first screen on a phone.
  const form = await visitor.locator('[data-section="hero"] form').boundingBox();
  expect(form?.y ?? 9999).toBeLessThan(812);
  await visitorContext.close();

  // Duplicate it from the Content tab: an inactive copy at a new slug, opened in edit mode.
  await page.goto("/admin?tab=content");
  await page.getByRole("searchbox").fill(slug);
  await page.getByRole("button", { name: `Duplicate /${slug}` }).click();
  const dialog = page.getByRole("dialog", { name: "Duplicate page" });
  await dialog.getByLabel("Title of the copy").fill("Cloud Security Webinar, Europe");
  await dialog.getByLabel("URL slug").fill(`${slug}-europe`);
  await dialog.getByRole("button", { name: "Duplicate" }).click();
  await expect(page).toHaveURL(new RegExp(`/${slug}-europe/admin$`), { timeout: 10_000 });
  await editing(page);
  await expect(page.locator("h1")).toHaveText("Cloud Security Webinar, Europe");
  await expect(page.locator('[data-section="pricing"]')).toBeVisible();
  expect((await visitorHtml(browser, `/${slug}-europe`)).status).toBe(404);
});
