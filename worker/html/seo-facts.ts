import { Parser } from "htmlparser2";
import { decodeEntities } from "../../app/lib/html-entities";
import type { PageFacts } from "../../app/lib/seo-analyzer";
import {
  buildFacts,
  collapse,
  emptyRawFacts,
  HIDDEN_TEXT_ELEMENTS,
  isCanonicalRel,
  isHeading,
  isJsonLd,
  recordMeta,
} from "../../app/lib/seo-facts";

// What crawlers read from a page's HTML, in one pass of htmlparser2's tokenizer: the <head>'s
// tags (one reader that the analyzer's facts, the SEO deploy check and the social previews all
// build on) and the analyzer's page facts, the Worker twin of app/lib/seo-facts.ts (DOMParser).
// Text and attribute values are handed over as written in the source, so character references
// are decoded by each reader's user, the way a browser's parser does.

/** One `<meta>`: its name, property, content, charset and http-equiv, each as written. */
export type MetaTag = ReadonlyMap<string, string>;

const META_ATTRIBUTES = ["name", "property", "content", "charset", "http-equiv"];

/** What a page's tags say about it, as written in the source (no reference decoded). */
export interface HeadTags {
  /** Each `<title>` in document order, and whether `<head>` is its parent. */
  titles: { text: string; inHead: boolean }[];
  metas: MetaTag[];
  /** The href of the first `<link rel="canonical">`. */
  canonicalHref: string | null;
}

type Attributes = Readonly<Record<string, string>>;

/**
 * One pass over a page's HTML that several readers share: each element's opening (with its
 * parent's name and its attributes as written) and end, and each text node whole (the parser
 * may hand one over in pieces). `end()` comes for every element, its end tag written or not.
 */
interface Reader {
  open: ((name: string, attributes: Attributes, parent: string | undefined) => void)[];
  close: ((name: string) => void)[];
  text: ((text: string) => void)[];
}

const newReader = (): Reader => ({ open: [], close: [], text: [] });

/**
 * Runs `reader` over `html` with htmlparser2's tokenizer: tags and attribute values as written
 * (no reference decoded), script, style, title and textarea bodies as text. A JavaScript parser
 * here, not HTMLRewriter: every handler HTMLRewriter calls crosses from the runtime into the
 * isolate, which cost ~6 ms a page (bench row (f), decision 0091).
 */
function read(reader: Reader, html: string): void {
  const stack: string[] = [];
  let pending = "";
  const flush = () => {
    if (pending === "") return;
    const text = pending;
    pending = "";
    for (const listener of reader.text) listener(text);
  };
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        flush();
        const parent = stack.at(-1);
        stack.push(name);
        for (const listener of reader.open) listener(name, attributes, parent);
      },
      onclosetag(name) {
        flush();
        stack.pop();
        for (const listener of reader.close) listener(name);
      },
      ontext(text) {
        pending += text;
      },
      oncomment: flush,
    },
    { decodeEntities: false, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  flush();
}

/**
 * Adds the head reader to `reader`: titles, metas and the canonical link, outside `<template>`
 * (whose content is not part of the document). Read the answer once the reader has run.
 */
function watchHead(reader: Reader): { tags: () => HeadTags; inTemplate: () => boolean } {
  const head: HeadTags = { titles: [], metas: [], canonicalHref: null };
  let template = 0;
  let title: { text: string; inHead: boolean } | null = null;
  reader.open.push((name, attributes, parent) => {
    if (name === "template") template += 1;
    if (template > 0) return;
    if (name === "title") {
      title = { text: "", inHead: parent === "head" };
      head.titles.push(title);
    } else if (name === "meta") {
      const tag = new Map<string, string>();
      for (const attribute of META_ATTRIBUTES) {
        const value = attributes[attribute];
        if (value !== undefined) tag.set(attribute, value);
      }
      head.metas.push(tag);
    } else if (name === "link" && head.canonicalHref === null) {
      const rel = attributes.rel;
      if (rel !== undefined && isCanonicalRel(rel)) head.canonicalHref = attributes.href ?? null;
    }
  });
  reader.close.push((name) => {
    if (name === "template") template = Math.max(0, template - 1);
    if (name === "title") title = null;
  });
  reader.text.push((text) => {
    if (title) title.text += text;
  });
  return { tags: () => head, inTemplate: () => template > 0 };
}

/** Reads a page's head tags (see `watchHead`). */
export async function readHead(response: Response): Promise<HeadTags> {
  const reader = newReader();
  const head = watchHead(reader);
  read(reader, await response.text());
  return head.tags();
}

/** The text of the `<title>` children of `<head>`, as written. */
export function headTitleText(head: HeadTags): string {
  return head.titles
    .filter((title) => title.inHead)
    .map((title) => title.text)
    .join("");
}

/** The first non-empty content of a `<meta {attribute}="{value}">`, as written; "" if none. */
export function metaContent(head: HeadTags, attribute: string, value: string): string {
  for (const meta of head.metas) {
    const content = meta.get("content") ?? "";
    if (meta.get(attribute) === value && content) return content;
  }
  return "";
}

/**
 * The title and meta description of a page's `<head>` as search results show them
 * (references decoded, whitespace collapsed).
 */
export function headSnippet(head: HeadTags): { title: string; description: string } {
  return {
    title: collapse(decodeEntities(headTitleText(head))),
    description: collapse(decodeEntities(metaContent(head, "name", "description"))),
  };
}

