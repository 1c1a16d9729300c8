import { env, exports } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { BlogPost } from "../../app/schemas/blog";
import { entryText, type InlineContentState } from "../../app/schemas/inline-content";
import { createDb } from "../../worker/db/client";
import {
  auditLog,
  blogs,
  inlineContent,
  inlineContentRevisions,
  pages,
  publishSchedules,
  users,
} from "../../worker/db/schema";
import { publishScheduledPosts } from "../../worker/services/content/blog-publishing";
import { publishScheduledInlineContent } from "../../worker/services/content/inline-publishing";
import { getSiteSettings } from "../../worker/services/platform/settings";
import { createPost, postBody } from "../factories/blogs";
import { testDeps, testWorkerDeps } from "../factories/deps";
import { editorCalls, h1, heading, rows, visitor } from "../factories/inline-content";
import { api, insertUser, loginAs, ORIGIN } from "../factories/users";

// Scheduled publishing ships what was scheduled: the reviewed version is frozen when it is
// scheduled, the cron publishes that snapshot after the SEO gate again (a refusal is recorded
// and shown), and unpublish, delete, a new schedule or Cancel end the pending one.

const db = createDb(env.DB);
const HOUR = 60 * 60 * 1000;
const inAnHour = () => new Date(Date.now() + HOUR).toISOString();
/** A cron run two hours from now: every schedule made "in an hour" is due. */
const runInlineCron = () =>
  publishScheduledInlineContent(testWorkerDeps(), new Date(Date.now() + 2 * HOUR));
const runBlogCron = () => publishScheduledPosts(testWorkerDeps(), new Date(Date.now() + 2 * HOUR));

// The first render of a file loads the whole server build.
beforeAll(() => exports.default.fetch(`${ORIGIN}/it-security`).then((r) => r.text()), 60_000);

let editor = "";
let secondEditor = "";
let admin = "";
let adminId = "";
beforeAll(async () => {
  editor = await loginAs(await insertUser({ role: "editor" }));
  secondEditor = await loginAs(await insertUser({ role: "editor" }));
  const adminUser = await insertUser({ role: "admin" });
  adminId = adminUser.id;
  admin = await loginAs(adminUser);
});

const first = editorCalls(() => editor);
const second = editorCalls(() => secondEditor);
const asAdmin = editorCalls(() => admin);

const emptiedHeading = heading(" ");

const stateOf = async (pagePath: string, token = editor) =>
  (
    await api(`/api/inline-content/get?pagePath=${pagePath}&pageType=page&status=draft`, { token })
  ).json<InlineContentState>();

const schedulesOf = (target: string) =>
  db.select().from(publishSchedules).where(eq(publishSchedules.target, target)).all();

const auditOf = (action: string, targetId: string) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)))
    .all();

