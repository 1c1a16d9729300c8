import type { Context } from "hono";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { appContext } from "../app/context";
import { isAdminPath, normalizePagePath } from "../app/lib/paths";
import type { AppEnv } from "./env";
import { applyInlineContent } from "./html/inline-content";

// Built once per isolate; it holds no request state.
const handleRequest = createRequestHandler(
  () => import("virtual:react-router/server-build"),
  import.meta.env.MODE,
);

/** Renders a page with React Router, handing it the request's services through the context. */
export function renderPage(c: Context<AppEnv>): Promise<Response> {
  const context = new RouterContextProvider();
  context.set(appContext, {
    services: c.var.services,
    user: c.var.user ?? null,
    cspNonce: c.var.secureHeadersNonce,
    requestId: c.var.requestId,
  });
  return handleRequest(c.req.raw, context);
}

/**
 * A public page as visitors see it: the React render with the page's published inline
 * content applied at the edge (also when a form post re-renders the page).
 */
export async function renderPublicPage(c: Context<AppEnv>): Promise<Response> {
  const response = await renderPage(c);
  const isHtml = response.headers.get("content-type")?.startsWith("text/html");
  const rendersPage = c.req.method === "GET" || c.req.method === "POST";
  if (!rendersPage || !isHtml || isAdminPath(c.req.path)) return response;
  const map = await c.var.services.inlineContent.getMap(normalizePagePath(c.req.path), "published");
  return applyInlineContent(response, map);
}
