import { Hono } from "hono";
import { api } from "./api";
import { imageFiles } from "./api/images";
import { feedFiles } from "./api/sitemap";
import type { AppEnv, Bindings } from "./env";
import { publicPageCache } from "./html/page-cache";
import { handleError } from "./middleware/error-handler";
import { requestId } from "./middleware/request-id";
import { securityHeaders } from "./middleware/security-headers";
import { loadSession } from "./middleware/session";
import { createServices } from "./services";
import { publishScheduledPosts, seedLaunchPosts } from "./services/blogs";
import { rebuildFeeds } from "./services/feeds";
import { purgeExpiredRecords } from "./services/housekeeping";
import { syncCodePages } from "./services/pages";
import { renderPublicPage } from "./ssr";

const app = new Hono<AppEnv>();

app.use(requestId);
app.use(securityHeaders);
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
app.all("*", publicPageCache, renderPublicPage);

export default {
  fetch: app.fetch,
  async scheduled(_controller, env, ctx) {
    const services = createServices(env);
    ctx.waitUntil(purgeExpiredRecords(services.deps));
    // The feeds list the catalogue, so it is brought up to date with the code first.
    // Scheduled posts are published and launch posts seeded before the feeds list them.
    ctx.waitUntil(
      Promise.all([
        syncCodePages(services.deps),
        seedLaunchPosts(services.deps),
        publishScheduledPosts(services.deps),
      ]).then(() => rebuildFeeds(services.deps)),
    );
  },
} satisfies ExportedHandler<Bindings>;

export { app };
