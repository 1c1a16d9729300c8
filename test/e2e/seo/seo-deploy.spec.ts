import { type APIRequestContext, request as playwrightRequest } from "@playwright/test";
import { CRON_JOB_NAMES } from "../../../worker/services/platform/cron-jobs";
import { expect, type Page, test } from "../fixtures";

// Edge-deployed SEO fixes as staff use them, against the production build: deploy new
// descriptions for two pages from OTTO SEO's Deploy Changes, see them in each page's <head> as
// a visitor (no JavaScript, no cookie), revert one; fix a long title in the bulk editor; view
// the structured data and the social previews in the Nuxt SEO tab.

const ADMIN = { username: "admin", password: "e2e-admin-password" };

/** Signs the page in (cookie) and returns the bearer token for direct API calls. */
async function signIn(page: Page): Promise<string> {
  const response = await page.request.post("/api/auth/login", { data: ADMIN });
  const body = (await response.json()) as { token?: string; requiresMFA?: boolean };
  expect(body.requiresMFA, "admin has MFA enabled; sign-in needs a code").not.toBe(true);
  expect(response.ok() && Boolean(body.token), JSON.stringify(body)).toBe(true);
  return body.token ?? "";
}

let visitor: APIRequestContext;

test.beforeAll(async ({ baseURL }) => {
  visitor = await playwrightRequest.newContext({ baseURL });
  // The cron fills the page catalogue.
  await visitor.get("/cdn-cgi/handler/scheduled?cron=*/15+*+*+*+*");
});

test.afterAll(async () => {
  await visitor.dispose();
});

/** The <title> and meta description a visitor (or a crawler) gets. */
async function headOf(path: string) {
  const html = await (await visitor.get(path)).text();
  const decode = (value: string) =>
    value
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&amp;/g, "&");
  return {
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ""),
    description: decode(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? ""),
  };
}

async function openDeployChanges(page: Page) {
  await page.goto("/admin?tab=otto-seo");
  await page.getByRole("tab", { name: "Deploy Changes" }).click();
  await expect(page.getByRole("heading", { name: "Deploy Changes" })).toBeVisible();
}

test("deploys new descriptions for two pages, visible in their <head>, and reverts one", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36);
  const pages = ["/email-migration", "/server-migration"] as const;
  const before = { [pages[0]]: await headOf(pages[0]), [pages[1]]: await headOf(pages[1]) };
  const fresh = {
    [pages[0]]: `Move mailboxes, archives and shared calendars to Microsoft 365 over a weekend, with a tested rollback and a morning-after desk for users (${run}).`,
    [pages[1]]: `Retire ageing servers by moving roles, shares and line-of-business apps to fewer hosts or the cloud, planned per workload with a rollback (${run}).`,
  };

  await signIn(page);
  await openDeployChanges(page);

  // Nothing selected: the spec's text.
  await page.getByRole("button", { name: /^Review/ }).click();
  await expect(page.getByText("Please select URLs to optimize")).toBeVisible();

  for (const path of pages) {
    await page.getByLabel("Filter pages").fill(path);
    await page.getByRole("checkbox", { name: new RegExp(`^${path}\\b`) }).check();
  }
  await page.getByRole("button", { name: "Review 2 selected" }).click();
  for (const path of pages) {
    const card = page.locator(`[data-proposal="${path}"]`);
    await expect(card).toBeVisible({ timeout: 20_000 });
    await card.getByLabel("Meta description").fill(fresh[path]);
    await card.getByRole("checkbox", { name: "Approve" }).check();
  }
  await page.getByRole("button", { name: "Deploy 2 approved" }).click();
  await expect(page.getByText("Verified in the page's HTML")).toHaveCount(2, { timeout: 30_000 });

  // A visitor gets the new descriptions in the HTML itself.
  for (const path of pages) {
    expect((await headOf(path)).description).toBe(fresh[path]);
  }

  // Revert the first page's deploy from the history.
  await page.getByRole("tab", { name: "History" }).click();
  const entry = page.locator(`[data-deploy="${pages[0]}"]`).first();
  await expect(entry).toContainText(fresh[pages[0]]);
  await entry.getByRole("button", { name: "Revert" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Revert" }).click();
  await expect(page.getByText(`Reverted the change to ${pages[0]}`)).toBeVisible();
  await expect(entry).toContainText("Reverted by admin");

  expect(await headOf(pages[0])).toEqual(before[pages[0]]);
  expect((await headOf(pages[1])).description).toBe(fresh[pages[1]]);
});

