import { ChartColumn } from "lucide-react";
import { useEffect, useState } from "react";
import { pageStatsLine } from "~/lib/analytics-format";
import { apiRequest } from "~/lib/api";
import type { AnalyticsPageStats } from "~/schemas/analytics";
import type { EditorBoot } from "./boot";

/**
 * The toolbar's line of this page's last 30 days ("Last 30 days: 1,234 views · 56 visitors ·
 * 3 leads · 5.4% conversion"), for editors and admins. Nothing at all while it loads, for an
 * author, for a page not created yet, or when the read fails: the figures are a help, never in
 * the way of editing.
 */
export function PageStats({ boot }: { boot: EditorBoot }) {
  const [line, setLine] = useState<string | null>(null);
  const allowed = boot.canEdit && boot.user !== null && boot.user.role !== "author";
  const path = boot.pagePath;
  const skip = !allowed || boot.isTemplate;

  useEffect(() => {
    if (skip) return;
    const controller = new AbortController();
    // A refusal must not send the editor to the login page: the line just stays away.
    apiRequest<AnalyticsPageStats>(`/api/analytics/page?path=${encodeURIComponent(path)}`, {
      signal: controller.signal,
      redirectOnAuthError: false,
      stepUp: false,
    })
      .then((stats) => {
        if (!controller.signal.aborted) setLine(pageStatsLine(stats));
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [path, skip]);

  if (skip || line === null) return null;
  return (
    <p data-testid="page-stats" className="flex w-full items-start gap-1.5 text-xs text-slate-600">
      <ChartColumn aria-hidden className="mt-px size-3.5 shrink-0" />
      <span>{line}</span>
    </p>
  );
}
