import { and, asc, desc, eq, inArray, isNull, lt, lte, or, type SQL, sql } from "drizzle-orm";
import type { PublishScheduleView } from "../../../app/schemas/publish-schedule";
import { type PublishSchedule, publishSchedules, users } from "../../db/schema";
import type { SessionUser } from "../identity/session-user";
import { type AuditEvent, auditInsert, auditInsertIfChanged } from "../platform/audit";
import type { Deps } from "../platform/deps";
import { logError } from "../platform/log";

// Scheduled publishing of a page's inline edits or a blog post: the version staff reviewed is
// frozen in `publish_schedules` when it is scheduled, and the cron publishes that snapshot,
// never what the draft holds later. One pending schedule per target (a partial unique index);
// a new schedule, an unpublish, a delete or a Cancel ends the pending one.

export type ScheduleKind = PublishSchedule["targetKind"];
export type ScheduleActor = Pick<SessionUser, "id" | "username">;

/**
 * A new schedule of `target`: the pending one (if any) is cancelled in the same batch. With
 * `guard` (an SQL condition), both happen only when it holds when the batch runs (the save
 * that makes the schedule really landed).
 */
export function scheduleStatements(
  deps: Deps,
  input: {
    kind: ScheduleKind;
    target: string;
    snapshot: unknown;
    baseVersion: number;
    publishAt: string;
    actor: ScheduleActor;
    overrideReason?: string;
  },
  guard?: SQL,
) {
  const { db } = deps;
  const literal = <T>(value: T, column: string) => sql<T>`${value}`.as(column);
  const now = new Date().toISOString();
  return [
    cancelPendingStatement(deps, input.kind, input.target, "Replaced by a new schedule", guard),
    db.insert(publishSchedules).select(
      db
        .select({
          id: literal(null, "id"),
          targetKind: literal(input.kind, "target_kind"),
          target: literal(input.target, "target"),
          snapshot: literal(JSON.stringify(input.snapshot), "snapshot"),
          baseVersion: literal(input.baseVersion, "base_version"),
          // One spelling (UTC, Z), so the cron's comparison of strings holds.
          publishAt: literal(new Date(input.publishAt).toISOString(), "publish_at"),
          scheduledById: literal(input.actor.id, "scheduled_by_id"),
          scheduledBy: literal(input.actor.username, "scheduled_by"),
          scheduledAt: literal(now, "scheduled_at"),
          overrideReason: literal(input.overrideReason || null, "override_reason"),
          status: literal("pending", "status"),
          reason: literal(null, "reason"),
          finishedAt: literal(null, "finished_at"),
          claimToken: literal(null, "claim_token"),
          claimedAt: literal(null, "claimed_at"),
        })
        .from(sql`(SELECT 1)`)
        .where(guard ?? sql`1`),
    ),
  ] as const;
}

/** Ends the target's pending schedule, if any (for a batch). */
export function cancelPendingStatement(
  { db }: Deps,
  kind: ScheduleKind,
  target: string,
  reason: string,
  guard?: SQL,
) {
  return db
    .update(publishSchedules)
    .set({ status: "cancelled", reason, finishedAt: new Date().toISOString() })
    .where(
      and(
        eq(publishSchedules.targetKind, kind),
        eq(publishSchedules.target, target),
        eq(publishSchedules.status, "pending"),
        guard,
      ),
    );
}

/** Every schedule of a target, whatever its status (a deleted created page starts clean). */
export function dropSchedulesStatement({ db }: Deps, kind: ScheduleKind, target: string) {
  return db
    .delete(publishSchedules)
    .where(and(eq(publishSchedules.targetKind, kind), eq(publishSchedules.target, target)));
}

/**
 * A page that moves (a renamed blog post, a created page's new slug) takes its inline
 * schedules along, each only while `guard` holds. A cron run's claim ends with the move (its
 * publish would land at the old address); the next run takes the schedule at the new one.
 */
export function moveSchedulesStatement({ db }: Deps, from: string, to: string, guard?: SQL) {
  return db
    .update(publishSchedules)
    .set({ target: to, claimToken: null, claimedAt: null })
    .where(
      and(eq(publishSchedules.targetKind, "inline"), eq(publishSchedules.target, from), guard),
    );
}

/**
 * An explicit Cancel: ends the pending schedule and records who did it. False when nothing
 * was pending.
 */
export async function cancelPendingSchedule(
  deps: Deps,
  kind: ScheduleKind,
  target: string,
  actor: ScheduleActor,
): Promise<boolean> {
  const ended = await cancelPendingStatement(
    deps,
    kind,
    target,
    `Cancelled by ${actor.username}`,
  ).returning({ id: publishSchedules.id });
  const [row] = ended;
  if (!row) return false;
  await auditInsert(deps, {
    action: `${kind}.schedule_cancelled`,
    actor,
    targetType: kind === "inline" ? "page" : "blog",
    targetId: target,
    details: { scheduleId: row.id },
  });
  return true;
}

