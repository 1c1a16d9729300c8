// Names for people of the page elements an inline-content map addresses: "Hero heading",
// "FAQ 3 question", "FAQs: 1 added, order changed", "FAQ section hidden". History, the
// conflict dialog and the style panel say these instead of keys, selectors or eids.
// Browser-safe and pure: what only the page knows (a blog block's tag, an added item's place
// in its list) comes in as an ElementContext, read from the DOM by the editor.

/** What the rendered page tells about an element beyond its selector. */
export interface ElementContext {
  /** The element's tag name in lower case (a blog body block: "p", "h2", "li", "a"…). */
  tag?: string;
  /** 1-based place of a blog body block among the blocks of its kind. */
  position?: number;
  /** 1-based place of each repeated item in its rendered list, by item path ("faqs.n1"). */
  items?: Readonly<Record<string, number>>;
  /** A repeated list's number of items in code (`data-list-size`). */
  listSize?: number;
}

/** Any content-map entry, by shape, so the entry kinds added later are named too. */
export interface NamedEntry {
  type: string;
  selector: string;
  content?: string;
  href?: string;
  styles?: Readonly<Record<string, string | undefined>>;
  items?: readonly ListItemLike[] | readonly PageSectionLike[];
  hidden?: boolean;
}

type ListItemLike = { id: string; copyOf?: string; hidden?: boolean };
type PageSectionLike = { key: string; copyOf?: string; add?: { type: string } };

/** The page's order of sections in words: "9 sections: 1 added, 1 copied". */
export function pageSectionsChanges(items: readonly PageSectionLike[]): string {
  const added = items.filter((item) => item.add).length;
  const copied = items.filter((item) => item.copyOf !== undefined).length;
  const parts = [added > 0 ? `${added} added` : "", copied > 0 ? `${copied} copied` : ""].filter(
    Boolean,
  );
  const count = `${items.length} ${items.length === 1 ? "section" : "sections"}`;
  return parts.length > 0 ? `${count}: ${parts.join(", ")}` : `${count}, in a new order`;
}

const isListItems = (items: NamedEntry["items"]): items is readonly ListItemLike[] =>
  (items ?? []).every((item) => "id" in item);

/** The first word of a section's elements. */
const SECTIONS: Record<string, string> = {
  hero: "Hero",
  about: "About",
  services: "Services",
  expertise: "Expertise",
  included: "Included",
  process: "Process",
  whyUs: "Why-us",
  faqs: "FAQ",
  cta: "Call-to-action",
  contact: "Contact",
  stats: "Key figures",
  intro: "Intro",
};

/** One item of a repeated list, and the list, by the list's path (ids as `*`). */
const LISTS: Record<string, [one: string, many: string]> = {
  faqs: ["FAQ", "FAQs"],
  stats: ["Key figure", "Key figures"],
  intro: ["Intro paragraph", "Intro paragraphs"],
  "hero.highlights": ["Hero highlight", "Hero highlights"],
  "about.paragraphs": ["About paragraph", "About paragraphs"],
  "about.points": ["About point", "About points"],
  "services.items": ["Service", "Services"],
  "expertise.items": ["Expertise item", "Expertise items"],
  "included.items": ["Included item", "Included items"],
  "process.steps": ["Process step", "Process steps"],
  "whyUs.points": ["Why-us point", "Why-us points"],
  "contact.promise": ["Contact promise", "Contact promises"],
  sections: ["Section", "Sections"],
  "sections.*.paragraphs": ["paragraph", "paragraphs"],
};

/** The last part of an element's path: what it is within its section or item. */
const FIELDS: Record<string, string> = {
  title: "heading",
  heading: "heading",
  subtitle: "text",
  body: "text",
  description: "text",
  eyebrow: "label",
  label: "label",
  value: "value",
  question: "question",
  answer: "answer",
  button: "button",
  primaryCta: "main button",
  secondaryCta: "second button",
  link: "link",
};

/** Elements with a name of their own. */
const SINGLE: Record<string, string> = {
  title: "Page heading",
  "blog-title": "Post title",
  "blog-excerpt": "Post summary",
  "blog-back": "Back-to-blog button",
};

/** A blog body block's kind, by its tag. */
const BLOCK_KINDS: Record<string, string> = {
  p: "Paragraph",
  h1: "Heading",
  h2: "Heading",
  h3: "Heading",
  h4: "Heading",
  h5: "Heading",
  h6: "Heading",
  blockquote: "Quote",
  li: "List item",
  a: "Button",
};

