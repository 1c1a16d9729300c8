import { env, exports } from "cloudflare:workers";
import { RouterContextProvider } from "react-router";
import { type AppContext, appContext } from "../../app/context";
import { AFTER_PUBLISH_HOOKS } from "../../worker/after-publish";
import { createDb } from "../../worker/db/client";
import { services } from "../../worker/services";
import type { Deps, WorkerDeps } from "../../worker/services/platform/deps";
import { renderInProcess } from "../../worker/ssr";
import { ORIGIN } from "./users";

/** The deps a service gets, over this test file's own D1 and bindings. */
export function testDeps(): Deps {
  return { db: createDb(env.DB), env, afterPublish: AFTER_PUBLISH_HOOKS };
}

/**
 * The deps a request of the Worker at `origin` gets: this site's pages go through the real
 * Worker (`exports.default.fetch`) or React Router in-process, as in production. Work handed
 * to `waitUntil` is collected in `pending`.
 */
export function testWorkerDeps(origin = ORIGIN): WorkerDeps & { pending: Promise<unknown>[] } {
  const pending: Promise<unknown>[] = [];
  const deps: WorkerDeps & { pending: Promise<unknown>[] } = {
    ...testDeps(),
    requestId: "test",
    pending,
    waitUntil: (promise) => {
      pending.push(promise);
    },
    site: {
      origin,
      fetch: (request) => exports.default.fetch(request),
      render: (path, as) =>
        renderInProcess(deps, new URL(path, origin), { ...as, requestId: "test" }),
    },
  };
  return deps;
}

/** The router context a loader or action gets from the Worker, for `as` (a visitor by default). */
export function testRouterContext(as: Partial<AppContext> = {}): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(appContext, {
    deps: testWorkerDeps(),
    services,
    user: null,
    cspNonce: undefined,
    requestId: "test",
    ...as,
  });
  return context;
}

/**
 * The test file's real D1, with the SQL of each statement it prepares recorded (in order), and
 * service deps over it: to see how many statements, and which, a service sends.
 */
export function recordingDeps(): Deps & { statements: string[] } {
  const statements: string[] = [];
  const d1 = new Proxy(env.DB, {
    get(target, name) {
      if (name === "prepare") {
        return (query: string) => {
          statements.push(query);
          return target.prepare(query);
        };
      }
      const value = Reflect.get(target, name);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { db: createDb(d1), env, statements };
}
