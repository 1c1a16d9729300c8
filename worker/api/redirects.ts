import { Hono } from "hono";
import {
  LinkFixApplySchema,
  RedirectDeleteSchema,
  RedirectImportSchema,
  RedirectInputSchema,
  RedirectListQuerySchema,
  RedirectUpdateSchema,
} from "../../app/schemas/redirects";
import type { AppEnv } from "../env";
import { requireRole } from "../middleware/access-gates";
import { validate } from "../middleware/validate";
import { dismissNotFound, listNotFound } from "../services/content/not-found";
import {
  createRedirect,
  deleteRedirect,
  exportRedirectsCsv,
  importRedirects,
  listRedirects,
  updateRedirect,
} from "../services/content/redirects";
import { applyLinkFixes, listLinkFixes } from "../services/seo/link-fixes";

/**
 * `/api/redirects`: the redirect manager for editors and admins (issue 34): list, add, edit
 * and delete (versioned), CSV import (with a dry run) and export, and the reviewed rewrite of
 * links staff wrote to redirected addresses.
 */
export const redirectsApi = new Hono<AppEnv>()
  .get("/", validate("query", RedirectListQuerySchema), async (c) =>
    c.json({ redirects: await listRedirects(c.var.deps, c.req.valid("query").q) }),
  )
  .post("/", validate("json", RedirectInputSchema), async (c) => {
    const user = requireRole(c, "editor");
    return c.json({ redirect: await createRedirect(c.var.deps, c.req.valid("json"), user) }, 201);
  })
  .get("/export.csv", async (c) =>
    c.body(await exportRedirectsCsv(c.var.deps), 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="redirects-${new Date().toISOString().slice(0, 10)}.csv"`,
    }),
  )
  .post("/import", validate("json", RedirectImportSchema), async (c) => {
    const user = requireRole(c, "editor");
    const { csv, dryRun } = c.req.valid("json");
    return c.json(await importRedirects(c.var.deps, csv, dryRun, user));
  })
  .get("/link-fixes", async (c) => c.json(await listLinkFixes(c.var.deps)))
  .post("/link-fixes", validate("json", LinkFixApplySchema), async (c) => {
    const user = requireRole(c, "editor");
    return c.json(await applyLinkFixes(c.var.deps, c.req.valid("json"), user));
  })
  .put("/:id", validate("json", RedirectUpdateSchema), async (c) => {
    const user = requireRole(c, "editor");
    const redirect = await updateRedirect(c.var.deps, c.req.param("id"), c.req.valid("json"), user);
    return c.json({ redirect });
  })
  .delete("/:id", validate("query", RedirectDeleteSchema), async (c) => {
    const user = requireRole(c, "editor");
    await deleteRedirect(c.var.deps, c.req.param("id"), c.req.valid("query").version, user);
    return c.json({ success: true as const });
  });

/** `/api/not-found`: the 404 monitor (issue 34): missing addresses, and dismissing one. */
export const notFoundApi = new Hono<AppEnv>()
  .get("/", async (c) => c.json({ notFound: await listNotFound(c.var.deps) }))
  .post("/:id/dismiss", async (c) => {
    const user = requireRole(c, "editor");
    return c.json(await dismissNotFound(c.var.deps, c.req.param("id"), user));
  });
