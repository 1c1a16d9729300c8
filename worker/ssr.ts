import type { Context } from "hono";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { type AppContext, appContext } from "../app/context";
import { editModePagePath, isAdminPath, normalizePagePath } from "../app/lib/paths";
import { renderOnlyRoutes } from "../app/lib/render-only";
import type { InlineContentMap } from "../app/schemas/inline-content";
import { roleAtLeast } from "../app/schemas/user";
import type { AppEnv } from "./env";
import { applyInlineContent, edgeHasWork } from "./html/inline-overlay";
import { services } from "./services";
import { getInlineContentMap, type InlineContentStatus } from "./services/content/inline-content";
import { readPageRenderRows } from "./services/content/render-rows";
import type { RenderAs, RenderReads, WorkerDeps } from "./services/platform/deps";

type RequestHandler = ReturnType<typeof createRequestHandler>;
type BuildHandlers = { documents: RequestHandler; data: RequestHandler };

/**
 * React Router's request handlers; they hold no request state. A document is rendered from the
 * build whose static routes' loader data is render-only (app/lib/render-only.ts: never encoded
 * for a browser that runs no script); a `.data` request (a hydrated page's navigation) from the
 * build as it is. Handed a function, React Router derives its routes again on every request,
 * so a dev server picks up edits; the production build never changes and is imported once.
 */
const handlers: BuildHandlers = import.meta.env.DEV
  ? {
      documents: createRequestHandler(
        () => import("virtual:react-router/server-build").then(withRenderOnly),
        import.meta.env.MODE,
      ),
      data: createRequestHandler(
        () => import("virtual:react-router/server-build"),
        import.meta.env.MODE,
      ),
    }
  : builtOnce();

const handleRequest: RequestHandler = (request, context) =>
  new URL(request.url).pathname.endsWith(".data")
    ? handlers.data(request, context)
    : handlers.documents(request, context);

function withRenderOnly(build: ServerBuild): ServerBuild {
  return { ...build, routes: renderOnlyRoutes(build.routes) };
}

function builtOnce(): BuildHandlers {
  // Kept as the handlers, not as the promise of them: the build is imported by the first
  // request that renders (the app itself loads on the first request the edge cache does not
  // answer, worker/index.ts), and a promise made during one request must not be awaited by
  // another (workerd would hang the second once the first has ended).
  let documents: RequestHandler | undefined;
  let data: RequestHandler | undefined;
  const build = () => import("virtual:react-router/server-build");
  return {
    documents: async (request, context) => {
      documents ??= createRequestHandler(withRenderOnly(await build()), import.meta.env.MODE);
      return documents(request, context);
    },
    data: async (request, context) => {
      data ??= createRequestHandler(await build(), import.meta.env.MODE);
      return data(request, context);
    },
  };
}

/**
 * The router context of one render. Its deps carry the render's shared reads: the loaders of a
 * render run side by side and several need the same rows (the public layout's and the page's
 * both read the site settings), so each is read from D1 once per render; `reads` may already
 * hold rows asked for before the render (renderPublicPage).
 */
function routerContext(context: AppContext, reads: RenderReads = {}): RouterContextProvider {
  const provider = new RouterContextProvider();
  provider.set(appContext, { ...context, deps: { ...context.deps, renderReads: reads } });
  return provider;
}

/** Renders the request's page with React Router; loaders get the request's deps and user. */
export function renderPage(c: Context<AppEnv>, reads?: RenderReads): Promise<Response> {
  return handleRequest(
    c.req.raw,
    routerContext(
      {
        deps: c.var.deps,
        services,
        user: c.var.user ?? null,
        secondFactorRequired: c.var.secondFactorRequired ?? false,
        cspNonce: c.var.secureHeadersNonce,
        requestId: c.var.requestId,
      },
      reads,
    ),
  );
}

/**
 * An HTML GET of `url` rendered by React Router alone (no edge cache, no middleware; inline
 * edits only as `as.inline` hands them to the loaders, none at the edge) for `as`: the
 * Worker's `deps.site.render`.
 */
