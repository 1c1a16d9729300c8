import { z } from "zod";

// Lists that grow without bound (the leads inbox, the media library) answer one page at a time,
// newest first, with an opaque cursor naming the last row shown: `?cursor=…&limit=…` answers
// `{ …, nextCursor }`, null after the last page. The cursor is the last row's time and id (a
// keyset, so rows added or deleted meanwhile never shift a page), base64url-encoded JSON.

/** The most rows one page may ask for. */
export const PAGE_LIMIT_MAX = 100;

export const PAGING_MESSAGES = {
  cursor:
    "Invalid cursor: pass the nextCursor of the previous page as it was given, or leave it out for the first page",
  limit: `Limit must be a whole number from 1 to ${PAGE_LIMIT_MAX}`,
} as const;

/** Where a page ends: the last row's time (ISO-8601 UTC) and id. */
export interface PageCursor {
  at: string;
  id: string;
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?Z$/;
const ROW_ID = /^[A-Za-z0-9._-]{1,64}$/;

const toBase64Url = (text: string) =>
  btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

/** The opaque text of a cursor. */
export function encodePageCursor({ at, id }: PageCursor): string {
  return toBase64Url(JSON.stringify([at, id]));
}

/** The cursor a text names, or null for anything `encodePageCursor` did not write. */
export function decodePageCursor(text: string): PageCursor | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(text)) return null;
  try {
    const value: unknown = JSON.parse(atob(text.replace(/-/g, "+").replace(/_/g, "/")));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [at, id] = value;
    if (typeof at !== "string" || typeof id !== "string") return null;
    if (!ISO_TIME.test(at) || Number.isNaN(Date.parse(at)) || !ROW_ID.test(id)) return null;
    return { at, id };
  } catch {
    return null;
  }
}

/**
 * The `cursor` and `limit` of a list's query string: the cursor decoded (400 with
 * `PAGING_MESSAGES.cursor` when it is not one), the limit `defaultLimit` when left out.
 *
 * @example const MediaPageSchema = z.object(pageQuery(48));
 */
export function pageQuery(defaultLimit: number) {
  return {
    cursor: z
      .string(PAGING_MESSAGES.cursor)
      .optional()
      .transform((text, ctx) => {
        if (text === undefined) return undefined;
        const cursor = decodePageCursor(text);
        if (!cursor) {
          ctx.addIssue({ code: "custom", message: PAGING_MESSAGES.cursor });
          return z.NEVER;
        }
        return cursor;
      }),
    limit: z
      .string(PAGING_MESSAGES.limit)
      .regex(/^\d{1,3}$/, PAGING_MESSAGES.limit)
      .optional()
      .transform((text) => (text === undefined ? defaultLimit : Number(text)))
      .pipe(z.int().min(1, PAGING_MESSAGES.limit).max(PAGE_LIMIT_MAX, PAGING_MESSAGES.limit)),
  };
}
