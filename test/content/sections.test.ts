import { env, exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CODE_PAGES } from "../../app/content";
import { SECTION_LIBRARY } from "../../app/content/section-library";
import { sectionsOfCopy } from "../../app/content/sections";
import type { ServicePageCopy } from "../../app/content/types";
import type { Section } from "../../app/schemas/sections";
import { SectionSchema } from "../../app/schemas/sections";
import { createDb } from "../../worker/db/client";
import { leads } from "../../worker/db/schema";
import { purgePublicPages } from "../../worker/services/platform/purge-tokens";
import { insertPage } from "../factories/feed-sources";
import { insertInlineContent, visitor } from "../factories/inline-content";
import { api, ORIGIN, signedIn } from "../factories/users";

// Pages made of sections (issue #32): the library's types and their limits, a page stored as
// sections rendering each one with `data-section="<type>"`, the FAQPage of every FAQ section
// visitors see, the lead form on any page recording the page, and the staff's library views.

const db = createDb(env.DB);

/** A created page stored as sections, live. */
async function sectionsPage(
  sections: Section[],
  slug = `sections-${crypto.randomUUID().slice(0, 8)}`,
) {
  await insertPage({
    path: `/${slug}`,
    component: "service-page",
    source: "d1",
    isActive: true,
    content: JSON.stringify({
      slug,
      family: "service",
      template: "service",
      seoTitle: "",
      description: "A page composed of sections for the tests of issue 32, long enough to be real.",
      keywords: [],
      related: ["managed-services"],
      sections,
    }),
  });
  return `/${slug}`;
}

const library = (type: string, key: string) => {
  const entry = SECTION_LIBRARY.find((candidate) => candidate.type === type);
  if (!entry) throw new Error(`no ${type}`);
  return entry.placeholder(key) as Section;
};

const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? "{}") as Record<string, unknown>,
  );

describe("the section library", () => {
  it("has at least 14 types, each placeholder valid in every variant", () => {
    expect(SECTION_LIBRARY.length).toBeGreaterThanOrEqual(14);
    for (const entry of SECTION_LIBRARY) {
      expect(entry.variants.length, entry.type).toBeGreaterThan(0);
      for (const variant of entry.variants) {
        const parsed = SectionSchema.safeParse({
          ...entry.placeholder("sample"),
          variant: variant.id,
        });
        expect(parsed.success, `${entry.type} ${variant.id}: ${parsed.error?.message}`).toBe(true);
      }
    }
  });

  it("refuses a section past its limits, in the field's words", () => {
    const pricing = library("pricing", "plans");
    const tooMany = {
      ...pricing,
      tiers: Array.from({ length: 5 }, () => (pricing as { tiers: unknown[] }).tiers[0]),
    };
    expect(SectionSchema.safeParse(tooMany).error?.issues[0]?.message).toBe(
      "Tiers holds at most 4 items",
    );
    const twoPopular = {
      ...pricing,
      tiers: (pricing as { tiers: object[] }).tiers.map((tier) => ({ ...tier, popular: true })),
    };
    expect(SectionSchema.safeParse(twoPopular).error?.issues[0]?.message).toBe(
      'Only one tier can be "most popular"',
    );
    const longTitle = { ...library("faq", "faqs"), title: "x".repeat(121) };
    expect(SectionSchema.safeParse(longTitle).error?.issues[0]?.message).toBe(
      "Heading must be at most 120 characters",
    );
    const script = {
      ...library("cta-band", "cta"),
      button: { label: "Go", href: "javascript:alert(1)" },
    };
    expect(SectionSchema.safeParse(script).success).toBe(false);
  });

  it("GET /api/sections lists every type with its label, variants, fields and limits, to staff only", async () => {
    expect((await api("/api/sections")).status).toBe(401);
    const { token } = await signedIn("author");
    const response = await api("/api/sections", { token });
    expect(response.status).toBe(200);
    const { sections } = await response.json<{
      sections: {
        type: string;
        label: string;
        variants: { id: string; label: string }[];
        fields: {
          properties: Record<string, { title?: string; maxLength?: number; maxItems?: number }>;
        };
      }[];
    }>();
    expect(sections.map((section) => section.type)).toEqual(
      SECTION_LIBRARY.map((entry) => entry.type),
    );
    const pricing = sections.find((section) => section.type === "pricing");
    expect(pricing?.label).toBe("Pricing tiers");
    expect(pricing?.fields.properties.title).toMatchObject({ title: "Heading", maxLength: 120 });
    expect(pricing?.fields.properties.tiers).toMatchObject({ title: "Tiers", maxItems: 4 });
  });
});