/** A blog body block's kind by its tag ("Heading" for h1-h6), for counting blocks of a kind. */
export const blockKind = (tag: string): string | undefined => BLOCK_KINDS[tag.toLowerCase()];

/** Whether an eid is a blog body block's (`b-{hash}`, `-2` for a repeat). */
export const isBlogBlockEid = (eid: string) => /^b-[0-9a-z]+(?:-\d+)?$/.test(eid);

const ITEM_ID = /^(?:\d{1,4}|n\d{1,6})$/;
const SELECTOR = /^\[data-(eid|list|section|item)="([^"]*)"\]$/;

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "whyUs" → "why us", "primary_cta" → "primary cta". */
function humanise(segment: string): string {
  return segment
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]+/g, " ")
    .toLowerCase()
    .trim();
}

const singular = (word: string) => (/[^s]s$/.test(word) ? word.slice(0, -1) : word);

/** The selector's attribute and value: `[data-eid="hero.title"]` → ["eid", "hero.title"]. */
function parseSelector(selector: string): { kind: string; path: string } {
  const match = SELECTOR.exec(selector.trim());
  return match ? { kind: match[1] ?? "eid", path: match[2] ?? "" } : { kind: "eid", path: "" };
}

/** A repeated list's item and list names, by the list's path. */
function listNames(listPath: string): [one: string, many: string] {
  const known = LISTS[listPath];
  if (known) return known;
  const parts = listPath.split(".").filter((p) => p !== "*");
  const last = humanise(parts.at(-1) ?? "item");
  if (parts.length === 1) return [capitalise(singular(last)), capitalise(last)];
  const section = sectionWord(parts[0] ?? "");
  return [`${section} ${singular(last)}`, `${section} ${last}`];
}

/** A blog body block: "Paragraph 5", "Heading 2", or "Post text" when the page is unknown. */
function blogBlockName(context: ElementContext | undefined, index?: number): string {
  const kind = context?.tag ? blockKind(context.tag) : undefined;
  const position = context?.position ?? index;
  if (!kind) return position ? `Paragraph ${position}` : "Post text";
  return position ? `${kind} ${position}` : kind;
}

/**
 * What an element is, from its `data-eid` path: "hero.title" → "Hero heading",
 * "faqs.2.question" → "FAQ 3 question", "included.items.1.body" → "Included item 2 text",
 * "cta.button" → "Call-to-action button". An added item ("faqs.n1…") takes its place in the
 * rendered list from the context, else it is a "New FAQ".
 */
export function eidRole(eid: string, context?: ElementContext): string {
  const single = SINGLE[eid];
  if (single) return single;
  if (isBlogBlockEid(eid)) return blogBlockName(context);
  const segments = eid.split(".").filter(Boolean);
  if (segments[0] === "body" && segments.length === 2 && /^\d+$/.test(segments[1] ?? "")) {
    return blogBlockName(context, Number(segments[1]) + 1);
  }
  const words: string[] = [];
  let pending: string[] = [];
  const starred: string[] = [];
  const itemPath: string[] = [];
  for (const segment of segments) {
    itemPath.push(segment);
    if (ITEM_ID.test(segment) && starred.length > 0) {
      const [one] = listNames(starred.join("."));
      const noun = words.length > 0 ? one.toLowerCase() : one;
      const place =
        context?.items?.[itemPath.join(".")] ??
        (/^\d+$/.test(segment) ? Number(segment) + 1 : undefined);
      words.push(place === undefined ? `new ${noun}` : `${noun} ${place}`);
      pending = [];
      starred.push("*");
      continue;
    }
    pending.push(segment);
    starred.push(segment);
  }
  if (words.length === 0) {
    const [section, ...fields] = pending;
    if (section === undefined) return "Element";
    if (fields.length === 0) return capitalise(FIELDS[section] ?? humanise(section));
    words.push(sectionWord(section));
    pending = fields;
  }
  for (const field of pending) words.push(FIELDS[field] ?? humanise(field));
  return capitalise(words.join(" "));
}

/**
 * A section's first word by its key: the page's own ("FAQ"), or, for a section added in edit
 * mode (keys "n1", "n2" …), "Added section 1" rather than its key.
 */
function sectionWord(key: string): string {
  const added = /^n([1-9]\d*)$/.exec(key);
  if (added) return `Added section ${added[1]}`;
  return SECTIONS[key] ?? capitalise(humanise(key));
}

/** An item of a repeated list at `position` (from 1): "FAQ 2", "Process step 1". */
export function itemName(listPath: string, position: number): string {
  return `${listNames(listPath)[0]} ${position}`;
}

