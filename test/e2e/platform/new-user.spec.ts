import { axeViolations, expect, type Page, test, WCAG_AA } from "../fixtures";

// What a new user tripped over (issue 8): contact buttons over text on phones, toasts over
// Save Draft, an editor toolbar axe fails, and a role raised without a question.

/** scripts/e2e-server.mjs starts the build with this first-admin password. */
const ADMIN = { username: "admin", password: "e2e-admin-password" };

/** Signs in through the API (the cookie lands in the page's context); returns the token. */
async function signIn(page: Page): Promise<string> {
  const response = await page.request.post("/api/auth/login", { data: ADMIN });
  const body = (await response.json()) as { token?: string; requiresMFA?: boolean };
  expect(body.requiresMFA, "admin has MFA enabled; sign-in needs a code").not.toBe(true);
  expect(response.ok() && Boolean(body.token), JSON.stringify(body)).toBe(true);
  return body.token ?? "";
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

interface Overlap {
  scrollY: number;
  button: string;
  what: string;
  box: Box;
}

/**
 * Scrolls the page from top to end and, at every step, lists each text node (its Range
 * rects) and link/button/field box that a quick-contact button's box overlaps within the
 * part of the screen a reader sees. A full-width opaque bar at the bottom edge is treated as
 * the edge of the screen (what scrolls under it is out of view, as under the sticky header);
 * a button that sits outside such a bar, or a bar that is not full-width and opaque, covers
 * whatever lies under it.
 */
async function contactOverlaps(page: Page): Promise<Overlap[]> {
  return page.evaluate(async () => {
    const nav = document.querySelector('nav[aria-label="Quick contact"]');
    if (!nav) throw new Error("no quick-contact navigation");
    const header = document.querySelector("body header");
    const vw = document.documentElement.clientWidth;
    const overlaps: Overlap[] = [];
    const hit = (a: Box, b: Box) =>
      a.left < b.right - 0.5 &&
      b.left < a.right - 0.5 &&
      a.top < b.bottom - 0.5 &&
      b.top < a.bottom - 0.5;
    const opaque = (el: Element) => {
      const match = /rgba?\(([^)]+)\)/.exec(getComputedStyle(el).backgroundColor);
      const parts = match?.[1]?.split(",").map((p) => Number(p.trim())) ?? [];
      return parts.length === 3 || (parts.length === 4 && parts[3] === 1);
    };
    const step = Math.max(80, Math.floor(window.innerHeight / 3));
    const end = () => document.documentElement.scrollHeight - window.innerHeight;
    for (let y = 0; ; y = Math.min(y + step, end())) {
      window.scrollTo({ top: y, behavior: "instant" });
      await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
      const bar = nav.getBoundingClientRect();
      const isBar =
        bar.left <= 0.5 &&
        bar.right >= vw - 0.5 &&
        Math.abs(bar.bottom - window.innerHeight) <= 1 &&
        opaque(nav);
      const visibleTop = header ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
      const visibleBottom = isBar ? bar.top : window.innerHeight;
      const clip = (b: Box): Box | null => {
        const top = Math.max(b.top, visibleTop);
        const bottom = Math.min(b.bottom, visibleBottom);
        return bottom - top > 0.5 ? { left: b.left, right: b.right, top, bottom } : null;
      };
      const buttons = [...nav.querySelectorAll("a")].map((a) => ({
        name: a.getAttribute("data-contact") ?? a.textContent ?? "",
        box: a.getBoundingClientRect(),
      }));
      const targets: { what: string; box: Box }[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? "";
        if (!text || nav.contains(node)) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) {
          if (rect.width > 1 && rect.height > 1) {
            targets.push({ what: `text "${text.slice(0, 40)}"`, box: rect });
          }
        }
      }
      for (const el of document.querySelectorAll(
        "a, button, summary, input, select, textarea, [role=button]",
      )) {
        if (nav.contains(el)) continue;
        const rect = el.getBoundingClientRect();
        if (rect.width > 1 && rect.height > 1) {
          const label = (el.textContent ?? el.getAttribute("aria-label") ?? "").trim();
          targets.push({ what: `${el.tagName.toLowerCase()} "${label.slice(0, 40)}"`, box: rect });
        }
      }
      for (const button of buttons) {
        for (const target of targets) {
          const seen = clip(target.box);
          if (seen && hit(button.box, seen)) {
            overlaps.push({
              scrollY: window.scrollY,
              button: button.name,
              what: target.what,
              box: seen,
            });
          }
        }
      }
      if (y >= end()) break;
    }
    return overlaps;
  });
}

