import { renderToReadableStream, renderToString } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { appContext } from "./context";
import { unwrapRenderOnly } from "./lib/render-only";
import { shouldHydrate } from "./lib/route-handle";

export const streamTimeout = 5_000;

const encoder = new TextEncoder();

/** Whether the matched routes' page is hydrated (staff pages) or HTML and CSS only. */
function hydrates(context: EntryContext): boolean {
  const handles = context.staticHandlerContext.matches
    .filter((match) => match.route.id !== "root")
    .map((match) => context.routeModules[match.route.id]?.handle);
  return shouldHydrate(handles);
}

/**
 * A page as HTML. A public page (not hydrated: no scripts, no Suspense to stream) is rendered
 * to one string and encoded once: React's stream writes every tag and attribute as its own
 * chunk into byte buffers, which cost ~0.8 ms of a ~3.5 ms render (bench row (h)); a page
 * must arrive whole anyway. Hydrated staff pages stream, as React Router's data needs.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { cspNonce } = loadContext.get(appContext);
  const hydrated = hydrates(routerContext);
  // Static routes hand their data wrapped (worker/ssr.ts); a hydrated page's browser would get
  // none of it, so a static route never sits in a hydrated page (test/app/render-only.test.ts).
  if (unwrapRenderOnly(routerContext.staticHandlerContext.loaderData) && hydrated) {
    throw new Error("A static route's loader data reached a hydrated page");
  }
  const app = <ServerRouter context={routerContext} url={request.url} nonce={cspNonce} />;
  if (!hydrated) {
    const html = encoder.encode(`<!DOCTYPE html>${renderToString(app)}`);
    responseHeaders.set("Content-Length", String(html.byteLength));
    return new Response(html, { headers: responseHeaders, status: responseStatusCode });
  }
  let shellRendered = false;
  const body = await renderToReadableStream(app, {
    nonce: cspNonce,
    signal: AbortSignal.timeout(streamTimeout + 1000),
    onError(error: unknown) {
      responseStatusCode = 500;
      if (shellRendered) console.error(error);
    },
  });
  shellRendered = true;
  await body.allReady;
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}
