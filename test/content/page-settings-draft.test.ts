import { env, exports } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { InlineContentState } from "../../app/schemas/inline-content";
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
import { publishScheduledInlineContent } from "../../worker/services/content/inline-publishing";
import { testWorkerDeps } from "../factories/deps";
import { editorCalls, h1, heading, rows, visitor } from "../factories/inline-content";
import { api, insertUser, loginAs, ORIGIN } from "../factories/users";

// Issue 31, item 3: Page settings (SEO title, meta description, social image, a created page's
// title) are part of the page's draft. Saving them is versioned like an inline save (the draft
// version the editor saw; 409 when stale); Publish ships words and settings in one batch;
// Schedule freezes them; History lists and restores them; Discard drops them; a revert is
// decided by the history. Visitors' <head>, JSON-LD and social image follow the published
// settings only.

const db = createDb(env.DB);
const HOUR = 60 * 60 * 1000;
let editor = "";
const calls = editorCalls(() => editor);

// The first render of a file loads the whole server build.
beforeAll(() => exports.default.fetch(`${ORIGIN}/it-security`).then((r) => r.text()), 60_000);
beforeAll(async () => {
  editor = await loginAs(await insertUser({ role: "editor" }));
});

interface Values {
  seoTitle: string | null;
  description: string | null;
  image: string | null;
  title: string | null;
  slug: string | null;
}
interface View {
  path: string;
  baseVersion: number;
  values: Values;
  published: Values;
  unpublished: string[];
  changes: { id: string; before: Values; after: Values; revertedAt: string | null }[];
}
interface Answer {
  error?: string;
  code?: string;
  settings?: View;
  redirectTo?: string | null;
}

const read = async (path: string) =>
  (
    await api(`/api/pages/settings?path=${encodeURIComponent(path)}`, { token: editor })
  ).json<View>();

async function save(body: Record<string, unknown>) {
  const response = await api("/api/pages/settings", { method: "PUT", token: editor, body });
  return { status: response.status, body: await response.json<Answer>() };
}

/** Page settings as the panel saves them: every field, at the draft version shown. */
async function saveSettings(path: string, fields: Partial<Values>, baseVersion?: number) {
  const view = await read(path);
  return save({
    path,
    baseVersion: baseVersion ?? view.baseVersion,
    seoTitle: view.values.seoTitle ?? "",
    description: view.values.description ?? "",
    image: view.values.image ?? "",
    ...fields,
  });
}

async function revert(id: string, baseVersion: number | undefined) {
  const response = await api(`/api/pages/settings/changes/${id}/revert`, {
    method: "POST",
    token: editor,
    body: baseVersion === undefined ? {} : { baseVersion },
  });
  return { status: response.status, body: await response.json<Answer>() };
}

const stateOf = async (pagePath: string) =>
  (
    await api(`/api/inline-content/get?pagePath=${pagePath}&pageType=page&status=draft`, {
      token: editor,
    })
  ).json<InlineContentState>();

const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
const catalogue = (path: string) => db.select().from(pages).where(eq(pages.path, path)).get();