describe("inline: the cron publishes the scheduled snapshot", () => {
  it("publishes what was scheduled, not a later draft without an h1", async () => {
    const path = "/network-services";
    expect((await first.save(path, heading("Reviewed heading"), { baseVersion: 0 })).status).toBe(
      200,
    );
    const at = inAnHour();
    const scheduled = await first.publish(path, "publish", { publishAt: at, baseVersion: 1 });
    expect(scheduled.status).toBe(200);
    expect(await scheduled.json()).toMatchObject({ action: "scheduled", publishAt: at });
    const state = await stateOf(path);
    expect(state.schedule).toMatchObject({ status: "pending", publishAt: at, baseVersion: 1 });
    expect(state.publishAt).toBe(at);

    // A second editor saves a draft that empties the h1; saving is allowed, it stays a draft.
    expect((await second.save(path, emptiedHeading, { baseVersion: 1 })).status).toBe(200);

    expect(await runInlineCron()).toContain(path);
    expect(h1((await visitor(path)).html)).toBe("Reviewed heading");
    const after = await stateOf(path);
    expect(entryText(after.published.text_element_1)).toBe("Reviewed heading");
    expect(entryText(after.draft.text_element_1)).toBe(" ");
    expect(after.schedule).toBeNull();
    expect((await schedulesOf(path)).map((s) => s.status)).toEqual(["published"]);
    // Nothing is left for a second run.
    expect(await runInlineCron()).not.toContain(path);
  });

  it("refuses a snapshot that fails the gate at cron time: nothing published, refusal shown", async () => {
    const path = "/voip-services";
    const before = h1((await visitor(path)).html);
    expect((await asAdmin.save(path, emptiedHeading, { baseVersion: 0 })).status).toBe(200);
    // An editor cannot schedule it: the gate answers 422 at schedule time.
    const blocked = await first.publish(path, "publish", { publishAt: inAnHour() });
    expect(blocked.status).toBe(422);
    // An admin can, with a reason; then that admin becomes an editor before the cron runs.
    const overridden = await asAdmin.publish(path, "publish", {
      publishAt: inAnHour(),
      seoOverrideReason: "Launch copy: the heading is filled in by the design team",
    });
    expect(overridden.status).toBe(200);
    await db.update(users).set({ role: "editor" }).where(eq(users.id, adminId));
    try {
      expect(await runInlineCron()).not.toContain(path);
    } finally {
      await db.update(users).set({ role: "admin" }).where(eq(users.id, adminId));
    }
    expect(h1((await visitor(path)).html)).toBe(before);
    expect((await rows(path)).map((r) => r.status)).toEqual(["draft"]);

    // Shown in the editor's state…
    const state = await stateOf(path);
    expect(state.schedule?.status).toBe("refused");
    expect(state.schedule?.reason).toMatch(/^Not published: .*h1.*no longer an admin/i);
    expect(state.publishAt).toBeNull();
    // …in the Content tab's page list…
    const listed = await (await api("/api/pages", { token: editor })).json<{
      pages: { path: string; schedule: { status: string; reason: string } | null }[];
    }>();
    expect(listed.pages.find((p) => p.path === path)?.schedule).toMatchObject({
      status: "refused",
      reason: state.schedule?.reason,
    });
    // …and in the audit log.
    const [audit] = await auditOf("inline.schedule_refused", path);
    expect(JSON.parse(audit?.details ?? "{}").reasons.join(" ")).toMatch(/no longer an admin/);
  });

  it("publishes an admin's override while that admin still is one (audited)", async () => {
    const path = "/network-setup";
    expect((await asAdmin.save(path, emptiedHeading, { baseVersion: 0 })).status).toBe(200);
    const overridden = await asAdmin.publish(path, "publish", {
      publishAt: inAnHour(),
      seoOverrideReason: "Reviewed: the heading is an image on this page",
    });
    expect(overridden.status).toBe(200);
    expect(await runInlineCron()).toContain(path);
    expect(entryText((await stateOf(path)).published.text_element_1)).toBe(" ");
    expect(await auditOf("seo.gate_override", path)).toHaveLength(2);
  });
});