export function renderInProcess(
  deps: WorkerDeps,
  url: URL,
  as: RenderAs & { requestId: string },
): Promise<Response> {
  const reads: RenderReads = {};
  if (as.inline) {
    const pagePath = editModePagePath(url.pathname) ?? normalizePagePath(url.pathname);
    reads.inline = { pagePath, view: as.inline.view, map: Promise.resolve(as.inline.map) };
  }
  return handleRequest(
    new Request(url, { headers: { accept: "text/html" } }),
    routerContext(
      {
        deps,
        services,
        user: as.user,
        cspNonce: undefined,
        requestId: as.requestId,
        renderUnpublished: as.renderUnpublished,
        preview: as.preview,
      },
      reads,
    ),
  );
}

/**
 * A public page as visitors see it: the React render with the page's published inline
 * content applied at the edge (also when a form post re-renders the page). The map is read
 * from D1 while React renders, not after it, and a GET of a public page reads it in one batch
 * with the rows its loaders need (render-rows.ts; with the session when signed in, by the
 * session middleware); a rewritten page is sent as one body.
 */
export async function renderPublicPage(c: Context<AppEnv>): Promise<Response> {
  const rendersPage = c.req.method === "GET" || c.req.method === "POST";
  const overlay = rendersPage ? overlayOf(c) : null;
  const rows = overlay ? overlayRows(c, overlay) : null;
  // Not awaited when the render is no page (a redirect, a file): no unhandled rejection then.
  rows?.map.catch(() => undefined);
  if (rows && overlay) {
    // The loaders apply the same map to the page's data (lists, hidden sections, JSON-LD).
    const view = overlay.status === "draft" ? "editor" : "visitor";
    rows.reads.inline = { pagePath: overlay.pagePath, view, map: rows.map };
  }
  const response = await renderPage(c, rows?.reads);
  const map = rows?.map;
  const isHtml = response.headers.get("content-type")?.startsWith("text/html");
  if (!map || !isHtml) return response;
  // A visitor's page whose every edit the loaders already set in its data (words, addresses)
  // needs no second pass: the render shows them (the edge would set the same words again).
  const inData = rows?.reads.inline?.inData;
  if (inData && !edgeHasWork(await map, inData)) return response;
  const rewritten = applyInlineContent(response, await map, inData);
  if (rewritten === response) return response;
  // Sent as one body: HTMLRewriter emits a piece at every element it visits, and sending
  // dozens of small pieces cost more than the rewrite itself (bench row (e)).
  const body = await rewritten.arrayBuffer();
  const sent = new Response(body, rewritten);
  sent.headers.set("content-length", String(body.byteLength));
  return sent;
}

/**
 * The overlay's map, being read, and the rows read with it for the loaders: a public page's
 * GET reads them in one batch (the session middleware's, when it read one for this page).
 */
function overlayRows(
  c: Context<AppEnv>,
  { pagePath, status }: { pagePath: string; status: InlineContentStatus },
): { map: Promise<InlineContentMap>; reads: RenderReads } {
  if (c.req.method !== "GET" || status !== "published") {
    return { map: getInlineContentMap(c.var.deps, pagePath, status), reads: {} };
  }
  const early = c.var.pageRows;
  if (early?.pagePath === pagePath) return { map: early.overlay, reads: early.reads };
  const reads: RenderReads = {};
  return { map: readPageRenderRows(c.var.deps, pagePath, reads), reads };
}

/**
 * The inline-content map a page render gets: in edit mode the draft for editors (anyone else
 * what visitors see), none on other staff pages, else the page's published map.
 */
function overlayOf(c: Context<AppEnv>): { pagePath: string; status: InlineContentStatus } | null {
  const editOf = editModePagePath(c.req.path);
  if (editOf) {
    const user = c.var.user;
    const status = user && roleAtLeast(user.role, "editor") ? "draft" : "published";
    return { pagePath: editOf, status };
  }
  if (isAdminPath(c.req.path)) return null;
  return { pagePath: normalizePagePath(c.req.path), status: "published" };
}
