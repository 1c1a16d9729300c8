import { and, asc, count, eq, getTableColumns, isNull, ne, sql } from "drizzle-orm";
import {
  type CreateUserInput,
  OWN_PASSWORD_MESSAGE,
  OWN_SECOND_FACTOR_MESSAGE,
  type PublicUser,
  type ResetSecondFactorInput,
  STALE_USER_MESSAGE,
  type UpdateUserInput,
} from "../../../app/schemas/user";
import { passkeys, sessions, type User, users } from "../../db/schema";
import { AppError } from "../../errors";
import { auditInsert, auditInsertIfChanged } from "../platform/audit";
import type { Deps } from "../platform/deps";
import { writeUnique } from "../platform/unique-write";
import { TOTP_OFF } from "./mfa";
import { hashPassword } from "./passwords";
import type { SessionUser } from "./session-user";
import { revokeUserSessionsQuery } from "./sessions";
import { requireRecentAuth } from "./step-up";

/** The account the interface never deletes (spec §5, §6). */
export const PROTECTED_USERNAME = "admin";

/** What the API shows of a user: never a hash, a secret or a recovery code. */
export function toPublicUser(user: User, passkeyCount: number): PublicUser {
  return {
    id: user.id,
    username: user.username,
    role: user.role,
    email: user.email,
    isActive: user.isActive,
    mfaEnabled: user.mfaEnabled,
    passkeyCount,
    createdAt: user.createdAt,
    lastLogin: user.lastLogin,
    version: user.version,
  };
}

/**
 * A user's row with how many passkeys they have, in one query. The subquery names its tables
 * itself: in a one-table select drizzle leaves columns unqualified, and an unqualified `id`
 * inside it would be the passkey's.
 */
const withPasskeyCount = (db: Deps["db"]) =>
  db
    .select({
      ...getTableColumns(users),
      passkeyCount: sql<number>`(SELECT count(*) FROM passkeys WHERE passkeys.user_id = users.id)`,
    })
    .from(users);

/** How many passkeys a user has. */
export async function countPasskeys({ db }: Deps, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return row?.n ?? 0;
}

/** Every user, oldest first (the admin's Users tab); one query, passkey counts included. */
export async function listUsers({ db }: Deps): Promise<PublicUser[]> {
  const rows = await withPasskeyCount(db).orderBy(asc(users.createdAt), asc(users.username));
  return rows.map((row) => toPublicUser(row, row.passkeyCount));
}

async function findUser({ db }: Deps, id: string): Promise<User> {
  const user = await db.select().from(users).where(eq(users.id, id)).get();
  if (!user) throw new AppError(404, "NOT_FOUND", "User not found");
  return user;
}

/** A user as the API shows it, by id (404 when unknown). */
export async function findPublicUser({ db }: Deps, id: string): Promise<PublicUser> {
  const row = await withPasskeyCount(db).where(eq(users.id, id)).get();
  if (!row) throw new AppError(404, "NOT_FOUND", "User not found");
  return toPublicUser(row, row.passkeyCount);
}

