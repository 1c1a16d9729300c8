import { Marked, type TokenizerAndRendererExtension } from "marked";
import type { IWhiteList } from "xss";
import * as xssModule from "xss";
import { altOfImage, type ImageFacts, mediaKeyOf } from "../schemas/media";
import { parseUrl } from "../schemas/text";
import { decodeEntities } from "./html-entities";

// Blog markdown to HTML, the same in the Worker (public pages) and in the browser (the
// editor's preview), so the preview is exactly what visitors get. Raw HTML inside a post is
// allowed only as far as the allowlist below keeps it: no script, no event attributes, no
// style, no javascript:/data: links.

// `xss` is CommonJS: bundlers expose its exports either as named exports or under `default`.
type FilterXssClass = typeof xssModule.FilterXSS;
const xssExports: { FilterXSS?: FilterXssClass; default?: unknown } = xssModule;
const FilterXSS: FilterXssClass =
  xssExports.FilterXSS ?? (xssExports.default as { FilterXSS: FilterXssClass }).FilterXSS;

/**
 * A numeric character reference of any length (`&#x110000;`, `&#99999999999;`) reads as a
 * browser reads it: a number that names no character is U+FFFD. CommonMark leaves references
 * longer than 7 digits (6 in hex) as text, which would show a visitor the raw `&#…;`.
 * Code spans and blocks keep them as written (marked never runs inline extensions there).
 */
