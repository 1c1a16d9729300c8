import { decodeEntities } from "../../app/lib/html-entities";
import type { PageFacts } from "../../app/lib/seo-analyzer";
import {
  buildFacts,
  emptyRawFacts,
  HIDDEN_TEXT_ELEMENTS,
  isCanonicalRel,
  isHeading,
  isJsonLd,
  recordMeta,
} from "../../app/lib/seo-facts";

// The analyzer's page facts read by HTMLRewriter, the Worker twin of app/lib/seo-facts.ts
// (DOMParser). HTMLRewriter hands over text and attribute values as written in the source, so
// character references are decoded here (app/lib/html-entities.ts) the way a browser's parser
// does.

const attribute = (element: Element, name: string) => {
  const value = element.getAttribute(name);
  return value === null ? null : decodeEntities(value);
};

/**
 * The analyzer's facts of an HTML page, read by HTMLRewriter (the same facts DOMParser gives
 * in the browser, see app/lib/seo-facts.ts).
 */
export async function factsFromHtml(html: string, url: string): Promise<PageFacts> {
  const raw = emptyRawFacts();
  let hidden = 0;
  let titleText: string | null = null;
  let inTitle = false;
  let h1Depth = 0;
  let h1Text: string | null = null;
  let h1Done = false;
  let pending = "";
  // lol-html reads <template> as markup and <noscript> as text, while DOMParser keeps
  // <template> content out of the tree and (scripting off) reads <noscript> as markup; both
  // extractors leave elements inside either out.
  let template = 0;
  const skip = () => template > 0;

  const rewriter = new HTMLRewriter()
    .on("html", {
      element(el) {
        if (raw.language === null) raw.language = attribute(el, "lang");
      },
    })
    .on(HIDDEN_TEXT_ELEMENTS.join(", "), {
      element(el) {
        hidden += 1;
        if (el.tagName === "template") {
          template += 1;
          el.onEndTag(() => {
            template -= 1;
          });
        }
        const isTitle = el.tagName === "title" && titleText === null && !skip();
        if (isTitle) {
          inTitle = true;
          titleText = "";
        }
        el.onEndTag(() => {
          hidden -= 1;
          if (isTitle) inTitle = false;
        });
      },
    })
    .on("meta", {
      element(el) {
        if (!skip()) recordMeta(raw, (name) => attribute(el, name));
      },
    })
    .on("h1, h2, h3, h4, h5, h6", {
      element(el) {
        if (skip()) return;
        const tag = el.tagName;
        if (isHeading(tag)) raw.headings[tag] += 1;
        if (tag === "h1" && !h1Done) {
          h1Depth += 1;
          if (h1Text === null) h1Text = "";
          el.onEndTag(() => {
            h1Depth -= 1;
            if (h1Depth === 0) h1Done = true;
          });
        }
      },
    })
    .on("img", {
      element(el) {
        if (skip()) return;
        if (el.hasAttribute("alt")) raw.imagesWithAlt += 1;
        else raw.imagesWithoutAlt += 1;
      },
    })
    .on("a[href]", {
      element(el) {
        if (!skip()) raw.hrefs.push(attribute(el, "href") ?? "");
      },
    })
    .on("link[rel]", {
      element(el) {
        if (skip()) return;
        if (raw.canonicalHref === null && isCanonicalRel(el.getAttribute("rel"))) {
          raw.canonicalHref = attribute(el, "href");
        }
      },
    })
    .on("script[type]", {
      element(el) {
        if (!skip() && isJsonLd(el.getAttribute("type"))) raw.structuredDataCount += 1;
      },
    })
    .on("[itemscope]", {
      element() {
        if (!skip()) raw.structuredDataCount += 1;
      },
    })
    .onDocument({
      text(chunk) {
        // Script and style bodies (hidden, not the title or an h1) are not read at all.
        const wanted = hidden === 0 || inTitle || (h1Depth > 0 && !h1Done);
        if (!wanted) return;
        pending += chunk.text;
        if (!chunk.lastInTextNode) return;
        const text = decodeEntities(pending);
        pending = "";
        if (inTitle) titleText = (titleText ?? "") + text;
        // The first h1's text content, as DOM textContent reads it.
        if (h1Depth > 0 && !h1Done) h1Text = (h1Text ?? "") + text;
        if (hidden === 0) raw.textNodes.push(text);
      },
    });

  await rewriter
    .transform(new Response(html, { headers: { "content-type": "text/html" } }))
    .arrayBuffer();
  raw.title = titleText;
  raw.h1Text = h1Text;
  return buildFacts(raw, url, html);
}
