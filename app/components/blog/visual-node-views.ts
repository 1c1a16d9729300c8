import type { NodeViewRendererProps } from "@tiptap/core";
import { RawMarkdown, SiteImage } from "~/lib/markdown-visual/extensions";
import { isSiteImage } from "~/lib/markdown-visual/foreign-images";

// The visual editor's DOM for what is not plain prose: a block kept as markdown (read-only,
// with a way to Source mode) and images, with a visible warning for one from another host
// (visitors never see it: the public render drops it).

/** Fired (bubbling) by a kept-markdown block's button; `detail` is the block's position. */
export const EDIT_IN_SOURCE_EVENT = "visual-edit-in-source";

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function rawMarkdownView({ node, getPos }: NodeViewRendererProps) {
  const dom = element(
    "div",
    "my-4 rounded-md border border-dashed border-slate-400 bg-slate-50 p-3",
  );
  dom.dataset.rawMarkdown = "";
  dom.contentEditable = "false";
  const head = element("div", "mb-2 flex flex-wrap items-center justify-between gap-2");
  head.appendChild(
    element("p", "m-0 text-sm font-medium text-slate-700", "Kept as markdown (not editable here)"),
  );
  const button = element(
    "button",
    "min-h-7 rounded border border-slate-300 bg-white px-2 text-sm font-medium text-navy-900 hover:bg-slate-100",
    "Edit in Source mode",
  );
  button.type = "button";
  button.addEventListener("click", () => {
    const pos = typeof getPos === "function" ? getPos() : undefined;
    dom.dispatchEvent(new CustomEvent(EDIT_IN_SOURCE_EVENT, { bubbles: true, detail: pos ?? 0 }));
  });
  head.appendChild(button);
  const pre = element(
    "pre",
    "m-0 overflow-x-auto whitespace-pre-wrap rounded bg-white p-2 font-mono text-sm text-slate-800",
    String(node.attrs.markdown ?? ""),
  );
  dom.appendChild(head);
  dom.appendChild(pre);
  return { dom, ignoreMutation: () => true, stopEvent: (event: Event) => event.target === button };
}

function imageView({ node }: NodeViewRendererProps) {
  const src = String(node.attrs.src ?? "");
  const alt = String(node.attrs.alt ?? "");
  const dom = element("figure", "my-4");
  if (isSiteImage(src)) {
    const img = element("img", "h-auto max-w-full rounded-lg");
    img.src = src;
    img.alt = alt;
    if (node.attrs.title) img.title = String(node.attrs.title);
    dom.appendChild(img);
    if (!alt)
      dom.appendChild(
        element("figcaption", "mt-1 text-xs text-slate-600", "Decorative image (no alt text)"),
      );
    return { dom };
  }
  dom.dataset.foreignImage = "";
  const box = element(
    "div",
    "rounded-md border-2 border-warning-700 bg-amber-50 p-3 text-sm text-slate-800",
  );
  box.appendChild(
    element(
      "strong",
      "block text-amber-900",
      "Image from another address: visitors will not see it",
    ),
  );
  box.appendChild(
    element("span", "block break-all", `${alt ? `“${alt}”, ` : ""}${src || "no address"}`),
  );
  box.appendChild(element("span", "block", "Upload it to the media library and insert it again."));
  dom.appendChild(box);
  return { dom };
}

/** The node views the browser adds to the shared extensions. */
export const VISUAL_NODE_VIEWS = [
  RawMarkdown.extend({ addNodeView: () => rawMarkdownView }),
  SiteImage.extend({ addNodeView: () => imageView }),
];
