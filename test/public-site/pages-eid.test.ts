import { exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { findCodePage } from "../../app/content";
import { HOME_CONTENT } from "../../app/content/home";
import { valueAtAddress } from "../../app/lib/content-edits";

// Inline edits address elements by `data-eid`, the field path of the text in the page's
// content (in a page of sections, through the section with the path's first segment as key). Every such element must show exactly the text at that path, or a saved edit would
// land on the wrong element.

beforeAll(() => exports.default.fetch("http://example.com/").then((r) => r.text()), 60_000);

async function editableTexts(path: string): Promise<Map<string, string>> {
  const response = await exports.default.fetch(`http://example.com${path}`);
  const texts = new Map<string, string>();
  const open: { eid: string; text: string }[] = [];
  await new HTMLRewriter()
    .on("[data-eid]", {
      element(element) {
        const entry = { eid: element.getAttribute("data-eid") ?? "", text: "" };
        open.push(entry);
        element.onEndTag(() => {
          open.splice(open.indexOf(entry), 1);
          texts.set(entry.eid, entry.text);
        });
      },
      text(chunk) {
        for (const entry of open) entry.text += chunk.text;
      },
    })
    .transform(response)
    .text();
  return texts;
}

/** A CTA shows its label; everything else its string. */
function expectedText(content: unknown, eid: string): string | undefined {
  const value = valueAtAddress(content, eid);
  if (typeof value === "string") return value;
  const label = valueAtAddress(value, "label");
  return typeof label === "string" ? label : undefined;
}

const decode = (text: string) =>
  text.replaceAll("&amp;", "&").replaceAll("&#x27;", "'").replaceAll("&quot;", '"');

describe("data-eid", () => {
  for (const slug of [
    "24-7-helpdesk",
    "it-support-illinois",
    "ultimate-connectwise-msp-landing",
    "terms-of-service",
  ]) {
    it(`on /${slug} names the content field each element shows`, async () => {
      const texts = await editableTexts(`/${slug}`);
      const page = findCodePage(slug);
      expect(texts.size).toBeGreaterThan(10);
      for (const [eid, text] of texts) {
        expect(decode(text).trim(), eid).toBe(expectedText(page, eid));
      }
    });
  }

  it("on the home page names the home content's fields", async () => {
    const texts = await editableTexts("/");
    expect([...texts.keys()]).toEqual(
      expect.arrayContaining(["hero.title", "about.paragraphs.1", "services.items.7.body"]),
    );
    for (const [eid, text] of texts) {
      expect(decode(text).trim(), eid).toBe(expectedText(HOME_CONTENT, eid));
    }
  });
});
