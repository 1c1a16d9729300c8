import { and, desc, eq, type Placeholder, sql } from "drizzle-orm";
import {
  changedKeys,
  duplicateSelectorMessage,
  duplicateSelectors,
  type InlineContentMap,
  InlineContentMapSchema,
  type InlineContentSaveInput,
  type InlineContentState,
  type InlineRevision,
  normaliseSelector,
  type OrphanEntry,
  type PageType,
  titleFromSlug,
} from "../../../app/schemas/inline-content";
import { type Db, preparedOnce } from "../../db/client";
import { inlineContent, inlineContentRevisions } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import type { SessionUser } from "../identity/session-user";
import type { Deps, WorkerDeps } from "../platform/deps";
import { parseMap } from "./inline-maps";
import { assertLinksLive } from "./link-targets";
import {
  assertEntriesOnPage,
  findOrphans,
  hasElements,
  isOnPage,
  renderedElements,
} from "./page-elements";
import { resolvePage } from "./pages";
import { scheduleView } from "./publish-schedules";
import { createTemplatePage } from "./templates";

// Staff's inline edits of a page: one draft row and one published row per page path, each
// with a version. Every change writes a revision (who, when, which elements). Saves carry the
// draft version they started from, and a stale one answers 409 naming who changed the page.
// Publishing, scheduling and deleting are in inline-publishing.ts.

export { parseMap } from "./inline-maps";

export type InlineContentStatus = "draft" | "published";
export type Actor = Pick<SessionUser, "id" | "username">;

export interface PageRef {
  pagePath: string;
  pageType: PageType;
}

export const NOT_SAVED_MESSAGE = "There are no saved changes on this page";

/** A page's draft or published row, as a query (a batch may carry it: render-rows.ts). */
export const inlineRowQuery = (
  db: Db,
  pagePath: string | Placeholder,
  status: InlineContentStatus | Placeholder,
) =>
  db
    .select()
    .from(inlineContent)
    .where(and(eq(inlineContent.pagePath, pagePath), eq(inlineContent.status, status)));

/** The same read, prepared once (every page render reads the published one). */
const contentRow = preparedOnce((db) =>
  inlineRowQuery(db, sql.placeholder("pagePath"), sql.placeholder("status")).prepare(),
);

/** The page's draft or published row, if any. */
export const readInlineRow = ({ db }: Deps, pagePath: string, status: InlineContentStatus) =>
  contentRow(db).get({ pagePath, status });

/**
 * The saved content map of a page (published for visitors, draft in edit mode); empty when
 * nothing is saved. A stored map that no longer parses is treated as empty, never thrown.
 * In edit mode a page with no draft shows its published map.
 */
export async function getInlineContentMap(
  deps: Deps,
  pagePath: string,
  status: InlineContentStatus,
): Promise<InlineContentMap> {
  const row = await readInlineRow(deps, pagePath, status);
  if (row) return parseMap(row.content);
  if (status === "draft") return getInlineContentMap(deps, pagePath, "published");
  return {};
}

/** The editor's view of a page: draft and published maps, the draft's version and author. */
export async function getInlineContentState(
  deps: Deps,
  { pagePath, pageType }: PageRef,
): Promise<InlineContentState> {
  const [draftRow, publishedRow, schedule] = await Promise.all([
    readInlineRow(deps, pagePath, "draft"),
    readInlineRow(deps, pagePath, "published"),
    scheduleView(deps, "inline", pagePath),
  ]);
  const published = publishedRow ? parseMap(publishedRow.content) : {};
  const draft = draftRow ? parseMap(draftRow.content) : published;
  return {
    pagePath,
    pageType,
    draft,
    published,
    version: draftRow?.version ?? 0,
    updatedAt: draftRow?.updatedAt ?? null,
    updatedBy: draftRow?.updatedBy ?? null,
    publishAt: schedule?.status === "pending" ? schedule.publishAt : null,
    schedule,
    unpublishedChanges: changedKeys(published, draft).length > 0,
  };
}

/** The 409 of a save, publish or schedule that started from a draft version no longer stored. */
export function staleError(row: { updatedBy: string | null; updatedAt: string } | undefined) {
  const who = row?.updatedBy ?? "someone else";
  const when = row?.updatedAt ?? "just now";
  return new AppError(
    409,
    "STALE",
    `This page was changed by ${who} at ${when}. Compare their changes with yours.`,
    [{ path: "baseVersion", message: `Changed by ${who} at ${when}` }],
  );
}

