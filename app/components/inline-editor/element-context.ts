import { blockKind, type ElementContext, isBlogBlockEid } from "~/lib/element-names";

// What the served page tells about an element, for naming it (app/lib/element-names.ts):
// a blog block's kind and place, each repeated item's place in its list, a list's size in
// code. Browser only.

/** Items of a repeated list in rendered order (not those of a list nested inside it). */
function itemsOf(list: Element): Element[] {
  return [...list.querySelectorAll("[data-item]")].filter(
    (item) => item.parentElement?.closest("[data-list]") === list,
  );
}

/** The context of the element a selector addresses; empty when the page does not hold it. */
export function elementContext(selector: string, root: ParentNode = document): ElementContext {
  let element: HTMLElement | null = null;
  try {
    element = root.querySelector<HTMLElement>(selector);
  } catch {
    return {};
  }
  if (!element) return {};
  const tag = element.tagName.toLowerCase();
  const context: ElementContext = { tag };
  const size = Number(element.dataset.listSize);
  if (element.dataset.listSize && Number.isInteger(size)) context.listSize = size;
  const eid = element.dataset.eid ?? "";
  if (isBlogBlockEid(eid)) {
    const kind = blockKind(tag);
    const sameKind = [...root.querySelectorAll<HTMLElement>("[data-eid^='b-']")].filter(
      (block) => blockKind(block.tagName) === kind,
    );
    const at = sameKind.indexOf(element);
    if (at >= 0) context.position = at + 1;
  }
  const items: Record<string, number> = {};
  for (
    let item = element.closest<HTMLElement>("[data-item]");
    item;
    item = item.parentElement?.closest<HTMLElement>("[data-item]") ?? null
  ) {
    const list = item.parentElement?.closest("[data-list]");
    const path = item.dataset.item;
    if (!list || !path) continue;
    const at = itemsOf(list).indexOf(item);
    if (at >= 0) items[path] = at + 1;
  }
  if (Object.keys(items).length > 0) context.items = items;
  return context;
}
