import type { HTMLAttributes, ReactNode } from "react";

export function Card({ className = "", ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={`rounded-lg border border-slate-200 bg-white shadow-xs ${className}`}
      {...props}
    />
  );
}

export function CardHeader({
  title,
  description,
  actions,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-100 px-5 py-4">
      <div>
        <h2 className="text-base font-semibold text-navy-900">{title}</h2>
        {description && <p className="mt-0.5 text-sm text-slate-500">{description}</p>}
      </div>
      {actions && <div className="flex items-center gap-2">{actions}</div>}
    </div>
  );
}

/**
 * A card title with its count: "Blog Posts (12)", "(3 of 12)" while a filter hides some, and
 * "(…)" while the list loads.
 */
export function CountedTitle({
  label,
  shown,
  total,
  testId,
}: {
  label: string;
  shown: number;
  /** null while loading. */
  total: number | null;
  testId: string;
}) {
  return (
    <span>
      {label}{" "}
      <span className="text-slate-500" data-testid={testId}>
        ({total === null ? "…" : shown === total ? total : `${shown} of ${total}`})
      </span>
    </span>
  );
}

const TONES = {
  neutral: "bg-slate-100 text-slate-700",
  success: "bg-green-50 text-success-700 ring-1 ring-green-200",
  warning: "bg-amber-50 text-warning-700 ring-1 ring-amber-200",
  danger: "bg-red-50 text-danger-700 ring-1 ring-red-200",
  accent: "bg-blue-50 text-accent-700 ring-1 ring-blue-200",
} as const;

export function Badge({
  tone = "neutral",
  children,
}: {
  tone?: keyof typeof TONES;
  children: ReactNode;
}) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}

/** What a list shows while it has nothing to show. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 px-6 py-10 text-center">
      <p className="font-medium text-slate-700">{title}</p>
      {children && <div className="mt-2 text-sm text-slate-500">{children}</div>}
    </div>
  );
}

/** Grey placeholder rows while a list loads. */
export function LoadingRows({ rows = 3, label = "Loading" }: { rows?: number; label?: string }) {
  return (
    <div role="status" aria-label={label} className="space-y-3">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <div key={i} className="h-16 animate-pulse rounded-lg bg-slate-100" />
      ))}
    </div>
  );
}

export function Alert({
  tone = "danger",
  children,
}: {
  tone?: "danger" | "success" | "warning";
  children: ReactNode;
}) {
  const styles = {
    danger: "border-red-200 bg-red-50 text-danger-700",
    success: "border-green-200 bg-green-50 text-success-700",
    warning: "border-amber-200 bg-amber-50 text-warning-700",
  } as const;
  return (
    <div role="alert" className={`rounded-md border px-4 py-3 text-sm ${styles[tone]}`}>
      {children}
    </div>
  );
}
