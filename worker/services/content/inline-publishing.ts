import { and, eq, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { z } from "zod";
import type { IndexNowTrigger } from "../../../app/schemas/indexnow";
import {
  changedKeys,
  type InlineContentMap,
  InlineContentMapSchema,
  PAGE_TYPES,
} from "../../../app/schemas/inline-content";
import {
  changedSettings,
  type DraftSettings,
  DraftSettingsSchema,
  draftSettingsValues,
  type RevisionSettings,
} from "../../../app/schemas/page-settings-draft";
import { NO_SCHEDULE_MESSAGE } from "../../../app/schemas/publish-schedule";
import {
  inlineContent,
  inlineContentRevisions,
  type Page,
  pages,
  seoDeploys,
} from "../../db/schema";
import { notFound } from "../../errors";
import { auditInsert } from "../platform/audit";
import type { Deps, WorkerDeps } from "../platform/deps";
import { announceChange } from "../platform/publish-hooks";
import {
  type Actor,
  draftSettingsOf,
  NOT_SAVED_MESSAGE,
  type PageRef,
  parseMap,
  readInlineRow,
  staleError,
} from "./inline-content";
import {
  clearPublishedDraftSettings,
  parseDraftSettings,
  publishedColumns,
  publishedSettingsOf,
  readSettingsRow,
} from "./page-settings-draft";
import { type GateActor, gateInlinePublish, inlinePublishReasons } from "./publish-gate";
import {
  cancelPendingSchedule,
  cancelPendingStatement,
  claimHoldsStatement,
  dropSchedulesStatement,
  gateAtPublishTime,
  markPublishedStatement,
  publishDueSchedules,
  refuseSchedule,
  type ScheduleClaim,
  scheduleStatements,
} from "./publish-schedules";

// Publishing a page's inline edits: now (through the SEO gate), at a time (the version the
// user reviewed is frozen in publish_schedules and the cron publishes that, after the gate
// again), unpublishing, and deleting them. Every change purges the page's edge cache.

/**
 * What a schedule freezes of a page: its draft map and the page settings it sets, as the user
 * reviewed them (a snapshot frozen before settings joined the draft has none).
 */
const InlineSnapshotSchema = z.object({
  pageType: z.enum(PAGE_TYPES),
  content: InlineContentMapSchema,
  htmlSample: z.string(),
  settings: DraftSettingsSchema.optional(),
});
type InlineSnapshot = z.infer<typeof InlineSnapshotSchema>;

/** What a publish ships: the draft's map and settings as reviewed (or as a schedule froze them). */
interface PublishSnapshot {
  content: string;
  htmlSample: string;
  version: number;
  settings: DraftSettings;
}

/** The D1 page at a path (a page created in the admin), if any. */
function createdPage({ db }: Deps, pagePath: string) {
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
async function afterVisibleChange(deps: Deps, pagePath: string, trigger: IndexNowTrigger | null) {
  // An edited heading may be the page's title, so its social image.
  await announceChange(deps, { paths: [pagePath], trigger, feeds: true, socialImages: [pagePath] });
}

/**
 * Publishes `snapshot` (the draft as the user reviewed it, or a schedule's frozen copy): its
 * words, and its page settings into the catalogue, in one batch that also makes a created page
 * active; then purges the page's edge cache so the next visitor gets it. `extra` rides in the
 * same batch (a schedule marked published).
 */
async function publishNow(
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

/**
 * The draft the user reviewed: the stored draft while it is still at `baseVersion` (0 or
 * absent when there is no draft), else 409 with the save's conflict answer.
 */
async function reviewedDraft(deps: Deps, pagePath: string, baseVersion: number | undefined) {
  const draft = await readInlineRow(deps, pagePath, "draft");
  if (draft ? baseVersion !== draft.version : (baseVersion ?? 0) !== 0) throw staleError(draft);
  return draft;
}

/** Freezes the reviewed draft as the page's one pending schedule (replacing any other). */
async function scheduleInline(
  deps: Deps,
  ref: PageRef,
  input: { publishAt: string; seoOverrideReason?: string },
  draft: NonNullable<Awaited<ReturnType<typeof readInlineRow>>>,
  actor: Actor,
) {
  const settingsRow = await readSettingsRow(deps, ref.pagePath, ref.pageType);
  const settings = draftSettingsOf(settingsRow, draft);
  const snapshot: InlineSnapshot = {
    pageType: ref.pageType,
    content: parseMap(draft.content),
    htmlSample: draft.htmlSample,
    ...(settings ? { settings: settings.draft } : {}),
  };
  await deps.db.batch([
    ...scheduleStatements(deps, {
      kind: "inline",
      target: ref.pagePath,
      snapshot,
      baseVersion: draft.version,
      publishAt: input.publishAt,
      actor,
      overrideReason: input.seoOverrideReason,
    }),
    deps.db.insert(inlineContentRevisions).values({
      pagePath: ref.pagePath,
      pageType: ref.pageType,
      action: "schedule",
      content: draft.content,
      changed: [],
      version: draft.version,
      settings: settings ? JSON.stringify({ values: settings.values, changed: [] }) : null,
      createdBy: actor.username,
    }),
  ]);
}

/**
 * `POST /api/inline-content/schedule/cancel`: the page's pending schedule ends; nothing is
 * published. 404 when nothing was pending.
 */
export async function cancelInlineSchedule(
  deps: Deps,
  ref: PageRef,
  actor: Actor,
): Promise<{ success: true; action: "cancelled" }> {
  if (!(await cancelPendingSchedule(deps, "inline", ref.pagePath, actor))) {
    throw notFound(NO_SCHEDULE_MESSAGE);
  }
  return { success: true, action: "cancelled" };
}

/**
 * `POST /api/inline-content/publish`: publish the draft now or at `publishAt` (the cron
 * applies it), or unpublish: visitors get the page without its edits again and a created page
 * becomes inactive (404, out of the sitemap). Publishing now or later first passes the SEO
 * gate. Every change purges the page's edge cache.
 */
export async function publishInlineContent(
  deps: WorkerDeps,
  input: PageRef & {
    action: "publish" | "unpublish";
    publishAt?: string;
    seoOverrideReason?: string;
    baseVersion?: number;
  },
  actor: GateActor,
): Promise<{ success: true; action: string; publishAt?: string }> {
  if (input.action === "publish") {
    const draft = await reviewedDraft(deps, input.pagePath, input.baseVersion);
    const published = draft ? undefined : await readInlineRow(deps, input.pagePath, "published");
    const map: InlineContentMap = parseMap(draft?.content ?? published?.content ?? "{}");
    // The SEO gate: the page as it will be, with the draft applied, must keep a title,
    // description and h1 (an admin may override with a reason).
    await gateInlinePublish(deps, {
      pagePath: input.pagePath,
      draft: map,
      overrideReason: input.seoOverrideReason,
      actor,
    });
    const snapshot = draft
      ? {
          content: draft.content,
          htmlSample: draft.htmlSample,
          version: draft.version,
          settings: parseDraftSettings(draft.settings),
        }
      : null;
    if (input.publishAt && Date.parse(input.publishAt) > Date.now()) {
      if (!draft) throw notFound(NOT_SAVED_MESSAGE);
      await scheduleInline(deps, input, { ...input, publishAt: input.publishAt }, draft, actor);
      return { success: true, action: "scheduled", publishAt: input.publishAt };
    }
    // Publishing now supersedes a pending schedule: its older snapshot must not come back later.
    await publishNow(deps, input, snapshot, actor, {
      statements: [
        cancelPendingStatement(deps, "inline", input.pagePath, "Replaced by publishing now"),
      ],
    });
    return { success: true, action: "published" };
  }
  const { db } = deps;
  const published = await readInlineRow(deps, input.pagePath, "published");
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
    cancelPendingStatement(
      deps,
      "inline",
      input.pagePath,
      `Cancelled by unpublish (${actor.username})`,
    ),
    db.insert(inlineContentRevisions).values({
      pagePath: input.pagePath,
      pageType: input.pageType,
      action: "unpublish",
      content: published?.content ?? "{}",
      changed: Object.keys(published ? parseMap(published.content) : {}),
      version: 0,
      createdAt: now,
      createdBy: actor.username,
    }),
  ];
  await db.batch([first, ...rest]);
  await afterVisibleChange(deps, input.pagePath, "unpublish");
  return { success: true, action: "unpublished" };
}

/**
 * `DELETE /api/inline-content/delete`: removes the page's draft and published edits and ends
 * its pending schedule (a code page shows its code text again); a page created in the admin
 * is removed altogether, with its history and schedules, so a new page at that path starts
 * clean.
 */
export async function deleteInlineContent(
  deps: Deps,
  ref: PageRef,
  actor: Actor,
): Promise<{ success: true; pageDeleted: boolean }> {
  const { db } = deps;
  const [draft, published] = await Promise.all([
    readInlineRow(deps, ref.pagePath, "draft"),
    readInlineRow(deps, ref.pagePath, "published"),
  ]);
  const page = ref.pageType === "page" ? await createdPage(deps, ref.pagePath) : undefined;
  if (!draft && !published && !page) throw notFound(NOT_SAVED_MESSAGE);
  const removed = { ...(published ? parseMap(published.content) : {}) };
  Object.assign(removed, draft ? parseMap(draft.content) : {});
  const audit = auditInsert(deps, {
    action: page ? "page.deleted" : "inline.deleted",
    actor,
    targetType: ref.pageType,
    targetId: ref.pagePath,
  });
  const contentRows = db.delete(inlineContent).where(eq(inlineContent.pagePath, ref.pagePath));
  if (page) {
    await db.batch([
      contentRows,
      db.delete(pages).where(eq(pages.id, page.id)),
      db.delete(inlineContentRevisions).where(eq(inlineContentRevisions.pagePath, ref.pagePath)),
      dropSchedulesStatement(deps, "inline", ref.pagePath),
      // Its SEO deploys go too: none of them can be reverted onto a new page at this path.
      db.delete(seoDeploys).where(eq(seoDeploys.pagePath, ref.pagePath)),
      audit,
    ]);
  } else {
    await db.batch([
      contentRows,
      cancelPendingStatement(
        deps,
        "inline",
        ref.pagePath,
        `Cancelled by delete (${actor.username})`,
      ),
      db.insert(inlineContentRevisions).values({
        pagePath: ref.pagePath,
        pageType: ref.pageType,
        action: "delete",
        content: draft?.content ?? published?.content ?? "{}",
        changed: Object.keys(removed).sort(),
        version: 0,
        createdBy: actor.username,
      }),
      audit,
    ]);
  }
  await afterVisibleChange(deps, ref.pagePath, published || page?.isActive ? "delete" : null);
  return { success: true, pageDeleted: page !== undefined };
}

/**
 * Publishes one claimed schedule: its frozen snapshot, if it still passes the SEO gate (or an
 * admin's override that still applies), in a batch that lands only while the claim holds;
 * otherwise records the refusal. Returns the page path when it published.
 */
async function publishSchedule(deps: WorkerDeps, claim: ScheduleClaim): Promise<string | null> {
  const { row } = claim;
  const parsed = InlineSnapshotSchema.safeParse(safeJson(row.snapshot));
  if (!parsed.success) {
    await refuseSchedule(deps, claim, ["the scheduled version could not be read"]);
    return null;
  }
  const snapshot = parsed.data;
  const { refusal, overrideAudit } = await gateAtPublishTime(
    deps,
    row,
    await inlinePublishReasons(deps, row.target, snapshot.content),
  );
  if (refusal.length > 0) {
    await refuseSchedule(deps, claim, refusal);
    return null;
  }
  await publishNow(
    deps,
    { pagePath: row.target, pageType: snapshot.pageType },
    {
      content: JSON.stringify(snapshot.content),
      htmlSample: snapshot.htmlSample,
      version: row.baseVersion,
      settings: snapshot.settings ?? {},
    },
    null,
    {
      by: `${row.scheduledBy} (scheduled)`,
      claim,
      statements: overrideAudit ? [auditInsert(deps, overrideAudit)] : [],
    },
  );
  return row.target;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * The cron: publishes each schedule whose time has come, exactly as it was frozen, after the
 * SEO gate; a refused one is recorded and shown. Returns the paths published; one page's
 * failure is logged and does not stop the others.
 */
export function publishScheduledInlineContent(
  deps: WorkerDeps,
  now = new Date(),
): Promise<string[]> {
  return publishDueSchedules(deps, "inline", now, (claim) => publishSchedule(deps, claim));
}
