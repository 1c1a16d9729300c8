import { and, eq } from "drizzle-orm";
import { settings } from "../../db/schema";
import { AppError } from "../../errors";
import type { SessionUser } from "../identity/session-user";
import { type AuditEvent, auditInsertIfChanged } from "./audit";
import type { Deps } from "./deps";

// One row of `settings` saved with optimistic concurrency: the write names the version it was
// read at (0: no row yet) and its audit row goes in the same batch, written only when the
// setting was (a stale save leaves no trace: 409, nothing stored).

export interface VersionedSettingWrite {
  key: string;
  /** The stored text (JSON, or its ciphertext when `encrypted`). */
  value: string;
  encrypted?: boolean;
  /** The version the caller read; the row must still carry it. */
  version: number;
  actor: Pick<SessionUser, "id" | "username">;
  audit: Omit<AuditEvent, "actor">;
  /** The 409's text when someone else saved first. */
  staleMessage: string;
}

/** Saves the setting if its version is unchanged and returns the new version; else 409. */
export async function writeVersionedSetting(deps: Deps, write: VersionedSettingWrite) {
  const { db } = deps;
  const { key, value, version, actor, audit } = write;
  const encrypted = write.encrypted ?? false;
  const updatedAt = new Date().toISOString();
  const save =
    version === 0
      ? db
          .insert(settings)
          .values({ key, value, encrypted, updatedAt, updatedBy: actor.id, version: 1 })
          .onConflictDoNothing()
      : db
          .update(settings)
          .set({ value, encrypted, updatedAt, updatedBy: actor.id, version: version + 1 })
          .where(and(eq(settings.key, key), eq(settings.version, version)));
  const [result] = await db.batch([save, auditInsertIfChanged(deps, { ...audit, actor })]);
  if (result.meta.changes === 0) throw new AppError(409, "STALE", write.staleMessage);
  return version + 1;
}
