import { expect, type Page, test } from "../fixtures";

// OTTO SEO and the SEO Analyzer as a new staff member uses them, against the production build:
// crawl this site's own sitemap and watch the progress bar finish, open one page's analysis,
// analyse one URL in the browser, and see the spec's texts when a sitemap or page fails.

const ADMIN = { username: "admin", password: "e2e-admin-password" };

async function signIn(page: Page) {
  const response = await page.request.post("/api/auth/login", { data: ADMIN });
  const body = (await response.json()) as { token?: string; requiresMFA?: boolean };
  expect(body.requiresMFA, "admin has MFA enabled; sign-in needs a code").not.toBe(true);
  expect(response.ok() && Boolean(body.token), JSON.stringify(body)).toBe(true);
}

// One crawl of a site runs at a time: these tests crawl this site's sitemap one after another.
test.describe.configure({ mode: "default" });

test.beforeAll(async ({ request }) => {
  // The cron fills the page catalogue the sitemap lists.
  await request.get("/cdn-cgi/handler/scheduled?cron=*/15+*+*+*+*");
  await expect
    .poll(
      async () => ((await (await request.get("/sitemap.xml")).text()).match(/<loc>/g) ?? []).length,
    )
    .toBeGreaterThan(100);
});

test("OTTO SEO crawls this site's sitemap with a live progress bar, then opens a page's analysis", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page);
  await page.goto("/admin?tab=otto-seo");
  await expect(page.getByRole("heading", { name: "Sitemap SEO Optimizer" })).toBeVisible();
  const sitemapField = page.getByLabel("Sitemap URL");
  await expect(sitemapField).toHaveValue(/\/sitemap\.xml$/);

  await page.getByRole("button", { name: "Crawl sitemap" }).click();
  const progress = page.getByRole("progressbar", { name: "Crawl progress" });
  await expect(progress).toBeVisible();
  await expect(page.getByText(/Analyzing \d+ of \d+ pages|Crawled \d+ of \d+ pages/)).toBeVisible();
  await expect(progress).toHaveAttribute("aria-valuenow", "100", { timeout: 150_000 });
  const done = page.getByText(/Crawled (\d+) of \1 pages/);
  await expect(done).toBeVisible();
  const rows = page.locator("tr[data-status]");
  expect(await rows.count()).toBeGreaterThan(100);
  await expect(page.locator('tr[data-status]:not([data-status="completed"])')).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Crawl report" })).toBeVisible();
  // Every own page is scored and coloured by band.
  await expect(rows.first().locator("[data-band]")).toBeVisible();

  // One page's analysis, from its row.
  const row = page.locator('tr[data-url$="/24-7-helpdesk"]');
  await row.getByRole("button", { name: /Analysis/ }).click();
  const analysis = page.getByTestId("page-analysis-result");
  await expect(analysis).toBeVisible();
  await expect(
    analysis.getByText(/^(Excellent|Needs Improvement|Critical)$/).first(),
  ).toBeVisible();
  await expect(page.getByLabel("Page URL")).toHaveValue(/\/24-7-helpdesk$/);
  await expect(analysis.getByRole("heading", { name: "Issues" })).toBeVisible();

  // Re-analysing the same page live gives the same score.
  const stored = await analysis.getAttribute("data-score");
  await page.getByRole("button", { name: "Analyze page" }).click();
  await expect(page.getByTestId("page-analysis-result")).toHaveAttribute(
    "data-score",
    stored ?? "",
  );
});

