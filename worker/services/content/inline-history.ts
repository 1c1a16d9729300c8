import { and, desc, eq } from "drizzle-orm";
import type {
  InlineContentMap,
  InlineRevision,
  OrphanEntry,
} from "../../../app/schemas/inline-content";
import {
  changedSettings,
  type DraftSettings,
  type DraftSettingsValues,
  draftSettingsOver,
  isDraftSettingsField,
  type RevisionSettings,
} from "../../../app/schemas/page-settings-draft";
import { inlineContentRevisions } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import type { SessionUser } from "../identity/session-user";
import type { Deps, WorkerDeps } from "../platform/deps";
import {
  draftSettingsOf,
  getInlineContentState,
  type PageRef,
  parseMap,
  readInlineRow,
  writableMap,
  writeDraft,
} from "./inline-content";
import { findOrphans, hasElements, isOnPage, renderedElements } from "./page-elements";
import { parseRevisionSettings, readSettingsRow } from "./page-settings-draft";

// A page's history: every revision of its draft (who, when, which elements, the settings it
// left), the entries whose elements the page no longer renders, and restoring a revision, whole
// or in part, as a new draft through the same versioned write as a save.

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
    settings: parseRevisionSettings(row.settings),
    createdAt: row.createdAt,
    createdBy: row.createdBy,
  }));
}

/** A page's draft row, catalogue row and the draft's settings (null: a page without them). */
async function draftSettingsValuesOf(deps: Deps, ref: PageRef) {
  const [draftRow, settingsRow] = await Promise.all([
    readInlineRow(deps, ref.pagePath, "draft"),
    readSettingsRow(deps, ref.pagePath, ref.pageType),
  ]);
  return { draftRow, settingsRow, settings: draftSettingsOf(settingsRow, draftRow) };
}

/**
 * `GET /api/inline-content/revisions`: the page's history, its draft (words and settings) and
 * version, and the entries whose elements the page no longer renders (orphans).
 */
export async function getInlineHistory(
  deps: WorkerDeps,
  ref: PageRef,
  actor: SessionUser,
): Promise<{
  revisions: InlineRevision[];
  draft: InlineContentMap;
  settings: DraftSettingsValues | null;
  version: number;
  orphans: OrphanEntry[];
}> {
  const [revisions, state, elements, { settings }] = await Promise.all([
    listRevisions(deps, ref.pagePath),
    getInlineContentState(deps, ref),
    renderedElements(deps, ref, actor),
    draftSettingsValuesOf(deps, ref),
  ]);
  return {
    revisions,
    draft: state.draft,
    settings: settings?.values ?? null,
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
 * The page settings a restore leaves in the draft: the revision's (whole, or the named ones)
 * over the draft's, as what the draft sets over the published ones. Undefined when the
 * restore leaves them as they are (a revision recorded without settings, or none named).
 */
function restoredSettings(
  current: NonNullable<ReturnType<typeof draftSettingsOf>> | null,
  recorded: RevisionSettings | null,
  named: string[] | undefined,
): DraftSettings | undefined {
  const fields = named ? named.filter(isDraftSettingsField) : undefined;
  if (!current || (fields && fields.length === 0)) return undefined;
  if (!recorded) {
    if (fields) {
      throw new AppError(
        422,
        "NO_SETTINGS",
        "This revision was saved before page settings were kept in the history, so its settings cannot be restored",
      );
    }
    return undefined;
  }
  const values = { ...current.values };
  for (const field of fields ?? changedSettings(values, recorded.values)) {
    values[field] = recorded.values[field];
  }
  return draftSettingsOver(values, current.published);
}

/**
 * `POST /api/inline-content/restore`: a revision as a new draft, whole or only the named
 * elements and page settings (an element the revision lacks is removed from the draft). Whole,
 * it brings back the settings the revision left too. Selectors must still be on the page. The
 * merged map is checked before anything is written: an entry that no longer parses, or an
 * element that would end up under two keys, is a 422 and the draft stays.
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
  const [state, { settings: current }] = await Promise.all([
    getInlineContentState(deps, input),
    draftSettingsValuesOf(deps, input),
  ]);
  const settings = restoredSettings(
    current,
    parseRevisionSettings(revision.settings),
    input.elements,
  );
  let merged: Record<string, unknown>;
  if (input.elements) {
    merged = { ...state.draft };
    for (const key of input.elements.filter((named) => !isDraftSettingsField(named))) {
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
  const { version, changed } = await writeDraft(deps, input, restorable, {
    baseVersion: input.baseVersion,
    htmlSample: "",
    actor,
    action: "restore",
    ...(settings ? { settings } : {}),
    restoredFrom: revision.id,
  });
  return { success: true, version, changed };
}
