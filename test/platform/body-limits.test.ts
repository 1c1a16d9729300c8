import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { contactAction } from "../../app/routes/public/home.server";
import { SIGN_IN_MAX_BYTES, SIGN_IN_TOO_LARGE_MESSAGE } from "../../app/schemas/auth";
import { CONTACT_FORM_MAX_BYTES, LEAD_MESSAGES } from "../../app/schemas/lead";
import { testRouterContext } from "../factories/deps";
import { insertUser, ORIGIN } from "../factories/users";

// Bodies the Worker reads before anyone signed in are bounded: sign-in (password and passkey)
// and the contact form answer 413 with a clear message for a larger body, declared by its
// Content-Length or streamed without one, and store nothing (no attempt, no lead).

type ErrorBody = { error: string; code: string };

const count = async (table: string) =>
  (await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())?.n ?? 0;

/** A body of `bytes` bytes that announces no length (sent in chunks). */
function streamed(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, at + 16_384));
      at += 16_384;
    },
  });
}

/** JSON sign-in fields padded past `bytes`. */
const padded = (fields: Record<string, unknown>, bytes: number) =>
  JSON.stringify({ ...fields, padding: "x".repeat(bytes) });

describe("sign-in bodies", () => {
  const routes = [
    ["/api/auth/login", (user: string) => ({ username: user, password: "wrong password" })],
    ["/api/auth/passkeys/login/verify", () => ({ response: { id: "a", rawId: "a" } })],
  ] as const;

  it.each(routes)(
    "%s refuses a body over the limit with 413, recording no attempt",
    async (path, fields) => {
      const user = await insertUser({ role: "editor" });
      const before = await count("login_attempts");
      for (const body of [
        padded(fields(user.username), SIGN_IN_MAX_BYTES),
        streamed(padded(fields(user.username), SIGN_IN_MAX_BYTES)),
      ]) {
        const response = await exports.default.fetch(`${ORIGIN}${path}`, {
          method: "POST",
          headers: { "content-type": "application/json", "cf-connecting-ip": "192.0.2.41" },
          body,
        });
        expect(response.status, path).toBe(413);
        expect(await response.json<ErrorBody>()).toEqual({
          error: SIGN_IN_TOO_LARGE_MESSAGE,
          code: "TOO_LARGE",
        });
      }
      expect(await count("login_attempts")).toBe(before);
    },
  );

  it("still reads a sign-in body under the limit", async () => {
    const user = await insertUser({ role: "editor" });
    const response = await exports.default.fetch(`${ORIGIN}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "cf-connecting-ip": "192.0.2.42" },
      body: JSON.stringify({ username: user.username, password: user.password }),
    });
    expect(response.status).toBe(200);
  });
});

describe("the contact form's body", () => {
  const fields = {
    name: "Big Sender",
    email: "big@example.com",
    message: "Please call me about helpdesk cover.",
  };

  it("answers a form over the limit with 413 and the form's message, storing no lead", async () => {
    const before = await count("leads");
    const big = new URLSearchParams({ ...fields, padding: "x".repeat(CONTACT_FORM_MAX_BYTES) });
    for (const body of [big.toString(), streamed(big.toString())]) {
      const request = new Request(`${ORIGIN}/?index`, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "cf-connecting-ip": "192.0.2.43",
        },
        body,
      });
      const result = await contactAction({ request, context: testRouterContext() });
      expect(result.init?.status).toBe(413);
      expect(result.data).toMatchObject({ status: "error", message: LEAD_MESSAGES.formTooLarge });
    }
    expect(await count("leads")).toBe(before);
  });

  it("answers 413 through the Worker too, and takes a form under the limit", async () => {
    const before = await count("leads");
    const post = (body: string) =>
      exports.default.fetch(`${ORIGIN}/?index`, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "cf-connecting-ip": "192.0.2.44",
          origin: ORIGIN,
        },
        body,
      });
    const big = new URLSearchParams({ ...fields, padding: "x".repeat(CONTACT_FORM_MAX_BYTES) });
    const refused = await post(big.toString());
    expect(refused.status).toBe(413);
    expect(await refused.text()).toContain(LEAD_MESSAGES.formTooLarge);
    expect(await count("leads")).toBe(before);
    expect((await post(new URLSearchParams(fields).toString())).status).toBe(200);
    expect(await count("leads")).toBe(before + 1);
  });
});
