import { exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";

// Every page slug of the spec (section 2, "Page slugs served by the dynamic page loader"),
// written out from the spec. Left out: the two unknown `{hash}` slugs, the component names
// that are not URLs (blog-post, not-found, admin, admin-login), `blog` (the blog's own route
// and tests). `home` is served at `/`.

const CORE = ["", "privacy-policy", "terms-of-service", "projects", "seo-analysis"];

const SERVICES = [
  "24-7-helpdesk",
  "24-7-noc-soc",
  "administrative-services",
  "cloud-migration",
  "cloud-services",
  "data-backup-recovery",
  "dedicated-engineers",
  "email-migration",
  "enterprise-technical-support",
  "it-consulting",
  "it-management-services",
  "it-security",
  "it-staffing",
  "managed-backup-services",
  "managed-endpoint-services",
  "managed-it-services-provider",
  "managed-network-services",
  "managed-security-services",
  "managed-services",
  "managed-services-provider-software",
  "multilingual-technical-support",
  "network-management",
  "network-services",
  "network-setup",
  "server-migration",
  "staff-outsourcing",
  "staffing",
  "technical-support-outsourcing-services",
  "remote-technical-support-services",
  "l1-technical-support-services",
  "l2-technical-support-services",
  "l3-technical-support-services",
  "voip-services",
  "voip-solutions",
  "white-label-msp-services",
];

const INDIA = [
  "application-support-outsourcing-india",
  "cloud-services-outsourcing-india",
  "cybersecurity-outsourcing-india",
  "database-administration-outsourcing-india",
  "helpdesk-outsourcing-india",
  "it-infrastructure-outsourcing-india",
  "it-outsourcing-india",
  "network-monitoring-outsourcing-india",
  "outsourcing-to-india",
  "server-management-outsourcing-india",
  "software-development-outsourcing-india",
  "offshore-msp-services",
];

const MSP = [
  "msp-business-continuity-services",
  "msp-disaster-recovery-services",
  "msp-helpdesk-outsourcing",
  "msp-incident-response-services",
  "msp-noc-outsourcing",
  "msp-outsourcing-india",
  "msp-outsourcing-mumbai-india",
  "msp-outsourcing-services",
  "msp-remote-monitoring-services",
  "msp-soc-outsourcing",
  "msp-staff-augmentation-services",
  "msp-technical-support-outsourcing",
];

const CONNECTWISE = [
  ...[
    "automate-support",
    "consultant",
    "control-support",
    "cpq-support",
    "expert",
    "general-support",
    "implementation-checklist",
    "implementation-expert",
    "implementation",
    "psa-implementation",
    "psa-support",
    "setup-services",
    "support",
  ].map((suffix) => `connectwise-${suffix}`),
  "ultimate-connectwise-msp-landing",
];

const REGIONS = [
  "california",
  "florida",
  "illinois",
  "new-york",
  "texas",
  "karnataka-india",
  "maharashtra-india",
  "tamil-nadu-india",
];
const REGIONAL = [
  "helpdesk-services",
  "it-support",
  "managed-services",
  "msp-outsourcing",
  "technical-support",
].flatMap((family) => REGIONS.map((region) => `${family}-${region}`));

const SPEC_PATHS = [...CORE, ...SERVICES, ...INDIA, ...MSP, ...CONNECTWISE, ...REGIONAL].map(
  (slug) => `/${slug}`,
);

interface PageFacts {
  status: number;
  title: string;
  description: string;
  h1Count: number;
  /** Normalised text of each <p>, <li> and <dd> inside <main>. */
  blocks: string[];
}

/** Reads a page with HTMLRewriter: head facts, and the text blocks of <main> only. */
async function readPage(path: string): Promise<PageFacts> {
  const response = await exports.default.fetch(`http://example.com${path}`);
  const facts: PageFacts = {
    status: response.status,
    title: "",
    description: "",
    h1Count: 0,
    blocks: [],
  };
  let inMain = false;
  const open: string[][] = [];
  const rewriter = new HTMLRewriter()
    .on("head > title", {
      text(chunk) {
        facts.title += chunk.text;
      },
    })
    .on('meta[name="description"]', {
      element(element) {
        facts.description = element.getAttribute("content") ?? "";
      },
    })
    .on("h1", {
      element() {
        facts.h1Count++;
      },
    })
    .on("main", {
      element(element) {
        inMain = true;
        element.onEndTag(() => {
          inMain = false;
        });
      },
    })
    .on("main p, main li, main dd", {
      element(element) {
        const parts: string[] = [];
        open.push(parts);
        element.onEndTag(() => {
          open.splice(open.indexOf(parts), 1);
          const text = parts.join("").replace(/\s+/g, " ").trim().toLowerCase();
          if (text) facts.blocks.push(text);
        });
      },
    })
    .on("*", {
      text(chunk) {
        // Text belongs to the innermost block: an <li> holding a <p> keeps only its own words.
        if (inMain) open.at(-1)?.push(chunk.text);
      },
    });
  await rewriter.transform(response).text();
  return facts;
}

const decode = (text: string) =>
  text
    .replaceAll("&amp;", "&")
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">");

describe("every page slug of the spec", () => {
  const pages = new Map<string, PageFacts>();

  beforeAll(async () => {
    for (const path of SPEC_PATHS) pages.set(path, await readPage(path));
  }, 240_000);

  it("lists 127 paths, all different", () => {
    expect(SPEC_PATHS).toHaveLength(5 + 35 + 12 + 12 + 14 + 40);
    expect(new Set(SPEC_PATHS).size).toBe(SPEC_PATHS.length);
  });

  it("answers 200 with exactly one h1", () => {
    const wrong = [...pages].filter(([, page]) => page.status !== 200 || page.h1Count !== 1);
    expect(wrong.map(([path, page]) => `${path}: ${page.status}, ${page.h1Count} h1`)).toEqual([]);
  });

  it("gives every page its own title with the product name, and its own description", () => {
    const titles = new Map<string, string[]>();
    const descriptions = new Map<string, string[]>();
    for (const [path, page] of pages) {
      expect(page.title, path).toMatch(/ \| Northbridge IT$/);
      expect(page.description.length, path).toBeGreaterThan(50);
      titles.set(page.title, [...(titles.get(page.title) ?? []), path]);
      descriptions.set(page.description, [...(descriptions.get(page.description) ?? []), path]);
    }
    const shared = (map: Map<string, string[]>) =>
      [...map].filter(([, paths]) => paths.length > 1).map(([text, paths]) => `${text}: ${paths}`);
    expect(shared(titles)).toEqual([]);
    expect(shared(descriptions)).toEqual([]);
  });

  it("shares no paragraph of more than 20 words between two pages", () => {
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const [path, page] of pages) {
      for (const block of new Set(page.blocks.map(decode))) {
        if (block.split(" ").length <= 20) continue;
        const first = seen.get(block);
        if (first && first !== path) duplicates.push(`${first} and ${path}: "${block}"`);
        else seen.set(block, path);
      }
    }
    expect(duplicates).toEqual([]);
  });
});

describe("the duplicate-paragraph reader", () => {
  it("reads <main>'s paragraphs and leaves the header and footer out", async () => {
    const home = await readPage("/");
    expect(home.blocks.some((block) => block.includes("we started as a night-shift noc"))).toBe(
      true,
    );
    // The footer's about text is a <p> outside <main>.
    expect(home.blocks.some((block) => block.includes("we run helpdesks, network and"))).toBe(
      false,
    );
  });
});
