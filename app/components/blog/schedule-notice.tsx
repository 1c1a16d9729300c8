import { CalendarClock } from "lucide-react";
import { type PublishScheduleView, scheduleText } from "~/schemas/publish-schedule";
import { Button } from "../ui/button";

/**
 * What is scheduled for the post and when (in the viewer's time zone), with Cancel; or why the
 * cron refused the last schedule. Rendered after hydration only: the time is the browser's.
 */
export function ScheduleNotice({
  schedule,
  busy,
  onCancel,
}: {
  schedule: PublishScheduleView;
  busy: boolean;
  onCancel: () => void;
}) {
  const refused = schedule.status === "refused";
  return (
    <div
      data-testid="schedule-status"
      role="status"
      className={`flex flex-wrap items-center gap-3 rounded-md border px-4 py-3 text-sm ${refused ? "border-red-200 bg-red-50 text-danger-700" : "border-blue-200 bg-blue-50 text-navy-900"}`}
    >
      <CalendarClock aria-hidden className="size-4 shrink-0" />
      <span className="min-w-0 flex-1">{scheduleText(schedule)}</span>
      {!refused && (
        <Button size="sm" variant="secondary" onClick={onCancel} loading={busy}>
          Cancel schedule
        </Button>
      )}
    </div>
  );
}
