import { env, exports } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { IMAGE_MESSAGE } from "../../app/schemas/page-settings";
import { createDb } from "../../worker/db/client";
import {
  auditLog,
  inlineContent,
  inlineContentRevisions,
  pageSettingsChanges,
  pages,
  publishSchedules,
  seoDeploys,
} from "../../worker/db/schema";
import { editorCalls, heading, insertInlineContent, visitor } from "../factories/inline-content";
import { api, ORIGIN, signedIn } from "../factories/users";

// Page settings in edit mode (issue 20, item 4): SEO title, description and social image for
// every page, title and slug for created pages; saved into the page's draft at the draft
// version the editor saw (409 stale) and live once published (issue 31; the draft's own story
// is page-settings-draft.test.ts), audited, revertable, and a slug change moves everything
// keyed by the path in one transaction, at once.

const db = () => createDb(env.DB);
let token = "";
const { publish } = editorCalls(() => token);

/** Publishes the page's draft (its settings with it); the SEO gate passes these pages. */
async function publishDraft(path: string) {
  const published = await publish(path);
  expect(published.status, await published.clone().text()).toBe(200);
}

interface View {
  path: string;
  baseVersion: number;
  source: "code" | "d1";
  values: Record<string, string | null>;
  defaults: { seoTitle: string; description: string };
  changes: { id: string; revertedAt: string | null; after: Record<string, string | null> }[];
}
type Answer = { error?: string; code?: string; settings?: View; redirectTo?: string | null };

beforeAll(async () => {
  token = (await signedIn("editor")).token;
  // The first render loads the whole server build; it warms /it-security's edge cache too.
  expect((await visitor("/it-security")).status).toBe(200);
});

const read = async (path: string) =>
  (await api(`/api/pages/settings?path=${encodeURIComponent(path)}`, { token })).json<View>();

async function save(body: Record<string, unknown>) {
  const response = await api("/api/pages/settings", { method: "PUT", token, body });
  return { status: response.status, body: await response.json<Answer>() };
}

async function revert(id: string, baseVersion: number | undefined) {
  const response = await api(`/api/pages/settings/changes/${id}/revert`, {
    method: "POST",
    token,
    body: baseVersion === undefined ? {} : { baseVersion },
  });
  return { status: response.status, body: await response.json<Answer>() };
}

const row = async (path: string) => db().select().from(pages).where(eq(pages.path, path)).get();

const auditCount = async (action: string) =>
  (await db().select().from(auditLog).where(eq(auditLog.action, action)).all()).length;

const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];

async function createPage(slug: string, pageTitle: string) {
  const response = await api("/api/templates/create-page", {
    method: "POST",
    token,
    body: { slug, title: pageTitle, template: "service-page" },
  });
  expect(response.status).toBe(201);
  await db()
    .update(pages)
    .set({ isActive: true })
    .where(eq(pages.path, `/${slug}`));
}

