import { and, eq, type Placeholder, type SQL, sql } from "drizzle-orm";
import {
  changedKeys,
  duplicateSelectorMessage,
  duplicateSelectors,
  type InlineContentMap,
  InlineContentMapSchema,
  type InlineContentSaveInput,
  type InlineContentState,
  normaliseSelector,
  type PageType,
  titleFromSlug,
} from "../../../app/schemas/inline-content";
import { mediaKeyOf } from "../../../app/schemas/media";
import {
  changedSettings,
  type DraftSettings,
  type DraftSettingsField,
  type DraftSettingsValues,
  draftSettingsValues,
  type RevisionSettings,
} from "../../../app/schemas/page-settings-draft";
import { assertInBatch, isFailedAssertion } from "../../db/batches";
import { type Db, preparedOnce } from "../../db/client";
import {
  type InlineContentRow,
  inlineContent,
  inlineContentRevisions,
  type Page,
} from "../../db/schema";
import { AppError } from "../../errors";
import type { SessionUser } from "../identity/session-user";
import { imageFactsFor, imagesStoredGuard } from "../media/media";
import type { Deps, WorkerDeps } from "../platform/deps";
import { isUniqueViolation } from "../platform/unique-write";
import { parseMap } from "./inline-maps";
import {
  assertLinksLive,
  assertSectionImagesStored,
  sectionImageMissing,
  sectionImages,
} from "./link-targets";
import { assertEntriesOnPage, hasElements, renderedElements } from "./page-elements";
import {
  draftSettingsText,
  parseDraftSettings,
  publishedSettingsOf,
  readSettingsRow,
  settingsChangeStatements,
  withSlug,
} from "./page-settings-draft";
import { resolvePage } from "./pages";
import { scheduleView } from "./publish-schedules";
import { reviewAfterSaveStatement } from "./reviews";
import { createTemplatePage } from "./templates";

// Staff's inline edits of a page: one draft row and one published row per page path, each
// with a version. The draft row also carries the Page settings the draft changes
// (page-settings-draft.ts). Every change writes a revision (who, when, which elements, the
// settings it left). Saves carry the draft version they started from, and a stale one answers
// 409 naming who changed the page. History and restore are in inline-history.ts; publishing,
// scheduling and deleting are in inline-publishing.ts.

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

/**
 * A page's settings in its draft: what is published (the catalogue row's), what the draft row
 * sets over it, the draft's values and the settings that differ. Null for a page without
 * settings (a blog post's, a page not created yet).
 */
export function draftSettingsOf(
  settingsRow: Page | undefined,
  draftRow: { settings: string | null } | undefined,
): {
  published: DraftSettingsValues;
  draft: DraftSettings;
  values: DraftSettingsValues;
  unpublished: DraftSettingsField[];
} | null {
  if (!settingsRow) return null;
  const published = publishedSettingsOf(settingsRow);
  const draft = parseDraftSettings(draftRow?.settings);
  const values = draftSettingsValues(published, draft);
  return { published, draft, values, unpublished: changedSettings(published, values) };
}