function toView(row: PublishSchedule): PublishScheduleView | null {
  if (row.status !== "pending" && row.status !== "refused") return null;
  return {
    id: row.id,
    status: row.status,
    publishAt: row.publishAt,
    scheduledBy: row.scheduledBy,
    scheduledAt: row.scheduledAt,
    baseVersion: row.baseVersion,
    reason: row.reason,
    finishedAt: row.finishedAt,
  };
}

/**
 * What the editors and the Content tab show per target: the latest schedule when it is
 * pending or was refused (a later publish, cancel or new schedule hides a refusal).
 */
export async function scheduleViews(
  { db }: Deps,
  kind: ScheduleKind,
  targets?: string[],
): Promise<Map<string, PublishScheduleView>> {
  const latest = db
    .select({ id: sql<number>`max(${publishSchedules.id})` })
    .from(publishSchedules)
    .where(
      targets
        ? and(eq(publishSchedules.targetKind, kind), inArray(publishSchedules.target, targets))
        : eq(publishSchedules.targetKind, kind),
    )
    .groupBy(publishSchedules.target);
  const rows = await db
    .select()
    .from(publishSchedules)
    .where(inArray(publishSchedules.id, latest))
    .all();
  const views = new Map<string, PublishScheduleView>();
  for (const row of rows) {
    const view = toView(row);
    if (view) views.set(row.target, view);
  }
  return views;
}

/** The one target's view (see scheduleViews). */
export async function scheduleView(
  deps: Deps,
  kind: ScheduleKind,
  target: string,
): Promise<PublishScheduleView | null> {
  const row = await deps.db
    .select()
    .from(publishSchedules)
    .where(and(eq(publishSchedules.targetKind, kind), eq(publishSchedules.target, target)))
    .orderBy(desc(publishSchedules.id))
    .limit(1)
    .get();
  return row ? toView(row) : null;
}

/** Pending schedules whose time has come, oldest first. */
export function dueSchedules({ db }: Deps, kind: ScheduleKind, now: Date) {
  return db
    .select()
    .from(publishSchedules)
    .where(
      and(
        eq(publishSchedules.targetKind, kind),
        eq(publishSchedules.status, "pending"),
        lte(publishSchedules.publishAt, now.toISOString()),
      ),
    )
    .orderBy(asc(publishSchedules.publishAt), asc(publishSchedules.id))
    .all();
}

/** A due schedule this cron run has taken to publish: the row and the run's claim token. */
export interface ScheduleClaim {
  row: PublishSchedule;
  token: string;
}

/**
 * How long a claim keeps other cron runs away. A run that died mid-publish leaves its claim;
 * after this the next run takes the schedule again (publishing is idempotent: the snapshot).
 */
export const CLAIM_TIMEOUT_MS = 10 * 60 * 1000;

/**
 * Takes a due schedule for this cron run before its gate runs (which renders and reads, and
 * takes time): one atomic update that only a pending schedule nobody holds (or whose holder
 * gave out) passes. Null when another run holds it or it is no longer pending. The publish
 * then lands only while the claim holds (`claimHoldsStatement`), so a Cancel, an unpublish, a
 * new schedule or a delete pressed while the gate runs wins.
 */
export async function claimDueSchedule(
  { db }: Deps,
  row: PublishSchedule,
  now = new Date(),
): Promise<ScheduleClaim | null> {
  const token = crypto.randomUUID();
  const staleBefore = new Date(now.getTime() - CLAIM_TIMEOUT_MS).toISOString();
  const [claimed] = await db
    .update(publishSchedules)
    .set({ claimToken: token, claimedAt: now.toISOString() })
    .where(
      and(
        eq(publishSchedules.id, row.id),
        eq(publishSchedules.status, "pending"),
        or(isNull(publishSchedules.claimToken), lt(publishSchedules.claimedAt, staleBefore)),
      ),
    )
    .returning();
  return claimed ? { row: claimed, token } : null;
}

/**
 * SQL: the schedule is still pending under this claim, for the target it was claimed for
 * (nobody ended, retook or moved it).
 */
function claimHolds(claim: ScheduleClaim): SQL {
  const { row, token } = claim;
  return sql`exists (select 1 from ${publishSchedules} where ${publishSchedules.id} = ${row.id} and ${publishSchedules.status} = 'pending' and ${publishSchedules.claimToken} = ${token} and ${publishSchedules.targetKind} = ${row.targetKind} and ${publishSchedules.target} = ${row.target})`;
}

/** The message of the batch that `claimHoldsStatement` failed (SQLite's, for json()). */
const CLAIM_LOST = "schedule claim lost";

/**
 * The first statement of a scheduled publish's batch: it fails, and with it the whole batch
 * (a D1 batch is one transaction), unless the claim still holds. One assertion ahead of the
 * batch, not a condition on each of its statements (upserts, inserts, the audit row): SQLite
 * has no RAISE outside triggers, and json() of text that is no JSON is its error. It fails the
 * same way when the schedule row is gone (a created page deleted).
 */
export function claimHoldsStatement({ db }: Deps, claim: ScheduleClaim) {
  const held = sql<string>`json(case when ${claimHolds(claim)} then '1' else ${CLAIM_LOST} end)`;
  return db.select({ held }).from(sql`(select 1)`);
}

