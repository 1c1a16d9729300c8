import type { Bindings } from "./env";
import { withEdgeCache } from "./html/edge-cache";
import { countHit } from "./services/analytics/count";

export { AnalyticsCounter } from "./services/analytics/counter";

// The Worker. Its start-up loads only the edge cache: a visitor's page that is cached is
// answered without loading the app. Everything else (the API, a page to render, a staff
// page, a cron run) loads the app (worker/app.ts: Hono, the services, React Router's build)
// once per isolate, on the first request that needs it.

type AppModule = typeof import("./app");
// The module itself, not the promise of it: a promise made while one request ran belongs to
// that request, and another request awaiting it after the first ended would hang (workerd).
let loaded: AppModule | undefined;

/** The app, loaded once per isolate; a failed load is the request's to report, the next retries. */
async function loadApp(): Promise<AppModule> {
  loaded ??= await import("./app");
  return loaded;
}

export default {
  // Anonymous visitors' page views are answered from the edge cache before any middleware,
  // and counted once answered (worker/services/analytics/).
  fetch: (request, env, ctx) =>
    // A document's room (issue 36): the live Worker checks the ticket and the session itself.
    new URL(request.url).pathname === "/api/live/socket"
      ? env.LIVE.fetch(request)
      : withEdgeCache(
          request,
          env,
          async (r) => (await loadApp()).app.fetch(r, env, ctx),
          (path, status) => ctx.waitUntil(countHit(env, request, path, status)),
        ),
  scheduled(controller, env, ctx) {
    ctx.waitUntil(loadApp().then(({ runCron }) => runCron(controller, env, ctx)));
  },
} satisfies ExportedHandler<Bindings>;