describe("inline: what ends a pending schedule", () => {
  const scheduleHeading = async (path: string, text: string) => {
    const version = await first.draftVersion(path);
    expect((await first.save(path, heading(text), { baseVersion: version })).status).toBe(200);
    const answer = await first.publish(path, "publish", { publishAt: inAnHour() });
    expect(answer.status).toBe(200);
  };

  it("Cancel: the cron then publishes nothing; a second cancel is 404", async () => {
    const path = "/managed-backup-services";
    const before = h1((await visitor(path)).html);
    await scheduleHeading(path, "Cancelled heading");
    const cancelled = await first.cancelSchedule(path);
    expect(cancelled.status).toBe(200);
    expect((await stateOf(path)).schedule).toBeNull();
    expect(await runInlineCron()).not.toContain(path);
    expect(h1((await visitor(path)).html)).toBe(before);
    expect((await schedulesOf(path))[0]).toMatchObject({ status: "cancelled" });
    expect(await auditOf("inline.schedule_cancelled", path)).toHaveLength(1);
    const again = await first.cancelSchedule(path);
    expect(again.status).toBe(404);
    expect((await again.json<{ error: string }>()).error).toBe(
      "Nothing is scheduled to publish here",
    );
  });

  it("a new schedule replaces the pending one: the cron publishes only the new snapshot", async () => {
    const path = "/managed-endpoint-services";
    await scheduleHeading(path, "First schedule");
    await scheduleHeading(path, "Second schedule");
    const all = await schedulesOf(path);
    expect(all.map((s) => s.status)).toEqual(["cancelled", "pending"]);
    expect(await runInlineCron()).toEqual(expect.arrayContaining([path]));
    expect(h1((await visitor(path)).html)).toBe("Second schedule");
  });

  it("unpublish ends it, so an unpublished page does not come back", async () => {
    const path = "/managed-network-services";
    const before = h1((await visitor(path)).html);
    expect((await first.save(path, heading("Live for now"), { baseVersion: 0 })).status).toBe(200);
    expect((await first.publish(path)).status).toBe(200);
    await scheduleHeading(path, "Comes back later");
    expect((await first.publish(path, "unpublish")).status).toBe(200);
    expect(await runInlineCron()).not.toContain(path);
    expect(h1((await visitor(path)).html)).toBe(before);
    expect((await schedulesOf(path)).at(-1)?.status).toBe("cancelled");
  });

  it("publishing now ends it, so the older snapshot does not come back later", async () => {
    const path = "/it-consulting";
    await scheduleHeading(path, "Scheduled heading");
    const { version } = await stateOf(path);
    expect(
      (await first.save(path, heading("Published now"), { baseVersion: version })).status,
    ).toBe(200);
    expect((await first.publish(path)).status).toBe(200);
    expect(h1((await visitor(path)).html)).toBe("Published now");
    expect((await stateOf(path)).schedule).toBeNull();
    expect(await runInlineCron()).not.toContain(path);
    expect(h1((await visitor(path)).html)).toBe("Published now");
    expect((await schedulesOf(path)).at(-1)).toMatchObject({
      status: "cancelled",
      reason: "Replaced by publishing now",
    });
  });

  it("delete ends it", async () => {
    const path = "/managed-security-services";
    const before = h1((await visitor(path)).html);
    await scheduleHeading(path, "Deleted before its time");
    expect((await first.remove(path)).status).toBe(200);
    expect(await runInlineCron()).not.toContain(path);
    expect(h1((await visitor(path)).html)).toBe(before);
    expect((await schedulesOf(path)).at(-1)?.status).toBe("cancelled");
  });

  it("a created page deleted and created again starts with no history, no schedule and no SEO deploys", async () => {
    const path = `/sched-created-${crypto.randomUUID().slice(0, 8)}`;
    const created = await api("/api/templates/create-page", {
      method: "POST",
      token: editor,
      body: { slug: path.slice(1), title: "Scheduled Created Page", template: "service-page" },
    });
    expect(created.status).toBe(201);
    await scheduleHeading(path, "Created page heading");
    const page = await db.select().from(pages).where(eq(pages.path, path)).get();
    const deployed = await api("/api/seo/deploys", {
      method: "POST",
      token: editor,
      body: {
        changes: [{ path, title: "Deployed title", description: "", version: page?.version }],
      },
    });
    expect(deployed.status).toBe(200);
    const deploysOf = async () =>
      (
        await (
          await api(`/api/seo/deploys?path=${path}`, { token: editor })
        ).json<{
          deploys: unknown[];
        }>()
      ).deploys;
    expect(await deploysOf()).toHaveLength(1);
    expect((await first.remove(path)).status).toBe(200);
    expect(await schedulesOf(path)).toEqual([]);
    const again = await api("/api/templates/create-page", {
      method: "POST",
      token: editor,
      body: { slug: path.slice(1), title: "Scheduled Created Page", template: "service-page" },
    });
    expect(again.status).toBe(201);
    const history = await api(`/api/inline-content/revisions?pagePath=${path}`, { token: editor });
    expect((await history.json<{ revisions: unknown[] }>()).revisions).toEqual([]);
    expect(
      await db
        .select()
        .from(inlineContentRevisions)
        .where(eq(inlineContentRevisions.pagePath, path))
        .all(),
    ).toEqual([]);
    expect((await stateOf(path)).schedule).toBeNull();
    expect(await deploysOf()).toEqual([]);
    expect(await runInlineCron()).not.toContain(path);
  });
});

