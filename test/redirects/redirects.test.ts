import { env, exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { BlogPost } from "../../app/schemas/blog";
import {
  chainMessage,
  duplicateSourceMessage,
  type LinkFix,
  type LinkFixResult,
  linkFixStaleMessage,
  liveSourceMessage,
  missingTargetMessage,
  type NotFoundEntry,
  REDIRECT_MESSAGES,
  REPLACEMENT_NOT_DELETED_MESSAGE,
  type Redirect,
  type RedirectImportResult,
  replacementSelfMessage,
  reservedSourceMessage,
} from "../../app/schemas/redirects";
import { DEFAULT_SITE_SETTINGS } from "../../app/schemas/site-settings";
import { createDb } from "../../worker/db/client";
import {
  blogs as blogsTable,
  inlineContent,
  pages as pagesTable,
  redirects,
} from "../../worker/db/schema";
import { mailNotFoundDigest } from "../../worker/services/content/not-found";
import { redirectFor } from "../../worker/services/content/redirect-index";
import { createPost } from "../factories/blogs";
import { testDeps } from "../factories/deps";
import { api, ORIGIN, signedIn } from "../factories/users";
import { sendThroughWorker } from "../factories/visits";

// Redirects (issue 34) through the Worker: the rules that keep them safe, the edge that
// answers them without a D1 query for a path with no rule, one address per page, the 301 a
// renamed post leaves behind, CSV import, and the 404 monitor.

const db = createDb(env.DB);
let editor = "";
let author = "";

beforeAll(async () => {
  editor = (await signedIn("editor")).token;
  author = (await signedIn("author")).token;
});

const visit = (path: string, headers: Record<string, string> = {}) =>
  exports.default.fetch(`${ORIGIN}${path}`, { redirect: "manual", headers });

async function add(body: Record<string, unknown>, token = editor) {
  const response = await api("/api/redirects", { method: "POST", token, body });
  const json = await response.json<{ redirect?: Redirect; error?: string }>();
  return { status: response.status, ...json };
}

const stored = async () => db.select().from(redirects);

describe("a redirect at the edge", () => {
  it("answers 301 with the query kept, 302 uncached, 410 as a missing page", async () => {
    expect((await add({ source: "/old-security", target: "/it-security" })).status).toBe(201);
    const moved = await visit("/old-security?utm_source=mail&x=1");
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/it-security?utm_source=mail&x=1");
    // The source is read as the router reads it.
    expect((await visit("/Old-Security/")).headers.get("location")).toBe("/it-security");

    expect((await add({ source: "/promo", target: "/it-consulting", status: 302 })).status).toBe(
      201,
    );
    const temporary = await visit("/promo");
    expect(temporary.status).toBe(302);
    expect(temporary.headers.get("cache-control")).toBe("no-store");

    expect((await add({ source: "/retired-service", target: "", status: 410 })).status).toBe(201);
    const gone = await visit("/retired-service");
    expect(gone.status).toBe(410);
    expect(gone.headers.get("content-type")).toMatch(/text\/html/);
    expect(await gone.text()).toContain("</html>");
  });

  it("carries the rest of the path over for a prefix rule, to a site path or an https URL", async () => {
    expect((await add({ source: "/old-blog/*", target: "/blog" })).status).toBe(201);
    const post = await visit("/old-blog/connectwise-psa-ticket-hygiene?ref=a");
    expect(post.headers.get("location")).toBe("/blog/connectwise-psa-ticket-hygiene?ref=a");
    expect((await visit("/old-blog")).headers.get("location")).toBe("/blog");
    expect((await add({ source: "/docs/*", target: "https://docs.example.com/kb" })).status).toBe(
      201,
    );
    expect((await visit("/docs/setup/vpn")).headers.get("location")).toBe(
      "https://docs.example.com/kb/setup/vpn",
    );
  });

  it("reads D1 only when the redirects changed, never for a path without a rule", async () => {
    let queries = 0;
    const counting = new Proxy(env.DB, {
      get(target, name) {
        const value = Reflect.get(target, name);
        if (name === "prepare") {
          return (sql: string) => {
            queries += 1;
            return target.prepare(sql);
          };
        }
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const spied = { DB: counting, KV: env.KV };
    await redirectFor(spied, "/warm-up", "");
    queries = 0;
    for (const path of ["/it-security", "/blog", "/no-rule-here", "/it-consulting"]) {
      expect(await redirectFor(spied, path, "")).toBeNull();
    }
    expect(await redirectFor(spied, "/old-security", "")).toMatchObject({ status: 301 });
    expect(queries).toBe(0);
    // A change is seen at once by this isolate, and read once.
    expect((await add({ source: "/another-old", target: "/it-security" })).status).toBe(201);
    expect(await redirectFor(spied, "/another-old", "")).toMatchObject({ status: 301 });
    expect(await redirectFor(spied, "/no-rule-here", "")).toBeNull();
    expect(queries).toBe(1);
  });
});

describe("one address per page", () => {
  it("answers 301 from other spellings to the page's one address, query kept", async () => {
    for (const spelling of [
      "/it-security/",
      "/IT-Security",
      "//it-security",
      "/It-Security//",
      "/%69t-security",
      "/it%2Dsecurity",
    ]) {
      const response = await visit(`${spelling}?a=1`);
      expect(response.status, spelling).toBe(301);
      expect(response.headers.get("location"), spelling).toBe("/it-security?a=1");
    }
    expect((await visit("/it-security")).status).toBe(200);
    expect((await visit("/BLOG")).headers.get("location")).toBe("/blog");
  });
});

describe("rules that keep redirects safe", () => {
  it("refuses reserved and live sources, unsafe or missing targets, with the reason, storing nothing", async () => {
    const before = (await stored()).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ source: "/it-security", target: "/blog" }, liveSourceMessage("/it-security")],
      [{ source: "/", target: "/blog" }, liveSourceMessage("/")],
      [{ source: "/blog/*", target: "/it-security" }, liveSourceMessage("/blog/*")],
      [
        { source: "/*", target: "/it-security" },
        reservedSourceMessage("/*", "every address of the site"),
      ],
      [
        { source: "/admin", target: "/blog" },
        reservedSourceMessage("/admin", "part of the staff admin"),
      ],
      [
        { source: "/it-security/admin", target: "/blog" },
        reservedSourceMessage("/it-security/admin", "part of the staff admin"),
      ],
      [
        { source: "/api/blogs", target: "/blog" },
        reservedSourceMessage("/api/blogs", "part of the API"),
      ],
      [
        { source: "/images/x.png", target: "/blog" },
        reservedSourceMessage("/images/x.png", "where uploaded images are served"),
      ],
      [
        { source: "/og/it-security.png", target: "/blog" },
        reservedSourceMessage("/og/it-security.png", "where social images are served"),
      ],
      [
        { source: "/sitemap.xml", target: "/blog" },
        reservedSourceMessage("/sitemap.xml", "one of the site's feeds"),
      ],
      [
        { source: "/RSS.xml", target: "/blog" },
        reservedSourceMessage("/rss.xml", "one of the site's feeds"),
      ],
      [
        { source: "/0123456789abcdef.txt", target: "/blog" },
        reservedSourceMessage("/0123456789abcdef.txt", "where the IndexNow key file may be served"),
      ],
      [{ source: "https://example.com/old", target: "/blog" }, REDIRECT_MESSAGES.sourceHost],
      [{ source: "//example.com/old", target: "/blog" }, REDIRECT_MESSAGES.sourceHost],
      [{ source: "old-page", target: "/blog" }, REDIRECT_MESSAGES.source],
      [{ source: "/old?x=1", target: "/blog" }, REDIRECT_MESSAGES.source],
      [{ source: "/x", target: "javascript:alert(1)" }, REDIRECT_MESSAGES.target],
      [{ source: "/x", target: "JAVASCRIPT:alert(1)" }, REDIRECT_MESSAGES.target],
      [{ source: "/x", target: "data:text/html,hi" }, REDIRECT_MESSAGES.target],
      [{ source: "/x", target: "//evil.example/x" }, REDIRECT_MESSAGES.target],
      [{ source: "/x", target: "http://example.com/" }, REDIRECT_MESSAGES.target],
      [{ source: "/x", target: "https://localhost/admin" }, REDIRECT_MESSAGES.targetUnsafe],
      [{ source: "/x", target: "https://127.0.0.1/" }, REDIRECT_MESSAGES.targetUnsafe],
      [{ source: "/x", target: "https://10.0.0.8/" }, REDIRECT_MESSAGES.targetUnsafe],
      [{ source: "/x", target: "https://[::1]/" }, REDIRECT_MESSAGES.targetUnsafe],
      [{ source: "/x", target: "https://user:pass@example.com/" }, REDIRECT_MESSAGES.targetUnsafe],
      [{ source: "/x", target: "https://intranet/" }, REDIRECT_MESSAGES.targetUnsafe],
      [{ source: "/x", target: "/no-such-page" }, missingTargetMessage("/no-such-page")],
      [{ source: "/x", target: "/blog/not-a-post" }, missingTargetMessage("/blog/not-a-post")],
      [{ source: "/x", target: "" }, REDIRECT_MESSAGES.targetNeeded],
      [{ source: "/x", target: "/blog", status: 410 }, REDIRECT_MESSAGES.targetGone],
      [{ source: "/x", target: "/blog", status: 308 }, REDIRECT_MESSAGES.status],
      [{ source: "/x", target: "/blog", status: "301" }, REDIRECT_MESSAGES.status],
    ];
    for (const [body, message] of cases) {
      const answer = await add(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.error, JSON.stringify(body)).toBe(message);
    }
    expect((await stored()).length).toBe(before);
  });

  it("refuses a chain or a loop, naming the rule it meets, and a second rule from one source", async () => {
    expect((await add({ source: "/hop-a", target: "/it-consulting" })).status).toBe(201);
    const cases: [Record<string, unknown>, { source: string; target: string }][] = [
      // Into a source: /hop-b → /hop-a → /it-consulting would be two hops.
      [
        { source: "/hop-b", target: "/hop-a" },
        { source: "/hop-a", target: "/it-consulting" },
      ],
      // Out of a target is covered by "target must be live"; a loop on itself:
      [
        { source: "/old-blog/x", target: "/old-blog/y" },
        { source: "/old-blog/*", target: "/blog" },
      ],
    ];
    for (const [body, met] of cases) {
      const answer = await add(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.error).toBe(chainMessage(met));
    }
    const twice = await add({ source: "/HOP-A/", target: "/blog" });
    expect(twice.status).toBe(409);
    expect(twice.error).toBe(duplicateSourceMessage("/hop-a"));
  });

  it("is versioned: a stale edit or delete is 409 and changes nothing", async () => {
    const created = await add({ source: "/versioned-old", target: "/it-security" });
    const rule = created.redirect as Redirect;
    const put = (version: number, target: string) =>
      api(`/api/redirects/${rule.id}`, {
        method: "PUT",
        token: editor,
        body: { source: rule.source, target, status: 301, version },
      });
    expect((await put(rule.version, "/it-consulting")).status).toBe(200);
    expect((await put(rule.version, "/blog")).status).toBe(409);
    const del = (version: number) =>
      api(`/api/redirects/${rule.id}?version=${version}`, { method: "DELETE", token: editor });
    expect((await del(rule.version)).status).toBe(409);
    const [row] = await db.select().from(redirects).where(eq(redirects.id, rule.id));
    expect(row?.target).toBe("/it-consulting");
    expect((await del(rule.version + 1)).status).toBe(200);
    expect((await visit("/versioned-old")).status).toBe(404);
  });

  it("is for editors and admins only", async () => {
    expect((await api("/api/redirects", { token: author })).status).toBe(403);
    expect((await add({ source: "/by-author", target: "/blog" }, author)).status).toBe(403);
    expect((await api("/api/not-found", { token: author })).status).toBe(403);
    expect((await api("/api/redirects")).status).toBe(401);
  });
});

describe("a published post renamed", () => {
  async function rename(post: BlogPost, slug: string) {
    const { id: _i, authorId: _a, publishedAt: _p, createdAt: _c, updatedAt: _u, ...rest } = post;
    const response = await api(`/api/blogs/${post.id}`, {
      method: "PUT",
      token: editor,
      body: { ...rest, slug },
    });
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json<{ blog: BlogPost }>()).blog;
  }

  it("leaves a 301 from the old address; a second rename collapses the chain; renaming back ends the loop", async () => {
    const tag = crypto.randomUUID().slice(0, 6);
    const a = `first-${tag}`;
    const b = `second-${tag}`;
    const c = `third-${tag}`;
    const { blog } = await createPost(editor, { slug: a, published: true });
    const atB = await rename(blog, b);
    expect((await visit(`/blog/${a}?x=1`)).headers.get("location")).toBe(`/blog/${b}?x=1`);
    const atC = await rename(atB, c);
    const rules = async () =>
      Object.fromEntries(
        (await stored())
          .filter((row) => row.source.includes(tag))
          .map((row) => [row.source, row.target]),
      );
    expect(await rules()).toEqual({ [`/blog/${a}`]: `/blog/${c}`, [`/blog/${b}`]: `/blog/${c}` });
    const oldLink = await visit(`/blog/${a}`);
    expect(oldLink.status).toBe(301);
    expect(oldLink.headers.get("location")).toBe(`/blog/${c}`);
    expect((await visit(`/blog/${c}`)).status).toBe(200);
    await rename(atC, b);
    expect(await rules()).toEqual({ [`/blog/${a}`]: `/blog/${b}`, [`/blog/${c}`]: `/blog/${b}` });
    expect((await visit(`/blog/${b}`)).status).toBe(200);
    // The sitemap lists the live address only, never a redirected one.
    const sitemap = await (await visit("/sitemap.xml")).text();
    expect(sitemap).toContain(`/blog/${b}</loc>`);
    for (const old of [a, c]) expect(sitemap).not.toContain(`/blog/${old}</loc>`);
  });

  it("leaves nothing for a draft renamed (it was never public)", async () => {
    const slug = `draft-${crypto.randomUUID().slice(0, 6)}`;
    const { blog } = await createPost(editor, { slug, published: false });
    await rename(blog, `${slug}-renamed`);
    expect((await stored()).some((row) => row.source === `/blog/${slug}`)).toBe(false);
  });
});