/** The editor's view of a page: draft and published maps, the draft's version and author. */
export async function getInlineContentState(
  deps: Deps,
  { pagePath, pageType }: PageRef,
): Promise<InlineContentState> {
  const [draftRow, publishedRow, schedule, settingsRow] = await Promise.all([
    readInlineRow(deps, pagePath, "draft"),
    readInlineRow(deps, pagePath, "published"),
    scheduleView(deps, "inline", pagePath),
    readSettingsRow(deps, pagePath, pageType),
  ]);
  const published = publishedRow ? parseMap(publishedRow.content) : {};
  const draft = draftRow ? parseMap(draftRow.content) : published;
  const unpublishedSettings = draftSettingsOf(settingsRow, draftRow)?.unpublished ?? [];
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
    unpublishedSettings,
    unpublishedChanges: changedKeys(published, draft).length > 0 || unpublishedSettings.length > 0,
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
export function writableMap(map: Readonly<Record<string, unknown>>): InlineContentMap {
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

/** SQL: the page's draft is still the one the editor saw: at `version`, or none when it is 0. */
export function draftAtVersion(pagePath: string, version: number): SQL {
  const draft = sql`select 1 from ${inlineContent} where ${inlineContent.pagePath} = ${pagePath} and ${inlineContent.status} = 'draft'`;
  return version === 0
    ? sql`not exists (${draft})`
    : sql`exists (${draft} and ${inlineContent.version} = ${version})`;
}

/**
 * The statements that write a page's next draft over `current` (the draft row read, the one
 * the batch's `draftAtVersion` holds; none: a first draft at `pagePath`) and record its
 * revision. `settings` replaces what the draft sets of the page's settings (undefined keeps
 * it); `revisionSettings` is what the revision records of them.
 */
export function draftWriteStatements(
  deps: Deps,
  next: {
    ref: PageRef;
    current: InlineContentRow | undefined;
    content: string;
    htmlSample: string;
    settings: DraftSettings | undefined;
    action: "save" | "restore";
    changed: string[];
    revisionSettings: RevisionSettings | null;
    actor: Actor;
    now: string;
  },
) {
  const { db } = deps;
  const { ref, current, now } = next;
  const version = (current?.version ?? 0) + 1;
  const settings =
    next.settings === undefined ? {} : { settings: draftSettingsText(next.settings) };
  const write = current
    ? db
        .update(inlineContent)
        .set({
          content: next.content,
          htmlSample: next.htmlSample || current.htmlSample,
          pageType: ref.pageType,
          ...settings,
          updatedAt: now,
          updatedBy: next.actor.username,
          version,
        })
        .where(eq(inlineContent.id, current.id))
    : db.insert(inlineContent).values({
        pagePath: ref.pagePath,
        pageType: ref.pageType,
        status: "draft",
        content: next.content,
        htmlSample: next.htmlSample,
        ...settings,
        updatedAt: now,
        updatedBy: next.actor.username,
        version,
      });
  const revision = db.insert(inlineContentRevisions).values({
    pagePath: ref.pagePath,
    pageType: ref.pageType,
    action: next.action,
    content: next.content,
    changed: next.changed,
    version,
    settings: next.revisionSettings ? JSON.stringify(next.revisionSettings) : null,
    createdAt: now,
    createdBy: next.actor.username,
  });
  return { version, statements: [write, revision] as const };
}

/**
 * Writes `map` (and, with `settings`, what the draft sets of the page's settings) as the
 * page's draft if the stored draft is still at `baseVersion`; a concurrent or stale save, or
 * one without `baseVersion` on a page that has a draft, answers 409. A map that names one
 * element twice or does not parse is a 422. The draft, its revision and (for a restore that
 * changes settings) the settings change are one batch. Returns the new version and what
 * changed.
 */
export async function writeDraft(
  deps: Deps,
  ref: PageRef,
  map: InlineContentMap,
  options: {
    baseVersion: number | undefined;
    htmlSample: string;
    actor: Actor;
    action: "save" | "restore";
    settings?: DraftSettings;
    /** A restore: the revision it came from, for the settings change's record. */
    restoredFrom?: number;
  },
): Promise<{ version: number; changed: string[]; settingsChanged: DraftSettingsField[] }> {
  const { db } = deps;
  const checked = writableMap(map);
  const [current, settingsRow] = await Promise.all([
    readInlineRow(deps, ref.pagePath, "draft"),
    readSettingsRow(deps, ref.pagePath, ref.pageType),
  ]);
  // Without a version only a first save (no draft yet) goes through.
  if ((options.baseVersion ?? 0) !== (current?.version ?? 0)) throw staleError(current);
  const before = current ? parseMap(current.content) : {};
  const changed = changedKeys(before, checked);
  const settingsBefore = draftSettingsOf(settingsRow, current);
  const settingsAfter = settingsBefore
    ? draftSettingsValues(settingsBefore.published, options.settings ?? settingsBefore.draft)
    : null;
  const settingsChanged =
    settingsBefore && settingsAfter ? changedSettings(settingsBefore.values, settingsAfter) : [];
  const now = new Date().toISOString();
  const { version, statements } = draftWriteStatements(deps, {
    ref,
    current,
    content: JSON.stringify(checked),
    htmlSample: options.htmlSample,
    settings: settingsBefore ? options.settings : undefined,
    action: options.action,
    changed,
    revisionSettings: settingsAfter ? { values: settingsAfter, changed: settingsChanged } : null,
    actor: options.actor,
    now,
  });
  const record =
    settingsRow && settingsBefore && settingsAfter && settingsChanged.length > 0
      ? settingsChangeStatements(deps, {
          row: settingsRow,
          pagePath: ref.pagePath,
          before: withSlug(settingsRow, settingsBefore.values),
          after: withSlug(settingsRow, settingsAfter),
          actor: options.actor,
          now,
          details: { restoredFrom: options.restoredFrom },
        })
      : [];
  // The library images the sections show must still be there as the draft is written: a
  // delete checks for uses in its own statement, this write for the files in its own.
  const images = sectionImages(checked);
  const imageKeys = images.map((image) => mediaKeyOf(image.src) ?? image.src);
  try {
    await db.batch([
      assertInBatch(db, draftAtVersion(ref.pagePath, current?.version ?? 0)),
      ...(imageKeys.length > 0 ? [assertInBatch(db, imagesStoredGuard(imageKeys))] : []),
      ...statements,
      ...record,
      // A page change (a post's page's too) in review or approved returns to review at this
      // version (issue 35).
      reviewAfterSaveStatement(deps, { type: "page", path: ref.pagePath }, version),
    ]);
  } catch (error) {
    // Someone saved in between (or a first save raced another), or an image was deleted a
    // moment before: nothing was written.
    if (isFailedAssertion(error) || isUniqueViolation(error)) {
      const now = await readInlineRow(deps, ref.pagePath, "draft");
      if (isFailedAssertion(error) && (now?.version ?? 0) === (current?.version ?? 0)) {
        const stored = await imageFactsFor(deps, imageKeys);
        const gone = images.find((image) => !stored.has(mediaKeyOf(image.src) ?? ""));
        if (gone) throw sectionImageMissing(gone);
      }
      throw staleError(now);
    }
    throw error;
  }
  return { version, changed, settingsChanged };
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
  await assertSectionImagesStored(deps, checked);
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
  const { version, changed } = await writeDraft(deps, input, input.content, {
    baseVersion: input.baseVersion,
    htmlSample: input.htmlSample,
    actor,
    action: "save",
  });
  return { success: true, version, changed, pageCreated };
}
