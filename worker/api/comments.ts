import { Hono } from "hono";
import {
  CommentCreateSchema,
  CommentListQuerySchema,
  CommentUpdateSchema,
} from "../../app/schemas/comments";
import type { AppEnv } from "../env";
import { currentUser } from "../middleware/access-gates";
import { validate } from "../middleware/validate";
import { createComment, listComments, updateComment } from "../services/content/comments";

/**
 * `/api/comments`: comments on drafts (issue 35). Authors on their own posts; editors and
 * admins on every post and page.
 */
export const commentsApi = new Hono<AppEnv>()
  .get("/", validate("query", CommentListQuerySchema), async (c) =>
    c.json(await listComments(c.var.deps, c.req.valid("query").target, currentUser(c))),
  )
  .post("/", validate("json", CommentCreateSchema), async (c) =>
    c.json(await createComment(c.var.deps, c.req.valid("json"), currentUser(c)), 201),
  )
  .patch("/:id", validate("json", CommentUpdateSchema), async (c) =>
    c.json(await updateComment(c.var.deps, c.req.param("id"), c.req.valid("json"), currentUser(c))),
  );
