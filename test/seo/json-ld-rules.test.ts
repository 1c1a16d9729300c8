import { describe, expect, it } from "vitest";
import {
  ARTICLE_HEADLINE_MAX,
  articleAuthorJsonLd,
  articleJsonLd,
  buildMeta,
  isTeamByline,
  organizationJsonLd,
  professionalServiceJsonLd,
} from "../../app/lib/seo";
import { DEFAULT_SITE_SETTINGS } from "../../app/schemas/site-settings";
import { checkJsonLd } from "../../worker/services/seo/json-ld-rules";

// The structured-data rules (Google's rich-result requirements) and the JSON-LD builders'
// choices that the sitemap-wide test cannot vary: bylines, countries, empty X account.

const settings = DEFAULT_SITE_SETTINGS;
const site = settings.siteUrl;

const address = (country: string) => ({
  "@type": "PostalAddress",
  streetAddress: "1 Main Street",
  addressLocality: "Austin",
  addressCountry: country,
});

describe("checkJsonLd: LocalBusiness and its subtypes", () => {
  it("wants name, a PostalAddress with an ISO country code, and a telephone", () => {
    const valid = {
      "@type": "LocalBusiness",
      name: "Brand",
      address: address("US"),
      telephone: "+1 555 0100",
    };
    expect(checkJsonLd(valid).errors).toEqual([]);
    expect(checkJsonLd({ ...valid, "@type": "ProfessionalService" }).errors).toEqual([]);
    expect(checkJsonLd({ ...valid, address: address("India") }).errors).toEqual([
      "address.addressCountry must be an ISO 3166-1 alpha-2 code such as US or IN",
    ]);
    expect(checkJsonLd({ ...valid, address: "500 Market Street, San Francisco" }).errors).toEqual([
      "address must be a PostalAddress",
    ]);
    const { telephone: _, ...noPhone } = valid;
    expect(checkJsonLd(noPhone).errors).toEqual(["telephone is required"]);
    expect(
      checkJsonLd({ ...valid, address: { "@type": "PostalAddress", addressCountry: "US" } }).errors,
    ).toEqual(["address.streetAddress is required", "address.addressLocality is required"]);
  });
});

describe("checkJsonLd: Organization", () => {
  const organization = {
    "@type": "Organization",
    name: "Brand",
    url: `${site}/`,
    logo: { "@type": "ImageObject", url: `${site}/logo.png`, width: 512, height: 512 },
    address: [address("US"), address("IN")],
  };

  it("takes several PostalAddress values and a raster logo of 112 px or more", () => {
    expect(checkJsonLd(organization).errors).toEqual([]);
    expect(checkJsonLd({ ...organization, address: [address("US"), "Mumbai"] }).errors).toEqual([
      "address[1] must be a PostalAddress",
    ]);
  });

  it("refuses an SVG logo, a small one, and warns about a logo without a size", () => {
    const svg = checkJsonLd({ ...organization, logo: `${site}/favicon.svg` });
    expect(svg.errors).toEqual(["logo must be a raster image (PNG, JPEG, WebP or GIF), not SVG"]);
    expect(svg.warnings).toContain("logo should state its width and height");
    const small = { "@type": "ImageObject", url: `${site}/icon.png`, width: 32, height: 32 };
    expect(checkJsonLd({ ...organization, logo: small }).errors).toEqual([
      "logo must be at least 112 × 112 pixels",
    ]);
    expect(checkJsonLd({ ...organization, logo: "/logo.png" }).errors).toEqual([
      "logo must be an absolute URL",
    ]);
  });
});

describe("checkJsonLd: Article", () => {
  const article = {
    "@type": "Article",
    headline: "What a 24/7 NOC Watches Overnight",
    image: [`${site}/og-default.png`],
    author: { "@type": "Organization", name: "NOC Operations Team", url: `${site}/` },
    datePublished: "2026-11-20T09:00:00.000Z",
    dateModified: "2026-11-21",
    publisher: {
      "@type": "Organization",
      name: "Brand",
      logo: { "@type": "ImageObject", url: `${site}/logo.png`, width: 512, height: 512 },
    },
  };

  it("holds for a complete article", () => {
    expect(checkJsonLd(article).errors).toEqual([]);
    expect(checkJsonLd({ ...article, "@type": "BlogPosting" }).errors).toEqual([]);
  });

  it("wants a headline of at most 110 characters, typed named authors and ISO 8601 dates", () => {
    expect(
      checkJsonLd({
        ...article,
        headline: "x".repeat(111),
        author: "Jane Doe",
        datePublished: "20 November 2026",
        dateModified: "2026-13-45",
      }).errors,
    ).toEqual([
      "headline must be at most 110 characters",
      "author must be a Person or an Organization",
      "datePublished must be an ISO 8601 date",
      "dateModified must be an ISO 8601 date",
    ]);
    expect(
      checkJsonLd({ ...article, author: [{ "@type": "Person", name: " " }, { "@type": "Thing" }] })
        .errors,
    ).toEqual(["author[0].name is required", "author[1] must be a Person or an Organization"]);
  });

  it("wants the publisher's logo as a raster of 112 px or more", () => {
    const publisher = { ...article.publisher, logo: `${site}/favicon.svg` };
    expect(checkJsonLd({ ...article, publisher }).errors).toEqual([
      "publisher.logo must be a raster image (PNG, JPEG, WebP or GIF), not SVG",
    ]);
  });
});

