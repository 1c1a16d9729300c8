import type { APIRequestContext, Browser } from "@playwright/test";
import { axeViolations, executableScripts, expect, type Page, test } from "../fixtures";

/** scripts/e2e-server.mjs starts the build with this first-admin password. */
const ADMIN = { username: "admin", password: "e2e-admin-password" };

/** A 2×2 PNG: real bytes, so the server's type sniffing accepts it. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==",
  "base64",
);

/** Signs in through the API; the session cookie lands in the page's browser context. */
async function signIn(page: Page) {
  const response = await page.request.post("/api/auth/login", { data: ADMIN });
  const body = (await response.json()) as { token?: string; requiresMFA?: boolean };
  // The first admin must not have MFA turned on by another spec sharing this server.
  expect(body.requiresMFA, "admin has MFA enabled; sign-in needs a code").not.toBe(true);
  expect(response.ok() && Boolean(body.token), JSON.stringify(body)).toBe(true);
}

/** A visitor with no cookies. */
async function visitor(browser: Browser): Promise<APIRequestContext> {
  const context = await browser.newContext();
  return context.request;
}

test("a new staff member writes, publishes, finds and deletes a blog post", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const unique = Date.now().toString(36);
  const title = `Zero Trust Remote Access ${unique}`;
  const slug = `zero-trust-remote-access-${unique}`;
  const anonymous = await visitor(browser);
  await signIn(page);

  // Create tab: template, title (the slug follows), Create appears only when all are set.
  await page.goto("/admin?tab=create");
  await page.getByLabel("Title", { exact: true }).fill(title);
  await expect(page.getByLabel("URL slug")).toHaveValue(slug);
  await expect(page.getByRole("button", { name: "Create" })).toHaveCount(0);
  await expect(
    page.getByText("Missing Information: Please select a template type and provide a title."),
  ).toBeVisible();
  await page.getByText("Blog post", { exact: true }).click();
  await page.getByRole("button", { name: "Create" }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${slug}/admin$`), { timeout: 10_000 });

  // The post's inline edit mode (a draft post); its toolbar leads to the markdown editor.
  await expect(page.getByRole("toolbar", { name: "Inline editor" })).toContainText("Draft post");
  await page.getByRole("link", { name: "Blog editor" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/blog/${slug}$`));

  // The editor: a draft from the template; write the post.
  await expect(page.getByRole("heading", { name: "Edit blog post" })).toBeVisible();
  await expect(page.getByRole("banner").getByText("Draft", { exact: true })).toBeVisible();
  const content = page.getByLabel("Content (markdown)");
  await content.fill(
    "## Why VPNs are not enough\n\nA flat VPN gives every laptop the whole network.\n\n- Verify every request\n- Grant the least access\n",
  );
  await page
    .getByLabel("Excerpt")
    .fill("How small offices can replace a flat VPN with zero trust.");

  // Settings: upload an image and see its preview.
  await page.getByRole("tab", { name: "Settings" }).click();
  await page.getByLabel("Upload image").setInputFiles({
    name: "cover.png",
    mimeType: "image/png",
    buffer: PNG,
  });
  // The picker asks the new image's alt text before it uploads it.
  const picker = page.getByRole("dialog", { name: "Upload the featured image" });
  await picker.getByLabel("Alt text").fill("A padlock over a laptop keyboard");
  await picker.getByRole("button", { name: "Upload the image" }).click();
  await expect(picker).toHaveCount(0);
  await expect(page.getByLabel("Image alt text")).toHaveValue("A padlock over a laptop keyboard");
  await expect(page.getByAltText("Cover preview")).toHaveAttribute("src", /^\/images\/.+\.png$/);
  const imageUrl = (await page.getByAltText("Cover preview").getAttribute("src")) ?? "";
  await page.getByLabel("Category").selectOption({ label: "Cybersecurity" });

  // Save a draft: saved, not public, not in the sitemap.
  await page.getByRole("button", { name: "Save Draft" }).click();
  await expect(page.getByText("Blog saved successfully").first()).toBeVisible();
  await expect(page.getByTestId("save-status")).toContainText("Sitemap: unpublished");
  await expect(page.getByTestId("save-status")).toContainText("GitHub: skipped");
  expect((await anonymous.get(`/blog/${slug}`)).status()).toBe(404);
  expect((await anonymous.get(`/api/public/blog/${slug}`)).status()).toBe(404);

  // Schedule it for tomorrow 09:00: the editor says when (the viewer's time) and by whom;
  // Cancel ends it, and the post stays a draft.
  const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
  const day = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, "0")}-${String(tomorrow.getDate()).padStart(2, "0")}`;
  await page.getByRole("tab", { name: "Settings" }).click();
  await page.getByLabel("Publish at (optional)").fill(`${day}T09:00`);
  await page.getByRole("button", { name: "Save Draft" }).click();
  const scheduleStatus = page.getByTestId("schedule-status");
  await expect(scheduleStatus).toContainText(/^Scheduled for .+, 09:00.* \(your time\) by admin/);
  await expect(page.getByRole("banner").getByText("Scheduled", { exact: true })).toBeVisible();
  await scheduleStatus.getByRole("button", { name: "Cancel schedule" }).click();
  await expect(scheduleStatus).toHaveCount(0);
  await expect(page.getByLabel("Publish at (optional)")).toHaveValue("");
  expect((await anonymous.get(`/blog/${slug}`)).status()).toBe(404);

  // Preview shows the public view; Publish makes it public, in the sitemap and RSS.
  await page.getByRole("tab", { name: "Preview" }).click();
  const preview = page.getByTestId("blog-preview");
  await expect(preview.getByRole("heading", { name: title })).toBeVisible();
  await expect(preview.getByRole("heading", { name: "Why VPNs are not enough" })).toBeVisible();
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByTestId("save-status")).toContainText("Sitemap: added");
  await expect(page.getByRole("banner").getByText("Published", { exact: true })).toBeVisible();

  const publicPage = await anonymous.get(`/blog/${slug}`);
  expect(publicPage.status()).toBe(200);
  const html = await publicPage.text();
  expect(html).toContain(title);
  expect(html).toContain(imageUrl);
  expect(html).toMatch(/<h2 data-eid="b-[0-9a-z]+">Why VPNs are not enough<\/h2>/);
  expect(await (await anonymous.get("/sitemap.xml")).text()).toContain(`/blog/${slug}`);
  expect(await (await anonymous.get("/rss.xml")).text()).toContain(`/blog/${slug}`);
  expect((await anonymous.get(imageUrl)).headers()["cache-control"]).toContain("immutable");

  // Content tab: filter and sort find it.
  await page.goto("/admin?tab=content");
  const rows = page.getByTestId("blog-row");
  await expect(rows.first()).toBeVisible();
  const total = await rows.count();
  await page.getByLabel("Search").fill(unique);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(title);
  // Edit opens the post page's inline edit mode (spec); Editor the markdown blog editor.
  await expect(rows.first().getByRole("link", { name: `Edit ${title}` })).toHaveAttribute(
    "href",
    `/blog/${slug}/admin`,
  );
  await expect(
    rows.first().getByRole("link", { name: `Open ${title} in the blog editor` }),
  ).toHaveAttribute("href", `/admin/blog/${slug}`);
  await page.getByLabel("Status").selectOption("draft");
  await expect(rows).toHaveCount(0);
  await page.getByLabel("Status").selectOption("published");
  await expect(rows).toHaveCount(1);
  await page.getByLabel("Category").selectOption({ label: "Cybersecurity" });
  await expect(rows).toHaveCount(1);
  await page.getByLabel("Search").fill("");
  await page.getByLabel("Status").selectOption("all");
  await page.getByLabel("Category").selectOption("all");
  await expect(rows).toHaveCount(total);
  await page.getByLabel("Sort by").selectOption("title");
  await page.getByLabel("Order").selectOption("asc");
  const ascending = await page.getByTestId("blog-title").allTextContents();
  expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b)));
  await page.getByLabel("Order").selectOption("desc");
  const descending = await page.getByTestId("blog-title").allTextContents();
  expect(descending).toEqual([...ascending].reverse());
  // Website pages are grouped by family, collapsed until opened.
  await expect(page.getByTestId("page-row")).toHaveCount(0);
  await page.getByTestId("page-family").first().getByRole("button").click();
  await expect(page.getByTestId("page-row").first()).toBeVisible();

  // Delete, with the spec's confirmation: gone from public, sitemap and RSS.
  await page.getByRole("button", { name: `Delete ${title}` }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(
    "Are you sure you want to delete this blog? This action cannot be undone.",
  );
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Blog deleted successfully").first()).toBeVisible();
  // Deleting reloads the list from the server, where other specs may have added posts
  // meanwhile: the row of this post is what must be gone.
  await expect(rows.filter({ hasText: title })).toHaveCount(0);
  expect((await anonymous.get(`/blog/${slug}`)).status()).toBe(404);
  expect(await (await anonymous.get("/sitemap.xml")).text()).not.toContain(`/blog/${slug}`);
  expect(await (await anonymous.get("/rss.xml")).text()).not.toContain(`/blog/${slug}`);
});

test("the editor says what is wrong and keeps the typed slug clean", async ({ page }) => {
  await signIn(page);
  await page.goto("/admin/blog/new");
  await page.getByLabel("URL slug").fill("Hello World!! 2026");
  await expect(page.getByLabel("URL slug")).toHaveValue("helloworld2026");
  await page.getByRole("button", { name: "Save Draft" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Invalid data" })).toHaveText(
    "Invalid data. Please check all required fields.",
  );
  await expect(page.getByText("Title is required")).toBeVisible();

  // Leaving with unsaved changes asks first; staying keeps the work.
  let asked = false;
  page.once("dialog", async (dialog) => {
    asked = dialog.type() === "beforeunload";
    await dialog.dismiss();
  });
  await page.getByRole("link", { name: "Dashboard" }).click();
  await expect.poll(() => asked).toBe(true);
  await expect(page).toHaveURL(/\/admin\/blog\/new$/);
  await expect(page.getByLabel("URL slug")).toHaveValue("helloworld2026");
});

test.describe("public blog pages", () => {
  // axe runs as a script in the page, so JavaScript stays on; the pages ship none of their own.
  test("/blog and a post have no JavaScript and no axe violations", async ({ page }) => {
    for (const path of ["/blog", "/blog/what-a-24-7-noc-watches-overnight"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expect(await executableScripts(page)).toBe(0);
      const violations = await axeViolations(page);
      expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
    }
    await expect(page.getByRole("link", { name: "Back to Blog" })).toBeVisible();
    await expect(page.getByText("Published by")).toBeVisible();
  });

  test("a missing post is a 404 with Go Back and Back to Blog", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto("/blog/no-such-post-here");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Blog Post Not Found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Go Back" })).toBeVisible();
    await page.getByRole("link", { name: "Back to Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await context.close();
  });
});
