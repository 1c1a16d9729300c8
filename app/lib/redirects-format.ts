// The words of the Redirects screen (issue 34): pure functions, so the screen and the tests share
// them. Numbers, days and referrers are said as the Analytics tab says them.

import type {
  LinkFixPlace,
  LinkFixResult,
  NotFoundEntry,
  RedirectImportResult,
  RedirectOrigin,
  RedirectStatus,
} from "~/schemas/redirects";
import { formatNumber, rangeWords, referrerWords } from "./analytics-format";

/** A count and its noun: "1 redirect", "1,234 redirects". */
export function countWords(value: number, one: string, many: string): string {
  return `${formatNumber(value)} ${value === 1 ? one : many}`;
}

/** The Type column: the status code as people know it, and a short label under it. */
const STATUS_WORDS: Record<RedirectStatus, { code: string; label: string }> = {
  301: { code: "301", label: "Permanent" },
  302: { code: "302", label: "Temporary" },
  410: { code: "410 Gone", label: "Removed for good" },
};

/** A redirect's type in words: 301 → { code: "301", label: "Permanent" }. */
export function statusWords(status: RedirectStatus): { code: string; label: string } {
  return STATUS_WORDS[status] ?? { code: String(status), label: "Other" };
}

const ORIGIN_LABELS: Record<RedirectOrigin, string> = {
  manual: "Added by staff",
  import: "Imported",
  automatic: "Automatic: the address changed",
};

/** How a redirect came to be, in words ("import" → "Imported"). */
export function originLabel(origin: RedirectOrigin): string {
  return ORIGIN_LABELS[origin] ?? "Unknown";
}

/** A UTC day (YYYY-MM-DD) in words, "Nov 28, 2026"; null (no hit yet) → "Never". */
export function dayWords(day: string | null): string {
  if (day === null) return "Never";
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(`${day}T12:00:00Z`))) {
    return "Unknown";
  }
  return rangeWords({ from: day, to: day });
}

/**
 * The sites that linked to a missing address, for the "Linked from" column (whose header
 * already says "from"): "partner.example (3), direct (1)"; none → "No referrer recorded".
 */
export function linkedFromWords(referrers: NotFoundEntry["referrers"]): string {
  return referrerWords(referrers).replace(/^from /, "");
}

/** Crawlers' requests beside a missing address's hits: "+12 from crawlers", "" for none. */
export function crawlerWords(botHits: number): string {
  return botHits > 0 ? `+${formatNumber(botHits)} from crawlers` : "";
}

/** What an import did, for its toast: "Added 3 redirects", "…; 1 row refused". */
export function importDoneWords({ added, refused }: RedirectImportResult): string {
  const done =
    added.length === 0
      ? "No redirects added"
      : `Added ${countWords(added.length, "redirect", "redirects")}`;
  return refused.length === 0
    ? done
    : `${done}; ${countWords(refused.length, "row", "rows")} refused`;
}

/** The longest CSV an import takes, in characters (RedirectImportSchema's limit). */
export const CSV_MAX_CHARS = 1_000_000;

export const CSV_FILE_MESSAGES = {
  type: "Choose a .csv file: one redirect per line as source,target,status",
  empty: "The file is empty: put one redirect per line as source,target,status",
  tooLarge: "The file is too large: a CSV import may be at most 1 MB",
  unreadable: "The file could not be read. Choose it again.",
} as const;

export type CsvFileRead = { ok: true; csv: string } | { ok: false; error: string };

/**
 * The text of a chosen CSV file, or why it cannot be imported: not a CSV (by its name or
 * type), empty, or over the import's limit. A spreadsheet's byte-order mark is dropped.
 */
export async function readCsvFile(
  file: Pick<File, "name" | "type" | "size" | "text">,
): Promise<CsvFileRead> {
  const csvLike = /\.(?:csv|txt)$/i.test(file.name) || /^text\/(?:csv|plain)\b/i.test(file.type);
  if (!csvLike) return { ok: false, error: CSV_FILE_MESSAGES.type };
  if (file.size === 0) return { ok: false, error: CSV_FILE_MESSAGES.empty };
  // UTF-8 takes at most 4 bytes a character: a larger file cannot fit, so it is not read.
  if (file.size > CSV_MAX_CHARS * 4) return { ok: false, error: CSV_FILE_MESSAGES.tooLarge };
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { ok: false, error: CSV_FILE_MESSAGES.unreadable };
  }
  const csv = text.replace(/^\uFEFF/, "");
  if (csv.trim() === "") return { ok: false, error: CSV_FILE_MESSAGES.empty };
  if (csv.length > CSV_MAX_CHARS) return { ok: false, error: CSV_FILE_MESSAGES.tooLarge };
  return { ok: true, csv };
}

const PLACE_LABELS: Record<LinkFixPlace, string> = {
  post: "Post text",
  "page-draft": "Draft edits, not yet published",
  "page-live": "Published edits",
  "page-content": "Page content",
};

/** Where a link to a redirected address was written, in words. */
export function linkFixPlaceLabel(place: LinkFixPlace): string {
  return PLACE_LABELS[place] ?? "Page";
}

/** A link's words in quotes, or what it is when it has none. */
export function linkTextWords(text: string): string {
  return text ? `“${text}”` : "A link without words (an icon or image)";
}

/** What a rewrite did: "3 links rewritten on 2 pages". */
export function rewriteDoneWords({ rewritten, paths }: LinkFixResult): string {
  return `${countWords(rewritten, "link", "links")} rewritten on ${countWords(paths.length, "page", "pages")}`;
}
