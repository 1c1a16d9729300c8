import { Link2, X } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { HrefSchema, LINK_HINT } from "~/schemas/inline-structure";
import { Button } from "../ui/button";
import type { EditableElement } from "./dom";

const WIDTH_PX = 320;
const MARGIN_PX = 8;

/** Where the popover sits: under its element, inside the viewport's width. */
function placeUnder(element: HTMLElement) {
  const rect = element.getBoundingClientRect();
  const width = Math.min(WIDTH_PX, window.innerWidth - 2 * MARGIN_PX);
  const left = Math.min(Math.max(rect.left, MARGIN_PX), window.innerWidth - width - MARGIN_PX);
  return { top: rect.bottom + window.scrollY + MARGIN_PX, left: left + window.scrollX, width };
}

/**
 * "Link to": where a button or a link points. The address is checked as the server checks its
 * kind (a page of this site, https://, mailto: or tel:); whether a page path is live is the
 * save's answer, shown as it comes.
 */
export function LinkPopover({
  target,
  href,
  onApply,
  onClose,
}: {
  target: EditableElement;
  href: string;
  onApply: (href: string) => void;
  onClose: () => void;
}) {
  const id = useId();
  const [value, setValue] = useState(href);
  const [error, setError] = useState<string | null>(null);
  const [place, setPlace] = useState(() => placeUnder(target.element));

  useEffect(() => {
    const move = () => setPlace(placeUnder(target.element));
    window.addEventListener("resize", move);
    return () => window.removeEventListener("resize", move);
  }, [target]);

  const apply = () => {
    const parsed = HrefSchema.safeParse(value);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Invalid link");
      return;
    }
    setError(null);
    setValue(parsed.data);
    onApply(parsed.data);
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      data-inline-editor=""
      data-testid="link-popover"
      style={{ top: place.top, left: place.left, width: place.width }}
      className="absolute z-[46] rounded-lg border border-slate-200 bg-white p-3 shadow-xl"
      onKeyDown={(event) => {
        if (event.key === "Escape") onClose();
      }}
    >
      <div className="mb-2 flex items-center justify-between gap-2">
        <h2
          id={`${id}-title`}
          className="flex items-center gap-1.5 text-sm font-semibold text-navy-900"
        >
          <Link2 aria-hidden className="size-4" /> Link
        </h2>
        <Button variant="ghost" size="sm" aria-label="Close link" onClick={onClose}>
          <X aria-hidden className="size-4" />
        </Button>
      </div>
      <form
        className="space-y-2"
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
      >
        <label htmlFor={id} className="block text-xs font-medium text-slate-700">
          Link to
        </label>
        <input
          id={id}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={error !== null}
          aria-describedby={`${id}-help`}
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          className="h-9 w-full rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 focus:border-accent-600 focus:outline-2 focus:outline-accent-600/30 aria-[invalid=true]:border-danger-700"
        />
        {error ? (
          <p id={`${id}-help`} role="alert" className="text-xs text-danger-700">
            {error}
          </p>
        ) : (
          <p id={`${id}-help`} className="text-xs text-slate-600">
            {LINK_HINT}
          </p>
        )}
        <div className="flex justify-end">
          <Button type="submit" size="sm">
            Apply link
          </Button>
        </div>
      </form>
    </section>
  );
}
