import { decodeEntities } from "../../../app/lib/html-entities";
import {
  parseSocialImagePath,
  type SocialImageFacts,
  socialImageFactsOfAlt,
  socialImageHash,
} from "../../../app/lib/social-image";
import type { Deps, WorkerDeps } from "../platform/deps";
import { logError } from "../platform/log";
import { getSiteSettings } from "../platform/settings";
import { IMAGE_CACHE_CONTROL } from "./images";

// Each public page's social image (app/lib/social-image.ts): stored in R2 under `og/{hash}.png`
// and drawn on its first GET. Only the image a page links right now is ever drawn: the page is
// rendered as a visitor gets it and must name this very URL, and its facts must give this
// hash, so no URL can make the Worker draw text of its own choosing. The same facts give the
// same bytes under the same key, so two first GETs at once both draw and store one image.
// The drawing itself is the social-image Worker's (workers/social-image/), reached through the
// SOCIAL_IMAGES service binding: its WebAssembly and font stay out of this Worker.

/** Seconds a crawler is asked to wait when the drawing Worker could not draw. */
const RETRY_AFTER_S = 60;

const notFound = () => new Response("Not found", { status: 404 });

const r2Key = (hash: string) => `og/${hash}.png`;

function pngResponse(body: BodyInit, etag?: string): Response {
  const headers = new Headers({
    "content-type": "image/png",
    "cache-control": IMAGE_CACHE_CONTROL,
  });
  if (etag) headers.set("etag", etag);
  return new Response(body, { headers });
}

/** The og:image URL and alt a page's head names, read as a visitor gets the page. */
async function socialImageOfPage(
  deps: WorkerDeps,
  pagePath: string,
): Promise<{ url: string; alt: string } | null> {
  const page = await deps.site.fetch(
    new Request(new URL(pagePath, deps.site.origin), { headers: { accept: "text/html" } }),
  );
  if (!page.ok || !page.headers.get("content-type")?.startsWith("text/html")) {
    await page.body?.cancel();
    return null;
  }
  let url = "";
  let alt = "";
  await new HTMLRewriter()
    .on('meta[property="og:image"]', {
      element: (element) => {
        url ||= element.getAttribute("content") ?? "";
      },
    })
    .on('meta[property="og:image:alt"]', {
      element: (element) => {
        alt ||= element.getAttribute("content") ?? "";
      },
    })
    .transform(page)
    .arrayBuffer();
  // HTMLRewriter hands attributes over as written: "&amp;" and "&#x27;" still escaped.
  return url ? { url: decodeEntities(url), alt: decodeEntities(alt) } : null;
}

/**
 * The facts of the image `imagePath` names, when the page it belongs to links exactly that
 * image now; null for an old, forged or unknown one.
 */
async function currentFacts(
  deps: WorkerDeps,
  imagePath: string,
  pagePath: string,
  hash: string,
): Promise<SocialImageFacts | null> {
  const [linked, { settings }] = await Promise.all([
    socialImageOfPage(deps, pagePath),
    getSiteSettings(deps),
  ]);
  if (!linked || new URL(linked.url, deps.site.origin).pathname !== imagePath) return null;
  const facts = socialImageFactsOfAlt(linked.alt, settings.productName);
  return facts && socialImageHash(facts) === hash ? facts : null;
}

/**
 * `GET /og/{page path}/{hash}.png`: the stored image, else (the page links it) drawn, stored
 * and sent; a 404 for any other name. A stored image is served as it is under the page it was
 * drawn for (its R2 metadata); under any other path (another page with the same title, or one
 * made up) only when that page links it now.
 */
export async function serveSocialImage(deps: WorkerDeps, imagePath: string): Promise<Response> {
  const parsed = parseSocialImagePath(imagePath);
  if (!parsed) return notFound();
  const storedPng = async () => {
    const stored = await deps.env.IMAGES.get(r2Key(parsed.hash));
    return stored ? pngResponse(stored.body, stored.httpEtag) : null;
  };
  // Its metadata first: no body is held open while the page is read (below).
  const stored = await deps.env.IMAGES.head(r2Key(parsed.hash));
  if (stored?.customMetadata?.page === parsed.pagePath) {
    const served = await storedPng();
    if (served) return served;
  }
  const facts = await currentFacts(deps, imagePath, parsed.pagePath, parsed.hash);
  if (!facts) return notFound();
  if (stored) {
    const served = await storedPng();
    if (served) return served;
  }
  const png = await drawnBy(deps, facts);
  // Nothing stored: the next GET draws again.
  if (!png) {
    return new Response("The social image could not be drawn just now; try again shortly.", {
      status: 503,
      headers: { "retry-after": String(RETRY_AFTER_S), "cache-control": "no-store" },
    });
  }
  const put = await deps.env.IMAGES.put(r2Key(parsed.hash), png, {
    httpMetadata: { contentType: "image/png", cacheControl: IMAGE_CACHE_CONTROL },
    customMetadata: { page: parsed.pagePath },
  });
  return pngResponse(png, put?.httpEtag);
}

/**
 * The PNG of `facts`, drawn by the social-image Worker; null (logged) when it failed or
 * answered anything but a PNG.
 */
async function drawnBy(deps: Deps, facts: SocialImageFacts): Promise<ArrayBuffer | null> {
  try {
    const response = await deps.env.SOCIAL_IMAGES.fetch("https://social-images.internal/draw", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(facts),
    });
    if (response.ok && response.headers.get("content-type") === "image/png") {
      return response.arrayBuffer();
    }
    const detail = (await response.text()).slice(0, 200);
    throw new Error(`the social-image Worker answered ${response.status}: ${detail}`);
  } catch (error) {
    logError("social_image.draw_failed", { error: String(error) });
    return null;
  }
}

/**
 * Draws the social image `pagePath` links now unless it is stored, so a changed title's new
 * image is ready before a crawler asks. Run it in `waitUntil`; a failure only logs (the first
 * GET draws the image anyway).
 */
export async function warmSocialImage(deps: WorkerDeps, pagePath: string): Promise<void> {
  try {
    const linked = await socialImageOfPage(deps, pagePath);
    if (!linked) return;
    const imagePath = new URL(linked.url, deps.site.origin).pathname;
    const parsed = parseSocialImagePath(imagePath);
    if (!parsed || (await deps.env.IMAGES.head(r2Key(parsed.hash)))) return;
    const response = await serveSocialImage(deps, imagePath);
    await response.body?.cancel();
  } catch (error) {
    logError("social_image.warm_failed", { pagePath, error: String(error) });
  }
}

/**
 * After a change visitors see (a title, a publish): warms the social images of `pagePaths`
 * after the answer (see warmSocialImage). Deps without a running Worker's (a service called
 * from a test or a script) skip it: the first GET draws the image anyway.
 */
export function warmSocialImagesLater(deps: Deps | WorkerDeps, pagePaths: readonly string[]): void {
  if (!("site" in deps) || !("waitUntil" in deps)) return;
  deps.waitUntil(Promise.all(pagePaths.map((path) => warmSocialImage(deps, path))));
}
