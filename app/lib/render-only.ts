import { isStaticHandle } from "./route-handle";

/**
 * Loader data only the server's render reads: a public page's (it ships no script). React
 * Router encodes every loader's data for the browser (turbo-stream) before it renders a page,
 * whether or not a script will ever read it; that walk cost ~0.4 ms of a ~2.7 ms render (bench
 * row (h)). Held in a private field, the data is one empty object to the encoder; the entry
 * takes it out again before React renders (`unwrapRenderOnly`).
 */
export class RenderOnly {
  readonly #value: unknown;
  constructor(value: unknown) {
    this.#value = value;
  }
  get value(): unknown {
    return this.#value;
  }
}

/** React Router's `data(value, init)`, recognised without importing its class. */
interface DataWithInit {
  type: "DataWithResponseInit";
  data: unknown;
}

function isDataWithInit(value: unknown): value is DataWithInit {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as { type?: unknown }).type === "DataWithResponseInit" &&
    "data" in value
  );
}

/**
 * What a static route's loader returned, its data wrapped: a Response (a redirect) passes as
 * it is, and `data(value, init)` keeps its status and headers with the value wrapped.
 */
export function renderOnly(result: unknown): unknown {
  if (result instanceof Response || result instanceof RenderOnly) return result;
  if (isDataWithInit(result)) {
    result.data = new RenderOnly(result.data);
    return result;
  }
  return new RenderOnly(result);
}

/**
 * The route loaders' data as the render reads it: every wrapped value taken out, in place.
 * Whether any was wrapped.
 */
export function unwrapRenderOnly(loaderData: Record<string, unknown>): boolean {
  let wrapped = false;
  for (const [routeId, value] of Object.entries(loaderData)) {
    if (!(value instanceof RenderOnly)) continue;
    loaderData[routeId] = value.value;
    wrapped = true;
  }
  return wrapped;
}

/** A route module as the server build holds it (the parts this file reads). */
interface BuiltModule {
  handle?: unknown;
  loader?: (...args: never[]) => unknown;
}

/**
 * The route modules of a server build with every static route's loader wrapping its data
 * (`renderOnly`), for document requests only: a `.data` request (a hydrated page's client
 * navigation) is answered from the build as it is.
 */
export function renderOnlyRoutes<Route extends { module: BuiltModule } | undefined>(
  routes: Record<string, Route>,
): Record<string, Route> {
  const wrapped: Record<string, Route> = {};
  for (const [id, route] of Object.entries(routes)) {
    const loader = route?.module.loader;
    if (!route || !loader || !isStaticHandle(route.module.handle)) {
      wrapped[id] = route;
      continue;
    }
    const module = {
      ...route.module,
      loader: async (...args: never[]) => renderOnly(await loader(...args)),
    };
    wrapped[id] = { ...route, module };
  }
  return wrapped;
}