/**
 * `map` as it may be stored: every entry valid and one key per element (422 naming the
 * element otherwise), with its selectors in their one spelling.
 */
function writableMap(map: Readonly<Record<string, unknown>>): InlineContentMap {
  const parsed = InlineContentMapSchema.safeParse(map);
  if (parsed.success) return parsed.data;
  // Named first, however the rest of the map fails: the element edited twice.
  const selectors = Object.entries(map).flatMap(([key, entry]) => {
    const selector = (entry as { selector?: unknown } | null)?.selector;
    return typeof selector === "string" ? [[key, { selector: normaliseSelector(selector) }]] : [];
  });
  const [duplicate] = duplicateSelectors(Object.fromEntries(selectors));
  const issues = parsed.error.issues.map((issue) => ({
    path: issue.path.map(String).join("."),
    message: issue.message,
  }));
  if (duplicate) {
    throw new AppError(422, "DUPLICATE_SELECTOR", duplicateSelectorMessage(duplicate), issues);
  }
  throw new AppError(422, "INVALID_CONTENT", issues[0]?.message ?? "Invalid content", issues);
}

/**
 * Writes `map` as the page's draft if the stored draft is still at `baseVersion`; a
 * concurrent or stale save, or one without `baseVersion` on a page that has a draft, answers
 * 409. A map that names one element twice or does not parse is a 422. Records a revision.
 * Returns the new version.
 */
async function writeDraft(
  deps: Deps,
  ref: PageRef,
  map: InlineContentMap,
  options: {
    baseVersion: number | undefined;
    htmlSample: string;
    actor: Actor;
    action: "save" | "restore";
  },
): Promise<{ version: number; changed: string[] }> {
  const { db } = deps;
  const checked = writableMap(map);
  const current = await readInlineRow(deps, ref.pagePath, "draft");
  // Without a version only a first save (no draft yet) goes through.
  if ((options.baseVersion ?? 0) !== (current?.version ?? 0)) throw staleError(current);
  const before = current ? parseMap(current.content) : {};
  const content = JSON.stringify(checked);
  const now = new Date().toISOString();
  let written: { version: number }[];
  if (current) {
    written = await db
      .update(inlineContent)
      .set({
        content,
        htmlSample: options.htmlSample || current.htmlSample,
        pageType: ref.pageType,
        updatedAt: now,
        updatedBy: options.actor.username,
        version: current.version + 1,
      })
      .where(and(eq(inlineContent.id, current.id), eq(inlineContent.version, current.version)))
      .returning({ version: inlineContent.version });
  } else {
    written = await db
      .insert(inlineContent)
      .values({
        pagePath: ref.pagePath,
        pageType: ref.pageType,
        status: "draft",
        content,
        htmlSample: options.htmlSample,
        updatedAt: now,
        updatedBy: options.actor.username,
        version: 1,
      })
      .onConflictDoNothing()
      .returning({ version: inlineContent.version });
  }
  const [row] = written;
  if (!row) throw staleError(await readInlineRow(deps, ref.pagePath, "draft"));
  const changed = changedKeys(before, checked);
  await db.insert(inlineContentRevisions).values({
    pagePath: ref.pagePath,
    pageType: ref.pageType,
    action: options.action,
    content,
    changed,
    version: row.version,
    createdAt: now,
    createdBy: options.actor.username,
  });
  return { version: row.version, changed };
}

/** Whether `/{slug}` is a page staff can edit today (code or created, active or not). */
async function pageExists(deps: Deps, ref: PageRef): Promise<boolean> {
  if (ref.pageType === "blog" || ref.pagePath === "/") return true;
  return (await resolvePage(deps, ref.pagePath.slice(1), { includeInactive: true })) !== null;
}

/**
 * `POST /api/inline-content/save`: the page's new draft map. New or changed entries must
 * address elements the page renders (an entry already in the draft whose element has gone, an
 * orphan, may ride along unchanged, so the next save of other elements still works). Saving
 * the template view of an unknown slug creates the page, inactive.
 */
