import { expect } from "@playwright/test";
import {
  createPublishedPost,
  expectAxeCleanAtBothWidths,
  signInAsNewAdmin,
  test,
} from "../fixtures";

// Issue 34 as a new user tries it: a renamed post's old link lands on the new address; a CSV
// of 50 redirects with three bad rows, and why each was refused; two missing addresses, one
// redirected from the 404 list in one click; the Redirects screen at 1280 and 375 px.

test("renamed posts, a CSV import and the 404 list keep every link working", async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const short = tag.slice(-4);
  const { token } = await signInAsNewAdmin(page, "redirects");
  const auth = { authorization: `Bearer ${token}` };

  // A published post, renamed in the API the blog editor uses.
  const slug = `noc-handbook-${tag}`;
  const blog = await createPublishedPost(page, token, {
    slug,
    title: `NOC handbook ${tag}`,
    excerpt: "How our NOC works at night.",
    content: "## Shifts\n\nThree shifts cover the night.",
  });
  const { id, authorId: _a, publishedAt: _p, createdAt: _c, updatedAt: _u, ...rest } = blog;
  const renamed = await page.request.put(`/api/blogs/${id}`, {
    headers: auth,
    data: { ...rest, slug: `${slug}-2027` },
  });
  expect(renamed.status(), await renamed.text()).toBe(200);

  // Someone follows the old link from another site, in another browser.
  const visitor = await browser.newContext();
  const reader = await visitor.newPage();
  await reader.goto(`/blog/${slug}?ref=newsletter`);
  await expect(reader).toHaveURL(new RegExp(`/blog/${slug}-2027\\?ref=newsletter$`));
  await expect(reader.getByRole("heading", { level: 1 })).toHaveText(`NOC handbook ${tag}`);
  // Two addresses that never existed.
  for (const missing of [`/it-securty-${short}`, `/old-pricing-${tag}`]) {
    const response = await reader.goto(missing);
    expect(response?.status()).toBe(404);
  }
  await visitor.close();

  // Staff open Redirects: the automatic redirect is listed.
  await page.goto("/admin?tab=redirects");
  const panel = page.getByRole("tabpanel");
  await expect(
    panel
      .getByRole("row")
      .filter({ hasText: `/blog/${slug}` })
      .first(),
  ).toContainText("Automatic", { timeout: 20_000 });

  // Import 50 rows, three of them bad.
  const lines = ["source,target,status"];
  for (let n = 0; n < 47; n += 1) lines.push(`/legacy-${tag}/page-${n},/it-security,301`);
  lines.push(`/it-security,/blog,301`);
  lines.push(`/legacy-${tag}/nowhere,/no-such-page-${tag},301`);
  lines.push(`/legacy-${tag}/script,javascript:alert(1),301`);
  await panel.getByRole("button", { name: "Import CSV" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Or paste the CSV here").fill(lines.join("\n"));
  await dialog.getByRole("button", { name: "Check file" }).click();
  await expect(dialog.getByText("/it-security is a live page", { exact: false })).toBeVisible();
  await expect(
    dialog.getByText(`There is no page at /no-such-page-${tag}`, { exact: false }),
  ).toBeVisible();
  await expect(
    dialog.getByText("Target must be a path on this site starting with / or an https:// address"),
  ).toBeVisible();
  await expandAndCheckAxe(page);
  await dialog.getByRole("button", { name: "Add 47 redirects" }).click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByRole("row").filter({ hasText: `/legacy-${tag}/page-12` })).toHaveCount(1);

  // The 404 list: redirect one missing address to its suggestion, in one click.
  const missing = panel.getByRole("table", { name: "Pages not found" });
  const missingRow = missing.getByRole("row").filter({ hasText: `/it-securty-${short}` });
  await expect(missingRow).toHaveCount(1);
  await expect(missing.getByRole("row").filter({ hasText: `/old-pricing-${tag}` })).toHaveCount(1);
  await missingRow.getByRole("button", { name: /^Redirect to \/it-security/ }).click();
  await expect(missingRow).toHaveCount(0);
  const target = await page.request.get(`/it-securty-${short}`, { maxRedirects: 0 });
  expect(target.status()).toBe(301);
  expect(target.headers().location).toBe("/it-security");

  await expectAxeCleanAtBothWidths(page, "Redirects tab");
  await page.setViewportSize({ width: 375, height: 812 });
  await expect
    .poll(() =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    )
    .toBe(0);
  await page.screenshot({ path: "test-results/redirects-375.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: "test-results/redirects-1280.png", fullPage: true });
});

/** Axe on the import preview at both widths (the dialog open). */
async function expandAndCheckAxe(page: import("@playwright/test").Page) {
  await expectAxeCleanAtBothWidths(page, "CSV import preview");
}

test("a published post deleted with a replacement sends its old link there", async ({
  browser,
  page,
}) => {
  test.setTimeout(90_000);
  const tag = Date.now().toString(36);
  const { token } = await signInAsNewAdmin(page, "replace");
  const slug = `retired-offer-${tag}`;
  await createPublishedPost(page, token, {
    slug,
    title: `Retired offer ${tag}`,
    excerpt: "An offer we no longer run.",
    content: "## The offer\n\nIt ended in spring.",
  });

  await page.goto("/admin?tab=content");
  await page.getByRole("button", { name: `Delete Retired offer ${tag}` }).click();
  const dialog = page.getByRole("alertdialog");
  const where = dialog.getByLabel("Send its visitors to");
  await expect(where).toBeEnabled();
  await where.selectOption("/it-security");
  await expect(dialog).toContainText(`/blog/${slug} will answer a permanent redirect (301)`);
  await expectAxeCleanAtBothWidths(page, "Delete with a replacement");
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: "test-results/delete-replacement-375.png" });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: "test-results/delete-replacement-1280.png" });
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("its address now redirects to /it-security")).toBeVisible();

  const visitor = await browser.newContext();
  const reader = await visitor.newPage();
  await reader.goto(`/blog/${slug}?ref=partner`);
  await expect(reader).toHaveURL(/\/it-security\?ref=partner$/);
  await visitor.close();
});

