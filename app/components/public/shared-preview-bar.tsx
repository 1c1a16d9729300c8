import { Eye } from "lucide-react";
import type { SharedPreview } from "~/context";
import { StaffNoticeBar } from "./staff-notice-bar";

// The banner over a page opened from a share link (`/preview/{token}`, issue 35): it is a
// draft, not the published site, and the link works until a stated time.

const UNTIL = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "UTC",
});

/** When a link stops working, in words: "Dec 6, 2026, 5:05 PM UTC". */
export function previewUntilWords(expiresAt: string): string {
  const time = new Date(expiresAt);
  return Number.isNaN(time.getTime()) ? "its expiry" : `${UNTIL.format(time)} UTC`;
}

export function SharedPreviewBar({ preview }: { preview: SharedPreview }) {
  return (
    <StaffNoticeBar
      label="Preview"
      testId="shared-preview-bar"
      icon={Eye}
      action={
        <a
          href="/"
          className="inline-flex min-h-11 items-center font-medium underline-offset-2 hover:underline"
        >
          Go to the live site
        </a>
      }
    >
      <strong>Preview of a draft.</strong> This is not published yet and may still change. This link
      works until {previewUntilWords(preview.expiresAt)}.
    </StaffNoticeBar>
  );
}
