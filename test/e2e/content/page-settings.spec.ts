import type { APIRequestContext } from "@playwright/test";
import {
  expect,
  expectAxeCleanAtBothWidths,
  type Page,
  test,
  toolbarAndReload,
  visitorHtml,
  waitForEditing,
} from "../fixtures";

// Issue 20, item 4: Page settings in edit mode. A created page (its own, so the spec runs beside
// the others) gets an SEO title, a description and a page title through the toolbar's panel;
// they join the page's draft (issue 31): the toolbar counts them, visitors see them once the
// toolbar's Publish ships them with the words; the change is reverted from the panel (into the
// draft, published again); a new address moves the page at once and edit mode follows it.

/** scripts/e2e-server.mjs starts the build with this first-admin password. */
const ADMIN = { username: "admin", password: "e2e-admin-password" };

/** Signs in (the session cookie lands in the context); the token is for API calls. */
async function signIn(page: Page): Promise<Record<string, string>> {
  const response = await page.request.post("/api/auth/login", { data: ADMIN });
  expect(response.ok(), await response.text()).toBe(true);
  const { token } = (await response.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

/** A created page, published (active) so visitors get it. */
async function livePage(
  api: APIRequestContext,
  headers: Record<string, string>,
  slug: string,
  title: string,
) {
  const created = await api.post("/api/templates/create-page", {
    headers,
    data: { slug, title, template: "service-page" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const state = await api.get(
    `/api/inline-content/get?pagePath=/${slug}&pageType=page&status=draft`,
    { headers },
  );
  const { version } = (await state.json()) as { version: number };
  const published = await api.post("/api/inline-content/publish", {
    headers,
    data: {
      pagePath: `/${slug}`,
      pageType: "page",
      action: "publish",
      baseVersion: version,
      seoOverrideReason: "End-to-end test page for Page settings",
    },
  });
  expect(published.status(), await published.text()).toBe(200);
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const descriptionOf = (html: string) =>
  /<meta name="description" content="([^"]*)"/.exec(html)?.[1];

async function openSettings(page: Page) {
  await page
    .getByRole("toolbar", { name: "Inline editor" })
    .getByRole("button", {
      name: "Page settings",
    })
    .click();
  const dialog = page.getByRole("dialog", { name: "Page settings" });
  await expect(dialog.getByLabel("SEO title")).toBeVisible({ timeout: 15_000 });
  return dialog;
}

test("Page settings: SEO title, description and page title reach visitors; revert; new address", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const slug = `settings-${Date.now().toString(36)}`;
  const auth = await signIn(page);
  await livePage(page.request, auth, slug, "Settings Story Service");
  expect(titleOf((await visitorHtml(browser, `/${slug}`)).html)).toMatch(
    /^Settings Story Service \| /,
  );

  await page.goto(`/${slug}/admin`);
  await expect(page.getByRole("toolbar", { name: "Inline editor" })).toBeVisible({
    timeout: 15_000,
  });
  let dialog = await openSettings(page);
  await expect(dialog.getByTestId("page-settings-score")).toContainText("SEO score", {
    timeout: 15_000,
  });
  const seoTitle = "Settings Story: managed service for growing firms";
  const description =
    "Settings Story Service explained: what our engineers do, how onboarding works and what it costs to start, for offices of every size.";
  await dialog.getByLabel("Page title").fill("Settings Story for Offices");
  await dialog.getByLabel("SEO title").fill(seoTitle);
  await dialog.getByLabel("Meta description").fill(description);
  await expect(dialog.getByText(/In search results as “Settings Story: managed/)).toBeVisible();
  await expectAxeCleanAtBothWidths(page, "Page settings");

  await dialog.getByRole("button", { name: "Save settings" }).click();
  await expect(
    page.getByText("Page settings saved to the draft. Publish to make them live."),
  ).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByText(/by admin/)).toBeVisible();
  await expect(dialog.getByTestId("page-settings-unpublished")).toHaveText(
    "Saved in the draft, not published yet: SEO title, meta description, page title.",
  );
  // In the draft: the toolbar counts them; visitors still see the published page.
  const toolbar = page.getByRole("toolbar", { name: "Inline editor" });
  await expect(toolbar).toContainText("3 changes not published");
  let visitor = await visitorHtml(browser, `/${slug}`);
  expect(titleOf(visitor.html)).toMatch(/^Settings Story Service \| /);

  // Publish from the toolbar ships them.
  await dialog.getByRole("button", { name: "Close" }).first().click();
  await toolbarAndReload(page, "Publish", "Published Successfully", (p) => waitForEditing(p));
  await expect(toolbar).toContainText("No unsaved changes");
  visitor = await visitorHtml(browser, `/${slug}`);
  expect(titleOf(visitor.html)).toMatch(new RegExp(`^${seoTitle} \\| `));
  expect(descriptionOf(visitor.html)).toBe(description);
  expect(visitor.html).toContain('"name":"Settings Story for Offices"'); // the breadcrumb

  // The change is listed with its Revert: the page's own texts come back into the draft, and
  // reach visitors with the next Publish.
  dialog = await openSettings(page);
  await dialog.getByRole("button", { name: "Revert" }).first().click();
  await expect(
    page.getByText("Change reverted in the draft. Publish to make it live."),
  ).toBeVisible({ timeout: 15_000 });
  await dialog.getByRole("button", { name: "Close" }).first().click();
  await toolbarAndReload(page, "Publish", "Published Successfully", (p) => waitForEditing(p));
  visitor = await visitorHtml(browser, `/${slug}`);
  expect(titleOf(visitor.html)).toMatch(/^Settings Story Service \| /);

  // A new address moves the page at once; edit mode follows it.
  dialog = await openSettings(page);
  await dialog.getByLabel("Address").fill(`${slug}-moved`);
  await dialog.getByRole("button", { name: "Save settings" }).click();
  await page.waitForURL(new RegExp(`/${slug}-moved/admin$`), { timeout: 15_000 });
  await expect(page.getByRole("toolbar", { name: "Inline editor" })).toContainText(
    `/${slug}-moved`,
    { timeout: 15_000 },
  );
  // The old address answers 301 to the new one (issue 34), so links to it keep working.
  const old = await page.context().request.get(`/${slug}?ref=x`, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toBe(`/${slug}-moved?ref=x`);
  expect((await visitorHtml(browser, `/${slug}`)).status).toBe(200);
  expect((await visitorHtml(browser, `/${slug}-moved`)).status).toBe(200);

  // Bad input is refused with its reason, and the panel says so.
  dialog = await openSettings(page);
  await dialog.getByLabel("Social image").fill("javascript:alert(1)");
  await dialog.getByRole("button", { name: "Save settings" }).click();
  await expect(dialog.getByRole("alert")).toContainText("Social image must be");
});
