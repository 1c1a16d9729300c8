import { auditLog } from "../db/schema";
import type { Deps } from "./deps";
import type { SessionUser } from "./session-user";

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

/** Appends one row to the audit log. */
export async function writeAudit(deps: Deps, event: AuditEvent): Promise<void> {
  await auditInsert(deps, event);
}
