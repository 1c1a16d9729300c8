import { parseUrl } from "../schemas/text";
import { type PageFacts, textStats } from "./seo-analyzer";

// Page facts for the analyzer. Two extractors read the same things the same way: this one
// with DOMParser in the browser, worker/html/seo-facts.ts with htmlparser2's tokenizer in the Worker.
// Both feed a RawFacts record into `buildFacts`, so every rule after extraction is shared.

/** Elements whose text is not the page's visible text. */
export const HIDDEN_TEXT_ELEMENTS = ["head", "title", "script", "style", "noscript", "template"];

/** What an extractor reads from the markup, before any rule is applied. */
export interface RawFacts {
  title: string | null;
  /** `<meta>` name (or property) lower-cased → content, first one wins. */
  meta: Map<string, string>;
  socialTagCount: number;
  charset: string | null;
  headings: PageFacts["headings"];
  h1Text: string | null;
  imagesWithAlt: number;
  imagesWithoutAlt: number;
  hrefs: string[];
  /** Each link's words, in `hrefs`' order: its text, else its aria-label, else an image's alt. */
  hrefTexts: string[];
  canonicalHref: string | null;
  structuredDataCount: number;
  language: string | null;
  /** Visible text nodes, in document order. */
  textNodes: string[];
}

export function emptyRawFacts(): RawFacts {
  return {
    title: null,
    meta: new Map(),
    socialTagCount: 0,
    charset: null,
    headings: { h1: 0, h2: 0, h3: 0, h4: 0, h5: 0, h6: 0 },
    h1Text: null,
    imagesWithAlt: 0,
    imagesWithoutAlt: 0,
    hrefs: [],
    hrefTexts: [],
    canonicalHref: null,
    structuredDataCount: 0,
    language: null,
    textNodes: [],
  };
}

/** Whitespace runs as one space, trimmed. */
export const collapse = (text: string) => text.replace(/\s+/g, " ").trim();

/** The longest link text kept. */
const LINK_TEXT_MAX = 120;

/** A link's words as reports show them: collapsed, cut at 120 characters. */
const linkWords = (text: string) => {
  const words = collapse(text);
  return words.length > LINK_TEXT_MAX ? `${words.slice(0, LINK_TEXT_MAX - 1)}…` : words;
};

const orNull = (text: string | null | undefined) => {
  const value = text == null ? "" : collapse(text);
  return value === "" ? null : value;
};

/** Records one `<meta>`: social tags, charset and the first value of each name. */
export function recordMeta(raw: RawFacts, attr: (name: string) => string | null): void {
  const charset = attr("charset");
  if (charset !== null && raw.charset === null) raw.charset = collapse(charset).toLowerCase();
  const httpEquiv = attr("http-equiv");
  if (httpEquiv?.toLowerCase() === "content-type" && raw.charset === null) {
    const match = /charset=([^;\s]+)/i.exec(attr("content") ?? "");
    if (match?.[1]) raw.charset = match[1].toLowerCase();
  }
  const key = (attr("name") ?? attr("property") ?? "").trim().toLowerCase();
  if (key === "") return;
  if (key.startsWith("og:") || key.startsWith("twitter:")) raw.socialTagCount += 1;
  if (!raw.meta.has(key)) raw.meta.set(key, attr("content") ?? "");
}

export function isHeading(tag: string): tag is keyof PageFacts["headings"] {
  return /^h[1-6]$/.test(tag);
}

/** Whether a `<link rel>` value names the canonical link. */
export const isCanonicalRel = (rel: string | null) =>
  (rel ?? "").toLowerCase().split(/\s+/).includes("canonical");

/** Whether a `<script type>` is JSON-LD. */
export const isJsonLd = (type: string | null) =>
  (type ?? "").trim().toLowerCase() === "application/ld+json";

function resolve(href: string, base: string): URL | null {
  return parseUrl(href.trim(), base);
}

function withoutHash(url: URL): string {
  url.hash = "";
  return url.href;
}

/** The UTF-8 size of `text` in bytes, without encoding a copy of it. */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      // A surrogate pair is one 4-byte character; a lone surrogate encodes as U+FFFD (3).
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4;
        i += 1;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}

