import type { Browser } from "@playwright/test";
import {
  axeViolations,
  executableScripts,
  expect,
  type Page,
  replaceText,
  test,
  toolbarAndReload,
  visitorHtml,
  WCAG_AA,
} from "../fixtures";

// Issue 9: a blog post's page is edited in place at /blog/{slug}/admin, like any page; the
// markdown record stays in the blog editor at /admin/blog/{slug}.

/** scripts/e2e-server.mjs starts the build with this first-admin password. */
const ADMIN = { username: "admin", password: "e2e-admin-password" };

/** A published post made through the API by the admin in a context of its own. */
async function createPost(browser: Browser, slug: string, title: string) {
  const context = await browser.newContext();
  const login = await context.request.post("/api/auth/login", { data: ADMIN });
  const body = (await login.json()) as { token?: string; requiresMFA?: boolean };
  expect(body.requiresMFA, "admin has MFA enabled; sign-in needs a code").not.toBe(true);
  expect(login.ok(), JSON.stringify(body)).toBe(true);
  const created = await context.request.post("/api/blogs", {
    headers: { authorization: `Bearer ${body.token}` },
    data: {
      slug,
      title,
      excerpt: "What a small office should patch first.",
      content:
        "## Start with the edge\n\nPatch the firewall and the VPN before anything else.\n\nThen the laptops.\n",
      author: "Northbridge IT Team",
      category: "Cybersecurity",
      published: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await context.close();
}

const titleOf = (html: string) =>
  /<h1[^>]*data-eid="blog-title"[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];

async function editing(page: Page) {
  await expect(page.getByRole("toolbar", { name: "Inline editor" })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.locator('h1[data-eid="blog-title"]')).toHaveAttribute(
    "contenteditable",
    "plaintext-only",
  );
}

/** Axe (WCAG 2.2 AA and best practices) on the still page. */
async function violations(page: Page): Promise<string[]> {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.waitForLoadState("networkidle");
  const violations = await axeViolations(page, [...WCAG_AA, "best-practice"]);
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" "))}`);
}

test("a new staff member edits a blog post in place: log in, save, publish, then the blog editor", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const unique = Date.now().toString(36);
  const slug = `patch-first-${unique}`;
  const title = `What to patch first ${unique}`;
  await createPost(browser, slug, title);
  expect(titleOf((await visitorHtml(browser, `/blog/${slug}`)).html)).toBe(title);

  // Not signed in: the post itself, with the inline login overlay (not a redirect).
  await page.goto(`/blog/${slug}/admin`);
  await expect(page).toHaveURL(new RegExp(`/blog/${slug}/admin$`));
  await expect(page.locator("h1")).toHaveText(title);
  const overlay = page.getByTestId("inline-login-overlay");
  await expect(overlay).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await overlay.getByLabel("Username").fill(ADMIN.username);
  await overlay.getByLabel("Password").fill(ADMIN.password);
  await overlay.getByRole("button", { name: "Sign in", exact: true }).click();
  await editing(page);
  await expect(page.getByText(/Editing enabled/)).toBeVisible();
  const toolbar = page.getByRole("toolbar", { name: "Inline editor" });
  await expect(toolbar).toContainText(`/blog/${slug}`);
  expect(await violations(page)).toEqual([]);

  // The title and a body paragraph.
  const heading = page.locator('h1[data-eid="blog-title"]');
  await replaceText(heading, `Patch the edge first ${unique}`);
  const paragraph = page
    .getByTestId("blog-content")
    .locator("p[data-eid]")
    .filter({ hasText: "Patch the firewall" });
  await expect(paragraph).toHaveAttribute("contenteditable", "plaintext-only");
  await replaceText(paragraph, "The firewall and the VPN come before everything else.");
  await page.screenshot({ path: "test-results/h8/blog-inline-1280.png" });

  // Save: a draft; visitors still get the record's text.
  await toolbarAndReload(page, "Save", "Changes Saved", editing);
  await expect(heading).toHaveText(`Patch the edge first ${unique}`);
  // History names the post's parts as people do: the title, the first paragraph.
  await toolbar.getByRole("button", { name: "History" }).click();
  const history = page.getByRole("dialog", { name: "History" });
  await expect(history).toContainText(`Post title: Patch the edge first ${unique}`);
  await expect(history).toContainText("Paragraph 1: The firewall and the VPN come before");
  expect(await history.textContent()).not.toMatch(/text_element_|b-[0-9a-z]{7}|\d{4}-\d{2}-\d{2}T/);
  await history.getByRole("button", { name: "Close" }).click();
  const saved = await visitorHtml(browser, `/blog/${slug}`);
  expect(titleOf(saved.html)).toBe(title);
  expect(saved.html).toContain("Patch the firewall and the VPN before anything else.");

  // Publish: visitors get the new words, applied at the edge, with no script.
  await toolbarAndReload(page, "Publish", "Published Successfully", editing);
  const live = await visitorHtml(browser, `/blog/${slug}`);
  expect(titleOf(live.html)).toBe(`Patch the edge first ${unique}`);
  expect(live.html).toContain("The firewall and the VPN come before everything else.");
  expect(live.html).not.toContain("Patch the firewall and the VPN before anything else.");
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/blog/${slug}`);
  await expect(visitor.locator("h1")).toHaveText(`Patch the edge first ${unique}`);
  expect(await executableScripts(visitor)).toBe(0);
  await visitorContext.close();

  // A phone-sized look at edit mode.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(toolbar).toBeVisible();
  await page.screenshot({ path: "test-results/h8/blog-inline-375.png" });
  await page.setViewportSize({ width: 1280, height: 900 });

  // "Blog editor" opens the markdown editor of the record, which the overlay did not change.
  await toolbar.getByRole("link", { name: "Blog editor" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/blog/${slug}$`));
  await expect(page.getByRole("heading", { name: "Edit blog post" })).toBeVisible();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
});

test("an author at /blog/{slug}/admin gets the post and a way to the blog editor, no editor", async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const unique = Date.now().toString(36);
  const context = await browser.newContext();
  const page = await context.newPage();
  const login = await page.request.post("/api/auth/login", { data: ADMIN });
  const { token } = (await login.json()) as { token: string };
  const username = `author-${unique}`;
  const password = "a long author password 1";
  const made = await page.request.post("/api/users", {
    headers: { authorization: `Bearer ${token}` },
    data: { username, password, role: "author" },
  });
  expect(made.ok(), await made.text()).toBe(true);
  await context.clearCookies();

  const author = await browser.newContext();
  const authorPage = await author.newPage();
  const signIn = await authorPage.request.post("/api/auth/login", {
    data: { username, password },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const authorToken = ((await signIn.json()) as { token: string }).token;
  const slug = `author-post-${unique}`;
  const created = await authorPage.request.post("/api/blogs", {
    headers: { authorization: `Bearer ${authorToken}` },
    data: {
      slug,
      title: `An author's post ${unique}`,
      content: "Words.\n",
      author: username,
      category: "Technology",
      published: false,
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  await authorPage.goto(`/blog/${slug}/admin`);
  const notice = authorPage.getByTestId("author-inline-notice");
  await expect(notice).toContainText("Inline editing needs the editor or admin role.");
  await expect(authorPage.getByRole("toolbar", { name: "Inline editor" })).toHaveCount(0);
  expect(await executableScripts(authorPage)).toBe(0);
  expect(await violations(authorPage)).toEqual([]);
  await notice.getByRole("link", { name: "Open the blog editor" }).click();
  await expect(authorPage).toHaveURL(new RegExp(`/admin/blog/${slug}$`));
  await expect(authorPage.getByRole("heading", { name: "Edit blog post" })).toBeVisible();
  await author.close();
  await context.close();
});
