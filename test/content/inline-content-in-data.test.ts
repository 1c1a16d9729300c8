import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { InlineContentMap } from "../../app/schemas/inline-content";
import { applyInlineContent } from "../../worker/html/inline-overlay";
import { purgePublicPages } from "../../worker/services/platform/purge-tokens";
import { insertInlineContent } from "../factories/inline-content";
import { ORIGIN } from "../factories/users";

// A visitor's page whose every edit the loaders set in its data is sent as React rendered it,
// without the edge's HTMLRewriter pass (worker/ssr.ts, edgeHasWork). That is only right if the
// render then says exactly what the edge would have made of it: for every page template, a
// map editing every `data-eid` element of the page (words with characters HTML escapes, and
// each link's address) must give the page the edge pass leaves unchanged.

const visit = async (path: string) => (await exports.default.fetch(`${ORIGIN}${path}`)).text();

/** Every `data-eid` on a page, with its tag. */
async function elementsOf(html: string): Promise<{ eid: string; tag: string }[]> {
  const found: { eid: string; tag: string }[] = [];
  await new HTMLRewriter()
    .on("[data-eid]", {
      element(element) {
        found.push({ eid: element.getAttribute("data-eid") ?? "", tag: element.tagName });
      },
    })
    .transform(new Response(html))
    .text();
  return found;
}

/** The same markup however its characters were escaped (React and HTMLRewriter differ). */
const normalised = (html: string) =>
  html
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&#39;", "'")
    .replace(/ nonce="[^"]*"/g, "");

/** What every element's words and address are, as a visitor's browser reads them. */
async function wordsOf(
  html: string,
): Promise<Record<string, { text: string; href: string | null }>> {
  const words: Record<string, { text: string; href: string | null }> = {};
  let current = "";
  await new HTMLRewriter()
    .on("[data-eid]", {
      element(element) {
        current = element.getAttribute("data-eid") ?? "";
        words[current] = { text: "", href: element.getAttribute("href") };
      },
      text(chunk) {
        const entry = words[current];
        if (entry) entry.text += chunk.text;
      },
    })
    .transform(new Response(html))
    .text();
  return words;
}

describe("a page whose edits are all in its data", () => {
  it("renders every edit without the edge pass, as the edge pass would", async () => {
    const paths = [
      "/",
      "/it-security",
      "/managed-services-texas",
      "/cybersecurity-outsourcing-india",
      "/ultimate-connectwise-msp-landing",
      "/privacy-policy",
      "/msp-noc-outsourcing",
      "/blog/connectwise-psa-ticket-hygiene",
    ];
    for (const path of paths) {
      const elements = await elementsOf(await visit(path));
      expect(elements.length, path).toBeGreaterThan(10);
      const map: InlineContentMap = {};
      for (const [index, { eid, tag }] of elements.entries()) {
        const content = `Edited ${eid} & "quoted" 'n' <b>`;
        const selector = `[data-eid="${eid}"]`;
        if (tag === "a") {
          map[`link_element_${index}`] = {
            type: "link",
            content,
            selector,
            href: `/contact?from=${index}&x=1`,
          };
        } else {
          map[`text_element_${index}`] = { type: "text", content, selector };
        }
      }
      await insertInlineContent(path, map);
      await purgePublicPages({ env }, [path]);
      const sent = await visit(path);
      const edgePass = await applyInlineContent(new Response(sent), map).text();
      expect(normalised(sent), path).toBe(normalised(edgePass));
      const words = await wordsOf(sent);
      for (const [index, { eid, tag }] of elements.entries()) {
        if (!words[eid]) continue; // a hidden or removed part
        expect(words[eid].text, `${path} ${eid}`).toContain(`Edited ${eid}`);
        if (tag === "a") expect(words[eid].href, `${path} ${eid}`).toContain(`from=${index}`);
      }
    }
  });

  it("still takes the edge pass for what the data has no place for: a button's styles", async () => {
    const path = "/cloud-services";
    const elements = await elementsOf(await visit(path));
    const button = elements.find(({ tag }) => tag === "a");
    expect(button).toBeDefined();
    const map: InlineContentMap = {
      button_element_1: {
        type: "button",
        content: "Styled button",
        selector: `[data-eid="${button?.eid}"]`,
        styles: { backgroundColor: "#123456" },
      },
    };
    await insertInlineContent(path, map);
    await purgePublicPages({ env }, [path]);
    const sent = await visit(path);
    expect(sent).toMatch(/style="[^"]*background-color:#123456/);
    expect(sent).toContain("Styled button");
  });
});
