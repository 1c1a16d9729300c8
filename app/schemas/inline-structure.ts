import { z } from "zod";
import { hasControlCharacters } from "./text";

// The inline editor's entries beyond text: where a link or button points (`href`), a repeated
// list's order (added, removed, moved and hidden items) and a section hidden for visitors.
// Shared by the editor bundle, the API and the server render; imports nothing but zod.

/** The one refusal of an address that is not a page, an https:// address, mailto: or tel:. */
export const LINK_KIND_MESSAGE =
  "Link must be a page of this site, an https:// address, mailto: or tel:";
/** What a link field says it accepts, under the field (the inline editor and the blog editor). */
export const LINK_HINT =
  "A page of this site such as /it-security, an https:// address, mailto: or tel:";
/** A site path whose page does not exist or is not live. */
export const noPageMessage = (path: string) => `There is no page at ${path}`;
export const MAX_HREF_LENGTH = 2000;

/** A path of this site: "/" or lower-case slug segments, then an optional ?query and #fragment. */
const SITE_PATH =
  /^(\/(?:[a-z0-9][a-z0-9-]{0,119}(?:\/[a-z0-9][a-z0-9-]{0,119})*)?)(\?[^\s#]*)?(#[^\s]*)?$/i;
const MAILTO = /^mailto:[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+(\?[^\s<>"]*)?$/i;
const TEL = /^tel:\+?[0-9][0-9 ().-]{2,30}$/i;

export type LinkTarget =
  | { kind: "page"; path: string; href: string }
  | { kind: "external" | "mailto" | "tel"; href: string };

/**
 * What an href points at, or null when it is none of the four kinds. The href is trimmed and
 * its scheme lower-cased (`HTTPS://x` is `https://x`); a page path keeps its own spelling so a
 * wrong one is named as typed.
 */
export function readLinkTarget(raw: string): LinkTarget | null {
  const href = raw.trim();
  if (href === "" || href.length > MAX_HREF_LENGTH || /[\s\\]/.test(href)) return null;
  if (hasControlCharacters(href)) {
    return null;
  }
  const path = SITE_PATH.exec(href);
  if (path?.[1]) return { kind: "page", path: path[1], href };
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href)?.[1]?.toLowerCase();
  const rest = href.slice((scheme?.length ?? 0) + 1);
  if (scheme === "https") {
    let url: URL;
    try {
      url = new URL(`https:${rest}`);
    } catch {
      return null;
    }
    if (!rest.startsWith("//") || url.hostname === "" || url.username || url.password) return null;
    return { kind: "external", href: `https:${rest}` };
  }
  if (scheme === "mailto" && MAILTO.test(`mailto:${rest}`)) {
    return { kind: "mailto", href: `mailto:${rest}` };
  }
  if (scheme === "tel" && TEL.test(`tel:${rest}`)) return { kind: "tel", href: `tel:${rest}` };
  return null;
}

/** An href as stored: trimmed, of one of the four kinds (whether a page is live is the server's). */
export const HrefSchema = z.string({ error: LINK_KIND_MESSAGE }).transform((value, ctx) => {
  const target = readLinkTarget(value);
  if (!target) {
    ctx.addIssue({ code: "custom", message: LINK_KIND_MESSAGE });
    return z.NEVER;
  }
  return target.href;
});

/** A structure path: `faqs`, `included.items` (a list), `faqs` (a section). */
const STRUCTURE_NAME = /^[a-zA-Z][a-zA-Z0-9._-]{0,119}$/;
export const listSelector = (path: string) => `[data-list="${path}"]`;
export const sectionSelector = (name: string) => `[data-section="${name}"]`;
export const LIST_SELECTOR_PATTERN = /^\[data-list="([a-zA-Z][a-zA-Z0-9._-]{0,119})"\]$/;
export const SECTION_SELECTOR_PATTERN = /^\[data-section="([a-zA-Z][a-zA-Z0-9._-]{0,119})"\]$/;

/** `[data-list=…]` / `[data-section=…]` however it is spaced or quoted, in its one spelling. */
function attributeSelector(attribute: "data-list" | "data-section", label: string) {
  const spelling = new RegExp(
    `^\\s*\\[\\s*${attribute}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'\\]]+))\\s*\\]\\s*$`,
  );
  return z
    .string()
    .transform((value) => {
      const match = spelling.exec(value);
      return match ? `[${attribute}="${match[1] ?? match[2] ?? match[3] ?? ""}"]` : value;
    })
    .refine((value) => STRUCTURE_NAME.test(/^\[[a-z-]+="(.*)"\]$/.exec(value)?.[1] ?? ""), {
      message: `Selector must look like [${attribute}="${label}"]`,
    });
}

/** The code's item n ("0", "1" …) or an added copy ("n1", "n2" …). */
export const ITEM_ID_PATTERN = /^(?:0|[1-9]\d{0,2}|n[1-9]\d{0,3})$/;
const ORIGINAL_ID_PATTERN = /^(?:0|[1-9]\d{0,2})$/;
export const isAddedItem = (id: string) => id.startsWith("n");
export const MAX_LIST_ITEMS = 50;

export const ListItemSchema = z
  .object({
    id: z
      .string()
      .regex(ITEM_ID_PATTERN, 'Item ids are "0", "1" … or "n1", "n2" … for added items'),
    /** An added item starts as a copy of this item of the code. */
    copyOf: z
      .string()
      .regex(ORIGINAL_ID_PATTERN, "copyOf must name an item of the page's code")
      .optional(),
    hidden: z.boolean().optional(),
  })
  .strict()
  .refine((item) => isAddedItem(item.id) === (item.copyOf !== undefined), {
    message: "An added item names the item it copies (copyOf); an item of the code does not",
  });

export const ListEntrySchema = z
  .object({
    type: z.literal("list"),
    selector: attributeSelector("data-list", "faqs"),
    items: z
      .array(ListItemSchema)
      .max(MAX_LIST_ITEMS, `A list holds at most ${MAX_LIST_ITEMS} items`),
  })
  .strict()
  .superRefine((entry, ctx) => {
    const seen = new Set<string>();
    entry.items.forEach((item, index) => {
      if (seen.has(item.id)) {
        ctx.addIssue({
          code: "custom",
          path: ["items", index, "id"],
          message: `Item ${item.id} appears twice in the list`,
        });
      }
      seen.add(item.id);
    });
  });

export const SectionEntrySchema = z
  .object({
    type: z.literal("section"),
    selector: attributeSelector("data-section", "faqs"),
    hidden: z.boolean({ error: "hidden must be true or false" }),
  })
  .strict();

export type ListItem = z.infer<typeof ListItemSchema>;
export type ListEntry = z.infer<typeof ListEntrySchema>;
export type SectionEntry = z.infer<typeof SectionEntrySchema>;

export const listPathOf = (selector: string) => LIST_SELECTOR_PATTERN.exec(selector)?.[1] ?? null;
export const sectionNameOf = (selector: string) =>
  SECTION_SELECTOR_PATTERN.exec(selector)?.[1] ?? null;
