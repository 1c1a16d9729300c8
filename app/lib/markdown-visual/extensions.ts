import { type AnyExtension, Node } from "@tiptap/core";
import Image from "@tiptap/extension-image";
import { TableKit } from "@tiptap/extension-table";
import StarterKit from "@tiptap/starter-kit";
import { readLinkTarget } from "~/schemas/inline-structure";
import { isSiteImage } from "./foreign-images";

// The visual editor's document model, shared by the browser editor and the headless round trip
// (parse/serialize run in the Worker's tests without a DOM). Markdown has no underline, and the
// trailing empty paragraph Tiptap adds would be saved as a new block, so both are left out.

/**
 * A top-level block the visual editor cannot represent (raw HTML, link reference definitions,
 * footnotes, inline HTML…): kept verbatim as markdown, shown read-only with "Edit in Source mode".
 */
export const RawMarkdown = Node.create({
  name: "rawMarkdown",
  group: "block",
  atom: true,
  selectable: true,
  draggable: false,
  addAttributes() {
    return { markdown: { default: "" } };
  },
  parseHTML() {
    return [{ tag: "div[data-raw-markdown]" }];
  },
  renderHTML({ node }) {
    return [
      "div",
      { "data-raw-markdown": "", class: "raw-markdown" },
      ["pre", {}, String(node.attrs.markdown ?? "")],
    ];
  },
  renderMarkdown: (node) => String(node.attrs?.markdown ?? ""),
});

/**
 * Images: this site's /images/… only, as the public render. Tiptap also renders nodes to HTML
 * outside the view (copy, drag, `getHTML`) with the page's own document, where an `<img>`
 * loads even unattached: another host's address would be fetched, so it is left out there.
 */
export const SiteImage = Image.extend({
  renderHTML({ node, HTMLAttributes }) {
    const src = String(node.attrs.src ?? "");
    return ["img", isSiteImage(src) ? HTMLAttributes : { ...HTMLAttributes, src: null }];
  },
});

/** Links follow the inline editor's rules: a page of this site, https://, mailto: or tel:. */
export function isAllowedHref(href: string): boolean {
  return readLinkTarget(href) !== null;
}

/**
 * The extensions of the visual editor; `views` replace the ones of the same name (the browser's
 * node views over the same nodes).
 */
export function visualExtensions(views: AnyExtension[] = []): AnyExtension[] {
  const replaced = new Set(views.map((view) => view.name));
  const base: AnyExtension[] = [
    StarterKit.configure({
      underline: false,
      trailingNode: false,
      link: {
        openOnClick: false,
        autolink: false,
        linkOnPaste: false,
        isAllowedUri: (url) => isAllowedHref(url),
      },
    }),
    SiteImage.configure({ inline: false, allowBase64: false }),
    TableKit.configure({ table: { resizable: false } }),
    RawMarkdown,
  ];
  return [...base.filter((extension) => !replaced.has(extension.name)), ...views];
}
