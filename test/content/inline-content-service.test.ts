import { env, exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  entryText,
  type InlineContentEntry,
  type InlineContentMap,
} from "../../app/schemas/inline-content";
import { createDb } from "../../worker/db/client";
import { inlineContentRevisions } from "../../worker/db/schema";
import {
  getInlineContentState,
  type PageRef,
  saveInlineEdits,
} from "../../worker/services/content/inline-content";
import { getInlineHistory, restoreRevision } from "../../worker/services/content/inline-history";
import type { SessionUser } from "../../worker/services/identity/session-user";
import { testWorkerDeps } from "../factories/deps";
import { insertInlineContent } from "../factories/inline-content";
import { insertUser, ORIGIN, sessionUserFor } from "../factories/users";

// The inline-content rules at the service level: a save names the draft version it started
// from (stale: 409, nothing written), an entry whose element left the page (an orphan) is kept
// and may ride along unchanged, and a revision restores whole or element by element, never
// bringing back an element the page no longer renders.

const deps = testWorkerDeps();
const db = createDb(env.DB);

// The first render of a file loads the whole server build.
beforeAll(() => exports.default.fetch(`${ORIGIN}/it-security`).then((r) => r.text()), 60_000);

let editor: SessionUser;
beforeAll(async () => {
  editor = sessionUserFor(await insertUser({ role: "editor" }));
});

const text = (content: string, eid: string): InlineContentEntry => ({
  type: "text",
  content,
  selector: `[data-eid="${eid}"]`,
});
const title = (content: string) => text(content, "hero.title");
const subtitle = (content: string) => text(content, "hero.subtitle");
const ORPHAN = text("A section that was removed from the code", "removed.section");

const page = (pagePath: string): PageRef => ({ pagePath, pageType: "page" });

function save(pagePath: string, content: InlineContentMap, baseVersion?: number) {
  return saveInlineEdits(deps, { ...page(pagePath), content, htmlSample: "", baseVersion }, editor);
}

const revisionsOf = (pagePath: string) =>
  db
    .select()
    .from(inlineContentRevisions)
    .where(eq(inlineContentRevisions.pagePath, pagePath))
    .all();

describe("versions", () => {
  it("refuses a save from a stale draft version with 409 naming who saved, writing nothing", async () => {
    const path = "/it-security";
    const first = await save(path, { text_element_1: title("Theirs") }, 0);
    expect(first.version).toBe(1);

    const stale = save(path, { text_element_1: title("Mine") }, 0);
    await expect(stale).rejects.toMatchObject({ status: 409, code: "STALE" });
    await expect(stale).rejects.toThrow(`This page was changed by ${editor.username} at 20`);

    const state = await getInlineContentState(deps, page(path));
    expect(state.version).toBe(1);
    expect(entryText(state.draft.text_element_1)).toBe("Theirs");
    expect(await revisionsOf(path)).toHaveLength(1);
    // From the current version the save goes through.
    expect((await save(path, { text_element_1: title("Mine") }, 1)).version).toBe(2);
  });

  it("lets exactly one of several saves from one version win, new draft or not", async () => {
    const path = "/cloud-services";
    const race = (baseVersion: number) =>
      Promise.allSettled(
        ["A", "B", "C", "D"].map((name) =>
          save(path, { text_element_1: title(`${name}${baseVersion}`) }, baseVersion),
        ),
      );
    for (const baseVersion of [0, 1]) {
      const results = await race(baseVersion);
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      expect((await getInlineContentState(deps, page(path))).version).toBe(baseVersion + 1);
    }
    expect(await revisionsOf(path)).toHaveLength(2);
  });
});

