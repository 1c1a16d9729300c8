import { useId } from "react";
import { MAX_ALT_LENGTH } from "~/schemas/media";

interface AltTextFieldProps {
  value: string;
  /** Decorative: the field is empty and disabled (the image is saved with alt ""). */
  decorative: boolean;
  disabled?: boolean;
  error?: string;
  /** The id of a hint that describes the field (AltTextHint). */
  hintId?: string;
  onChange: (alt: string) => void;
}

/** An image's "Alt text" field with its error, as the dialog and the Media view ask it. */
export function AltTextField({
  value,
  decorative,
  disabled = false,
  error,
  hintId,
  onChange,
}: AltTextFieldProps) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : "", hintId ?? ""].filter(Boolean).join(" ");
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        Alt text
      </label>
      <textarea
        id={id}
        rows={2}
        // Room past the limit, so a long paste is told it is too long instead of cut short.
        maxLength={MAX_ALT_LENGTH + 50}
        value={decorative ? "" : value}
        disabled={decorative || disabled}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.target.value)}
        className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-accent-600 focus:outline-2 focus:outline-accent-600/30 disabled:bg-slate-50 aria-[invalid=true]:border-danger-700"
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}

interface DecorativeCheckboxProps {
  checked: boolean;
  disabled?: boolean;
  onChange: (decorative: boolean) => void;
}

/** "Decorative image": no alt text, screen readers skip it. */
export function DecorativeCheckbox({
  checked,
  disabled = false,
  onChange,
}: DecorativeCheckboxProps) {
  return (
    <label className="flex items-center gap-2 text-sm text-slate-700">
      <input
        type="checkbox"
        className="size-4"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      Decorative image
    </label>
  );
}
