import type { APIRequestContext, Locator } from "@playwright/test";
import { AI_SEO_MESSAGES } from "../../../app/schemas/ai-seo";
import { expect, type Page, signInAsNewAdmin, test } from "../fixtures";

// The admin on a phone: no tab or sub-tab scrolls sideways at 375 px, with rows in its lists
// (a post with a long title, a created page, a lead), and a toast never covers the control just
// pressed, at 375 and 1280 px.

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };

interface Seeded {
  postId: string;
  pagePath: string;
  leadEmail: string;
}

/** The API as the signed-in admin (bearer token) and the site's origin (for the form post). */
interface Api {
  request: APIRequestContext;
  token: string;
  origin: string;
}

const bearer = (api: Api) => ({ authorization: `Bearer ${api.token}` });

/** Rows for the Content tab's lists, made through the API and the contact form. */
async function seedRows(api: Api, tag: string): Promise<Seeded> {
  const { request } = api;
  const post = await request.post("/api/blogs", {
    headers: bearer(api),
    data: {
      slug: `phone-check-${tag}`,
      title: `A deliberately long post title for phones: ${"Microsoft365TenantToTenantMigration".repeat(2)} ${tag}`,
      excerpt: "A draft that gives the Content tab a row with every action.",
      content: "## A heading\n\nSome text.\n",
      author: "admin",
      category: "Technology",
      categoryColor: "#3B82F6",
      readTime: "1 min read",
      featured: true,
      published: false,
      image: "",
      tags: ["phones"],
      seoData: { title: "", description: "", keywords: [], canonicalUrl: "" },
    },
  });
  expect(post.status(), await post.text()).toBe(201);
  const { id: postId } = (await post.json()) as { id: string };

  const pagePath = `/phone-check-created-page-${tag}`;
  const draft = await request.get(
    `/api/inline-content/get?pagePath=${pagePath}&pageType=page&status=draft`,
    { headers: bearer(api) },
  );
  const { version } = (await draft.json()) as { version: number };
  const saved = await request.post("/api/inline-content/save", {
    headers: bearer(api),
    data: { pagePath, pageType: "page", content: {}, htmlSample: "", baseVersion: version },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  const leadEmail = `a-long-address-for-a-phone-screen-${tag}@subdomain.example-company.com`;
  const lead = await request.post("/?index", {
    form: {
      name: "Dana Whitfield",
      email: leadEmail,
      phone: "+1 415 555 0134",
      company: "Whitfield Dental Group International Holdings",
      message: "We have 14 clinics and need a helpdesk that answers at night.",
      website: "",
    },
    headers: {
      origin: api.origin,
      "CF-Connecting-IP": `198.19.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    },
  });
  expect(lead.status()).toBe(200);
  return { postId, pagePath, leadEmail };
}

async function removeRows(api: Api, seeded: Seeded) {
  const headers = bearer(api);
  await api.request.delete(`/api/blogs/${seeded.postId}`, { headers });
  await api.request.delete("/api/inline-content/delete", {
    headers,
    data: { pagePath: seeded.pagePath, pageType: "page", action: "delete" },
  });
  const { leads } = (await (await api.request.get("/api/leads", { headers })).json()) as {
    leads: { id: string; email: string }[];
  };
  for (const lead of leads.filter((l) => l.email === seeded.leadEmail)) {
    await api.request.delete(`/api/leads/${lead.id}`, { headers });
  }
}

/** Signs in as a new admin and returns the API as that admin. */
async function signIn(page: Page, baseURL: string | undefined): Promise<Api> {
  const { token } = await signInAsNewAdmin(page, "phone");
  return { request: page.request, token, origin: new URL(baseURL ?? "").origin };
}

/** Waits until the open screen has loaded its lists (no "Loading …" placeholder left). */
async function settle(page: Page) {
  await expect(page.getByRole("status", { name: /^Loading/ })).toHaveCount(0, {
    timeout: 20_000,
  });
}

/** How far the page scrolls sideways, and the elements that reach past the screen's edge. */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth <= width) return null;
    const culprits: string[] = [];
    const past = (element: Element) => element.getBoundingClientRect().right > width + 0.5;
    // Inside a box that scrolls or clips (the tab bar), an element past the edge is no culprit.
    const clipped = (element: Element) => {
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== "visible") return true;
      }
      return false;
    };
    for (const element of document.body.querySelectorAll("*")) {
      if (past(element) && ![...element.children].some(past) && !clipped(element)) {
        culprits.push(
          `${element.tagName.toLowerCase()} "${(element.textContent ?? "").trim().slice(0, 30)}"`,
        );
      }
    }
    return `${scrollWidth} px wide: ${culprits.slice(0, 5).join(", ")}`;
  });
}

/** Opens every tab of `tablist` (and the tabs inside each), recording screens that scroll sideways. */
async function walkTabs(
  page: Page,
  tablist: Locator,
  label: string,
  found: string[],
  nested = false,
) {
  const tabs = tablist.getByRole("tab");
  for (let i = 0; i < (await tabs.count()); i += 1) {
    const tab = tabs.nth(i);
    const name = (await tab.innerText()).replace(/\s+/g, " ").trim();
    await tab.click();
    await expect(tab).toHaveAttribute("aria-selected", "true");
    await settle(page);
    // The Content tab's page families open, so their rows (with actions) are measured too.
    const closed = page.locator('[data-testid="page-family"] button[aria-expanded="false"]');
    while ((await closed.count()) > 0) await closed.first().click();
    const wide = await overflow(page);
    if (wide) found.push(`${label} › ${name}: ${wide}`);
    if (!nested) {
      // The open tab's own tab bar, if it has one (AI SEO, Nuxt SEO, OTTO SEO …).
      const inner = page
        .locator('[role="tabpanel"][data-state="active"]')
        .first()
        .getByRole("tablist");
      if ((await inner.count()) > 0) {
        await walkTabs(page, inner.first(), `${label} › ${name}`, found, true);
      }
    }
  }
}

test.describe("the admin at 375 px", () => {
  test.use({ viewport: PHONE });

  test("no tab or sub-tab scrolls sideways", async ({ page, baseURL }) => {
    test.setTimeout(240_000);
    const api = await signIn(page, baseURL);
    const seeded = await seedRows(api, Date.now().toString(36));
    try {
      await page.goto("/admin");
      await expect(page.getByRole("tab").first()).toBeVisible();
      expect(await page.getByRole("tab").count()).toBeGreaterThanOrEqual(10);
      const found: string[] = [];
      await walkTabs(page, page.getByRole("tablist", { name: "Admin sections" }), "admin", found);
      // The rows seeded above were on screen when the Content tab was measured.
      await page.getByRole("tab", { name: /^Content/ }).click();
      await settle(page);
      await expect(page.getByTestId("blog-row").first()).toBeVisible();
      expect(found).toEqual([]);
    } finally {
      await removeRows(api, seeded);
    }
  });

  test("the blog editor's header shows everything in it", async ({ page, baseURL }) => {
    const api = await signIn(page, baseURL);
    const seeded = await seedRows(api, `editor-${Date.now().toString(36)}`);
    try {
      const posts = (await (
        await page.request.get("/api/blogs", { headers: bearer(api) })
      ).json()) as {
        id: string;
        slug: string;
      }[];
      const slug = posts.find((post) => post.id === seeded.postId)?.slug;
      await page.goto(`/admin/blog/${slug}`);
      const header = page.getByRole("banner");
      await expect(header.getByRole("button", { name: "Save Draft" })).toBeEnabled();
      const box = await header.boundingBox();
      for (const item of [
        header.getByRole("link", { name: "Dashboard" }),
        header.getByRole("heading", { name: "Edit blog post" }),
        header.getByText("Draft", { exact: true }),
        header.getByRole("link", { name: "Edit on the page" }),
        header.getByRole("button", { name: "Save Draft" }),
      ]) {
        await expect(item).toBeVisible();
        const itemBox = await item.boundingBox();
        expect(itemBox?.x ?? -1).toBeGreaterThanOrEqual(0);
        expect((itemBox?.x ?? 0) + (itemBox?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
        expect(itemBox?.y ?? -1).toBeGreaterThanOrEqual(box?.y ?? 0);
      }
      // The heading is not cut: its text fits its box.
      const cut = await header
        .getByRole("heading", { name: "Edit blog post" })
        .evaluate((h) => h.scrollWidth > h.clientWidth);
      expect(cut).toBe(false);
      expect(await overflow(page)).toBeNull();
    } finally {
      await removeRows(api, seeded);
    }
  });
});

/** The boxes of the toast on screen and of `control`, once the toast has come to rest. */
async function toastAndControl(page: Page, control: Locator) {
  const toast = page.locator("[data-sonner-toast]").first();
  await expect(toast).toBeVisible();
  await page.waitForTimeout(600); // sonner slides in
  return { toast: await toast.boundingBox(), control: await control.boundingBox() };
}

// A 375 × 667 phone (the dashboard's Analyze screen is too short to bring the button to the
// foot of an 812 px one) and a desktop.
for (const viewport of [{ width: 375, height: 667 }, DESKTOP]) {
  test(`a toast never covers the button just pressed at ${viewport.width} px`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(viewport);
    await signInAsNewAdmin(page, "toast");
    await page.goto("/admin?tab=ai-seo");
    await page.getByRole("tab", { name: "Analyze", exact: true }).click();
    const analyze = page.getByRole("button", { name: "Analyze", exact: true });
    await expect(analyze).toBeEnabled();
    // The button at the foot of the screen, where the toast used to appear: pressed with no
    // content, it answers with an error toast while the pointer rests on it.
    await settle(page);
    await page.waitForLoadState("networkidle");
    await analyze.evaluate((button) =>
      button.scrollIntoView({ block: "end", behavior: "instant" }),
    );
    // On screen, where a bottom toast (some 70 px high with its margin) would sit.
    const before = await analyze.boundingBox();
    const foot = (before?.y ?? 0) + (before?.height ?? 0);
    expect(foot).toBeGreaterThan(viewport.height - 60);
    expect(foot).toBeLessThanOrEqual(viewport.height + 1);
    await analyze.click();
    await expect(page.getByText(AI_SEO_MESSAGES.contentRequired)).toBeVisible();
    const boxes = await toastAndControl(page, analyze);
    expect(boxes.toast).not.toBeNull();
    expect(boxes.control).not.toBeNull();
    const t = boxes.toast ?? { x: 0, y: 0, width: 0, height: 0 };
    const c = boxes.control ?? { x: 0, y: 0, width: 0, height: 0 };
    const overlap =
      t.x < c.x + c.width && c.x < t.x + t.width && t.y < c.y + c.height && c.y < t.y + t.height;
    expect(overlap, `toast ${JSON.stringify(t)} over the button ${JSON.stringify(c)}`).toBe(false);
    // With the pointer still on the button the toast is not held open: it goes in its time.
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 9_000 });

    // Pressed again: still one toast at a time.
    await analyze.click();
    await analyze.click();
    await expect(page.locator("[data-sonner-toast]:not([data-removed='true'])")).toHaveCount(1);
  });
}
