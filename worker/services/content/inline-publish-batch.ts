import { and, eq, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { IndexNowTrigger } from "../../../app/schemas/indexnow";
import { changedKeys } from "../../../app/schemas/inline-content";
import {
  changedSettings,
  type DraftSettings,
  draftSettingsValues,
  type RevisionSettings,
} from "../../../app/schemas/page-settings-draft";
import { inlineContent, inlineContentRevisions, type Page, pages } from "../../db/schema";
import { notFound } from "../../errors";
import { auditInsert } from "../platform/audit";
import type { Deps } from "../platform/deps";
import { announceChange } from "../platform/publish-hooks";
import {
  type Actor,
  NOT_SAVED_MESSAGE,
  type PageRef,
  parseMap,
  readInlineRow,
} from "./inline-content";
import {
  clearPublishedDraftSettings,
  publishedColumns,
  publishedSettingsOf,
  readSettingsRow,
} from "./page-settings-draft";
import {
  claimHoldsStatement,
  markPublishedStatement,
  type ScheduleClaim,
} from "./publish-schedules";

// The one write that makes a page's draft public, shared by Publish and the cron's scheduled
// publish: the words, the page settings into the catalogue, a created page made active, the
// revision and the audit row, in one batch; then the edge cache purge and the after-publish
// hooks. The actions around it (publish, schedule, cancel, delete) are in inline-publishing.ts.

/** What a publish ships: the draft's map and settings as reviewed (or as a schedule froze them). */
export interface PublishSnapshot {
  content: string;
  htmlSample: string;
  version: number;
  settings: DraftSettings;
}

/** The D1 page at a path (a page created in the admin), if any. */
export function createdPage({ db }: Deps, pagePath: string) {
  return db
    .select({ id: pages.id, isActive: pages.isActive, version: pages.version })
    .from(pages)
    .where(and(eq(pages.path, pagePath), eq(pages.source, "d1")))
    .get();
}

/**
 * The catalogue write of a publish: a created page becomes active, and the settings the
 * snapshot sets go live (visitors' <head>, JSON-LD and social image read them); `statement`
 * is null when neither applies. `recorded` is what the publish's revision keeps of the
 * settings. Null for a page without settings (a blog post's).
 */
function catalogueWrite(
  deps: Deps,
  row: Page | undefined,
  settings: DraftSettings,
  by: string,
  now: string,
) {
  if (!row) return null;
  const published = publishedSettingsOf(row);
  const after = draftSettingsValues(published, settings);
  const changed = changedSettings(published, after);
  const activates = row.source === "d1" && !row.isActive;
  const recorded: RevisionSettings = { values: after, changed };
  if (!activates && changed.length === 0) return { statement: null, recorded };
  const statement = deps.db
    .update(pages)
    .set({
      ...(activates ? { isActive: true } : {}),
      ...publishedColumns(settings, row.source),
      lastModified: now,
      modifiedBy: by,
      version: sql`${pages.version} + 1`,
    })
    .where(eq(pages.id, row.id));
  return { statement, recorded };
}

/**
 * After what visitors see changed: the page's edge cache is purged, the feeds rebuilt (the
 * sitemap's lastmod and a post's RSS entry follow the published edits) and IndexNow told
 * (`trigger`; none when visitors saw no change).
 */
export async function afterVisibleChange(
  deps: Deps,
  pagePath: string,
  trigger: IndexNowTrigger | null,
) {
  // An edited heading may be the page's title, so its social image.
  await announceChange(deps, { paths: [pagePath], trigger, feeds: true, socialImages: [pagePath] });
}

/**
 * Publishes `snapshot` (the draft as the user reviewed it, or a schedule's frozen copy): its
 * words, and its page settings into the catalogue, in one batch that also makes a created page
 * active; then purges the page's edge cache so the next visitor gets it. `extra` rides in the
 * same batch (a schedule marked published).
 */
export async function publishNow(
  deps: Deps,
  ref: PageRef,
  snapshot: PublishSnapshot | null,
  actor: Actor | null,
  extra: {
    by?: string;
    statements?: BatchItem<"sqlite">[];
    /** A scheduled publish: the batch lands only while the cron's claim holds. */
    claim?: ScheduleClaim;
  } = {},
) {
  const { db } = deps;
  const [published, row] = await Promise.all([
    readInlineRow(deps, ref.pagePath, "published"),
    readSettingsRow(deps, ref.pagePath, ref.pageType),
  ]);
  const page = row?.source === "d1" ? row : undefined;
  if (!snapshot && !published && !page) throw notFound(NOT_SAVED_MESSAGE);
  const now = new Date().toISOString();
  const by = extra.by ?? actor?.username ?? "scheduled publish";
  const settings = snapshot?.settings ?? {};
  const catalogue = catalogueWrite(deps, row, settings, by, now);
  const statements: BatchItem<"sqlite">[] = [];
  if (extra.claim) statements.push(claimHoldsStatement(deps, extra.claim));
  if (snapshot) {
    statements.push(
      db
        .insert(inlineContent)
        .values({
          pagePath: ref.pagePath,
          pageType: ref.pageType,
          status: "published",
          content: snapshot.content,
          htmlSample: snapshot.htmlSample,
          updatedAt: now,
          updatedBy: by,
        })
        .onConflictDoUpdate({
          target: [inlineContent.pagePath, inlineContent.status],
          set: {
            content: snapshot.content,
            htmlSample: snapshot.htmlSample,
            updatedAt: now,
            updatedBy: by,
            version: published ? published.version + 1 : 1,
          },
        }),
    );
  }
  if (catalogue?.statement) statements.push(catalogue.statement);
  // What is live now, the draft need not set again (a newer draft's settings stay).
  if (catalogue && snapshot) {
    statements.push(clearPublishedDraftSettings(deps, ref.pagePath, settings));
  }
  const content = snapshot?.content ?? published?.content ?? "{}";
  statements.push(
    db.insert(inlineContentRevisions).values({
      pagePath: ref.pagePath,
      pageType: ref.pageType,
      action: "publish",
      content,
      changed: changedKeys(published ? parseMap(published.content) : {}, parseMap(content)),
      version: snapshot?.version ?? 0,
      settings: catalogue ? JSON.stringify(catalogue.recorded) : null,
      createdAt: now,
      createdBy: by,
    }),
    auditInsert(deps, {
      action: "inline.published",
      actor,
      actorUsername: by,
      targetType: ref.pageType,
      targetId: ref.pagePath,
      ...(catalogue?.recorded.changed.length
        ? { details: { settings: catalogue.recorded.changed } }
        : {}),
    }),
    ...(extra.statements ?? []),
  );
  if (extra.claim) statements.push(markPublishedStatement(deps, extra.claim));
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
  await afterVisibleChange(deps, ref.pagePath, actor ? "publish" : "scheduled-publish");
}
