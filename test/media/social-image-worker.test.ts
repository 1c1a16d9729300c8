import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { parseSocialImagePath } from "../../app/lib/social-image";
import { serveSocialImage } from "../../worker/services/media/social-images";
import { testWorkerDeps } from "../factories/deps";

// The social-image Worker (workers/social-image/), reached through the page Worker's
// SOCIAL_IMAGES service binding: the real drawing Worker runs in the pool beside this one.
// It draws exactly what the page Worker drew in-process before it moved (the SHA-256 of each
// PNG below was taken from the in-process drawing, same facts), refuses anything but facts,
// and when it fails the page Worker answers 503 and stores nothing.

const draw = (init: RequestInit) =>
  env.SOCIAL_IMAGES.fetch("https://social-images.internal/draw", init);

async function sha256(bytes: ArrayBuffer): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

describe("the social-image Worker", () => {
  it("draws the same bytes the page Worker drew in-process", async () => {
    const cases = [
      {
        facts: {
          family: "IT security",
          title: "Practical cybersecurity for companies without a security department",
          brand: "Northbridge IT",
        },
        sha: "82646f4e56531a6d1ddeea217f40ac630505d7ef6695a00b39828cbed9bea091",
      },
      {
        facts: {
          family: "Blog · Tips & Tricks",
          title:
            "Ein sehr langer Titel — with “quotes”, ümlauts and a title that runs past three lines of the card for sure, longer and longer still",
          brand: "Harbour Line IT",
        },
        sha: "47733cce7b3fb8aebb0808a3137cb2ae7dfd39b22c54c32d923c93125947dadd",
      },
    ];
    for (const { facts, sha } of cases) {
      const response = await draw({ method: "POST", body: JSON.stringify(facts) });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/png");
      expect(await sha256(await response.arrayBuffer()), facts.title).toBe(sha);
    }
  });

  it("takes facts only: 405 for another method, 400 for bad JSON or bad facts", async () => {
    const get = await draw({ method: "GET" });
    expect(get.status).toBe(405);
    await get.body?.cancel();
    for (const body of [
      "not json",
      "{}",
      JSON.stringify({ title: "", family: "x", brand: "y" }),
      JSON.stringify({ title: 1, family: "x", brand: "y" }),
      JSON.stringify({ title: "t".repeat(401), family: "x", brand: "y" }),
    ]) {
      const response = await draw({ method: "POST", body });
      expect(response.status, body.slice(0, 40)).toBe(400);
      expect((await response.json<{ error: string }>()).error).toMatch(/\S/);
    }
  });
});

describe("when the drawing Worker fails", () => {
  it("the page Worker answers 503 with Retry-After and stores nothing", async () => {
    const deps = testWorkerDeps();
    const html = await (
      await deps.site.fetch(new Request(`${deps.site.origin}/it-security`))
    ).text();
    const url = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? "";
    const imagePath = new URL(url).pathname;
    const hash = parseSocialImagePath(imagePath)?.hash ?? "";
    expect(hash).not.toBe("");
    // Our own Worker failing (not an outside service): a binding that answers 500.
    const broken: Fetcher = {
      fetch: async () => new Response("boom", { status: 500 }),
      connect: () => {
        throw new Error("no sockets here");
      },
    };
    const failing = { ...deps, env: { ...deps.env, SOCIAL_IMAGES: broken } };
    const response = await serveSocialImage(failing, imagePath);
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("60");
    await response.body?.cancel();
    expect(await env.IMAGES.head(`og/${hash}.png`)).toBeNull();
    // The real Worker then draws it.
    const drawn = await serveSocialImage(deps, imagePath);
    expect(drawn.status).toBe(200);
    await drawn.arrayBuffer();
    expect(await env.IMAGES.head(`og/${hash}.png`)).not.toBeNull();
  });
});