describe("a page or post deleted with a replacement", () => {
  const remove = (path: string, body: Record<string, unknown>, token = editor) =>
    api(path, { method: "DELETE", token, body });

  it("sends a deleted post's visitors on with a 301, query kept, in the delete itself", async () => {
    const tag = crypto.randomUUID().slice(0, 6);
    const { blog } = await createPost(editor, { slug: `gone-${tag}`, published: true });
    // A rule that pointed at the post follows it to the replacement (never a chain).
    expect((await add({ source: `/older-${tag}`, target: `/blog/gone-${tag}` })).status).toBe(201);
    const response = await remove(`/api/blogs/${blog.id}`, { replacement: "/IT-Security/" });
    expect(response.status, await response.clone().text()).toBe(200);
    const moved = await visit(`/blog/gone-${tag}?utm_source=mail`);
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/it-security?utm_source=mail");
    const rules = (await stored()).filter((row) => row.source.includes(tag));
    expect(Object.fromEntries(rules.map((row) => [row.source, row.target]))).toEqual({
      [`/blog/gone-${tag}`]: "/it-security",
      [`/older-${tag}`]: "/it-security",
    });
  });

  it("deletes without a redirect when no replacement is chosen (no body, or an empty one)", async () => {
    for (const body of [undefined, { replacement: "" }]) {
      const slug = `plain-${crypto.randomUUID().slice(0, 6)}`;
      const { blog } = await createPost(editor, { slug, published: true });
      const response = await api(`/api/blogs/${blog.id}`, {
        method: "DELETE",
        token: editor,
        ...(body ? { body } : {}),
      });
      expect(response.status).toBe(200);
      expect((await visit(`/blog/${slug}`)).status).toBe(404);
      expect((await stored()).some((row) => row.source === `/blog/${slug}`)).toBe(false);
    }
  });

  it("refuses a missing, unsafe or self replacement with the reason, deleting nothing", async () => {
    const slug = `kept-${crypto.randomUUID().slice(0, 6)}`;
    const { blog } = await createPost(editor, { slug, published: true });
    const refusals: [unknown, string][] = [
      ["/no-such-page", missingTargetMessage("/no-such-page")],
      [`/blog/${slug}`, replacementSelfMessage(`/blog/${slug}`)],
      [`/Blog/${slug}/`, replacementSelfMessage(`/blog/${slug}`)],
      ["javascript:alert(1)", REDIRECT_MESSAGES.target],
      ["//evil.example/x", REDIRECT_MESSAGES.target],
      ["https://127.0.0.1/admin", REDIRECT_MESSAGES.targetUnsafe],
      ["http://example.com/", REDIRECT_MESSAGES.target],
      [42, REDIRECT_MESSAGES.target],
      ["/admin", missingTargetMessage("/admin")],
    ];
    for (const [replacement, message] of refusals) {
      const response = await remove(`/api/blogs/${blog.id}`, { replacement });
      expect(response.status, String(replacement)).toBe(400);
      expect((await response.json<{ error: string }>()).error).toBe(message);
    }
    expect((await visit(`/blog/${slug}`)).status).toBe(200);
    expect((await stored()).some((row) => row.source.includes(slug))).toBe(false);
  });

  it("lets an author send their own post's visitors on, never someone else's", async () => {
    const slug = `mine-${crypto.randomUUID().slice(0, 6)}`;
    const { blog: theirs } = await createPost(editor, { slug: `${slug}-x`, published: true });
    const other = await remove(`/api/blogs/${theirs.id}`, { replacement: "/it-security" }, author);
    expect(other.status).toBe(404);
    expect((await stored()).some((row) => row.source === `/blog/${slug}-x`)).toBe(false);
    const { blog } = await createPost(author, { slug, published: false });
    await db.update(blogsTable).set({ published: true }).where(eq(blogsTable.id, blog.id));
    expect((await remove(`/api/blogs/${blog.id}`, { replacement: "/blog" }, author)).status).toBe(
      200,
    );
    expect((await visit(`/blog/${slug}`)).headers.get("location")).toBe("/blog");
  });

  it("sends a deleted created page's visitors on; a built-in page's edits cannot", async () => {
    const slug = `landing-${crypto.randomUUID().slice(0, 6)}`;
    const created = await api("/api/templates/create-page", {
      method: "POST",
      token: editor,
      body: { slug, title: "Spring offer", template: "service-page" },
    });
    expect(created.status).toBe(201);
    await db
      .update(pagesTable)
      .set({ isActive: true })
      .where(eq(pagesTable.path, `/${slug}`));
    expect((await visit(`/${slug}`)).status).toBe(200);
    const ref = { pagePath: `/${slug}`, pageType: "page", action: "delete" };
    const self = await remove("/api/inline-content/delete", { ...ref, replacement: `/${slug}` });
    expect(self.status).toBe(400);
    expect((await visit(`/${slug}`)).status).toBe(200);
    const done = await remove("/api/inline-content/delete", {
      ...ref,
      replacement: "/it-consulting",
    });
    expect(done.status, await done.clone().text()).toBe(200);
    expect((await visit(`/${slug}`)).headers.get("location")).toBe("/it-consulting");

    const builtIn = await remove("/api/inline-content/delete", {
      pagePath: "/it-security",
      pageType: "page",
      replacement: "/it-consulting",
    });
    expect(builtIn.status).toBe(400);
    expect((await builtIn.json<{ error: string }>()).error).toBe(REPLACEMENT_NOT_DELETED_MESSAGE);
    expect((await visit("/it-security")).status).toBe(200);
  });
});