const characterReference: TokenizerAndRendererExtension = {
  name: "characterReference",
  level: "inline",
  start: (src) => src.match(/&#[xX]?[0-9a-fA-F]/)?.index,
  tokenizer(src) {
    const match = /^&#(?:[xX][0-9a-fA-F]+|\d+);/.exec(src);
    return match ? { type: "characterReference", raw: match[0] } : undefined;
  },
  renderer: (token) => escapeAttr(decodeEntities(token.raw)),
};

const marked = new Marked({
  gfm: true,
  breaks: false,
  async: false,
  extensions: [characterReference],
});

const ALLOWED: IWhiteList = {
  a: ["href", "title"],
  abbr: ["title"],
  b: [],
  blockquote: [],
  br: [],
  code: [],
  del: [],
  details: [],
  em: [],
  figcaption: [],
  figure: [],
  h1: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  hr: [],
  i: [],
  img: ["src", "alt", "title", "width", "height"],
  input: ["type", "checked", "disabled"],
  kbd: [],
  li: [],
  mark: [],
  ol: ["start"],
  p: [],
  pre: [],
  s: [],
  strong: [],
  sub: [],
  summary: [],
  sup: [],
  table: [],
  tbody: [],
  td: ["align"],
  th: ["align"],
  thead: [],
  tr: [],
  u: [],
  ul: [],
};

/** Links: web, mail, phone, in-page and site-relative (not protocol-relative). */
function safeHref(value: string): string {
  const v = value.trim();
  if (/^(https?:|mailto:|tel:)/i.test(v)) return v;
  if (v.startsWith("#")) return v;
  if (v.startsWith("/") && !v.startsWith("//") && !v.startsWith("/\\")) return v;
  return "";
}

/**
 * Images: this site's paths only (uploaded images live at /images/…). An image from another
 * host, however it is spelled (`https:`, `//host`, `/\\host`, entities, whitespace), would tell
 * that host who reads the post; the CSP is the second line, this is the first.
 */
function safeSrc(value: string): string {
  const v = value.trim();
  return isSameSitePath(v) ? v : "";
}

function isSameSitePath(value: string): boolean {
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return false;
  return parseUrl(value, "https://site.invalid")?.host === "site.invalid";
}

/**
 * The sanitiser writes every kept attribute as name="value" with quotes and angle brackets
 * escaped, so its `<img>` tags can be read reliably here; one without a kept `src` (another
 * host's image had it emptied) goes entirely.
 */
function dropImagesWithoutSource(html: string): string {
  return html.replace(/<img\b[^>]*>/gi, (tag) => (/\ssrc="[^"]+"/.test(tag) ? tag : ""));
}

const filter = new FilterXSS({
  whiteList: ALLOWED,
  stripIgnoreTag: true,
  stripIgnoreTagBody: ["script", "style", "iframe", "object", "embed", "noscript", "template"],
  allowCommentTag: false,
  css: false,
  onTagAttr(tag, name, value) {
    // Task-list checkboxes only, and never interactive.
    if (tag === "input") {
      if (name === "type") return value === "checkbox" ? 'type="checkbox"' : "";
      if (name === "checked" || name === "disabled") return `${name}`;
    }
    return undefined;
  },
  safeAttrValue(tag, name, value, cssFilter) {
    void tag;
    void cssFilter;
    const decoded = decodeAttribute(value);
    if (name === "href") return escapeAttr(safeHref(decoded));
    if (name === "src") return escapeAttr(safeSrc(decoded));
    if (name === "width" || name === "height" || name === "start") {
      return /^\d{1,5}$/.test(decoded) ? decoded : "";
    }
    if (name === "align") return /^(left|right|center)$/.test(decoded) ? decoded : "";
    return escapeAttr(decoded);
  },
});

/**
 * An attribute value as the browser will read it, less the control characters browsers drop
 * inside URLs, so `java&#x09;script:` is checked as the `javascript:` it becomes.
 */
function decodeAttribute(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers drop these inside URLs
  return decodeEntities(value).replace(/[\u0000-\u001F\u007F]/g, "");
}

function escapeAttr(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/"/g, "&quot;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
}

/** What a render knows besides the markdown. */
export interface RenderOptions {
  /** The media library's facts of the `/images/{key}` files the post shows, by key. */
  images?: ReadonlyMap<string, ImageFacts>;
}

/**
 * Markdown to sanitised HTML (GitHub-flavoured markdown, allowlisted HTML). Every image is
 * lazy and decoded off the main thread; with `images`, a library image also gets its pixel
 * size (no layout shift) and, where the markdown gives no alt, the library's alt text.
 */
export function renderMarkdown(markdown: string, options: RenderOptions = {}): string {
  const html = marked.parse(markdown);
  return withImageFacts(sanitizeHtml(typeof html === "string" ? html : ""), options.images);
}

/** Attributes of an `<img>` tag the sanitiser wrote (`name="value"` or a bare `name`). */
const IMG_ATTRIBUTE = /\s([a-z-]+)(?:="([^"]*)")?/gi;

/**
 * Completes the sanitiser's `<img>` tags: alt (the markdown's own words, else the library's
 * current alt, else ""), width and height from the library when the markdown set neither, lazy
 * loading. Values the sanitiser kept are already escaped; the library's alt is escaped here.
 */
function withImageFacts(html: string, images?: ReadonlyMap<string, ImageFacts>): string {
  return html.replace(/<img\b[^>]*>/gi, (tag) => {
    const attributes = new Map<string, string>();
    for (const [, name = "", value = ""] of tag.matchAll(IMG_ATTRIBUTE)) {
      attributes.set(name.toLowerCase(), value);
    }
    const src = attributes.get("src") ?? "";
    const key = mediaKeyOf(decodeEntities(src));
    const facts = key ? images?.get(key) : undefined;
    // The post's own alt, unless it is none or one it copied from the library (altOfImage).
    const own = attributes.get("alt") ?? "";
    const shown = facts ? altOfImage(decodeEntities(own), facts, "body") : own;
    const alt = facts && shown !== decodeEntities(own) ? escapeAttr(shown) : own;
    let width = attributes.get("width");
    let height = attributes.get("height");
    if (!width && !height && facts?.width && facts.height) {
      width = String(facts.width);
      height = String(facts.height);
    }
    const title = attributes.get("title");
    return [
      `<img src="${src}" alt="${alt}"`,
      title ? ` title="${title}"` : "",
      width ? ` width="${width}"` : "",
      height ? ` height="${height}"` : "",
      ' loading="lazy" decoding="async">',
    ].join("");
  });
}

/** Keeps only the allowlisted tags and attributes of a piece of HTML. */
export function sanitizeHtml(html: string): string {
  return dropImagesWithoutSource(filter.process(html));
}

/** Top-level blocks whose text staff may edit inline; list items of top-level lists too. */
const EDITABLE_BLOCKS = new Set(["h1", "h2", "h3", "h4", "h5", "h6", "p", "blockquote"]);
const LISTS = new Set(["ul", "ol"]);
const VOID_TAGS = new Set(["br", "hr", "img", "input"]);
/** A list item holding one of these is structure, not a line of text: it gets no eid. */
const NESTED_STRUCTURE = /<(ul|ol|pre|blockquote|table|h[1-6])\b/i;
/** A block that is one link and nothing else: a call to action, edited as a button. */
const LONE_LINK = /^\s*<a\b[^>]*>((?:(?!<\/?a\b)[\s\S])*)<\/a>\s*$/i;

/** FNV-1a of a string, 32 bits, base 36: the same in the Worker and the browser. */
function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36).padStart(7, "0");
}

