import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { REGIONAL_PAGES } from "../../app/content/pages/regional";
import { decodeEntities } from "../../app/lib/html-entities";
import { LOGO } from "../../app/lib/seo";
import { OFFICE_COUNTRIES, OFFICE_KEYS } from "../../app/schemas/offices";
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from "../../app/schemas/site-settings";
import logoDataUrl from "../../public/logo.png?inline";
import { createDb } from "../../worker/db/client";
import { pages } from "../../worker/db/schema";
import { seedLaunchPosts } from "../../worker/services/content/blog-publishing";
import { syncCodePages } from "../../worker/services/content/pages";
import { isObject, type Json, typeOf } from "../../worker/services/seo/json-ld-rules";
import { checkJsonLd, extractJsonLd } from "../../worker/services/seo/structured-data";
import { api, signedIn } from "../factories/users";

// Structured data true to the business, on every page of the sitemap, read through the Worker
// as a crawler reads it: Google's rich-result rules hold for every JSON-LD block, the brand
// from site settings is the one name of the business everywhere (titles, og:site_name,
// JSON-LD), the legal name is only the legal name, each regional page names the office that
// serves its country, the logo is a raster of 112 px or more, and og:locale and twitter:site
// come from settings. Settings differ from the defaults here, so nothing can pass by being
// hard-coded.

const SETTINGS: SiteSettings = {
  ...DEFAULT_SITE_SETTINGS,
  productName: "Harbour Line IT",
  companyName: "Harbour Line Technology Services Private Limited",
  phoneUs: "+1 (555) 010-0777",
  phoneIndia: "+91 80 5550 0777",
  offices: {
    us: {
      streetAddress: "1 Harbour Way, Floor 9",
      addressLocality: "Austin",
      addressRegion: "TX",
      postalCode: "78701",
    },
    india: {
      streetAddress: "Tower B, 4th Floor, Outer Ring Road",
      addressLocality: "Pune",
      addressRegion: "Maharashtra",
      postalCode: "411014",
    },
  },
  locale: "en_GB",
  twitterSite: "@harbourlineit",
};
const BRAND = SETTINGS.productName;

interface Page {
  path: string;
  html: string;
  blocks: Json[];
}
const crawled: Page[] = [];

const get = (path: string) =>
  exports.default.fetch(`http://example.com${path}`, { headers: { accept: "text/html" } });

const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];

beforeAll(async () => {
  const deps = { db: createDb(env.DB), env };
  await syncCodePages(deps);
  await seedLaunchPosts(deps);
  const { token } = await signedIn("admin");
  const loaded = await (await api("/api/settings/site", { token })).json<{ version: number }>();
  const saved = await api("/api/settings/site", {
    method: "PUT",
    token,
    body: { settings: SETTINGS, version: loaded.version },
  });
  expect(saved.status).toBe(200);

  const sitemap = await (await get("/sitemap.xml")).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? "").pathname,
  );
  expect(paths.length).toBeGreaterThan(60);
  for (const path of paths) {
    const response = await get(path);
    expect(response.status, path).toBe(200);
    const html = await response.text();
    const blocks = (await extractJsonLd(new Response(html))).map((block) => {
      if (!block.ok) throw new Error(`${path}: ${block.error}`);
      if (!isObject(block.data)) throw new Error(`${path}: JSON-LD is not an object`);
      return block.data;
    });
    crawled.push({ path, html, blocks });
  }
}, 240_000);

const nodesOf = (page: Page, type: string) => page.blocks.filter((node) => typeOf(node) === type);

