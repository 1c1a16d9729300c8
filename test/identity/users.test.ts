import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { auditLog, users } from "../../worker/db/schema";
import { api, insertUser, loginAs, patchUser, signedIn } from "../factories/users";

const db = createDb(env.DB);
type ErrorBody = { error: string; code: string };

describe("/api/users", () => {
  it("lists users with the spec's fields only", async () => {
    const { token } = await signedIn("admin");
    const author = await insertUser({ role: "author" });
    const response = await api("/api/users", { token });
    expect(response.status).toBe(200);
    const list = await response.json<Record<string, unknown>[]>();
    const row = list.find((u) => u.id === author.id);
    expect(Object.keys(row ?? {}).sort()).toEqual(
      // The spec's fields, the passkey count (#19), the version a change sends back (409
      // when stale) and the address for review mail (#35).
      [
        "createdAt",
        "email",
        "id",
        "isActive",
        "lastLogin",
        "mfaEnabled",
        "passkeyCount",
        "role",
        "username",
        "version",
      ].sort(),
    );
  });

  it("creates a user, role defaulting to admin", async () => {
    const { token } = await signedIn("admin");
    const response = await api("/api/users", {
      method: "POST",
      token,
      body: { username: "new.person", password: "secret-123" },
    });
    expect(response.status).toBe(201);
    const created = await response.json<{ username: string; role: string; isActive: boolean }>();
    expect(created).toMatchObject({ username: "new.person", role: "admin", isActive: true });
    await expect(loginAs({ username: "new.person", password: "secret-123" })).resolves.toBeTruthy();
    const audit = await db.select().from(auditLog).where(eq(auditLog.action, "user.created"));
    expect(audit.length).toBeGreaterThan(0);
  });

  it("keeps an address for review mail: set, changed, cleared, checked", async () => {
    const { token } = await signedIn("admin");
    const made = await api("/api/users", {
      method: "POST",
      token,
      body: {
        username: "mail.person",
        password: "secret-123",
        role: "editor",
        email: " ed@team.example ",
      },
    });
    expect(made.status).toBe(201);
    const user = await made.json<{ id: string; email: string | null; version: number }>();
    expect(user.email).toBe("ed@team.example");
    for (const email of ["not-an-address", "a@", 42]) {
      const refused = await api(`/api/users/${user.id}`, {
        method: "PATCH",
        token,
        body: { email, version: user.version },
      });
      expect(refused.status, String(email)).toBe(400);
    }
    const cleared = await api(`/api/users/${user.id}`, {
      method: "PATCH",
      token,
      body: { email: "", version: user.version },
    });
    expect((await cleared.json<{ email: string | null }>()).email).toBeNull();
    const refusedCreate = await api("/api/users", {
      method: "POST",
      token,
      body: { username: "bad.mail", password: "secret-123", email: "nope" },
    });
    expect(refusedCreate.status).toBe(400);
    expect(await db.select().from(users).where(eq(users.username, "bad.mail"))).toEqual([]);
  });

  it("says what is wrong with the input, and stores nothing", async () => {
    const { token } = await signedIn("admin");
    const before = (await db.select().from(users)).length;
    const cases: [unknown, string][] = [
      [{}, "Username and password are required"],
      [{ username: "someone" }, "Username and password are required"],
      [{ username: "", password: "secret-123" }, "Username and password are required"],
      [{ username: "someone", password: "12345" }, "Password must be at least 6 characters long"],
      [
        { username: "someone", password: "x".repeat(129) },
        "Password must be at most 128 characters long",
      ],
      [
        { username: "a b", password: "secret-123" },
        "Username must be 3 to 32 letters, digits, dots, dashes or underscores",
      ],
      [
        { username: "someone", password: "secret-123", role: "owner" },
        "Role must be admin, editor or author",
      ],
    ];
    for (const [body, message] of cases) {
      const response = await api("/api/users", { method: "POST", token, body });
      expect(response.status).toBe(400);
      expect((await response.json<ErrorBody>()).error).toBe(message);
    }
    expect((await db.select().from(users)).length).toBe(before);
  });

  it("refuses a duplicate username in any case with 409", async () => {
    const { token } = await signedIn("admin");
    await insertUser({ username: "Taken.Name" });
    const response = await api("/api/users", {
      method: "POST",
      token,
      body: { username: "taken.name", password: "secret-123" },
    });
    expect(response.status).toBe(409);
    expect((await response.json<ErrorBody>()).error).toBe("Username already exists");
  });

  it("changes a role, and deactivating ends that user's sessions at once", async () => {
    const { token } = await signedIn("admin");
    const editor = await insertUser({ role: "editor" });
    const editorToken = await loginAs(editor);
    const promote = await patchUser(token, editor.id, { role: "author" });
    expect(promote.status).toBe(200);
    expect((await promote.json<{ role: string }>()).role).toBe("author");
    const off = await patchUser(token, editor.id, { isActive: false });
    expect(off.status).toBe(200);
    expect((await api("/api/auth/verify", { token: editorToken })).status).toBe(401);
    const nothing = await patchUser(token, editor.id, {});
    expect((await nothing.json<ErrorBody>()).error).toBe(
      "Nothing to change: send role, isActive or email",
    );
  });

  it("never deletes the admin account, yourself, or the last active admin", async () => {
    const admin = await insertUser({ username: "admin", role: "admin" });
    const adminToken = await loginAs(admin);
    const other = await signedIn("admin");

    const protectedDelete = await api(`/api/users/${admin.id}`, {
      method: "DELETE",
      token: other.token,
    });
    expect(protectedDelete.status).toBe(409);
    expect((await protectedDelete.json<ErrorBody>()).error).toBe(
      "The admin account cannot be deleted",
    );

    const self = await api(`/api/users/${other.user.id}`, { method: "DELETE", token: other.token });
    expect((await self.json<ErrorBody>()).error).toBe("You cannot delete your own account");

    const deactivateAdmin = await patchUser(other.token, admin.id, { isActive: false });
    expect(deactivateAdmin.status).toBe(409);

    // Demote every other admin; then `admin` is the last and cannot be demoted.
    const everyone = await (await api("/api/users", { token: adminToken })).json<
      { id: string; role: string; username: string }[]
    >();
    for (const u of everyone.filter((u) => u.role === "admin" && u.username !== "admin")) {
      const r = await patchUser(adminToken, u.id, { role: "editor" });
      expect(r.status).toBe(200);
    }
    const demoteLast = await patchUser(adminToken, admin.id, { role: "editor" });
    expect(demoteLast.status).toBe(409);
    expect((await demoteLast.json<ErrorBody>()).error).toBe(
      "The last active administrator cannot be demoted or deactivated",
    );
  });

  it("deletes a user, who can no longer sign in", async () => {
    const { token } = await signedIn("admin");
    const author = await insertUser({ role: "author" });
    const authorToken = await loginAs(author);
    const response = await api(`/api/users/${author.id}`, { method: "DELETE", token });
    expect(response.status).toBe(200);
    expect((await api("/api/auth/verify", { token: authorToken })).status).toBe(401);
    expect((await api(`/api/users/${author.id}`, { method: "DELETE", token })).status).toBe(404);
  });

  it("lets an admin reset another user's password, ending their sessions", async () => {
    const { token } = await signedIn("admin");
    const editor = await insertUser({ role: "editor" });
    const editorToken = await loginAs(editor);
    const reset = await api(`/api/users/${editor.id}/password`, {
      method: "PUT",
      token,
      body: { password: "reset-pass-1" },
    });
    expect(reset.status).toBe(200);
    expect((await api("/api/auth/verify", { token: editorToken })).status).toBe(401);
    await expect(
      loginAs({ username: editor.username, password: "reset-pass-1" }),
    ).resolves.toBeTruthy();
  });

  it("is for admins only", async () => {
    for (const role of ["editor", "author"] as const) {
      const { token } = await signedIn(role);
      const response = await api("/api/users", { token });
      expect(response.status).toBe(403);
    }
    expect((await api("/api/users")).status).toBe(401);
  });
});
