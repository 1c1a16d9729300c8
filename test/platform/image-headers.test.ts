import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ORIGIN, signedIn } from "../factories/users";

// Issue 8, security 6: malformed conditional headers on /images/ answer as if they were absent.

describe("/images/<key> conditional headers", { timeout: 120_000 }, () => {
  it("answers malformed If-None-Match, If-Match, dates and Range as if they were absent", async () => {
    const { token } = await signedIn("author");
    const form = new FormData();
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    form.append("file", new File([png], "p.png", { type: "image/png" }));
    const uploaded = await exports.default.fetch(`${ORIGIN}/api/images`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const { url } = await uploaded.json<{ url: string }>();
    const etag = (await exports.default.fetch(`${ORIGIN}${url}`)).headers.get("etag") ?? "";
    expect(etag).toMatch(/^"/);

    const malformed: [string, string][] = [];
    for (const value of [
      "x",
      '"unterminated',
      "W/",
      "W/x",
      '"a" "b"',
      ",",
      '"a",,',
      '*, "a"',
      '"a"\u0001',
      "%22a%22",
      '"""',
      "'a'",
      "a".repeat(5000),
      "**",
    ]) {
      malformed.push(["if-none-match", value], ["if-match", value]);
    }
    for (const value of [
      "yesterday",
      "0",
      "-1",
      "Thu, 99 Foo 2025 99:99:99 GMT",
      "Mon, 01 Jan 1 00:00:00 GMT",
      "2025-01-01",
    ]) {
      malformed.push(["if-modified-since", value], ["if-unmodified-since", value]);
    }
    for (const value of [
      "bytes=",
      "bytes=5-1",
      "bytes=-",
      "bytes=999999-",
      "bits=0-1",
      "bytes=0-1,,",
      "bytes=a-b",
    ]) {
      malformed.push(["range", value], ["if-range", value]);
    }
    const failures: string[] = [];
    for (const [name, value] of malformed) {
      const response = await exports.default.fetch(`${ORIGIN}${url}`, {
        headers: { [name]: value },
      });
      const body = new Uint8Array(await response.arrayBuffer());
      if (response.status !== 200 || body.byteLength !== png.byteLength) {
        failures.push(`${name}: ${JSON.stringify(value.slice(0, 30))} → ${response.status}`);
      }
    }
    expect(failures).toEqual([]);

    // Well-formed ones still work.
    expect(
      (await exports.default.fetch(`${ORIGIN}${url}`, { headers: { "if-none-match": etag } }))
        .status,
    ).toBe(304);
    expect(
      (
        await exports.default.fetch(`${ORIGIN}${url}`, {
          headers: { "if-none-match": `"other", ${etag}` },
        })
      ).status,
    ).toBe(304);
    expect(
      (await exports.default.fetch(`${ORIGIN}${url}`, { headers: { "if-match": etag } })).status,
    ).toBe(200);
    expect(
      (await exports.default.fetch(`${ORIGIN}${url}`, { headers: { "if-match": '"other"' } }))
        .status,
    ).toBe(412);
  });
});
