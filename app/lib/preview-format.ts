// The words of the share-preview dialogs (issue 35): pure functions, so the blog editor, the
// inline toolbar and the tests share them. Times are said in words, never as ISO timestamps.

import type { PreviewLink, PreviewState } from "~/schemas/previews";
import { formatNumber } from "./analytics-format";
import { timeAgo } from "./format";

/**
 * A time to come in words, in the reader's time zone unless `timeZone` is given:
 * "Wed, Dec 2, 2026 at 2:05 PM"; an unreadable time → "an unknown time".
 */
export function dateTimeWords(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "an unknown time";
  const day = date.toLocaleDateString("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone,
  });
  // Newer ICU puts a narrow no-break space before AM/PM; one space reads the same everywhere.
  const time = date
    .toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit", timeZone })
    .replace(/\u202f/g, " ");
  return `${day} at ${time}`;
}

/**
 * Whether a link still works, as of `now`: the server's state, except that an active link
 * whose time ran out while the list was open is expired.
 */
export function previewStateAt(
  link: Pick<PreviewLink, "state" | "expiresAt">,
  now: number = Date.now(),
): PreviewState {
  if (link.state !== "active") return link.state;
  const end = new Date(link.expiresAt).getTime();
  return Number.isNaN(end) || end > now ? "active" : "expired";
}

export type PreviewBadgeTone = "success" | "neutral" | "danger";

/** A link's badge: "Until Wed, Dec 2, 2026 at 2:05 PM", "Expired" or "Revoked". */
export function previewBadge(
  link: Pick<PreviewLink, "state" | "expiresAt">,
  now: number = Date.now(),
  timeZone?: string,
): { text: string; tone: PreviewBadgeTone } {
  const state = previewStateAt(link, now);
  if (state === "revoked") return { text: "Revoked", tone: "danger" };
  if (state === "expired") return { text: "Expired", tone: "neutral" };
  return { text: `Until ${dateTimeWords(link.expiresAt, timeZone)}`, tone: "success" };
}

/**
 * How often a link was opened: "Not opened yet", "Opened once, 5 minutes ago", "Opened 3 times,
 * last 2 hours ago".
 */
export function viewsWords(
  { views, lastViewedAt }: Pick<PreviewLink, "views" | "lastViewedAt">,
  now: number = Date.now(),
): string {
  if (views <= 0) return "Not opened yet";
  const count = views === 1 ? "Opened once" : `Opened ${formatNumber(views)} times`;
  if (!lastViewedAt) return count;
  const when = timeAgo(lastViewedAt, now);
  return views === 1 ? `${count}, ${when}` : `${count}, last ${when}`;
}
