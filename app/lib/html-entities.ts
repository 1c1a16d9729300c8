// Character references, decoded as a browser's parser reads them in text and attribute
// values. HTMLRewriter hands text and attributes over as written in the source, and the
// markdown sanitiser sees attribute values the same way, so the Worker's page readers and the
// sanitiser (also in the editor's preview) share this one decoder. No DOM: it runs anywhere.

/**
 * The named references serialisers and authors write: React's (`&amp;` `&lt;` `&gt;`
 * `&quot;`), XML's `&apos;`, typography, currency, arrows, Latin-1 letters, and the three a
 * URL can be hidden behind (`&colon;` `&Tab;` `&NewLine;`). Names are case-sensitive, as in
 * HTML; the upper-case forms listed are the ones HTML also knows.
 */
const NAMED: Record<string, string> = {
  amp: "&",
  AMP: "&",
  lt: "<",
  LT: "<",
  gt: ">",
  GT: ">",
  quot: '"',
  QUOT: '"',
  apos: "'",
  nbsp: "\u00a0",
  colon: ":",
  Tab: "\t",
  NewLine: "\n",
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

/** Windows-1252 meanings of `&#128;` … `&#159;`, as browsers read them. */
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

/** Whether `code` is a Unicode scalar value other than NUL (what a reference may name). */
const isCharacter = (code: number) =>
  code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);

const REFERENCE = /&(?:#(\d+);?|#[xX]([0-9a-fA-F]+);?|([A-Za-z][A-Za-z0-9]*);)/g;

/**
 * Decodes character references in one pass: decimal and hex (`&#233;` `&#xE9;`, the `;` may
 * be missing, `&#128;`–`&#159;` read as Windows-1252) and the named ones above. An unknown
 * name stays as written; a number that names no character (0, a surrogate, beyond U+10FFFF)
 * becomes U+FFFD, as a browser reads it. A decoded `&` is never read again (`&amp;lt;` gives
 * `&lt;`).
 *
 * @example decodeEntities("Fish &amp; chips &#8212; &eacute;") === "Fish & chips — é"
 */
export function decodeEntities(text: string): string {
  if (!text.includes("&")) return text;
  return text.replace(REFERENCE, (reference, dec?: string, hex?: string, name?: string) => {
    if (name !== undefined) return NAMED[name] ?? reference;
    const code = dec !== undefined ? Number.parseInt(dec, 10) : Number.parseInt(hex ?? "", 16);
    return isCharacter(code) ? String.fromCodePoint(C1[code] ?? code) : "\ufffd";
  });
}
