import { Hono } from "hono";
import { LeadFilterSchema, LeadPageQuerySchema, LeadPatchSchema } from "../../app/schemas/lead";
import type { AppEnv } from "../env";
import { requireRole } from "../middleware/access-gates";
import { validate } from "../middleware/validate";
import { exportLeadsCsv, leadsCsvFilename } from "../services/leads/export";
import { countNewLeads, deleteLead, listLeads, updateLead } from "../services/leads/leads";

/**
 * `/api/leads`: the leads inbox for editors and admins (the form itself posts to the home
 * route): the list with filters, a page at a time, the count of new leads for the tab's badge, a CSV export,
 * status/note/owner changes and deletes.
 */
export const leads = new Hono<AppEnv>()
  .get("/", validate("query", LeadPageQuerySchema), async (c) =>
    c.json(await listLeads(c.var.deps, c.req.valid("query"))),
  )
  .get("/count", async (c) => c.json({ newCount: await countNewLeads(c.var.deps) }))
  .get("/export.csv", validate("query", LeadFilterSchema), async (c) => {
    const csv = exportLeadsCsv(c.var.deps, c.req.valid("query"));
    return c.body(csv, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${leadsCsvFilename()}"`,
    });
  })
  .patch("/:id", validate("json", LeadPatchSchema), async (c) => {
    const user = requireRole(c, "editor");
    const lead = await updateLead(
      c.var.deps,
      { id: c.req.param("id"), patch: c.req.valid("json") },
      user,
    );
    return c.json({ lead });
  })
  .delete("/:id", async (c) => {
    const user = requireRole(c, "editor");
    await deleteLead(c.var.deps, c.req.param("id"), user);
    return c.json({ success: true as const });
  });
