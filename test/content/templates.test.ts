import { env, exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PAGE_TEMPLATES } from "../../app/content/page-templates";
import routes from "../../app/routes";
import { RESERVED_SLUG_MESSAGE, RESERVED_SLUGS } from "../../app/schemas/inline-content";
import { type Section, type SectionOf, SectionSchema } from "../../app/schemas/sections";
import { app } from "../../worker/app";
import { createDb } from "../../worker/db/client";
import { pages } from "../../worker/db/schema";
import { insertInlineContent } from "../factories/inline-content";
import { api, ORIGIN, signedIn } from "../factories/users";

const db = createDb(env.DB);
type ErrorBody = { error: string; code: string };
const MISSING = "Missing Information: Please select a template type and provide a title.";

describe("POST /api/templates/create-page", () => {
  it("creates a D1 page from the service-page template that the catch-all route renders", async () => {
    const { token, user } = await signedIn("editor");
    const response = await api("/api/templates/create-page", {
      method: "POST",
      token,
      body: { slug: "cloud-cost-review", title: "Cloud Cost Review", template: "service-page" },
    });
    expect(response.status).toBe(201);
    const body = await response.json<{ path: string; redirectTo: string }>();
    expect(body).toMatchObject({
      path: "/cloud-cost-review",
      redirectTo: "/cloud-cost-review/admin",
    });
    const row = await db.select().from(pages).where(eq(pages.path, "/cloud-cost-review")).get();
    expect(row).toMatchObject({
      source: "d1",
      component: "service-page",
      title: "Cloud Cost Review",
      isActive: false,
      modifiedBy: user.username,
    });
    const content = JSON.parse(row?.content ?? "{}");
    expect(content.sections[0]).toMatchObject({ type: "hero", title: "Cloud Cost Review" });
    expect(content.slug).toBe("cloud-cost-review");

    // Listed in the catalogue; inactive until published: 404 to visitors, shown in edit mode.
    const list = await (await api("/api/pages", { token })).json<{ pages: { path: string }[] }>();
    expect(list.pages.map((p) => p.path)).toContain("/cloud-cost-review");
    const page = await exports.default.fetch(`${ORIGIN}/cloud-cost-review`);
    expect(page.status).toBe(404);
    const edit = await exports.default.fetch(`${ORIGIN}/cloud-cost-review/admin`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(edit.status).toBe(200);
    expect(await edit.text()).toContain("Cloud Cost Review");
  });

  it("answers 409 when the path is taken by a code page, the site or another page", async () => {
    const { token } = await signedIn("admin");
    const first = await api("/api/templates/create-page", {
      method: "POST",
      token,
      body: { slug: "twice", title: "Twice", template: "service-page" },
    });
    expect(first.status).toBe(201);
    for (const slug of ["twice", "24-7-helpdesk"]) {
      const response = await api("/api/templates/create-page", {
        method: "POST",
        token,
        body: { slug, title: "Taken", template: "service-page" },
      });
      expect(response.status, slug).toBe(409);
      expect((await response.json<ErrorBody>()).error).toBe(`A page already exists at /${slug}`);
    }
  });

  it("refuses every reserved slug, in Create from template and in edit mode alike", async () => {
    const { token } = await signedIn("admin");
    // Every first path segment the Worker or React Router answers itself is reserved.
    for (const prefix of ownedPrefixes()) expect(RESERVED_SLUGS, `/${prefix}`).toContain(prefix);
    for (const slug of RESERVED_SLUGS) {
      const response = await api("/api/templates/create-page", {
        method: "POST",
        token,
        body: { slug, title: "Reserved", template: "service-page" },
      });
      expect(response.status, slug).toBe(409);
      expect((await response.json<ErrorBody>()).error).toBe(RESERVED_SLUG_MESSAGE(slug));
      // Edit mode offers no new page there: "home" edits "/", the others are a 404.
      const edit = await api(`/${slug}/admin`, { token });
      if (slug === "home") expect(await edit.text()).not.toContain('"isTemplate":true');
      else expect(edit.status, `/${slug}/admin`).toBe(404);
    }
    const created = await db.select({ path: pages.path }).from(pages).where(eq(pages.source, "d1"));
    for (const slug of RESERVED_SLUGS) expect(created.map((p) => p.path)).not.toContain(`/${slug}`);
  });

  it("says what is missing with the spec's text", async () => {
    const { token } = await signedIn("editor");
    const cases: [Record<string, unknown>, string][] = [
      [{ slug: "x-page", title: " ", template: "service-page" }, MISSING],
      [{ slug: "", title: "Title", template: "service-page" }, MISSING],
      [{ slug: "x-page", title: "Title" }, MISSING],
      [
        { slug: "Bad Slug", title: "Title", template: "service-page" },
        "Slug may contain only a-z, 0-9 and single hyphens",
      ],
    ];
    for (const [body, message] of cases) {
      const response = await api("/api/templates/create-page", { method: "POST", token, body });
      expect(response.status).toBe(400);
      expect((await response.json<ErrorBody>()).error).toBe(message);
    }
  });
});

/**
 * The static first path segments the site answers itself: the Worker's Hono routes (the API,
 * images, social images), React Router's routes (the admin, the blog), the client build's
 * folders (vite.config.ts, vite.editor.config.ts) and Cloudflare's `/cdn-cgi/`. A segment with
 * a dot is a file (`/sitemap.xml`), never a slug.
 */
function ownedPrefixes(): Set<string> {
  const found = new Set(["assets", "inline-editor", "cdn-cgi"]);
  const add = (path: string | undefined) => {
    const first = path?.replace(/^\//, "").split("/")[0] ?? "";
    if (/^[a-z0-9][a-z0-9-]*$/.test(first)) found.add(first);
  };
  for (const route of app.routes) add(route.path);
  type Entry = { path?: string; children?: Entry[] };
  const walk = (entries: Entry[]) => {
    for (const entry of entries) {
      add(entry.path);
      // A layout without a path passes its children's paths through.
      if (!entry.path && entry.children) walk(entry.children);
    }
  };
  walk(routes as Entry[]);
  return found;
}

describe("page templates", () => {
  it("GET /api/templates lists the six page templates with their sections, to editors", async () => {
    const author = await signedIn("author");
    expect((await api("/api/templates", { token: author.token })).status).toBe(403);
    const { token } = await signedIn("editor");
    const response = await api("/api/templates", { token });
    expect(response.status).toBe(200);
    const { templates } = await response.json<{
      templates: { id: string; label: string; sections: { type: string }[] }[];
    }>();
    expect(templates.map((template) => template.id)).toEqual([
      "service-page",
      "landing",
      "about",
      "case-study",
      "event",
      "resource",
    ]);
    const landing = templates.find((template) => template.id === "landing");
    expect(landing?.sections.map((section) => section.type)).toEqual(
      expect.arrayContaining(["hero", "testimonials", "pricing", "faq", "cta-band"]),
    );
  });

  it("creates a page from each template, made of its sections, every one valid", async () => {
    const { token } = await signedIn("editor");
    for (const template of PAGE_TEMPLATES) {
      const slug = `from-${template.id}-${crypto.randomUUID().slice(0, 6)}`;
      const created = await api("/api/templates/create-page", {
        method: "POST",
        token,
        body: { slug, title: `A ${template.label}`, template: template.id },
      });
      expect(created.status, template.id).toBe(201);
      const row = await db
        .select()
        .from(pages)
        .where(eq(pages.path, `/${slug}`))
        .get();
      const content = JSON.parse(row?.content ?? "{}") as { template: string; sections: unknown[] };
      expect(content.template).toBe(template.layout);
      for (const section of content.sections) {
        const parsed = SectionSchema.safeParse(section);
        expect(parsed.success, `${template.id}: ${parsed.error?.message}`).toBe(true);
      }
      const edit = await exports.default.fetch(`${ORIGIN}/${slug}/admin`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const html = await edit.text();
      expect(edit.status).toBe(200);
      expect(html).toContain(`A ${template.label}`);
      for (const section of template.sections("x", slug)) {
        // No related pages yet, and a new page is no hub with a directory: nothing to show.
        if (section.type === "related" || section.type === "directory") continue;
        expect(html, `${template.id} ${section.type}`).toContain(`data-section="${section.type}"`);
      }
    }
  });

  it("refuses a template that does not exist with the spec's message, storing nothing", async () => {
    const { token } = await signedIn("editor");
    const before = await db.select({ id: pages.id }).from(pages).all();
    for (const template of ["blog", "Landing", "", "service_page", null]) {
      const response = await api("/api/templates/create-page", {
        method: "POST",
        token,
        body: { slug: "never-made", title: "Never made", template },
      });
      expect(response.status).toBe(400);
      expect((await response.json<ErrorBody>()).error).toBe(MISSING);
    }
    expect(await db.select({ id: pages.id }).from(pages).all()).toHaveLength(before.length);
  });
});

describe("POST /api/pages/duplicate", () => {
  it("makes an inactive copy of a code page as visitors see it, under the copy's title", async () => {
    const { token } = await signedIn("editor");
    await insertInlineContent("/it-security", {
      text_element_1: {
        type: "text",
        selector: '[data-eid="hero.subtitle"]',
        content: "Edited subtitle, published.",
      },
      section_element_1: { type: "section", selector: '[data-section="faqs"]', hidden: true },
    });
    const response = await api("/api/pages/duplicate", {
      method: "POST",
      token,
      body: {
        path: "/it-security",
        title: "IT Security for Law Firms",
        slug: "it-security-law-firms",
      },
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      path: "/it-security-law-firms",
      redirectTo: "/it-security-law-firms/admin",
    });
    const row = await db.select().from(pages).where(eq(pages.path, "/it-security-law-firms")).get();
    expect(row).toMatchObject({
      source: "d1",
      isActive: false,
      title: "IT Security for Law Firms",
    });
    const content = JSON.parse(row?.content ?? "{}") as { slug: string; sections: Section[] };
    expect(content.slug).toBe("it-security-law-firms");
    const hero = content.sections[0] as SectionOf<"hero">;
    expect(hero).toMatchObject({
      type: "hero",
      title: "IT Security for Law Firms",
      subtitle: "Edited subtitle, published.",
    });
    expect(content.sections.some((section) => section.key === "faqs")).toBe(false);
    expect((await exports.default.fetch(`${ORIGIN}/it-security-law-firms`)).status).toBe(404);
  });

  it("answers 409 for a taken slug, 400 for a page not made of sections, 404 for no page, 403 for authors", async () => {
    const { token } = await signedIn("editor");
    const before = await db.select({ id: pages.id }).from(pages).all();
    const duplicate = (body: Record<string, unknown>, as = token) =>
      api("/api/pages/duplicate", { method: "POST", token: as, body });
    expect(
      (await duplicate({ path: "/24-7-helpdesk", title: "Copy", slug: "it-security" })).status,
    ).toBe(409);
    expect((await duplicate({ path: "/24-7-helpdesk", title: "Copy", slug: "admin" })).status).toBe(
      409,
    );
    expect((await duplicate({ path: "/", title: "Copy", slug: "home-copy" })).status).toBe(400);
    expect(
      (await duplicate({ path: "/privacy-policy", title: "Copy", slug: "privacy-copy" })).status,
    ).toBe(400);
    expect((await duplicate({ path: "/blog", title: "Copy", slug: "blog-copy" })).status).toBe(400);
    expect(
      (await duplicate({ path: "/no-such-page", title: "Copy", slug: "none-copy" })).status,
    ).toBe(404);
    expect((await duplicate({ path: "/24-7-helpdesk", title: "", slug: "x-copy" })).status).toBe(
      400,
    );
    expect((await duplicate({ path: "24-7-helpdesk", title: "Copy", slug: "x-copy" })).status).toBe(
      400,
    );
    expect(
      (await duplicate({ path: "/24-7-helpdesk", title: "Copy", slug: "Bad Slug" })).status,
    ).toBe(400);
    const author = await signedIn("author");
    expect(
      (await duplicate({ path: "/24-7-helpdesk", title: "Copy", slug: "by-author" }, author.token))
        .status,
    ).toBe(403);
    expect(await db.select({ id: pages.id }).from(pages).all()).toHaveLength(before.length);
  });
});
