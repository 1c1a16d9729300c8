import type { Context } from "hono";
import { Hono } from "hono";
import { DeployOptimizationsSchema, DeploySeoChangesSchema } from "../../app/schemas/seo-deploy";
import type { AppEnv } from "../env";
import { AppError } from "../errors";
import { applyInlineContent } from "../html/inline-content";
import { currentUser } from "../middleware/require-role";
import { validate } from "../middleware/validate";
import { recordSeoDeployInGitHub } from "../services/content/github-publishing";
import { CRAWLER_USER_AGENT, ownSiteRenderer } from "../services/outside/safe-fetch";
import { getPageSpeedFigures } from "../services/seo/config";
import {
  deploySeoChanges,
  listSeoDeploys,
  listSeoPages,
  proposeSeoChanges,
  type RenderOwnPage,
  revertSeoDeploy,
} from "../services/seo/deploy";
import { enforcePublishGate, type GateActor, gateReasonsForHtml } from "../services/seo/gate";
import { getSeoHealth } from "../services/seo/health";
import {
  readSocialTags,
  readStructuredData,
  STRUCTURED_DATA_KINDS,
  type StructuredDataKind,
} from "../services/seo/structured-data";
import { renderAsPublished } from "../ssr";

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
 * This site's own page as an anonymous visitor (or a crawler) gets it: the Worker's own
 * request path, edge cache included, called in-process without a network hop.
 */
export function ownPageRenderer(c: Context<AppEnv>): RenderOwnPage {
  const render = ownSiteRenderer(c.env, c.executionCtx);
  return (path) =>
    render(
      new Request(new URL(path, c.req.url), {
        headers: { accept: "text/html", "user-agent": CRAWLER_USER_AGENT },
      }),
    );
}

/**
 * The inline-content publish gate: the page as visitors will see it after the publish (the
 * page's render with the draft map applied by HTMLRewriter, a created page that is still
 * inactive included) goes through the analyzer; a critical issue refuses the publish (422)
 * unless an admin gives a reason (audit log). A page with no public render (a blog post that
 * is still a draft: its own publish is gated) passes.
 */
export async function gateInlinePublish(
  c: Context<AppEnv>,
  input: { pagePath: string; pageType: "page" | "blog"; seoOverrideReason?: string },
  actor: GateActor,
): Promise<void> {
  const response = await renderAsPublished(c, input.pagePath);
  if (response.status !== 200) {
    await response.body?.cancel();
    return;
  }
  const draft = await c.var.services.inlineContent.getMap(input.pagePath, "draft");
  const html = await applyInlineContent(response, draft).text();
  const { settings } = await c.var.services.siteSettings.get();
  const url = new URL(input.pagePath, settings.siteUrl).href;
  await enforcePublishGate(c.var.services.deps, {
    reasons: await gateReasonsForHtml(html, url),
    actor,
    target: { type: "page", id: input.pagePath },
    overrideReason: input.seoOverrideReason,
  });
}

/**
 * The SEO tools that change the site: proposals (`/api/ai-seo/deploy-optimizations`), deploys
 * and reverts of titles and descriptions (`/api/seo/deploys`), and the bulk editor's page list
 * (`/api/seo/pages`). Editors and admins (rules in access.ts).
 */
export const seoToolsApi = new Hono<AppEnv>()
  .post("/ai-seo/deploy-optimizations", validate("json", DeployOptimizationsSchema), async (c) => {
    const proposals = await proposeSeoChanges(c.var.services.deps, c.req.valid("json").urls, {
      renderPage: ownPageRenderer(c),
      siteUrl: new URL(c.req.url).origin,
    });
    return c.json({ success: true, proposals });
  })
  .get("/seo/pages", async (c) => {
    const [{ settings }, rows] = await Promise.all([
      c.var.services.siteSettings.get(),
      listSeoPages(c.var.services.deps),
    ]);
    return c.json({ pages: rows, productName: settings.productName });
  })
  .get("/seo/deploys", async (c) => {
    const path = c.req.query("path");
    return c.json({
      deploys: await listSeoDeploys(c.var.services.deps, path ? { path } : {}),
    });
  })
  .post("/seo/deploys", validate("json", DeploySeoChangesSchema), async (c) => {
    const { changes, source } = c.req.valid("json");
    const { deps } = c.var.services;
    const results = await deploySeoChanges(deps, changes, {
      actor: currentUser(c),
      renderPage: ownPageRenderer(c),
      source,
      // With GitHub configured, each deploy is also recorded in the repository (never throws).
      afterDeploy: async (record) => {
        await recordSeoDeployInGitHub(deps, record);
      },
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
    return c.json({ success: failed.length === 0, results });
  })
  .get("/seo/health", async (c) =>
    c.json(await getSeoHealth(c.var.services.deps, ownPageRenderer(c))),
  )
  .get("/seo/structured-data/:kind", async (c) => {
    const kind = c.req.param("kind");
    if (!isKind(kind)) {
      throw new AppError(
        404,
        "NOT_FOUND",
        "Structured data is one of website, organization, breadcrumb or faq",
      );
    }
    const path = pagePathQuery(c.req.query("path"));
    return c.json(await readStructuredData(kind, path, ownPageRenderer(c)));
  })
  .get("/seo/social", async (c) => {
    const path = pagePathQuery(c.req.query("path")) ?? "/";
    const response = await ownPageRenderer(c)(path);
    return c.json(await readSocialTags(path, response));
  })
  .post("/seo/performance", async (c) => {
    // Real figures only: without a stored key there is nothing to show ("not measured").
    const { settings } = await c.var.services.siteSettings.get();
    const url = new URL("/", settings.siteUrl).href;
    try {
      const figures = await getPageSpeedFigures(c.var.services.deps, url);
      return c.json({ configured: figures !== null, figures, error: null });
    } catch (error) {
      // PageSpeedError and OutboundError carry messages safe to show (never the key).
      const message = error instanceof Error ? error.message : "PageSpeed could not be reached";
      return c.json({ configured: true, figures: null, error: `PageSpeed: ${message}` });
    }
  })
  .post("/seo/deploys/:id/revert", async (c) => {
    const deploy = await revertSeoDeploy(c.var.services.deps, c.req.param("id"), {
      actor: currentUser(c),
      renderPage: ownPageRenderer(c),
    });
    return c.json({ success: true, deploy });
  });
