import { env, exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { SERVICES_CORE_PAGES } from "../../app/content/pages/services-core";
import { createDb } from "../../worker/db/client";
import { pages } from "../../worker/db/schema";
import { purgePublicPages } from "../../worker/services/platform/purge-tokens";

const get = (path: string) => exports.default.fetch(`http://example.com${path}`);

// The first render compiles the page modules; later ones take milliseconds.
beforeAll(() => get("/").then((response) => response.text()), 60_000);

async function html(path: string) {
  const response = await get(path);
  return { status: response.status, html: await response.text() };
}

const attr = (page: string, selector: RegExp) => selector.exec(page)?.[1];
const metaContent = (page: string, key: string) =>
  attr(
    page,
    new RegExp(`<meta (?:name|property)="${key.replace(/[:]/g, "\\$&")}" content="([^"]*)"`),
  );

/** The `@type`s of the page's JSON-LD blocks, parsed as a search engine would. */
function jsonLd(page: string): Record<string, unknown>[] {
  return [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? "null") as Record<string, unknown>,
  );
}
const ldTypes = (page: string) => jsonLd(page).map((block) => block["@type"]);

describe("the <head> of a public page", () => {
  it("has title with the product name, description, canonical, Open Graph, Twitter, lang, viewport", async () => {
    const { status, html: page } = await html("/24-7-helpdesk");
    expect(status).toBe(200);
    const helpdesk = SERVICES_CORE_PAGES.find((p) => p.slug === "24-7-helpdesk");
    expect(attr(page, /<title>([^<]*)<\/title>/)).toBe(`${helpdesk?.seoTitle} | Northbridge IT`);
    expect(metaContent(page, "description")).toBe(helpdesk?.description);
    expect(page).toContain(
      '<link rel="canonical" href="https://www.northbridge-it.example/24-7-helpdesk"/>',
    );
    expect(metaContent(page, "og:title")).toBe(`${helpdesk?.seoTitle} | Northbridge IT`);
    expect(metaContent(page, "og:url")).toBe("https://www.northbridge-it.example/24-7-helpdesk");
    // The page's own drawn image (test/media/social-images.test.ts), not the site's.
    expect(metaContent(page, "og:image")).toMatch(
      /^https:\/\/www\.northbridge-it\.example\/og\/24-7-helpdesk\/[0-9a-f]{20}\.png$/,
    );
    expect(metaContent(page, "og:image:width")).toBe("1200");
    expect(metaContent(page, "og:image:height")).toBe("630");
    expect(metaContent(page, "twitter:card")).toBe("summary_large_image");
    expect(metaContent(page, "twitter:image")).toBe(metaContent(page, "og:image"));
    expect(page).toContain('<html lang="en"');
    expect(page).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>');
    expect(page).not.toContain('name="robots"');
  });

  it("has no <script> other than JSON-LD", async () => {
    for (const path of ["/", "/it-security", "/privacy-policy", "/no-such-page"]) {
      const { html: page } = await html(path);
      const scripts = [...page.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
      expect(
        scripts.every((tag) => tag === '<script type="application/ld+json">'),
        path,
      ).toBe(true);
    }
  });
});

describe("JSON-LD per page kind", () => {
  it("home: Organization and WebSite", async () => {
    const { html: page } = await html("/");
    expect(ldTypes(page)).toEqual(["Organization", "WebSite"]);
    const org = jsonLd(page)[0];
    expect(org?.name).toBe("Northbridge IT");
    expect(org?.legalName).toBe("Northbridge Managed IT");
    expect(org?.url).toBe("https://www.northbridge-it.example/");
  });

  it("service page: adds BreadcrumbList and FAQPage, no ProfessionalService", async () => {
    const { html: page } = await html("/24-7-noc-soc");
    expect(ldTypes(page)).toEqual(["Organization", "WebSite", "BreadcrumbList", "FAQPage"]);
    const crumbs = jsonLd(page)[2]?.itemListElement;
    expect(crumbs).toEqual([
      expect.objectContaining({ position: 1, item: "https://www.northbridge-it.example/" }),
      expect.objectContaining({
        position: 2,
        item: "https://www.northbridge-it.example/managed-services",
      }),
      expect.objectContaining({
        position: 3,
        item: "https://www.northbridge-it.example/24-7-noc-soc",
      }),
    ]);
    const faq = jsonLd(page)[3];
    expect(Array.isArray(faq?.mainEntity) && faq.mainEntity.length).toBeGreaterThan(0);
  });

  it("regional page: ProfessionalService with the region and its cities as areaServed", async () => {
    const { html: page } = await html("/managed-services-texas");
    expect(ldTypes(page)).toEqual([
      "Organization",
      "WebSite",
      "BreadcrumbList",
      "FAQPage",
      "ProfessionalService",
    ]);
    const service = jsonLd(page)[4];
    expect(service?.areaServed).toEqual(
      expect.arrayContaining([
        { "@type": "AdministrativeArea", name: "Texas" },
        expect.objectContaining({ "@type": "City" }),
      ]),
    );
  });

  it("legal page: BreadcrumbList and no FAQPage", async () => {
    const { html: page } = await html("/terms-of-service");
    expect(ldTypes(page)).toEqual(["Organization", "WebSite", "BreadcrumbList"]);
  });

  it("escapes `</script>` in content so it cannot end the data block", async () => {
    const evil = 'Is this safe? </script><script>alert("x")</script>';
    const content = {
      ...SERVICES_CORE_PAGES[0],
      slug: "escape-check",
      faqs: [{ question: evil, answer: "Yes: the JSON is escaped." }],
      related: [],
    };
    await createDb(env.DB)
      .insert(pages)
      .values({
        id: "d1-escape-check",
        path: "/escape-check",
        title: "Escape check",
        component: "service-page",
        source: "d1",
        content: JSON.stringify(content),
      });
    const { status, html: page } = await html("/escape-check");
    expect(status).toBe(200);
    expect(page).not.toContain('<script>alert("x")');
    expect(page).not.toMatch(/<script>alert/);
    const faq = jsonLd(page).find((block) => block["@type"] === "FAQPage");
    expect(JSON.stringify(faq)).toContain(JSON.stringify(evil).slice(1, -1));
  });
});

describe("the catalogue's SEO fields", () => {
  it("replace the code's title and description in the <head> once staff changed them", async () => {
    const before = await html("/it-security");
    expect(attr(before.html, /<title>([^<]*)<\/title>/)).not.toContain("Cyber defence");

    await createDb(env.DB)
      .update(pages)
      .set({
        seoTitle: "Cyber defence for mid-sized firms",
        seoDescription: "A description written by staff in the SEO tools, 120 characters or so.",
      })
      .where(eq(pages.path, "/it-security"));
    await purgePublicPages({ env }, ["/it-security"]);

    const { html: page } = await html("/it-security");
    expect(attr(page, /<title>([^<]*)<\/title>/)).toBe(
      "Cyber defence for mid-sized firms | Northbridge IT",
    );
    expect(metaContent(page, "description")).toBe(
      "A description written by staff in the SEO tools, 120 characters or so.",
    );
    expect(metaContent(page, "og:title")).toBe(
      "Cyber defence for mid-sized firms | Northbridge IT",
    );
  });
});
