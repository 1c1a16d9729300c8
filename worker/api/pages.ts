import { Hono } from "hono";
import type { AppEnv } from "../env";
import { listPages } from "../services/content/pages";

/** `/api/pages`: the page catalogue, for the admin's Website Pages list. */
export const pagesApi = new Hono<AppEnv>().get("/", async (c) =>
  c.json({ pages: await listPages(c.var.deps) }),
);
