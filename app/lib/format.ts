/** "22 Nov 2026, 14:05" in the reader's locale and time zone; "Never" for null. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return "Never";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "Unknown";
  return date.toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
}

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ""
    : date.toLocaleDateString(undefined, { dateStyle: "medium" });
}

/**
 * How long ago an ISO time was, in words ("just now", "5 minutes ago", "3 days ago"). The same
 * in every time zone, so the Worker may put it in a message for any reader.
 */
export function timeAgo(iso: string, now: number = Date.now()): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return "at an unknown time";
  const seconds = Math.max(0, Math.round((now - then) / 1000));
  if (seconds < 45) return "just now";
  const steps: [number, string][] = [
    [60, "minute"],
    [60, "hour"],
    [24, "day"],
    [30, "month"],
    [12, "year"],
  ];
  let value = seconds / 60;
  let unit = "minute";
  for (let i = 1; i < steps.length; i++) {
    const [size, next] = steps[i] as [number, string];
    if (value < size) break;
    value /= size;
    unit = next;
  }
  const count = Math.max(1, Math.round(value));
  return `${count} ${unit}${count === 1 ? "" : "s"} ago`;
}

/** An ISO-8601 UTC time as the Worker writes it ("2026-11-26T10:04:05.123Z"). */
const ISO_TIME = /(\s+at)?\s+(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?Z)/g;

/**
 * A message with every ISO time in it said for people: a past time as how long ago ("changed
 * by admin at 2026-11-26T10:04:05Z" → "changed by admin 3 minutes ago"), a future one as the
 * reader's local date and time.
 */
export function isoTimesInWords(message: string, now: number = Date.now()): string {
  return message.replace(ISO_TIME, (_match, at: string | undefined, iso: string) => {
    const then = new Date(iso).getTime();
    if (Number.isNaN(then)) return `${at ?? ""} at an unknown time`;
    return then > now + 60_000 ? `${at ?? " at"} ${formatDateTime(iso)}` : ` ${timeAgo(iso, now)}`;
  });
}
