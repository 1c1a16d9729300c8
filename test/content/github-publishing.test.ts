import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { BlogSaveResult } from "../../app/schemas/blog";
import type { GitHubConfigView } from "../../app/schemas/github-config";
import { createDb } from "../../worker/db/client";
import { auditLog, blogs, pages, settings } from "../../worker/db/schema";
import { publishScheduledPosts } from "../../worker/services/content/blog-publishing";
import { testGitHubConnection } from "../../worker/services/content/github-publishing";
import { syncCodePages } from "../../worker/services/content/pages";
import {
  describeGitHubStatus,
  GitHubError,
  getRepository,
} from "../../worker/services/outside/github";
import { captureLogs, fakeOutside, never, type OutsideFake } from "../factories/outside-services";
import { api, signedIn } from "../factories/users";
import { createFakeGitHub, type FakeGitHub } from "../fixtures/fake-github";

const db = createDb(env.DB);
const deps = { db, env };
type ErrorBody = { error: string; code: string };

const TOKEN = "ghp_TestOnlyToken0123456789abcdefABCDEF";
const GITHUB = "https://api.github.com";

let outside: OutsideFake | undefined;
afterEach(() => outside?.restore());

function useFakeGitHub(options: Partial<Parameters<typeof createFakeGitHub>[0]> = {}): FakeGitHub {
  const github = createFakeGitHub({ owner: "acme", repo: "site", token: TOKEN, ...options });
  outside = fakeOutside({ [GITHUB]: (request) => github.handle(request) });
  return github;
}

async function getConfig(token: string): Promise<GitHubConfigView> {
  const response = await api("/api/github-config", { token });
  expect(response.status).toBe(200);
  return (await response.json<{ config: GitHubConfigView }>()).config;
}

async function configure(token: string, body: Record<string, unknown>) {
  const { version } = await getConfig(token);
  return api("/api/github-config", { method: "POST", token, body: { version, ...body } });
}

let n = 0;
function post(overrides: Record<string, unknown> = {}) {
  n += 1;
  return {
    slug: `gh-post-${n}-${crypto.randomUUID().slice(0, 6)}`,
    title: `GitHub post ${n}: "quotes" & colons — café`,
    excerpt: "Excerpt: with a colon",
    content: "## Hello\n\nBody text.",
    author: "Team",
    category: "Technology",
    tags: ["one", "two"],
    ...overrides,
  };
}

describe("/api/github-config", () => {
  it("starts Not Configured with branch main", async () => {
    const { token } = await signedIn("admin");
    expect(await getConfig(token)).toEqual({
      owner: "",
      repo: "",
      branch: "main",
      hasToken: false,
      configured: false,
      version: 0,
    });
  });

  it("requires owner and repository with the spec's text, storing nothing", async () => {
    const { token } = await signedIn("admin");
    const response = await configure(token, { owner: "", repo: "site", token: TOKEN });
    expect(response.status).toBe(400);
    expect((await response.json<ErrorBody>()).error).toBe("Owner and Repository are required");
    const missing = await configure(token, { owner: "acme" });
    expect((await missing.json<ErrorBody>()).error).toBe("Owner and Repository are required");
    const bad = await configure(token, { owner: "acme/../x", repo: "site" });
    expect(bad.status).toBe(400);
    expect((await getConfig(token)).version).toBe(0);
  });

  it("keeps the token write-only and encrypted; empty keeps it; stale saves answer 409", async () => {
    const { token } = await signedIn("admin");
    const { result: saved, logs } = await captureLogs(() =>
      configure(token, { owner: "acme", repo: "site", branch: "", token: TOKEN }),
    );
    expect(saved.status).toBe(200);
    const text = await saved.text();
    expect(text).not.toContain(TOKEN);
    expect(logs).not.toContain(TOKEN);
    expect(JSON.parse(text)).toMatchObject({
      success: true,
      config: { configured: true, branch: "main" },
    });

    const row = await db.select().from(settings).where(eq(settings.key, "github-config")).get();
    expect(row?.encrypted).toBe(true);
    expect(row?.value).not.toContain(TOKEN);
    const audit = await db.select().from(auditLog).where(eq(auditLog.targetId, "github-config"));
    expect(JSON.stringify(audit)).not.toContain(TOKEN);

    const view = await getConfig(token);
    expect(view).toMatchObject({ owner: "acme", repo: "site", hasToken: true, configured: true });
    expect(JSON.stringify(view)).not.toContain(TOKEN);

    // An empty token keeps the stored one.
    expect(
      (await configure(token, { owner: "acme", repo: "site", branch: "main", token: "" })).status,
    ).toBe(200);
    expect((await getConfig(token)).hasToken).toBe(true);

    const stale = await api("/api/github-config", {
      method: "POST",
      token,
      body: { owner: "x", repo: "y", version: view.version },
    });
    expect(stale.status).toBe(409);
    expect((await getConfig(token)).owner).toBe("acme");
  });

  it("is for admins only", async () => {
    const { token } = await signedIn("editor");
    expect((await api("/api/github-config", { token })).status).toBe(403);
    expect((await api("/api/test-github-connection", { method: "POST", token })).status).toBe(403);
  });
});

