import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/**
 * The amber bar staff see over a public page (a draft preview, edit mode for an author): what
 * this view is, and one link onwards.
 */
export function StaffNoticeBar({
  label,
  testId,
  icon: Icon,
  children,
  action,
}: {
  label: string;
  testId: string;
  icon: LucideIcon;
  children: ReactNode;
  action: ReactNode;
}) {
  return (
    <aside
      aria-label={label}
      className="border-b border-amber-300 bg-amber-50 text-sm text-amber-950"
      data-testid={testId}
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6 lg:pr-8 lg:pl-20">
        <p className="flex items-center gap-2">
          <Icon aria-hidden="true" className="size-4 shrink-0" />
          <span>{children}</span>
        </p>
        {action}
      </div>
    </aside>
  );
}