export async function saveInlineEdits(
  deps: WorkerDeps,
  input: InlineContentSaveInput,
  actor: SessionUser,
): Promise<{ success: true; version: number; changed: string[]; pageCreated: boolean }> {
  const [elements, state] = await Promise.all([
    renderedElements(deps, input, actor),
    getInlineContentState(deps, input),
  ]);
  if (!hasElements(elements)) throw new AppError(404, "NOT_FOUND", "No such page to edit");
  // Refused before anything is written (saving an unknown slug creates its page).
  const map = writableMap(input.content);
  const stored = new Set(Object.values(state.draft).map((entry) => JSON.stringify(entry)));
  const checked = Object.fromEntries(
    Object.entries(map).filter(([, entry]) => !stored.has(JSON.stringify(entry))),
  );
  assertEntriesOnPage(checked, elements, map);
  await assertLinksLive(deps, checked);
  let pageCreated = false;
  if (!(await pageExists(deps, input))) {
    const slug = input.pagePath.slice(1);
    await createTemplatePage(
      deps,
      { slug, title: titleFromSlug(slug), template: "service-page" },
      actor,
    );
    pageCreated = true;
  }
  const result = await writeDraft(deps, input, input.content, {
    baseVersion: input.baseVersion,
    htmlSample: input.htmlSample,
    actor,
    action: "save",
  });
  return { success: true, ...result, pageCreated };
}

/** The page's history, newest first. */
async function listRevisions(deps: Deps, pagePath: string): Promise<InlineRevision[]> {
  const rows = await deps.db
    .select()
    .from(inlineContentRevisions)
    .where(eq(inlineContentRevisions.pagePath, pagePath))
    .orderBy(desc(inlineContentRevisions.id))
    .limit(200)
    .all();
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    content: parseMap(row.content),
    changed: row.changed,
    version: row.version,
    createdAt: row.createdAt,
    createdBy: row.createdBy,
  }));
}

/**
 * `GET /api/inline-content/revisions`: the page's history, its draft and version, and the
 * entries whose elements the page no longer renders (orphans).
 */
export async function getInlineHistory(
  deps: WorkerDeps,
  ref: PageRef,
  actor: SessionUser,
): Promise<{
  revisions: InlineRevision[];
  draft: InlineContentMap;
  version: number;
  orphans: OrphanEntry[];
}> {
  const [revisions, state, elements] = await Promise.all([
    listRevisions(deps, ref.pagePath),
    getInlineContentState(deps, ref),
    renderedElements(deps, ref, actor),
  ]);
  return {
    revisions,
    draft: state.draft,
    version: state.version,
    orphans: hasElements(elements) ? findOrphans(state, elements) : [],
  };
}

/** A revision's stored entries as they are, valid or not (restore checks what it merges). */
function revisionEntries(json: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json);
    if (value && typeof value === "object" && !Array.isArray(value)) {
      return value as Record<string, unknown>;
    }
  } catch {}
  throw new AppError(
    422,
    "INVALID_CONTENT",
    "This revision's saved content can no longer be read, so it cannot be restored",
  );
}

/**
 * `POST /api/inline-content/restore`: a revision as a new draft, whole or only the named
 * elements (an element the revision lacks is removed from the draft). Selectors must still be
 * on the page. The merged map is checked before anything is written: an entry that no longer
 * parses, or an element that would end up under two keys, is a 422 and the draft stays.
 */
export async function restoreRevision(
  deps: WorkerDeps,
  input: PageRef & { revisionId: number; elements?: string[]; baseVersion?: number },
  actor: SessionUser,
): Promise<{ success: true; version: number; changed: string[] }> {
  const elements = await renderedElements(deps, input, actor);
  const revision = await deps.db
    .select()
    .from(inlineContentRevisions)
    .where(
      and(
        eq(inlineContentRevisions.id, input.revisionId),
        eq(inlineContentRevisions.pagePath, input.pagePath),
      ),
    )
    .get();
  if (!revision) throw notFound("No such revision of this page");
  const old = revisionEntries(revision.content);
  const state = await getInlineContentState(deps, input);
  let merged: Record<string, unknown>;
  if (input.elements) {
    merged = { ...state.draft };
    for (const key of input.elements) {
      if (Object.hasOwn(old, key)) merged[key] = old[key];
      else delete merged[key];
    }
  } else {
    merged = old;
  }
  const next = writableMap(merged);
  // Elements whose code is gone cannot come back; they stay listed as orphans in history.
  const restorable = Object.fromEntries(
    Object.entries(next).filter(
      ([key, entry]) =>
        isOnPage(key, entry, elements, next) ||
        JSON.stringify(state.draft[key]) === JSON.stringify(entry),
    ),
  );
  const result = await writeDraft(deps, input, restorable, {
    baseVersion: input.baseVersion,
    htmlSample: "",
    actor,
    action: "restore",
  });
  return { success: true, ...result };
}
