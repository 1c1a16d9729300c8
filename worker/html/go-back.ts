import { parseUrl } from "../../app/lib/url";

/** The attribute a page puts on a "Go Back" link whose default address is its fallback. */
export const GO_BACK_ATTRIBUTE = "data-go-back";

/**
 * The same-site page a visitor came from (the Referer's path and query), or null when they
 * came from elsewhere, from nowhere, or from this very page.
 */
function cameFrom(request: Request): string | null {
  const referer = request.headers.get("referer");
  const here = new URL(request.url);
  const from = referer ? parseUrl(referer) : null;
  if (!from || from.origin !== here.origin || from.pathname === here.pathname) return null;
  const path = `${from.pathname}${from.search}`;
  return path.startsWith("/") && !path.startsWith("//") ? path : null;
}

/**
 * A not-found page's "Go Back" link, pointed at the page this visitor came from. Done here,
 * per answer, because the page itself is rendered once for every visitor and kept in the edge
 * cache: a referrer baked into it would send the next visitor to the first one's page.
 *
 * @example return status === 404 ? withGoBackLink(response, request) : response
 */
export function withGoBackLink(response: Response, request: Request): Response {
  if (!response.headers.get("content-type")?.startsWith("text/html")) return response;
  const back = cameFrom(request);
  if (!back || !response.body) return response;
  return new HTMLRewriter()
    .on(`a[${GO_BACK_ATTRIBUTE}]`, {
      element(link) {
        link.setAttribute("href", back);
      },
    })
    .transform(response);
}
