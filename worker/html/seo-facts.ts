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
// character references are decoded here the way a browser's parser does.

const NAMED: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  copy: "©",
  reg: "®",
  trade: "™",
  hellip: "…",
  mdash: "—",
  ndash: "–",
  lsquo: "‘",
  rsquo: "’",
  ldquo: "“",
  rdquo: "”",
  sbquo: "‚",
  bdquo: "„",
  laquo: "«",
  raquo: "»",
  bull: "•",
  middot: "·",
  times: "×",
  divide: "÷",
  deg: "°",
  plusmn: "±",
  para: "¶",
  sect: "§",
  euro: "€",
  pound: "£",
  yen: "¥",
  cent: "¢",
  rarr: "→",
  larr: "←",
  uarr: "↑",
  darr: "↓",
  harr: "↔",
  check: "✓",
  star: "☆",
  hearts: "♥",
  shy: "\u00ad",
  ensp: "\u2002",
  emsp: "\u2003",
  thinsp: "\u2009",
  zwnj: "\u200c",
  zwj: "\u200d",
  aacute: "á",
  Aacute: "Á",
  agrave: "à",
  acirc: "â",
  auml: "ä",
  Auml: "Ä",
  atilde: "ã",
  aring: "å",
  aelig: "æ",
  ccedil: "ç",
  Ccedil: "Ç",
  eacute: "é",
  Eacute: "É",
  egrave: "è",
  ecirc: "ê",
  euml: "ë",
  iacute: "í",
  igrave: "ì",
  icirc: "î",
  iuml: "ï",
  ntilde: "ñ",
  Ntilde: "Ñ",
  oacute: "ó",
  ograve: "ò",
  ocirc: "ô",
  ouml: "ö",
  Ouml: "Ö",
  otilde: "õ",
  oslash: "ø",
  szlig: "ß",
  uacute: "ú",
  ugrave: "ù",
  ucirc: "û",
  uuml: "ü",
  Uuml: "Ü",
  yacute: "ý",
  yuml: "ÿ",
};

// Windows-1252 meanings of &#128; … &#159;, as browsers read them.
const C1: Record<number, number> = {
  128: 0x20ac,
  130: 0x201a,
  131: 0x0192,
  132: 0x201e,
  133: 0x2026,
  134: 0x2020,
  135: 0x2021,
  136: 0x02c6,
  137: 0x2030,
  138: 0x0160,
  139: 0x2039,
  140: 0x0152,
  142: 0x017d,
  145: 0x2018,
  146: 0x2019,
  147: 0x201c,
  148: 0x201d,
  149: 0x2022,
  150: 0x2013,
  151: 0x2014,
  152: 0x02dc,
  153: 0x2122,
  154: 0x0161,
  155: 0x203a,
  156: 0x0153,
  158: 0x017e,
  159: 0x0178,
};

function codePoint(value: number): string {
  if (value === 0 || value > 0x10ffff || (value >= 0xd800 && value <= 0xdfff)) return "\ufffd";
  return String.fromCodePoint(C1[value] ?? value);
}

/** Decodes numeric and common named character references (`&amp;`, `&#233;`, `&#x41;`). */
export function decodeEntities(text: string): string {
  if (!text.includes("&")) return text;
  return text.replace(
    /&(?:#(\d{1,7});?|#[xX]([0-9a-fA-F]{1,6});?|([A-Za-z][A-Za-z0-9]*);)/g,
    (match, dec, hex, name) => {
      if (dec !== undefined) return codePoint(Number.parseInt(dec, 10));
      if (hex !== undefined) return codePoint(Number.parseInt(hex, 16));
      return NAMED[name] ?? match;
    },
  );
}

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
