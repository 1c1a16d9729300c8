import { createServer, type Server } from "node:http";
import { createFakeGitHub, type FakeGitHub } from "../../fixtures/fake-github";
import { expect, type Page, test } from "../fixtures";

// Outside services as a new admin meets them: the AI SEO generator (rule-based here, since
// e2e has no Workers AI binding) and GitHub publishing against a fake GitHub on loopback,
// which the Worker reaches through GITHUB_API_URL (scripts/e2e-server.mjs).

const ADMIN = { username: "admin", password: "e2e-admin-password" };
const GITHUB_TOKEN = "ghp_e2eOnlyFakeToken0123456789";
/** Where scripts/e2e-server.mjs points GITHUB_API_URL (its FAKE_GITHUB_PORT). */
const FAKE_GITHUB_PORT = Number(process.env.E2E_PORT ?? 8788) + 1000;

async function signInAsNewAdmin(page: Page) {
  const first = await page.request.post("/api/auth/login", { data: ADMIN });
  const { token } = (await first.json()) as { token?: string };
  expect(token, "the first admin signs in").toBeTruthy();
  const username = `outside-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`;
  const password = "outside-admin-password";
  const created = await page.request.post("/api/users", {
    data: { username, password, role: "admin" },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(created.ok(), await created.text()).toBe(true);
  await page.context().clearCookies();
  const login = await page.request.post("/api/auth/login", { data: { username, password } });
  expect(login.ok()).toBe(true);
}

/**
 * Waits for the toast to go: it can sit over the form's bottom-right Save button, and a pointer
 * resting on it pauses it, so the pointer moves away first.
 */
async function waitForToastToGo(page: Page) {
  await page.mouse.move(0, 0);
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 10_000 });
}

let github: FakeGitHub;
let server: Server;

