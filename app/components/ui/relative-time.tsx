import { formatDateTime, timeAgo } from "~/lib/format";

/** "3 minutes ago", with the exact local date and time on hover and for machines. */
export function RelativeTime({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={formatDateTime(iso)}>
      {timeAgo(iso)}
    </time>
  );
}
