import {
  createExecutionContext,
  createScheduledController,
  waitOnExecutionContext,
} from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SITE_SETTINGS } from "../../app/schemas/site-settings";
import worker from "../../worker/index";
import { insertBlog } from "../factories/feed-sources";
import { api, ORIGIN, patchUser, signedIn, userVersion } from "../factories/users";

// Concurrent writes on every record that carries a version or purges the edge cache: N copies
// of the same write race; exactly one wins and the rest answer 409 (no lost update), and the
// next anonymous visitor sees the winner, never a stale cached page.

const N = 6;

beforeAll(async () => {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron: "*/15 * * * *" }), env, ctx);
  await waitOnExecutionContext(ctx);
});

/** An anonymous visit, as the edge cache would answer it. */
async function visit(path: string): Promise<{ status: number; html: string }> {
  const response = await exports.default.fetch(`${ORIGIN}${path}`);
  return { status: response.status, html: await response.text() };
}

/** Statuses of N racing requests, in order. */
async function race(requests: (() => Promise<Response>)[]): Promise<number[]> {
  const responses = await Promise.all(requests.map((send) => send()));
  return Promise.all(
    responses.map(async (r) => {
      await r.arrayBuffer();
      return r.status;
    }),
  );
}

const wins = (statuses: number[]) => statuses.filter((s) => s === 200).length;