const PHONE_WIDTHS = [320, 375, 430];
/** The pages the review named, and one of each other kind (home, service, legal). */
const PAGES = [
  "/blog/what-a-24-7-noc-watches-overnight",
  "/blog",
  "/ultimate-connectwise-msp-landing",
  "/no-such-page-for-phones",
  "/",
  "/it-security",
  "/privacy-policy",
];

test.describe("quick-contact buttons on phones", () => {
  test.describe.configure({ mode: "parallel" });
  test.use({ javaScriptEnabled: true });

  for (const width of PHONE_WIDTHS) {
    test(`cover no text, link or button at ${width} px, top to end`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 740 });
      for (const path of PAGES) {
        await page.goto(path);
        const overlaps = await contactOverlaps(page);
        expect(overlaps.slice(0, 5), `${path} at ${width} px: ${overlaps.length} overlaps`).toEqual(
          [],
        );
        // Every button is on screen, tappable (44 px) and ringed so it shows on any background.
        for (const key of ["chat", "email", "call"]) {
          const button = page.locator(`[data-contact="${key}"]`);
          await expect(button).toBeInViewport();
          const box = await button.boundingBox();
          expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
          // Its label fits inside it (nothing spills over the neighbour).
          expect(await button.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
          const shadow = await button.evaluate((el) => getComputedStyle(el).boxShadow);
          expect(shadow, `${key} has a white ring`).toMatch(/rgb\(255, 255, 255\)/);
        }
        if (width === 375) {
          const name = path.replaceAll("/", "_") || "_home";
          await page.evaluate(() =>
            window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }),
          );
          await page.screenshot({ path: `test-results/screens/phone-375${name}-end.png` });
          await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
          await page.screenshot({ path: `test-results/screens/phone-375${name}-top.png` });
        }
      }
    });
  }

  test("the call button stays visible over the navy footer at 1280 px", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/blog");
    await page.evaluate(() =>
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }),
    );
    const call = page.locator('[data-contact="call"]');
    await expect(call).toBeInViewport();
    // The ring is white and at least 2 px wide; the footer behind is navy.
    const shadow = await call.evaluate((el) => getComputedStyle(el).boxShadow);
    expect(shadow).toMatch(/rgb\(255, 255, 255\) 0px 0px 0px [2-9]px/);
    await page.screenshot({ path: "test-results/screens/footer-1280.png" });
    expect((await contactOverlaps(page)).slice(0, 5)).toEqual([]);
  });
});

/**
 * Every visible action (link, button, tab, select, checkbox) that the toast overlaps. Text
 * fields are not actions: a toast may pass over one for its few seconds.
 */
async function actionsUnderToast(page: Page) {
  const toast = page.locator("[data-sonner-toast]").first();
  await expect(toast).toBeVisible();
  // Sonner animates in; measure where it rests.
  await page.waitForTimeout(600);
  return toast.evaluate((el) => {
    const t = el.getBoundingClientRect();
    const hits: string[] = [];
    for (const action of document.querySelectorAll(
      "a, button, select, [role=tab], [role=button], input:is([type=checkbox], [type=radio], [type=submit], [type=button], [type=file])",
    )) {
      if (el.contains(action) || action.closest("[data-sonner-toaster]")) continue;
      const r = action.getBoundingClientRect();
      if (r.width < 2 || r.height < 2) continue;
      if (r.bottom <= 0 || r.top >= window.innerHeight) continue;
      if (r.left < t.right && t.left < r.right && r.top < t.bottom && t.top < r.bottom) {
        hits.push(
          `${action.tagName.toLowerCase()} "${(action.textContent ?? "").trim().slice(0, 30)}"`,
        );
      }
    }
    return hits;
  });
}

