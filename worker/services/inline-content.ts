import { and, asc, desc, eq, isNotNull, lte, sql } from "drizzle-orm";
import {
  changedKeys,
  eidOfSelector,
  type InlineContentMap,
  InlineContentMapSchema,
  type InlineContentState,
  type InlineRevision,
  type OrphanEntry,
  type PageType,
} from "../../app/schemas/inline-content";
import { preparedOnce } from "../db/client";
import { inlineContent, inlineContentRevisions, pages } from "../db/schema";
import { AppError, notFound } from "../errors";
import { auditInsert } from "./audit";
import type { Deps } from "./deps";
import { rebuildFeeds } from "./feeds";
import { purgePublicPages } from "./page-cache";
import type { SessionUser } from "./session-user";

// Staff's inline edits of a page: one draft row and one published row per page path, each
// with a version. Every change writes a revision (who, when, which elements). Saves carry the
// draft version they started from, and a stale one answers 409 naming who changed the page.

export type InlineContentStatus = "draft" | "published";
type Actor = Pick<SessionUser, "id" | "username">;

export interface PageRef {
  pagePath: string;
  pageType: PageType;
}

export const NOT_SAVED_MESSAGE = "There are no saved changes on this page";

/** Parsed maps by their stored JSON: every visitor's render reads the same few maps. */
const parsedMaps = new Map<string, InlineContentMap>();
const PARSED_MAPS_KEPT = 64;

function parseMap(json: string): InlineContentMap {
  const known = parsedMaps.get(json);
  if (known) return known;
  let map: InlineContentMap = {};
  try {
    const parsed = InlineContentMapSchema.safeParse(JSON.parse(json));
    if (parsed.success) map = parsed.data;
  } catch {}
  // Frozen: callers share the object (and worker/html/inline-content.ts compiles it once).
  Object.freeze(map);
  if (parsedMaps.size >= PARSED_MAPS_KEPT) {
    const oldest = parsedMaps.keys().next().value;
    if (oldest !== undefined) parsedMaps.delete(oldest);
  }
  parsedMaps.set(json, map);
  return map;
}

function parseKeys(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((k): k is string => typeof k === "string") : [];
  } catch {
    return [];
  }
}

/** A page's draft or published row (every page render reads the published one). */
const contentRow = preparedOnce((db) =>
  db
    .select()
    .from(inlineContent)
    .where(
      and(
        eq(inlineContent.pagePath, sql.placeholder("pagePath")),
        eq(inlineContent.status, sql.placeholder("status")),
      ),
    )
    .prepare(),
);

const readRow = ({ db }: Deps, pagePath: string, status: InlineContentStatus) =>
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
  const row = await readRow(deps, pagePath, status);
  if (row) return parseMap(row.content);
  if (status === "draft") return getInlineContentMap(deps, pagePath, "published");
  return {};
}

