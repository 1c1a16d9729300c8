import type { InlineContentMap } from "../../../app/schemas/inline-content";
import type { InlineContentRow, Page, Setting } from "../../db/schema";
import {
  securityPolicyFromRow,
  securityPolicyQuery,
  type VersionedSecurityPolicy,
} from "../identity/security-policy";
import type { SessionUser } from "../identity/session-user";
import {
  type SessionRow,
  sessionIdHashOf,
  sessionQuery,
  sessionUserOf,
} from "../identity/sessions";
import type { Deps, RenderReads } from "../platform/deps";
import { siteSettingsFromRow, siteSettingsQuery } from "../platform/settings";
import { inlineRowQuery, parseMap } from "./inline-content";
import { catalogueQuery } from "./pages";

// The rows every public page render reads, asked of D1 in one batch before React Router runs:
// the site settings and the page's catalogue row (handed to the loaders through `reads`, so
// `getSiteSettings` and the catalogue lookups take them from there) and the page's published
// inline content, whose map is returned for the edge overlay. A signed-in request's session
// rides in the same batch. One round trip to the database instead of three or four; each
// reader still reads alone when a render has no batch, or asks for another row.

/** The overlay map of a public page whose rows went to D1 as one batch. */
export interface PageRows {
  pagePath: string;
  reads: RenderReads;
  overlay: Promise<InlineContentMap>;
  /** The sign-in policy, read in a signed-in page's batch for the second-factor check. */
  securityPolicy?: Promise<VersionedSecurityPolicy>;
}

/**
 * The page's rows in one batch: the overlay map is returned, the loaders' rows go to `reads`.
 *
 * @example const reads: RenderReads = {};
 *   const overlay = readPageRenderRows(deps, "/it-security", reads);
 */
export function readPageRenderRows(
  deps: Deps,
  pagePath: string,
  reads: RenderReads,
): Promise<InlineContentMap> {
  const { db } = deps;
  const rows = db.batch([
    siteSettingsQuery(db),
    catalogueQuery(db, pagePath),
    inlineRowQuery(db, pagePath, "published"),
  ]);
  return handOut(rows, pagePath, reads);
}

/**
 * The user behind a signed-in page GET's token, read in one batch with the page's rows. A
 * forged token reads nothing (the render then reads the page's rows itself).
 */
export async function resolveSessionWithPageRows(
  deps: Deps,
  token: string,
  viaCookie: boolean,
  pagePath: string,
): Promise<{ user: SessionUser | null; pageRows: PageRows | null }> {
  const idHash = await sessionIdHashOf(deps, token);
  if (!idHash) return { user: null, pageRows: null };
  const { db } = deps;
  const rows = db.batch([
    sessionQuery(db, idHash),
    siteSettingsQuery(db),
    catalogueQuery(db, pagePath),
    inlineRowQuery(db, pagePath, "published"),
    securityPolicyQuery(db),
  ]);
  const reads: RenderReads = {};
  const overlay = handOut(
    rows.then(([, settings, catalogue, inline]) => [settings, catalogue, inline] as const),
    pagePath,
    reads,
  );
  overlay.catch(() => undefined); // the session's read below reports a failed batch
  const [sessionRows] = await rows;
  const row: SessionRow | undefined = sessionRows[0];
  const user = await sessionUserOf(deps, { idHash, row, viaCookie });
  const securityPolicy = rows.then(([, , , , policy]) => securityPolicyFromRow(policy[0]));
  return { user, pageRows: { pagePath, reads, overlay, securityPolicy } };
}

/** Hands the batch's rows out: the loaders' to `reads`, the overlay map as the result. */
function handOut(
  rows: Promise<readonly [Setting[], Page[], InlineContentRow[]]>,
  pagePath: string,
  reads: RenderReads,
): Promise<InlineContentMap> {
  reads.siteSettings = quiet(rows.then(([settings]) => siteSettingsFromRow(settings[0])));
  reads.catalogueRow = { path: pagePath, row: quiet(rows.then(([, catalogue]) => catalogue[0])) };
  return rows.then(([, , inline]) => (inline[0] ? parseMap(inline[0].content) : {}));
}

/**
 * `promise`, marked as handled: a render that never asks for one of the rows (a blog post
 * reads no catalogue row) must not leave a rejection unhandled if the batch fails. Whoever
 * awaits it still gets the rejection.
 */
function quiet<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}
