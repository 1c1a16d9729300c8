import { Check } from "lucide-react";
import type { MediaItem } from "~/schemas/media";
import { formatBytes, formatPixels } from "./sizes";

interface LibraryGridProps {
  items: MediaItem[];
  chosen: readonly string[];
  onToggle: (item: MediaItem) => void;
}

/** The library as a grid of toggle buttons for the picker: thumbnail, alt text and size. */
export function LibraryGrid({ items, chosen, onToggle }: LibraryGridProps) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Images in the library">
      {items.map((item) => {
        const selected = chosen.includes(item.key);
        const described = item.decorative ? "Decorative image" : item.alt || "No alt text yet";
        return (
          <li key={item.key}>
            <button
              type="button"
              aria-pressed={selected}
              onClick={() => onToggle(item)}
              className={`flex w-full flex-col overflow-hidden rounded-md border text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600 ${selected ? "border-accent-600 ring-2 ring-accent-600" : "border-slate-200 hover:border-slate-400"}`}
            >
              <span className="relative flex h-24 w-full items-center justify-center bg-slate-100">
                <img
                  src={item.url}
                  alt=""
                  loading="lazy"
                  className="max-h-24 max-w-full object-contain"
                />
                {selected && (
                  <span className="absolute right-1 top-1 rounded-full bg-accent-700 p-0.5 text-white">
                    <Check aria-hidden className="size-3.5" />
                  </span>
                )}
              </span>
              <span className="space-y-0.5 p-2">
                <span
                  className={`line-clamp-2 block break-words text-xs ${item.alt || item.decorative ? "text-slate-800" : "text-warning-700"}`}
                >
                  {described}
                </span>
                <span className="block text-xs text-slate-600">
                  {formatPixels(item.width, item.height)} · {formatBytes(item.bytes)}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
