import { type Context, Hono } from "hono";
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
    c.json(await decide(c, "approved", c.req.valid("json"))),
  )
  .post("/:id/request-changes", validate("json", ReviewRequestChangesSchema), async (c) =>
    c.json(await decide(c, "changes_requested", c.req.valid("json"))),
  );

/** Approves or sends back the review of the path's `:id`, as the signed-in reviewer. */
function decide(
  c: Context<AppEnv>,
  decision: "approved" | "changes_requested",
  input: { comment?: string | undefined; version?: number | undefined },
) {
  return decideReview(c.var.deps, c.req.param("id") ?? "", decision, input, currentUser(c));
}