/**
 * A cron run of the page schedules whose gate (it renders the page) first runs `meanwhile`:
 * what staff press while the cron is between taking the schedule and publishing it.
 */
function inlineCronWith(meanwhile: () => Promise<unknown>) {
  const deps = testWorkerDeps();
  const render = deps.site.render;
  let pressed = false;
  deps.site.render = async (path, as) => {
    if (!pressed) {
      pressed = true;
      await meanwhile();
    }
    return render(path, as);
  };
  return publishScheduledInlineContent(deps, new Date(Date.now() + 2 * HOUR));
}

describe("inline: stopped while the cron runs the gate", () => {
  const scheduleHeading = async (path: string, text: string) => {
    const version = await first.draftVersion(path);
    expect((await first.save(path, heading(text), { baseVersion: version })).status).toBe(200);
    expect((await first.publish(path, "publish", { publishAt: inAnHour() })).status).toBe(200);
  };

  it("Cancel wins: nothing is published and the schedule says cancelled", async () => {
    const path = "/cloud-migration";
    const before = h1((await visitor(path)).html);
    await scheduleHeading(path, "Cancelled at the last moment");
    const done = await inlineCronWith(async () => {
      expect((await first.cancelSchedule(path)).status).toBe(200);
    });
    expect(done).not.toContain(path);
    expect(h1((await visitor(path)).html)).toBe(before);
    expect((await schedulesOf(path)).at(-1)?.status).toBe("cancelled");
    expect(await auditOf("inline.published", path)).toEqual([]);
  });

  it("Unpublish wins: the page stays unpublished", async () => {
    const path = "/disaster-recovery";
    const before = h1((await visitor(path)).html);
    expect((await first.save(path, heading("Live for a while"), { baseVersion: 0 })).status).toBe(
      200,
    );
    expect((await first.publish(path)).status).toBe(200);
    await scheduleHeading(path, "Must not come back");
    const done = await inlineCronWith(async () => {
      expect((await first.publish(path, "unpublish")).status).toBe(200);
    });
    expect(done).not.toContain(path);
    expect(h1((await visitor(path)).html)).toBe(before);
    expect(await rows(path)).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ status: "published" })]),
    );
  });

  it("Delete wins: a created page does not come back", async () => {
    const path = `/race-created-${crypto.randomUUID().slice(0, 8)}`;
    const created = await api("/api/templates/create-page", {
      method: "POST",
      token: editor,
      body: { slug: path.slice(1), title: "Race Created Page", template: "service-page" },
    });
    expect(created.status).toBe(201);
    await scheduleHeading(path, "Created page heading");
    const done = await inlineCronWith(async () => {
      expect((await first.remove(path)).status).toBe(200);
    });
    expect(done).not.toContain(path);
    expect((await visitor(path)).status).toBe(404);
    expect(await db.select().from(pages).where(eq(pages.path, path)).all()).toEqual([]);
    expect(await rows(path)).toEqual([]);
  });

  it("a slug change wins: nothing lands at the old address; the schedule publishes at the new one", async () => {
    const slug = `race-moved-${crypto.randomUUID().slice(0, 8)}`;
    const from = `/${slug}`;
    const to = `${from}-new`;
    const created = await api("/api/templates/create-page", {
      method: "POST",
      token: editor,
      body: { slug, title: "Race Moved Page", template: "service-page" },
    });
    expect(created.status).toBe(201);
    await scheduleHeading(from, "Moved page heading");
    const done = await inlineCronWith(async () => {
      const settings = await api(`/api/pages/settings?path=${from}`, { token: editor });
      const { baseVersion } = await settings.json<{ baseVersion: number }>();
      const moved = await api("/api/pages/settings", {
        method: "PUT",
        token: editor,
        body: {
          path: from,
          baseVersion,
          seoTitle: "",
          description: "",
          image: "",
          slug: `${slug}-new`,
        },
      });
      expect(moved.status).toBe(200);
    });
    expect(done).not.toContain(from);
    expect(await rows(from)).toEqual([]);
    expect(await auditOf("inline.published", from)).toEqual([]);
    // The schedule moved with the page, still pending and free for the next run.
    expect((await schedulesOf(to)).map((s) => [s.status, s.claimToken])).toEqual([
      ["pending", null],
    ]);
    expect(await runInlineCron()).toContain(to);
    expect(h1((await visitor(to)).html)).toBe("Moved page heading");
    expect(await rows(from)).toEqual([]);
  });

  it("an admin's override is audited only when its schedule publishes", async () => {
    const path = "/email-migration";
    expect((await asAdmin.save(path, emptiedHeading)).status).toBe(200);
    const overridden = await asAdmin.publish(path, "publish", {
      publishAt: inAnHour(),
      seoOverrideReason: "Reviewed: the heading is an image on this page",
    });
    expect(overridden.status).toBe(200);
    // One row for the override at schedule time; none for the run that Cancel stopped.
    expect(await auditOf("seo.gate_override", path)).toHaveLength(1);
    const done = await inlineCronWith(async () => {
      expect((await asAdmin.cancelSchedule(path)).status).toBe(200);
    });
    expect(done).not.toContain(path);
    expect((await schedulesOf(path)).at(-1)?.status).toBe("cancelled");
    expect(await auditOf("seo.gate_override", path)).toHaveLength(1);
  });

  it("two cron runs at once publish a schedule once", async () => {
    const path = "/help-desk-support";
    await scheduleHeading(path, "Published once");
    const [a, b] = await Promise.all([runInlineCron(), runInlineCron()]);
    expect([...a, ...b].filter((p) => p === path)).toEqual([path]);
    expect(h1((await visitor(path)).html)).toBe("Published once");
    expect(await auditOf("inline.published", path)).toHaveLength(1);
  });

  it("a claim left by a run that died is taken again after ten minutes, not before", async () => {
    const path = "/network-monitoring";
    await scheduleHeading(path, "After a dead run");
    const [pending] = (await schedulesOf(path)).filter((s) => s.status === "pending");
    const cronAt = Date.now() + 2 * HOUR;
    const claimedAt = (ms: number) =>
      db
        .update(publishSchedules)
        .set({ claimToken: "a-run-that-died", claimedAt: new Date(cronAt - ms).toISOString() })
        .where(eq(publishSchedules.id, pending?.id ?? 0));
    await claimedAt(5 * 60 * 1000);
    expect(await runInlineCron()).not.toContain(path);
    expect((await schedulesOf(path)).at(-1)?.status).toBe("pending");
    await claimedAt(11 * 60 * 1000);
    expect(await runInlineCron()).toContain(path);
    expect(h1((await visitor(path)).html)).toBe("After a dead run");
  });
});