/** The editor's view of a page: draft and published maps, the draft's version and author. */
export async function getInlineContentState(
  deps: Deps,
  { pagePath, pageType }: PageRef,
): Promise<InlineContentState> {
  const [draftRow, publishedRow] = await Promise.all([
    readRow(deps, pagePath, "draft"),
    readRow(deps, pagePath, "published"),
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
    publishAt: draftRow?.publishAt ?? null,
    unpublishedChanges: changedKeys(published, draft).length > 0,
  };
}

/**
 * Refuses a map whose selectors are not on the page (`eids` are the page's rendered
 * `data-eid`s): 400 naming each entry, nothing stored.
 */
export function assertSelectorsExist(map: InlineContentMap, eids: ReadonlySet<string>): void {
  const issues = Object.entries(map)
    .filter(([, entry]) => !eids.has(eidOfSelector(entry.selector)))
    .map(([key, entry]) => ({
      path: `content.${key}.selector`,
      message: `${entry.selector} is not an element of this page`,
    }));
  const [first] = issues;
  if (first) throw new AppError(400, "UNKNOWN_SELECTOR", first.message, issues);
}

/** Entries whose element no longer exists on the page (its code changed). */
export function findOrphans(
  maps: { draft: InlineContentMap; published: InlineContentMap },
  eids: ReadonlySet<string>,
): OrphanEntry[] {
  const orphans: OrphanEntry[] = [];
  for (const status of ["draft", "published"] as const) {
    for (const [key, entry] of Object.entries(maps[status])) {
      if (eids.has(eidOfSelector(entry.selector))) continue;
      if (status === "published" && orphans.some((o) => o.selector === entry.selector)) continue;
      orphans.push({ key, selector: entry.selector, content: entry.content, status });
    }
  }
  return orphans;
}

function staleError(row: { updatedBy: string | null; updatedAt: string } | undefined) {
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
 * Writes `map` as the page's draft if the stored draft is still at `baseVersion` (when given);
 * a concurrent or stale save answers 409. Records a revision. Returns the new version.
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
  const current = await readRow(deps, ref.pagePath, "draft");
  const currentVersion = current?.version ?? 0;
  if (options.baseVersion !== undefined && options.baseVersion !== currentVersion) {
    throw staleError(current);
  }
  const before = current ? parseMap(current.content) : {};
  const content = JSON.stringify(map);
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
  if (!row) throw staleError(await readRow(deps, ref.pagePath, "draft"));
  const changed = changedKeys(before, map);
  await db.insert(inlineContentRevisions).values({
    pagePath: ref.pagePath,
    pageType: ref.pageType,
    action: options.action,
    content,
    changed: JSON.stringify(changed),
    version: row.version,
    createdAt: now,
    createdBy: options.actor.username,
  });
  return { version: row.version, changed };
}

/** `POST /api/inline-content/save`: the page's new draft map (selectors already checked). */
export async function saveInlineDraft(
  deps: Deps,
  input: PageRef & { content: InlineContentMap; htmlSample: string; baseVersion?: number },
  actor: Actor,
): Promise<{ success: true; version: number; changed: string[] }> {
  const result = await writeDraft(deps, input, input.content, {
    baseVersion: input.baseVersion,
    htmlSample: input.htmlSample,
    actor,
    action: "save",
  });
  return { success: true, ...result };
}

/** The D1 page at a path (a page created in the admin), if any. */
function createdPage({ db }: Deps, pagePath: string) {
  return db
    .select({ id: pages.id, isActive: pages.isActive, version: pages.version })
    .from(pages)
    .where(and(eq(pages.path, pagePath), eq(pages.source, "d1")))
    .get();
}

async function afterVisibleChange(deps: Deps, pagePath: string, feeds: boolean) {
  await purgePublicPages(deps, [pagePath]);
  if (!feeds) return;
  try {
    await rebuildFeeds(deps);
  } catch (error) {
    console.error(
      JSON.stringify({ level: "error", event: "inline.feeds_failed", error: String(error) }),
    );
  }
}

/**
 * Copies the draft to the published map (and makes a created page active), then purges the
 * page's edge cache so the next visitor gets it. Idempotent.
 */
async function publishNow(deps: Deps, ref: PageRef, actor: Actor | null) {
  const { db } = deps;
  const draft = await readRow(deps, ref.pagePath, "draft");
  const published = await readRow(deps, ref.pagePath, "published");
  const page = ref.pageType === "page" ? await createdPage(deps, ref.pagePath) : undefined;
  if (!draft && !published && !page) throw notFound(NOT_SAVED_MESSAGE);
  const now = new Date().toISOString();
  const by = actor?.username ?? "scheduled publish";
  const statements = [];
  if (draft) {
    statements.push(
      db
        .insert(inlineContent)
        .values({
          pagePath: ref.pagePath,
          pageType: ref.pageType,
          status: "published",
          content: draft.content,
          htmlSample: draft.htmlSample,
          updatedAt: now,
          updatedBy: by,
        })
        .onConflictDoUpdate({
          target: [inlineContent.pagePath, inlineContent.status],
          set: {
            content: draft.content,
            htmlSample: draft.htmlSample,
            updatedAt: now,
            updatedBy: by,
            version: published ? published.version + 1 : 1,
          },
        }),
      db
        .update(inlineContent)
        .set({ publishAt: null })
        .where(and(eq(inlineContent.id, draft.id), eq(inlineContent.version, draft.version))),
    );
  }
  const activates = page !== undefined && !page.isActive;
  if (activates && page) {
    statements.push(
      db
        .update(pages)
        .set({ isActive: true, lastModified: now, modifiedBy: by, version: page.version + 1 })
        .where(eq(pages.id, page.id)),
    );
  }
  const content = draft?.content ?? published?.content ?? "{}";
  statements.push(
    db.insert(inlineContentRevisions).values({
      pagePath: ref.pagePath,
      pageType: ref.pageType,
      action: "publish",
      content,
      changed: JSON.stringify(
        changedKeys(published ? parseMap(published.content) : {}, parseMap(content)),
      ),
      version: draft?.version ?? 0,
      createdAt: now,
      createdBy: by,
    }),
    auditInsert(deps, {
      action: "inline.published",
      actor,
      actorUsername: by,
      targetType: ref.pageType,
      targetId: ref.pagePath,
    }),
  );
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
  await afterVisibleChange(deps, ref.pagePath, activates);
}

/**
 * `POST /api/inline-content/publish`: publish the draft now or at `publishAt` (the cron
 * applies it), or unpublish: visitors get the page without its edits again and a created page
 * becomes inactive (404, out of the sitemap). Every change purges the page's edge cache.
 */
export async function publishInlineContent(
  deps: Deps,
  input: PageRef & { action: "publish" | "unpublish"; publishAt?: string },
  actor: Actor,
): Promise<{ success: true; action: string; publishAt?: string }> {
  if (input.action === "publish" && input.publishAt && Date.parse(input.publishAt) > Date.now()) {
    const draft = await readRow(deps, input.pagePath, "draft");
    if (!draft) throw notFound(NOT_SAVED_MESSAGE);
    await deps.db.batch([
      deps.db
        .update(inlineContent)
        .set({ publishAt: input.publishAt })
        .where(eq(inlineContent.id, draft.id)),
      deps.db.insert(inlineContentRevisions).values({
        pagePath: input.pagePath,
        pageType: input.pageType,
        action: "schedule",
        content: draft.content,
        changed: "[]",
        version: draft.version,
        createdBy: actor.username,
      }),
    ]);
    return { success: true, action: "scheduled", publishAt: input.publishAt };
  }
  if (input.action === "publish") {
    await publishNow(deps, input, actor);
    return { success: true, action: "published" };
  }
  const { db } = deps;
  const published = await readRow(deps, input.pagePath, "published");
  const page = input.pageType === "page" ? await createdPage(deps, input.pagePath) : undefined;
  if (!published && !page) throw notFound(NOT_SAVED_MESSAGE);
  const now = new Date().toISOString();
  const [first, ...rest] = [
    db
      .delete(inlineContent)
      .where(
        and(eq(inlineContent.pagePath, input.pagePath), eq(inlineContent.status, "published")),
      ),
    ...(page?.isActive
      ? [
          db
            .update(pages)
            .set({
              isActive: false,
              lastModified: now,
              modifiedBy: actor.username,
              version: page.version + 1,
            })
            .where(eq(pages.id, page.id)),
        ]
      : []),
    db.insert(inlineContentRevisions).values({
      pagePath: input.pagePath,
      pageType: input.pageType,
      action: "unpublish",
      content: published?.content ?? "{}",
      changed: JSON.stringify(Object.keys(published ? parseMap(published.content) : {})),
      version: 0,
      createdAt: now,
      createdBy: actor.username,
    }),
  ];
  await db.batch([first, ...rest]);
  await afterVisibleChange(deps, input.pagePath, page?.isActive === true);
  return { success: true, action: "unpublished" };
}

/**
 * `DELETE /api/inline-content/delete`: removes the page's draft and published edits (a code
 * page shows its code text again); a page created in the admin is removed altogether.
 */
export async function deleteInlineContent(
  deps: Deps,
  ref: PageRef,
  actor: Actor,
): Promise<{ success: true; pageDeleted: boolean }> {
  const { db } = deps;
  const [draft, published] = await Promise.all([
    readRow(deps, ref.pagePath, "draft"),
    readRow(deps, ref.pagePath, "published"),
  ]);
  const page = ref.pageType === "page" ? await createdPage(deps, ref.pagePath) : undefined;
  if (!draft && !published && !page) throw notFound(NOT_SAVED_MESSAGE);
  const removed = { ...(published ? parseMap(published.content) : {}) };
  Object.assign(removed, draft ? parseMap(draft.content) : {});
  await db.batch([
    db.delete(inlineContent).where(eq(inlineContent.pagePath, ref.pagePath)),
    ...(page ? [db.delete(pages).where(eq(pages.id, page.id))] : []),
    db.insert(inlineContentRevisions).values({
      pagePath: ref.pagePath,
      pageType: ref.pageType,
      action: "delete",
      content: draft?.content ?? published?.content ?? "{}",
      changed: JSON.stringify(Object.keys(removed).sort()),
      version: 0,
      createdBy: actor.username,
    }),
    auditInsert(deps, {
      action: page ? "page.deleted" : "inline.deleted",
      actor,
      targetType: ref.pageType,
      targetId: ref.pagePath,
    }),
  ]);
  await afterVisibleChange(deps, ref.pagePath, page !== undefined);
  return { success: true, pageDeleted: page !== undefined };
}

/** `GET /api/inline-content/revisions`: the page's history, newest first. */
export async function listRevisions(deps: Deps, pagePath: string): Promise<InlineRevision[]> {
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
    changed: parseKeys(row.changed),
    version: row.version,
    createdAt: row.createdAt,
    createdBy: row.createdBy,
  }));
}

