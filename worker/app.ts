import { Hono, type ExecutionContext as HonoExecutionContext } from "hono";
import { DEFAULT_SITE_SETTINGS } from "../app/schemas/site-settings";
import { AFTER_PUBLISH_HOOKS } from "./after-publish";
import { api } from "./api";
import { imageFiles } from "./api/images";
import { indexNowKeyFile } from "./api/indexnow-key";
import { previewPages } from "./api/previews";
import { feedFiles } from "./api/sitemap";
import { socialImageFiles } from "./api/social-images";
import { createDb } from "./db/client";
import type { AppEnv, Bindings } from "./env";
import { withEdgeCache } from "./html/edge-cache";
import { enforceSecondFactorOnPages } from "./middleware/access-gates";
import { drainUnreadBody } from "./middleware/drain-body";
import { handleError } from "./middleware/error-handler";
import { noStoreForPrivate } from "./middleware/no-store";
import { requestId } from "./middleware/request-id";
import { securityHeaders } from "./middleware/security-headers";
import { loadSession } from "./middleware/session";
import { purgeAnalytics } from "./services/analytics/upkeep";
import { publishScheduledPosts, seedLaunchPosts } from "./services/content/blog-publishing";
import { rebuildFeeds } from "./services/content/feeds";
import { publishScheduledInlineContent } from "./services/content/inline-publishing";
import { mailNotFoundDigest } from "./services/content/not-found";
import { syncCodePages } from "./services/content/pages";
import { markSiteContentCurrent } from "./services/content/site-content";
import { retryLeadMail } from "./services/leads/mail";
import { createFetcher } from "./services/outside/safe-fetch";
import { runCronJob } from "./services/platform/cron-jobs";
import type { WorkerDeps } from "./services/platform/deps";
import { purgeExpiredRecords } from "./services/platform/housekeeping";
import { logError } from "./services/platform/log";
import { getSiteSettings } from "./services/platform/settings";
import { runSiteCrawl } from "./services/seo/crawl/run";
import { isDailySiteCheckTime, runDailySiteCheck } from "./services/seo/health";
import { purgeSeoRecords } from "./services/seo/purge-records";
import { renderInProcess, renderPublicPage } from "./ssr";

// The whole Worker but its front door (worker/index.ts, the edge cache): the Hono app, its
// middleware and routers, the services, React Router's build, and the cron. Loaded on the
// first request the edge cache does not answer, or the first cron run.

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
    afterPublish: AFTER_PUBLISH_HOOKS,
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

app.use(drainUnreadBody);
app.use(requestId);
app.use(securityHeaders);
app.use(noStoreForPrivate);
app.use(async (c, next) => {
  c.set("deps", workerDeps(c.env, c.executionCtx, new URL(c.req.url).origin, c.var.requestId));
  await next();
});
app.use(loadSession);
app.use(enforceSecondFactorOnPages);
app.onError(handleError);

app.route("/api", api);
app.route("/", feedFiles);
app.route("/", imageFiles);
app.route("/", socialImageFiles);
app.route("/", indexNowKeyFile);
app.route("/", previewPages);
// `all`, not `get`: route actions (form posts) must reach React Router too.
app.all("*", renderPublicPage);

/**
 * One cron run. Each job runs on its own and records how it ended (platform/cron-jobs.ts): one
 * that throws is logged once and retried by the next run, and the others go on. The feeds list
 * the catalogue and the posts, so they are rebuilt after the publishing jobs, whatever their
 * outcome (the rebuild itself refuses a catalogue that lacks code pages).
 */
async function runCron(
  controller: ScheduledController,
  env: Bindings,
  ctx: ExecutionContext,
): Promise<void> {
  const origin = await cronOrigin(env);
  const deps = workerDeps(env, ctx, origin, crypto.randomUUID());
  const content = Promise.all([
    runCronJob(deps, "code_pages", () => syncCodePages(deps)),
    runCronJob(deps, "launch_posts", () => seedLaunchPosts(deps)),
  ]).then(async ([synced, seeded]) => {
    if (synced && seeded) await recordContentVersion(deps);
  });
  const publishing = Promise.all([
    content,
    runCronJob(deps, "scheduled_posts", () => publishScheduledPosts(deps)),
    runCronJob(deps, "scheduled_inline", () => publishScheduledInlineContent(deps)),
  ]).then(() => runCronJob(deps, "feeds", () => rebuildFeeds(deps)));
  const jobs = [
    publishing,
    runCronJob(deps, "lead_notifications", () => retryLeadMail(deps)),
    runCronJob(deps, "housekeeping", () => purgeExpiredRecords(deps)),
    runCronJob(deps, "seo_housekeeping", () => purgeSeoRecords(deps)),
    runCronJob(deps, "analytics_housekeeping", () => purgeAnalytics(deps)),
  ];
  // Once a day (the 03:00 UTC run): crawl this site's sitemap for broken links and 404s.
  if (isDailySiteCheckTime(controller.scheduledTime)) {
    jobs.push(runCronJob(deps, "not_found_digest", () => mailNotFoundDigest(deps)));
    jobs.push(
      runCronJob(deps, "site_check", () =>
        runDailySiteCheck(deps, async (sitemapUrl) =>
          runSiteCrawl(deps, { sitemapUrl, fetcher: await createFetcher(deps), actor: null }),
        ),
      ),
    );
  }
  await Promise.all(jobs);
}

/** After the code pages and launch posts are in D1: no visitor's read needs to write that. */
async function recordContentVersion(deps: WorkerDeps): Promise<void> {
  try {
    await markSiteContentCurrent(deps);
  } catch (error) {
    // Harmless: the first read that needs the content checks it and writes the row itself.
    logError("cron.content_version_failed", { error: String(error) });
  }
}

/** The origin a cron run serves this site at: the siteUrl setting's, else the default's. */
async function cronOrigin(env: Bindings): Promise<string> {
  try {
    const { settings } = await getSiteSettings({ db: createDb(env.DB), env });
    return new URL(settings.siteUrl).origin;
  } catch (error) {
    // The jobs still run (and record their own failures if D1 is down).
    logError("cron.settings_failed", { error: String(error) });
    return new URL(DEFAULT_SITE_SETTINGS.siteUrl).origin;
  }
}

export { app, runCron };
