import { env, exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { CODE_PAGES } from "../../app/content";
import { SERVICES_CORE_PAGES } from "../../app/content/pages/services-core";
import { createDb } from "../../worker/db/client";
import { pages } from "../../worker/db/schema";
import { syncCodePages } from "../../worker/services/content/pages";
import { purgePublicPages } from "../../worker/services/platform/purge-tokens";
import { api, insertUser, loginAs } from "../factories/users";

const get = (path: string, init?: RequestInit) =>
  exports.default.fetch(`http://example.com${path}`, init);
const db = () => createDb(env.DB);
const deps = () => ({ db: db(), env });

beforeAll(() => get("/").then((response) => response.text()), 60_000);

describe("the page catalogue", () => {
  it("holds every code page, home and the blog index, and a second sync writes nothing", async () => {
    await syncCodePages(deps());
    const rows = await db().select().from(pages).all();
    const paths = new Set(rows.map((row) => row.path));
    for (const page of CODE_PAGES) expect(paths.has(`/${page.slug}`), page.slug).toBe(true);
    expect(paths.has("/")).toBe(true);
    expect(paths.has("/blog")).toBe(true);
    const regional = rows.find((row) => row.path === "/it-support-florida");
    expect(regional?.component).toBe("regional");
    expect(rows.find((row) => row.path === "/privacy-policy")?.component).toBe("legal");
    expect(await syncCodePages(deps())).toBe(0);
  });

  it("keeps staff's SEO edits and the active flag through a sync", async () => {
    await syncCodePages(deps());
    await db()
      .update(pages)
      .set({ seoTitle: "Staff title", seoDescription: "Staff description", title: "Old title" })
      .where(eq(pages.path, "/cloud-migration"));
    expect(await syncCodePages(deps())).toBe(1);
    const row = await db().select().from(pages).where(eq(pages.path, "/cloud-migration")).get();
    const code = SERVICES_CORE_PAGES.find((page) => page.slug === "cloud-migration");
    expect(row?.title).toBe(code?.seoTitle);
    expect(row?.seoTitle).toBe("Staff title");
    expect(row?.seoDescription).toBe("Staff description");
  });

  it("is filled lazily when a page is requested before any sync", async () => {
    await db().delete(pages);
    const response = await get("/email-migration");
    expect(response.status).toBe(200);
    const count = await db().select({ path: pages.path }).from(pages).all();
    expect(count.length).toBeGreaterThanOrEqual(CODE_PAGES.length + 2);
  });

  it("answers 404 with the spec's view for an inactive page", async () => {
    await syncCodePages(deps());
    await db().update(pages).set({ isActive: false }).where(eq(pages.path, "/voip-solutions"));
    await purgePublicPages({ env }, ["/voip-solutions"]);
    const response = await get("/voip-solutions");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("Page Not Found");
    expect(html).toContain("Error: Page component not found: voip-solutions");
  });

  it("answers 404 for the home page too when staff switch it off", async () => {
    await syncCodePages(deps());
    await db().update(pages).set({ isActive: false }).where(eq(pages.path, "/"));
    await purgePublicPages({ env }, ["/"]);
    const response = await get("/");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("Error: Page component not found: home");
    expect(html).toContain("<title>Page Not Found | Northbridge IT</title>");
    await db().update(pages).set({ isActive: true }).where(eq(pages.path, "/"));
    await purgePublicPages({ env }, ["/"]);
    expect((await get("/")).status).toBe(200);
  });

  it("renders an active D1 page with the service template, and 404s it once inactive", async () => {
    const content = { ...SERVICES_CORE_PAGES[1], slug: "ignored", related: [] };
    await db()
      .insert(pages)
      .values({
        id: "d1-page",
        path: "/fractional-cio",
        title: "Fractional CIO",
        component: "service-page",
        source: "d1",
        content: JSON.stringify({ ...content, hero: { ...content.hero, title: "A D1 page h1" } }),
      });
    const live = await get("/fractional-cio");
    expect(live.status).toBe(200);
    const html = await live.text();
    expect(html).toContain('data-eid="hero.title"');
    expect(html).toContain("A D1 page h1");
    expect(html).toContain(
      '<link rel="canonical" href="https://www.northbridge-it.example/fractional-cio"/>',
    );

    await db().update(pages).set({ isActive: false }).where(eq(pages.path, "/fractional-cio"));
    await purgePublicPages({ env }, ["/fractional-cio"]);
    expect((await get("/fractional-cio")).status).toBe(404);
  });

  it("shows 'Failed to load page' when a D1 page's content cannot be read", async () => {
    await db().insert(pages).values({
      id: "d1-broken",
      path: "/broken-page",
      title: "Broken",
      component: "service-page",
      source: "d1",
      content: "{not json",
    });
    const response = await get("/broken-page");
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).toContain("Page Not Found");
    expect(html).toContain("Error: Failed to load page");
    expect(html).toContain("Back to Home");
  });
});