/**
 * `POST /api/inline-content/restore`: a revision as a new draft, whole or only the named
 * elements (an element the revision lacks is removed from the draft). Selectors must still be
 * on the page (`eids`).
 */
export async function restoreRevision(
  deps: Deps,
  input: PageRef & { revisionId: number; elements?: string[]; baseVersion?: number },
  actor: Actor,
  eids: ReadonlySet<string>,
): Promise<{ success: true; version: number; changed: string[] }> {
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
  const old = parseMap(revision.content);
  const state = await getInlineContentState(deps, input);
  let next: InlineContentMap;
  if (input.elements) {
    next = { ...state.draft };
    for (const key of input.elements) {
      const entry = old[key];
      if (entry) next[key] = entry;
      else delete next[key];
    }
  } else {
    next = old;
  }
  // Elements whose code is gone cannot come back; they stay listed as orphans in history.
  const restorable = Object.fromEntries(
    Object.entries(next).filter(
      ([key, entry]) => eids.has(eidOfSelector(entry.selector)) || state.draft[key] === entry,
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

/**
 * Publishes every draft whose `publishAt` has come (run by the cron). Returns the paths
 * published; one page's failure does not stop the others.
 */
export async function publishScheduledInlineContent(
  deps: Deps,
  now = new Date(),
): Promise<string[]> {
  const due = await deps.db
    .select({ pagePath: inlineContent.pagePath, pageType: inlineContent.pageType })
    .from(inlineContent)
    .where(
      and(
        eq(inlineContent.status, "draft"),
        isNotNull(inlineContent.publishAt),
        lte(inlineContent.publishAt, now.toISOString()),
      ),
    )
    .orderBy(asc(inlineContent.publishAt))
    .all();
  const done: string[] = [];
  for (const row of due) {
    try {
      await publishNow(
        deps,
        { pagePath: row.pagePath, pageType: row.pageType === "blog" ? "blog" : "page" },
        null,
      );
      done.push(row.pagePath);
    } catch (error) {
      console.error(
        JSON.stringify({
          level: "error",
          event: "inline.scheduled_publish_failed",
          path: row.pagePath,
          error: String(error),
        }),
      );
    }
  }
  return done;
}