test("a sitemap that cannot be fetched shows the spec's text and offers this site's own", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page);
  await page.goto("/admin?tab=otto-seo");
  const field = page.getByLabel("Sitemap URL");
  await expect(field).toHaveValue(/\/sitemap\.xml$/);
  const own = await field.inputValue();
  await field.fill("");
  await expect(page.getByRole("button", { name: "Crawl sitemap" })).toBeDisabled();
  await field.fill("https://nowhere.invalid/sitemap.xml");
  await page.getByRole("button", { name: "Crawl sitemap" }).click();
  await expect(
    page
      .getByRole("alert")
      .filter({ hasText: "Failed to fetch sitemap. Please check the URL and try again." }),
  ).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: "Crawl this site's sitemap instead" }).click();
  await expect(field).toHaveValue(own);
  await expect(page.getByRole("progressbar", { name: "Crawl progress" })).toHaveAttribute(
    "aria-valuenow",
    "100",
    {
      timeout: 60_000,
    },
  );

  // A re-crawl of changed pages only: nothing changed, so every page is kept from the last one.
  const onlyChanged = page.getByLabel("Only pages changed since the last crawl");
  await expect(onlyChanged).toBeEnabled();
  await onlyChanged.check();
  await page.getByRole("button", { name: "Crawl sitemap" }).click();
  await expect(page.getByText(/Re-crawl of changed pages: \d+ unchanged pages kept/)).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.locator("tr[data-status]").first().getByText("(unchanged)")).toBeVisible();
});

test("SEO Analyzer scores one URL in the browser, the same as the server does", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await signIn(page);
  await page.goto("/admin?tab=seo-analyzer");
  const analyze = page.getByRole("button", { name: "Analyze", exact: true });
  const field = page.getByLabel("Page URL").first();
  await expect(analyze).toBeDisabled();

  const url = `${baseURL}/24-7-helpdesk`;
  await field.fill(url);
  await expect(analyze).toBeEnabled();
  await analyze.click();
  const result = page.getByTestId("client-analysis-result");
  await expect(result).toBeVisible();
  await expect(result.getByRole("heading", { name: /Issues \(\d+\)/ })).toBeVisible();
  await expect(result.getByRole("heading", { name: "Keyword density" })).toBeVisible();
  // Cookie-authenticated writes must come from this origin.
  const server = await page.request.post("/api/seo-analyze", {
    data: { url, type: "single" },
    headers: { origin: baseURL ?? "" },
  });
  expect(server.status(), await server.text()).toBe(200);
  const { analysis } = (await server.json()) as { analysis: { score: { overall: number } } };
  await expect(result).toHaveAttribute("data-score", String(analysis.score.overall));

  // A page that cannot be fetched: the spec's limited result, score 75.
  await field.fill("https://nowhere.invalid/");
  await analyze.click();
  await expect(result.getByText("External URL Analysis Limited").first()).toBeVisible({
    timeout: 30_000,
  });
  await expect(result).toHaveAttribute("data-score", "75");
  // It must not read as a measurement: the note first, the scores greyed and captioned.
  await expect(result).toHaveAttribute("data-limited", "true");
  const note = result.getByRole("status");
  await expect(note).toContainText("Not analysed: the page could not be fetched");
  const basic = result.getByTestId("basic-result");
  await expect(basic).toHaveClass(/grayscale/);
  await expect(basic.getByText("Basic result, not measured")).toBeVisible();
  const [noteBox, scoreBox] = [await note.boundingBox(), await basic.boundingBox()];
  expect(noteBox?.y ?? 1e9).toBeLessThan(scoreBox?.y ?? 0);

  // An internal address is refused with the reason.
  await field.fill("http://169.254.169.254/latest/meta-data/");
  await analyze.click();
  await expect(
    page.getByRole("alert").filter({ hasText: /URL refused: link-local or metadata address/ }),
  ).toBeVisible();

  // Server analysis with its label.
  const serverField = page.getByLabel("Page URL").nth(1);
  await serverField.fill(url);
  await page.getByRole("button", { name: "Run analysis" }).click();
  const view = page.getByTestId("page-analysis-result");
  await expect(view.getByText(/^(Excellent|Needs Improvement|Critical)$/).first()).toBeVisible();
  await expect(view).toHaveAttribute("data-score", String(analysis.score.overall));
});
