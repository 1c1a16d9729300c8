import { env } from "cloudflare:workers";
import { and, eq, inArray, ne } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { UpdateUserInput } from "../../app/schemas/user";
import { createDb } from "../../worker/db/client";
import { auditLog, type Role, users } from "../../worker/db/schema";
import type { SessionUser } from "../../worker/services/identity/session-user";
import { createSession, resolveSession } from "../../worker/services/identity/sessions";
import {
  createUser,
  deleteUser,
  PROTECTED_USERNAME,
  updateUser,
} from "../../worker/services/identity/users";
import { testDeps } from "../factories/deps";
import { insertUser, sessionUserFor, type TestUser } from "../factories/users";

// The user rules at the service level: the `admin` account is never deleted or deactivated, a
// role change applies to the user's very next request, deactivating ends their sessions, and
// the site always keeps an active administrator.

const deps = testDeps();
const db = createDb(env.DB);
const CLIENT = { ip: "10.70.0.1", userAgent: "users-service" };

function asActor(user: TestUser): SessionUser {
  return sessionUserFor(user);
}

/** updateUser with the version the caller read, as the Users tab sends it. */
async function update(id: string, input: Omit<UpdateUserInput, "version">, actor: SessionUser) {
  const row = await db.select({ version: users.version }).from(users).where(eq(users.id, id)).get();
  return updateUser(deps, id, { ...input, version: row?.version }, actor);
}

async function staff(role: Role = "admin"): Promise<SessionUser> {
  return asActor(await insertUser({ role }));
}

let protectedAdmin: TestUser;
beforeAll(async () => {
  protectedAdmin = await insertUser({ username: PROTECTED_USERNAME, role: "admin" });
});

describe("the protected admin account", () => {
  it("is never deleted, even by another administrator", async () => {
    const other = await staff("admin");
    await expect(deleteUser(deps, protectedAdmin.id, other)).rejects.toMatchObject({
      status: 409,
      code: "PROTECTED_USER",
      message: "The admin account cannot be deleted",
    });
    expect(
      await db.select().from(users).where(eq(users.id, protectedAdmin.id)).get(),
    ).toBeDefined();
  });

  it("is never deactivated while other administrators exist", async () => {
    const other = await staff("admin");
    await expect(update(protectedAdmin.id, { isActive: false }, other)).rejects.toMatchObject({
      status: 409,
      code: "PROTECTED_USER",
      message: "The admin account cannot be deactivated",
    });
    const row = await db.select().from(users).where(eq(users.id, protectedAdmin.id)).get();
    expect(row?.isActive).toBe(true);
  });
});

describe("role changes", () => {
  it("change the role, raise the version and record who did it", async () => {
    const admin = await staff("admin");
    const editor = await insertUser({ role: "editor" });
    const before = await db.select().from(users).where(eq(users.id, editor.id)).get();

    const updated = await update(editor.id, { role: "author" }, admin);

    expect(updated.role).toBe("author");
    const after = await db.select().from(users).where(eq(users.id, editor.id)).get();
    expect(after?.version).toBe((before?.version ?? 0) + 1);
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "user.updated"), eq(auditLog.targetId, editor.id)))
      .get();
    expect(audit).toMatchObject({ actorId: admin.id, actorUsername: admin.username });
  });

  it("apply to the user's next request, with no new login", async () => {
    const admin = await staff("admin");
    const editor = await insertUser({ role: "editor" });
    const { token } = await createSession(deps, editor.id, CLIENT);
    expect((await resolveSession(deps, token, false))?.role).toBe("editor");

    await update(editor.id, { role: "author" }, admin);

    expect((await resolveSession(deps, token, false))?.role).toBe("author");
  });

  it("deactivating a user ends every session of theirs at once", async () => {
    const admin = await staff("admin");
    const author = await insertUser({ role: "author" });
    const tokens = await Promise.all(
      [1, 2].map(async () => (await createSession(deps, author.id, CLIENT)).token),
    );

    await update(author.id, { isActive: false }, admin);

    for (const token of tokens) expect(await resolveSession(deps, token, false)).toBeNull();
    // Reactivated, the old sessions stay ended: they were revoked, not only hidden.
    await update(author.id, { isActive: true }, admin);
    for (const token of tokens) expect(await resolveSession(deps, token, false)).toBeNull();
  });

  it("never demote, deactivate or delete the last active administrator", async () => {
    const last = await insertUser({ role: "admin" });
    // This test's own starting point: every other administrator is inactive (restored after).
    const others = await db
      .update(users)
      .set({ isActive: false })
      .where(and(eq(users.role, "admin"), eq(users.isActive, true), ne(users.id, last.id)))
      .returning({ id: users.id });
    const actor = asActor(last);
    try {
      await expect(update(last.id, { role: "editor" }, actor)).rejects.toMatchObject({
        status: 409,
        code: "LAST_ADMIN",
        message: "The last active administrator cannot be demoted or deactivated",
      });
      await expect(update(last.id, { isActive: false }, actor)).rejects.toMatchObject({
        code: "LAST_ADMIN",
      });
      await expect(deleteUser(deps, last.id, await staff("editor"))).rejects.toMatchObject({
        status: 409,
        code: "LAST_ADMIN",
        message: "The last active administrator cannot be deleted",
      });
      const row = await db.select().from(users).where(eq(users.id, last.id)).get();
      expect(row).toMatchObject({ role: "admin", isActive: true });

      // With a second active admin, the demotion goes through.
      await insertUser({ role: "admin" });
      expect((await update(last.id, { role: "editor" }, actor)).role).toBe("editor");
    } finally {
      await db
        .update(users)
        .set({ isActive: true })
        .where(
          inArray(
            users.id,
            others.map((o) => o.id),
          ),
        );
    }
  });

  it("never let an administrator delete their own account", async () => {
    const admin = await staff("admin");
    await staff("admin");
    await expect(deleteUser(deps, admin.id, admin)).rejects.toMatchObject({
      status: 409,
      code: "SELF_DELETE",
      message: "You cannot delete your own account",
    });
  });
});

describe("usernames", () => {
  it("are unique whatever the case, even for two creations at once", async () => {
    const admin = await staff("admin");
    const name = `Racing.${crypto.randomUUID().slice(0, 8)}`;
    const results = await Promise.allSettled([
      createUser(deps, { username: name, password: "secret-123", role: "editor" }, admin),
      createUser(
        deps,
        { username: name.toLowerCase(), password: "secret-123", role: "author" },
        admin,
      ),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const [refused] = results.filter((r) => r.status === "rejected");
    expect(refused?.status === "rejected" && refused.reason).toMatchObject({
      status: 409,
      code: "USERNAME_TAKEN",
      message: "Username already exists",
    });
  });
});
