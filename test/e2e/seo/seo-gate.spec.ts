import { readdirSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import type { APIRequestContext } from "@playwright/test";
import { executableScripts, expect, type Page, test, visitorHtml } from "../fixtures";

// Issue 10, the publishing gate, as an admin meets it in the blog editor and the inline editor.
// The gate blocks a page the analyzer rates critical; with the site URL on plain http (allowed
// for localhost) every page is "not served over HTTPS", so every publish trips it. That changes
// what every publish does, so this spec runs on its own after the others (playwright.config.ts).

/** scripts/e2e-server.mjs starts the build with this first-admin password. */
const ADMIN = { username: "admin", password: "e2e-admin-password" };
const PORT = Number(process.env.E2E_PORT ?? 8788);
/** The e2e server's local D1 (scripts/e2e-server.mjs persists to .wrangler/e2e-{port}). */
const D1_DIR = `.wrangler/e2e-${PORT}/v3/d1/miniflare-D1DatabaseObject`;

/** Signs in through the API (the cookie lands in the page's context); returns the token. */
async function signIn(page: Page): Promise<string> {
  const response = await page.request.post("/api/auth/login", { data: ADMIN });
  const body = (await response.json()) as { token?: string; requiresMFA?: boolean };
  expect(body.requiresMFA, "admin has MFA enabled; sign-in needs a code").not.toBe(true);
  expect(response.ok() && Boolean(body.token), JSON.stringify(body)).toBe(true);
  return body.token ?? "";
}

/** Puts `siteUrl` into the site settings; answers the settings as they were. */
async function setSiteUrl(api: APIRequestContext, token: string, siteUrl: string) {
  const headers = { authorization: `Bearer ${token}` };
  const current = (await (await api.get("/api/settings/site", { headers })).json()) as {
    settings: Record<string, unknown>;
    version: number;
  };
  const response = await api.put("/api/settings/site", {
    headers,
    data: { settings: { ...current.settings, siteUrl }, version: current.version },
  });
  expect(response.status(), await response.text()).toBe(200);
  return current.settings;
}

/** The newest gate-override audit row for a target, read from the server's own D1 file. */
function overrideAudit(targetType: string, targetId: string) {
  const file = readdirSync(D1_DIR).find((name) => /^[0-9a-f]{64}\.sqlite$/.test(name));
  expect(file, `no D1 database under ${D1_DIR}`).toBeTruthy();
  const db = new DatabaseSync(`${D1_DIR}/${file}`, { readOnly: true });
  try {
    const row = db
      .prepare(
        "SELECT actor_username, details FROM audit_log WHERE action = 'seo.gate_override' AND target_type = ? AND target_id = ? ORDER BY id DESC LIMIT 1",
      )
      .get(targetType, targetId) as { actor_username: string; details: string } | undefined;
    return row
      ? {
          actor: row.actor_username,
          details: JSON.parse(row.details) as { reasons: string[]; overrideReason: string },
        }
      : null;
  } finally {
    db.close();
  }
}

test.describe.configure({ mode: "serial" });

let token = "";
let original: Record<string, unknown> | null = null;

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  token = await signIn(page);
  original = await setSiteUrl(context.request, token, `http://localhost:${PORT}`);
  await context.close();
});

test.afterAll(async ({ browser }) => {
  if (!original) return;
  const context = await browser.newContext();
  await setSiteUrl(context.request, token, String(original.siteUrl));
  await context.close();
});

