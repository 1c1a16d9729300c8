import { Hono } from "hono";
import type { AppEnv } from "../env";
import { requireRole } from "../middleware/require-role";
import { deleteLead, listLeads } from "../services/content/leads";

/** `/api/leads`: contact-form leads for staff (the form itself posts to the home route). */
export const leads = new Hono<AppEnv>()
  .get("/", async (c) => c.json({ leads: await listLeads(c.var.deps) }))
  .delete("/:id", async (c) => {
    const user = requireRole(c, "editor");
    await deleteLead(c.var.deps, c.req.param("id"), user);
    return c.json({ success: true as const });
  });
