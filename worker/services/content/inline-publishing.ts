import { and, asc, eq, isNotNull, lte } from "drizzle-orm";
import { changedKeys } from "../../../app/schemas/inline-content";
import { inlineContent, inlineContentRevisions, pages } from "../../db/schema";
import { notFound } from "../../errors";
import { auditInsert } from "../platform/audit";
import type { Deps, WorkerDeps } from "../platform/deps";
import { purgePublicPages } from "../platform/page-cache";
import { type GateActor, gateInlinePublish } from "../seo/gate";
import { rebuildFeedsAfter } from "./feeds";
import {
  type Actor,
  getInlineContentMap,
  NOT_SAVED_MESSAGE,
  type PageRef,
  parseMap,
  readInlineRow,
} from "./inline-content";

// Publishing a page's inline edits: now (through the SEO gate), at a time (the cron applies
// it), unpublishing, and deleting them. Every change purges the page's edge cache.

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
  if (feeds) await rebuildFeedsAfter(deps, "inline.feeds_failed");
}

/**
 * Copies the draft to the published map (and makes a created page active), then purges the
 * page's edge cache so the next visitor gets it. Idempotent.
 */
async function publishNow(deps: Deps, ref: PageRef, actor: Actor | null) {
  const { db } = deps;
  const draft = await readInlineRow(deps, ref.pagePath, "draft");
  const published = await readInlineRow(deps, ref.pagePath, "published");
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
      changed: changedKeys(published ? parseMap(published.content) : {}, parseMap(content)),
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
 * becomes inactive (404, out of the sitemap). Publishing now or later first passes the SEO
 * gate. Every change purges the page's edge cache.
 */
export async function publishInlineContent(
  deps: WorkerDeps,
  input: PageRef & {
    action: "publish" | "unpublish";
    publishAt?: string;
    seoOverrideReason?: string;
  },
  actor: GateActor,
): Promise<{ success: true; action: string; publishAt?: string }> {
  // The SEO gate: the page as it will be, with the draft applied, must keep a title,
  // description and h1 (an admin may override with a reason).
  if (input.action === "publish") {
    await gateInlinePublish(deps, {
      pagePath: input.pagePath,
      draft: await getInlineContentMap(deps, input.pagePath, "draft"),
      overrideReason: input.seoOverrideReason,
      actor,
    });
  }
  if (input.action === "publish" && input.publishAt && Date.parse(input.publishAt) > Date.now()) {
    const draft = await readInlineRow(deps, input.pagePath, "draft");
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
        changed: [],
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
    readInlineRow(deps, ref.pagePath, "draft"),
    readInlineRow(deps, ref.pagePath, "published"),
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
      changed: Object.keys(removed).sort(),
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