test("links written to a moved post are rewritten in one reviewed step", async ({ page }) => {
  test.setTimeout(90_000);
  const tag = Date.now().toString(36);
  const { token } = await signInAsNewAdmin(page, "links");
  const auth = { authorization: `Bearer ${token}` };
  const moving = await createPublishedPost(page, token, {
    slug: `patching-guide-${tag}`,
    title: `Patching guide ${tag}`,
    excerpt: "How we patch.",
    content: "## Patch Tuesday\n\nWe test first.",
  });
  await createPublishedPost(page, token, {
    slug: `security-basics-${tag}`,
    title: `Security basics ${tag}`,
    excerpt: "Where to start.",
    content: `Start with [our patching guide ${tag}](/blog/patching-guide-${tag}?from=basics).`,
  });
  const { id, authorId: _a, publishedAt: _p, createdAt: _c, updatedAt: _u, ...rest } = moving;
  const renamed = await page.request.put(`/api/blogs/${id}`, {
    headers: auth,
    data: { ...rest, slug: `patching-${tag}` },
  });
  expect(renamed.status(), await renamed.text()).toBe(200);

  await page.goto("/admin?tab=redirects");
  const card = page.locator("#link-fixes");
  const row = card.getByRole("row").filter({ hasText: `our patching guide ${tag}` });
  await expect(row).toContainText(`/blog/patching-${tag}?from=basics`);
  await expect(row).toContainText("Post text");
  // Only this post's link is chosen (other tests may have left links of their own).
  const boxes = card.getByRole("checkbox");
  for (const box of await boxes.all()) await box.uncheck();
  await row.getByRole("checkbox").check();
  await expectAxeCleanAtBothWidths(page, "Links to redirected addresses");
  await page.setViewportSize({ width: 375, height: 812 });
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/link-fixes-375.png" });
  await page.setViewportSize({ width: 1280, height: 900 });
  await card.getByRole("button", { name: "Rewrite 1 link" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("1 link on 1 page will point straight at the new addresses");
  await page.screenshot({ path: "test-results/link-fixes-1280.png" });
  await dialog.getByRole("button", { name: "Rewrite links" }).click();
  await expect(page.getByText("1 link rewritten on 1 page")).toBeVisible();
  await expect(row).toHaveCount(0);

  const post = await page.request.get(`/blog/security-basics-${tag}`);
  expect(await post.text()).toContain(`href="/blog/patching-${tag}?from=basics"`);
});
