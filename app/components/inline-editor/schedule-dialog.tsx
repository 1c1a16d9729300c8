import { useState } from "react";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";

interface ScheduleDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  /** The chosen time, as the datetime-local input gives it (the browser's time zone). */
  onSchedule: (at: string) => void;
}

/** Schedule publish: a time at which the draft goes live (kept while the dialog is closed). */
export function ScheduleDialog({ open, onOpenChange, busy, onSchedule }: ScheduleDialogProps) {
  const [scheduleAt, setScheduleAt] = useState("");
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Schedule publish"
      description="The draft as it is now (with your unsaved changes) goes live at this time, checked by the SEO gate again; later saves stay drafts. The site checks every 15 minutes."
    >
      <div className="space-y-4">
        <label className="block space-y-1.5 text-sm font-medium text-slate-700">
          <span>Publish at</span>
          <input
            type="datetime-local"
            value={scheduleAt}
            onChange={(event) => setScheduleAt(event.target.value)}
            className="block h-10 w-full rounded-md border border-slate-300 px-3 text-sm"
          />
        </label>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={() => onSchedule(scheduleAt)} loading={busy} disabled={!scheduleAt}>
            Schedule
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
