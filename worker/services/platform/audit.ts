import { sql } from "drizzle-orm";
import { auditLog } from "../../db/schema";
import type { SessionUser } from "../identity/session-user";
import type { Deps } from "./deps";

export interface AuditEvent {
  action: string;
  actor?: Pick<SessionUser, "id" | "username"> | null;
  /** For events before anyone is signed in (a failed login). */
  actorUsername?: string;
  targetType?: string;
  targetId?: string;
  ip?: string;
  /** Never secrets, hashes or codes. */
  details?: Record<string, unknown>;
}

/** The audit row for an event, for use inside a `db.batch` with the change it records. */
export function auditInsert({ db }: Deps, event: AuditEvent) {
  return db.insert(auditLog).values({
    action: event.action,
    actorId: event.actor?.id ?? null,
    actorUsername: event.actor?.username ?? event.actorUsername ?? null,
    targetType: event.targetType ?? null,
    targetId: event.targetId ?? null,
    ip: event.ip ?? null,
    details: event.details ? JSON.stringify(event.details) : null,
  });
}

/**
 * The audit row for a conditional change (an update that names the version it read, a delete
 * that may find nothing): put it right after that statement in a `db.batch`, and it is
 * written only when the statement changed a row (`changes()`), so a change refused as stale
 * leaves no audit row behind.
 */
export function auditInsertIfChanged({ db }: Deps, event: AuditEvent) {
  const literal = <T>(value: T, column: string) => sql<T>`${value}`.as(column);
  return db.insert(auditLog).select(
    db
      .select({
        id: literal(null, "id"),
        createdAt: literal(new Date().toISOString(), "created_at"),
        actorId: literal(event.actor?.id ?? null, "actor_id"),
        actorUsername: literal(
          event.actor?.username ?? event.actorUsername ?? null,
          "actor_username",
        ),
        action: literal(event.action, "action"),
        targetType: literal(event.targetType ?? null, "target_type"),
        targetId: literal(event.targetId ?? null, "target_id"),
        ip: literal(event.ip ?? null, "ip"),
        details: literal(event.details ? JSON.stringify(event.details) : null, "details"),
      })
      .from(sql`(SELECT 1)`)
      .where(sql`changes() > 0`),
  );
}

/** Appends one row to the audit log. */
export async function writeAudit(deps: Deps, event: AuditEvent): Promise<void> {
  await auditInsert(deps, event);
}
