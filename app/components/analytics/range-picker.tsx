import { useId } from "react";
import { RANGE_PRESETS, type RangePreset } from "~/lib/analytics-format";
import type { AnalyticsRange } from "~/schemas/analytics";
import { Input } from "../ui/field";

export type RangeChoice = RangePreset | "custom";

const CHOICES: { value: RangeChoice; label: string }[] = [
  ...RANGE_PRESETS.map(({ value, label }) => ({ value, label })),
  { value: "custom", label: "Custom" },
];

interface RangePickerProps {
  choice: RangeChoice;
  onChoiceChange: (choice: RangeChoice) => void;
  /** The custom range as typed (either end may be "" while it is being typed). */
  custom: AnalyticsRange;
  onCustomChange: (custom: AnalyticsRange) => void;
  /** The server's words for a refused custom range, and the end it named. */
  error: { message: string; field?: "from" | "to" } | null;
  /** Today (UTC), the latest day a range may end on. */
  today: string;
}

/**
 * The tab's range: Today, the last 7, 30 or 90 days, or two dates of one's own. Days are UTC;
 * a refused custom range shows the server's reason under its dates.
 */
export function RangePicker({
  choice,
  onChoiceChange,
  custom,
  onCustomChange,
  error,
  today,
}: RangePickerProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = (field: "from" | "to") =>
    Boolean(error && (!error.field || error.field === field));
  return (
    <div className="space-y-3">
      <fieldset className="flex flex-wrap gap-1.5">
        <legend className="sr-only">Date range</legend>
        {CHOICES.map((item) => {
          const pressed = item.value === choice;
          return (
            <button
              key={item.value}
              type="button"
              aria-pressed={pressed}
              onClick={() => onChoiceChange(item.value)}
              className={`h-8 rounded-md border px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600 ${
                pressed
                  ? "border-accent-700 bg-accent-700 text-white"
                  : "border-slate-300 bg-white text-slate-800 hover:bg-slate-50"
              }`}
            >
              {item.label}
            </button>
          );
        })}
      </fieldset>
      {choice === "custom" && (
        <fieldset className="space-y-2">
          <legend className="sr-only">Custom range (UTC days)</legend>
          <div className="flex flex-wrap items-end gap-3">
            <div className="space-y-1">
              <label htmlFor={`${id}-from`} className="block text-sm font-medium text-slate-700">
                From
              </label>
              <Input
                id={`${id}-from`}
                type="date"
                className="w-44"
                value={custom.from}
                max={today}
                aria-invalid={invalid("from")}
                aria-describedby={error ? errorId : undefined}
                onChange={(event) => onCustomChange({ ...custom, from: event.target.value })}
              />
            </div>
            <div className="space-y-1">
              <label htmlFor={`${id}-to`} className="block text-sm font-medium text-slate-700">
                To
              </label>
              <Input
                id={`${id}-to`}
                type="date"
                className="w-44"
                value={custom.to}
                max={today}
                aria-invalid={invalid("to")}
                aria-describedby={error ? errorId : undefined}
                onChange={(event) => onCustomChange({ ...custom, to: event.target.value })}
              />
            </div>
          </div>
          {error && (
            <p id={errorId} role="alert" className="text-sm text-danger-700">
              {error.message}
            </p>
          )}
        </fieldset>
      )}
    </div>
  );
}