describe("inline: publish what was reviewed", () => {
  it("a stale or missing baseVersion is 409 with the save's conflict answer; nothing changes", async () => {
    const path = "/staff-outsourcing";
    expect((await first.save(path, heading("Seen by the first"), { baseVersion: 0 })).status).toBe(
      200,
    );
    expect((await second.save(path, emptiedHeading, { baseVersion: 1 })).status).toBe(200);
    const before = await rows(path);
    for (const extra of [
      { baseVersion: 1 },
      { baseVersion: 1, publishAt: inAnHour() },
      { baseVersion: undefined },
    ]) {
      const stale = await first.publish(path, "publish", extra);
      expect(stale.status).toBe(409);
      const answer = await stale.json<{ code: string; error: string; issues: unknown[] }>();
      expect(answer.code).toBe("STALE");
      expect(answer.error).toMatch(
        /^This page was changed by .+\. Compare their changes with yours\.$/,
      );
      expect(answer.issues).toEqual([
        expect.objectContaining({
          path: "baseVersion",
          message: expect.stringMatching(/^Changed by/),
        }),
      ]);
    }
    expect(await rows(path)).toEqual(before);
    expect(await schedulesOf(path)).toEqual([]);
    expect((await stateOf(path)).published).toEqual({});
  });
});