describe("orphans", () => {
  it("keeps an entry whose element is gone, lets it ride along unchanged, and lists it", async () => {
    const path = "/cloud-migration";
    await insertInlineContent(
      path,
      { text_element_1: title("Before"), text_element_9: ORPHAN },
      "draft",
    );
    const saved = await save(path, { text_element_1: title("After"), text_element_9: ORPHAN }, 1);
    expect(saved.changed).toEqual(["text_element_1"]);

    const state = await getInlineContentState(deps, page(path));
    expect(state.draft.text_element_9).toEqual(ORPHAN);
    const history = await getInlineHistory(deps, page(path), editor);
    expect(history.orphans).toEqual([
      expect.objectContaining({
        key: "text_element_9",
        content: entryText(ORPHAN),
        status: "draft",
      }),
    ]);
  });

  it("refuses a new or changed entry for an element the page does not render, storing nothing", async () => {
    const path = "/email-migration";
    await insertInlineContent(path, { text_element_9: ORPHAN }, "draft");
    const changedOrphan = { text_element_9: { ...ORPHAN, content: "Edited after it left" } };
    const newUnknown = { text_element_9: ORPHAN, text_element_2: text("New", "no.such.element") };
    for (const content of [changedOrphan, newUnknown]) {
      await expect(save(path, content, 1)).rejects.toMatchObject({
        status: 400,
        code: "UNKNOWN_SELECTOR",
      });
    }
    const state = await getInlineContentState(deps, page(path));
    expect(state).toMatchObject({ version: 1, draft: { text_element_9: ORPHAN } });
  });
});

describe("restore", () => {
  it("restores named elements only: the others, orphans included, stay as drafted", async () => {
    const path = "/server-migration";
    await insertInlineContent(path, { text_element_9: ORPHAN }, "draft");
    await save(path, { text_element_1: title("First"), text_element_9: ORPHAN }, 1);
    await save(
      path,
      {
        text_element_1: title("Second"),
        text_element_2: subtitle("Second subtitle"),
        text_element_9: ORPHAN,
      },
      2,
    );
    const [firstSave] = (await revisionsOf(path)).filter((r) => r.version === 2);
    if (!firstSave) throw new Error("the first save left no revision");

    const restored = await restoreRevision(
      deps,
      {
        ...page(path),
        revisionId: firstSave.id,
        elements: ["text_element_1", "text_element_2"],
        baseVersion: 3,
      },
      editor,
    );
    expect(restored.version).toBe(4);
    const { draft } = await getInlineContentState(deps, page(path));
    // The heading is back, the subtitle (absent from that revision) is removed, the orphan stays.
    expect(draft).toEqual({ text_element_1: title("First"), text_element_9: ORPHAN });
  });

  it("restores a whole revision without the elements the page no longer renders", async () => {
    const path = "/voip-solutions";
    await insertInlineContent(path, { text_element_9: ORPHAN }, "draft");
    await save(path, { text_element_1: title("With the orphan"), text_element_9: ORPHAN }, 1);
    await save(path, { text_element_1: title("Without it") }, 2);
    const [withOrphan] = (await revisionsOf(path)).filter((r) => r.version === 2);
    if (!withOrphan) throw new Error("the save left no revision");

    await restoreRevision(
      deps,
      { ...page(path), revisionId: withOrphan.id, baseVersion: 3 },
      editor,
    );

    const { draft, version } = await getInlineContentState(deps, page(path));
    expect(version).toBe(4);
    expect(draft).toEqual({ text_element_1: title("With the orphan") });
  });

  it("refuses a restore from a stale draft version, and a revision of another page", async () => {
    const path = "/network-management";
    await save(path, { text_element_1: title("One") }, 0);
    await save(path, { text_element_1: title("Two") }, 1);
    const [first] = (await revisionsOf(path)).filter((r) => r.version === 1);
    if (!first) throw new Error("the save left no revision");

    await expect(
      restoreRevision(deps, { ...page(path), revisionId: first.id, baseVersion: 1 }, editor),
    ).rejects.toMatchObject({ status: 409, code: "STALE" });
    await expect(
      restoreRevision(deps, { ...page("/it-security"), revisionId: first.id }, editor),
    ).rejects.toMatchObject({ status: 404, message: "No such revision of this page" });
    expect((await getInlineContentState(deps, page(path))).draft.text_element_1).toEqual(
      title("Two"),
    );
  });
});
