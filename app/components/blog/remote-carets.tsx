import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import getCaretCoordinates from "textarea-caret";
import { SOURCE_ID } from "./editor-form";
import { CaretMark, type RemoteCaret } from "./live-carets";

// The others' carets in the Source textarea (issue 36): a thin line in each person's colour
// with their name, drawn over the text where their caret is. Drawn into the textarea's own
// box, so it scrolls with it; nothing is drawn before hydration.

export function RemoteCarets({ carets, body }: { carets: RemoteCaret[]; body: string }) {
  const [area, setArea] = useState<HTMLTextAreaElement | null>(null);
  const [, setScroll] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the textarea comes and goes with the body's mode.
  useEffect(() => {
    const found = document.getElementById(SOURCE_ID);
    setArea(found instanceof HTMLTextAreaElement ? found : null);
  }, [body]);
  useEffect(() => {
    if (!area) return;
    const redraw = () => setScroll(area.scrollTop);
    area.addEventListener("scroll", redraw);
    return () => area.removeEventListener("scroll", redraw);
  }, [area]);
  const host = area?.parentElement;
  if (!area || !host || carets.length === 0) return null;
  return createPortal(
    <div aria-hidden className="pointer-events-none absolute inset-0 overflow-hidden">
      {carets.map((caret) => {
        const at = getCaretCoordinates(area, Math.min(caret.offset, area.value.length));
        return (
          <CaretMark
            key={caret.id}
            caret={caret}
            style={{
              top: at.top - area.scrollTop + area.offsetTop,
              left: at.left - area.scrollLeft + area.offsetLeft,
              height: at.height || 20,
            }}
          />
        );
      })}
    </div>,
    host,
  );
}