describe("a page made of sections", () => {
  it("renders every library type with data-section, its words and no script", async () => {
    const sections = SECTION_LIBRARY.map((entry) =>
      library(entry.type, `s${entry.type.replace(/-/g, "")}`),
    );
    const path = await sectionsPage(sections);
    const { status, html } = await visitor(path);
    expect(status).toBe(200);
    for (const entry of SECTION_LIBRARY) {
      expect(html, entry.type).toContain(`data-section="${entry.type}"`);
    }
    expect(html).toContain("Most popular");
    expect(html).toContain("How we compare");
    expect(html).toContain('data-key="spricing"');
    expect(html).not.toMatch(/<script(?![^>]*application\/ld\+json)/);
    // The one h1 is the hero's.
    expect(html.match(/<h1/g)).toHaveLength(1);
  });

  it("feeds one FAQPage from every FAQ section visitors see; a hidden one takes its questions", async () => {
    const first = library("faq", "faqs");
    const second: Section = {
      type: "faq",
      key: "moreFaqs",
      items: [{ question: "Do you work with our MSP?", answer: "Yes, alongside your team." }],
    };
    const path = await sectionsPage([
      library("hero", "hero"),
      first,
      library("cta-band", "cta"),
      second,
    ]);
    const questions = async () =>
      jsonLdOf((await visitor(path)).html)
        .filter((block) => block["@type"] === "FAQPage")
        .flatMap((block) => (block.mainEntity as { name: string }[]).map((q) => q.name));
    expect(await questions()).toEqual(["How quickly can we start?", "Do you work with our MSP?"]);

    await insertInlineContent(path, {
      section_element_1: { type: "section", selector: '[data-section="moreFaqs"]', hidden: true },
      text_element_1: {
        type: "text",
        selector: '[data-eid="faqs.0.question"]',
        content: "When can we start?",
      },
    });
    await purgePublicPages({ env }, [path]); // the visits above cached the page
    expect(await questions()).toEqual(["When can we start?"]);
    const { html } = await visitor(path);
    expect(html).toContain("When can we start?");
    expect(html).not.toContain("Do you work with our MSP?");
  });

  it("reads a page stored before sections (its copy) as the sections it always rendered", async () => {
    const slug = `copy-${crypto.randomUUID().slice(0, 8)}`;
    const copy: ServicePageCopy = {
      slug,
      family: "service",
      template: "service",
      seoTitle: "",
      description: "A page stored in the copy shape before pages were made of sections.",
      keywords: [],
      related: [],
      hero: {
        eyebrow: "Managed IT",
        title: "Stored the old way",
        subtitle: "Its hero, intro and FAQ still render.",
        primaryCta: { label: "Contact us", href: "/#contact" },
      },
      intro: ["An intro paragraph stored in the old shape."],
      included: { title: "Included", items: [] },
      process: { title: "Process", steps: [] },
      whyUs: { title: "Why us", points: [] },
      faqs: [{ question: "Still answered?", answer: "Yes, as before." }],
      cta: {
        title: "Talk to us",
        body: "We reply in a day.",
        button: { label: "Go", href: "/#contact" },
      },
    };
    expect(sectionsOfCopy(copy).map((section) => section.key)).toEqual([
      "hero",
      "intro",
      "included",
      "process",
      "whyUs",
      "faqs",
      "directory",
      "cta",
      "related",
    ]);
    await insertPage({
      path: `/${slug}`,
      component: "service-page",
      source: "d1",
      isActive: true,
      content: JSON.stringify(copy),
    });
    const { status, html } = await visitor(`/${slug}`);
    expect(status).toBe(200);
    expect(html).toContain("Stored the old way");
    expect(html).toContain('data-eid="intro.0"');
    expect(html).toContain('data-eid="faqs.0.question"');
    expect(html).toContain('data-section="feature-grid"');
  });
});

