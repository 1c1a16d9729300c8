import { env, exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import routes from "../../app/routes";
import { RESERVED_SLUG_MESSAGE, RESERVED_SLUGS } from "../../app/schemas/inline-content";
import { app } from "../../worker/app";
import { createDb } from "../../worker/db/client";
import { pages } from "../../worker/db/schema";
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