describe("structured data on every sitemap page", () => {
  it("meets Google's rich-result rules for every block", () => {
    const problems = crawled.flatMap((page) =>
      page.blocks.flatMap((node) => {
        const check = checkJsonLd(node);
        return check.errors.map((error) => `${page.path} ${check.type}: ${error}`);
      }),
    );
    expect(problems).toEqual([]);
    const types = new Set(crawled.flatMap((page) => page.blocks.map(typeOf)));
    for (const type of [
      "Organization",
      "WebSite",
      "BreadcrumbList",
      "FAQPage",
      "ProfessionalService",
      "Article",
    ]) {
      expect(types.has(type), type).toBe(true);
    }
  });

  it("names the business by its brand everywhere and keeps the legal name as legalName", () => {
    const problems: string[] = [];
    const expect_ = (page: Page, what: string, actual: unknown, wanted: unknown) => {
      if (actual !== wanted) problems.push(`${page.path} ${what}: ${String(actual)}`);
    };
    for (const page of crawled) {
      const title = decodeEntities(/<title>([^<]*)<\/title>/.exec(page.html)?.[1] ?? "");
      if (!title.endsWith(` | ${BRAND}`)) problems.push(`${page.path} title: ${title}`);
      expect_(page, "og:site_name", metaContent(page.html, "og:site_name"), BRAND);
      const [organization, ...more] = nodesOf(page, "Organization");
      expect_(page, "Organization count", more.length, 0);
      expect_(page, "Organization.name", organization?.name, BRAND);
      expect_(page, "Organization.legalName", organization?.legalName, SETTINGS.companyName);
      expect_(page, "WebSite.name", nodesOf(page, "WebSite")[0]?.name, BRAND);
      for (const article of nodesOf(page, "Article")) {
        const publisher = isObject(article.publisher) ? article.publisher : {};
        expect_(page, "Article publisher.name", publisher.name, BRAND);
      }
      for (const service of nodesOf(page, "ProfessionalService")) {
        expect_(page, "ProfessionalService.name", service.name, BRAND);
      }
      // The legal name is never used as a name, at any depth.
      const names: unknown[] = [];
      JSON.stringify(page.blocks, (key, value) => {
        if (key === "name") names.push(value);
        return value;
      });
      if (names.includes(SETTINGS.companyName)) problems.push(`${page.path}: legal name as name`);
    }
    expect(problems).toEqual([]);
  });

  it("names on each of the 40 regional pages the office that serves its country", () => {
    expect(REGIONAL_PAGES).toHaveLength(40);
    const problems: string[] = [];
    for (const content of REGIONAL_PAGES) {
      const region = content.region;
      const page = crawled.find((p) => p.path === `/${content.slug}`);
      if (!region || !page) {
        problems.push(`/${content.slug}: not crawled or no region`);
        continue;
      }
      const services = nodesOf(page, "ProfessionalService");
      const office = OFFICE_KEYS.find((key) => OFFICE_COUNTRIES[key] === region.country);
      const service = services[0];
      const address = isObject(service?.address) ? service.address : {};
      const wanted = office ? SETTINGS.offices[office] : undefined;
      const phone = office === "india" ? SETTINGS.phoneIndia : SETTINGS.phoneUs;
      const facts = {
        count: services.length,
        country: address.addressCountry,
        locality: address.addressLocality,
        street: address.streetAddress,
        telephone: service?.telephone,
        area: Array.isArray(service?.areaServed) ? service.areaServed[0] : undefined,
      };
      const expected = {
        count: 1,
        country: region.country,
        locality: wanted?.addressLocality,
        street: wanted?.streetAddress,
        telephone: phone,
        area: { "@type": "AdministrativeArea", name: region.name },
      };
      if (JSON.stringify(facts) !== JSON.stringify(expected)) {
        problems.push(`/${content.slug}: ${JSON.stringify(facts)}`);
      }
    }
    expect(problems).toEqual([]);
    expect(REGIONAL_PAGES.filter((page) => page.region?.country === "IN")).toHaveLength(15);
  });

  it("marks the India pages en_IN for Open Graph", () => {
    const india = crawled.filter((page) => regionCountries().get(page.path) === "IN");
    expect(india.length).toBeGreaterThanOrEqual(15);
    for (const page of india) expect(metaContent(page.html, "og:locale"), page.path).toBe("en_IN");
  });

  it("gives the Karnataka page the India office, with country IN", () => {
    const page = crawled.find((p) => p.path === "/managed-services-karnataka-india");
    const service = page ? nodesOf(page, "ProfessionalService")[0] : undefined;
    expect(service).toMatchObject({
      "@type": "ProfessionalService",
      name: BRAND,
      telephone: SETTINGS.phoneIndia,
      address: {
        "@type": "PostalAddress",
        streetAddress: SETTINGS.offices.india.streetAddress,
        addressLocality: "Pune",
        addressRegion: "Maharashtra",
        postalCode: "411014",
        addressCountry: "IN",
      },
    });
    expect(service?.areaServed).toContainEqual({
      "@type": "AdministrativeArea",
      name: "Karnataka, India",
    });
  });

  it("gives the Organization both offices as PostalAddress and the raster logo", () => {
    for (const page of crawled) {
      const organization = nodesOf(page, "Organization")[0];
      expect(organization?.address, page.path).toEqual(
        OFFICE_KEYS.map((key) =>
          expect.objectContaining({
            "@type": "PostalAddress",
            addressLocality: SETTINGS.offices[key].addressLocality,
            addressCountry: OFFICE_COUNTRIES[key],
          }),
        ),
      );
      expect(organization?.logo, page.path).toEqual({
        "@type": "ImageObject",
        url: `${SETTINGS.siteUrl}/logo.png`,
        width: LOGO.width,
        height: LOGO.height,
      });
      for (const article of nodesOf(page, "Article")) {
        const publisher = isObject(article.publisher) ? article.publisher : {};
        expect(publisher.logo, page.path).toEqual(organization?.logo);
      }
    }
  });

  it("ships the logo as a PNG of the size the JSON-LD states, at least 112 px", () => {
    const [prefix, base64 = ""] = logoDataUrl.split(",");
    expect(prefix).toBe("data:image/png;base64");
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const view = new DataView(bytes.buffer);
    // PNG signature, then the IHDR chunk: width and height at bytes 16 and 20.
    expect([...bytes.slice(1, 4)].map((byte) => String.fromCharCode(byte)).join("")).toBe("PNG");
    expect(view.getUint32(16)).toBe(LOGO.width);
    expect(view.getUint32(20)).toBe(LOGO.height);
    expect(Math.min(LOGO.width, LOGO.height)).toBeGreaterThanOrEqual(112);
  });

  it("types the launch posts' team bylines as Organization with the site's address", () => {
    const articles = crawled.flatMap((page) => nodesOf(page, "Article"));
    expect(articles.length).toBeGreaterThanOrEqual(3);
    for (const article of articles) {
      expect(article.author).toEqual({
        "@type": "Organization",
        name: expect.stringMatching(/\S/),
        url: `${SETTINGS.siteUrl}/`,
      });
    }
  });

  it("carries og:locale and twitter:site from settings on every page, a region's country on its pages", () => {
    const countries = regionCountries();
    const problems = crawled.flatMap((page) => {
      const locale = metaContent(page.html, "og:locale");
      const site = metaContent(page.html, "twitter:site");
      // The site's language ("en" of en_GB) with the country the regional page serves.
      const country = countries.get(page.path);
      const expected = country ? `en_${country}` : SETTINGS.locale;
      return locale === expected && site === SETTINGS.twitterSite
        ? []
        : [`${page.path}: og:locale ${locale}, twitter:site ${site}`];
    });
    expect(problems).toEqual([]);
  });

  it("answers the SEO tools' check for a regional page and a post, valid and true", async () => {
    const { token } = await signedIn("editor");
    const read = async (kind: string) => {
      const response = await api(`/api/seo/structured-data/${kind}`, { token });
      expect(response.status, kind).toBe(200);
      return response.json<{
        type: string;
        found: boolean;
        data: Json;
        check: { errors: string[] };
      }>();
    };
    const local = await read("local-business");
    expect(local).toMatchObject({
      type: "ProfessionalService",
      found: true,
      check: { errors: [] },
    });
    expect(local.data.address).toMatchObject({ addressLocality: "Pune", addressCountry: "IN" });
    const article = await read("article");
    expect(article).toMatchObject({ type: "Article", found: true, check: { errors: [] } });
    expect(article.data.publisher).toMatchObject({ name: BRAND });
    const unknown = await api("/api/seo/structured-data/recipe", { token });
    expect(unknown.status).toBe(404);
    expect((await unknown.json<{ error: string }>()).error).toBe(
      "Structured data is one of website, organization, breadcrumb, faq, local-business, article",
    );
  });

  it("names the India office for a stored regional page, by its country or (stored before) its name", async () => {
    const regional = REGIONAL_PAGES.find((page) => page.region?.country === "US");
    if (!regional?.region) throw new Error("no US regional page");
    const { country: _, ...legacyRegion } = regional.region;
    const variants = [
      { path: "/managed-it-goa", region: { ...regional.region, name: "Goa", country: "IN" } },
      { path: "/managed-it-kerala", region: { ...legacyRegion, name: "Kerala, India" } },
      { path: "/managed-it-ohio", region: { ...legacyRegion, name: "Ohio" } },
    ];
    for (const { path, region } of variants) {
      await createDb(env.DB)
        .insert(pages)
        .values({
          id: `d1${path.replaceAll("/", "-")}`,
          path,
          title: region.name,
          component: "service-page",
          source: "d1",
          content: JSON.stringify({ ...regional, related: [], region }),
        });
    }
    const countries = [];
    for (const { path } of variants) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      const blocks = await extractJsonLd(response);
      const service = blocks.find(
        (block) => block.ok && isObject(block.data) && typeOf(block.data) === "ProfessionalService",
      );
      const data = service?.ok && isObject(service.data) ? service.data : {};
      countries.push(isObject(data.address) ? data.address.addressCountry : undefined);
    }
    expect(countries).toEqual(["IN", "IN", "US"]);
  });
});

/** Each regional page's path and the country it serves. */
function regionCountries() {
  return new Map(REGIONAL_PAGES.map((page) => [`/${page.slug}`, page.region?.country]));
}
