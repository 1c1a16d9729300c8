/**
 * A labelled progress bar: what is happening on the left, the percentage on the right.
 *
 * @example <ProgressBar label="Crawl progress" caption="Analyzing 3 of 9 pages" done={3} total={9} />
 */
export function ProgressBar({
  label,
  caption,
  done,
  total,
  className = "space-y-2",
}: {
  /** The bar's accessible name. */
  label: string;
  /** The visible words above it. */
  caption: string;
  done: number;
  total: number;
  className?: string;
}) {
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);
  return (
    <div className={className}>
      <div className="flex items-center justify-between text-sm">
        <span className="font-medium text-navy-900">{caption}</span>
        <span className="tabular-nums text-slate-600">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2.5 overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className="h-full rounded-full bg-accent-600 transition-[width] duration-300"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
