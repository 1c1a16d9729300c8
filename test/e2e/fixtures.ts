import AxeBuilder from "@axe-core/playwright";
import { test as base, expect } from "@playwright/test";

/** Script tags other than JSON-LD data blocks. */
export async function executableScripts(page: import("@playwright/test").Page) {
  return page.locator('script:not([type="application/ld+json"])').count();
}

/** A page as an anonymous visitor gets it (a fresh context, no cookies): status and HTML. */
export async function visitorHtml(browser: import("@playwright/test").Browser, path: string) {
  const context = await browser.newContext();
  const response = await context.request.get(path);
  const result = { status: response.status(), html: await response.text() };
  await context.close();
  return result;
}

/** scripts/e2e-server.mjs starts the build with this first admin. */
export const E2E_ADMIN = { username: "admin", password: "e2e-admin-password" } as const;

/** Signs the page in as the e2e server's first admin, through the API (the cookie lands in its context). */
export async function signInAsAdmin(page: import("@playwright/test").Page) {
  const response = await page.request.post("/api/auth/login", { data: E2E_ADMIN });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Edit mode is on: the editor's toolbar shows and the page's heading can be edited. */
export async function waitForEditing(
  page: import("@playwright/test").Page,
  heading = 'h1[data-eid="hero.title"]',
) {
  await expect(page.getByRole("toolbar", { name: "Inline editor" })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.locator(heading)).toHaveAttribute("contenteditable", "plaintext-only");
}

/**
 * Signs the page in as a fresh admin of its own (created by the first admin), so no other
 * spec's MFA, lockout or password change gets in the way. Returns its username and bearer
 * token (for API calls: a cookie-authenticated write must come from the page's origin).
 */
export async function signInAsNewAdmin(page: import("@playwright/test").Page, prefix = "staff") {
  const first = await page.request.post("/api/auth/login", { data: E2E_ADMIN });
  const { token } = (await first.json()) as { token?: string };
  expect(token, "the first admin signs in").toBeTruthy();
  const username = `${prefix}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`;
  const password = `${prefix}-admin-password`;
  const created = await page.request.post("/api/users", {
    data: { username, password, role: "admin" },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(created.ok(), await created.text()).toBe(true);
  // A cookie-authenticated write must come from this origin: start the new session clean.
  await page.context().clearCookies();
  const login = await page.request.post("/api/auth/login", { data: { username, password } });
  expect(login.ok()).toBe(true);
  return { username, token: ((await login.json()) as { token: string }).token };
}

/** A signed-in browser context for a new user of `role`, made by the admin's token. */
export async function staffMember(
  browser: import("@playwright/test").Browser,
  adminToken: string,
  role: "author" | "editor",
) {
  const username = `${role}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e4)}`;
  const password = `${role}-review-password`;
  const context = await browser.newContext();
  const page = await context.newPage();
  const created = await page.request.post("/api/users", {
    data: { username, password, role },
    headers: { authorization: `Bearer ${adminToken}` },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const login = await page.request.post("/api/auth/login", { data: { username, password } });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  return { context, page, username, token };
}

/**
 * A post made through the API the blog editor uses (`token`: a staff bearer token), published
 * unless `post.published` is false; answers the post as stored.
 */
export async function createPublishedPost(
  page: import("@playwright/test").Page,
  token: string,
  post: { slug: string; title: string; excerpt: string; content: string; published?: boolean },
) {
  const created = await page.request.post("/api/blogs", {
    headers: { authorization: `Bearer ${token}` },
    data: {
      author: "Northbridge IT Team",
      category: "Technology",
      categoryColor: "#3B82F6",
      readTime: "2 min read",
      featured: false,
      published: true,
      ...post,
      image: "",
      tags: [],
      seoData: { title: "", description: "", keywords: [], canonicalUrl: "" },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { blog: Record<string, unknown> & { id: string } }).blog;
}

/** Replaces an editable element's text by typing, as a person would. */
export async function replaceText(target: import("@playwright/test").Locator, text: string) {
  await target.click();
  await target.press("ControlOrMeta+a");
  await target.pressSequentially(text, { delay: 5 });
}

/**
 * Creates a page from the Create tab's `template` under `title` and `slug`, and waits in its
 * edit mode.
 */
export async function createPageFromTemplate(
  page: import("@playwright/test").Page,
  template: string,
  title: string,
  slug: string,
) {
  await page.goto("/admin?tab=create");
  await page.getByText(template, { exact: true }).click();
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("URL slug").fill(slug);
  await page.getByRole("button", { name: "Create" }).click();
  await expect(page).toHaveURL(new RegExp(`/${slug}/admin$`), { timeout: 10_000 });
  await waitForEditing(page);
}

/**
 * Clicks an inline-editor toolbar action, sees its toast, and waits for the reload the spec
 * makes after it; `editing` waits until the editor is attached again.
 */
export async function toolbarAndReload(
  page: import("@playwright/test").Page,
  name: string,
  toast: string,
  editing: (page: import("@playwright/test").Page) => Promise<void>,
) {
  await pressAndReload(page, page.getByRole("toolbar").getByRole("button", { name }), toast);
  await editing(page);
}

/**
 * Presses `button`, sees its toast and waits for the reload the editor makes after it (a save
 * of what only the server renders: an added section, a section's style).
 */
export async function pressAndReload(
  page: import("@playwright/test").Page,
  button: import("@playwright/test").Locator,
  toast: string,
) {
  const reloaded = page.waitForEvent("framenavigated", { timeout: 15_000 });
  await button.click();
  // The toast lives one second before the reload. waitFor watches every frame, where expect's
  // retries look at growing intervals (up to 1 s) and can miss it on a loaded machine.
  await page.getByText(toast).first().waitFor({ state: "visible", timeout: 15_000 });
  await reloaded;
}

/** WCAG 2.0, 2.1 and 2.2 A and AA: the level every page and screen must meet. */
export const WCAG_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] as const;

/**
 * Axe's violations on the page as it rests (all rules, or those with `tags`). Axe measures
 * contrast on the colours of the moment, and a button fading from its disabled colour (a field
 * filled in by a fetch enables it) fails mid-fade. So the page is switched to reduced motion,
 * where the app changes state at once (app.css), and fades already running are awaited.
 */
export async function axeViolations(page: import("@playwright/test").Page, tags?: string[]) {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) =>
          Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)),
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const builder = new AxeBuilder({ page });
  return (await (tags ? builder.withTags(tags) : builder).analyze()).violations;
}

/**
 * Axe finds nothing on the page as it is at 1280 px and at a 375 px phone (WCAG A/AA and best
 * practice); the viewport goes back to 1280 px. `what` names the screen in a failure.
 */
export async function expectAxeCleanAtBothWidths(
  page: import("@playwright/test").Page,
  what: string,
) {
  for (const size of [
    { width: 1280, height: 900 },
    { width: 375, height: 812 },
  ]) {
    await page.setViewportSize(size);
    const found = (await axeViolations(page, [...WCAG_AA, "best-practice"])).map(
      (v) => `${what} at ${size.width}px: ${v.id} ${v.nodes.map((n) => n.target).join(" | ")}`,
    );
    expect(found).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

export const test = base;
export type { Page } from "@playwright/test";
export { expect };
