import type { Context } from "hono";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { type AppContext, appContext } from "../app/context";
import { isAdminPath, normalizePagePath } from "../app/lib/paths";
import { roleSatisfies } from "./api/access";
import type { AppEnv } from "./env";
import { applyInlineContent } from "./html/inline-content";
import type { AppServices } from "./services";
import type { InlineContentStatus } from "./services/inline-content";

type RequestHandler = ReturnType<typeof createRequestHandler>;

/**
 * React Router's request handler; it holds no request state. Handed a function, React Router
 * derives its routes and static handler again on every request, so a dev server picks up
 * edits; the production build never changes, so it is imported once and handed over itself.
 */
const handleRequest: RequestHandler = import.meta.env.DEV
  ? createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE)
  : builtOnce();

function builtOnce(): RequestHandler {
  // Imported while the isolate starts, not by its first request: loading the build (~30 ms of
  // CPU here) then counts against the start-up limit, not against that request's CPU limit.
  let handler: Promise<RequestHandler> | undefined = load();
  handler.catch(() => undefined); // a failure is the first request's to report
  function load() {
    return import("virtual:react-router/server-build").then(
      (build) => createRequestHandler(build, import.meta.env.MODE),
      (error: unknown) => {
        handler = undefined; // the next request tries again
        throw error;
      },
    );
  }
  return async (request, context) => {
    handler ??= load();
    return (await handler)(request, context);
  };
}

/**
 * The request's services for one render: the site settings are read once however many loaders
 * ask (the public layout's and the page's both do), so the render has one D1 read of them.
 */
function renderServices(services: AppServices): AppServices {
  let settings: ReturnType<AppServices["siteSettings"]["get"]> | undefined;
  return { ...services, siteSettings: { get: () => (settings ??= services.siteSettings.get()) } };
}

/** The request's services for the loaders; `as` overrides who renders (or how). */
function routerContext(c: Context<AppEnv>, as: Partial<AppContext> = {}) {
  const context = new RouterContextProvider();
  context.set(appContext, {
    services: renderServices(c.var.services),
    user: c.var.user ?? null,
    cspNonce: c.var.secureHeadersNonce,
    requestId: c.var.requestId,
    ...as,
  });
  return context;
}

/** An HTML GET of `path` on this site, rendered in-process (no edge cache, no middleware). */
function renderPath(c: Context<AppEnv>, path: string, as: Partial<AppContext> = {}) {
  return handleRequest(
    new Request(new URL(path, c.req.url), { headers: { accept: "text/html" } }),
    routerContext(c, as),
  );
}

/** Renders a page with React Router, handing it the request's services through the context. */
export function renderPage(c: Context<AppEnv>): Promise<Response> {
  return handleRequest(c.req.raw, routerContext(c));
}

/**
 * A public page as visitors see it: the React render with the page's published inline
 * content applied at the edge (also when a form post re-renders the page). The map is read
 * from D1 while React renders, not after it; a rewritten page is sent as one body.
 */
export async function renderPublicPage(c: Context<AppEnv>): Promise<Response> {
  const rendersPage = c.req.method === "GET" || c.req.method === "POST";
  const overlay = rendersPage ? overlayOf(c) : null;
  const map = overlay && c.var.services.inlineContent.getMap(overlay.pagePath, overlay.status);
  // Not awaited when the render is no page (a redirect, a file): no unhandled rejection then.
  map?.catch(() => undefined);
  const response = await renderPage(c);
  const isHtml = response.headers.get("content-type")?.startsWith("text/html");
  if (!map || !isHtml) return response;
  const rewritten = applyInlineContent(response, await map);
  if (rewritten === response) return response;
  // Sent as one body: HTMLRewriter emits a piece at every element it visits, and sending
  // dozens of small pieces cost more than the rewrite itself (bench row (e)).
  const body = await rewritten.arrayBuffer();
  const sent = new Response(body, rewritten);
  sent.headers.set("content-length", String(body.byteLength));
  return sent;
}

/**
 * The inline-content map a page render gets: in edit mode the draft for editors (anyone else
 * what visitors see), none on other staff pages, else the page's published map.
 */
function overlayOf(c: Context<AppEnv>): { pagePath: string; status: InlineContentStatus } | null {
  const editOf = editModePagePath(c.req.path);
  if (editOf) {
    const user = c.var.user;
    const status = user && roleSatisfies(user.role, "editor") ? "draft" : "published";
    return { pagePath: editOf, status };
  }
  if (isAdminPath(c.req.path)) return null;
  return { pagePath: normalizePagePath(c.req.path), status: "published" };
}

/**
 * A page of this site as visitors will get it once its inline edits are published: rendered
 * for an anonymous visitor with no edge cache and no published map (the caller applies the
 * draft), and a created page that is still inactive renders as if it were active. The
 * publishing gate checks this render.
 */
export function renderAsPublished(c: Context<AppEnv>, pagePath: string): Promise<Response> {
  return renderPath(c, pagePath, { user: null, renderUnpublished: true });
}

/**
 * The page path that an edit mode URL edits: `/{slug}/admin` edits `/{slug}` ("/" for
 * `/home/admin`), `/blog/{slug}/admin` edits the post page `/blog/{slug}`; otherwise null.
 */
export function editModePagePath(pathname: string): string | null {
  const blog = /^\/blog\/([a-z0-9][a-z0-9-]*)\/admin\/?$/.exec(pathname);
  if (blog?.[1]) return `/blog/${blog[1]}`;
  const match = /^\/([a-z0-9][a-z0-9-]*)\/admin\/?$/.exec(pathname);
  if (!match?.[1] || match[1] === "blog") return null;
  return match[1] === "home" ? "/" : `/${match[1]}`;
}

/** The edit mode URL of a page path: `/home/admin` for "/", else the path plus `/admin`. */
export function editModeUrl(pagePath: string): string {
  return `${pagePath === "/" ? "/home" : pagePath}/admin`;
}

/**
 * The `data-eid`s a page renders, as the signed-in `c.var.user` would get it in edit mode (so
 * a created page that is still inactive, or the template of a new page, counts too). Inline
 * edits may only address these.
 */
export async function renderedEids(
  c: Context<AppEnv>,
  ref: { pagePath: string; pageType: "page" | "blog" },
): Promise<Set<string>> {
  // A blog post renders its edit mode too, so a draft post counts for staff who may edit it.
  const response = await renderPath(c, editModeUrl(ref.pagePath));
  const eids = new Set<string>();
  if (response.status !== 200) {
    await response.body?.cancel();
    return eids;
  }
  await new HTMLRewriter()
    .on("[data-eid]", {
      element(element) {
        const eid = element.getAttribute("data-eid");
        if (eid) eids.add(eid);
      },
    })
    .transform(response)
    .arrayBuffer();
  return eids;
}