describe("the 404 view", () => {
  it("names the slug, links home and sits inside the site layout", async () => {
    const response = await get("/no-such-service");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>Page Not Found<\/h1>/);
    expect(html).toContain("Error: Page component not found: no-such-service");
    expect(html).toMatch(/<a href="\/"[^>]*>Back to Home<\/a>/);
    expect(html).toContain('aria-label="Main"');
    expect(html).toContain("<footer");
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html.match(/<h1/g)).toHaveLength(1);
  });

  it("covers deeper unknown paths too", async () => {
    const response = await get("/services/unknown/deep");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Page component not found: services/unknown/deep");
  });
});

describe("GET /api/pages", () => {
  it("lists the catalogue for editors and refuses visitors and authors", async () => {
    expect((await api("/api/pages")).status).toBe(401);
    const author = await insertUser({ role: "author" });
    expect((await api("/api/pages", { token: await loginAs(author) })).status).toBe(403);

    const editor = await insertUser({ role: "editor" });
    const response = await api("/api/pages", { token: await loginAs(editor) });
    expect(response.status).toBe(200);
    const body = await response.json<{
      pages: { path: string; component: string; isActive: boolean; seoData: object }[];
    }>();
    const helpdesk = body.pages.find((page) => page.path === "/24-7-helpdesk");
    expect(helpdesk).toMatchObject({ component: "service", isActive: true });
    expect(helpdesk?.seoData).toEqual({
      title: null,
      description: null,
      keywords: expect.any(Array),
      image: null,
    });
  });
});

describe("the edge cache", () => {
  it("serves the second anonymous GET from the cache, with the security headers", async () => {
    const first = await get("/network-management");
    await first.text();
    expect(first.headers.get("x-edge-cache")).toBe("MISS");
    const second = await get("/network-management");
    expect(second.status).toBe(200);
    expect(second.headers.get("x-edge-cache")).toBe("HIT");
    expect(second.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
    expect(second.headers.get("strict-transport-security")).toBeTruthy();
    // Browsers keep it but ask again each time (an ETag makes that a 304).
    expect(second.headers.get("cache-control")).toBe("no-cache");
    expect(await second.text()).toContain("</html>");
  });

  it("keeps serving the cached copy until a purge, then renders afresh", async () => {
    await (await get("/it-consulting")).text();
    await syncCodePages(deps());
    await db()
      .update(pages)
      .set({ seoTitle: "Consulting, refreshed" })
      .where(eq(pages.path, "/it-consulting"));

    const stale = await get("/it-consulting");
    expect(stale.headers.get("x-edge-cache")).toBe("HIT");
    expect(await stale.text()).not.toContain("Consulting, refreshed");

    await purgePublicPages({ env }, ["/it-consulting"]);
    const fresh = await get("/it-consulting");
    expect(fresh.headers.get("x-edge-cache")).toBe("MISS");
    expect(await fresh.text()).toContain("<title>Consulting, refreshed | Northbridge IT</title>");
  });

  it("purges every page with 'all'", async () => {
    await (await get("/server-migration")).text();
    expect((await get("/server-migration")).headers.get("x-edge-cache")).toBe("HIT");
    await purgePublicPages({ env }, "all");
    expect((await get("/server-migration")).headers.get("x-edge-cache")).toBe("MISS");
  });

  // A missing path's 404 is kept briefly: test/platform/page-cache-keys.test.ts.
  it("never caches POSTs, admin paths or signed-in staff", async () => {
    const post = await get("/?index", {
      method: "POST",
      body: new URLSearchParams({ name: "" }),
    });
    expect(post.headers.get("x-edge-cache")).toBeNull();

    await (await get("/admin/login")).text();
    expect((await get("/admin/login")).headers.get("x-edge-cache")).toBeNull();

    const staff = await insertUser({ role: "editor" });
    const token = await loginAs(staff);
    await (await get("/dedicated-engineers")).text();
    const signedIn = await get("/dedicated-engineers", {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get("x-edge-cache")).toBeNull();
  });
});