/** A block's own text: its markup without tags, whitespace collapsed. */
function blockText(inner: string): string {
  return inner
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * Adds `data-eid`s to sanitised post HTML, for inline editing: each top-level heading,
 * paragraph and blockquote and each item of a top-level list gets `b-{hash of its own text}`
 * (`-2`, `-3` … for repeats), so inserting a block above leaves the others' ids alone; a block
 * that is a single link gets the id on the link (a button). Runs on the sanitiser's output,
 * whose tags are regular (kept attributes quoted, `<` and `>` escaped) and which has already
 * dropped any `data-eid` the markdown carried, so an author cannot forge one.
 */
export function addBlockEids(html: string): string {
  const tag = /<(\/?)([a-z][a-z0-9]*)\b[^>]*>/gi;
  const stack: string[] = [];
  const starts: { name: string; index: number; end: number; inList: boolean }[] = [];
  const blocks: { name: string; openEnd: number; closeStart: number; openStart: number }[] = [];
  for (let match = tag.exec(html); match; match = tag.exec(html)) {
    const [text, slash, rawName = ""] = match;
    const name = rawName.toLowerCase();
    if (VOID_TAGS.has(name)) continue;
    if (!slash) {
      const depth = stack.length;
      const parent = stack[depth - 1];
      const topLevel = depth === 0 && EDITABLE_BLOCKS.has(name);
      const listItem = depth === 1 && name === "li" && parent !== undefined && LISTS.has(parent);
      if (topLevel || listItem) {
        starts.push({
          name,
          index: match.index,
          end: match.index + text.length,
          inList: listItem,
        });
      }
      stack.push(name);
      continue;
    }
    const at = stack.lastIndexOf(name);
    if (at === -1) continue;
    stack.length = at;
    const open = starts.at(-1);
    if (open && open.name === name && stack.length === (open.inList ? 1 : 0)) {
      blocks.push({
        name,
        openStart: open.index,
        openEnd: open.end,
        closeStart: match.index,
      });
      starts.pop();
    } else if (stack.length === 0) {
      starts.length = 0;
    }
  }
  const seen = new Map<string, number>();
  let out = "";
  let cursor = 0;
  for (const block of blocks) {
    const inner = html.slice(block.openEnd, block.closeStart);
    const text = blockText(inner);
    if (!text || (block.name === "li" && NESTED_STRUCTURE.test(inner))) continue;
    const base = `b-${shortHash(text)}`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    const eid = count === 1 ? base : `${base}-${count}`;
    const link = LONE_LINK.exec(inner);
    if (link) {
      const linkAt = block.openEnd + inner.indexOf("<a") + 2;
      out += `${html.slice(cursor, linkAt)} data-eid="${eid}"`;
      cursor = linkAt;
    } else {
      const at = block.openStart + block.name.length + 1;
      out += `${html.slice(cursor, at)} data-eid="${eid}"`;
      cursor = at;
    }
  }
  return out + html.slice(cursor);
}
