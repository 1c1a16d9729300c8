import { z } from "zod";

// Redirects and the 404 monitor (issue 34): what the API takes and answers, and what the
// Redirects screen shows. A source is a path of this site (`/old-page`), or a prefix ending in
// `/*` (`/old-blog/*`: the rest of the path is carried over to the target). A target is a path
// of this site that exists, or an https:// address; a 410 has none.

export const REDIRECT_STATUSES = [301, 302, 410] as const;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];
export const REDIRECT_STATUS_LABELS: Record<RedirectStatus, string> = {
  301: "301 Moved permanently",
  302: "302 Found (temporary)",
  410: "410 Gone",
};

/** The longest source or target kept. */
export const REDIRECT_PATH_MAX = 500;
/** Rows one CSV import may carry. */
export const REDIRECT_IMPORT_MAX_ROWS = 2000;

export const REDIRECT_MESSAGES = {
  source: "Source must be a path on this site starting with /, for example /old-page",
  sourceHost: "Source must be a path only, without https:// or a host name",
  target: "Target must be a path on this site starting with / or an https:// address",
  targetGone: "A 410 Gone redirect has no target: leave Target empty",
  targetNeeded: "Target is required for a 301 or 302 redirect",
  targetUnsafe: "Target must be an https:// address on a public host name",
  status: "Status must be 301, 302 or 410",
  version: "Version must be the version you last saw (a whole number)",
  csvEmpty: "The CSV has no rows: put one redirect per line as source,target,status",
  csvTooLong: `A CSV import can add at most ${REDIRECT_IMPORT_MAX_ROWS} redirects at once`,
} as const;

/** Why a source cannot be redirected (the reserved addresses of the site). */
export function reservedSourceMessage(source: string, what: string): string {
  return `${source} cannot be redirected: it is ${what}`;
}

/** Refused: the source is a page visitors can see now. */
export const liveSourceMessage = (source: string) =>
  `${source} is a live page: unpublish or rename it before redirecting its address`;

/** Refused: the target is a path of this site with no live page. */
export const missingTargetMessage = (target: string) =>
  `There is no page at ${target}: a redirect must point at a page that exists`;

/** Refused: a redirect from the same source exists. */
export const duplicateSourceMessage = (source: string) =>
  `A redirect from ${source} already exists: edit that one instead`;

/** Refused: the rule would make a loop or a chain of two hops. */
export const chainMessage = (rule: { source: string; target: string }) =>
  `This would make a chain or a loop with the redirect ${rule.source} → ${rule.target}: point every redirect straight at the final page`;

export const RedirectInputSchema = z.object({
  source: z
    .string(REDIRECT_MESSAGES.source)
    .trim()
    .min(1, REDIRECT_MESSAGES.source)
    .max(REDIRECT_PATH_MAX, REDIRECT_MESSAGES.source),
  target: z
    .string(REDIRECT_MESSAGES.target)
    .trim()
    .max(REDIRECT_PATH_MAX, REDIRECT_MESSAGES.target)
    .default(""),
  status: z
    .union([z.literal(301), z.literal(302), z.literal(410)], REDIRECT_MESSAGES.status)
    .default(301),
});
export type RedirectInput = z.infer<typeof RedirectInputSchema>;

export const RedirectUpdateSchema = RedirectInputSchema.extend({
  version: z
    .number(REDIRECT_MESSAGES.version)
    .int(REDIRECT_MESSAGES.version)
    .min(1, REDIRECT_MESSAGES.version),
});

export const RedirectDeleteSchema = z.object({
  version: z.coerce
    .number(REDIRECT_MESSAGES.version)
    .int(REDIRECT_MESSAGES.version)
    .min(1, REDIRECT_MESSAGES.version),
});

/**
 * Where a deleted page's or post's address sends its visitors: a live page of this site or an
 * https:// address (checked as a redirect's target). Left out: the address answers 404.
 */
export const ReplacementSchema = z
  .string(REDIRECT_MESSAGES.target)
  .trim()
  .max(REDIRECT_PATH_MAX, REDIRECT_MESSAGES.target)
  .optional()
  .transform((text) => (text === "" ? undefined : text));

/** Refused: a deleted address cannot send visitors to itself. */
export const replacementSelfMessage = (path: string) =>
  `${path} is the address being deleted: choose another page to send its visitors to`;