describe("/api/test-github-connection", () => {
  const connect = async (token: string) =>
    (await api("/api/test-github-connection", { method: "POST", token })).json<{
      success: boolean;
      message: string;
    }>();

  it("checks the repository, push permission and branch", async () => {
    const { token } = await signedIn("admin");
    await configure(token, { owner: "acme", repo: "site", branch: "main", token: TOKEN });
    const github = useFakeGitHub();
    const { result, logs } = await captureLogs(() => connect(token));
    expect(result).toEqual({
      success: true,
      message: "acme/site is reachable and the token may push to main",
    });
    expect(logs).not.toContain(TOKEN);
    expect(github.commits).toEqual([]);
    expect(outside?.calls.map((c) => c.url.pathname)).toEqual([
      "/repos/acme/site",
      "/repos/acme/site/branches/main",
    ]);
    expect(outside?.calls[0]?.headers.get("authorization")).toBe(`Bearer ${TOKEN}`);
  });

  it("maps a read-only token, a missing branch, 401 and 404 to clear messages", async () => {
    const { token } = await signedIn("admin");
    await configure(token, { owner: "acme", repo: "site", branch: "main", token: TOKEN });
    useFakeGitHub({ canPush: false });
    expect((await connect(token)).message).toContain("may not push");
    outside?.restore();

    useFakeGitHub({ branch: "trunk" });
    expect((await connect(token)).message).toBe(
      'branch "main" does not exist in acme/site (default branch: trunk)',
    );
    outside?.restore();

    useFakeGitHub({ token: "ghp_someOtherToken" });
    const unauthorized = await connect(token);
    expect(unauthorized.success).toBe(false);
    expect(unauthorized.message).toContain("GitHub rejected the token (401)");
    expect(unauthorized.message).not.toContain(TOKEN);
    outside?.restore();

    useFakeGitHub({ repo: "other" });
    const missing = await connect(token);
    expect(missing.message).toContain("Not found on GitHub (404)");
  });

  it("answers 400 while not configured and a clear failure on a time-out", async () => {
    const { token } = await signedIn("admin");
    await db.delete(settings).where(eq(settings.key, "github-config"));
    const response = await api("/api/test-github-connection", { method: "POST", token });
    expect(response.status).toBe(400);
    await configure(token, { owner: "acme", repo: "site", token: TOKEN });
    outside = fakeOutside({ [GITHUB]: never });
    expect(await testGitHubConnection(deps, 40)).toEqual({
      success: false,
      message: "GitHub did not answer within 0.04 s",
    });
  });
});

