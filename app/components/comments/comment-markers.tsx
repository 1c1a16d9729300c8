import { MessageSquare } from "lucide-react";
import { useLayoutEffect, useMemo, useState } from "react";
import { commentCountWords, type ElementMarker, elementMarkers } from "~/lib/comment-format";
import { eidSelector } from "~/schemas/inline-content";
import type { CommentsControls } from "./use-comments";

/** The marker's size in px (h-6): it sits centred on the element's top-right corner. */
const MARKER_PX = 24;
/** Room kept from the viewport's right edge, so a marker never widens the page. */
const EDGE_PX = 4;

interface PlacedMarker extends ElementMarker {
  top: number;
  /** From the page's right edge, so a wider count grows leftwards, never past the edge. */
  right: number;
}

/** The page's element a marker belongs to; null when the page no longer shows it. */
function elementOf(eid: string): HTMLElement | null {
  let element: HTMLElement | null = null;
  try {
    element = document.querySelector<HTMLElement>(eidSelector(eid));
  } catch {
    return null;
  }
  if (!element || element.closest("[data-inline-editor]")) return null;
  return element.getClientRects().length > 0 ? element : null;
}

/**
 * Edit mode's markers: on each element of the page with open threads about it, a small badge
 * with its count of comments ("3 comments") that opens the panel at the oldest thread. They
 * follow the page's layout (resizes, edits, sections added) and stay inside the viewport's
 * width.
 */
export function CommentMarkers({ controls }: { controls: CommentsControls }) {
  const { threads, show } = controls;
  const markers = useMemo(() => (threads ? elementMarkers(threads) : []), [threads]);
  const [placed, setPlaced] = useState<PlacedMarker[]>([]);

  useLayoutEffect(() => {
    if (markers.length === 0) {
      setPlaced([]);
      return;
    }
    const elements = markers.map((marker) => elementOf(marker.eid));
    const place = () => {
      const width = document.documentElement.clientWidth;
      const next: PlacedMarker[] = [];
      markers.forEach((marker, i) => {
        const element = elements[i];
        if (!element?.isConnected) return;
        const rect = element.getBoundingClientRect();
        next.push({
          ...marker,
          right: Math.min(Math.max(width - rect.right - MARKER_PX / 2, EDGE_PX), width - MARKER_PX),
          top: Math.max(rect.top - MARKER_PX / 2, 0) + window.scrollY,
        });
      });
      setPlaced(next);
    };
    place();
    const observer = new ResizeObserver(place);
    observer.observe(document.body);
    for (const element of elements) if (element) observer.observe(element);
    window.addEventListener("resize", place);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", place);
    };
  }, [markers]);

  if (placed.length === 0) return null;
  return (
    <div data-inline-editor="" data-testid="comment-markers">
      {placed.map((marker) => (
        <button
          key={marker.eid}
          type="button"
          aria-label={commentCountWords(marker.comments)}
          title={`${commentCountWords(marker.comments)}: open them in the Comments panel`}
          onClick={() => show(marker.threadId)}
          style={{ top: marker.top, right: marker.right }}
          className="absolute z-[44] inline-flex h-6 min-w-6 items-center justify-center gap-0.5 rounded-full bg-amber-300 px-1.5 text-xs font-bold text-navy-950 shadow-md ring-2 ring-white hover:bg-amber-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
        >
          <MessageSquare aria-hidden className="size-3" />
          {marker.comments}
        </button>
      ))}
    </div>
  );
}
