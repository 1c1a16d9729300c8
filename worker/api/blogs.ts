import { Hono } from "hono";
import {
  BLOG_NOT_FOUND_MESSAGE,
  BlogDeleteSchema,
  BlogInputSchema,
  BlogUpdateSchema,
  DiscardChangesSchema,
} from "../../app/schemas/blog";
import type { AppEnv } from "../env";
import { notFound } from "../errors";
import { currentUser } from "../middleware/access-gates";
import { validate } from "../middleware/validate";
import {
  cancelBlogSchedule,
  createBlog,
  getPublishedBlog,
  listBlogs,
  updateBlog,
} from "../services/content/blogs";
import { discardPendingChanges } from "../services/content/post-changes";
import { deleteBlog } from "../services/content/removals";
import { createTestData } from "../services/content/test-data";

/** `/api/blogs`: staff's posts. Authors see and change their own; editors and admins all. */
export const blogsApi = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await listBlogs(c.var.deps, currentUser(c))))
  .post("/", validate("json", BlogInputSchema), async (c) => {
    const actor = currentUser(c);
    return c.json(await createBlog(c.var.deps, c.req.valid("json"), actor), 201);
  })
  .put("/:id", validate("json", BlogUpdateSchema), async (c) => {
    const actor = currentUser(c);
    return c.json(await updateBlog(c.var.deps, c.req.param("id"), c.req.valid("json"), actor));
  })
  .delete("/:id/changes", validate("json", DiscardChangesSchema), async (c) => {
    const { version } = c.req.valid("json");
    const actor = currentUser(c);
    return c.json(await discardPendingChanges(c.var.deps, c.req.param("id"), version, actor));
  })
  .delete("/:id/schedule", async (c) =>
    c.json(await cancelBlogSchedule(c.var.deps, c.req.param("id"), currentUser(c))),
  )
  .delete("/:id", validate("json", BlogDeleteSchema), async (c) => {
    const actor = currentUser(c);
    return c.json(await deleteBlog(c.var.deps, c.req.param("id"), actor, c.req.valid("json")));
  });

/** `/api/public/blog/:slug`: a published post with its seoData; never a draft. */
export const publicBlogApi = new Hono<AppEnv>().get("/:slug", async (c) => {
  const post = await getPublishedBlog(c.var.deps, c.req.param("slug"));
  if (!post) throw notFound(BLOG_NOT_FOUND_MESSAGE);
  const { authorId: _authorId, publishAt: _publishAt, version: _version, ...visible } = post;
  return c.json(visible);
});

/** `/api/create-test-data`: a few real-looking posts for a fresh site. */
export const testDataApi = new Hono<AppEnv>().post("/", async (c) =>
  c.json(await createTestData(c.var.deps, currentUser(c)), 201),
);
