import {
  createExecutionContext,
  createScheduledController,
  waitOnExecutionContext,
} from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { entryText, type InlineContentMap } from "../../app/schemas/inline-content";
import worker from "../../worker";
import { createDb } from "../../worker/db/client";
import { publishSchedules } from "../../worker/db/schema";
import {
  editorCalls,
  h1,
  heading,
  insertInlineContent,
  visitor,
} from "../factories/inline-content";
import { api, ORIGIN, signedIn } from "../factories/users";

const db = createDb(env.DB);

// Inline content's history (revisions, restore) and scheduled publishing over HTTP.

// The first render of a file loads the whole server build.
beforeAll(() => exports.default.fetch(`${ORIGIN}/it-security`).then((r) => r.text()), 60_000);

let editor: string;
beforeAll(async () => {
  editor = (await signedIn("editor")).token;
});

const { save, publish } = editorCalls(() => editor);

describe("history", () => {
  it("lists revisions with who and which elements, and restores whole or named elements as a new draft", async () => {
    const path = "/server-migration";
    const two = {
      ...heading("First heading"),
      text_element_2: {
        type: "text" as const,
        content: "First subtitle",
        selector: '[data-eid="hero.subtitle"]',
      },
    };
    expect((await save(path, two, { baseVersion: 0 })).status).toBe(200);
    const changed = {
      ...heading("Second heading"),
      text_element_2: {
        type: "text" as const,
        content: "Second subtitle",
        selector: '[data-eid="hero.subtitle"]',
      },
    };
    expect((await save(path, changed, { baseVersion: 1 })).status).toBe(200);
    expect((await publish(path)).status).toBe(200);

    const listed = await api(`/api/inline-content/revisions?pagePath=${path}`, { token: editor });
    expect(listed.status).toBe(200);
    const { revisions } = await listed.json<{
      revisions: {
        id: number;
        action: string;
        changed: string[];
        createdBy: string;
        content: InlineContentMap;
      }[];
    }>();
    expect(revisions.map((r) => r.action)).toEqual(["publish", "save", "save"]);
    expect(revisions[1]?.changed).toEqual(["text_element_1", "text_element_2"]);
    const firstId = revisions[2]?.id ?? 0;

    // One element back: the heading returns to "First heading", the subtitle stays.
    const one = await api("/api/inline-content/restore", {
      method: "POST",
      token: editor,
      body: { pagePath: path, revisionId: firstId, elements: ["text_element_1"], baseVersion: 2 },
    });
    expect(one.status).toBe(200);
    expect(await one.json()).toMatchObject({ version: 3, changed: ["text_element_1"] });
    let state = await (
      await api(`/api/inline-content/get?pagePath=${path}&status=draft`, { token: editor })
    ).json<{ draft: InlineContentMap }>();
    expect(entryText(state.draft.text_element_1)).toBe("First heading");
    expect(entryText(state.draft.text_element_2)).toBe("Second subtitle");
    // Visitors still see the published version.
    expect(h1((await visitor(path)).html)).toBe("Second heading");

    const whole = await api("/api/inline-content/restore", {
      method: "POST",
      token: editor,
      body: { pagePath: path, revisionId: firstId, baseVersion: 3 },
    });
    expect(whole.status).toBe(200);
    state = await (
      await api(`/api/inline-content/get?pagePath=${path}&status=draft`, { token: editor })
    ).json<{ draft: InlineContentMap }>();
    expect(entryText(state.draft.text_element_2)).toBe("First subtitle");

    const stale = await api("/api/inline-content/restore", {
      method: "POST",
      token: editor,
      body: { pagePath: path, revisionId: firstId, baseVersion: 1 },
    });
    expect(stale.status).toBe(409);
    const missing = await api("/api/inline-content/restore", {
      method: "POST",
      token: editor,
      body: { pagePath: path, revisionId: 999_999 },
    });
    expect(missing.status).toBe(404);
  });

  it("lists entries whose element no longer exists as orphans", async () => {
    await insertInlineContent(
      "/voip-solutions",
      {
        ...heading("Still here"),
        text_element_9: {
          type: "text",
          content: "Old section",
          selector: '[data-eid="removed.section"]',
        },
      },
      "draft",
    );
    const listed = await api("/api/inline-content/revisions?pagePath=/voip-solutions", {
      token: editor,
    });
    const { orphans } = await listed.json<{ orphans: { key: string; content: string }[] }>();
    expect(orphans).toEqual([
      expect.objectContaining({ key: "text_element_9", content: "Old section", status: "draft" }),
    ]);
  });
});

describe("scheduled publish", () => {
  it("is applied by the cron once its time has come", async () => {
    expect((await save("/it-consulting", heading("Scheduled heading"))).status).toBe(200);
    const at = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    const scheduled = await publish("/it-consulting", "publish", { publishAt: at });
    expect(await scheduled.json()).toMatchObject({ action: "scheduled", publishAt: at });
    const runCron = async () => {
      const ctx = createExecutionContext();
      await worker.scheduled(createScheduledController({ cron: "*/15 * * * *" }), env, ctx);
      await waitOnExecutionContext(ctx);
    };
    await runCron();
    expect(h1((await visitor("/it-consulting")).html)).not.toBe("Scheduled heading");
    await db
      .update(publishSchedules)
      .set({ publishAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(publishSchedules.target, "/it-consulting"));
    await runCron();
    expect(h1((await visitor("/it-consulting")).html)).toBe("Scheduled heading");
    const [schedule] = await db
      .select()
      .from(publishSchedules)
      .where(eq(publishSchedules.target, "/it-consulting"));
    expect(schedule?.status).toBe("published");
  });
});
