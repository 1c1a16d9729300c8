import {
  createExecutionContext,
  createScheduledController,
  waitOnExecutionContext,
} from "cloudflare:test";
import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { createDb } from "../../worker/db/client";
import { loginAttempts, sessions, users } from "../../worker/db/schema";
import type { AppEnv } from "../../worker/env";
import { AppError } from "../../worker/errors";
import worker from "../../worker/index";
import { handleError } from "../../worker/middleware/error-handler";
import { requestId } from "../../worker/middleware/request-id";
import { validate } from "../../worker/middleware/validate";

function appThatThrows(error: unknown) {
  const app = new Hono<AppEnv>();
  app.use(requestId);
  app.onError(handleError);
  app.get("/boom", () => {
    throw error;
  });
  app.post(
    "/check",
    validate("json", z.object({ n: z.number({ error: "n must be a number" }) })),
    (c) => c.json(c.req.valid("json")),
  );
  return app;
}

describe("the API's one error shape", () => {
  it("answers an unexpected error with 500, a request id, and no stack or message", async () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await appThatThrows(new Error("db password is hunter2")).request("/boom");
    expect(response.status).toBe(500);
    const body = await response.json<{ error: string; code: string; requestId: string }>();
    expect(body.code).toBe("INTERNAL");
    expect(body.requestId).toBe(response.headers.get("x-request-id"));
    expect(JSON.stringify(body)).not.toMatch(/hunter2|at |stack/);
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });

  it("never logs a failed query's bound values", async () => {
    const lines: string[] = [];
    const spy = vi.spyOn(console, "error").mockImplementation((line) => lines.push(String(line)));
    const error = new Error(
      "Failed query: insert into users (password_hash) values (?)\nparams: pbkdf2-sha256$100000$salt$hash",
    );
    await appThatThrows(error).request("/boom");
    spy.mockRestore();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("Failed query: insert into users");
    expect(lines[0]).not.toContain("pbkdf2");
  });

  it("answers an AppError with its status, code, message and headers", async () => {
    const response = await appThatThrows(
      new AppError(429, "RATE_LIMITED", "Slow down", undefined, { "Retry-After": "30" }),
    ).request("/boom");
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("30");
    expect(await response.json()).toEqual({ error: "Slow down", code: "RATE_LIMITED" });
  });

  it("answers a validation failure with 400, the first message and every issue", async () => {
    const response = await appThatThrows(null).request("/check", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ n: "x" }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "n must be a number",
      code: "VALIDATION",
      issues: [{ path: "n", message: "n must be a number" }],
    });
  });
});

describe("scheduled handler", () => {
  it("deletes ended sessions and login attempts older than a day", async () => {
    const db = createDb(env.DB);
    await db.insert(users).values({ id: "u-cron", username: "cron-user", passwordHash: "x" });
    const past = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000).toISOString();
    const future = new Date(Date.now() + 60_000).toISOString();
    await db.insert(sessions).values([
      { idHash: "expired", userId: "u-cron", expiresAt: past },
      { idHash: "revoked", userId: "u-cron", expiresAt: future, revokedAt: past },
      { idHash: "live", userId: "u-cron", expiresAt: future },
    ]);
    await db.insert(loginAttempts).values([
      { username: "old", ip: "1.1.1.1", success: false, createdAt: past },
      { username: "new", ip: "1.1.1.1", success: false },
    ]);
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: "*/15 * * * *" }), env, ctx);
    await waitOnExecutionContext(ctx);
    expect((await db.select().from(sessions)).map((s) => s.idHash)).toEqual(["live"]);
    expect((await db.select().from(loginAttempts)).map((a) => a.username)).toEqual(["new"]);
  });
});