/** Creates a user; usernames are unique regardless of case. */
export async function createUser(
  deps: Deps,
  input: CreateUserInput,
  actor: SessionUser,
): Promise<PublicUser> {
  const { db } = deps;
  const taken = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${input.username.toLowerCase()}`)
    .get();
  const usernameTaken = new AppError(409, "USERNAME_TAKEN", "Username already exists");
  if (taken) throw usernameTaken;
  const id = crypto.randomUUID();
  const passwordHash = await hashPassword(input.password);
  await writeUnique(
    db.batch([
      db.insert(users).values({
        id,
        username: input.username,
        passwordHash,
        role: input.role,
        email: input.email || null,
      }),
      auditInsert(deps, {
        action: "user.created",
        actor,
        targetType: "user",
        targetId: id,
        details: { username: input.username, role: input.role },
      }),
    ]),
    usernameTaken,
  );
  return toPublicUser(await findUser(deps, id), 0);
}

async function countOtherActiveAdmins({ db }: Deps, exceptId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, "admin"), eq(users.isActive, true), ne(users.id, exceptId)));
  return row?.n ?? 0;
}

/**
 * The last-admin rule inside the write itself: the row may stop being an active admin only
 * while another active admin exists. Two admins demoting each other at once cannot both pass
 * (a read-then-write check could).
 */
const keepsAnActiveAdmin = sql`(${users.role} <> 'admin' OR ${users.isActive} = 0 OR EXISTS (
  SELECT 1 FROM users AS other
  WHERE other.role = 'admin' AND other.is_active = 1 AND other.id <> ${users.id}))`;

/** After a refused guarded write: the user is gone (404) or was the last active admin. */
async function refusedWrite(deps: Deps, id: string, message: string): Promise<never> {
  await findUser(deps, id);
  throw new AppError(409, "LAST_ADMIN", message);
}

/**
 * Changes a user's role or active flag if the user is still at `input.version` (409 when it
 * is stale or missing, nothing changes). Deactivating ends their sessions at once. The last
 * active admin can be neither demoted nor deactivated.
 */
export async function updateUser(
  deps: Deps,
  id: string,
  input: UpdateUserInput,
  actor: SessionUser,
): Promise<PublicUser> {
  const user = await findUser(deps, id);
  const { version } = input;
  const stale = new AppError(409, "STALE", STALE_USER_MESSAGE);
  if (version === undefined || version !== user.version) throw stale;
  const demotes = (input.role !== undefined && input.role !== "admin") || input.isActive === false;
  const losesAdmin = user.role === "admin" && user.isActive && demotes;
  if (losesAdmin && (await countOtherActiveAdmins(deps, id)) === 0) {
    throw new AppError(
      409,
      "LAST_ADMIN",
      "The last active administrator cannot be demoted or deactivated",
    );
  }
  if (user.username.toLowerCase() === PROTECTED_USERNAME && input.isActive === false) {
    throw new AppError(409, "PROTECTED_USER", "The admin account cannot be deactivated");
  }
  const changes = {
    ...(input.role !== undefined ? { role: input.role } : {}),
    ...(input.isActive !== undefined ? { isActive: input.isActive } : {}),
    ...(input.email !== undefined ? { email: input.email || null } : {}),
    updatedAt: new Date().toISOString(),
    version: version + 1,
  };
  const { db } = deps;
  const [updated] = await db.batch([
    db
      .update(users)
      .set(changes)
      // Guarded by what the row is at write time, not by what was read above.
      .where(
        and(eq(users.id, id), eq(users.version, version), demotes ? keepsAnActiveAdmin : undefined),
      ),
    auditInsertIfChanged(deps, {
      action: "user.updated",
      actor,
      targetType: "user",
      targetId: id,
      details: {
        username: user.username,
        role: input.role,
        isActive: input.isActive,
        emailChanged: input.email !== undefined ? true : undefined,
      },
    }),
    // Only when the update (and so its audit row) was written.
    ...(input.isActive === false
      ? [revokeUserSessionsQuery(deps, id, { onlyAfterAChange: true })]
      : []),
  ]);
  if (updated.meta.changes === 0) {
    if ((await findUser(deps, id)).version !== version) throw stale;
    await refusedWrite(deps, id, "The last active administrator cannot be demoted or deactivated");
  }
  return findPublicUser(deps, id);
}

/**
 * Sets another user's password (an administrator's reset); ends that user's sessions. Your own
 * password is not reset here (400): Settings changes it, asking for the current one.
 */
export async function resetUserPassword(
  deps: Deps,
  id: string,
  password: string,
  actor: SessionUser,
) {
  if (id === actor.id) throw new AppError(400, "OWN_PASSWORD", OWN_PASSWORD_MESSAGE);
  const user = await findUser(deps, id);
  const { db } = deps;
  await db.batch([
    db
      .update(users)
      .set({ passwordHash: await hashPassword(password), updatedAt: new Date().toISOString() })
      .where(eq(users.id, id)),
    revokeUserSessionsQuery(deps, id),
    auditInsert(deps, {
      action: "user.password_reset",
      actor,
      targetType: "user",
      targetId: id,
      details: { username: user.username },
    }),
  ]);
  return { success: true as const };
}

/** Deletes a user: never `admin`, never yourself, never the last active admin. */
export async function deleteUser(deps: Deps, id: string, actor: SessionUser) {
  const user = await findUser(deps, id);
  if (user.username.toLowerCase() === PROTECTED_USERNAME) {
    throw new AppError(409, "PROTECTED_USER", "The admin account cannot be deleted");
  }
  if (user.id === actor.id) {
    throw new AppError(409, "SELF_DELETE", "You cannot delete your own account");
  }
  if (user.role === "admin" && user.isActive && (await countOtherActiveAdmins(deps, id)) === 0) {
    throw new AppError(409, "LAST_ADMIN", "The last active administrator cannot be deleted");
  }
  const { db } = deps;
  const [deleted] = await db.batch([
    db.delete(users).where(and(eq(users.id, id), keepsAnActiveAdmin)),
    auditInsertIfChanged(deps, {
      action: "user.deleted",
      actor,
      targetType: "user",
      targetId: id,
      details: { username: user.username },
    }),
  ]);
  if (deleted.meta.changes === 0) {
    await refusedWrite(deps, id, "The last active administrator cannot be deleted");
  }
  return { success: true as const };
}

/**
 * An administrator's reset of another user's second factor (they lost their authenticator and
 * recovery codes): TOTP, recovery codes and passkeys cleared, every session of theirs revoked,
 * audited, in one batch conditional on the version the admin saw (409 when stale or missing,
 * nothing changes). Needs a recent sign-in (step-up). Your own factors change in Settings.
 */
export async function resetSecondFactor(
  deps: Deps,
  id: string,
  input: ResetSecondFactorInput,
  actor: SessionUser,
): Promise<PublicUser> {
  if (id === actor.id) throw new AppError(400, "OWN_SECOND_FACTOR", OWN_SECOND_FACTOR_MESSAGE);
  requireRecentAuth(actor);
  const user = await findPublicUser(deps, id);
  const { version } = input;
  const stale = new AppError(409, "STALE", STALE_USER_MESSAGE);
  if (version === undefined || version !== user.version) throw stale;
  const { db } = deps;
  const now = new Date().toISOString();
  // A batch is one transaction: the guarded statements see the row as it was before the update
  // that bumps the version, so all of them happen or none does.
  const atVersion = sql`EXISTS (SELECT 1 FROM users WHERE id = ${id} AND version = ${version})`;
  const results = await db.batch([
    db.delete(passkeys).where(and(eq(passkeys.userId, id), atVersion)),
    db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, id), isNull(sessions.revokedAt), atVersion)),
    db
      .update(users)
      .set({
        ...TOTP_OFF,
        recoveryCodes: null,
        updatedAt: now,
        version: version + 1,
      })
      .where(and(eq(users.id, id), eq(users.version, version))),
    auditInsertIfChanged(deps, {
      action: "user.mfa_reset",
      actor,
      targetType: "user",
      targetId: id,
      details: { username: user.username, totp: user.mfaEnabled, passkeys: user.passkeyCount },
    }),
  ]);
  if (results[2].meta.changes === 0) {
    await findUser(deps, id);
    throw stale;
  }
  return findPublicUser(deps, id);
}