describe("links to redirected addresses", () => {
  const fixesNow = async (token = editor) => {
    const response = await api("/api/redirects/link-fixes", { token });
    return { status: response.status, ...(await response.json<{ fixes?: LinkFix[] }>()) };
  };
  const rewrite = (fixes: { id: string; version: number }[], token = editor) =>
    api("/api/redirects/link-fixes", { method: "POST", token, body: { fixes } });

  it("lists the links staff wrote to a moved address and rewrites the chosen ones in one batch", async () => {
    const tag = crypto.randomUUID().slice(0, 6);
    await db.delete(redirects);
    const { blog: moved } = await createPost(editor, { slug: `old-${tag}`, published: true });
    const body = [
      `Start with [the ${tag} checklist](/blog/old-${tag}?from=post#steps).`,
      "",
      "```",
      `[kept in code](/blog/old-${tag})`,
      "```",
      "",
      `[ref-${tag}]: /blog/old-${tag}`,
    ].join("\n");
    const { blog: linking } = await createPost(editor, {
      slug: `linking-${tag}`,
      published: true,
      content: body,
    });
    const entry = { type: "link", content: `Our ${tag} list`, selector: '[data-eid="x"]' };
    for (const status of ["draft", "published"] as const) {
      await db.insert(inlineContent).values({
        pagePath: "/it-consulting",
        pageType: "page",
        status,
        content: JSON.stringify({ link_element_1: { ...entry, href: `/blog/old-${tag}` } }),
      });
    }
    // The post is renamed: its old address now answers 301.
    const { id: _i, authorId: _a, publishedAt: _p, createdAt: _c, updatedAt: _u, ...rest } = moved;
    const renamed = await api(`/api/blogs/${moved.id}`, {
      method: "PUT",
      token: editor,
      body: { ...rest, slug: `new-${tag}` },
    });
    expect(renamed.status).toBe(200);

    const listed = await fixesNow();
    expect(listed.status).toBe(200);
    const fixes = listed.fixes ?? [];
    expect(
      fixes.map(({ place, path, text, from, to }) => ({ place, path, text, from, to })),
    ).toEqual([
      {
        place: "post",
        path: `/blog/linking-${tag}`,
        text: `the ${tag} checklist`,
        from: `/blog/old-${tag}?from=post#steps`,
        to: `/blog/new-${tag}?from=post#steps`,
      },
      {
        place: "post",
        path: `/blog/linking-${tag}`,
        text: `ref-${tag}`,
        from: `/blog/old-${tag}`,
        to: `/blog/new-${tag}`,
      },
      {
        place: "page-draft",
        path: "/it-consulting",
        text: `Our ${tag} list`,
        from: `/blog/old-${tag}`,
        to: `/blog/new-${tag}`,
      },
      {
        place: "page-live",
        path: "/it-consulting",
        text: `Our ${tag} list`,
        from: `/blog/old-${tag}`,
        to: `/blog/new-${tag}`,
      },
    ]);

    // A list read before someone else changed the post is refused whole: nothing is written.
    const [postFix, , draftFix] = fixes;
    const stale = await rewrite([
      { id: draftFix?.id ?? "", version: draftFix?.version ?? 0 },
      { id: postFix?.id ?? "", version: (postFix?.version ?? 0) - 1 },
    ]);
    expect(stale.status).toBe(409);
    expect((await stale.json<{ error: string }>()).error).toBe(
      linkFixStaleMessage(`The post /blog/linking-${tag}`),
    );
    expect((await fixesNow()).fixes).toHaveLength(4);
    expect((await rewrite([{ id: "post:nope:1", version: 1 }])).status).toBe(409);
    expect((await rewrite([], editor)).status).toBe(400);
    expect((await rewrite(fixes, author)).status).toBe(403);
    expect((await fixesNow(author)).status).toBe(403);

    // Three of the four, chosen: one transaction; the post's page follows at once.
    const chosen = fixes.filter((fix) => fix !== draftFix);
    const done = await rewrite(chosen.map(({ id, version }) => ({ id, version })));
    expect(done.status, await done.clone().text()).toBe(200);
    expect(await done.json<LinkFixResult>()).toEqual({
      rewritten: 3,
      paths: ["/it-consulting", `/blog/linking-${tag}`].sort(),
    });
    const stored = await db.select().from(blogsTable).where(eq(blogsTable.id, linking.id)).get();
    expect(stored?.content).toBe(
      body
        .replace(`(/blog/old-${tag}?`, `(/blog/new-${tag}?`)
        .replace(`[ref-${tag}]: /blog/old-${tag}`, `[ref-${tag}]: /blog/new-${tag}`),
    );
    expect(stored?.content).toContain(`[kept in code](/blog/old-${tag})`);
    const html = await (await visit(`/blog/linking-${tag}`)).text();
    expect(html).toContain(`href="/blog/new-${tag}?from=post#steps"`);
    expect(html).not.toContain(`href="/blog/old-${tag}`);
    const rows = await db
      .select()
      .from(inlineContent)
      .where(eq(inlineContent.pagePath, "/it-consulting"));
    const hrefOf = (status: string) =>
      JSON.parse(rows.find((row) => row.status === status)?.content ?? "{}").link_element_1?.href;
    expect(hrefOf("published")).toBe(`/blog/new-${tag}`);
    expect(hrefOf("draft")).toBe(`/blog/old-${tag}`);
    expect((await fixesNow()).fixes?.map((fix) => fix.place)).toEqual(["page-draft"]);
    await db.delete(inlineContent).where(eq(inlineContent.pagePath, "/it-consulting"));
  });
});