/** Whether a section key is one the code pages' parts have always had ("faqs", "intro"). */
export const isPartName = (key: string) => Object.hasOwn(SECTIONS, key);

/** A section's name by its `data-section` value: "faqs" → "FAQ section". */
export function sectionName(name: string): string {
  const word = sectionWord(name);
  return word.startsWith("Added section") ? word : `${word} section`;
}

/**
 * What a selector addresses, for people: an element's role, a list's name ("FAQs") or a
 * section's ("FAQ section"). Never the selector itself.
 */
export function elementRole(selector: string, context?: ElementContext): string {
  if (selector === "[data-sections]") return "Page sections";
  const { kind, path } = parseSelector(selector);
  if (!path) return "An element of the page";
  if (kind === "list") return capitalise(listNames(path.replace(/\.n?\d+(?=\.)/g, ".*"))[1]);
  if (kind === "section") return sectionName(path);
  return eidRole(path, context);
}

/** Text cut at a word to at most `max` characters, with "…" when cut. */
export function truncateText(text: string, max = 48): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  // A cut that ends where a word ends keeps that word.
  const space = clean.charAt(max - 1) === " " ? max - 1 : cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, "")}…`;
}

const STYLE_WORDS: Record<string, string> = {
  backgroundColor: "background",
  color: "text colour",
  borderColor: "border colour",
  borderRadius: "corner radius",
  borderWidth: "border width",
  padding: "padding",
  fontSize: "font size",
  fontWeight: "weight",
};

/** Button styles in words: "background #b91c1c, font size 18 px". */
export function styleWords(styles: Readonly<Record<string, string | undefined>>): string {
  return Object.entries(styles)
    .filter((entry): entry is [string, string] => Boolean(entry[1]))
    .map(([key, value]) => `${STYLE_WORDS[key] ?? humanise(key)} ${value.replace(/px/g, " px")}`)
    .join(", ");
}

/**
 * A repeated list's changes from its code order, in words: "1 added, order changed",
 * "2 hidden", "as designed". Items "0".."k" are the code's, "n…" added copies.
 */
export function listChanges(
  items: readonly { id: string; hidden?: boolean }[],
  listSize?: number,
): string {
  const codeIds = items.map((item) => item.id).filter((id) => /^\d+$/.test(id));
  const added = items.length - codeIds.length;
  const numbers = codeIds.map(Number);
  const known = listSize ?? (numbers.length > 0 ? Math.max(...numbers) + 1 : 0);
  const removed = Math.max(0, known - new Set(numbers.filter((n) => n < known)).size);
  const hidden = items.filter((item) => item.hidden).length;
  const reordered = numbers.some((n, i) => i > 0 && n < (numbers[i - 1] ?? 0));
  const parts = [
    added > 0 ? `${added} added` : "",
    removed > 0 ? `${removed} removed` : "",
    hidden > 0 ? `${hidden} hidden` : "",
    reordered ? "order changed" : "",
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(", ") : "as designed";
}

/** An entry's value in words, without its name: the text, where it leads, its styles. */
export function describeEntry(entry: NamedEntry, context?: ElementContext): string {
  if (entry.items && !isListItems(entry.items)) return pageSectionsChanges(entry.items);
  if (entry.items) {
    const count = entry.items.filter((item) => !item.hidden).length;
    return `${count} shown: ${listChanges(entry.items, context?.listSize)}`;
  }
  if (entry.type === "section") return entry.hidden ? "Hidden" : "Shown";
  const parts = [entry.content ?? ""];
  if (entry.href) parts.push(`leads to ${entry.href}`);
  const styles = entry.styles ? styleWords(entry.styles) : "";
  if (styles) parts.push(styles);
  return parts.filter(Boolean).join("; ");
}

/**
 * One line for an entry: "Hero heading: Cybersecurity that fits…",
 * "FAQs: 1 added, order changed", "FAQ section hidden".
 */
export function entrySummary(entry: NamedEntry, context?: ElementContext): string {
  const role = elementRole(entry.selector, context);
  if (entry.items && !isListItems(entry.items)) {
    return `Page sections: ${pageSectionsChanges(entry.items)}`;
  }
  if (entry.items) return `${role}: ${listChanges(entry.items, context?.listSize)}`;
  if (entry.type === "section") return `${role} ${entry.hidden ? "hidden" : "shown"}`;
  const text = truncateText(entry.content ?? "");
  return text ? `${role}: ${text}` : role;
}