describe("Page settings of a code page", () => {
  it("sets the SEO title, description and social image: versioned, audited, live once published", async () => {
    const view = await read("/it-security");
    expect(view.source).toBe("code");
    expect(view.values).toMatchObject({ seoTitle: null, title: null, slug: null });
    expect(view.defaults.seoTitle).not.toBe("");

    const saved = await save({
      path: "/it-security",
      baseVersion: view.baseVersion,
      seoTitle: "Security that fits mid-sized firms",
      description: "Managed security for mid-sized firms: monitoring, response and reporting.",
      image: "/images/security-card.png",
    });
    expect(saved.status).toBe(200);
    expect(saved.body.settings?.baseVersion).toBe(view.baseVersion + 1);
    expect(saved.body.redirectTo).toBeNull();
    await publishDraft("/it-security");

    const page = await visitor("/it-security");
    expect(title(page.html)).toMatch(/^Security that fits mid-sized firms \| /);
    expect(meta(page.html, "description")).toBe(
      "Managed security for mid-sized firms: monitoring, response and reporting.",
    );
    expect(meta(page.html, "og:image")).toMatch(/^https?:\/\/[^/]+\/images\/security-card\.png$/);
    expect(meta(page.html, "twitter:image")).toBe(meta(page.html, "og:image"));

    expect(await auditCount("page.settings")).toBeGreaterThanOrEqual(1);
    const after = await read("/it-security");
    expect(after.changes[0]?.after.seoTitle).toBe("Security that fits mid-sized firms");
  });

  it("refuses a stale or missing version with 409 and stores nothing", async () => {
    const view = await read("/managed-services");
    const stored = await row("/managed-services");
    const audits = await auditCount("page.settings");
    for (const baseVersion of [view.baseVersion + 1, undefined]) {
      const answer = await save({
        path: "/managed-services",
        baseVersion,
        seoTitle: "Stale title",
        description: "",
        image: "",
      });
      expect(answer.status).toBe(409);
      expect(answer.body.error).toContain("changed by someone else");
    }
    expect(await row("/managed-services")).toEqual(stored);
    expect(await auditCount("page.settings")).toBe(audits);
  });

  it("answers every bad input with a 4xx and the reason, and stores nothing", async () => {
    await createPage("taken-elsewhere", "Taken Elsewhere");
    await createPage("bad-input-page", "Bad Input Page");
    const code = await read("/24-7-helpdesk");
    const created = await read("/bad-input-page");
    const base = { seoTitle: "", description: "", image: "" };
    const cases: [Record<string, unknown>, number, string][] = [
      [{ seoTitle: "x".repeat(121) }, 400, "SEO title must be at most 120 characters"],
      [{ description: "x".repeat(321) }, 400, "Meta description must be at most 320 characters"],
      [{ image: "javascript:alert(1)" }, 400, IMAGE_MESSAGE],
      [{ image: "http://example.org/x.png" }, 400, IMAGE_MESSAGE],
      [{ image: "/images/../secret" }, 400, IMAGE_MESSAGE],
      [{ image: "data:image/png;base64,AAAA" }, 400, IMAGE_MESSAGE],
      [{ seoTitle: "bad\u0007" }, 400, "SEO title must not contain control characters"],
      [
        { path: "/24-7-helpdesk", baseVersion: code.baseVersion, title: "New" },
        400,
        "Only pages created",
      ],
      [
        { path: "/24-7-helpdesk", baseVersion: code.baseVersion, slug: "moved" },
        400,
        "Only pages created",
      ],
      [{ slug: "Bad Slug" }, 400, "Slug may contain only a-z, 0-9 and single hyphens"],
      [{ slug: "x".repeat(121) }, 400, "Slug must be at most 120 characters"],
      [{ title: "t".repeat(121) }, 400, "Page title must be at most 120 characters"],
      [{ slug: "admin" }, 409, "/admin is an address the site uses itself"],
      [{ slug: "blog" }, 409, "/blog is an address the site uses itself"],
      [{ slug: "og" }, 409, "/og is an address the site uses itself"],
      [{ slug: "cdn-cgi" }, 409, "/cdn-cgi is an address the site uses itself"],
      [{ slug: "24-7-helpdesk" }, 409, "A page already exists at /24-7-helpdesk"],
      [{ slug: "taken-elsewhere" }, 409, "A page already exists at /taken-elsewhere"],
      [{ path: "/no-such-page" }, 404, "Page not found: /no-such-page"],
    ];
    const stored = { code: await row("/24-7-helpdesk"), created: await row("/bad-input-page") };
    const changes = await db().select().from(pageSettingsChanges).all();
    for (const [change, status, message] of cases) {
      const answer = await save({
        path: "/bad-input-page",
        baseVersion: created.baseVersion,
        ...base,
        ...change,
      });
      expect([answer.status, answer.body.error]).toEqual([
        status,
        expect.stringContaining(message),
      ]);
    }
    expect(await row("/24-7-helpdesk")).toEqual(stored.code);
    expect(await row("/bad-input-page")).toEqual(stored.created);
    expect(await db().select().from(pageSettingsChanges).all()).toEqual(changes);
  });

  it("is for editors and admins only", async () => {
    const author = await signedIn("author");
    const answer = await api("/api/pages/settings?path=/", { token: author.token });
    expect(answer.status).toBe(403);
    const anonymous = await api("/api/pages/settings", {
      method: "PUT",
      body: { path: "/", baseVersion: 0, seoTitle: "", description: "", image: "" },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe("A created page's title", () => {
  it("follows its heading until a title is set in Page settings", async () => {
    await createPage("brand-new-service", "Brand New Service");
    // Its heading changed (the published inline map, applied to the page data by the loader).
    const stored = await row("/brand-new-service");
    const content = JSON.parse(stored?.content ?? "{}");
    content.sections[0].title = "Managed Cloud Backup"; // its hero
    await db()
      .update(pages)
      .set({ content: JSON.stringify(content) })
      .where(eq(pages.path, "/brand-new-service"));
    let page = await visitor("/brand-new-service");
    expect(title(page.html)).toMatch(/^Managed Cloud Backup \| /);
    expect(page.html).toContain('"name":"Managed Cloud Backup"'); // the breadcrumb
    expect(page.html).not.toContain("Brand New Service |");

    const view = await read("/brand-new-service");
    expect(view.values.title).toBeNull();
    expect(view.defaults.seoTitle).toBe("Managed Cloud Backup");
    const saved = await save({
      path: "/brand-new-service",
      baseVersion: view.baseVersion,
      seoTitle: "",
      description: "",
      image: "",
      title: "Cloud Backup for Offices",
    });
    expect(saved.status).toBe(200);
    // In the draft only, until published.
    expect((await row("/brand-new-service"))?.title).toBe(stored?.title);
    await publishDraft("/brand-new-service");
    page = await visitor("/brand-new-service");
    expect(title(page.html)).toMatch(/^Cloud Backup for Offices \| /);
    expect(page.html).toContain('"name":"Cloud Backup for Offices"');
    expect((await row("/brand-new-service"))?.title).toBe("Cloud Backup for Offices");

    // Cleared again: back to following the heading.
    const cleared = await save({
      path: "/brand-new-service",
      baseVersion: view.baseVersion + 1,
      seoTitle: "",
      description: "",
      image: "",
      title: "",
    });
    expect(cleared.status).toBe(200);
    await publishDraft("/brand-new-service");
    page = await visitor("/brand-new-service");
    expect(title(page.html)).toMatch(/^Managed Cloud Backup \| /);
  });
});

describe("Migration 0009", () => {
  it("makes the title of pages created before it follow their heading, and keeps a set one", async () => {
    const content = (seoTitle: string) =>
      JSON.stringify({ slug: "x", seoTitle, description: "d", hero: { title: "Old Heading" } });
    for (const [slug, seoTitle] of [
      ["made-before", "Old Heading"],
      ["set-before", "A title someone set"],
    ]) {
      await db()
        .insert(pages)
        .values({
          id: `d1:${slug}`,
          path: `/${slug}`,
          title: "Old Heading",
          component: "service-page",
          source: "d1",
          content: content(seoTitle ?? ""),
        });
    }
    const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith("0009_"));
    const update = migration?.queries.find((query) => query.includes("json_set"));
    if (!update) throw new Error("0009's title update not found");
    await env.DB.prepare(update).run();
    const seoTitleOf = async (path: string) =>
      JSON.parse((await row(path))?.content ?? "{}").seoTitle;
    expect(await seoTitleOf("/made-before")).toBe("");
    expect(await seoTitleOf("/set-before")).toBe("A title someone set");
  });
});

describe("A created page's slug", () => {
  it("moves the page and everything keyed by its path in one transaction", async () => {
    await createPage("old-address", "Old Address");
    await insertInlineContent("/old-address", heading("Published heading"), "published");
    await insertInlineContent("/old-address", heading("Draft heading"), "draft");
    await db().insert(inlineContentRevisions).values({
      pagePath: "/old-address",
      pageType: "page",
      action: "save",
      content: "{}",
      version: 1,
    });
    await db().insert(publishSchedules).values({
      targetKind: "inline",
      target: "/old-address",
      snapshot: "{}",
      baseVersion: 1,
      publishAt: "2099-01-01T00:00:00.000Z",
      scheduledBy: "someone",
    });
    await db().insert(seoDeploys).values({
      id: crypto.randomUUID(),
      pagePath: "/old-address",
      pageVersion: 1,
    });
    expect((await visitor("/old-address")).status).toBe(200);

    const view = await read("/old-address");
    const moved = await save({
      path: "/old-address",
      baseVersion: view.baseVersion,
      seoTitle: "",
      description: "",
      image: "",
      slug: "new-address",
    });
    expect(moved.status).toBe(200);
    expect(moved.body.redirectTo).toBe("/new-address/admin");
    expect(moved.body.settings?.path).toBe("/new-address");

    for (const path of ["/old-address", "/new-address"]) {
      const counts = await Promise.all([
        db().select().from(inlineContent).where(eq(inlineContent.pagePath, path)).all(),
        db()
          .select()
          .from(inlineContentRevisions)
          .where(eq(inlineContentRevisions.pagePath, path))
          .all(),
        db()
          .select()
          .from(publishSchedules)
          .where(and(eq(publishSchedules.target, path), eq(publishSchedules.targetKind, "inline")))
          .all(),
        db().select().from(seoDeploys).where(eq(seoDeploys.pagePath, path)).all(),
      ]);
      expect(counts.map((list) => list.length)).toEqual(
        path === "/old-address" ? [0, 0, 0, 0] : [2, 1, 1, 1],
      );
    }
    expect(await row("/old-address")).toBeUndefined();
    expect(JSON.parse((await row("/new-address"))?.content ?? "{}").slug).toBe("new-address");
    // Links to the old address keep working: a 301 to the new one, the query kept (issue 34).
    const old = await exports.default.fetch(`${ORIGIN}/old-address?ref=x`, { redirect: "manual" });
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe("/new-address?ref=x");
    const page = await visitor("/new-address");
    expect(page.status).toBe(200);
    expect(page.html).toContain("Published heading");
    expect(page.html).toMatch(/rel="canonical" href="[^"]*\/new-address"/);
    const sitemap = (await visitor("/sitemap.xml")).html;
    expect(sitemap).toContain("/new-address</loc>");
    expect(sitemap).not.toContain("/old-address</loc>");
  });

  it("moves nothing when any part of the move fails", async () => {
    await createPage("stays-put", "Stays Put");
    await insertInlineContent("/stays-put", heading("Kept"), "draft");
    // A stray draft at the target path: the move of the drafts breaks its UNIQUE index.
    await insertInlineContent("/blocked-target", heading("Stray"), "draft");
    const view = await read("/stays-put");
    const stored = await row("/stays-put");
    const answer = await save({
      path: "/stays-put",
      baseVersion: view.baseVersion,
      seoTitle: "A title that must not be stored",
      description: "",
      image: "",
      slug: "blocked-target",
    });
    expect(answer.status).toBe(409);
    expect(await row("/stays-put")).toEqual(stored);
    expect(await row("/blocked-target")).toBeUndefined();
    const drafts = await db()
      .select()
      .from(inlineContent)
      .where(eq(inlineContent.pagePath, "/stays-put"))
      .all();
    expect(drafts).toHaveLength(1);
    expect((await read("/stays-put")).changes).toHaveLength(0);
  });
});

describe("Racing Page settings", () => {
  it("lets one save win per version; the others get a 409 and leave nothing", async () => {
    await createPage("race-page", "Race Page");
    await createPage("race-other", "Race Other");
    const view = await read("/race-page");
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        save({
          path: "/race-page",
          baseVersion: view.baseVersion,
          seoTitle: `Racing title ${n}`,
          description: "",
          image: "",
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const after = await read("/race-page");
    expect(after.baseVersion).toBe(view.baseVersion + 1);
    expect(after.changes).toHaveLength(1);
    expect(after.values.seoTitle).toBe(after.changes[0]?.after.seoTitle);

    // Two pages racing to the same new address: the UNIQUE index decides, the loser gets a 409.
    const other = await read("/race-other");
    const moves = await Promise.all(
      [after, other].map((page) =>
        save({
          path: page.path,
          baseVersion: page.baseVersion,
          seoTitle: "",
          description: "",
          image: "",
          slug: "race-target",
        }),
      ),
    );
    expect(moves.map((m) => m.status).sort()).toEqual([200, 409]);
    expect(moves.find((m) => m.status === 409)?.body.error).toContain(
      "A page already exists at /race-target",
    );
  });
});

describe("Markup in Page settings", () => {
  it("is text in the <head>, the breadcrumb and edit mode, never markup", async () => {
    await createPage("markup-page", "Markup Page");
    const view = await read("/markup-page");
    const saved = await save({
      path: "/markup-page",
      baseVersion: view.baseVersion,
      seoTitle: '</title><script>alert("t")</script>',
      description: '"><script>alert("d")</script>',
      image: 'https://example.org/x.png?a="><script>alert(1)</script>',
      title: '</script><script>alert("b")</script>',
    });
    expect(saved.status).toBe(200);
    await publishDraft("/markup-page");
    const page = await visitor("/markup-page");
    expect(page.html).not.toMatch(/<script>alert/);
    expect(page.html).toContain("&lt;/title&gt;&lt;script&gt;");
  });
});

describe("Reverting a Page settings change", () => {
  it("puts back what one change replaced, once, and refuses a revert under a later change", async () => {
    await createPage("revert-me", "Revert Me");
    let view = await read("/revert-me");
    const first = await save({
      path: "/revert-me",
      baseVersion: view.baseVersion,
      seoTitle: "First SEO title",
      description: "",
      image: "",
    });
    expect(first.status).toBe(200);
    view = first.body.settings as View;
    const second = await save({
      path: "/revert-me",
      baseVersion: view.baseVersion,
      seoTitle: "Second SEO title",
      description: "",
      image: "",
      slug: "reverted-address",
    });
    expect(second.status).toBe(200);
    view = second.body.settings as View;
    const [latest, earlier] = view.changes;
    if (!latest || !earlier) throw new Error("two changes expected");

    // The earlier change's title was changed again since, and that change stands: refused,
    // nothing written.
    const stored = await row("/reverted-address");
    const refused = await revert(earlier.id, view.baseVersion);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("REVERT_CONFLICT");
    expect(refused.body.error).toContain("SEO title was changed again");
    // A stale or missing version is a 409 as well.
    expect((await revert(latest.id, view.baseVersion - 1)).status).toBe(409);
    expect((await revert(latest.id, undefined)).status).toBe(409);
    expect(await row("/reverted-address")).toEqual(stored);

    // The address moves back at once; the title goes back in the draft.
    const undone = await revert(latest.id, view.baseVersion);
    expect(undone.status).toBe(200);
    expect(undone.body.redirectTo).toBe("/revert-me/admin");
    expect(undone.body.settings?.values).toMatchObject({
      seoTitle: "First SEO title",
      slug: "revert-me",
    });
    expect(undone.body.settings?.changes[0]?.revertedAt).not.toBeNull();
    expect(await auditCount("page.settings_reverted")).toBe(1);
    expect((await visitor("/revert-me")).status).toBe(200);
    await publishDraft("/revert-me");
    expect(title((await visitor("/revert-me")).html)).toMatch(/^First SEO title \| /);

    const again = await revert(latest.id, undone.body.settings?.baseVersion);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("ALREADY_REVERTED");
    // Now the earlier one stands alone and reverts.
    const earlierUndone = await revert(earlier.id, undone.body.settings?.baseVersion);
    expect(earlierUndone.status).toBe(200);
    expect(earlierUndone.body.settings?.values.seoTitle).toBeNull();
    expect((await revert("no-such-change", 1)).status).toBe(404);
  });

  it("goes by the history, not by what the page shows now", async () => {
    await createPage("revert-history", "Revert History");
    const write = async (seoTitle: string) => {
      const view = await read("/revert-history");
      const saved = await save({
        path: "/revert-history",
        baseVersion: view.baseVersion,
        seoTitle,
        description: "",
        image: "",
      });
      expect(saved.status).toBe(200);
      return saved.body.settings as View;
    };
    await write("Title one");
    await write("Title two");
    // A third change writes A's title again: the page shows A's text, but C stands.
    const view = await write("Title one");
    const [c, b, a] = view.changes;
    if (!a || !b || !c) throw new Error("three changes expected");
    const refused = await revert(a.id, view.baseVersion);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("REVERT_CONFLICT");
    expect(refused.body.error).toMatch(/SEO title was changed again since \(by \S+, .+\)/);
    expect(refused.body.error).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    // Last first: C, then B, then A reverts.
    let baseVersion = view.baseVersion;
    for (const change of [c, b, a]) {
      const undone = await revert(change.id, baseVersion);
      expect(undone.status, change.id).toBe(200);
      baseVersion = undone.body.settings?.baseVersion ?? 0;
    }
    expect((await read("/revert-history")).values.seoTitle).toBeNull();
  });
});