test.describe
  .serial("outside services", () => {
    test.beforeAll(async () => {
      github = createFakeGitHub({ owner: "acme-it", repo: "website", token: GITHUB_TOKEN });
      server = createServer(async (req, res) => {
        const chunks: Buffer[] = [];
        for await (const chunk of req) chunks.push(chunk as Buffer);
        const headers = new Headers();
        for (const [name, value] of Object.entries(req.headers)) {
          if (typeof value === "string") headers.set(name, value);
        }
        const request = new Request(`http://127.0.0.1:${FAKE_GITHUB_PORT}${req.url ?? "/"}`, {
          method: req.method,
          headers,
          body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
        });
        const response = await github.handle(request);
        res.writeHead(response.status, { "content-type": "application/json" });
        res.end(await response.text());
      });
      await new Promise<void>((resolve) => server.listen(FAKE_GITHUB_PORT, "127.0.0.1", resolve));
    });

    test.afterAll(async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    });

    test("generates a post with the rule-based provider, saves a draft, opens it in the editor", async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await signInAsNewAdmin(page);
      await page.goto("/admin?tab=ai-seo");
      await expect(page.getByRole("heading", { name: "AI SEO Dashboard" })).toBeVisible();
      await expect(page.getByTestId("provider").first()).toContainText("rule-based provider");

      // Nothing generated yet: the spec's texts.
      await page.getByRole("button", { name: "Save as blog draft" }).click();
      await expect(page.getByText("No generated content to save")).toBeVisible();
      await page.getByRole("button", { name: "Generate", exact: true }).click();
      await expect(page.getByText("Topic and keywords are required")).toBeVisible();

      const topic = `Restore drills for small offices ${Date.now().toString(36)}`;
      await page.getByLabel("Topic").fill(topic);
      await page.getByLabel("Keywords").fill("restore drill, backup testing");
      await page.getByLabel("Length").selectOption("short");
      await page.getByRole("button", { name: "Generate", exact: true }).click();
      const content = page.getByTestId("generated-content");
      await expect(content).toContainText("restore drill");
      await expect(page.getByText(/^\d+ words · \d+ min read$/)).toBeVisible();
      const words = Number((await page.getByText(/^\d+ words · /).textContent())?.split(" ")[0]);
      expect(words).toBeGreaterThanOrEqual(300);
      expect(words).toBeLessThanOrEqual(500);

      await page.getByRole("button", { name: "Save as blog draft" }).click();
      const saved = page.getByRole("status").filter({ hasText: "Draft saved as /blog/" });
      await expect(saved).toBeVisible();
      await saved.getByRole("link", { name: "Open in blog editor" }).click();
      await expect(page).toHaveURL(/\/admin\/blog\/[a-z0-9-]+$/);
      await expect(page.getByRole("heading", { name: "Edit blog post" })).toBeVisible();
      await expect(page.getByRole("banner").getByText("Draft", { exact: true })).toBeVisible();
      await expect(page.getByLabel("Title", { exact: true })).toHaveValue(
        /Restore Drills for Small Offices/i,
      );
      await expect(page.getByLabel("Content (markdown)")).toHaveValue(/restore drill/);
    });

    test("configures GitHub against a fake GitHub, tests the connection, and a save is pushed", async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await signInAsNewAdmin(page);
      await page.goto("/admin?tab=github");
      const tab = page.getByRole("tabpanel");
      await expect(tab.getByText("GitHub publishing")).toBeVisible();
      await page.getByLabel("Owner").fill("");
      await page.getByRole("button", { name: "Save Configuration" }).click();
      await expect(page.getByText("Owner and Repository are required").first()).toBeVisible();

      await page.getByLabel("Owner").fill("acme-it");
      await page.getByLabel("Repository").fill("website");
      await page.getByLabel("Branch").fill("main");
      await page.getByLabel("Personal access token").fill(GITHUB_TOKEN);
      await page.getByRole("button", { name: "Save Configuration" }).click();
      await expect(tab.getByText("Configured", { exact: true })).toBeVisible();
      await expect(page.getByLabel("Personal access token")).toHaveValue("");
      // The connection test runs by itself 1 s after saving.
      const result = page.getByRole("status").filter({ hasText: "Connection successful" });
      await expect(result).toHaveText(
        "Connection successful: acme-it/website is reachable and the token may push to main",
      );
      await expect(page.getByRole("button", { name: "Test Connection" })).toBeEnabled();
      const html = await page.content();
      expect(html).not.toContain(GITHUB_TOKEN);

      try {
        // A post saved in the editor is pushed as Markdown.
        const slug = `pushed-post-${Date.now().toString(36)}`;
        const created = await page.request.post("/api/blogs", {
          data: {
            slug,
            title: "Pushed from the editor",
            content: "## Hello\n\nFrom the e2e test.",
            author: "Team",
            category: "Technology",
          },
          headers: { origin: new URL(page.url()).origin },
        });
        expect(created.ok(), await created.text()).toBe(true);
        await page.goto(`/admin/blog/${slug}`);
        await expect(page.getByRole("heading", { name: "Edit blog post" })).toBeVisible();
        await page.getByLabel("Excerpt").fill("Saved while GitHub is configured.");
        await page.getByRole("button", { name: "Save Draft" }).click();
        const status = page.getByTestId("save-status");
        await expect(status).toContainText("GitHub: pushed");
        await expect(status).toContainText(
          `Pushed content/blog/${slug}.md to acme-it/website@main`,
        );
        const file = github.files.get(`content/blog/${slug}.md`);
        expect(file?.content).toContain('excerpt: "Saved while GitHub is configured."');
      } finally {
        // GitHub settings are shared by the whole e2e server: leave it Not Configured.
        await page.goto("/admin?tab=github");
        page.once("dialog", (dialog) => void dialog.accept());
        await page.getByRole("button", { name: "Disconnect" }).click();
        await expect(tab.getByText("Not Configured", { exact: true })).toBeVisible();
      }
    });

    test("stores an SEO API key write-only and says when a key is missing", async ({ page }) => {
      test.setTimeout(60_000);
      await signInAsNewAdmin(page);
      await page.goto("/admin?tab=seo-apis");
      const bing = page.getByLabel("Bing Webmaster API key", { exact: true });
      await expect(bing).toBeEnabled();
      await page.getByRole("button", { name: "Test Bing Webmaster API key" }).click();
      await expect(
        page.getByText("API Key Missing: Please enter an API key before testing."),
      ).toBeVisible();
      await waitForToastToGo(page);

      const key = `e2e-bing-key-${Date.now().toString(36)}-abcd`;
      await bing.fill(key);
      await page.getByRole("button", { name: "Save configuration" }).click();
      await expect(page.getByText("SEO Configuration Saved")).toBeVisible();
      await expect(bing).toHaveValue("");
      await expect(page.getByText(`Stored: ••••••••${key.slice(-4)}`)).toBeVisible();
      expect(await page.content()).not.toContain(key);
      await waitForToastToGo(page);

      // Leave the shared server as it was: remove the key again.
      await page.getByRole("button", { name: "Remove key" }).click();
      await page.getByRole("button", { name: "Save configuration" }).click();
      await expect(page.getByText(`Stored: ••••••••${key.slice(-4)}`)).toHaveCount(0);
    });
  });
