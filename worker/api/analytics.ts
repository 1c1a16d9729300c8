import { Hono } from "hono";
import { normalizePagePath } from "../../app/lib/paths";
import {
  AnalyticsExportSchema,
  AnalyticsPageQuerySchema,
  AnalyticsRangeSchema,
} from "../../app/schemas/analytics";
import type { AppEnv } from "../env";
import { validate } from "../middleware/validate";
import { analyticsCsv, analyticsCsvFilename } from "../services/analytics/export";
import { getPageStats, getPages, getSources, getSummary } from "../services/analytics/reports";

/**
 * `/api/analytics`: page views, visitors, sources and leads for editors and admins (issue 33).
 * Every read takes `?from=YYYY-MM-DD&to=YYYY-MM-DD` (UTC days, both included); a range that
 * is reversed, in the future, longer than 25 months or older than the retention is a 400.
 */
export const analyticsApi = new Hono<AppEnv>()
  .get("/summary", validate("query", AnalyticsRangeSchema), async (c) =>
    c.json(await getSummary(c.var.deps, c.req.valid("query"))),
  )
  .get("/pages", validate("query", AnalyticsRangeSchema), async (c) =>
    c.json(await getPages(c.var.deps, c.req.valid("query"))),
  )
  .get("/sources", validate("query", AnalyticsRangeSchema), async (c) =>
    c.json(await getSources(c.var.deps, c.req.valid("query"))),
  )
  .get("/page", validate("query", AnalyticsPageQuerySchema), async (c) =>
    c.json(await getPageStats(c.var.deps, normalizePagePath(c.req.valid("query").path))),
  )
  .get("/export.csv", validate("query", AnalyticsExportSchema), async (c) => {
    const { table, ...range } = c.req.valid("query");
    const csv = await analyticsCsv(c.var.deps, table, range);
    return c.body(csv, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${analyticsCsvFilename(table, range)}"`,
    });
  });