describe("CSV import and export", () => {
  it("checks every row, answers why each refused row was refused, and adds the rest together", async () => {
    const rows = [
      "source,target,status",
      ...Array.from({ length: 47 }, (_, n) => `/legacy/page-${n},/it-security,301`),
      "/it-security,/blog,301",
      "/legacy/bad-target,/nowhere,301",
      '"/legacy/quoted,comma",https://example.com/x,302',
      "/legacy/page-3,/blog,301",
    ].join("\r\n");
    const check = await api("/api/redirects/import", {
      method: "POST",
      token: editor,
      body: { csv: rows, dryRun: true },
    });
    const preview = await check.json<RedirectImportResult>();
    expect(preview.dryRun).toBe(true);
    expect(preview.added).toHaveLength(48);
    expect(preview.refused).toEqual([
      {
        line: 49,
        source: "/it-security",
        target: "/blog",
        status: "301",
        reason: liveSourceMessage("/it-security"),
      },
      {
        line: 50,
        source: "/legacy/bad-target",
        target: "/nowhere",
        status: "301",
        reason: missingTargetMessage("/nowhere"),
      },
      {
        line: 52,
        source: "/legacy/page-3",
        target: "/blog",
        status: "301",
        reason: duplicateSourceMessage("/legacy/page-3"),
      },
    ]);
    expect((await stored()).some((row) => row.source.startsWith("/legacy/"))).toBe(false);

    const done = await api("/api/redirects/import", {
      method: "POST",
      token: editor,
      body: { csv: rows, dryRun: false },
    });
    expect((await done.json<RedirectImportResult>()).added).toHaveLength(48);
    expect((await stored()).filter((row) => row.source.startsWith("/legacy/"))).toHaveLength(48);
    expect((await visit("/legacy/page-10")).headers.get("location")).toBe("/it-security");

    const csv = await (await api("/api/redirects/export.csv", { token: editor })).text();
    expect(csv).toContain("source,target,status,hits,last hit");
    expect(csv).toContain("/legacy/page-10,/it-security,301,");
  });

  it("refuses an empty file", async () => {
    const empty = await api("/api/redirects/import", {
      method: "POST",
      token: editor,
      body: { csv: "source,target,status\r\n\r\n", dryRun: true },
    });
    expect(empty.status).toBe(400);
    expect((await empty.json<{ error: string }>()).error).toBe(REDIRECT_MESSAGES.csvEmpty);
  });
});

