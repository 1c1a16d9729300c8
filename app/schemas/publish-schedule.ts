// A publish set for a time (a page's inline edits or a blog post), as the editors and the
// Content tab show it. Browser-safe; imports nothing.

/** A pending schedule, or the last one the cron refused (until the next schedule or publish). */
export interface PublishScheduleView {
  id: number;
  status: "pending" | "refused";
  publishAt: string;
  scheduledBy: string;
  scheduledAt: string;
  /** The draft (or post) version that was frozen. */
  baseVersion: number;
  /** Why the cron refused it. */
  reason: string | null;
  finishedAt: string | null;
}

export const NO_SCHEDULE_MESSAGE = "Nothing is scheduled to publish here";

/**
 * "Scheduled for Tue 1 Dec, 09:00 (your time) by alice" or "Scheduled publish for … was
 * refused: …", in the viewer's locale and time zone.
 */
export function scheduleText(view: PublishScheduleView): string {
  const when = new Date(view.publishAt);
  const time = Number.isNaN(when.getTime())
    ? "an unknown time"
    : `${when.toLocaleDateString(undefined, { weekday: "short", day: "numeric", month: "short" })}, ${when.toLocaleTimeString(undefined, { hour: "2-digit", minute: "2-digit" })} (your time)`;
  if (view.status === "pending") return `Scheduled for ${time} by ${view.scheduledBy}`;
  return `The publish ${view.scheduledBy} scheduled for ${time} was refused: ${view.reason ?? "no reason recorded"}`;
}
