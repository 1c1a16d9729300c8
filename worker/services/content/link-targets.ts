import {
  BLOG_PATH_PATTERN,
  type InlineContentMap,
  PAGE_PATH_PATTERN,
} from "../../../app/schemas/inline-content";
import { noPageMessage, readLinkTarget } from "../../../app/schemas/inline-structure";
import { mediaKeyOf } from "../../../app/schemas/media";
import { AppError } from "../../errors";
import { imageFactsFor } from "../media/media";
import type { Deps } from "../platform/deps";
import { getPublishedBlog } from "./blogs";
import { getCatalogueEntry } from "./pages";

// Where an edit may point: a link at a page visitors can see, a section at a library image.

/**
 * Whether visitors can see the page at `path`: home, the blog, a published post or an active
 * catalogue page (spelled as the site spells it: `/IT-Security` is no page).
 */
export async function isLivePath(deps: Deps, path: string): Promise<boolean> {
  if (path === "/" || path === "/blog") return true;
  if (BLOG_PATH_PATTERN.test(path)) {
    return (await getPublishedBlog(deps, path.slice("/blog/".length))) !== null;
  }
  if (!PAGE_PATH_PATTERN.test(path)) return false;
  return (await getCatalogueEntry(deps, path))?.isActive === true;
}

/**
 * Refuses links and buttons of `entries` that point at a path of this site with no live page:
 * 400 "There is no page at {path}" naming each entry. Other addresses were checked by the
 * schema (https://, mailto:, tel:).
 */
export async function assertLinksLive(deps: Deps, entries: InlineContentMap): Promise<void> {
  const live = new Map<string, Promise<boolean>>();
  const checks = Object.entries(entries).flatMap(([key, entry]) => {
    if (entry.type !== "button" && entry.type !== "link") return [];
    const target = entry.href === undefined ? null : readLinkTarget(entry.href);
    if (target?.kind !== "page") return [];
    const known = live.get(target.path) ?? isLivePath(deps, target.path);
    live.set(target.path, known);
    return [known.then((ok) => (ok ? null : { key, path: target.path }))];
  });
  const dead = (await Promise.all(checks)).filter((check) => check !== null);
  const [first] = dead;
  if (!first) return;
  throw new AppError(
    400,
    "NO_SUCH_PAGE",
    noPageMessage(first.path),
    dead.map(({ key, path }) => ({ path: `content.${key}.href`, message: noPageMessage(path) })),
  );
}

/** The library images the section looks of `entries` show, each with its field's path. */
export function sectionImages(entries: InlineContentMap): { path: string; src: string }[] {
  return Object.entries(entries).flatMap(([key, entry]) =>
    entry.type === "sections"
      ? Object.entries(entry.looks ?? {}).flatMap(([name, look]) =>
          look.image ? [{ path: `content.${key}.looks.${name}.image`, src: look.image.src }] : [],
        )
      : [],
  );
}

/** The 400 of a section look whose image is not (or no longer) in the media library. */
export function sectionImageMissing(image: { path: string; src: string }): AppError {
  const message = `The image ${image.src} is not in the media library. Choose one from the library or upload it.`;
  return new AppError(400, "IMAGE_NOT_STORED", message, [{ path: image.path, message }]);
}

/**
 * Refuses (400, naming the first) a section look of `entries` whose image is no file of the
 * media library: a section shows only images staff chose or uploaded there. The draft's write
 * checks again in its own statement (`imagesStoredGuard`), so a delete a moment before loses.
 */
export async function assertSectionImagesStored(
  deps: Deps,
  entries: InlineContentMap,
): Promise<void> {
  const images = sectionImages(entries);
  if (images.length === 0) return;
  const stored = await imageFactsFor(
    deps,
    images.map((image) => mediaKeyOf(image.src) ?? ""),
  );
  const missing = images.find((image) => !stored.has(mediaKeyOf(image.src) ?? ""));
  if (missing) throw sectionImageMissing(missing);
}
