import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { users } from "../../worker/db/schema";
import { login } from "../../worker/services/identity/auth";
import { api } from "../factories/users";

// Its own file: storage is per file, and this needs an empty user table.
describe("first admin", () => {
  const db = createDb(env.DB);
  const client = { ip: "203.0.113.1", userAgent: "test" };

  it("is not created without ADMIN_PASSWORD (production has no default password)", async () => {
    const deps = { db, env: { ...env, ADMIN_PASSWORD: undefined } };
    await expect(
      login(deps, { username: "admin", password: "anything", mfaCode: undefined }, client),
    ).rejects.toThrow("Invalid username or password");
    expect(await db.select().from(users)).toHaveLength(0);
  });

  it("is created from ADMIN_PASSWORD at the first login, once, even when two race", async () => {
    const body = { username: "admin", password: env.ADMIN_PASSWORD };
    const [a, b] = await Promise.all([
      api("/api/auth/login", { method: "POST", body, headers: { "cf-connecting-ip": "1.1.1.1" } }),
      api("/api/auth/login", { method: "POST", body, headers: { "cf-connecting-ip": "1.1.1.2" } }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const admins = await db.select().from(users).where(eq(users.username, "admin"));
    expect(admins).toHaveLength(1);
    expect(admins[0]?.role).toBe("admin");
    expect(admins[0]?.passwordHash).not.toContain(env.ADMIN_PASSWORD ?? "");
  });

  it("is never created again once users exist", async () => {
    await db.delete(users).where(eq(users.username, "admin"));
    await db.insert(users).values({ id: "u1", username: "someone", passwordHash: "x" });
    const response = await api("/api/auth/login", {
      method: "POST",
      body: { username: "admin", password: env.ADMIN_PASSWORD },
    });
    expect(response.status).toBe(401);
  });
});