describe("checkJsonLd: FAQPage and BreadcrumbList", () => {
  it("wants each Question named with an answer text", () => {
    const faq = {
      "@type": "FAQPage",
      mainEntity: [
        { "@type": "Question", name: "Q?", acceptedAnswer: { "@type": "Answer", text: "A." } },
        { "@type": "Question", name: "", acceptedAnswer: { "@type": "Answer", text: "" } },
      ],
    };
    expect(checkJsonLd(faq).errors).toEqual([
      "mainEntity[1].name is required",
      "mainEntity[1].acceptedAnswer must be an Answer with text",
    ]);
  });

  it("wants two or more crumbs numbered from 1 with names and absolute URLs", () => {
    const crumb = (position: number, name: string, item?: string) => ({
      "@type": "ListItem",
      position,
      name,
      ...(item === undefined ? {} : { item }),
    });
    const list = (...items: unknown[]) => ({ "@type": "BreadcrumbList", itemListElement: items });
    expect(checkJsonLd(list(crumb(1, "Home", `${site}/`), crumb(2, "Blog"))).errors).toEqual([]);
    expect(checkJsonLd(list(crumb(1, "Home", `${site}/`))).errors).toEqual([
      "itemListElement must hold at least two ListItems",
    ]);
    expect(checkJsonLd(list(crumb(1, "Home", `${site}/`), crumb(3, "", "/blog"))).errors).toEqual([
      "itemListElement[1].position must be 2",
      "itemListElement[1].name is required",
      "itemListElement[1].item must be an absolute URL",
    ]);
  });
});

describe("the JSON-LD builders", () => {
  it("types team and brand bylines as Organization and people as Person", () => {
    for (const team of [
      "NOC Operations Team",
      "Migration Services Team",
      "ConnectWise Practice",
      `${settings.productName} Team`,
      settings.productName,
      "Security Desk",
      "",
    ]) {
      expect(isTeamByline(team, settings), team).toBe(true);
    }
    for (const person of ["Priya Raman", "admin", "Teamwork Jones", "jane.doe"]) {
      expect(isTeamByline(person, settings), person).toBe(false);
    }
    expect(articleAuthorJsonLd(settings, "Priya Raman")).toEqual({
      "@type": "Person",
      name: "Priya Raman",
    });
    expect(articleAuthorJsonLd(settings, "ConnectWise Practice")).toEqual({
      "@type": "Organization",
      name: "ConnectWise Practice",
      url: `${site}/`,
    });
    expect(articleAuthorJsonLd(settings, " ")).toEqual({
      "@type": "Organization",
      name: settings.productName,
      url: `${site}/`,
    });
  });

  it("picks a regional page's office from the region's country, not its name", () => {
    const region = { name: "Goa", country: "IN" as const, areaServed: ["Panaji"] };
    const service = professionalServiceJsonLd(settings, {
      description: "d",
      path: "/managed-services-goa",
      region: { ...region, timeZones: [], industries: [] },
    });
    expect(service).toMatchObject({
      name: settings.productName,
      telephone: settings.phoneIndia,
      address: { addressLocality: settings.offices.india.addressLocality, addressCountry: "IN" },
    });
  });

  it("cuts a long post title to a headline of at most 110 characters at a word", () => {
    const title = `${"Managed detection and response for regional banks ".repeat(3)}in 2027`;
    expect(title.length).toBeGreaterThan(ARTICLE_HEADLINE_MAX);
    const article = articleJsonLd(settings, {
      title,
      description: "d",
      author: "Priya Raman",
      category: "Security",
      tags: [],
      createdAt: "2026-11-20T09:00:00.000Z",
      updatedAt: "2026-11-21T09:00:00.000Z",
      publishedAt: "2026-11-20T09:00:00.000Z",
      url: `${site}/blog/mdr`,
    });
    const headline = String(article.headline);
    expect(headline.length).toBeLessThanOrEqual(ARTICLE_HEADLINE_MAX);
    expect(title.startsWith(`${headline} `)).toBe(true);
    expect(checkJsonLd(article).errors).toEqual([]);
  });

  it("names the Organization by the brand with the legal name apart", () => {
    expect(organizationJsonLd(settings)).toMatchObject({
      name: settings.productName,
      legalName: settings.companyName,
    });
  });

  it("leaves twitter:site out when no X account is set", () => {
    const page = { title: "T", description: "D", path: "/" };
    const tags = (twitterSite: string) =>
      buildMeta({ ...settings, twitterSite }, page).filter(
        (tag) => "name" in tag && tag.name === "twitter:site",
      );
    expect(tags("")).toEqual([]);
    expect(tags("@brand")).toEqual([{ name: "twitter:site", content: "@brand" }]);
  });
});
