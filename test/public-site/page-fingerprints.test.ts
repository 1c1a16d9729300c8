import { exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { CODE_PAGES } from "../../app/content";

// Every code page renders what it rendered before pages became lists of sections (#32): the
// same visible words in the same order, the same JSON-LD, and the same inline-edit addresses of
// words and lists (data-eid, data-list), so every saved edit keeps landing where it did. The
// fingerprints are SHA-256 digests of each part, kept in the snapshot beside this file; a
// change to a page's copy updates them on purpose (`npx vitest run -u` on this file).

beforeAll(() => exports.default.fetch("http://example.com/").then((r) => r.text()), 60_000);

interface PageParts {
  text: string;
  jsonLd: string;
  addresses: string;
}

/** The words inside <main>, the JSON-LD blocks and the edit addresses, in document order. */
async function pageParts(path: string): Promise<PageParts> {
  const response = await exports.default.fetch(`http://example.com${path}`);
  expect(response.status, path).toBe(200);
  const words: string[] = [];
  const jsonLd: string[] = [];
  const addresses: string[] = [];
  let inMain = 0;
  let inScript = false;
  await new HTMLRewriter()
    .on("main", {
      element(element) {
        inMain += 1;
        element.onEndTag(() => {
          inMain -= 1;
        });
      },
    })
    .on('script[type="application/ld+json"]', {
      element(element) {
        inScript = true;
        jsonLd.push("");
        element.onEndTag(() => {
          inScript = false;
        });
      },
      text(chunk) {
        jsonLd[jsonLd.length - 1] += chunk.text;
      },
    })
    .on("[data-eid], [data-list]", {
      element(element) {
        for (const name of ["data-eid", "data-list"]) {
          const value = element.getAttribute(name);
          if (value !== null) addresses.push(`${name}=${value}`);
        }
      },
    })
    .onDocument({
      text(chunk) {
        if (inMain > 0 && !inScript) words.push(chunk.text);
      },
    })
    .transform(response)
    .text();
  return {
    text: words.join("").replace(/\s+/g, " ").trim(),
    jsonLd: jsonLd.join("\n"),
    addresses: addresses.join("\n"),
  };
}

async function digest(text: string): Promise<string> {
  const bytes = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

describe("code pages render as they did before sections", () => {
  it("every page's words, JSON-LD and edit addresses match their fingerprints", async () => {
    const fingerprints: Record<string, Record<keyof PageParts, string>> = {};
    for (const page of CODE_PAGES) {
      const parts = await pageParts(`/${page.slug}`);
      expect(parts.text.length, page.slug).toBeGreaterThan(200);
      fingerprints[page.slug] = {
        text: await digest(parts.text),
        jsonLd: await digest(parts.jsonLd),
        addresses: await digest(parts.addresses),
      };
    }
    expect(Object.keys(fingerprints)).toHaveLength(CODE_PAGES.length);
    expect(fingerprints).toMatchSnapshot();
  }, 120_000);
});