/** The analyzer's facts from what an extractor read. */
export function buildFacts(raw: RawFacts, url: string, html: string): PageFacts {
  const host = parseUrl(url)?.hostname ?? "";
  let internal = 0;
  let external = 0;
  const internalUrls: string[] = [];
  const internalLinkTexts: string[] = [];
  const seen = new Map<string, number>();
  // A page repeats its links (navigation, footer, cards): each distinct href is resolved once,
  // to its address without the fragment, or null when it is internal to nothing.
  const resolved = new Map<string, { internal: boolean; href: string } | null>();
  for (const [index, href] of raw.hrefs.entries()) {
    let target = resolved.get(href);
    if (target === undefined) {
      const trimmed = href.trim();
      const parsed = trimmed === "" || trimmed.startsWith("#") ? null : resolve(href, url);
      target =
        parsed && (parsed.protocol === "http:" || parsed.protocol === "https:")
          ? { internal: parsed.hostname === host, href: withoutHash(parsed) }
          : null;
      resolved.set(href, target);
    }
    if (!target) continue;
    if (target.internal) {
      internal += 1;
      const text = linkWords(raw.hrefTexts[index] ?? "");
      const at = seen.get(target.href);
      if (at === undefined) {
        seen.set(target.href, internalUrls.length);
        internalUrls.push(target.href);
        internalLinkTexts.push(text);
      } else if (internalLinkTexts[at] === "") internalLinkTexts[at] = text;
    } else {
      external += 1;
    }
  }
  const canonical =
    raw.canonicalHref === null ? null : (resolve(raw.canonicalHref, url)?.href ?? null);
  return {
    title: orNull(raw.title),
    description: orNull(raw.meta.get("description")),
    headings: raw.headings,
    h1Text: orNull(raw.h1Text) ?? "",
    images: {
      total: raw.imagesWithAlt + raw.imagesWithoutAlt,
      withAlt: raw.imagesWithAlt,
      withoutAlt: raw.imagesWithoutAlt,
    },
    links: { internal, external },
    internalUrls,
    internalLinkTexts,
    pageSize: utf8Length(html),
    hasViewport: raw.meta.has("viewport"),
    structuredDataCount: raw.structuredDataCount,
    socialTagCount: raw.socialTagCount,
    canonical,
    robots: orNull(raw.meta.get("robots")),
    charset: raw.charset,
    language: orNull(raw.language),
    ...textStats(raw.textNodes.join(" ")),
  };
}

function isHidden(node: Node): boolean {
  for (let el = node.parentElement; el; el = el.parentElement) {
    if (HIDDEN_TEXT_ELEMENTS.includes(el.localName)) return true;
  }
  return false;
}

/** Elements outside <noscript> (the Worker's reader leaves elements inside it out). */
function all(doc: Document, selector: string): Element[] {
  return [...doc.querySelectorAll(selector)].filter((el) => !el.closest("noscript"));
}

/** Facts of a parsed document (DOMParser in the browser). */
export function factsFromDocument(doc: Document, url: string, html: string): PageFacts {
  const raw = emptyRawFacts();
  raw.language = doc.documentElement.getAttribute("lang");
  const title = all(doc, "title")[0];
  raw.title = title ? (title.textContent ?? "") : null;
  for (const el of all(doc, "meta")) recordMeta(raw, (name) => el.getAttribute(name));
  for (const el of all(doc, "h1, h2, h3, h4, h5, h6")) {
    const tag = el.localName;
    if (isHeading(tag)) raw.headings[tag] += 1;
    if (tag === "h1" && raw.h1Text === null) raw.h1Text = el.textContent ?? "";
  }
  for (const img of all(doc, "img")) {
    if (img.hasAttribute("alt")) raw.imagesWithAlt += 1;
    else raw.imagesWithoutAlt += 1;
  }
  for (const a of all(doc, "a[href]")) {
    raw.hrefs.push(a.getAttribute("href") ?? "");
    raw.hrefTexts.push(
      collapse(a.textContent ?? "") ||
        collapse(a.getAttribute("aria-label") ?? "") ||
        collapse(a.querySelector("img[alt]")?.getAttribute("alt") ?? ""),
    );
  }
  for (const link of all(doc, "link[rel]")) {
    if (raw.canonicalHref === null && isCanonicalRel(link.getAttribute("rel"))) {
      raw.canonicalHref = link.getAttribute("href");
    }
  }
  for (const script of all(doc, "script[type]")) {
    if (isJsonLd(script.getAttribute("type"))) raw.structuredDataCount += 1;
  }
  raw.structuredDataCount += all(doc, "[itemscope]").length;
  const walker = doc.createTreeWalker(doc.documentElement, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!isHidden(node)) raw.textNodes.push(node.nodeValue ?? "");
  }
  return buildFacts(raw, url, html);
}

/** Facts of an HTML string in the browser. */
export function factsFromHtmlInBrowser(html: string, url: string): PageFacts {
  return factsFromDocument(new DOMParser().parseFromString(html, "text/html"), url, html);
}
