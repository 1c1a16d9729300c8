import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { insertBlog } from "../factories/feed-sources";
import { heading, insertInlineContent } from "../factories/inline-content";
import { api, ORIGIN, signedIn } from "../factories/users";

// The public `GET /api/inline-content/get` answers what visitors see: the published map of a
// page they can open, and an empty map (as for a page without edits) for one they cannot: a
// draft post, a created page not yet published, an unknown path.

// The first render of a file loads the whole server build.
beforeAll(() => exports.default.fetch(`${ORIGIN}/it-security`).then((r) => r.text()), 60_000);

/** The public answer for a page, as a visitor gets it (no session). */
async function publicMap(pagePath: string, pageType: "page" | "blog" = "page") {
  const response = await api(
    `/api/inline-content/get?pagePath=${encodeURIComponent(pagePath)}&pageType=${pageType}`,
  );
  expect(response.status).toBe(200);
  return (await response.json<{ content: Record<string, { content: string }> }>()).content;
}

const setFlag = (sql: string, ...values: unknown[]) =>
  env.DB.prepare(sql)
    .bind(...values)
    .run();

describe("public get", () => {
  it("answers a live page's published edits", async () => {
    await insertInlineContent("/voip-services", heading("Live edit"));
    expect((await publicMap("/voip-services")).text_element_1?.content).toBe("Live edit");
  });

  it("answers nothing for a draft post until it is published", async () => {
    const post = await insertBlog({ published: false });
    await insertInlineContent(`/blog/${post.slug}`, heading("Hidden edit"));
    expect(await publicMap(`/blog/${post.slug}`, "blog")).toEqual({});
    await setFlag("UPDATE blogs SET published = 1 WHERE id = ?", post.id);
    expect((await publicMap(`/blog/${post.slug}`, "blog")).text_element_1?.content).toBe(
      "Hidden edit",
    );
  });

  it("answers nothing for a created page until it is published", async () => {
    const { token } = await signedIn("editor");
    const created = await api("/api/templates/create-page", {
      method: "POST",
      token,
      body: { template: "service-page", title: "Quiet Launch", slug: "quiet-launch" },
    });
    expect(created.status, await created.text()).toBe(201);
    await insertInlineContent("/quiet-launch", heading("Not yet public"));
    expect(await publicMap("/quiet-launch")).toEqual({});
    await setFlag("UPDATE pages SET is_active = 1 WHERE path = ?", "/quiet-launch");
    expect((await publicMap("/quiet-launch")).text_element_1?.content).toBe("Not yet public");
  });

  it("answers nothing for a path that is no page, and for a code page taken offline", async () => {
    await insertInlineContent("/no-such-page-here", heading("Stray edit"));
    expect(await publicMap("/no-such-page-here")).toEqual({});
    await insertInlineContent("/network-setup", heading("Offline edit"));
    expect((await publicMap("/network-setup")).text_element_1?.content).toBe("Offline edit");
    await setFlag("UPDATE pages SET is_active = 0 WHERE path = ?", "/network-setup");
    expect(await publicMap("/network-setup")).toEqual({});
  });
});
