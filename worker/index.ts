import { Hono, type ExecutionContext as HonoExecutionContext } from "hono";
import { api } from "./api";
import { imageFiles } from "./api/images";
import { feedFiles } from "./api/sitemap";
import { createDb } from "./db/client";
import type { AppEnv, Bindings } from "./env";
import { withEdgeCache } from "./html/page-cache";
import { handleError } from "./middleware/error-handler";
import { noStoreForPrivate } from "./middleware/no-store";
import { requestId } from "./middleware/request-id";
import { securityHeaders } from "./middleware/security-headers";
import { loadSession } from "./middleware/session";
import { publishScheduledPosts, seedLaunchPosts } from "./services/content/blog-publishing";
import { rebuildFeeds } from "./services/content/feeds";
import { publishScheduledInlineContent } from "./services/content/inline-publishing";
import { syncCodePages } from "./services/content/pages";
import { createFetcher } from "./services/outside/safe-fetch";
import type { WorkerDeps } from "./services/platform/deps";
import { purgeExpiredRecords } from "./services/platform/housekeeping";
import { getSiteSettings } from "./services/platform/settings";
import { runSiteCrawl } from "./services/seo/crawl/run";
import { isDailySiteCheckTime, runDailySiteCheck } from "./services/seo/health";
import { renderInProcess, renderPublicPage } from "./ssr";

const app = new Hono<AppEnv>();

/**
 * The deps of one request or cron run. `site` renders this site's own pages in-process: the
 * Worker's whole request path for `fetch`, React Router alone for `render`.
 */
function workerDeps(
  env: Bindings,
  ctx: HonoExecutionContext,
  origin: string,
  requestId: string,
): WorkerDeps {
  const deps: WorkerDeps = {
    db: createDb(env.DB),
    env,
    requestId,
    waitUntil: (promise) => ctx.waitUntil(promise),
    site: {
      origin,
      fetch: (request) => withEdgeCache(request, env, (r) => app.fetch(r, env, ctx)),
      render: (path, as) => renderInProcess(deps, new URL(path, origin), { ...as, requestId }),
    },
  };
  return deps;
}

app.use(requestId);
app.use(securityHeaders);
app.use(noStoreForPrivate);
app.use(async (c, next) => {
  c.set("deps", workerDeps(c.env, c.executionCtx, new URL(c.req.url).origin, c.var.requestId));
  await next();
});
app.use(loadSession);
app.onError(handleError);

app.route("/api", api);
app.route("/", feedFiles);
app.route("/", imageFiles);
// `all`, not `get`: route actions (form posts) must reach React Router too.
app.all("*", renderPublicPage);

/** One cron run: housekeeping, the daily site check, then scheduled publishing and the feeds. */
async function runCron(controller: ScheduledController, env: Bindings, ctx: ExecutionContext) {
  const { settings } = await getSiteSettings({ db: createDb(env.DB), env });
  const deps = workerDeps(env, ctx, new URL(settings.siteUrl).origin, crypto.randomUUID());
  const jobs: Record<string, Promise<unknown>> = {
    housekeeping: purgeExpiredRecords(deps),
    // The feeds list the catalogue, so it is brought up to date with the code first.
    // Scheduled posts are published and launch posts seeded before the feeds list them.
    publishing: Promise.all([
      syncCodePages(deps),
      seedLaunchPosts(deps),
      publishScheduledPosts(deps),
      publishScheduledInlineContent(deps),
    ]).then(() => rebuildFeeds(deps)),
  };
  // Once a day (the 03:00 UTC run): crawl this site's sitemap for broken links and 404s.
  if (isDailySiteCheckTime(controller.scheduledTime)) {
    jobs.site_check = runDailySiteCheck(deps, async (sitemapUrl) =>
      runSiteCrawl(deps, { sitemapUrl, fetcher: await createFetcher(deps), actor: null }),
    );
  }
  // Each job stands on its own: one failing is logged and the others finish.
  const names = Object.keys(jobs);
  const outcomes = await Promise.allSettled(Object.values(jobs));
  for (const [index, outcome] of outcomes.entries()) {
    if (outcome.status === "fulfilled") continue;
    console.error(
      JSON.stringify({
        level: "error",
        event: `${names[index]}.failed`,
        error: String(outcome.reason),
      }),
    );
  }
}

export default {
  // Anonymous visitors' page views are answered from the edge cache before any middleware.
  fetch: (request, env, ctx) => withEdgeCache(request, env, (r) => app.fetch(r, env, ctx)),
  scheduled(controller, env, ctx) {
    ctx.waitUntil(runCron(controller, env, ctx));
  },
} satisfies ExportedHandler<Bindings>;

export { app };