test("an admin's blog publish is blocked with the reasons, then published anyway with a reason", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const unique = Date.now().toString(36);
  const title = `Gate check ${unique}`;
  const slug = `gate-check-${unique}`;
  await signIn(page);

  await page.goto("/admin/blog/new");
  await expect(page.getByRole("heading", { name: "New blog post" })).toBeVisible();
  await page.getByLabel("Title", { exact: true }).fill(title);
  await expect(page.getByLabel("URL slug")).toHaveValue(slug);
  await page
    .getByLabel("Excerpt")
    .fill("A post that the SEO check blocks because the site is on plain http.");
  await page
    .getByLabel("Content (markdown)")
    .fill("## Why\n\nThe staging site runs on http until the certificate arrives.\n");

  await page.getByRole("tab", { name: "Preview" }).click();
  await page.getByRole("button", { name: "Publish", exact: true }).click();

  // Blocked: the dialog names the reasons; nothing public yet.
  const dialog = page.getByRole("dialog", { name: "Publish blocked by the SEO check" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("alert")).toContainText(
    "Publishing blocked by the SEO check: Page not served over HTTPS",
  );
  expect((await visitorHtml(browser, `/blog/${slug}`)).status).toBe(404);

  // The reason needs 10 characters before the button works.
  const reason = dialog.getByLabel("Reason to publish anyway (at least 10 characters)");
  const anyway = dialog.getByRole("button", { name: "Publish anyway" });
  await reason.fill("too short");
  await expect(anyway).toBeDisabled();
  const written = `Staging on http until the certificate arrives ${unique}`;
  await reason.fill(written);
  await expect(anyway).toBeEnabled();
  await anyway.click();

  await expect(dialog).toBeHidden();
  await expect(page.getByText("Blog saved successfully").first()).toBeVisible();
  await expect(page.getByRole("banner").getByText("Published", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/blog/${slug}$`));

  // Live for visitors, without scripts.
  const live = await visitorHtml(browser, `/blog/${slug}`);
  expect(live.status).toBe(200);
  expect(live.html).toContain(title);
  await page.goto(`/blog/${slug}`);
  expect(await executableScripts(page)).toBe(0);

  // The override is in the audit log with its reasons and the admin's words.
  const post = (await (await page.request.get(`/api/public/blog/${slug}`)).json()) as {
    id?: string;
  };
  const postId = post.id ?? "";
  expect(postId).not.toBe("");
  const audit = overrideAudit("blog", postId);
  expect(audit?.actor).toBe("admin");
  expect(audit?.details.overrideReason).toBe(written);
  expect(audit?.details.reasons[0]).toMatch(/^Page not served over HTTPS/);
});

test("an admin's inline publish is blocked the same way and goes live with a reason", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const unique = Date.now().toString(36);
  const heading = `Consulting that ships ${unique}`;
  await signIn(page);

  await page.goto("/it-consulting/admin");
  await expect(page.getByRole("toolbar", { name: "Inline editor" })).toBeVisible({
    timeout: 15_000,
  });
  const h1 = page.locator('h1[data-eid="hero.title"]');
  await expect(h1).toHaveAttribute("contenteditable", "plaintext-only");
  await h1.click();
  await h1.press("ControlOrMeta+a");
  await h1.pressSequentially(heading, { delay: 5 });

  await page.getByRole("toolbar").getByRole("button", { name: "Publish" }).click();
  const dialog = page.getByRole("dialog", { name: "Publish blocked by the SEO check" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("alert")).toContainText("Page not served over HTTPS");
  expect((await visitorHtml(browser, "/it-consulting")).html).not.toContain(heading);

  const anyway = dialog.getByRole("button", { name: "Publish anyway" });
  await expect(anyway).toBeDisabled();
  const written = `Launch review on the http staging host ${unique}`;
  await dialog.getByLabel("Reason to publish anyway (at least 10 characters)").fill(written);
  const reloaded = page.waitForEvent("framenavigated", { timeout: 15_000 });
  await anyway.click();
  await expect(page.getByText("Published Successfully")).toBeVisible();
  await reloaded;

  expect((await visitorHtml(browser, "/it-consulting")).html).toContain(heading);
  const audit = overrideAudit("page", "/it-consulting");
  expect(audit?.actor).toBe("admin");
  expect(audit?.details.overrideReason).toBe(written);
});

test("an editor's blocked publish shows the reasons and no way past the gate", async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const unique = Date.now().toString(36);
  const username = `gate-editor-${unique}`;
  const password = "gate-editor-password";
  const created = await page.request.post("/api/users", {
    data: { username, password, role: "editor" },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const login = await page.request.post("/api/auth/login", { data: { username, password } });
  expect(login.ok(), await login.text()).toBe(true);

  const slug = `gate-editor-post-${unique}`;
  await page.goto("/admin/blog/new");
  await page.getByLabel("Title", { exact: true }).fill(`Gate editor post ${unique}`);
  await expect(page.getByLabel("URL slug")).toHaveValue(slug);
  await page.getByLabel("Excerpt").fill("An editor's post that the SEO check holds back on http.");
  await page.getByLabel("Content (markdown)").fill("## Body\n\nWords for the post.\n");
  await page.getByRole("tab", { name: "Preview" }).click();
  await page.getByRole("button", { name: "Publish", exact: true }).click();

  await expect(page.getByRole("main").getByRole("alert").first()).toContainText(
    "Publishing blocked by the SEO check: Page not served over HTTPS",
  );
  await expect(page.getByRole("main").getByRole("alert").first()).toContainText(
    "ask an admin to publish with a written reason",
  );
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Publish anyway" })).toHaveCount(0);
  expect((await visitorHtml(browser, `/blog/${slug}`)).status).toBe(404);
});