test("refuses to revert a deploy whose field a later deploy changed, saying which change stands", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const token = await signIn(page);
  const headers = { authorization: `Bearer ${token}` };
  const path = "/voip-services";
  const run = Date.now().toString(36);
  const deploy = async (title: string) => {
    const list = await visitor.get("/api/seo/pages", { headers });
    const { pages } = (await list.json()) as { pages: { path: string; version: number }[] };
    const row = pages.find((p) => p.path === path);
    const answer = await visitor.post("/api/seo/deploys", {
      headers,
      data: { changes: [{ path, title, description: "", version: row?.version }] },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
    const body = (await answer.json()) as { results: { deploy: { id: string } }[] };
    return body.results[0]?.deploy.id ?? "";
  };
  // A wrote T1, B wrote T2, C wrote T1 again: the page shows A's text, but C stands.
  const t1 = `Business VoIP on 3CX and Teams ${run}`;
  const a = await deploy(t1);
  await deploy(`Business Phone Systems ${run}`);
  await deploy(t1);

  await openDeployChanges(page);
  await page.getByRole("tab", { name: "History" }).click();
  const entry = page.locator(`[data-deploy-id="${a}"]`);
  await entry.getByRole("button", { name: "Revert" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Revert" }).click();
  const message = `This deploy cannot be reverted: admin changed the title of ${path} to “${t1}” just now, and that change stands.`;
  await expect(page.getByRole("alert").filter({ hasText: message }).first()).toBeVisible();
  await expect(entry.getByRole("button", { name: "Revert" })).toBeVisible();
  expect((await headOf(path)).title).toBe(`${t1} | Northbridge IT`);
});

test("fixes a long title in the bulk editor", async ({ page }) => {
  test.setTimeout(90_000);
  const token = await signIn(page);
  const headers = { authorization: `Bearer ${token}` };
  // Make /network-setup's title too long first, through the same deploy path.
  const list = await visitor.get("/api/seo/pages", { headers });
  const { pages } = (await list.json()) as { pages: { path: string; version: number }[] };
  const row = pages.find((p) => p.path === "/network-setup");
  expect(row).toBeDefined();
  const long = "Office Network Setup for New Sites, Moves, Expansions and Temporary Offices";
  const seeded = await visitor.post("/api/seo/deploys", {
    headers,
    data: {
      source: "bulk",
      changes: [{ path: "/network-setup", title: long, description: "", version: row?.version }],
    },
  });
  expect(seeded.ok(), await seeded.text()).toBe(true);
  expect((await headOf("/network-setup")).title).toBe(`${long} | Northbridge IT`);

  await openDeployChanges(page);
  await page.getByRole("tab", { name: "Bulk editor" }).click();
  await page.getByLabel("Show").selectOption("long");
  const editorRow = page.locator('[data-bulk-row="/network-setup"]');
  await expect(editorRow).toBeVisible();
  await expect(editorRow).toContainText("long");
  const short = "Office Network Setup and Moves";
  await editorRow.getByLabel("Title of /network-setup").fill(short);
  await expect(editorRow).toContainText("47 / 30-60");
  await editorRow.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved and deployed 1 pages")).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[data-bulk-row="/network-setup"]')).toHaveCount(0);

  expect((await headOf("/network-setup")).title).toBe(`${short} | Northbridge IT`);
});

test("Nuxt SEO shows the health banner, valid structured data and the social previews", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page);
  await page.goto("/admin?tab=nuxt-seo");
  await expect(page.getByText(/^(All systems operational|Issues detected)$/)).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.locator('[data-check="Sitemap"]')).toContainText("each with a lastmod");

  // A cron run, as the trigger runs one every 15 minutes, shows in the scheduled jobs.
  expect((await page.request.get("/cdn-cgi/handler/scheduled?cron=*/15+*+*+*+*")).ok()).toBe(true);
  const feedsJob = page.locator('[data-job="feeds"]');
  await expect(async () => {
    await page.getByRole("button", { name: "Check again" }).click();
    await expect(feedsJob).toContainText("Succeeded", { timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
  await expect(feedsJob.getByRole("rowheader")).toHaveText("Sitemap and RSS rebuild");
  const jobs = page.getByRole("region", { name: "Scheduled jobs" });
  await expect(jobs.locator("tbody tr")).toHaveCount(CRON_JOB_NAMES.length);
  // Times in words in the reader's time zone, never an ISO timestamp or a job's key.
  expect(await jobs.innerText()).not.toMatch(/\d{4}-\d{2}-\d{2}T|site_check|code_pages/);

  await page.getByRole("tab", { name: "Sitemap" }).click();
  await expect(page.getByText("Total URLs")).toBeVisible();
  await expect(page.getByRole("link", { name: "View /sitemap.xml" })).toHaveAttribute(
    "href",
    "/sitemap.xml",
  );

  await page.getByRole("tab", { name: "Structured Data" }).click();
  for (const kind of [
    "website",
    "organization",
    "breadcrumb",
    "faq",
    "local-business",
    "article",
  ]) {
    await expect(page.locator(`[data-structured="${kind}"]`).getByText("Valid")).toBeVisible({
      timeout: 20_000,
    });
  }

  await page.getByRole("tab", { name: "Social Media" }).click();
  await page.getByLabel("Page").selectOption("/it-security");
  const og = page.locator('[data-preview="open-graph"]');
  await expect(og).toContainText("Managed IT Security for Growing Firms | Northbridge IT", {
    timeout: 20_000,
  });
  // The page's own drawn image: its title, family and brand (test/e2e/seo/social-image.spec.ts).
  await expect(og.getByRole("img")).toHaveAttribute(
    "alt",
    "Managed IT Security for Growing Firms — Managed Services — Northbridge IT",
  );
  await expect(page.locator('[data-preview="twitter"]')).toContainText("summary_large_image");

  await page.getByRole("tab", { name: "Performance" }).click();
  await page.getByRole("button", { name: "Measure now" }).click();
  await expect(page.getByText("Not measured")).toBeVisible({ timeout: 20_000 });
});
