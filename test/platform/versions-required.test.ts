import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { STALE_BLOG_MESSAGE } from "../../app/schemas/blog";
import { DEFAULT_SITE_SETTINGS } from "../../app/schemas/site-settings";
import { STALE_USER_MESSAGE } from "../../app/schemas/user";
import { insertBlog } from "../factories/feed-sources";
import { heading } from "../factories/inline-content";
import { api, insertUser, ORIGIN, signedIn } from "../factories/users";

// Every versioned record refuses a write that does not say which version it edits, once the
// record exists: 409 in the stale shape, and nothing stored changes (the row, its audit trail,
// its history). A first save, before there is anything to overwrite, needs no version.

type ErrorBody = { error: string; code: string };

// The first render of a file loads the whole server build.
beforeAll(() => exports.default.fetch(`${ORIGIN}/it-security`).then((r) => r.text()), 60_000);

let admin: string;
beforeAll(async () => {
  admin = (await signedIn("admin")).token;
});

/** Every row of a table, in a fixed order: equal snapshots, nothing stored changed. */
async function snapshot(table: string): Promise<string> {
  const { results } = await env.DB.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all();
  return JSON.stringify(results);
}

/** The tables a refused write must leave as they were. */
const stored = async () =>
  Promise.all(
    [
      "users",
      "blogs",
      "pages",
      "settings",
      "inline_content",
      "inline_content_revisions",
      "audit_log",
      "seo_deploys",
    ].map(snapshot),
  );

/** Sends `write`, expects a 409 with `code` (and `message` when given), nothing stored. */
async function expectRefused(
  write: () => Promise<Response>,
  code: string,
  message?: string,
): Promise<void> {
  const before = await stored();
  const response = await write();
  const body = await response.json<ErrorBody>();
  expect(response.status, JSON.stringify(body)).toBe(409);
  expect(body.code).toBe(code);
  if (message) expect(body.error).toBe(message);
  expect(await stored()).toEqual(before);
}

describe("a write without its version", () => {
  it("blog post: PUT /api/blogs/:id is 409 and the post stays", async () => {
    const blog = await insertBlog({ title: "Kept title" });
    const body = { slug: blog.slug, title: "Blind overwrite", author: "admin", category: "Tech" };
    await expectRefused(
      () => api(`/api/blogs/${blog.id}`, { method: "PUT", token: admin, body }),
      "STALE",
      STALE_BLOG_MESSAGE,
    );
    const withVersion = await api(`/api/blogs/${blog.id}`, {
      method: "PUT",
      token: admin,
      body: { ...body, version: blog.version },
    });
    expect(withVersion.status).toBe(200);
  });

  it("inline content: a first save needs none; then save and restore without it are 409", async () => {
    const path = "/network-setup";
    const save = (extra: Record<string, unknown>) =>
      api("/api/inline-content/save", {
        method: "POST",
        token: admin,
        body: { pagePath: path, pageType: "page", content: heading("Mine"), ...extra },
      });
    expect((await save({})).status).toBe(200);
    await expectRefused(() => save({}), "STALE");
    const history = await (
      await api(`/api/inline-content/revisions?pagePath=${path}`, { token: admin })
    ).json<{ revisions: { id: number }[] }>();
    const revisionId = history.revisions[0]?.id;
    await expectRefused(
      () =>
        api("/api/inline-content/restore", {
          method: "POST",
          token: admin,
          body: { pagePath: path, pageType: "page", revisionId, elements: ["text_element_1"] },
        }),
      "STALE",
    );
    expect((await save({ baseVersion: 1 })).status).toBe(200);
  });

  it("site settings, SEO config and GitHub config: a first save needs none; a stored one is 409", async () => {
    const writes = [
      () =>
        api("/api/settings/site", {
          method: "PUT",
          token: admin,
          body: { settings: { ...DEFAULT_SITE_SETTINGS, companyName: "Blind Co" } },
        }),
      () =>
        api("/api/seo-config", {
          method: "POST",
          token: admin,
          body: { config: { screamingFrogEnabled: true } },
        }),
      () =>
        api("/api/github-config", {
          method: "POST",
          token: admin,
          body: { owner: "blind", repo: "site", branch: "main", token: "" },
        }),
    ];
    for (const write of writes) {
      const first = await write();
      expect(first.status, await first.text()).toBe(200);
      await expectRefused(write, "STALE");
    }
  });

  it("page SEO fields: a deploy without the page's version is 409 and the page keeps its text", async () => {
    const pages = await (await api("/api/seo/pages", { token: admin })).json<{
      pages: { path: string; version: number }[];
    }>();
    const target = pages.pages.find((page) => page.path === "/it-security");
    expect(target).toBeDefined();
    const change = {
      path: "/it-security",
      title: "A blind title",
      description: "A blind description",
    };
    await expectRefused(
      () => api("/api/seo/deploys", { method: "POST", token: admin, body: { changes: [change] } }),
      "STALE_PAGE",
    );
  });

  it("users: PATCH /api/users/:id is 409 and the user keeps role and status", async () => {
    const editor = await insertUser({ role: "editor" });
    for (const change of [{ role: "author" }, { isActive: false }]) {
      await expectRefused(
        () => api(`/api/users/${editor.id}`, { method: "PATCH", token: admin, body: change }),
        "STALE",
        STALE_USER_MESSAGE,
      );
      await expectRefused(
        () =>
          api(`/api/users/${editor.id}`, {
            method: "PATCH",
            token: admin,
            body: { ...change, version: 7 },
          }),
        "STALE",
        STALE_USER_MESSAGE,
      );
    }
    const list = await (await api("/api/users", { token: admin })).json<
      { id: string; version: number }[]
    >();
    const version = list.find((user) => user.id === editor.id)?.version;
    expect(version).toBe(1);
    const changed = await api(`/api/users/${editor.id}`, {
      method: "PATCH",
      token: admin,
      body: { role: "author", version },
    });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ role: "author", version: 2 });
  });
});
