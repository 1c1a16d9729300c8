import { Minus, Plus, X } from "lucide-react";
import {
  type CSSProperties,
  type RefObject,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { eidRole } from "~/lib/element-names";
import {
  type ButtonStyles,
  FONT_SIZE_DEFAULT,
  FONT_SIZE_MAX,
  FONT_SIZE_MIN,
  FONT_WEIGHTS,
  HEX_COLOR,
  MAX_LENGTH_PX,
} from "~/schemas/inline-content";
import { Button } from "../ui/button";
import { readDesignedStyles } from "./computed-style";
import type { EditableElement } from "./dom";

type ColorKey = "backgroundColor" | "color" | "borderColor";

const COLORS: [ColorKey, string][] = [
  ["backgroundColor", "Background colour"],
  ["color", "Text colour"],
  ["borderColor", "Border colour"],
];

const CONTROL =
  "h-8 w-full rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 focus:border-accent-600 focus:outline-2 focus:outline-accent-600/30";

/** A colour: a picker and a text field that applies only on a 6-digit hex value (spec §5). */
function ColorField({
  label,
  value,
  onApply,
}: {
  label: string;
  value: string | undefined;
  onApply: (value: string | undefined) => void;
}) {
  const id = useId();
  const [text, setText] = useState(value ?? "");
  const valid = HEX_COLOR.test(text);
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-xs font-medium text-slate-700">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={`${label} picker`}
          value={valid ? text : (value ?? "#000000")}
          onChange={(event) => {
            setText(event.target.value);
            onApply(event.target.value);
          }}
          className="h-8 w-10 shrink-0 cursor-pointer rounded border border-slate-300 bg-white"
        />
        <input
          id={id}
          className={CONTROL}
          value={text}
          placeholder={value ? undefined : "None"}
          maxLength={7}
          aria-invalid={text !== "" && !valid}
          onChange={(event) => {
            const next = event.target.value.trim();
            setText(next);
            if (HEX_COLOR.test(next)) onApply(next.toLowerCase());
            else if (next === "") onApply(undefined);
          }}
        />
      </div>
      {text !== "" && !valid && (
        <p className="text-xs text-slate-500">Applies once it is a 6-digit hex such as #1d4ed8</p>
      )}
    </div>
  );
}

function PixelField({
  label,
  value,
  onApply,
}: {
  label: string;
  value: string | undefined;
  onApply: (value: string | undefined) => void;
}) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-xs font-medium text-slate-700">
        {label} (px)
      </label>
      <input
        id={id}
        type="number"
        min={0}
        max={MAX_LENGTH_PX}
        className={CONTROL}
        defaultValue={value ? Number.parseInt(value, 10) : ""}
        onChange={(event) => {
          const n = event.target.valueAsNumber;
          if (Number.isNaN(n)) onApply(undefined);
          else onApply(`${Math.min(MAX_LENGTH_PX, Math.max(0, Math.round(n)))}px`);
        }}
      />
    </div>
  );
}

const px = (value: string | undefined) => (value ? Number.parseInt(value, 10) : undefined);

/** Below Tailwind's `sm`: the panel is a bottom sheet. */
const PHONE = "(max-width: 639.98px)";
/** Room kept between the element and the toolbar or the sheet. */
const GAP_PX = 12;

interface Placement {
  /** The desktop panel docks on the side away from the element. */
  side: "left" | "right";
  /** The desktop panel's top: under the toolbar, however many lines it wraps to. */
  top: number;
}

/**
 * Keeps the element being styled in sight beside the panel. On a phone the panel is a bottom
 * sheet: the page gets room below (so even the last element can scroll up) and the element is
 * scrolled into the band between the toolbar and the sheet. On wider screens the panel sits
 * under the toolbar on the side the element is not on.
 */
function useKeepInSight(panel: RefObject<HTMLElement | null>, element: HTMLElement): Placement {
  const [placement, setPlacement] = useState<Placement>({ side: "right", top: 64 });
  useLayoutEffect(() => {
    const sheet = panel.current;
    if (!sheet) return;
    const phone = window.matchMedia(PHONE);
    const place = () => {
      const toolbar = document.querySelector('[role="toolbar"][data-inline-editor]');
      const toolbarBottom = toolbar ? toolbar.getBoundingClientRect().bottom : 0;
      const rect = element.getBoundingClientRect();
      if (!phone.matches) {
        document.body.style.paddingBottom = "";
        const side = rect.left + rect.width / 2 > window.innerWidth / 2 ? "left" : "right";
        setPlacement({ side, top: Math.max(0, toolbarBottom) + GAP_PX });
        return;
      }
      const sheetTop = window.innerHeight - sheet.offsetHeight;
      document.body.style.paddingBottom = `${sheet.offsetHeight}px`;
      const bandTop = toolbarBottom + GAP_PX;
      const bandBottom = sheetTop - GAP_PX;
      if (rect.top >= bandTop && rect.bottom <= bandBottom) return;
      // Its top just under the toolbar, or its bottom just over the sheet when it came from above.
      const fits = rect.height <= bandBottom - bandTop;
      const delta = rect.top < bandTop || !fits ? rect.top - bandTop : rect.bottom - bandBottom;
      window.scrollBy({ top: delta, behavior: "instant" });
    };
    place();
    const observer = new ResizeObserver(place);
    observer.observe(sheet);
    phone.addEventListener("change", place);
    window.addEventListener("resize", place);
    return () => {
      observer.disconnect();
      phone.removeEventListener("change", place);
      window.removeEventListener("resize", place);
      document.body.style.paddingBottom = "";
    };
  }, [panel, element]);
  return placement;
}

