import { useCallback, useEffect, useMemo, useState } from "react";
import { eidRole } from "~/lib/element-names";
import type { CommentTarget } from "~/schemas/comments";
import { eidSelector } from "~/schemas/inline-content";
import { elementContext } from "../inline-editor/element-context";
import type { CommentsAbout, PickedElement } from "./new-thread";
import { useComments } from "./use-comments";

/** An editable element of the page (not the editor's own UI) that an event came from. */
function editableOf(node: EventTarget | null): HTMLElement | null {
  if (!(node instanceof Element) || node.closest("[data-inline-editor]")) return null;
  return node.closest<HTMLElement>("[data-inline-editable][data-eid]");
}

const contextOf = (eid: string) => elementContext(eidSelector(eid));

function pick(element: HTMLElement): PickedElement | null {
  const eid = element.dataset.eid;
  return eid ? { eid, name: eidRole(eid, contextOf(eid)), element } : null;
}

export type PageComments = ReturnType<typeof usePageComments>;

/**
 * Edit mode's comments: the list and panel of `target` (the page's draft, or the post on a
 * blog post's page: toolbar.tsx previewTargetOf; null while not editing), and the element
 * selected on the page, which a new thread may be about. A text element counts as selected
 * once it is clicked or focused, a button or link once the editor selects it (`selected`).
 */
export function usePageComments(
  target: CommentTarget | null,
  selected: { element: HTMLElement } | null,
) {
  const controls = useComments(target);
  const editing = target !== null;
  const [picked, setPicked] = useState<PickedElement | null>(null);

  useEffect(() => {
    if (selected) setPicked(pick(selected.element));
  }, [selected]);

  const onPick = useCallback((event: Event) => {
    const element = editableOf(event.target);
    if (element) setPicked((current) => (current?.element === element ? current : pick(element)));
  }, []);

  useEffect(() => {
    if (!editing) return;
    document.addEventListener("focusin", onPick, true);
    document.addEventListener("click", onPick, true);
    return () => {
      document.removeEventListener("focusin", onPick, true);
      document.removeEventListener("click", onPick, true);
    };
  }, [editing, onPick]);

  // An element that left the page (a removed item) is no longer offered.
  const current = picked?.element.isConnected ? picked : null;
  const about = useMemo<CommentsAbout>(
    () => ({ kind: "element", element: current, contextOf }),
    [current],
  );
  return { controls, about };
}
