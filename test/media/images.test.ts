import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { sniffImageType } from "../../worker/services/media/images";
import { ORIGIN, signedIn } from "../factories/users";

type ErrorBody = { error: string; code: string };

const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const GIF = new TextEncoder().encode("GIF89a\x01\x00\x01\x00");
const WEBP = new TextEncoder().encode("RIFF\x1a\x00\x00\x00WEBPVP8 ");
const AVIF = new Uint8Array([
  0x00,
  0x00,
  0x00,
  0x1c,
  ...new TextEncoder().encode("ftypavif"),
  0,
  0,
  0,
  0,
  ...new TextEncoder().encode("avifmif1miaf"),
]);

function upload(
  token: string | undefined,
  bytes: Uint8Array<ArrayBuffer>,
  type: string,
  name = "photo",
) {
  const form = new FormData();
  form.append("file", new File([bytes], name, { type }));
  return exports.default.fetch(`${ORIGIN}/api/images`, {
    method: "POST",
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
}

describe("POST /api/images", () => {
  it("stores each allowed type in R2 and serves it with long-lived caching", async () => {
    const { token } = await signedIn("author");
    for (const [bytes, type] of [
      [PNG, "image/png"],
      [JPEG, "image/jpeg"],
      [GIF, "image/gif"],
      [WEBP, "image/webp"],
      [AVIF, "image/avif"],
    ] as const) {
      const response = await upload(token, bytes, type);
      expect(response.status, type).toBe(201);
      const { url, key } = await response.json<{ url: string; key: string }>();
      expect(url).toBe(`/images/${key}`);
      expect(await env.IMAGES.head(key)).not.toBeNull();
      const served = await exports.default.fetch(`${ORIGIN}${url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe(type);
      expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
      const etag = served.headers.get("etag") ?? "";
      const again = await exports.default.fetch(`${ORIGIN}${url}`, {
        headers: { "if-none-match": etag },
      });
      expect(again.status).toBe(304);
    }
  });

  it("lets an editor upload too, but not an anonymous visitor", async () => {
    const { token } = await signedIn("editor");
    expect((await upload(token, PNG, "image/png")).status).toBe(201);
    expect((await upload(undefined, PNG, "image/png")).status).toBe(401);
  });

  it("refuses other types, bytes that do not match the type, empty and oversized files", async () => {
    const { token } = await signedIn("author");
    const cases: [Uint8Array<ArrayBuffer>, string, number, string][] = [
      [
        new TextEncoder().encode("<svg onload=alert(1)>"),
        "image/svg+xml",
        415,
        "Only PNG, JPEG, WebP, GIF or AVIF images can be uploaded",
      ],
      [
        new TextEncoder().encode("hello"),
        "text/plain",
        415,
        "Only PNG, JPEG, WebP, GIF or AVIF images can be uploaded",
      ],
      [
        new TextEncoder().encode("<html><script>alert(1)</script>"),
        "image/png",
        422,
        "The file's contents do not match its type; upload a real image",
      ],
      [JPEG, "image/png", 422, "The file's contents do not match its type; upload a real image"],
      [new Uint8Array(0), "image/png", 400, "Choose an image to upload"],
    ];
    for (const [bytes, type, status, message] of cases) {
      const response = await upload(token, bytes, type);
      expect(response.status, `${type} ${status}`).toBe(status);
      expect((await response.json<ErrorBody>()).error).toBe(message);
    }
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG);
    const tooBig = await upload(token, big, "image/png");
    expect(tooBig.status).toBe(413);
    expect((await tooBig.json<ErrorBody>()).error).toBe("Images must be at most 5 MB");
    const exactly = new Uint8Array(5 * 1024 * 1024);
    exactly.set(PNG);
    expect((await upload(token, exactly, "image/png")).status).toBe(201);

    const noFile = await exports.default.fetch(`${ORIGIN}/api/images`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: new FormData(),
    });
    expect(noFile.status).toBe(400);
    expect((await noFile.json<ErrorBody>()).error).toBe("Choose an image to upload");
  });

  it("answers 404 for unknown or malformed keys", { timeout: 60_000 }, async () => {
    for (const path of ["/images/nope.png", "/images/..%2Fsecret", "/images/"]) {
      const response = await exports.default.fetch(`${ORIGIN}${path}`);
      expect(response.status, path).toBe(404);
    }
  });

  it("sniffs magic numbers, not names", () => {
    expect(sniffImageType(PNG)).toBe("image/png");
    expect(sniffImageType(AVIF)).toBe("image/avif");
    expect(sniffImageType(new TextEncoder().encode("RIFF\x00\x00\x00\x00WAVE"))).toBeNull();
    expect(sniffImageType(new Uint8Array(2))).toBeNull();
  });
});
