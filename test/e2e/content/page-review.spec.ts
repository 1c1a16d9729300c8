import { type Browser, expect } from "@playwright/test";
import {
  expectAxeCleanAtBothWidths,
  replaceText,
  signInAsNewAdmin,
  test,
  toolbarAndReload,
  waitForEditing,
} from "../fixtures";

// Issue 35 with an inline page change: with "Authors' and editors' changes need review" on, an
// editor changes a page in edit mode and cannot publish it; they submit it; an admin comments
// on the changed heading (the comment shows on that element) and approves; the editor
// publishes exactly that draft. Its own project (playwright.config.ts): the policy changes
// what every editor's publish does while it runs.

const REQUIRED =
  "This change needs a review before it is published or scheduled: submit it for review, or ask an editor to publish it";

async function setPolicy(page: import("@playwright/test").Page, token: string, policy: string) {
  const auth = { authorization: `Bearer ${token}` };
  const current = (await (
    await page.request.get("/api/settings/site", { headers: auth })
  ).json()) as {
    settings: Record<string, unknown>;
    version: number;
  };
  const saved = await page.request.put("/api/settings/site", {
    headers: auth,
    data: { settings: { ...current.settings, reviewPolicy: policy }, version: current.version },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

async function newEditor(browser: Browser, adminToken: string) {
  const username = `page-editor-${Date.now().toString(36)}`;
  const password = "page-editor-password";
  const context = await browser.newContext();
  const page = await context.newPage();
  const created = await page.request.post("/api/users", {
    data: { username, password, role: "editor" },
    headers: { authorization: `Bearer ${adminToken}` },
  });
  expect(created.ok(), await created.text()).toBe(true);
  expect((await page.request.post("/api/auth/login", { data: { username, password } })).ok()).toBe(
    true,
  );
  return { context, page, username };
}

test("a page change goes through review before it is published", async ({ browser, page }) => {
  test.setTimeout(150_000);
  const tag = Date.now().toString(36);
  const { token } = await signInAsNewAdmin(page, "pagereview");
  const slug = `msp-pricing-${tag}`;
  const created = await page.request.post("/api/templates/create-page", {
    headers: { authorization: `Bearer ${token}` },
    data: { slug, title: `MSP pricing ${tag}`, template: "service-page" },
  });
  expect(created.status(), await created.text()).toBe(201);
  await setPolicy(page, token, "authors-and-editors");
  try {
    const editor = await newEditor(browser, token);
    const writer = editor.page;
    const editing = (p: import("@playwright/test").Page) => waitForEditing(p);
    await writer.goto(`/${slug}/admin`);
    await editing(writer);
    const heading = writer.locator('h1[data-eid="hero.title"]');
    await replaceText(heading, `Pricing that fits ${tag}`);
    await toolbarAndReload(writer, "Save", "Changes Saved", editing);
    await writer.getByRole("toolbar").getByRole("button", { name: "Publish" }).click();
    await expect(writer.getByText(REQUIRED).first()).toBeVisible();
    const bar = writer.getByRole("region", { name: "Review before publish" });
    await bar.getByRole("button", { name: "Submit for review" }).click();
    await expect(bar).toContainText("You sent this for review");

    // The admin comments on the heading in edit mode, then approves in the Reviews tab.
    await page.goto(`/${slug}/admin`);
    await editing(page);
    await page.locator('h1[data-eid="hero.title"]').click();
    await page.getByTestId("comments-button").click();
    const panel = page.getByRole("dialog", { name: "Comments" });
    const about = panel.getByLabel("About");
    const picked = await about
      .locator("option", { hasText: "selected element" })
      .getAttribute("value");
    await about.selectOption(picked ?? "");
    await panel.getByLabel("New comment").fill("Good: say per month, not per year.");
    await panel.getByRole("button", { name: "Comment", exact: true }).click();
    await expect(panel.getByText("Good: say per month, not per year.")).toBeVisible();
    await page.goto("/admin?tab=reviews");
    const row = page.getByRole("listitem").filter({ hasText: `MSP pricing ${tag}` });
    await expect(row).toContainText("1 page edit");
    await row.getByRole("button", { name: /^Approve/ }).click();
    await page
      .getByRole("dialog", { name: "Approve this change?" })
      .getByRole("button", { name: "Approve" })
      .click();
    await expect(row).toHaveCount(0);

    // The editor sees the comment on the heading, and publishes the approved draft.
    await writer.reload();
    await editing(writer);
    await expect(writer.getByLabel("1 comment", { exact: false }).first()).toBeVisible();
    await expectAxeCleanAtBothWidths(writer, "Edit mode with a review and a comment");
    await writer.setViewportSize({ width: 375, height: 812 });
    await writer.screenshot({ path: "test-results/page-review-375.png" });
    await writer.setViewportSize({ width: 1280, height: 900 });
    await writer.screenshot({ path: "test-results/page-review-1280.png" });
    await toolbarAndReload(writer, "Publish", "Published Successfully", editing);
    const visitor = await browser.newContext();
    const reader = await visitor.newPage();
    expect((await reader.goto(`/${slug}`))?.status()).toBe(200);
    await expect(reader.getByRole("heading", { level: 1 })).toHaveText(`Pricing that fits ${tag}`);
    await visitor.close();
    await editor.context.close();
  } finally {
    await setPolicy(page, token, "authors");
  }
});