describe("blog posts", () => {
  const blogSchedules = (id: string) =>
    db
      .select()
      .from(publishSchedules)
      .where(and(eq(publishSchedules.targetKind, "blog"), eq(publishSchedules.target, id)))
      .all();
  const listedPost = async (id: string, token = editor) =>
    (await (await api("/api/blogs", { token })).json<BlogPost[]>()).find((p) => p.id === id);
  const put = (post: BlogPost, overrides: Record<string, unknown>, token = editor) =>
    api(`/api/blogs/${post.id}`, {
      method: "PUT",
      token,
      body: {
        ...postBody({ slug: post.slug, title: post.title, content: post.content }),
        version: post.version,
        ...overrides,
      },
    });

  it("the cron publishes the post as it was scheduled", async () => {
    const at = inAnHour();
    const { blog } = await createPost(editor, { published: true, publishAt: at, title: "Frozen" });
    expect(blog.published).toBe(false);
    expect((await listedPost(blog.id))?.schedule).toMatchObject({
      status: "pending",
      publishAt: at,
    });
    expect(await runBlogCron()).toContain(blog.slug);
    const row = await db.select().from(blogs).where(eq(blogs.id, blog.id)).get();
    expect(row).toMatchObject({ published: true, title: "Frozen", publishAt: null });
    expect((await blogSchedules(blog.id)).map((s) => s.status)).toEqual(["published"]);
    expect((await listedPost(blog.id))?.schedule).toBeNull();
  });

  it("a save without a publish time cancels the pending schedule; the cron publishes nothing", async () => {
    const { blog } = await createPost(editor, { published: true, publishAt: inAnHour() });
    const saved = await put(
      blog,
      { published: false, publishAt: null, content: "# Changed" },
      secondEditor,
    );
    expect(saved.status).toBe(200);
    expect(await runBlogCron()).not.toContain(blog.slug);
    const row = await db.select().from(blogs).where(eq(blogs.id, blog.id)).get();
    expect(row?.published).toBe(false);
    expect((await blogSchedules(blog.id)).map((s) => s.status)).toEqual(["cancelled"]);
  });

  it("a save with a new publish time replaces the schedule with the new version", async () => {
    const { blog } = await createPost(editor, { published: true, publishAt: inAnHour() });
    const saved = await put(blog, { published: true, publishAt: inAnHour(), title: "Second take" });
    expect(saved.status).toBe(200);
    expect((await blogSchedules(blog.id)).map((s) => s.status)).toEqual(["cancelled", "pending"]);
    expect(await runBlogCron()).toContain(blog.slug);
    const row = await db.select().from(blogs).where(eq(blogs.id, blog.id)).get();
    expect(row).toMatchObject({ published: true, title: "Second take" });
  });

  it("a stale save is 409 and leaves the schedule as it was", async () => {
    const { blog } = await createPost(editor, { published: true, publishAt: inAnHour() });
    const stale = await put(
      { ...blog, version: blog.version + 5 },
      { published: true, publishAt: null },
    );
    expect(stale.status).toBe(409);
    expect((await blogSchedules(blog.id)).map((s) => s.status)).toEqual(["pending"]);
  });

  it("Cancel ends it and clears the post's publish time; delete ends it too", async () => {
    const { blog } = await createPost(editor, { published: true, publishAt: inAnHour() });
    const cancelled = await api(`/api/blogs/${blog.id}/schedule`, {
      method: "DELETE",
      token: editor,
    });
    expect(cancelled.status).toBe(200);
    const answer = await cancelled.json<{ blog: BlogPost }>();
    expect(answer.blog).toMatchObject({ publishAt: null, published: false, schedule: null });
    expect(answer.blog.version).toBe(blog.version + 1);
    expect(
      (await api(`/api/blogs/${blog.id}/schedule`, { method: "DELETE", token: editor })).status,
    ).toBe(404);
    expect(await runBlogCron()).not.toContain(blog.slug);

    const other = await createPost(editor, { published: true, publishAt: inAnHour() });
    expect(
      (await api(`/api/blogs/${other.blog.id}`, { method: "DELETE", token: editor })).status,
    ).toBe(200);
    expect((await blogSchedules(other.blog.id)).map((s) => s.status)).toEqual(["cancelled"]);
    expect(await runBlogCron()).not.toContain(other.blog.slug);
  });

  it("refuses at cron time when the gate fails and the override no longer applies", async () => {
    const siteUrl = async (url: string) => {
      const current = await (await api("/api/settings/site", { token: admin })).json<{
        settings: Record<string, unknown>;
        version: number;
      }>();
      const response = await api("/api/settings/site", {
        method: "PUT",
        token: admin,
        body: { settings: { ...current.settings, siteUrl: url }, version: current.version },
      });
      expect(response.status).toBe(200);
    };
    await siteUrl("http://localhost:8787");
    let id = "";
    try {
      const created = await api("/api/blogs", {
        method: "POST",
        token: admin,
        body: postBody({
          published: true,
          publishAt: inAnHour(),
          seoOverrideReason: "Staging host: http is expected here",
        }),
      });
      expect(created.status).toBe(201);
      id = (await created.json<{ id: string }>()).id;
      await db.update(users).set({ role: "editor" }).where(eq(users.id, adminId));
      try {
        expect(await runBlogCron()).toEqual([]);
      } finally {
        await db.update(users).set({ role: "admin" }).where(eq(users.id, adminId));
      }
    } finally {
      await siteUrl("https://www.northbridge-it.example");
    }
    const row = await db.select().from(blogs).where(eq(blogs.id, id)).get();
    expect(row?.published).toBe(false);
    const schedule = (await listedPost(id))?.schedule;
    expect(schedule?.status).toBe("refused");
    expect(schedule?.reason).toMatch(/HTTPS.*no longer an admin/);
    expect(await auditOf("blog.schedule_refused", id)).toHaveLength(1);
  });
});

