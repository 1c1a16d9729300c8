import { createServer, type Server } from "node:http";
import { expect, expectAxeCleanAtBothWidths, signInAsNewAdmin, test } from "../fixtures";

// Issue 22, IndexNow: an admin sets a key in the SEO APIs tab, the site serves it at
// /{key}.txt, a blog publish reaches IndexNow (a local fake the Worker reaches through
// INDEXNOW_API_URL, honoured only in e2e and tests; scripts/e2e-server.mjs), and site health
// lists the submission with its answer. Other specs publishing meanwhile may submit too, so
// this one looks for its own post's URL.

const PORT = Number(process.env.E2E_PORT ?? 8788);
/** scripts/e2e-server.mjs: FAKE_INDEXNOW_PORT. */
const FAKE_PORT = PORT + 3000;
const KEY = `e2e-indexnow-${Date.now().toString(36)}`;

interface Received {
  path: string;
  body: { host?: string; key?: string; keyLocation?: string; urlList?: string[] };
}

const received: Received[] = [];
let fake: Server;
let token = "";

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  fake = createServer((request, response) => {
    let text = "";
    request.on("data", (chunk: Buffer) => {
      text += chunk.toString("utf8");
    });
    request.on("end", () => {
      let body: Received["body"] = {};
      try {
        body = JSON.parse(text) as Received["body"];
      } catch {}
      received.push({ path: new URL(request.url ?? "/", "http://fake").pathname, body });
      response.writeHead(200);
      response.end();
    });
  });
  await new Promise<void>((resolve) => fake.listen(FAKE_PORT, "127.0.0.1", resolve));
});

test.afterAll(async ({ browser }) => {
  // IndexNow off again, so later publishes of other specs send nothing.
  if (token) {
    const context = await browser.newContext();
    const headers = { authorization: `Bearer ${token}` };
    const view = (await (await context.request.get("/api/seo-config", { headers })).json()) as {
      version: number;
    };
    await context.request.post("/api/seo-config", {
      headers,
      data: { config: { indexNowKey: "" }, version: view.version },
    });
    await context.close();
  }
  await new Promise<void>((resolve) => fake.close(() => resolve()));
});

test("a publish reaches IndexNow and shows in site health", async ({ page }) => {
  test.setTimeout(120_000);
  ({ token } = await signInAsNewAdmin(page, "indexnow"));

  // The SEO APIs tab: off until a key is set; the form stores one.
  await page.goto("/admin?tab=seo-apis");
  const key = page.getByLabel("IndexNow key");
  await expect(key).toBeVisible({ timeout: 30_000 });
  if (await key.inputValue()) {
    await key.fill("");
    await page.getByRole("button", { name: "Save configuration" }).click();
  }
  await expect(page.getByText("IndexNow is off until a key is set.")).toBeVisible();
  const keyFileLink = page.getByRole("link", { name: `/${KEY}.txt` });
  // As staff do when a save fails (under CI load wrangler dev's proxy now and then drops a
  // POST: "Network connection lost"; it retries only GETs): load the tab again and save again.
  await expect(async () => {
    if (!(await keyFileLink.isVisible())) {
      await page.goto("/admin?tab=seo-apis");
      await expect(key).toBeVisible({ timeout: 30_000 });
      if (await keyFileLink.isVisible()) return;
      await key.fill(KEY);
      await page.getByRole("button", { name: "Save configuration" }).click();
    }
    await expect(keyFileLink).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 90_000 });
  await expectAxeCleanAtBothWidths(page, "SEO APIs tab with IndexNow on");

  const file = await page.request.get(`/${KEY}.txt`);
  expect(file.status()).toBe(200);
  expect(await file.text()).toBe(KEY);

  // A blog post published through the API, as the editor's Save does.
  const slug = `indexnow-story-${Date.now().toString(36)}`;
  const created = await page.request.post("/api/blogs", {
    headers: { authorization: `Bearer ${token}` },
    data: {
      slug,
      title: "IndexNow tells search engines about this post",
      excerpt: "A post whose publish is sent to IndexNow.",
      content: "## IndexNow\n\nSearch engines hear of this post when it is published.",
      author: "Northbridge IT Team",
      category: "Technology",
      categoryColor: "#3B82F6",
      readTime: "2 min read",
      featured: false,
      published: true,
      image: "",
      tags: ["indexnow"],
      seoData: {
        title: "IndexNow tells search engines about this post",
        description:
          "How this site tells search engines which pages changed the moment staff publish, unpublish, revert or deploy an SEO fix.",
        keywords: ["indexnow"],
        canonicalUrl: "",
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const ours = () =>
    received.find((call) => call.body.urlList?.some((url) => url.endsWith(`/blog/${slug}`)));
  await expect.poll(ours, { timeout: 15_000 }).toBeTruthy();
  const call = ours();
  expect(call?.path).toBe("/indexnow");
  expect(call?.body.key).toBe(KEY);
  expect(call?.body.keyLocation).toMatch(new RegExp(`^https://[^/]+/${KEY}\\.txt$`));
  expect(call?.body.urlList?.map((url) => new URL(url).pathname)).toEqual([
    "/blog",
    `/blog/${slug}`,
  ]);

  // Site health: IndexNow is on, and the submission is listed with why and the answer.
  await page.goto("/admin?tab=nuxt-seo");
  const section = page.getByRole("region", { name: "IndexNow" });
  await expect(section).toBeVisible({ timeout: 30_000 });
  await expect(section).toContainText("On");
  const row = section.locator("tbody tr", { hasText: `/blog/${slug}` });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("rowheader")).toHaveText("Published");
  await expect(row).toContainText("2 URLs");
  await expect(row).toContainText("200 OK");
  // Times in words in the reader's time zone, never an ISO timestamp or a trigger's key.
  expect(await section.innerText()).not.toMatch(/\d{4}-\d{2}-\d{2}T|scheduled-publish/);
  await row.getByText("2 URLs").click();
  await expect(row.getByText(`/blog/${slug}`)).toBeVisible();
  await expectAxeCleanAtBothWidths(page, "Site health with IndexNow submissions");
});
