import { Marked } from "marked";
import type { IWhiteList } from "xss";
import * as xssModule from "xss";

// Blog markdown to HTML, the same in the Worker (public pages) and in the browser (the
// editor's preview), so the preview is exactly what visitors get. Raw HTML inside a post is
// allowed only as far as the allowlist below keeps it: no script, no event attributes, no
// style, no javascript:/data: links.

// `xss` is CommonJS: bundlers expose its exports either as named exports or under `default`.
type FilterXssClass = typeof xssModule.FilterXSS;
const xssExports: { FilterXSS?: FilterXssClass; default?: unknown } = xssModule;
const FilterXSS: FilterXssClass =
  xssExports.FilterXSS ?? (xssExports.default as { FilterXSS: FilterXssClass }).FilterXSS;

const marked = new Marked({ gfm: true, breaks: false, async: false });

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

/** Images: web URLs and site paths (uploaded images live at /images/…). */
function safeSrc(value: string): string {
  const v = value.trim();
  if (/^https?:/i.test(v)) return v;
  if (v.startsWith("/") && !v.startsWith("//") && !v.startsWith("/\\")) return v;
  return "";
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
    const decoded = decodeEntities(value);
    if (name === "href") return escapeAttr(safeHref(decoded));
    if (name === "src") return escapeAttr(safeSrc(decoded));
    if (name === "width" || name === "height" || name === "start") {
      return /^\d{1,5}$/.test(decoded) ? decoded : "";
    }
    if (name === "align") return /^(left|right|center)$/.test(decoded) ? decoded : "";
    return escapeAttr(decoded);
  },
});

function decodeEntities(value: string): string {
  return (
    value
      .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
      .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
      .replace(/&colon;?/gi, ":")
      .replace(/&tab;?/gi, "\t")
      .replace(/&newline;?/gi, "\n")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&")
      // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers drop these inside URLs
      .replace(/[\u0000-\u001F\u007F]/g, "")
  );
}

function escapeAttr(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/"/g, "&quot;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
}

/** Markdown to sanitised HTML (GitHub-flavoured markdown, allowlisted HTML). */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown);
  return sanitizeHtml(typeof html === "string" ? html : "");
}

/** Keeps only the allowlisted tags and attributes of a piece of HTML. */
export function sanitizeHtml(html: string): string {
  return filter.process(html);
}

/** About 220 words a minute, at least one: "4 min read". */
export function estimateReadTime(markdown: string): string {
  const words = markdown.split(/\s+/).filter(Boolean).length;
  return `${Math.max(1, Math.round(words / 220))} min read`;
}