describe("the 404 monitor", () => {
  it("lists missing addresses with hits, referrers and a suggestion; dismissed ones stay away", async () => {
    const browser = { "user-agent": "Mozilla/5.0 (Windows NT 10.0) Chrome/131.0 Safari/537.36" };
    for (const path of ["/it-securty", "/it-securty", "/totally-unknown-thing"]) {
      const response = await sendThroughWorker(
        new Request(`${ORIGIN}${path}`, {
          headers: { ...browser, referer: "https://partner.example/links" },
        }),
      );
      expect(response.status).toBe(404);
    }
    await sendThroughWorker(
      new Request(`${ORIGIN}/it-securty`, {
        headers: { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1)" },
      }),
    );
    const list = async () =>
      (await (await api("/api/not-found", { token: editor })).json<{ notFound: NotFoundEntry[] }>())
        .notFound;
    const typo = (await list()).find((entry) => entry.path === "/it-securty");
    expect(typo).toMatchObject({
      hits: 2,
      botHits: 1,
      referrers: [{ host: "partner.example", hits: 2 }],
      suggestion: { path: "/it-security" },
    });
    const unknown = (await list()).find((entry) => entry.path === "/totally-unknown-thing");
    expect(unknown?.suggestion).toBeNull();

    // One click: redirect it to the suggestion; the address leaves the list.
    expect((await add({ source: "/it-securty", target: "/it-security" })).status).toBe(201);
    expect((await list()).some((entry) => entry.path === "/it-securty")).toBe(false);

    const dismissed = await api(`/api/not-found/${unknown?.id}/dismiss`, {
      method: "POST",
      token: editor,
    });
    expect(dismissed.status).toBe(200);
    await sendThroughWorker(new Request(`${ORIGIN}/totally-unknown-thing`, { headers: browser }));
    expect((await list()).some((entry) => entry.path === "/totally-unknown-thing")).toBe(false);
    const bad = await api("/api/not-found/%%%/dismiss", { method: "POST", token: editor });
    expect(bad.status).toBe(400);
  });
});

