import type { LucideIcon } from "lucide-react";
import { Field, Select } from "../ui/field";

// The look of the structure controls' bars (sections' and items'), and where an element is.

export const CONTROL =
  "inline-flex size-8 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent-600 disabled:cursor-not-allowed disabled:text-slate-400";
export const BAR =
  "absolute z-[44] flex items-center gap-0.5 rounded-md border border-slate-300 bg-white p-0.5 shadow-md";
export const BADGE = "rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900";

/** Where an element is on the page (document coordinates). */
export function boxOf(element: HTMLElement) {
  const rect = element.getBoundingClientRect();
  return {
    top: rect.top + window.scrollY,
    bottom: rect.bottom + window.scrollY,
    left: rect.left + window.scrollX,
    right: rect.right + window.scrollX,
    shown: rect.width > 0 || rect.height > 0,
  };
}

/** One button of a bar: an icon with its action's name for screen readers and a tooltip. */
export function BarButton({
  label,
  title,
  icon: Icon,
  disabled = false,
  danger = false,
  expanded,
  onClick,
}: {
  label: string;
  title: string;
  icon: LucideIcon;
  disabled?: boolean;
  danger?: boolean;
  /** For a button that shows more: whether it does now. */
  expanded?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={danger ? `${CONTROL} text-danger-700` : CONTROL}
      aria-label={label}
      aria-expanded={expanded}
      title={title}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon aria-hidden className="size-4" />
    </button>
  );
}

/** A labelled choice of a few options (a section's layout, its background): the admin's Field and Select. */
export function ChoiceSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly { id: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <Field label={label}>
      {(props) => (
        <Select {...props} value={value} onChange={(event) => onChange(event.target.value)}>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
