import { expect } from "@playwright/test";
import {
  createPublishedPost,
  expectAxeCleanAtBothWidths,
  signInAsNewAdmin,
  test,
} from "../fixtures";

// Issue 35, share links: staff share a draft post from the blog editor and a page's draft from
// edit mode; someone signed out opens the link and sees the draft with the preview banner and
// a noindex header; a revoked link says so and never shows the live page.

test("a draft post shared with someone signed out, then revoked", async ({ browser, page }) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const { token } = await signInAsNewAdmin(page, "share");
  const slug = `managed-soc-offer-${tag}`;
  await createPublishedPost(page, token, {
    slug,
    title: `Managed SOC offer ${tag}`,
    excerpt: "A draft for the client to approve.",
    content: "## What you get\n\nA SOC that watches around the clock.",
    published: false,
  });

  await page.goto(`/admin/blog/${slug}`);
  await page.getByRole("button", { name: "Share preview" }).click();
  const dialog = page.getByRole("dialog", { name: "Share a preview" });
  await expect(dialog.getByText("No links shared yet")).toBeVisible();
  await dialog.getByRole("radio", { name: "1 day" }).check();
  await dialog.getByRole("button", { name: "Create link" }).click();
  const link = dialog.getByLabel("Preview link");
  await expect(link).toHaveValue(/\/preview\/[A-Za-z0-9_-]{40,}$/);
  const url = await link.inputValue();
  await expect(dialog).toContainText("Copy it now: for safety it is not shown again.");
  await expectAxeCleanAtBothWidths(page, "Share a preview");
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: "test-results/share-preview-375.png" });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: "test-results/share-preview-1280.png" });

  // Someone with no account opens it.
  const guest = await browser.newContext();
  const reader = await guest.newPage();
  const answer = await reader.goto(url);
  expect(answer?.status()).toBe(200);
  expect(answer?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  await expect(reader.getByRole("heading", { level: 1 })).toHaveText(`Managed SOC offer ${tag}`);
  await expect(reader.getByText("Preview of a draft.")).toBeVisible();
  await expectAxeCleanAtBothWidths(reader, "Shared preview");
  await reader.setViewportSize({ width: 375, height: 812 });
  await reader.screenshot({ path: "test-results/shared-preview-page-375.png" });
  await reader.setViewportSize({ width: 1280, height: 900 });
  // The post itself is still a draft.
  expect((await reader.goto(`/blog/${slug}`))?.status()).toBe(404);

  // Back in the editor: the link is listed with its view, and revoked.
  await dialog.getByRole("button", { name: "Close" }).click();
  await page.getByRole("button", { name: "Share preview" }).click();
  await expect(dialog.getByText("Opened once", { exact: false })).toBeVisible();
  await dialog.getByRole("button", { name: /^Revoke/ }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Revoke link" }).click();
  await expect(dialog.getByText("Revoked", { exact: true })).toBeVisible();

  const after = await reader.goto(url);
  expect(after?.status()).toBe(410);
  await expect(reader.getByRole("heading", { level: 1 })).toHaveText(
    "This preview link was turned off",
  );
  await expect(reader.getByText(`Managed SOC offer ${tag}`)).toHaveCount(0);
  await guest.close();
});

test("a page's draft shared from edit mode", async ({ browser, page }) => {
  test.setTimeout(90_000);
  const tag = Date.now().toString(36);
  const { token } = await signInAsNewAdmin(page, "sharepage");
  const slug = `noc-pricing-${tag}`;
  const created = await page.request.post("/api/templates/create-page", {
    headers: { authorization: `Bearer ${token}` },
    data: { slug, title: `NOC pricing ${tag}`, template: "service-page" },
  });
  expect(created.status(), await created.text()).toBe(201);
  await page.goto(`/${slug}/admin`);
  await page.getByRole("button", { name: "Share preview" }).click();
  const dialog = page.getByRole("dialog", { name: "Share a preview" });
  await dialog.getByRole("button", { name: "Create link" }).click();
  const url = await dialog.getByLabel("Preview link").inputValue();
  expect(url).toMatch(/\/preview\//);

  const guest = await browser.newContext();
  const reader = await guest.newPage();
  expect((await reader.goto(`/${slug}`))?.status()).toBe(404);
  expect((await reader.goto(url))?.status()).toBe(200);
  await expect(reader.getByText(`NOC pricing ${tag}`).first()).toBeVisible();
  await expect(reader.getByText("Preview of a draft.")).toBeVisible();
  await guest.close();
});
