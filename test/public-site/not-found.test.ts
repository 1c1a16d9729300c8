import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { FOOTER_SERVICES, MAIN_NAV } from "../../app/content/navigation";

// A visitor on an unknown page keeps the spec's heading, message and 'Back to Home', and gets
// links on to the main services, the blog and contact, each a live page of the site (404 kept,
// no script).

const get = (path: string) => exports.default.fetch(`http://example.com${path}`);

/** The hrefs of the links inside the page's <main> (the header and footer left out). */
function mainLinks(html: string): { href: string; text: string }[] {
  const main = /<main\b[\s\S]*?<\/main>/.exec(html)?.[0] ?? "";
  return [...main.matchAll(/<a\b[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].map((m) => ({
    href: (m[1] ?? "").replaceAll("&amp;", "&"),
    text: (m[2] ?? "")
      .replace(/<[^>]+>/g, "")
      .replaceAll("&amp;", "&")
      .trim(),
  }));
}

const navHref = (label: string) =>
  MAIN_NAV.flatMap((item) => ("href" in item && item.label === label ? [item.href] : []))[0];

describe("the Page Not Found view", () => {
  for (const path of ["/no-such-page", "/a/deeper/unknown/path"]) {
    it(`keeps the spec's texts and leads on to live pages (${path})`, async () => {
      const response = await get(path);
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).toContain("<h1");
      expect(html).toContain("Page Not Found");
      expect(html).toMatch(/Error: [^<]+/);
      expect(html).not.toMatch(/<script\b(?![^>]*application\/ld\+json)/);

      const links = mainLinks(html);
      expect(links).toContainEqual({ href: "/", text: "Back to Home" });
      // The main services (the footer's list), the blog and contact, as the navigation names them.
      for (const service of FOOTER_SERVICES.links) {
        expect(links).toContainEqual({ href: service.href, text: service.label });
      }
      expect(links).toContainEqual({ href: navHref("Blog"), text: "Blog" });
      expect(links).toContainEqual({ href: navHref("Contact Us"), text: "Contact Us" });
    });
  }

  it("links only to live pages, and to sections that exist on them", async () => {
    const links = mainLinks(await (await get("/no-such-page")).text());
    expect(links.length).toBeGreaterThan(FOOTER_SERVICES.links.length);
    for (const { href } of links) {
      const url = new URL(href, "http://example.com");
      expect(url.origin, href).toBe("http://example.com");
      const page = await get(url.pathname);
      expect(page.status, href).toBe(200);
      const body = await page.text();
      if (url.hash) expect(body, href).toContain(`id="${url.hash.slice(1)}"`);
    }
  });
});