describe("Saving Page settings", () => {
  it("keeps them in the draft: visitors see the published settings until Publish", async () => {
    const path = "/it-support-texas";
    const before = await visitor(path);
    const stored = await catalogue(path);
    const saved = await saveSettings(path, {
      seoTitle: "Texas IT support that answers first time",
      description: "Draft description for Texas offices: not for visitors until it is published.",
      image: "/images/texas-draft.png",
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.settings?.baseVersion).toBe(1);
    expect(saved.body.settings?.values.seoTitle).toBe("Texas IT support that answers first time");
    expect(saved.body.settings?.published.seoTitle).toBeNull();
    expect(saved.body.settings?.unpublished).toEqual(["seoTitle", "description", "image"]);

    // The catalogue (what every public output reads) is untouched…
    expect(await catalogue(path)).toEqual(stored);
    // …so the <title>, description, og:image and JSON-LD are the published ones.
    const page = await visitor(path);
    expect(title(page.html)).toBe(title(before.html));
    expect(meta(page.html, "description")).toBe(meta(before.html, "description"));
    expect(meta(page.html, "og:image")).toBe(meta(before.html, "og:image"));
    expect(page.html).not.toContain("Draft description for Texas");
    expect(page.html).not.toContain("texas-draft.png");

    // Edit mode's state counts them as the draft's unpublished changes.
    const state = await stateOf(path);
    expect(state.version).toBe(1);
    expect(state.unpublishedChanges).toBe(true);
    expect(state.unpublishedSettings).toEqual(["seoTitle", "description", "image"]);
  });

  it("is versioned like an inline save: a stale or missing draft version is a 409", async () => {
    const path = "/it-support-florida";
    expect((await calls.save(path, heading("Florida heading"))).status).toBe(200);
    const view = await read(path);
    expect(view.baseVersion).toBe(1);
    for (const baseVersion of [0, 2, undefined]) {
      const answer = await save({
        path,
        baseVersion,
        seoTitle: "Stale title",
        description: "",
        image: "",
      });
      expect(answer.status).toBe(409);
      expect(answer.body.error).toContain("changed by someone else");
    }
    // An inline save in between makes the panel's version stale too.
    expect((await calls.save(path, heading("Florida heading, again"))).status).toBe(200);
    expect((await saveSettings(path, { seoTitle: "Late title" }, 1)).status).toBe(409);
    expect((await read(path)).values.seoTitle).toBeNull();
    // And a settings save makes an inline save from the old version stale.
    expect((await saveSettings(path, { seoTitle: "Fresh title" })).status).toBe(200);
    const stale = await calls.save(path, heading("From version 2"), { baseVersion: 2 });
    expect(stale.status).toBe(409);
    // The words and the settings live in one draft: an inline save keeps the settings.
    expect((await calls.save(path, heading("From version 3"))).status).toBe(200);
    expect((await read(path)).values.seoTitle).toBe("Fresh title");
  });
});

describe("Publishing a draft with settings", () => {
  it("ships words and settings together; public outputs follow, the draft is clean", async () => {
    const path = "/it-support-california";
    expect((await calls.save(path, heading("California support, published"))).status).toBe(200);
    const description =
      "Managed IT support for California offices: helpdesk, on-site visits and a named engineer.";
    const saved = await saveSettings(path, {
      seoTitle: "California IT support with a named engineer",
      description,
      image: "/images/california.png",
    });
    expect(saved.status).toBe(200);
    const published = await calls.publish(path);
    expect(published.status, await published.clone().text()).toBe(200);

    const page = await visitor(path);
    expect(h1(page.html)).toBe("California support, published");
    expect(title(page.html)).toMatch(/^California IT support with a named engineer \| /);
    expect(meta(page.html, "description")).toBe(description);
    expect(meta(page.html, "og:image")).toMatch(/\/images\/california\.png$/);
    // The regional page's ProfessionalService JSON-LD carries the published description.
    expect(page.html).toContain(`"description":"${description}"`);
    expect(await catalogue(path)).toMatchObject({
      seoTitle: "California IT support with a named engineer",
      seoDescription: description,
      seoImage: "/images/california.png",
    });

    const view = await read(path);
    expect(view.unpublished).toEqual([]);
    expect(view.published.seoTitle).toBe("California IT support with a named engineer");
    const state = await stateOf(path);
    expect(state.unpublishedChanges).toBe(false);
    expect(state.unpublishedSettings).toEqual([]);
    // The publish is in the history with the settings it published.
    const [publishRevision] = await db
      .select()
      .from(inlineContentRevisions)
      .where(
        and(
          eq(inlineContentRevisions.pagePath, path),
          eq(inlineContentRevisions.action, "publish"),
        ),
      )
      .all();
    expect(JSON.parse(publishRevision?.settings ?? "null")).toMatchObject({
      values: { seoTitle: "California IT support with a named engineer" },
      changed: ["seoTitle", "description", "image"],
    });
  });

  it("is one transaction: when the settings cannot be written, no words are published either", async () => {
    const path = "/it-support-illinois";
    const before = h1((await visitor(path)).html);
    expect((await calls.save(path, heading("Illinois words that must wait"))).status).toBe(200);
    const saved = await saveSettings(path, { seoTitle: "Illinois title that must wait" });
    expect(saved.status).toBe(200);
    // The catalogue refuses this page's write for a moment (a trigger stands in for a fault).
    await env.DB.exec(
      `CREATE TRIGGER refuse_illinois BEFORE UPDATE ON pages WHEN old.path = '${path}' BEGIN SELECT RAISE(ABORT, 'refused'); END`,
    );
    try {
      const published = await calls.publish(path);
      expect(published.status).toBe(500);
    } finally {
      await env.DB.exec("DROP TRIGGER refuse_illinois");
    }
    expect((await rows(path)).map((r) => r.status)).toEqual(["draft"]);
    expect(h1((await visitor(path)).html)).toBe(before);
    expect((await catalogue(path))?.seoTitle).toBeNull();
    // Once the fault is gone, the same draft publishes whole.
    expect((await calls.publish(path)).status).toBe(200);
    expect(title((await visitor(path)).html)).toMatch(/^Illinois title that must wait \| /);
    expect(h1((await visitor(path)).html)).toBe("Illinois words that must wait");
  });

  it("publishes a created page's title with its words", async () => {
    const created = await api("/api/templates/create-page", {
      method: "POST",
      token: editor,
      body: { slug: "draft-title-page", title: "Draft Title Page", template: "service-page" },
    });
    expect(created.status).toBe(201);
    const path = "/draft-title-page";
    const titled = await saveSettings(path, { title: "Backup for Small Offices" });
    expect(titled.status, JSON.stringify(titled.body)).toBe(200);
    expect((await catalogue(path))?.title).toBe("Draft Title Page");
    const published = await calls.publish(path);
    expect(published.status, await published.clone().text()).toBe(200);
    const page = await visitor(path);
    expect(title(page.html)).toMatch(/^Backup for Small Offices \| /);
    expect(page.html).toContain('"name":"Backup for Small Offices"'); // the breadcrumb
    expect((await catalogue(path))?.title).toBe("Backup for Small Offices");
  });
});

describe("Scheduling a draft with settings", () => {
  it("freezes the settings: the cron publishes them as scheduled, not a later draft's", async () => {
    const path = "/managed-services-texas";
    expect((await saveSettings(path, { seoTitle: "Scheduled Texas title" })).status).toBe(200);
    const at = new Date(Date.now() + HOUR).toISOString();
    const scheduled = await calls.publish(path, "publish", { publishAt: at });
    expect(scheduled.status).toBe(200);
    const [schedule] = await db
      .select()
      .from(publishSchedules)
      .where(eq(publishSchedules.target, path))
      .all();
    expect(JSON.parse(schedule?.snapshot ?? "{}").settings).toEqual({
      seoTitle: "Scheduled Texas title",
    });
    // A later draft changes the title again: that one waits.
    expect((await saveSettings(path, { seoTitle: "Later Texas title" })).status).toBe(200);
    expect(title((await visitor(path)).html)).not.toMatch(/Texas title/);

    expect(
      await publishScheduledInlineContent(testWorkerDeps(), new Date(Date.now() + 2 * HOUR)),
    ).toContain(path);
    expect(title((await visitor(path)).html)).toMatch(/^Scheduled Texas title \| /);
    const view = await read(path);
    expect(view.values.seoTitle).toBe("Later Texas title");
    expect(view.unpublished).toEqual(["seoTitle"]);
  });

  it("publishes a schedule frozen before settings were drafted (no settings in its snapshot)", async () => {
    const path = "/managed-services-florida";
    const stored = await catalogue(path);
    await db.insert(publishSchedules).values({
      targetKind: "inline",
      target: path,
      snapshot: JSON.stringify({
        pageType: "page",
        content: heading("Scheduled before the migration"),
        htmlSample: "",
      }),
      baseVersion: 0,
      publishAt: new Date(Date.now() - 1000).toISOString(),
      scheduledBy: "someone",
    });
    expect(await publishScheduledInlineContent(testWorkerDeps())).toContain(path);
    expect(h1((await visitor(path)).html)).toBe("Scheduled before the migration");
    expect((await catalogue(path))?.seoTitle).toBe(stored?.seoTitle);
  });
});

describe("History and Discard", () => {
  it("lists settings changes and restores a revision's settings with its words", async () => {
    const path = "/helpdesk-services-texas";
    expect((await calls.save(path, heading("Texas helpdesk, first words"))).status).toBe(200);
    expect((await saveSettings(path, { seoTitle: "First helpdesk title" })).status).toBe(200);
    expect((await calls.save(path, heading("Texas helpdesk, second words"))).status).toBe(200);
    expect((await saveSettings(path, { seoTitle: "Second helpdesk title" })).status).toBe(200);

    const history = await (
      await api(`/api/inline-content/revisions?pagePath=${path}&pageType=page`, { token: editor })
    ).json<{
      revisions: {
        id: number;
        action: string;
        version: number;
        settings: { values: Values; changed: string[] } | null;
      }[];
      settings: Values | null;
    }>();
    expect(history.settings?.seoTitle).toBe("Second helpdesk title");
    const settingsSaves = history.revisions.filter((r) => r.settings?.changed.length);
    expect(settingsSaves.map((r) => r.settings?.values.seoTitle)).toEqual([
      "Second helpdesk title",
      "First helpdesk title",
    ]);
    // The version with the first title and the first words comes back whole.
    const firstTitle = history.revisions.find((r) => r.version === 2);
    expect(firstTitle?.settings?.values.seoTitle).toBe("First helpdesk title");
    const restored = await api("/api/inline-content/restore", {
      method: "POST",
      token: editor,
      body: { pagePath: path, pageType: "page", revisionId: firstTitle?.id, baseVersion: 4 },
    });
    expect(restored.status, await restored.clone().text()).toBe(200);
    const view = await read(path);
    expect(view.values.seoTitle).toBe("First helpdesk title");
    expect(view.baseVersion).toBe(5);
    const state = await stateOf(path);
    expect(state.draft.text_element_1).toMatchObject({ content: "Texas helpdesk, first words" });
    // Restoring only the SEO title of the latest settings save.
    const picked = await api("/api/inline-content/restore", {
      method: "POST",
      token: editor,
      body: {
        pagePath: path,
        pageType: "page",
        revisionId: settingsSaves[0]?.id,
        elements: ["seoTitle"],
        baseVersion: 5,
      },
    });
    expect(picked.status, await picked.clone().text()).toBe(200);
    expect((await read(path)).values.seoTitle).toBe("Second helpdesk title");
    expect((await stateOf(path)).draft.text_element_1).toMatchObject({
      content: "Texas helpdesk, first words",
    });
    // Nothing of it reached visitors.
    expect(title((await visitor(path)).html)).not.toMatch(/helpdesk title/);
  });

  it("Discard all edits drops the draft's settings; the published ones stay", async () => {
    const path = "/helpdesk-services-florida";
    const first = await saveSettings(path, { description: "Published Florida description." });
    expect(first.status).toBe(200);
    expect((await calls.publish(path)).status).toBe(200);
    const second = await saveSettings(path, { description: "Draft Florida description." });
    expect(second.status).toBe(200);
    expect((await calls.remove(path)).status).toBe(200);
    const view = await read(path);
    expect(view.baseVersion).toBe(0);
    expect(view.values.description).toBe("Published Florida description.");
    expect(view.unpublished).toEqual([]);
    expect(meta((await visitor(path)).html, "description")).toBe("Published Florida description.");
  });
});

describe("Reverting a Page settings change", () => {
  it("is decided by the history: a later change that stands refuses it, even with the same text", async () => {
    const path = "/technical-support-texas";
    // A wrote T1, B wrote T2, C wrote T1 again: the page shows A's text, but C stands.
    const a = await saveSettings(path, { seoTitle: "T1" });
    await saveSettings(path, { seoTitle: "T2" });
    const c = await saveSettings(path, { seoTitle: "T1" });
    expect(c.status).toBe(200);
    const view = c.body.settings as View;
    const [changeC, changeB, changeA] = view.changes;
    expect(changeA?.id).toBe(a.body.settings?.changes[0]?.id);
    const refused = await revert(changeA?.id ?? "", view.baseVersion);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("REVERT_CONFLICT");
    expect(refused.body.error).toMatch(/SEO title was changed again since \(by \S+, .+\)/);

    // A stale or missing draft version is a 409, whatever the history says.
    expect((await revert(changeC?.id ?? "", view.baseVersion - 1)).status).toBe(409);
    expect((await revert(changeC?.id ?? "", undefined)).status).toBe(409);

    // Last first: C, then B, then A (each into the draft, nothing live).
    let baseVersion = view.baseVersion;
    for (const [change, back] of [
      [changeC, "T2"],
      [changeB, "T1"],
      [changeA, null],
    ] as const) {
      const undone = await revert(change?.id ?? "", baseVersion);
      expect(undone.status, JSON.stringify(undone.body)).toBe(200);
      expect(undone.body.settings?.values.seoTitle).toBe(back);
      baseVersion = undone.body.settings?.baseVersion ?? 0;
    }
    expect((await revert(changeA?.id ?? "", baseVersion)).body.code).toBe("ALREADY_REVERTED");
    expect((await catalogue(path))?.seoTitle).toBeNull();
    const reverted = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "page.settings_reverted"))
      .all();
    expect(reverted).toHaveLength(3);
  });

  it("is refused while a later SEO deploy of that field stands", async () => {
    const path = "/technical-support-florida";
    const saved = await saveSettings(path, { description: "Settings description" });
    const [change] = saved.body.settings?.changes ?? [];
    await db.insert(seoDeploys).values({
      id: crypto.randomUUID(),
      pagePath: path,
      pageVersion: 5,
      beforeDescription: null,
      afterDescription: "Deployed description",
      deployedByUsername: "seo-lead",
      deployedAt: new Date(Date.now() + 1000).toISOString(),
    });
    const refused = await revert(change?.id ?? "", saved.body.settings?.baseVersion);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(
      /meta description was changed again since \(by seo-lead in an SEO deploy/,
    );
  });

  it("reverts a change recorded before settings were drafted, into the draft", async () => {
    const path = "/msp-outsourcing-texas";
    const row = await catalogue(path);
    if (!row) throw new Error("no catalogue row");
    // As Page settings wrote it before: straight into the catalogue, with its record.
    await db.update(pages).set({ seoTitle: "Live since before" }).where(eq(pages.id, row.id));
    const values = { seoTitle: null, description: null, image: null, title: null, slug: null };
    await db.insert(pageSettingsChanges).values({
      id: "old-change",
      pageId: row.id,
      pagePath: path,
      before: values,
      after: { ...values, seoTitle: "Live since before" },
      pageVersion: row.version + 1,
      changedBy: "someone",
    });
    const view = await read(path);
    expect(view.values.seoTitle).toBe("Live since before");
    const undone = await revert("old-change", view.baseVersion);
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(undone.body.settings?.values.seoTitle).toBeNull();
    expect(undone.body.settings?.unpublished).toEqual(["seoTitle"]);
    expect(title((await visitor(path)).html)).toMatch(/^Live since before \| /);
    expect((await calls.publish(path)).status).toBe(200);
    expect(title((await visitor(path)).html)).not.toMatch(/Live since before/);
  });
});

describe("Rows stored before settings joined the draft", () => {
  it("a draft row without settings reads, saves and publishes as before", async () => {
    const path = "/msp-outsourcing-florida";
    await db.insert(inlineContent).values({
      pagePath: path,
      pageType: "page",
      status: "draft",
      content: JSON.stringify(heading("Old draft words")),
      version: 3,
    });
    const state = await stateOf(path);
    expect(state.unpublishedSettings).toEqual([]);
    expect((await read(path)).baseVersion).toBe(3);
    expect((await calls.publish(path)).status).toBe(200);
    expect(h1((await visitor(path)).html)).toBe("Old draft words");
  });
});
