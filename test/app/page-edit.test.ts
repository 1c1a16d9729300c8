import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { signedIn } from "../factories/users";

const get = (path: string, token?: string) =>
  exports.default.fetch(`http://example.com${path}`, {
    redirect: "manual",
    headers: token ? { cookie: `session=${token}` } : {},
  });

describe("edit mode /{slug}/admin", () => {
  it("sends visitors to the login page, coming back here after", async () => {
    const response = await get("/24-7-helpdesk/admin");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/login?next=%2F24-7-helpdesk%2Fadmin");
  });

  it("shows staff the page as visitors see it, under an edit-mode bar, uncached and unindexed", async () => {
    const { token } = await signedIn("editor");
    const response = await get("/24-7-helpdesk/admin", token);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-edge-cache")).toBeNull();
    const html = await response.text();
    expect(html).toContain('data-testid="edit-mode-bar"');
    expect(html).toContain('data-eid="hero.title"');
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    const visitorHtml = await (await get("/24-7-helpdesk")).text();
    const h1 = (text: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(text)?.[1];
    expect(h1(html)).toBe(h1(visitorHtml));
    expect(html).not.toMatch(/<script(?![^>]*application\/ld\+json)/);
  });

  it("answers 404 with the spec's view for a page that does not exist", async () => {
    const { token } = await signedIn("admin");
    const response = await get("/no-such-page/admin", token);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Page component not found: no-such-page");
  });
});
