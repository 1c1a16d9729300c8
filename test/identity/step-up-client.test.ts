import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest } from "../../app/lib/api";
import { requestReauth, settleReauth, subscribeReauth } from "../../app/lib/step-up";

// The browser side of step-up: apiRequest meets 403 REAUTH_REQUIRED, asks through the one
// shared prompt, and retries once. The browser's fetch is replaced by a scripted server here
// (the Worker's own answers are tested in step-up.test.ts).

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const REAUTH = { error: "Confirm it's you to continue", code: "REAUTH_REQUIRED" };

/** A fetch that answers each path from its own queue of responses, recording the calls. */
function scriptedFetch(script: Record<string, Response[]>) {
  const calls: string[] = [];
  const fetch = vi.fn(async (path: string) => {
    calls.push(path);
    const next = script[path]?.shift();
    if (!next) throw new Error(`unexpected request ${path}`);
    return next;
  });
  vi.stubGlobal("fetch", fetch);
  return calls;
}

/** A stand-in for the dialog: counts how often it is opened and answers with `confirmed`. */
function dialog(confirmed: boolean) {
  const opened: boolean[] = [];
  const unsubscribe = subscribeReauth((open) => {
    opened.push(open);
    if (open) queueMicrotask(() => settleReauth(confirmed));
  });
  return { opened, unsubscribe };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("apiRequest and the step-up prompt", () => {
  it("asks once, then retries the request and returns its answer", async () => {
    const calls = scriptedFetch({
      "/api/auth/setup-mfa": [json(403, REAUTH), json(200, { ok: 1 })],
    });
    const prompt = dialog(true);
    try {
      const answer = await apiRequest<{ ok: number }>("/api/auth/setup-mfa", { method: "POST" });
      expect(answer).toEqual({ ok: 1 });
      expect(calls).toEqual(["/api/auth/setup-mfa", "/api/auth/setup-mfa"]);
      expect(prompt.opened).toEqual([true, false]);
    } finally {
      prompt.unsubscribe();
    }
  });

  it("gives the caller 'Confirm it's you to continue' on Cancel, without a retry", async () => {
    const calls = scriptedFetch({ "/api/auth/password": [json(403, REAUTH)] });
    const prompt = dialog(false);
    try {
      const failure = await apiRequest("/api/auth/password", { method: "PUT", body: {} }).catch(
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(ApiError);
      expect((failure as ApiError).message).toBe("Confirm it's you to continue");
      expect((failure as ApiError).code).toBe("REAUTH_REQUIRED");
      expect(calls).toHaveLength(1);
    } finally {
      prompt.unsubscribe();
    }
  });

  it("retries only once: a second REAUTH_REQUIRED is the caller's error", async () => {
    scriptedFetch({ "/api/auth/recovery-codes": [json(403, REAUTH), json(403, REAUTH)] });
    const prompt = dialog(true);
    try {
      await expect(apiRequest("/api/auth/recovery-codes", { method: "POST" })).rejects.toThrow(
        "Confirm it's you to continue",
      );
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

  it("throws at once where no dialog is mounted", async () => {
    const calls = scriptedFetch({ "/api/auth/setup-mfa": [json(403, REAUTH)] });
    await expect(apiRequest("/api/auth/setup-mfa", { method: "POST" })).rejects.toThrow(
      "Confirm it's you to continue",
    );
    expect(calls).toHaveLength(1);
  });
});