/**
 * The button style panel: the spec's eight styles, applied live to the button. Each field
 * shows the style the button has now (its edits over its designed style, read from the
 * browser), and Larger and Smaller step from the size it shows.
 */
export function StylePanel({
  target,
  styles,
  onChange,
  onClose,
}: {
  target: EditableElement;
  styles: ButtonStyles;
  onChange: (next: ButtonStyles) => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const panelRef = useRef<HTMLElement>(null);
  const [designed] = useState(() => readDesignedStyles(target.element));
  const { side, top } = useKeepInSight(panelRef, target.element);
  const current = <K extends keyof ButtonStyles>(key: K) => styles[key] ?? designed[key];
  const fontSize = px(current("fontSize")) ?? FONT_SIZE_DEFAULT;
  const [paddingY, paddingX] = (current("padding") ?? "").split(" ").map((p) => px(p));
  const set = (patch: Partial<ButtonStyles>) => onChange({ ...styles, ...patch });
  const stepFont = (delta: number) =>
    set({ fontSize: `${Math.min(FONT_SIZE_MAX, Math.max(FONT_SIZE_MIN, fontSize + delta))}px` });
  const setPadding = (y: number | undefined, x: number | undefined) =>
    set({
      padding: y === undefined && x === undefined ? undefined : `${y ?? 0}px ${x ?? y ?? 0}px`,
    });

  return (
    <section
      ref={panelRef}
      aria-labelledby={titleId}
      data-inline-editor=""
      data-testid="style-panel"
      style={{ "--panel-top": `${top}px` } as CSSProperties}
      className={`fixed inset-x-0 bottom-0 z-[46] max-h-[45vh] overflow-y-auto rounded-t-xl border-t border-slate-200 bg-white p-4 shadow-[0_-4px_16px_rgb(15_23_42/0.15)] sm:inset-x-auto sm:top-[var(--panel-top)] sm:bottom-auto sm:max-h-[calc(100vh-var(--panel-top)-1rem)] sm:w-80 sm:rounded-lg sm:border sm:shadow-xl ${side === "left" ? "sm:left-4" : "sm:right-4"}`}
    >
      <div className="mb-3 flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={titleId} className="text-sm font-semibold text-navy-900">
            Button style
          </h2>
          <p className="text-xs text-slate-600">
            {eidRole(target.eid)}. Edit its label on the button itself.
          </p>
        </div>
        <Button variant="ghost" size="sm" aria-label="Close style panel" onClick={onClose}>
          <X aria-hidden className="size-4" />
        </Button>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-1">
        {COLORS.map(([key, label]) => (
          <ColorField
            key={key}
            label={label}
            value={current(key)}
            onApply={(value) => set({ [key]: value })}
          />
        ))}
        <fieldset className="space-y-1">
          <legend className="block text-xs font-medium text-slate-700">Font size (px)</legend>
          <div className="flex items-center gap-2">
            <Button
              variant="secondary"
              size="sm"
              aria-label="Smaller"
              disabled={fontSize <= FONT_SIZE_MIN}
              onClick={() => stepFont(-1)}
            >
              <Minus aria-hidden className="size-4" />
            </Button>
            <output className="w-10 text-center text-sm font-semibold" data-testid="font-size">
              {fontSize}
            </output>
            <Button
              variant="secondary"
              size="sm"
              aria-label="Larger"
              disabled={fontSize >= FONT_SIZE_MAX}
              onClick={() => stepFont(1)}
            >
              <Plus aria-hidden className="size-4" />
            </Button>
          </div>
        </fieldset>
        <div className="space-y-1">
          <label htmlFor={`${titleId}-weight`} className="block text-xs font-medium text-slate-700">
            Font weight
          </label>
          <select
            id={`${titleId}-weight`}
            className={CONTROL}
            value={current("fontWeight") ?? ""}
            onChange={(event) => {
              const value = FONT_WEIGHTS.find((w) => w === event.target.value);
              set({ fontWeight: value });
            }}
          >
            <option value="">As designed</option>
            {FONT_WEIGHTS.map((weight) => (
              <option key={weight} value={weight}>
                {weight}
              </option>
            ))}
          </select>
        </div>
        <div className="col-span-2 grid grid-cols-2 gap-2 sm:col-span-1">
          <PixelField
            label="Border radius"
            value={current("borderRadius")}
            onApply={(value) => set({ borderRadius: value })}
          />
          <PixelField
            label="Border width"
            value={current("borderWidth")}
            onApply={(value) => set({ borderWidth: value })}
          />
          <PixelField
            label="Padding, vertical"
            value={paddingY === undefined ? undefined : `${paddingY}px`}
            onApply={(value) => setPadding(px(value), paddingX)}
          />
          <PixelField
            label="Padding, horizontal"
            value={paddingX === undefined ? undefined : `${paddingX}px`}
            onApply={(value) => setPadding(paddingY, px(value))}
          />
        </div>
      </div>
    </section>
  );
}