test.describe("toasts after a save", () => {
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 375, height: 812 },
  ]) {
    test(`hide no action in the blog editor at ${viewport.width} px`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.setViewportSize(viewport);
      await signIn(page);
      const slug = `toast-check-${viewport.width}-${Date.now().toString(36)}`;
      await page.goto(`/admin/blog/${slug}`);
      const saveDraft = page.getByRole("button", { name: "Save Draft" });
      await expect(saveDraft).toBeEnabled();
      await saveDraft.click();
      await expect(page.getByText("Blog saved successfully").first()).toBeVisible();
      expect(await actionsUnderToast(page)).toEqual([]);
      await page.screenshot({ path: `test-results/screens/toast-${viewport.width}.png` });

      // Publish on the Preview tab: the same.
      await page.getByRole("tab", { name: "Preview" }).click();
      await page.getByRole("button", { name: "Publish", exact: true }).click();
      await expect(page.getByTestId("save-status")).toContainText("Sitemap: added");
      expect(await actionsUnderToast(page)).toEqual([]);
    });
  }
});

test("a toast hides no action after saving the site settings at 1280 px", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  await page.goto("/admin?tab=settings");
  const save = page.getByRole("button", { name: "Save settings" });
  await expect(save).toBeEnabled();
  await save.scrollIntoViewIfNeeded();
  await save.click();
  expect(await actionsUnderToast(page)).toEqual([]);
});

