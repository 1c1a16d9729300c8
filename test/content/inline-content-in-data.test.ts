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
// map editing every `data-eid` element of the page (words with characters HTML escapes, each
// link's address, each call to action's button styles) must give each element the words,
// address and style the edge pass gives it on the unedited page.

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

/** What every element's words, address and style are, as a visitor's browser reads them. */
async function wordsOf(
  html: string,
): Promise<Record<string, { text: string; href: string | null; style: string | null }>> {
  const words: Record<string, { text: string; href: string | null; style: string | null }> = {};
  let current = "";
  await new HTMLRewriter()
    .on("[data-eid]", {
      element(element) {
        current = element.getAttribute("data-eid") ?? "";
        words[current] = {
          text: "",
          href: element.getAttribute("href"),
          style: element.getAttribute("style"),
        };
      },
      text(chunk) {
        const entry = words[current];
        if (entry) entry.text += chunk.text;
      },
    })
    .transform(new Response(html))
    .text();
  for (const entry of Object.values(words)) entry.text = normalised(entry.text);
  return words;
}

const STYLES = { backgroundColor: "#123456", fontSize: "18px", borderWidth: "2px" };

describe("a page whose edits are all in its data", () => {
  it("renders every edit (words, addresses, button styles) as the edge pass would", async () => {
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
      const plain = await visit(path);
      const elements = await elementsOf(plain);
      expect(elements.length, path).toBeGreaterThan(10);
      const map: InlineContentMap = {};
      const wordsOnly: InlineContentMap = {};
      for (const [index, { eid, tag }] of elements.entries()) {
        const content = `Edited ${eid} & "quoted" 'n' <b>`;
        const selector = `[data-eid="${eid}"]`;
        if (tag === "a") {
          const href = `/contact?from=${index}&x=1`;
          map[`button_element_${index}`] = {
            type: "button",
            content,
            selector,
            href,
            styles: STYLES,
          };
          wordsOnly[`link_element_${index}`] = { type: "link", content, selector, href };
        } else {
          map[`text_element_${index}`] = { type: "text", content, selector };
          wordsOnly[`text_element_${index}`] = { type: "text", content, selector };
        }
      }
      await insertInlineContent(path, map);
      await purgePublicPages({ env }, [path]);
      const sent = await visit(path);
      // The words the render set are what the edge would set: a second pass changes nothing.
      const edgePass = await applyInlineContent(new Response(sent), wordsOnly).text();
      expect(normalised(sent), path).toBe(normalised(edgePass));
      // Each element reads as the edge pass over the unedited page makes it, styles included.
      const expected = await wordsOf(await applyInlineContent(new Response(plain), map).text());
      const words = await wordsOf(sent);
      let styled = 0;
      for (const [index, { eid, tag }] of elements.entries()) {
        if (!words[eid]) continue; // a hidden or removed part
        expect(words[eid], `${path} ${eid}`).toEqual(expected[eid]);
        expect(words[eid].text, `${path} ${eid}`).toContain(`Edited ${eid}`);
        if (tag === "a") {
          expect(words[eid].href, `${path} ${eid}`).toContain(`from=${index}`);
          if (words[eid].style?.includes("background-color:#123456")) styled += 1;
        }
      }
      if (elements.some(({ tag }) => tag === "a")) expect(styled, path).toBeGreaterThan(0);
    }
  });

  it("sets a call to action's button styles once, in the render", async () => {
    const path = "/cloud-services";
    const elements = await elementsOf(await visit(path));
    const button = elements.find(({ tag }) => tag === "a");
    expect(button).toBeDefined();
    const map: InlineContentMap = {
      button_element_1: {
        type: "button",
        content: "Styled button",
        selector: `[data-eid="${button?.eid}"]`,
        styles: { backgroundColor: "#123456", borderWidth: "2px" },
      },
    };
    await insertInlineContent(path, map);
    await purgePublicPages({ env }, [path]);
    const sent = await visit(path);
    expect(sent).toContain(
      'style="background-color:#123456;border-width:2px;border-style:solid">Styled button</a>',
    );
    expect(sent.match(/#123456/g)).toHaveLength(1);
  });
});