describe("the daily digest of new missing pages", () => {
  it("mails the new-lead addresses the new addresses with more hits than the setting", async () => {
    const today = new Date().toISOString().slice(0, 10);
    await env.DB.prepare(
      `INSERT INTO analytics_rollups (day, dimension, key, views, visitors) VALUES
        (?1, 'not_found', '/digest-many', 9, 0), (?1, 'not_found', '/digest-few', 2, 0),
        (?1, 'not_found_referrer', '/digest-many	forum.example', 9, 0)`,
    )
      .bind(today)
      .run();
    const sent: { to: string[]; subject: string; text: string }[] = [];
    const base = testDeps();
    const EMAIL = {
      send: async (message: { to: string[]; subject: string; text: string }) => {
        sent.push(message);
      },
    } as unknown as SendEmail;
    const outcome = await mailNotFoundDigest({ ...base, env: { ...base.env, EMAIL } });
    expect(outcome.paths).toContain("/digest-many");
    expect(outcome.paths).not.toContain("/digest-few");
    expect(sent).toHaveLength(1);
    expect(sent[0]?.to).toEqual(DEFAULT_SITE_SETTINGS.notificationEmails);
    expect(sent[0]?.text).toContain("/digest-many: 9 visits, linked from forum.example (9)");
    expect(sent[0]?.text).not.toContain("/digest-few");
    expect(sent[0]?.text).toContain("/admin?tab=redirects");
  });
});
