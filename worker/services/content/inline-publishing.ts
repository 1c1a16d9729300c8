import { and, eq } from "drizzle-orm";
import { z } from "zod";
import {
  type InlineContentMap,
  InlineContentMapSchema,
  PAGE_TYPES,
} from "../../../app/schemas/inline-content";
import { DraftSettingsSchema } from "../../../app/schemas/page-settings-draft";
import { NO_SCHEDULE_MESSAGE } from "../../../app/schemas/publish-schedule";
import { REPLACEMENT_NOT_DELETED_MESSAGE } from "../../../app/schemas/redirects";
import { inlineContent, inlineContentRevisions, pages, seoDeploys } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { auditInsert } from "../platform/audit";
import type { Deps, WorkerDeps } from "../platform/deps";
import { markRedirectsChanged } from "../platform/purge-tokens";
import {
  type Actor,
  draftSettingsOf,
  NOT_SAVED_MESSAGE,
  type PageRef,
  parseMap,
  readInlineRow,
  staleError,
} from "./inline-content";
import { afterVisibleChange, createdPage, publishNow } from "./inline-publish-batch";
import { parseDraftSettings, readSettingsRow } from "./page-settings-draft";
import { type GateActor, gateInlinePublish, inlinePublishReasons } from "./publish-gate";
import {
  cancelPendingSchedule,
  cancelPendingStatement,
  dropSchedulesStatement,
  gateAtPublishTime,
  publishDueSchedules,
  refuseSchedule,
  type ScheduleClaim,
  scheduleStatements,
} from "./publish-schedules";
import { addressChangeStatements, checkedReplacement } from "./redirects";
import { assertReviewed, reviewShippedStatement } from "./reviews";

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
    // Review before publish (issue 35): exactly the approved draft ships, when the policy
    // covers the actor's role; a post's page's edits are reviewed as a page's.
    const reviewTarget = { type: "page" as const, path: input.pagePath };
    await assertReviewed(deps, reviewTarget, draft?.version ?? 0, actor);
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
      await deps.db.batch([reviewShippedStatement(deps, reviewTarget)]);
      return { success: true, action: "scheduled", publishAt: input.publishAt };
    }
    // Publishing now supersedes a pending schedule: its older snapshot must not come back later.
    await publishNow(deps, input, snapshot, actor, {
      statements: [
        cancelPendingStatement(deps, "inline", input.pagePath, "Replaced by publishing now"),
        reviewShippedStatement(deps, reviewTarget),
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
  ref: PageRef & { replacement?: string | undefined },
  actor: Actor,
): Promise<{ success: true; pageDeleted: boolean }> {
  const { db } = deps;
  const [draft, published] = await Promise.all([
    readInlineRow(deps, ref.pagePath, "draft"),
    readInlineRow(deps, ref.pagePath, "published"),
  ]);
  const page = ref.pageType === "page" ? await createdPage(deps, ref.pagePath) : undefined;
  // A deleted page's address may send its visitors on (checked first: a refusal deletes
  // nothing); a built-in page or a post's edits leave the address live, so it cannot.
  if (ref.replacement !== undefined && !page) {
    throw new AppError(400, "VALIDATION", REPLACEMENT_NOT_DELETED_MESSAGE);
  }
  if (!draft && !published && !page) throw notFound(NOT_SAVED_MESSAGE);
  const replacement =
    ref.replacement === undefined
      ? null
      : await checkedReplacement(deps, ref.pagePath, ref.replacement);
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
      ...(replacement === null
        ? []
        : addressChangeStatements(deps, ref.pagePath, replacement, actor)),
    ]);
    if (replacement !== null) await markRedirectsChanged(deps);
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