/** Audit rows of one action: a save that lost its race must leave none. */
async function audited(action: string, targetId?: string): Promise<number> {
  const row = await env.DB.prepare(
    "SELECT count(*) AS n FROM audit_log WHERE action = ?1 AND (?2 IS NULL OR target_id = ?2)",
  )
    .bind(action, targetId ?? null)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

describe("racing writes", () => {
  it("blog posts: one update wins per version, and visitors see it at once", async () => {
    const { token } = await signedIn("admin");
    const blog = await insertBlog({ published: true, title: "Original title" });
    // Warm the edge cache with the old copy.
    expect((await visit(`/blog/${blog.slug}`)).html).toContain("Original title");
    const statuses = await race(
      Array.from(
        { length: N },
        (_, i) => () =>
          api(`/api/blogs/${blog.id}`, {
            method: "PUT",
            token,
            body: {
              slug: blog.slug,
              title: `Racing title ${i}`,
              author: "admin",
              category: "Technology",
              published: true,
              version: blog.version,
            },
          }),
      ),
    );
    expect(wins(statuses)).toBe(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(N - 1);
    expect(await audited("blog.updated", blog.id)).toBe(1);
    const winner = statuses.indexOf(200);
    const page = await visit(`/blog/${blog.slug}`);
    expect(page.html).toContain(`Racing title ${winner}`);
    expect(page.html).not.toContain("Original title");
    // Racing deletes: the post goes once, and once is what the audit log says.
    const deletes = await race(
      Array.from(
        { length: N },
        () => () => api(`/api/blogs/${blog.id}`, { method: "DELETE", token }),
      ),
    );
    expect(
      deletes.every((s) => s === 200 || s === 404),
      String(deletes),
    ).toBe(true);
    expect(await audited("blog.deleted", blog.id)).toBe(1);
    expect((await visit(`/blog/${blog.slug}`)).status).toBe(404);
  });

  it("blog posts: racing unpublishes leave no cached copy anywhere on the blog", async () => {
    const { token } = await signedIn("admin");
    const posts = await Promise.all(
      Array.from({ length: N }, (_, i) => insertBlog({ published: true, title: `Live post ${i}` })),
    );
    for (const post of posts) await visit(`/blog/${post.slug}`);
    await visit("/blog");
    const statuses = await race(
      posts.map(
        (post) => () =>
          api(`/api/blogs/${post.id}`, {
            method: "PUT",
            token,
            body: {
              slug: post.slug,
              title: post.title,
              author: "admin",
              category: "Technology",
              published: false,
              version: post.version,
            },
          }),
      ),
    );
    expect(statuses).toEqual(Array(N).fill(200));
    for (const post of posts) expect((await visit(`/blog/${post.slug}`)).status).toBe(404);
    const index = (await visit("/blog")).html;
    for (const post of posts) expect(index).not.toContain(post.title);
  });

  it("inline edits: one save wins per draft version, and a publish reaches the next visitor", async () => {
    const { token } = await signedIn("editor");
    const ref = { pagePath: "/it-security", pageType: "page" };
    const before = (await visit("/it-security")).html;
    const statuses = await race(
      Array.from(
        { length: N },
        (_, i) => () =>
          api("/api/inline-content/save", {
            method: "POST",
            token,
            body: {
              ...ref,
              content: {
                text_element_1: {
                  type: "text",
                  content: `Racing heading ${i}`,
                  selector: '[data-eid="hero.title"]',
                },
              },
              htmlSample: "",
              baseVersion: 0,
            },
          }),
      ),
    );
    expect(wins(statuses)).toBe(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(N - 1);
    // A draft is not public; the cached page still shows the code text.
    expect((await visit("/it-security")).html).toBe(before);
    const published = await api("/api/inline-content/publish", {
      method: "POST",
      token,
      body: { ...ref, action: "publish", baseVersion: 1 },
    });
    expect(published.status).toBe(200);
    expect((await visit("/it-security")).html).toContain(`Racing heading ${statuses.indexOf(200)}`);
  });

  it("GitHub and SEO API settings: one save wins per version", async () => {
    const { token } = await signedIn("admin");
    const github = await race(
      Array.from(
        { length: N },
        (_, i) => () =>
          api("/api/github-config", {
            method: "POST",
            token,
            body: { owner: `owner${i}`, repo: "site", branch: "main", token: "", version: 0 },
          }),
      ),
    );
    expect(wins(github)).toBe(1);
    expect(github.filter((s) => s === 409)).toHaveLength(N - 1);
    const config = await (await api("/api/github-config", { token })).json<{
      config: { owner: string };
    }>();
    expect(config.config.owner).toBe(`owner${github.indexOf(200)}`);
    expect(await audited("settings.github.updated")).toBe(1);
    // Again on the stored row (version 1: the update path).
    const again = await race(
      Array.from(
        { length: N },
        (_, i) => () =>
          api("/api/github-config", {
            method: "POST",
            token,
            body: { owner: `second${i}`, repo: "site", branch: "main", token: "", version: 1 },
          }),
      ),
    );
    expect(wins(again)).toBe(1);
    expect(await audited("settings.github.updated")).toBe(2);

    const seo = await race(
      Array.from(
        { length: N },
        (_, i) => () =>
          api("/api/seo-config", {
            method: "POST",
            token,
            body: { config: { screamingFrogEnabled: i % 2 === 0 }, version: 0 },
          }),
      ),
    );
    expect(wins(seo)).toBe(1);
    expect(seo.filter((s) => s === 409)).toHaveLength(N - 1);
    expect(await audited("settings.seo_config.updated")).toBe(1);
  });

  it("site settings: one save wins per version, and every page shows it to the next visitor", async () => {
    const { token } = await signedIn("admin");
    await visit("/");
    await visit("/it-security");
    const statuses = await race(
      Array.from(
        { length: N },
        (_, i) => () =>
          api("/api/settings/site", {
            method: "PUT",
            token,
            body: {
              settings: { ...DEFAULT_SITE_SETTINGS, companyName: `Racing Company ${i}` },
              version: 0,
            },
          }),
      ),
    );
    expect(wins(statuses)).toBe(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(N - 1);
    expect(await audited("settings.site.updated")).toBe(1);
    const winner = `Racing Company ${statuses.indexOf(200)}`;
    for (const path of ["/", "/it-security"]) expect((await visit(path)).html).toContain(winner);
  });

  it("users: two admins demoting each other at once keep one active admin", async () => {
    const a = await signedIn("admin");
    const b = await signedIn("admin");
    const everyone = await (await api("/api/users", { token: a.token })).json<
      { id: string; role: string; isActive: boolean }[]
    >();
    // Only a and b stay admins, so each demotion could remove the last one.
    for (const user of everyone) {
      if (user.role !== "admin" || user.id === a.user.id || user.id === b.user.id) continue;
      const demoted = await patchUser(a.token, user.id, { role: "editor" });
      expect(demoted.status, await demoted.text()).toBe(200);
    }
    const before = await audited("user.updated");
    // Each request sends the version its admin read before the race.
    const versions = new Map([
      [a.user.id, await userVersion(a.user.id)],
      [b.user.id, await userVersion(b.user.id)],
    ]);
    const statuses = await race(
      Array.from({ length: N }, (_, i) => () => {
        const [actor, target] = i % 2 === 0 ? [a, b] : [b, a];
        const change = i % 4 < 2 ? { role: "editor" } : { isActive: false };
        const body = { ...change, version: versions.get(target.user.id) };
        return api(`/api/users/${target.user.id}`, { method: "PATCH", token: actor.token, body });
      }),
    );
    expect(
      statuses.every((s) => [200, 403, 409].includes(s)),
      String(statuses),
    ).toBe(true);
    const after = await (await signedIn("admin")).token;
    const users = await (await api("/api/users", { token: after })).json<
      { id: string; role: string; isActive: boolean }[]
    >();
    const left = users.filter(
      (u) => (u.id === a.user.id || u.id === b.user.id) && u.role === "admin" && u.isActive,
    );
    expect(left).toHaveLength(1);
    // Every refused demotion left no audit row; every accepted one left exactly one.
    expect(await audited("user.updated")).toBe(before + wins(statuses));
  });
});