/** Refused: a built-in page is not deleted (only its edits are), so its address stays live. */
export const REPLACEMENT_NOT_DELETED_MESSAGE =
  "Only a deleted page can send its visitors elsewhere: a built-in page stays, only its edits are discarded";

export const RedirectImportSchema = z.object({
  csv: z.string(REDIRECT_MESSAGES.csvEmpty).max(1_000_000, REDIRECT_MESSAGES.csvTooLong),
  /** Only check: answer what would be added and refused, store nothing. */
  dryRun: z.boolean().default(false),
});

export const RedirectListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
});

/** How a redirect came to be. */
export const REDIRECT_ORIGINS = ["manual", "import", "automatic"] as const;
export type RedirectOrigin = (typeof REDIRECT_ORIGINS)[number];

/** A redirect as the API answers it. */
export interface Redirect {
  id: string;
  /** The normalised source; a prefix rule ends in `/*`. */
  source: string;
  target: string;
  status: RedirectStatus;
  match: "exact" | "prefix";
  origin: RedirectOrigin;
  /** Visitors sent on by it (the analytics counter's redirect counts). */
  hits: number;
  /** The last UTC day it sent someone on (YYYY-MM-DD), null before the first. */
  lastHit: string | null;
  createdAt: string;
  updatedAt: string;
  version: number;
}

/** One refused CSV row: its line number (1 is the first line), what it said, and why. */
export interface RedirectImportRefusal {
  line: number;
  source: string;
  target: string;
  status: string;
  reason: string;
}

/** `POST /api/redirects/import`: what was (or, for a dry run, would be) added, and refusals. */
export interface RedirectImportResult {
  dryRun: boolean;
  added: { line: number; source: string; target: string; status: RedirectStatus }[];
  refused: RedirectImportRefusal[];
}

/** A missing address as the 404 monitor lists it (`GET /api/not-found`). */
export interface NotFoundEntry {
  /** The path, encoded for the URL of its dismiss call. */
  id: string;
  path: string;
  hits: number;
  /** Crawlers' and tools' requests, counted apart. */
  botHits: number;
  /** First and last UTC day it was asked for (YYYY-MM-DD). */
  firstSeen: string;
  lastSeen: string;
  referrers: { host: string; hits: number }[];
  /** The closest live page or post by its address and title, if any is close. */
  suggestion: { path: string; title: string } | null;
}

/** Where a link to a redirected address was written. */
export const LINK_FIX_PLACES = ["post", "page-draft", "page-live", "page-content"] as const;
export type LinkFixPlace = (typeof LINK_FIX_PLACES)[number];

/**
 * A link staff wrote that points at an address a permanent redirect sends on, and its rewrite
 * to where the redirect leads (`GET /api/redirects/link-fixes`).
 */
export interface LinkFix {
  /** Names the link within its row: `post:{id}:{n}`, `inline:{path}:{status}:{key}` … */
  id: string;
  place: LinkFixPlace;
  /** The page the link is on, and its title. */
  path: string;
  title: string;
  /** The link's words. */
  text: string;
  /** The href as written, and as it will be. */
  from: string;
  to: string;
  /** The version of the post, page or edits it was read from: a rewrite needs it unchanged. */
  version: number;
}

/** The most links one reviewed rewrite takes. */
export const LINK_FIX_MAX = 500;

export const LinkFixApplySchema = z.object({
  fixes: z
    .array(
      z.object({
        id: z.string("Each fix needs the id it was listed with").min(1).max(700),
        version: z.number("Each fix needs the version it was listed with").int().min(0),
      }),
      "fixes must list the links to rewrite",
    )
    .min(1, "Choose at least one link to rewrite")
    .max(LINK_FIX_MAX, `A rewrite can take at most ${LINK_FIX_MAX} links at once`),
});
export type LinkFixApply = z.infer<typeof LinkFixApplySchema>;

/** Refused: a listed link changed (or was fixed) since the list was read; nothing was written. */
export const linkFixStaleMessage = (where: string) =>
  `${where} changed since you reviewed these links: nothing was rewritten. Review the list again.`;

/** `POST /api/redirects/link-fixes`: what was rewritten. */
export interface LinkFixResult {
  rewritten: number;
  /** The pages whose links changed. */
  paths: string[];
}