test.describe("blog editor accessibility", () => {
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 375, height: 812 },
  ]) {
    test(`/admin/blog/new has no axe violations at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await signIn(page);
      await page.goto("/admin/blog/new");
      await expect(page.getByTestId("md-editor")).toBeVisible();
      await expect(page.locator(".w-md-editor-toolbar button").first()).toBeVisible();
      const violations = await axeViolations(page, [...WCAG_AA]);
      const summary = violations.map((v) => `${v.id} ×${v.nodes.length}`);
      expect(summary).toEqual([]);

      // The other tabs hold too.
      for (const tab of ["Settings", "SEO", "Preview"]) {
        await page.getByRole("tab", { name: tab }).click();
        const tabViolations = await axeViolations(page, [...WCAG_AA]);
        expect(tabViolations.map((v) => `${tab}: ${v.id} ×${v.nodes.length}`)).toEqual([]);
      }
    });
  }
});

test("raising a role asks first; lowering applies at once", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const headers = { authorization: `Bearer ${await signIn(page)}` };
  const username = `role-check-${Date.now().toString(36)}`;
  const created = await page.request.post("/api/users", {
    headers,
    data: { username, password: "role-check-password", role: "author" },
  });
  expect(created.status()).toBe(201);
  const roleOf = async () => {
    const list = (await (await page.request.get("/api/users", { headers })).json()) as {
      username: string;
      role: string;
    }[];
    return list.find((u) => u.username === username)?.role;
  };

  await page.goto("/admin?tab=users");
  const select = page.getByLabel(`Role of ${username}`);
  await expect(select).toBeEnabled();
  await select.selectOption("admin");
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`Make ${username} Administrator?`);
  expect(await roleOf()).toBe("author");

  // Cancel keeps the role.
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(select).toHaveValue("author");
  expect(await roleOf()).toBe("author");

  // Confirm applies it.
  await select.selectOption("editor");
  await expect(dialog).toContainText(`Make ${username} Editor?`);
  await dialog.getByRole("button", { name: "Make Editor" }).click();
  await expect(dialog).toBeHidden();
  await expect(select).toHaveValue("editor");
  expect(await roleOf()).toBe("editor");

  // Lowering needs no question.
  await select.selectOption("author");
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect.poll(roleOf).toBe("author");
});

test("an author sees no test-data offer and cannot open another author's post; staff preview drafts", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const unique = Date.now().toString(36);
  const admin = { authorization: `Bearer ${await signIn(page)}` };
  const authors = [`writer-a-${unique}`, `writer-b-${unique}`];
  for (const username of authors) {
    const created = await page.request.post("/api/users", {
      headers: admin,
      data: { username, password: "writer-password", role: "author" },
    });
    expect(created.status()).toBe(201);
  }

  // Author A writes a draft.
  const ownerContext = await browser.newContext();
  const ownerLogin = await ownerContext.request.post("/api/auth/login", {
    data: { username: authors[0], password: "writer-password" },
  });
  const owner = {
    authorization: `Bearer ${((await ownerLogin.json()) as { token: string }).token}`,
  };
  const slug = `private-draft-${unique}`;
  expect(ownerLogin.ok(), await ownerLogin.text()).toBe(true);
  const draft = await ownerContext.request.post("/api/blogs", {
    headers: owner,
    data: {
      slug,
      title: `Private Draft ${unique}`,
      excerpt: "Not ready.",
      content: "## Half written\n\nMore soon.",
      author: authors[0],
      category: "Technology",
      categoryColor: "#3B82F6",
      readTime: "2 min read",
      featured: false,
      published: false,
      image: "",
      tags: [],
      seoData: { title: "", description: "", keywords: [], canonicalUrl: "" },
    },
  });
  expect(draft.status(), await draft.text()).toBe(201);
  await ownerContext.close();

  // Author B, with no posts of their own: no "Create Test Data", and A's post is not theirs.
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const author = await context.newPage();
  const login = await author.request.post("/api/auth/login", {
    data: { username: authors[1], password: "writer-password" },
  });
  expect(login.ok()).toBe(true);
  await author.goto("/admin?tab=content");
  await expect(author.getByText("Blog Posts").first()).toBeVisible();
  await expect(author.getByTestId("blog-row")).toHaveCount(0);
  await expect(author.getByRole("button", { name: "Create Test Data" })).toHaveCount(0);
  const authorToken = ((await login.json()) as { token: string }).token;
  const offer = await author.request.post("/api/create-test-data", {
    headers: { authorization: `Bearer ${authorToken}` },
  });
  expect(offer.status()).toBe(403);
  expect(((await offer.json()) as { code: string }).code).toBe("FORBIDDEN");

  await author.goto(`/admin/blog/${slug}`);
  await expect(author.getByRole("heading", { name: "You cannot edit this post" })).toBeVisible();
  await expect(author.getByText("from the blog template")).toHaveCount(0);
  await expect(author.getByRole("button", { name: "Save Draft" })).toHaveCount(0);
  await author.screenshot({ path: "test-results/screens/author-not-yours-375.png" });
  const notYoursAxe = await axeViolations(author, [...WCAG_AA]);
  expect(notYoursAxe.map((v) => v.id)).toEqual([]);
  await author.getByRole("link", { name: "Back to the dashboard" }).click();
  await expect(author).toHaveURL(/\/admin\?tab=content$/);
  // A's draft is a 404 to B at its public URL as well.
  expect((await author.request.get(`/blog/${slug}`)).status()).toBe(404);
  await context.close();

  // Staff: Content → Preview on the draft opens a marked preview; visitors still get the 404.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/admin?tab=content");
  await page.getByLabel("Search").fill(unique);
  const row = page.getByTestId("blog-row");
  await expect(row).toHaveCount(1);
  const [preview] = await Promise.all([
    page.context().waitForEvent("page"),
    row.getByRole("link", { name: `Preview draft Private Draft ${unique}` }).click(),
  ]);
  await preview.waitForLoadState();
  await expect(preview.getByTestId("draft-preview-bar")).toContainText("Draft preview.");
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(`Private Draft ${unique}`);
  await expect(preview.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await preview.setViewportSize({ width: 375, height: 812 });
  await preview.screenshot({ path: "test-results/screens/draft-preview-375.png" });
  const previewAxe = await axeViolations(preview, [...WCAG_AA]);
  expect(previewAxe.map((v) => v.id)).toEqual([]);
  const visitor = await browser.newContext();
  const anonymous = await visitor.request.get(`/blog/${slug}`);
  expect(anonymous.status()).toBe(404);
  expect(await anonymous.text()).not.toContain(`Private Draft ${unique}`);
  await visitor.close();
});