describe("GitHub error mapping", () => {
  it("names 401, 403, 404, 409 and 422 clearly", () => {
    expect(describeGitHubStatus(401, "Bad credentials")).toBe(
      'GitHub rejected the token (401): it is wrong, expired or revoked. GitHub said: "Bad credentials".',
    );
    expect(describeGitHubStatus(403, null)).toContain("lacks permission");
    expect(describeGitHubStatus(404, null)).toContain("check the owner, repository and branch");
    expect(describeGitHubStatus(409, null)).toContain("conflict (409)");
    expect(describeGitHubStatus(422, "sha wasn't supplied")).toContain("refused the change (422)");
  });

  it("an unreachable GitHub is GitHubError status 0", async () => {
    outside = fakeOutside({
      [GITHUB]: () => {
        throw new TypeError("connect ECONNREFUSED");
      },
    });
    const error = await getRepository({
      apiUrl: GITHUB,
      owner: "a",
      repo: "b",
      branch: "main",
      token: TOKEN,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GitHubError);
    expect(error).toMatchObject({ status: 0, message: "GitHub could not be reached" });
  });
});

describe("blog saves push to GitHub", () => {
  it("skips while not configured", async () => {
    const { token } = await signedIn("admin");
    await db.delete(settings).where(eq(settings.key, "github-config"));
    outside = fakeOutside({});
    const response = await api("/api/blogs", { method: "POST", token, body: post() });
    const result = await response.json<BlogSaveResult>();
    expect(result.data.githubStatus).toBe("skipped");
    expect(outside.calls).toHaveLength(0);
  });

  it("creates, updates, renames and deletes content/blog/{slug}.md", async () => {
    const { token } = await signedIn("admin");
    await configure(token, { owner: "acme", repo: "site", branch: "main", token: TOKEN });
    const github = useFakeGitHub();
    const body = post();
    const created = await (
      await api("/api/blogs", { method: "POST", token, body })
    ).json<BlogSaveResult>();
    expect(created.data.githubStatus).toBe("pushed");
    expect(created.data.githubMessage).toMatch(
      new RegExp(
        `^Pushed content/blog/${body.slug}\\.md to acme/site@main \\(commit [0-9a-f]{7}\\)$`,
      ),
    );
    const file = github.files.get(`content/blog/${body.slug}.md`);
    expect(file?.content).toContain('---\ntitle: "GitHub post');
    expect(file?.content).toContain('\\"quotes\\" & colons — café"');
    expect(file?.content).toContain('excerpt: "Excerpt: with a colon"');
    expect(file?.content).toContain('tags: ["one", "two"]');
    expect(file?.content).toContain("published: false");
    expect(file?.content).toMatch(/---\n\n## Hello\n\nBody text.\n$/);

    // Update: written over the file's sha.
    const { blog } = created;
    const { id: _i, authorId: _a, publishedAt: _p, createdAt: _c, updatedAt: _u, ...rest } = blog;
    const newSlug = `${body.slug}-renamed`;
    const updated = await (
      await api(`/api/blogs/${blog.id}`, {
        method: "PUT",
        token,
        body: { ...rest, slug: newSlug, content: "Changed." },
      })
    ).json<BlogSaveResult>();
    expect(updated.data.githubStatus).toBe("pushed");
    expect(github.files.get(`content/blog/${newSlug}.md`)?.content).toContain("Changed.");
    expect(github.files.has(`content/blog/${body.slug}.md`)).toBe(false);

    const deleted = await (await api(`/api/blogs/${blog.id}`, { method: "DELETE", token })).json<{
      data: BlogSaveResult["data"];
    }>();
    expect(deleted.data.githubStatus).toBe("pushed");
    expect(deleted.data.githubMessage).toBe(
      `Deleted content/blog/${newSlug}.md from acme/site@main`,
    );
    expect(github.files.size).toBe(0);
    expect(github.commits).toEqual([
      `Update blog post ${body.slug}`,
      `Update blog post ${newSlug}`,
      `Rename blog post ${body.slug} to ${newSlug}`,
      `Delete blog post ${newSlug}`,
    ]);
  });

  it("a save racing another push retries with the new sha", async () => {
    const { token } = await signedIn("admin");
    await configure(token, { owner: "acme", repo: "site", branch: "main", token: TOKEN });
    const github = useFakeGitHub();
    github.failNextWrite(409, "does not match");
    const result = await (
      await api("/api/blogs", { method: "POST", token, body: post() })
    ).json<BlogSaveResult>();
    expect(result.data.githubStatus).toBe("pushed");
    expect(github.files.size).toBe(1);
  });

  it("a refused push is githubStatus error with a clear message; the post is saved", async () => {
    const { token } = await signedIn("admin");
    await configure(token, { owner: "acme", repo: "site", branch: "main", token: TOKEN });
    const github = useFakeGitHub();
    const body = post();
    // Two failures in a row: the retry fails too.
    let failures = 2;
    const handle = github.handle;
    outside?.restore();
    outside = fakeOutside({
      [GITHUB]: async (request) => {
        if (request.method === "PUT" && failures > 0) {
          failures -= 1;
          return Response.json({ message: "Invalid request" }, { status: 422 });
        }
        return handle(request);
      },
    });
    const { result: response, logs } = await captureLogs(() =>
      api("/api/blogs", { method: "POST", token, body }),
    );
    expect(response.status).toBe(201);
    const result = await response.json<BlogSaveResult>();
    expect(result.data.githubStatus).toBe("error");
    expect(result.data.githubMessage).toContain("the post is saved on the site");
    expect(result.data.githubMessage).toContain("(422)");
    expect(logs).toContain("github.push_failed");
    expect(logs + JSON.stringify(result)).not.toContain(TOKEN);
    const stored = await db.select().from(blogs).where(eq(blogs.slug, body.slug)).get();
    expect(stored?.title).toBe(body.title);
  });

  it("a revoked token (401) and a missing repository (404) are reported, not thrown", async () => {
    const { token } = await signedIn("admin");
    await configure(token, { owner: "acme", repo: "site", branch: "main", token: TOKEN });
    useFakeGitHub({ token: "ghp_rotated" });
    const revoked = await (
      await api("/api/blogs", { method: "POST", token, body: post() })
    ).json<BlogSaveResult>();
    expect(revoked.data.githubStatus).toBe("error");
    expect(revoked.data.githubMessage).toContain("(401)");
    outside?.restore();
    useFakeGitHub({ repo: "gone" });
    const missing = await (
      await api("/api/blogs", { method: "POST", token, body: post() })
    ).json<BlogSaveResult>();
    expect(missing.data.githubMessage).toContain("(404)");
  });
});

describe("Deploy Changes records the deployed SEO change in the repository", () => {
  it("writes seo/deploys/{id}.json with the page, before and after", async () => {
    const { token } = await signedIn("admin");
    await syncCodePages(deps);
    await configure(token, { owner: "acme", repo: "site", branch: "main", token: TOKEN });
    const github = useFakeGitHub();
    const row = await db.select().from(pages).where(eq(pages.path, "/24-7-helpdesk")).get();
    const description =
      "Round-the-clock helpdesk staffed by certified engineers who answer in minutes, fix first time and keep your team working day and night, every day.";
    const response = await api("/api/seo/deploys", {
      method: "POST",
      token,
      body: {
        changes: [
          {
            path: "/24-7-helpdesk",
            title: "24/7 Helpdesk for Growing Teams",
            description,
            version: row?.version,
          },
        ],
      },
    });
    expect(response.status).toBe(200);
    const body = await response.json<{ results: { ok: boolean; deploy: { id: string } }[] }>();
    const id = body.results[0]?.deploy.id;
    expect(id).toBeTruthy();
    const file = github.files.get(`seo/deploys/${id}.json`);
    expect(file).toBeDefined();
    const recorded: {
      deploys: { pagePath: string; after: { title: string; description: string } }[];
    } = JSON.parse(file?.content ?? "{}");
    expect(recorded.deploys).toHaveLength(1);
    expect(recorded.deploys[0]?.pagePath).toBe("/24-7-helpdesk");
    expect(recorded.deploys[0]?.after).toEqual({
      title: "24/7 Helpdesk for Growing Teams",
      description,
    });
    expect(github.commits).toEqual(["Record SEO deploy of /24-7-helpdesk"]);
    // The deploy renders the page to verify it: this file's first render (cold, on a shared machine).
  }, 120_000);
});

describe("DELETE /api/github-config", () => {
  it("disconnects: Not Configured again, and saves are skipped", async () => {
    const { token } = await signedIn("admin");
    await configure(token, { owner: "acme", repo: "site", branch: "main", token: TOKEN });
    const response = await api("/api/github-config", { method: "DELETE", token });
    expect(response.status).toBe(200);
    expect(await getConfig(token)).toMatchObject({ configured: false, hasToken: false, owner: "" });
    outside = fakeOutside({});
    const saved = await (
      await api("/api/blogs", { method: "POST", token, body: post() })
    ).json<BlogSaveResult>();
    expect(saved.data.githubStatus).toBe("skipped");
    const editor = await signedIn("editor");
    expect(
      (await api("/api/github-config", { method: "DELETE", token: editor.token })).status,
    ).toBe(403);
  });
});

describe("scheduled publishing", () => {
  it("pushes the post again when the cron publishes it", async () => {
    const { token } = await signedIn("admin");
    await configure(token, { owner: "acme", repo: "site", branch: "main", token: TOKEN });
    const github = useFakeGitHub();
    const body = post({ published: true, publishAt: new Date(Date.now() + 60_000).toISOString() });
    const created = await (
      await api("/api/blogs", { method: "POST", token, body })
    ).json<BlogSaveResult>();
    expect(created.data.githubStatus).toBe("pushed");
    expect(github.files.get(`content/blog/${body.slug}.md`)?.content).toContain("published: false");
    const published = await publishScheduledPosts(deps, new Date(Date.now() + 120_000));
    expect(published).toContain(body.slug);
    expect(github.files.get(`content/blog/${body.slug}.md`)?.content).toContain("published: true");
  });
});

describe("push budget", () => {
  it("a push that runs past 20 s in all stops with a clear message; the save stands", async () => {
    const { token } = await signedIn("admin");
    await configure(token, { owner: "acme", repo: "site", branch: "main", token: TOKEN });
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      outside = fakeOutside({
        [GITHUB]: () => {
          // GitHub answers the sha lookup, but only after 25 s have passed.
          vi.setSystemTime(Date.now() + 25_000);
          return Response.json({ message: "Not Found" }, { status: 404 });
        },
      });
      const body = post();
      const response = await api("/api/blogs", { method: "POST", token, body });
      expect(response.status).toBe(201);
      const result = await response.json<BlogSaveResult>();
      expect(result.data.githubStatus).toBe("error");
      expect(result.data.githubMessage).toContain("GitHub did not finish within 20 s");
      expect(outside.calls).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