/** Adds the analyzer's page facts to `reader`, on top of its head reader. */
function watchFacts(reader: Reader, head: ReturnType<typeof watchHead>) {
  const raw = emptyRawFacts();
  let hidden = 0;
  let noscript = 0;
  let h1Depth = 0;
  let h1Text: string | null = null;
  let h1Done = false;
  // DOMParser keeps <template> content out of the tree and (scripting off) reads <noscript> as
  // markup; elements inside either are left out, as in app/lib/seo-facts.ts.
  const skip = () => head.inTemplate() || noscript > 0;
  // The link being read (its index in raw.hrefs) and its words so far, as `textContent`
  // reads them; its aria-label and first image alt stand in when it has none.
  let anchor = -1;
  let anchorText = "";
  let anchorLabel = "";
  let anchorAlt = "";
  const endAnchor = () => {
    if (anchor >= 0)
      raw.hrefTexts[anchor] = collapse(anchorText) || collapse(anchorLabel) || anchorAlt;
    anchor = -1;
  };
  const attribute = (attributes: Attributes, name: string) => {
    const value = attributes[name];
    return value === undefined ? null : decodeEntities(value);
  };

  reader.open.push((name, attributes) => {
    if (name === "html" && raw.language === null) raw.language = attribute(attributes, "lang");
    if (HIDDEN_TEXT_ELEMENTS.includes(name)) hidden += 1;
    // Counted first: a <noscript> itself is left out too, as `closest("noscript")` leaves it.
    if (name === "noscript") noscript += 1;
    if (skip()) return;
    if (isHeading(name)) {
      raw.headings[name] += 1;
      if (name === "h1" && !h1Done) {
        h1Depth += 1;
        if (h1Text === null) h1Text = "";
      }
    } else if (name === "img") {
      if (anchor >= 0 && anchorAlt === "") anchorAlt = collapse(attribute(attributes, "alt") ?? "");
      if (attributes.alt !== undefined) raw.imagesWithAlt += 1;
      else raw.imagesWithoutAlt += 1;
    } else if (name === "a" && attributes.href !== undefined) {
      endAnchor(); // a link inside a link (invalid) ends the outer one, as parsers do
      raw.hrefs.push(attribute(attributes, "href") ?? "");
      raw.hrefTexts.push("");
      anchor = raw.hrefs.length - 1;
      anchorText = "";
      anchorLabel = attribute(attributes, "aria-label") ?? "";
      anchorAlt = "";
    } else if (name === "script" && attributes.type !== undefined) {
      if (isJsonLd(attributes.type)) raw.structuredDataCount += 1;
    }
    if (attributes.itemscope !== undefined) raw.structuredDataCount += 1;
  });
  reader.close.push((name) => {
    if (name === "a") endAnchor();
    if (HIDDEN_TEXT_ELEMENTS.includes(name)) hidden = Math.max(0, hidden - 1);
    if (name === "noscript") noscript = Math.max(0, noscript - 1);
    if (name === "h1" && h1Depth > 0) {
      h1Depth -= 1;
      if (h1Depth === 0) h1Done = true;
    }
  });
  reader.text.push((written) => {
    // Script and style bodies (hidden, not an h1) are not read at all.
    const inH1 = h1Depth > 0 && !h1Done;
    if (hidden > 0 && !inH1) return;
    const text = decodeEntities(written);
    if (anchor >= 0) anchorText += text;
    // The first h1's text content, as DOM textContent reads it.
    if (inH1) h1Text = (h1Text ?? "") + text;
    if (hidden === 0) raw.textNodes.push(text);
  });

  return (url: string, html: string): PageFacts => {
    endAnchor(); // a link the page never closed ends with it
    const tags = head.tags();
    const title = tags.titles[0];
    raw.title = title ? decodeEntities(title.text) : null;
    for (const meta of tags.metas) {
      recordMeta(raw, (name) => {
        const value = meta.get(name);
        return value === undefined ? null : decodeEntities(value);
      });
    }
    raw.canonicalHref = tags.canonicalHref === null ? null : decodeEntities(tags.canonicalHref);
    raw.h1Text = h1Text;
    return buildFacts(raw, url, html);
  };
}

/** Adds the lead reader to `reader`: the first paragraphs of `<main>`, about 600 characters. */
function watchLead(reader: Reader): () => string {
  let lead = "";
  let paragraphs = 0;
  let main = 0;
  let inParagraph = 0;
  reader.open.push((name) => {
    if (name === "main") main += 1;
    if (name !== "p" || main === 0) return;
    inParagraph += 1;
    paragraphs += 1;
    if (paragraphs > 1 && lead.length < 600) lead += " ";
  });
  reader.close.push((name) => {
    if (name === "main") main = Math.max(0, main - 1);
    if (name === "p" && inParagraph > 0) inParagraph -= 1;
  });
  reader.text.push((text) => {
    if (inParagraph > 0 && paragraphs <= 4 && lead.length < 600) lead += text;
  });
  return () => collapse(decodeEntities(lead));
}

/**
 * The analyzer's facts of an HTML page (the same facts DOMParser gives in the browser, see
 * app/lib/seo-facts.ts).
 */
export async function factsFromHtml(html: string, url: string): Promise<PageFacts> {
  const reader = newReader();
  const facts = watchFacts(reader, watchHead(reader));
  read(reader, html);
  return facts(url, html);
}

/** What one page's HTML says for its search snippet, read in one pass. */
export interface PageText {
  facts: PageFacts;
  head: HeadTags;
  /** The text of the first paragraphs of `<main>`, up to about 600 characters. */
  lead: string;
}

/** The analyzer's facts, the head's tags and the lead paragraphs of an HTML page. */
export async function readPageText(html: string, url: string): Promise<PageText> {
  const reader = newReader();
  const head = watchHead(reader);
  const facts = watchFacts(reader, head);
  const lead = watchLead(reader);
  read(reader, html);
  return { facts: facts(url, html), head: head.tags(), lead: lead() };
}
