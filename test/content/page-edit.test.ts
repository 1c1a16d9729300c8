import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { signedIn } from "../factories/users";

const get = (path: string, token?: string) =>
  exports.default.fetch(`http://example.com${path}`, {
    redirect: "manual",
    headers: token ? { cookie: `session=${token}` } : {},
  });

describe("edit mode /{slug}/admin", () => {
  it("shows visitors the published page with the editor's login overlay, not a redirect", async () => {
    const response = await get("/24-7-helpdesk/admin");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("no-store");
    const html = await response.text();
    const boot = JSON.parse(
      /<script type="application\/json" id="inline-editor-boot">([\s\S]*?)<\/script>/.exec(
        html,
      )?.[1] ?? "null",
    );
    expect(boot).toMatchObject({
      pagePath: "/24-7-helpdesk",
      canEdit: false,
      user: null,
      state: null,
    });
    expect(html).toMatch(/<script type="module" src="[^"]*inline-editor[^"]*"/);
  });

  it("shows staff the page with its draft and one editor script, uncached and unindexed", async () => {
    const { token } = await signedIn("editor");
    const response = await get("/24-7-helpdesk/admin", token);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-edge-cache")).toBeNull();
    const html = await response.text();
    expect(html).toContain('data-eid="hero.title"');
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    const visitorHtml = await (await get("/24-7-helpdesk")).text();
    const h1 = (text: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(text)?.[1];
    expect(h1(html)).toBe(h1(visitorHtml));
    const scripts = html.match(/<script(?![^>]*application\/(ld\+)?json)[^>]*>/g) ?? [];
    expect(scripts).toHaveLength(1);
    expect(visitorHtml).not.toMatch(/<script(?![^>]*application\/ld\+json)/);
    expect(visitorHtml).not.toContain("inline-editor");
  });

  it("shows the service-page template for an unknown slug, its title from the slug", async () => {
    const { token } = await signedIn("admin");
    const response = await get("/cloud-cost-review/admin", token);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(">Cloud Cost Review</h1>");
    expect(html).toContain('"isTemplate":true');
  });

  it("answers 404 for reserved or malformed slugs", async () => {
    const { token } = await signedIn("admin");
    expect((await get("/api/admin", token)).status).toBe(404);
    expect((await get("/Bad_Slug/admin", token)).status).toBe(404);
  });
});
