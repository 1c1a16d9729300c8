import { Hono } from "hono";
import { api } from "./api";
import { imageFiles } from "./api/images";
import { feedFiles } from "./api/sitemap";
import type { AppEnv, Bindings } from "./env";
import { withEdgeCache } from "./html/page-cache";
import { handleError } from "./middleware/error-handler";
import { noStoreForPrivate } from "./middleware/no-store";
import { requestId } from "./middleware/request-id";
import { securityHeaders } from "./middleware/security-headers";
import { loadSession } from "./middleware/session";
import { createServices } from "./services";
import { publishScheduledPosts, seedLaunchPosts } from "./services/content/blogs";
import { rebuildFeeds } from "./services/content/feeds";
import { publishScheduledInlineContent } from "./services/content/inline-content";
import { syncCodePages } from "./services/content/pages";
import { createFetcher } from "./services/outside/safe-fetch";
import { purgeExpiredRecords } from "./services/platform/housekeeping";
import { runSiteCrawl } from "./services/seo/crawl/run";
import { isDailySiteCheckTime, runDailySiteCheck } from "./services/seo/health";
import { renderPublicPage } from "./ssr";

const app = new Hono<AppEnv>();

app.use(requestId);
app.use(securityHeaders);
app.use(noStoreForPrivate);
app.use(async (c, next) => {
  c.set("services", createServices(c.env));
  await next();
});
app.use(loadSession);
app.onError(handleError);

app.route("/api", api);
app.route("/", feedFiles);
app.route("/", imageFiles);
// `all`, not `get`: route actions (form posts) must reach React Router too.
app.all("*", renderPublicPage);

export default {
  // Anonymous visitors' page views are answered from the edge cache before any middleware.
  fetch: (request, env, ctx) => withEdgeCache(request, env, (r) => app.fetch(r, env, ctx)),
  async scheduled(controller, env, ctx) {
    const services = createServices(env);
    ctx.waitUntil(purgeExpiredRecords(services.deps));
    // Once a day (the 03:00 UTC run): crawl this site's sitemap for broken links and 404s.
    if (isDailySiteCheckTime(controller.scheduledTime)) {
      const { deps } = services;
      ctx.waitUntil(
        runDailySiteCheck(deps, async (sitemapUrl) =>
          runSiteCrawl(deps, { sitemapUrl, fetcher: await createFetcher(deps, ctx), actor: null }),
        ).catch((error: unknown) =>
          console.error(
            JSON.stringify({ level: "error", event: "site_check.failed", error: String(error) }),
          ),
        ),
      );
    }
    // The feeds list the catalogue, so it is brought up to date with the code first.
    // Scheduled posts are published and launch posts seeded before the feeds list them.
    ctx.waitUntil(
      Promise.all([
        syncCodePages(services.deps),
        seedLaunchPosts(services.deps),
        publishScheduledPosts(services.deps),
        publishScheduledInlineContent(services.deps),
      ]).then(() => rebuildFeeds(services.deps)),
    );
  },
} satisfies ExportedHandler<Bindings>;

export { app };
