import type { Editor } from "@tiptap/core";
import { useEffect, useReducer } from "react";
import { positionOf, toVisual } from "~/lib/markdown-visual/caret-map";
import { CaretMark, type RemoteCaret } from "./live-carets";

// The others' carets in the Visual mode (issue 36): each one's place in the shared markdown,
// found in the visual document (caret-map.ts) and drawn over it. Redrawn as the document or
// its layout changes.

interface Props {
  editor: Editor;
  carets: RemoteCaret[];
  /** The markdown the document shows, and each top-level node's first line in it. */
  markdown: string;
  nodeLines: () => readonly number[];
  /** The box the carets are drawn in (positioned). */
  host: HTMLElement | null;
}

export function VisualCarets({ editor, carets, markdown, nodeLines, host }: Props) {
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    editor.on("transaction", redraw);
    window.addEventListener("resize", redraw);
    return () => {
      editor.off("transaction", redraw);
      window.removeEventListener("resize", redraw);
    };
  }, [editor]);
  if (!host || carets.length === 0 || editor.isDestroyed) return null;
  const box = host.getBoundingClientRect();
  const { doc } = editor.state;
  return (
    <div aria-hidden className="pointer-events-none absolute inset-0 overflow-hidden">
      {carets.map((caret) => {
        const place = toVisual(markdown, nodeLines(), caret.offset);
        let at: { top: number; bottom: number; left: number };
        try {
          at = editor.view.coordsAtPos(positionOf(doc, place.node, place.visible));
        } catch {
          return null; // A place the document does not have (yet) is not drawn.
        }
        return (
          <CaretMark
            key={caret.id}
            caret={caret}
            style={{
              top: at.top - box.top,
              left: at.left - box.left,
              height: Math.max(at.bottom - at.top, 16),
            }}
          />
        );
      })}
    </div>
  );
}
