import { and, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { needsReview } from "../../../app/lib/review-format";
import type { InlineContentMap } from "../../../app/schemas/inline-content";
import { previewTargetQuery, targetFromQuery } from "../../../app/schemas/previews";
import {
  REVIEW_MESSAGES,
  type Review,
  type ReviewList,
  type ReviewState,
  type ReviewSubmit,
  type ReviewTarget,
  ReviewTargetSchema,
} from "../../../app/schemas/reviews";
import { roleAtLeast } from "../../../app/schemas/user";
import { inList } from "../../db/in-list";
import { blogs, inlineContent, type ReviewRow, reviews } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import type { SessionUser } from "../identity/session-user";
import { auditInsert } from "../platform/audit";
import type { Deps } from "../platform/deps";
import { getSiteSettings } from "../platform/settings";
import { assertCanTouch } from "./blog-access";
import { readPendingChanges } from "./blog-view";
import { draftTitle, postAtPage, postPageSlug } from "./draft-targets";
import { parseMap } from "./inline-maps";
import { getCatalogueEntry } from "./pages";
import { afterAnswer, itemUrl, mailLine, mailTeam } from "./team-mail";

// Review before publish (issue 35). With the site's policy on for someone's role, their change
// ships only once an editor or admin approved it at the version they submitted: a later save
// returns it to review, so what ships is what was approved. Every step is audited.

type Actor = Pick<SessionUser, "id" | "username" | "role">;

const canReview = (actor: Actor) => roleAtLeast(actor.role, "editor");

/** The states in which a review still stands for its version (not yet shipped or replaced). */
const OPEN_STATES: ReviewState[] = ["in_review", "changes_requested", "approved"];

const targetIdOf = (target: ReviewTarget) => (target.type === "post" ? target.id : target.path);

/** The target's newest review (where it stands), or undefined. */
async function currentRow(deps: Deps, target: ReviewTarget): Promise<ReviewRow | undefined> {
  return deps.db
    .select()
    .from(reviews)
    .where(and(eq(reviews.targetType, target.type), eq(reviews.targetId, targetIdOf(target))))
    .orderBy(desc(reviews.submittedAt))
    .limit(1)
    .get();
}

/** What a target is now: its version (a page's saved draft's), title, path and a summary. */
interface TargetNow {
  version: number;
  /** Something saved waits to be published (a draft, pending changes, a page draft). */
  hasChange: boolean;
  title: string;
  path: string;
  summary: string;
}

async function targetNow(deps: Deps, target: ReviewTarget, actor: Actor): Promise<TargetNow> {
  if (target.type === "post") {
    const stored = await deps.db.select().from(blogs).where(eq(blogs.id, target.id)).get();
    if (!stored) throw notFound("Blog Post Not Found");
    assertCanTouch(stored, actor);
    // A published post's pending changes are what is reviewed (and what ships).
    const pending = await readPendingChanges(deps, stored.id);
    const row = pending ? { ...stored, ...pending.fields } : stored;
    const words = row.content.split(/\s+/).filter(Boolean).length;
    return {
      version: row.version,
      hasChange: !stored.published || pending !== null,
      title: row.title,
      // The editor opens a post at its stored slug (a pending rename ships with the changes).
      path: `/blog/${stored.slug}`,
      summary: row.published
        ? `Changes to the published post "${row.title}", ${words} words`
        : `New post "${row.title}", ${words} words`,
    };
  }
  if (!canReview(actor))
    throw new AppError(403, "FORBIDDEN", "Authors review their own posts only");
  // A post's page: its inline edits (the post's fields are the post target's).
  const slug = postPageSlug(target.path);
  const post = slug ? await postAtPage(deps, slug) : undefined;
  const entry = target.path === "/" || slug ? null : await getCatalogueEntry(deps, target.path);
  if (target.path !== "/" && !entry && !post) throw notFound(`There is no page at ${target.path}`);
  const rows = await deps.db
    .select()
    .from(inlineContent)
    .where(eq(inlineContent.pagePath, target.path));
  const draft = rows.find((row) => row.status === "draft");
  const live = rows.find((row) => row.status === "published");
  return {
    version: draft?.version ?? 0,
    hasChange: draft !== undefined,
    title: (await draftTitle(deps, target)).title,
    path: target.path,
    summary: draft ? pageEditsWords(parseMap(draft.content), parseMap(live?.content ?? "{}")) : "",
  };
}

/** A page draft's changes in words: "3 page edits: 2 texts, 1 link". */
export function pageEditsWords(draft: InlineContentMap, live: InlineContentMap): string {
  const counts = new Map<string, number>();
  for (const [key, entry] of Object.entries(draft)) {
    if (JSON.stringify(live[key]) === JSON.stringify(entry)) continue;
    counts.set(entry.type, (counts.get(entry.type) ?? 0) + 1);
  }
  for (const key of Object.keys(live)) {
    if (!(key in draft)) counts.set("removed", (counts.get("removed") ?? 0) + 1);
  }
  const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
  if (total === 0) return "Page settings only";
  const NOUNS: Record<string, [string, string]> = {
    text: ["text", "texts"],
    button: ["button", "buttons"],
    link: ["link", "links"],
    list: ["list", "lists"],
    section: ["section", "sections"],
    sections: ["section layout", "section layouts"],
    removed: ["edit removed", "edits removed"],
  };
  const parts = [...counts].map(([type, n]) => {
    const [one, many] = NOUNS[type] ?? ["change", "changes"];
    return `${n} ${n === 1 ? one : many}`;
  });
  return `${total} page ${total === 1 ? "edit" : "edits"}: ${parts.join(", ")}`;
}

function toReview(row: ReviewRow, title: string, path: string, actorId = ""): Review {
  return {
    id: row.id,
    target:
      row.targetType === "post"
        ? { type: "post", id: row.targetId }
        : { type: "page", path: row.targetId },
    title,
    path,
    version: row.version,
    state: row.state,
    submittedBy: row.submittedByName,
    mine: row.submittedBy === actorId,
    submittedAt: row.submittedAt,
    decidedBy: row.decidedByName,
    decidedAt: row.decidedAt,
    comment: row.comment,
    summary: row.summary,
  };
}

/**
 * `POST /api/reviews`: submits the target as it is at `version` (409 when it was saved again
 * since). An open review of the target is replaced by this one.
 */
export async function submitReview(
  deps: Deps,
  input: ReviewSubmit,
  actor: Actor,
): Promise<{ review: Review }> {
  const now = await targetNow(deps, input.target, actor);
  if (!now.hasChange) {
    const message =
      input.target.type === "page"
        ? REVIEW_MESSAGES.nothingToReview
        : REVIEW_MESSAGES.nothingToReviewPost;
    throw new AppError(400, "NOTHING_TO_REVIEW", message);
  }
  if (now.version !== input.version) {
    throw new AppError(409, "STALE_VERSION", REVIEW_MESSAGES.staleSubmit);
  }
  const at = new Date().toISOString();
  const row: ReviewRow = {
    id: crypto.randomUUID(),
    targetType: input.target.type,
    targetId: targetIdOf(input.target),
    version: input.version,
    state: "in_review",
    submittedBy: actor.id,
    submittedByName: actor.username,
    submittedAt: at,
    decidedByName: null,
    decidedAt: null,
    comment: null,
    summary: now.summary,
    updatedAt: at,
  };
  await deps.db.batch([
    supersedeStatement(deps, input.target, at),
    deps.db.insert(reviews).values(row),
    auditInsert(deps, {
      action: "review.submitted",
      actor,
      targetType: input.target.type,
      targetId: row.targetId,
      details: { id: row.id, version: row.version },
    }),
  ]);
  const review = toReview(row, now.title, now.path, actor.id);
  await afterAnswer(deps, mailReviewEvent(deps, review, actor, "submitted"));
  return { review };
}

/** Marks the target's open reviews superseded (a new submission replaces them). */
function supersedeStatement(deps: Deps, target: ReviewTarget, at: string) {
  return deps.db
    .update(reviews)
    .set({ state: "superseded", updatedAt: at })
    .where(
      and(
        eq(reviews.targetType, target.type),
        eq(reviews.targetId, targetIdOf(target)),
        inArray(reviews.state, OPEN_STATES),
      ),
    );
}

/** SQL: the target's version now (a post's row, a page's saved draft). */
const versionNow = (row: Pick<ReviewRow, "targetType" | "targetId">) =>
  row.targetType === "post"
    ? sql`(select ${blogs.version} from ${blogs} where ${blogs.id} = ${row.targetId})`
    : sql`(select ${inlineContent.version} from ${inlineContent} where ${inlineContent.pagePath} = ${row.targetId} and ${inlineContent.status} = 'draft')`;

/**
 * Approves or sends back a change in review, as one statement that lands only while the review
 * is still in review and its target still at the submitted version (409 otherwise). Editors
 * and admins; never one's own submission (403).
 */
export async function decideReview(
  deps: Deps,
  id: string,
  decision: "approved" | "changes_requested",
  input: { comment?: string | undefined; version?: number | undefined },
  actor: Actor,
): Promise<{ review: Review }> {
  const { comment } = input;
  const row = await deps.db.select().from(reviews).where(eq(reviews.id, id)).get();
  if (!row) throw notFound(REVIEW_MESSAGES.notFound);
  // The reviewer read another version than the one in review now (the writer saved since).
  if (input.version !== undefined && input.version !== row.version) {
    throw new AppError(409, "STALE_VERSION", REVIEW_MESSAGES.stale);
  }
  if (!canReview(actor)) throw new AppError(403, "FORBIDDEN", REVIEW_MESSAGES.ownChange);
  if (row.submittedBy === actor.id)
    throw new AppError(403, "OWN_CHANGE", REVIEW_MESSAGES.ownChange);
  if (row.state !== "in_review") throw new AppError(409, "DECIDED", REVIEW_MESSAGES.decided);
  const at = new Date().toISOString();
  const [updated] = await deps.db.batch([
    deps.db
      .update(reviews)
      .set({
        state: decision,
        decidedByName: actor.username,
        decidedAt: at,
        comment: comment || null,
        updatedAt: at,
      })
      .where(
        and(
          eq(reviews.id, id),
          eq(reviews.state, "in_review"),
          eq(reviews.version, row.version),
          sql`${reviews.version} = ${versionNow(row)}`,
        ),
      )
      .returning(),
    auditInsert(deps, {
      action: decision === "approved" ? "review.approved" : "review.changes_requested",
      actor,
      targetType: row.targetType,
      targetId: row.targetId,
      details: { id, version: row.version, comment: comment || null },
    }),
  ]);
  const decided = updated[0];
  if (!decided) {
    const again = await deps.db.select().from(reviews).where(eq(reviews.id, id)).get();
    throw new AppError(
      409,
      "STALE_VERSION",
      again?.state === "in_review" ? REVIEW_MESSAGES.stale : REVIEW_MESSAGES.decided,
    );
  }
  const [view] = await withTitles(deps, [decided], actor.id);
  if (!view) throw notFound(REVIEW_MESSAGES.notFound);
  await afterAnswer(
    deps,
    mailReviewEvent(deps, view, actor, decision, decided.submittedBy ?? undefined),
  );
  return { review: view };
}

/** Reviews with their targets' titles and paths (a deleted target keeps its id as title). */
async function withTitles(deps: Deps, rows: ReviewRow[], actorId: string): Promise<Review[]> {
  const postIds = rows.filter((r) => r.targetType === "post").map((r) => r.targetId);
  const posts =
    postIds.length === 0
      ? []
      : await deps.db
          .select({ id: blogs.id, title: blogs.title, slug: blogs.slug })
          .from(blogs)
          .where(inList(blogs.id, [...new Set(postIds)]));
  const byId = new Map(posts.map((post) => [post.id, post]));
  const out: Review[] = [];
  for (const row of rows) {
    if (row.targetType === "post") {
      const post = byId.get(row.targetId);
      out.push(
        toReview(row, post?.title ?? "A deleted post", post ? `/blog/${post.slug}` : "", actorId),
      );
    } else {
      const { title } = await draftTitle(deps, { type: "page", path: row.targetId });
      out.push(toReview(row, title, row.targetId, actorId));
    }
  }
  return out;
}

/** `GET /api/reviews`: what waits for me, what I sent, or one target's current review. */
export async function listReviews(
  deps: Deps,
  query: { waiting?: "0" | "1"; mine?: "0" | "1"; target?: string },
  actor: Actor,
): Promise<ReviewList> {
  const { settings } = await getSiteSettings(deps);
  const policy = settings.reviewPolicy;
  // Every target's newest row (open or not): where each stands.
  const latest = await deps.db
    .select()
    .from(reviews)
    .where(
      sql`${reviews.submittedAt} = (select max(r2.submitted_at) from ${reviews} r2 where r2.target_type = ${reviews.targetType} and r2.target_id = ${reviews.targetId})`,
    )
    .orderBy(desc(reviews.submittedAt))
    .limit(500);
  const mine = latest.filter((row) => row.submittedBy === actor.id && row.state !== "published");
  const waiting = canReview(actor)
    ? latest.filter((row) => row.state === "in_review" && row.submittedBy !== actor.id)
    : [];
  let shown: ReviewRow[];
  if (query.target !== undefined) {
    const target = targetFromQuery(ReviewTargetSchema, query.target);
    if (!target) throw new AppError(400, "VALIDATION", "target must be post:{id} or page:/path");
    await targetNow(deps, target, actor);
    const key = previewTargetQuery(target);
    shown = latest.filter((row) => previewTargetQuery(toReview(row, "", "").target) === key);
  } else if (query.waiting === "1") shown = waiting;
  else if (query.mine === "1") shown = mine;
  else shown = canReview(actor) ? latest.filter((row) => row.state !== "published") : mine;
  return {
    reviews: await withTitles(deps, shown, actor.id),
    counts: {
      waiting: waiting.length,
      mine: mine.length,
      sentBack: mine.filter((row) => row.state === "changes_requested").length,
    },
    policy,
    needsReview: needsReview(policy, actor.role),
    canReview: canReview(actor),
  };
}

/**
 * The gate of a publish or schedule by `actor`: passes ("free") when the policy does not
 * cover their role, or ("approved") when the target's current review approved exactly
 * `version`; otherwise 403 REVIEW_REQUIRED.
 */
export async function assertReviewed(
  deps: Deps,
  target: ReviewTarget,
  version: number,
  actor: Actor,
): Promise<"free" | "approved"> {
  const { settings } = await getSiteSettings(deps);
  if (!needsReview(settings.reviewPolicy, actor.role)) return "free";
  const row = await currentRow(deps, target);
  if (row?.state === "approved" && row.version === version) return "approved";
  throw new AppError(
    403,
    "REVIEW_REQUIRED",
    row?.state === "approved" ? REVIEW_MESSAGES.changedSinceApproval : REVIEW_MESSAGES.required,
  );
}

/** After the target shipped (published or scheduled): its open review is done. */
export function reviewShippedStatement(
  deps: Deps,
  target: ReviewTarget,
  guard?: SQL,
): BatchItem<"sqlite"> {
  return closeOpenReview(deps, target, "published", guard);
}

/** The change under review is gone (its pending changes discarded): its review is withdrawn. */
export function reviewWithdrawnStatement(deps: Deps, target: ReviewTarget): BatchItem<"sqlite"> {
  return closeOpenReview(deps, target, "superseded");
}

/** The target's open review ends in `state`; only when `guard` holds (the save landed). */
function closeOpenReview(deps: Deps, target: ReviewTarget, state: ReviewState, guard?: SQL) {
  return deps.db
    .update(reviews)
    .set({ state, updatedAt: new Date().toISOString() })
    .where(
      and(
        eq(reviews.targetType, target.type),
        eq(reviews.targetId, targetIdOf(target)),
        inArray(reviews.state, OPEN_STATES),
        guard,
      ),
    );
}

/**
 * After a save to `version`: a change in review or approved returns to review at the new
 * version (what ships must be what a reviewer saw); one sent back stays sent back until its
 * writer submits again.
 */
export function reviewAfterSaveStatement(
  deps: Deps,
  target: ReviewTarget,
  version: number,
  guard?: SQL,
): BatchItem<"sqlite"> {
  const at = new Date().toISOString();
  return deps.db
    .update(reviews)
    .set({
      state: "in_review",
      version,
      decidedByName: null,
      decidedAt: null,
      comment: null,
      updatedAt: at,
    })
    .where(
      and(
        eq(reviews.targetType, target.type),
        eq(reviews.targetId, targetIdOf(target)),
        inArray(reviews.state, ["in_review", "approved"]),
        guard,
      ),
    );
}

/**
 * The mail of a review step: the reviewers hear of a submission, the writer of a decision;
 * nobody hears of their own step.
 */
async function mailReviewEvent(
  deps: Deps,
  review: Review,
  actor: Actor,
  event: "submitted" | "approved" | "changes_requested",
  writerId?: string,
): Promise<void> {
  const { settings } = await getSiteSettings(deps);
  const link = itemUrl(settings.siteUrl, review.target, review.path.replace(/^\/blog\//, ""));
  const title = mailLine(review.title, 150);
  if (event === "submitted") {
    await mailTeam(
      deps,
      { kind: "reviewers", except: actor.id },
      {
        subject: `Review requested: ${title}`,
        lines: [`${actor.username} sent “${title}” for review.`, `What changed: ${review.summary}`],
        link,
      },
    );
    return;
  }
  if (!writerId) return;
  const approved = event === "approved";
  await mailTeam(
    deps,
    { kind: "users", ids: [writerId], except: actor.id },
    {
      subject: `${approved ? "Approved" : "Changes requested"}: ${title}`,
      lines: [
        approved
          ? `${actor.username} approved “${title}”: it can be published or scheduled as it is.`
          : `${actor.username} sent “${title}” back for changes.`,
        ...(review.comment
          ? ["", `${approved ? "Comment" : "What should change"}: ${review.comment}`]
          : []),
      ],
      link,
    },
  );
}