describe("blog: stopped while the cron runs the gate", () => {
  it("Cancel wins: the post is not published and the schedule says cancelled", async () => {
    const { blog } = await createPost(editor, { published: true, publishAt: inAnHour() });
    const deps = testWorkerDeps();
    // The cron reads the site settings for its gate after taking the schedule: Cancel then.
    let settings: ReturnType<typeof getSiteSettings> | undefined;
    const cancelThenRead = async () => {
      const cancelled = await api(`/api/blogs/${blog.id}/schedule`, {
        method: "DELETE",
        token: editor,
      });
      expect(cancelled.status).toBe(200);
      return getSiteSettings(testDeps());
    };
    deps.renderReads = {
      get siteSettings() {
        settings ??= cancelThenRead();
        return settings;
      },
    };
    const done = await publishScheduledPosts(deps, new Date(Date.now() + 2 * HOUR));
    expect(done).not.toContain(blog.slug);
    const stored = await db.select().from(blogs).where(eq(blogs.id, blog.id)).get();
    expect(stored?.published).toBe(false);
    expect((await schedulesOf(blog.id)).at(-1)?.status).toBe("cancelled");
  });
});

describe("the cron keeps going", () => {
  it("refuses a schedule it cannot read and publishes the others", async () => {
    const path = "/voip-services";
    await db.insert(publishSchedules).values({
      targetKind: "inline",
      target: "/it-management-services",
      snapshot: "not json",
      baseVersion: 1,
      publishAt: new Date(Date.now() - 1000).toISOString(),
      scheduledBy: "someone",
    });
    const version = await first.draftVersion(path);
    expect(
      (await first.save(path, heading("After the broken one"), { baseVersion: version })).status,
    ).toBe(200);
    expect((await first.publish(path, "publish", { publishAt: inAnHour() })).status).toBe(200);
    const done = await runInlineCron();
    expect(done).toContain(path);
    expect(done).not.toContain("/it-management-services");
    const [broken] = await schedulesOf("/it-management-services");
    expect(broken?.status).toBe("refused");
    expect(
      await db
        .select()
        .from(inlineContent)
        .where(eq(inlineContent.pagePath, "/it-management-services"))
        .all(),
    ).toEqual([]);
  });
});
