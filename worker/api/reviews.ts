import { Hono } from "hono";
import {
  ReviewApproveSchema,
  ReviewListQuerySchema,
  ReviewRequestChangesSchema,
  ReviewSubmitSchema,
} from "../../app/schemas/reviews";
import type { AppEnv } from "../env";
import { currentUser } from "../middleware/access-gates";
import { validate } from "../middleware/validate";
import { decideReview, listReviews, submitReview } from "../services/content/reviews";

/**
 * `/api/reviews`: review before publish (issue 35). Anyone on the staff submits their change
 * (authors their own posts); editors and admins approve or send back others' changes.
 */
export const reviewsApi = new Hono<AppEnv>()
  .get("/", validate("query", ReviewListQuerySchema), async (c) =>
    c.json(await listReviews(c.var.deps, c.req.valid("query"), currentUser(c))),
  )
  .post("/", validate("json", ReviewSubmitSchema), async (c) =>
    c.json(await submitReview(c.var.deps, c.req.valid("json"), currentUser(c)), 201),
  )
  .post("/:id/approve", validate("json", ReviewApproveSchema), async (c) =>
    c.json(
      await decideReview(
        c.var.deps,
        c.req.param("id"),
        "approved",
        c.req.valid("json"),
        currentUser(c),
      ),
    ),
  )
  .post("/:id/request-changes", validate("json", ReviewRequestChangesSchema), async (c) =>
    c.json(
      await decideReview(
        c.var.deps,
        c.req.param("id"),
        "changes_requested",
        c.req.valid("json"),
        currentUser(c),
      ),
    ),
  );