/**
 * Whether a scheduled publish's batch failed because its claim no longer held (someone ended
 * the schedule meanwhile: nothing was published, and nothing is to be recorded), rather than
 * for a fault of its own.
 */
export async function claimWasLost({ db }: Deps, claim: ScheduleClaim): Promise<boolean> {
  const [row] = await db
    .select({ id: publishSchedules.id })
    .from(publishSchedules)
    .where(claimHolds(claim))
    .all();
  return row === undefined;
}

/** Marks a claimed schedule published (the last statement of its publish's batch). */
export function markPublishedStatement({ db }: Deps, claim: ScheduleClaim, guard?: SQL) {
  return db
    .update(publishSchedules)
    .set({ status: "published", finishedAt: new Date().toISOString() })
    .where(and(eq(publishSchedules.id, claim.row.id), claimHolds(claim), guard));
}

/**
 * The SEO gate's word at publish time: `refusal` is empty when it passes with no reasons, or
 * with the admin's override when the one who wrote it is still an active admin; otherwise it
 * holds the refusal's reasons. An override that applied comes back as `overrideAudit`, for
 * the publish's own batch: recorded only when the schedule really publishes.
 */
export async function gateAtPublishTime(
  deps: Deps,
  row: PublishSchedule,
  reasons: readonly string[],
): Promise<{ refusal: string[]; overrideAudit: AuditEvent | null }> {
  if (reasons.length === 0) return { refusal: [], overrideAudit: null };
  const refusal = reasons.map((reason) => reason.replace(/\.$/, ""));
  if (!row.overrideReason) return { refusal, overrideAudit: null };
  const user = row.scheduledById
    ? await deps.db
        .select({ role: users.role, isActive: users.isActive })
        .from(users)
        .where(eq(users.id, row.scheduledById))
        .get()
    : undefined;
  if (user?.role === "admin" && user.isActive) {
    const overrideAudit: AuditEvent = {
      action: "seo.gate_override",
      actor: row.scheduledById ? { id: row.scheduledById, username: row.scheduledBy } : null,
      targetType: row.targetKind === "inline" ? "page" : "blog",
      targetId: row.target,
      details: { reasons, overrideReason: row.overrideReason, scheduleId: row.id },
    };
    return { refusal: [], overrideAudit };
  }
  const gone = `The SEO override by ${row.scheduledBy} no longer applies: ${row.scheduledBy} is no longer an admin`;
  return { refusal: [...refusal, gone], overrideAudit: null };
}

/**
 * Records that the cron refused a schedule: the row says why, and the audit log holds it.
 * Nothing is published.
 */
export async function refuseSchedule(
  deps: Deps,
  { row, ...claim }: ScheduleClaim,
  reasons: readonly string[],
): Promise<void> {
  const reason = `Not published: ${reasons.join("; ")}.`;
  const { db } = deps;
  await db.batch([
    db
      .update(publishSchedules)
      .set({ status: "refused", reason, finishedAt: new Date().toISOString() })
      .where(and(eq(publishSchedules.id, row.id), claimHolds({ row, ...claim }))),
    // Only when this run ended it (a Cancel in between leaves no refusal behind).
    auditInsertIfChanged(deps, {
      action: `${row.targetKind}.schedule_refused`,
      actorUsername: "scheduled publish",
      targetType: row.targetKind === "inline" ? "page" : "blog",
      targetId: row.target,
      details: { scheduleId: row.id, scheduledBy: row.scheduledBy, reasons },
    }),
  ]);
}

/** One failure of the cron, logged once; the run goes on with the next schedule. */
function logScheduleFailure(row: PublishSchedule, error: unknown): void {
  logError(`${row.targetKind}.scheduled_publish_failed`, {
    target: row.target,
    scheduleId: row.id,
    error: String(error),
  });
}

/**
 * The cron's one way through the due schedules of `kind`, for blogs and pages alike: each is
 * claimed (one run at a time; skipped when another run holds it or it ended), then handed to
 * `publish`, whose batch leads with `claimHoldsStatement`. A batch that failed because the
 * claim was lost (Cancel, unpublish or delete pressed while the gate ran) published nothing and
 * is no fault; any other failure is logged and the run goes on. Returns what `publish` gave
 * for the schedules it published (null: refused, nothing published).
 */
export async function publishDueSchedules<T>(
  deps: Deps,
  kind: ScheduleKind,
  now: Date,
  publish: (claim: ScheduleClaim) => Promise<T | null>,
): Promise<T[]> {
  let due: PublishSchedule[] = [];
  try {
    due = await dueSchedules(deps, kind, now);
  } catch (error) {
    logError(`${kind}.scheduled_read_failed`, { error: String(error) });
  }
  const published: T[] = [];
  for (const row of due) {
    let claim: ScheduleClaim | null = null;
    try {
      claim = await claimDueSchedule(deps, row, now);
      if (!claim) continue;
      const done = await publish(claim);
      if (done !== null) published.push(done);
    } catch (error) {
      if (claim && (await claimWasLost(deps, claim).catch(() => false))) continue;
      logScheduleFailure(row, error);
    }
  }
  return published;
}
