import { Hono } from "hono";
import {
  InlineContentDeleteSchema,
  InlineContentPublishSchema,
  InlineContentQuerySchema,
  InlineContentRestoreSchema,
  InlineContentSaveSchema,
  InlineScheduleCancelSchema,
} from "../../app/schemas/inline-content";
import type { AppEnv } from "../env";
import { currentUser, requireRole } from "../middleware/access-gates";
import { validate } from "../middleware/validate";
import { getInlineContentState, saveInlineEdits } from "../services/content/inline-content";
import { getInlineHistory, restoreRevision } from "../services/content/inline-history";
import {
  cancelInlineSchedule,
  deleteInlineContent,
  publishInlineContent,
} from "../services/content/inline-publishing";
import { getPublicInlineContent } from "../services/content/public-inline-content";

/**
 * `/api/inline-content/*`: staff's inline edits (editor role or above; `get` of the
 * published map is public). Selectors are checked against the page's rendered `data-eid`s.
 */
export const inlineContentApi = new Hono<AppEnv>()
  .get("/get", validate("query", InlineContentQuerySchema), async (c) => {
    const query = c.req.valid("query");
    if (query.status === "published") {
      return c.json(await getPublicInlineContent(c.var.deps, query));
    }
    requireRole(c, "editor");
    return c.json(await getInlineContentState(c.var.deps, query));
  })
  .post("/save", validate("json", InlineContentSaveSchema), async (c) =>
    c.json(await saveInlineEdits(c.var.deps, c.req.valid("json"), currentUser(c))),
  )
  .post("/publish", validate("json", InlineContentPublishSchema), async (c) =>
    c.json(await publishInlineContent(c.var.deps, c.req.valid("json"), currentUser(c))),
  )
  .post("/schedule/cancel", validate("json", InlineScheduleCancelSchema), async (c) =>
    c.json(await cancelInlineSchedule(c.var.deps, c.req.valid("json"), currentUser(c))),
  )
  .delete("/delete", validate("json", InlineContentDeleteSchema), async (c) =>
    c.json(await deleteInlineContent(c.var.deps, c.req.valid("json"), currentUser(c))),
  )
  .get("/revisions", validate("query", InlineContentQuerySchema), async (c) =>
    c.json(await getInlineHistory(c.var.deps, c.req.valid("query"), currentUser(c))),
  )
  .post("/restore", validate("json", InlineContentRestoreSchema), async (c) =>
    c.json(await restoreRevision(c.var.deps, c.req.valid("json"), currentUser(c))),
  );
