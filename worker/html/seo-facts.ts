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

// What crawlers read from a page's HTML, with HTMLRewriter: the <head>'s tags (one reader that
// the analyzer's facts, the SEO deploy check and the social previews all build on) and the
// analyzer's page facts, the Worker twin of app/lib/seo-facts.ts (DOMParser). HTMLRewriter
// hands over text and attribute values as written in the source, so character references are
// decoded by each reader's user, the way a browser's parser does.

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

/**
 * Adds the head reader to `rewriter`: titles, metas and the canonical link, outside
 * `<template>` (whose content is not part of the document). Read the answer once the
 * transformed body has been consumed.
 */
export function watchHead(rewriter: HTMLRewriter): {
  tags: () => HeadTags;
  inTemplate: () => boolean;
} {
  const head: HeadTags = { titles: [], metas: [], canonicalHref: null };
  let template = 0;
  let title: { text: string; inHead: boolean } | null = null;
  rewriter
    .on("template", {
      element(el) {
        template += 1;
        el.onEndTag(() => {
          template -= 1;
        });
      },
    })
    .on("title", {
      element(el) {
        if (template > 0) return;
        const current = { text: "", inHead: false };
        head.titles.push(current);
        title = current;
        el.onEndTag(() => {
          title = null;
        });
      },
      text(chunk) {
        if (title) title.text += chunk.text;
      },
    })
    .on("head > title", {
      element() {
        if (title) title.inHead = true;
      },
    })
    .on("meta", {
      element(el) {
        if (template > 0) return;
        const tag = new Map<string, string>();
        for (const name of META_ATTRIBUTES) {
          const value = el.getAttribute(name);
          if (value !== null) tag.set(name, value);
        }
        head.metas.push(tag);
      },
    })
    .on("link[rel]", {
      element(el) {
        if (template > 0 || head.canonicalHref !== null) return;
        if (isCanonicalRel(el.getAttribute("rel"))) head.canonicalHref = el.getAttribute("href");
      },
    });
  return { tags: () => head, inTemplate: () => template > 0 };
}

/** Reads a page's head tags (see `watchHead`). */
export async function readHead(response: Response): Promise<HeadTags> {
  const rewriter = new HTMLRewriter();
  const head = watchHead(rewriter);
  await rewriter.transform(response).arrayBuffer();
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

/** Adds the analyzer's page facts to `rewriter`, on top of its head reader. */
function watchFacts(rewriter: HTMLRewriter, head: ReturnType<typeof watchHead>) {
  const raw = emptyRawFacts();
  let hidden = 0;
  let h1Depth = 0;
  let h1Text: string | null = null;
  let h1Done = false;
  let pending = "";
  // lol-html reads <template> as markup and <noscript> as text, while DOMParser keeps
  // <template> content out of the tree and (scripting off) reads <noscript> as markup; both
  // extractors leave elements inside either out.
  const skip = head.inTemplate;
  const attribute = (element: Element, name: string) => {
    const value = element.getAttribute(name);
    return value === null ? null : decodeEntities(value);
  };

  rewriter
    .on("html", {
      element(el) {
        if (raw.language === null) raw.language = attribute(el, "lang");
      },
    })
    .on(HIDDEN_TEXT_ELEMENTS.join(", "), {
      element(el) {
        hidden += 1;
        el.onEndTag(() => {
          hidden -= 1;
        });
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
        // Script and style bodies (hidden, not an h1) are not read at all.
        const wanted = hidden === 0 || (h1Depth > 0 && !h1Done);
        if (!wanted) return;
        pending += chunk.text;
        if (!chunk.lastInTextNode) return;
        const text = decodeEntities(pending);
        pending = "";
        // The first h1's text content, as DOM textContent reads it.
        if (h1Depth > 0 && !h1Done) h1Text = (h1Text ?? "") + text;
        if (hidden === 0) raw.textNodes.push(text);
      },
    });

  return (url: string, html: string): PageFacts => {
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

/** Adds the lead reader to `rewriter`: the first paragraphs of `<main>`, about 600 characters. */
function watchLead(rewriter: HTMLRewriter): () => string {
  let lead = "";
  let paragraphs = 0;
  rewriter.on("main p", {
    element() {
      paragraphs += 1;
      if (paragraphs > 1 && lead.length < 600) lead += " ";
    },
    text(chunk) {
      if (paragraphs <= 4 && lead.length < 600) lead += chunk.text;
    },
  });
  return () => collapse(decodeEntities(lead));
}

const asHtml = (html: string) => new Response(html, { headers: { "content-type": "text/html" } });

/**
 * The analyzer's facts of an HTML page, read by HTMLRewriter (the same facts DOMParser gives
 * in the browser, see app/lib/seo-facts.ts).
 */
export async function factsFromHtml(html: string, url: string): Promise<PageFacts> {
  const rewriter = new HTMLRewriter();
  const facts = watchFacts(rewriter, watchHead(rewriter));
  await rewriter.transform(asHtml(html)).arrayBuffer();
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
  const rewriter = new HTMLRewriter();
  const head = watchHead(rewriter);
  const facts = watchFacts(rewriter, head);
  const lead = watchLead(rewriter);
  await rewriter.transform(asHtml(html)).arrayBuffer();
  return { facts: facts(url, html), head: head.tags(), lead: lead() };
}
