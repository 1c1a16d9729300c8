import { env, exports } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest } from "../../app/lib/api";
import { requestReauth, settleReauth, subscribeReauth } from "../../app/lib/step-up";
import { insertUser, loginAs, ORIGIN, type TestUser } from "../factories/users";

// The browser side of step-up against the real Worker: apiRequest meets 403 REAUTH_REQUIRED,
// asks through the one shared prompt, and retries once. The browser's fetch becomes a call to
// the Worker with the signed-in user's token (what the cookie does in a browser).

let user: TestUser;
let token: string;
let calls: string[];

beforeEach(async () => {
  user = await insertUser({ role: "author" });
  token = await loginAs(user);
  // Signed in 11 minutes ago: every change to how the user signs in asks again.
  await env.DB.prepare("UPDATE sessions SET authenticated_at = ? WHERE user_id = ?")
    .bind(new Date(Date.now() - 11 * 60_000).toISOString(), user.id)
    .run();
  calls = [];
  vi.stubGlobal("fetch", async (path: string, init: RequestInit = {}) => {
    calls.push(path);
    const headers = new Headers(init.headers);
    headers.set("authorization", `Bearer ${token}`);
    return exports.default.fetch(`${ORIGIN}${path}`, { ...init, headers, signal: undefined });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/**
 * A stand-in for the dialog: when opened it confirms with the password (through the real
 * POST /api/auth/reauth) or, with `answer: "cancel"` or `"pretend"`, cancels or claims success
 * without asking the server.
 */
function dialog(answer: "password" | "cancel" | "pretend") {
  const opened: boolean[] = [];
  const unsubscribe = subscribeReauth((open) => {
    opened.push(open);
    if (!open) return;
    if (answer === "password") {
      void apiRequest("/api/auth/reauth", {
        method: "POST",
        body: { password: user.password },
        redirectOnAuthError: false,
      }).then(
        () => settleReauth(true),
        () => settleReauth(false),
      );
    } else queueMicrotask(() => settleReauth(answer === "pretend"));
  });
  return { opened, unsubscribe };
}

describe("apiRequest and the step-up prompt", () => {
  it("asks once, then retries the request and returns its answer", async () => {
    const prompt = dialog("password");
    try {
      const answer = await apiRequest<{ qrCode: string; secret: string }>("/api/auth/setup-mfa", {
        method: "POST",
      });
      expect(answer.secret).toMatch(/^[A-Z2-7]+$/);
      expect(calls).toEqual(["/api/auth/setup-mfa", "/api/auth/reauth", "/api/auth/setup-mfa"]);
      expect(prompt.opened).toEqual([true, false]);
    } finally {
      prompt.unsubscribe();
    }
  });

  it("gives the caller 'Confirm it's you to continue' on Cancel, without a retry", async () => {
    const prompt = dialog("cancel");
    try {
      const failure = await apiRequest("/api/auth/password", {
        method: "PUT",
        body: { currentPassword: user.password, newPassword: "another password" },
      }).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ApiError);
      expect((failure as ApiError).message).toBe("Confirm it's you to continue");
      expect((failure as ApiError).code).toBe("REAUTH_REQUIRED");
      expect(calls).toEqual(["/api/auth/password"]);
    } finally {
      prompt.unsubscribe();
    }
  });

  it("retries only once: a second REAUTH_REQUIRED is the caller's error", async () => {
    const prompt = dialog("pretend");
    try {
      await expect(
        apiRequest("/api/auth/recovery-codes", { method: "POST", body: { password: "x" } }),
      ).rejects.toThrow("Confirm it's you to continue");
      expect(calls).toEqual(["/api/auth/recovery-codes", "/api/auth/recovery-codes"]);
      expect(prompt.opened).toEqual([true, false]);
    } finally {
      prompt.unsubscribe();
    }
  });

  it("shares one prompt between parallel requests", async () => {
    const opened: boolean[] = [];
    const unsubscribe = subscribeReauth((open) => opened.push(open));
    try {
      const first = requestReauth();
      const second = requestReauth();
      expect(second).toBe(first);
      expect(opened).toEqual([true]);
      settleReauth(true);
      await expect(Promise.all([first, second])).resolves.toEqual([true, true]);
      // The next need asks again.
      const third = requestReauth();
      expect(third).not.toBe(first);
      settleReauth(false);
      await expect(third).resolves.toBe(false);
    } finally {
      unsubscribe();
    }
  });

  it("asks before the admin tabs' access changes: Users, Settings, GitHub and SEO APIs", async () => {
    user = await insertUser({ role: "admin" });
    token = await loginAs(user);
    const version = async (key: string) =>
      (
        await env.DB.prepare("SELECT version FROM settings WHERE key = ?")
          .bind(key)
          .first<{ version: number }>()
      )?.version ?? 0;
    // What each form sends (create-user-dialog, sign-in-security-card, github-tab, seo-apis-tab).
    const saves: [string, "POST" | "PUT", () => Promise<unknown>][] = [
      ["/api/users", "POST", async () => ({ username: "stepup-new", password: "secret-pass" })],
      [
        "/api/settings/security",
        "PUT",
        async () => ({ requireSecondFactor: false, version: await version("security") }),
      ],
      [
        "/api/github-config",
        "POST",
        async () => ({
          owner: "acme",
          repo: "site",
          branch: "main",
          token: "ghp_new",
          version: await version("github-config"),
        }),
      ],
      [
        "/api/seo-config",
        "POST",
        async () => ({
          config: { bingWebmasterApiKey: "bing-key" },
          clearKeys: [],
          version: await version("seo-config"),
        }),
      ],
    ];
    for (const [path, method, body] of saves) {
      await env.DB.prepare("UPDATE sessions SET authenticated_at = ? WHERE user_id = ?")
        .bind(new Date(Date.now() - 11 * 60_000).toISOString(), user.id)
        .run();
      calls = [];
      const prompt = dialog("password");
      try {
        await apiRequest(path, { method, body: await body() });
        expect(calls, path).toEqual([path, "/api/auth/reauth", path]);
        expect(prompt.opened, path).toEqual([true, false]);
      } finally {
        prompt.unsubscribe();
      }
    }
  });

  it("throws at once where no dialog is mounted", async () => {
    await expect(apiRequest("/api/auth/setup-mfa", { method: "POST" })).rejects.toThrow(
      "Confirm it's you to continue",
    );
    expect(calls).toEqual(["/api/auth/setup-mfa"]);
  });
});