describe("the lead form on any page", () => {
  const form = (fields: Record<string, string>) =>
    new URLSearchParams({
      name: "Dana Ortiz",
      email: "dana@example.org",
      message: "We want a quote for overnight NOC coverage.",
      ...fields,
    });
  const post = (path: string, body: URLSearchParams, ip: string) =>
    exports.default.fetch(`${ORIGIN}${path}`, {
      method: "POST",
      body,
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "cf-connecting-ip": ip,
        origin: ORIGIN,
      },
    });

  it("stores a lead with the page it came from and thanks the visitor on that page", async () => {
    const path = await sectionsPage([
      { ...library("hero", "hero"), variant: "form" } as Section,
      library("contact-form", "contact"),
    ]);
    const page = (await visitor(path)).html;
    expect(page).toContain(`action="${path}#hero-form"`);
    expect(page).toContain(`action="${path}#contact-form"`);
    const response = await post(path, form({ company: "Ortiz Dental" }), "198.51.100.71");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Thank you! We received your message");
    const stored = await db.select().from(leads).where(eq(leads.ip, "198.51.100.71")).all();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ company: "Ortiz Dental", pagePath: path });
  });

  it("shows the form's errors on the page and stores nothing", async () => {
    const path = await sectionsPage([library("hero", "hero"), library("contact-form", "contact")]);
    const response = await post(path, form({ email: "not-an-email" }), "198.51.100.72");
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Please enter a valid email address");
    expect(await db.select().from(leads).where(eq(leads.ip, "198.51.100.72")).all()).toHaveLength(
      0,
    );
  });

  it("refuses a post to a page without a form (405) or to no page (404), storing nothing", async () => {
    const path = await sectionsPage([library("hero", "hero"), library("faq", "faqs")]);
    expect((await post(path, form({}), "198.51.100.73")).status).toBe(405);
    expect((await post("/24-7-helpdesk", form({}), "198.51.100.73")).status).toBe(405);
    expect((await post("/no-such-page-here", form({}), "198.51.100.73")).status).toBe(404);
    expect(await db.select().from(leads).where(eq(leads.ip, "198.51.100.73")).all()).toHaveLength(
      0,
    );
  });
});

describe("/admin/sections", () => {
  it("sends visitors to the login page", async () => {
    const response = await exports.default.fetch(`${ORIGIN}/admin/sections`, {
      redirect: "manual",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toContain("/admin/login");
  });

  it("shows staff every type in every variant, rendered, without a script", async () => {
    const { token } = await signedIn("author");
    const response = await exports.default.fetch(`${ORIGIN}/admin/sections`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    for (const entry of SECTION_LIBRARY) {
      for (const variant of entry.variants) {
        expect(html, `${entry.type} ${variant.id}`).toContain(`${entry.label} · ${variant.label}`);
      }
      expect(html).toContain(`data-section="${entry.type}"`);
    }
    expect(html).not.toMatch(/<script(?![^>]*application\/ld\+json)/);
  });
});

describe("/ultimate-connectwise-msp-landing, a landing page of sections", () => {
  it("has the form in its hero, proof, plans with a most popular one, the FAQPage and a reduced header", async () => {
    const { status, html } = await visitor("/ultimate-connectwise-msp-landing");
    expect(status).toBe(200);
    const order = ["hero", "logo-strip", "stats", "testimonials", "pricing", "faq", "cta-band"].map(
      (type) => html.indexOf(`data-section="${type}"`),
    );
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(html).toContain('action="/ultimate-connectwise-msp-landing#hero-form"');
    expect(html).toContain("Most popular");
    // The header: the logo and the phone number, no main navigation, no breadcrumb trail.
    expect(html).not.toContain('aria-label="Main"');
    expect(html).not.toContain('aria-label="Breadcrumb"');
    expect(html).toMatch(/<header[^>]*>[\s\S]*?href="tel:[^"]+"[\s\S]*?<\/header>/);
    const types = jsonLdOf(html).map((block) => block["@type"]);
    expect(types).toEqual(expect.arrayContaining(["BreadcrumbList", "FAQPage"]));
    expect(html).not.toMatch(/<script(?![^>]*application\/ld\+json)/);
  });

  it("records a lead from its form with the page", async () => {
    const response = await exports.default.fetch(`${ORIGIN}/ultimate-connectwise-msp-landing`, {
      method: "POST",
      body: new URLSearchParams({
        name: "Sam Lee",
        email: "sam@msp.example",
        message: "We run Automate for 30 technicians and need overnight cover.",
      }),
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "cf-connecting-ip": "198.51.100.90",
      },
    });
    expect(response.status).toBe(200);
    const stored = await db.select().from(leads).where(eq(leads.ip, "198.51.100.90")).all();
    expect(stored.map((lead) => lead.pagePath)).toEqual(["/ultimate-connectwise-msp-landing"]);
  });
});

describe("the code pages' data", () => {
  it("shares no object between two places of one page (an inline edit of one would change both)", () => {
    for (const page of CODE_PAGES) {
      const seen = new Map<object, string>();
      const walk = (value: unknown, path: string) => {
        if (typeof value !== "object" || value === null) return;
        const first = seen.get(value);
        expect(first, `${page.slug}: ${path} is the same object as ${first}`).toBeUndefined();
        seen.set(value, path);
        for (const [key, inner] of Object.entries(value)) walk(inner, `${path}.${key}`);
      };
      walk(page, page.slug);
    }
  });
});
