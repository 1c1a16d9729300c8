import { Hono } from "hono";
import { DeployOptimizationsSchema, DeploySeoChangesSchema } from "../../app/schemas/seo-deploy";
import type { AppEnv } from "../env";
import { AppError } from "../errors";
import { currentUser } from "../middleware/access-gates";
import { validate } from "../middleware/validate";
import { measureSitePerformance } from "../services/seo/config";
import { deploySeoChanges, listSeoDeploys } from "../services/seo/deploy";
import { revertSeoDeploy } from "../services/seo/deploy-revert";
import { getSeoHealth } from "../services/seo/health";
import { proposeSeoChanges } from "../services/seo/proposals";
import { listSeoPages } from "../services/seo/seo-pages";
import {
  readSocialTags,
  readStructuredData,
  STRUCTURED_DATA_KINDS,
  type StructuredDataKind,
} from "../services/seo/structured-data";

const isKind = (value: string): value is StructuredDataKind => value in STRUCTURED_DATA_KINDS;

/** `?path=` of this site: "/" or "/slug" (or "/blog/slug"). */
function pagePathQuery(value: string | undefined): string | undefined {
  if (value === undefined || value === "") return undefined;
  if (!/^\/([a-z0-9-]+(\/[a-z0-9-]+)?)?$/.test(value)) {
    throw new AppError(400, "VALIDATION", "Path must be a page path such as /managed-services", [
      { path: "path", message: "Path must be a page path such as /managed-services" },
    ]);
  }
  return value;
}

/**
 * The SEO tools that change the site: proposals (`/api/ai-seo/deploy-optimizations`), deploys
 * and reverts of titles and descriptions (`/api/seo/deploys`), and the bulk editor's page list
 * (`/api/seo/pages`); and the health views that read this site as a crawler does. Editors and
 * admins (rules in access.ts).
 */
export const seoToolsApi = new Hono<AppEnv>()
  .post("/ai-seo/deploy-optimizations", validate("json", DeployOptimizationsSchema), async (c) =>
    c.json({
      success: true,
      proposals: await proposeSeoChanges(c.var.deps, c.req.valid("json").urls),
    }),
  )
  .get("/seo/pages", async (c) => c.json(await listSeoPages(c.var.deps)))
  .get("/seo/deploys", async (c) => {
    const path = c.req.query("path");
    return c.json({ deploys: await listSeoDeploys(c.var.deps, path ? { path } : {}) });
  })
  .post("/seo/deploys", validate("json", DeploySeoChangesSchema), async (c) => {
    const { changes, source } = c.req.valid("json");
    const { results, github } = await deploySeoChanges(c.var.deps, changes, {
      actor: currentUser(c),
      source,
    });
    const failed = results.flatMap((result) => (result.ok ? [] : [result]));
    const first = failed[0];
    // Every page refused (stale or gone): the request fails with that page's answer; a mix
    // is a 200 listing each page's outcome.
    if (first && failed.length === results.length) {
      return c.json(
        { error: first.error, code: first.code, results },
        first.status === 404 ? 404 : 409,
      );
    }
    return c.json({ success: failed.length === 0, results, github });
  })
  .get("/seo/health", async (c) => c.json(await getSeoHealth(c.var.deps)))
  .get("/seo/structured-data/:kind", async (c) => {
    const kind = c.req.param("kind");
    if (!isKind(kind)) {
      throw new AppError(
        404,
        "NOT_FOUND",
        `Structured data is one of ${Object.keys(STRUCTURED_DATA_KINDS).join(", ")}`,
      );
    }
    const path = pagePathQuery(c.req.query("path"));
    return c.json(await readStructuredData(c.var.deps, kind, path));
  })
  .get("/seo/social", async (c) => {
    const path = pagePathQuery(c.req.query("path")) ?? "/";
    return c.json(await readSocialTags(c.var.deps, path));
  })
  // Real figures only: without a stored key there is nothing to show ("not measured").
  .post("/seo/performance", async (c) => c.json(await measureSitePerformance(c.var.deps)))
  .post("/seo/deploys/:id/revert", async (c) => {
    const { deploy, github } = await revertSeoDeploy(c.var.deps, c.req.param("id"), {
      actor: currentUser(c),
    });
    return c.json({ success: true, deploy, github });
  });
