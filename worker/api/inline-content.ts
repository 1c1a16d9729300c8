import type { Context } from "hono";
import { Hono } from "hono";
import {
  InlineContentDeleteSchema,
  InlineContentPublishSchema,
  InlineContentQuerySchema,
  InlineContentRestoreSchema,
  InlineContentSaveSchema,
  titleFromSlug,
} from "../../app/schemas/inline-content";
import type { AppEnv } from "../env";
import { AppError } from "../errors";
import { currentUser, requireRole } from "../middleware/require-role";
import { validate } from "../middleware/validate";
import {
  assertSelectorsExist,
  deleteInlineContent,
  findOrphans,
  getInlineContentState,
  listRevisions,
  type PageRef,
  publishInlineContent,
  restoreRevision,
  saveInlineDraft,
} from "../services/content/inline-content";
import { createTemplatePage } from "../services/content/templates";
import { renderedEids } from "../ssr";
import { gateInlinePublish } from "./seo-tools";

/** Whether `/{slug}` is a page staff can edit today (code or created, active or not). */
async function pageExists(c: Context<AppEnv>, ref: PageRef): Promise<boolean> {
  if (ref.pageType === "blog" || ref.pagePath === "/") return true;
  const resolved = await c.var.services.pages.resolve(ref.pagePath.slice(1), {
    includeInactive: true,
  });
  return resolved !== null;
}

/**
 * `/api/inline-content/*`: staff's inline edits (editor role or above; `get` of the
 * published map is public). Selectors are checked against the page's rendered `data-eid`s.
 */
export const inlineContentApi = new Hono<AppEnv>()
  .get("/get", validate("query", InlineContentQuerySchema), async (c) => {
    const query = c.req.valid("query");
    if (query.status === "draft") {
      requireRole(c, "editor");
      return c.json(await getInlineContentState(c.var.services.deps, query));
    }
    const state = await getInlineContentState(c.var.services.deps, query);
    return c.json({ pagePath: query.pagePath, pageType: query.pageType, content: state.published });
  })
  .post("/save", validate("json", InlineContentSaveSchema), async (c) => {
    const actor = currentUser(c);
    const input = c.req.valid("json");
    const [eids, state] = await Promise.all([
      renderedEids(c, input),
      getInlineContentState(c.var.services.deps, input),
    ]);
    if (eids.size === 0) throw new AppError(404, "NOT_FOUND", "No such page to edit");
    // An entry already in the draft whose element has gone (a post's block rewritten in the
    // blog editor, a page's code changed) is an orphan: it may ride along unchanged, so the
    // editor's next save of other elements still works; new or changed entries must exist.
    const stored = new Set(Object.values(state.draft).map((entry) => JSON.stringify(entry)));
    const checked = Object.fromEntries(
      Object.entries(input.content).filter(([, entry]) => !stored.has(JSON.stringify(entry))),
    );
    assertSelectorsExist(checked, eids);
    let created = false;
    if (!(await pageExists(c, input))) {
      // Saving the template view of an unknown slug creates the page (inactive).
      const slug = input.pagePath.slice(1);
      await createTemplatePage(
        c.var.services.deps,
        { slug, title: titleFromSlug(slug), template: "service-page" },
        actor,
      );
      created = true;
    }
    const result = await saveInlineDraft(c.var.services.deps, input, actor);
    return c.json({ ...result, pageCreated: created });
  })
  .post("/publish", validate("json", InlineContentPublishSchema), async (c) => {
    const actor = currentUser(c);
    const input = c.req.valid("json");
    // The SEO gate: the page as it will be, with the draft applied, must keep a title,
    // description and h1 (an admin may override with a reason).
    if (input.action === "publish") await gateInlinePublish(c, input, actor);
    return c.json(await publishInlineContent(c.var.services.deps, input, actor));
  })
  .delete("/delete", validate("json", InlineContentDeleteSchema), async (c) => {
    const actor = currentUser(c);
    return c.json(await deleteInlineContent(c.var.services.deps, c.req.valid("json"), actor));
  })
  .get("/revisions", validate("query", InlineContentQuerySchema), async (c) => {
    const ref = c.req.valid("query");
    const [revisions, state, eids] = await Promise.all([
      listRevisions(c.var.services.deps, ref.pagePath),
      getInlineContentState(c.var.services.deps, ref),
      renderedEids(c, ref),
    ]);
    return c.json({
      revisions,
      draft: state.draft,
      version: state.version,
      orphans: eids.size === 0 ? [] : findOrphans(state, eids),
    });
  })
  .post("/restore", validate("json", InlineContentRestoreSchema), async (c) => {
    const actor = currentUser(c);
    const input = c.req.valid("json");
    const eids = await renderedEids(c, input);
    return c.json(await restoreRevision(c.var.services.deps, input, actor, eids));
  });
