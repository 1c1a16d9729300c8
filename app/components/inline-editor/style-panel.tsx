import { Minus, Plus, X } from "lucide-react";
import { useId, useState } from "react";
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
import type { EditableElement } from "./dom";

type ColorKey = "backgroundColor" | "color" | "borderColor";
type PixelKey = "borderRadius" | "borderWidth";

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
          placeholder="#1d4ed8"
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

/** The button style panel: the spec's eight styles, applied live to the button. */
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
  const fontSize = px(styles.fontSize) ?? FONT_SIZE_DEFAULT;
  const [paddingY, paddingX] = (styles.padding ?? "").split(" ").map((p) => px(p));
  const set = (patch: Partial<ButtonStyles>) => onChange({ ...styles, ...patch });
  const stepFont = (delta: number) =>
    set({ fontSize: `${Math.min(FONT_SIZE_MAX, Math.max(FONT_SIZE_MIN, fontSize + delta))}px` });
  const setPadding = (y: number | undefined, x: number | undefined) =>
    set({
      padding: y === undefined && x === undefined ? undefined : `${y ?? 0}px ${x ?? y ?? 0}px`,
    });
  const pixelsOf = (key: PixelKey) => styles[key];

  return (
    <section
      aria-labelledby={titleId}
      data-inline-editor=""
      className="fixed top-28 right-4 z-[46] max-h-[calc(100vh-9rem)] sm:top-16 w-[min(20rem,calc(100vw-2rem))] overflow-y-auto rounded-lg border border-slate-200 bg-white p-4 shadow-xl"
    >
      <div className="mb-3 flex items-start justify-between gap-2">
        <div>
          <h2 id={titleId} className="text-sm font-semibold text-navy-900">
            Button style
          </h2>
          <p className="text-xs text-slate-600">Edit the label on the button itself.</p>
        </div>
        <Button variant="ghost" size="sm" aria-label="Close style panel" onClick={onClose}>
          <X aria-hidden className="size-4" />
        </Button>
      </div>
      <div className="space-y-3">
        {COLORS.map(([key, label]) => (
          <ColorField
            key={key}
            label={label}
            value={styles[key]}
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
            value={styles.fontWeight ?? ""}
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
        <div className="grid grid-cols-2 gap-2">
          <PixelField
            label="Border radius"
            value={pixelsOf("borderRadius")}
            onApply={(value) => set({ borderRadius: value })}
          />
          <PixelField
            label="Border width"
            value={pixelsOf("borderWidth")}
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
        <p className="text-xs text-slate-500">Editing {target.eid}</p>
      </div>
    </section>
  );
}
