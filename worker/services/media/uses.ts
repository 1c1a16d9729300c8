import { type AnyColumn, and, desc, eq, type SQL, sql } from "drizzle-orm";
import { type MediaUse, type MediaUseAs, mediaKeysIn, mediaUrl } from "../../../app/schemas/media";
import type { RoleOption } from "../../../app/schemas/roles";
import { inList } from "../../db/in-list";
import { blogs, inlineContent, pages, postDrafts, publishSchedules } from "../../db/schema";
import type { Deps } from "../platform/deps";

// Where the site names a library image, everywhere it can: a post's body or featured image
// (drafts included), a page's social image (Page settings, published or in its draft) or
// content, a link among a page's inline edits (draft or published), and a publish scheduled
// for later (its frozen copy). The
// Media tab lists these uses, a delete is refused while any exists, and an alt change purges
// the cached pages that show the image.

/** Who asks: an author sees another author's drafts only as "a draft", never their titles. */
export interface MediaViewer {
  id: string;
  role: RoleOption;
}

/** One use as found, before it is shown to anyone. */
interface FoundUse extends Omit<MediaUse, "hidden"> {
  /** A post's author (null for pages and posts whose author is gone). */
  authorId: string | null;
}

/** SQL: `text` (a column) holds any of the `/images/{key}` paths of `keys`. One parameter. */
function namesAny(text: AnyColumn, keys: readonly string[]): SQL {
  const paths = JSON.stringify(keys.map(mediaUrl));
  return sql`exists (select 1 from json_each(${paths}) where instr(coalesce(${text}, ''), json_each.value) > 0)`;
}

/** SQL: `text` holds the path of `key`. */
const names = (text: AnyColumn, key: string) =>
  sql`instr(coalesce(${text}, ''), ${mediaUrl(key)}) > 0`;

/**
 * SQL that is true while anything names `key` (the same places `findMediaUses` reads), for a
 * delete's WHERE: checked in the delete's own statement, so a use saved a moment before the
 * delete keeps the image.
 */
export function usedAnywhere(key: string): SQL {
  return sql`(
    exists (select 1 from ${blogs} where ${names(blogs.content, key)} or ${names(blogs.image, key)})
    or exists (select 1 from ${pages} where ${names(pages.seoImage, key)} or ${names(pages.content, key)})
    or exists (select 1 from ${inlineContent}
               where ${names(inlineContent.content, key)} or ${names(inlineContent.settings, key)})
    or exists (select 1 from ${publishSchedules}
               where ${publishSchedules.status} = 'pending' and ${names(publishSchedules.snapshot, key)})
    or exists (select 1 from ${postDrafts} where ${names(postDrafts.fields, key)})
  )`;
}

/** Adds `use` under each of `keys`, merging the ways one post or page names one image. */
function add(found: Map<string, FoundUse[]>, keys: Iterable<string>, use: FoundUse) {
  for (const key of keys) {
    const list = found.get(key) ?? [];
    const same = list.find((item) => item.kind === use.kind && item.slug === use.slug);
    if (same) same.as = [...new Set([...same.as, ...use.as])];
    else list.push({ ...use, as: [...use.as] });
    found.set(key, list);
  }
}

const inKeys = (text: string, wanted: ReadonlySet<string>) =>
  mediaKeysIn(text).filter((key) => wanted.has(key));

async function postUses(deps: Deps, keys: readonly string[], found: Map<string, FoundUse[]>) {
  const wanted = new Set(keys);
  const rows = await deps.db
    .select({
      slug: blogs.slug,
      title: blogs.title,
      published: blogs.published,
      authorId: blogs.authorId,
      content: blogs.content,
      image: blogs.image,
    })
    .from(blogs)
    .where(sql`${namesAny(blogs.content, keys)} or ${namesAny(blogs.image, keys)}`)
    .orderBy(desc(blogs.updatedAt));
  for (const row of rows) {
    const post = { kind: "post" as const, slug: row.slug, title: row.title };
    const base = { ...post, published: row.published, authorId: row.authorId };
    add(found, inKeys(row.content, wanted), { ...base, as: ["body"] });
    add(found, inKeys(row.image ?? "", wanted), { ...base, as: ["featured"] });
  }
  // A published post's changes kept apart until they are published (issue 35).
  const pending = await deps.db
    .select({
      slug: blogs.slug,
      title: blogs.title,
      published: blogs.published,
      authorId: blogs.authorId,
      fields: postDrafts.fields,
    })
    .from(postDrafts)
    .innerJoin(blogs, eq(blogs.id, postDrafts.blogId))
    .where(namesAny(postDrafts.fields, keys));
  for (const { fields, ...row } of pending) {
    add(found, inKeys(fields, wanted), { kind: "post", ...row, as: ["unpublished"] });
  }
}

/** The catalogue's title and state of each path (inline edits and schedules name paths). */
async function pagesAt(deps: Deps, paths: readonly string[]) {
  const rows = await deps.db
    .select({ path: pages.path, title: pages.title, isActive: pages.isActive })
    .from(pages)
    .where(inList(pages.path, [...new Set(paths)]));
  return new Map(rows.map((row) => [row.path, row]));
}

async function pageUses(deps: Deps, keys: readonly string[], found: Map<string, FoundUse[]>) {
  const wanted = new Set(keys);
  const [catalogue, edits, schedules] = await Promise.all([
    deps.db
      .select({
        path: pages.path,
        title: pages.title,
        isActive: pages.isActive,
        seoImage: pages.seoImage,
        content: pages.content,
      })
      .from(pages)
      .where(sql`${namesAny(pages.seoImage, keys)} or ${namesAny(pages.content, keys)}`),
    deps.db
      .select({
        path: inlineContent.pagePath,
        content: inlineContent.content,
        settings: inlineContent.settings,
      })
      .from(inlineContent)
      .where(
        sql`${namesAny(inlineContent.content, keys)} or ${namesAny(inlineContent.settings, keys)}`,
      ),
    deps.db
      .select({
        kind: publishSchedules.targetKind,
        target: publishSchedules.target,
        snapshot: publishSchedules.snapshot,
      })
      .from(publishSchedules)
      .where(
        and(eq(publishSchedules.status, "pending"), namesAny(publishSchedules.snapshot, keys)),
      ),
  ]);
  for (const row of catalogue) {
    const base = { kind: "page" as const, slug: row.path, title: row.title, authorId: null };
    const page = { ...base, published: row.isActive };
    add(found, inKeys(row.seoImage ?? "", wanted), { ...page, as: ["social"] });
    add(found, inKeys(row.content ?? "", wanted), { ...page, as: ["content"] });
  }
  const inlinePaths = [
    ...edits.map((row) => row.path),
    ...schedules.filter((row) => row.kind === "inline").map((row) => row.target),
  ];
  const known = await pagesAt(deps, inlinePaths);
  const pageAt = (path: string, as: MediaUseAs): FoundUse => {
    const page = known.get(path);
    return {
      kind: "page",
      slug: path,
      title: page?.title ?? path,
      published: page?.isActive ?? false,
      authorId: null,
      as: [as],
    };
  };
  for (const row of edits) {
    add(found, inKeys(row.content, wanted), pageAt(row.path, "link"));
    // A social image saved in Page settings, waiting in the draft for Publish.
    add(found, inKeys(row.settings ?? "", wanted), pageAt(row.path, "social"));
  }
  const posts = schedules.filter((row) => row.kind === "blog");
  const postRows =
    posts.length === 0
      ? []
      : await deps.db
          .select({
            id: blogs.id,
            slug: blogs.slug,
            title: blogs.title,
            published: blogs.published,
            authorId: blogs.authorId,
          })
          .from(blogs)
          .where(
            inList(
              blogs.id,
              posts.map((row) => row.target),
            ),
          );
  const postOf = new Map(postRows.map((row) => [row.id, row]));
  for (const row of schedules) {
    const keysNamed = inKeys(row.snapshot, wanted);
    if (row.kind === "inline") {
      add(found, keysNamed, pageAt(row.target, "scheduled"));
      continue;
    }
    const post = postOf.get(row.target);
    if (!post) continue;
    const { id: _id, ...rest } = post;
    add(found, keysNamed, { kind: "post", ...rest, as: ["scheduled"] });
  }
}

/** Whether `viewer` may see what `use` is (an author: not another author's draft). */
function visibleTo(use: FoundUse, viewer: MediaViewer | null): boolean {
  if (viewer?.role !== "author" || use.published) return true;
  return use.kind === "post" && use.authorId === viewer.id;
}

/**
 * Where each of `keys` is named (posts first, newest saved first, then pages), as `viewer`
 * may see it: to an author, another author's draft (and a page not yet live) is `hidden`, with
 * no title or slug. Without a viewer (the server's own checks), everything in full.
 */
export async function findMediaUses(
  deps: Deps,
  keys: readonly string[],
  viewer: MediaViewer | null,
): Promise<Map<string, MediaUse[]>> {
  const found = new Map<string, FoundUse[]>();
  if (keys.length === 0) return new Map();
  await postUses(deps, keys, found);
  await pageUses(deps, keys, found);
  const shown = new Map<string, MediaUse[]>();
  for (const [key, uses] of found) {
    shown.set(
      key,
      uses.map((use) => {
        const { kind, slug, title, published, as } = use;
        return visibleTo(use, viewer)
          ? { kind, slug, title, published, as }
          : { kind, slug: "", title: "", published: false, as, hidden: true };
      }),
    );
  }
  return shown;
}

/**
 * The public paths whose cached copies show `uses`' image: each live page, each published
 * post and the blog's list (its cards show featured images).
 */
export function pathsShowing(uses: readonly MediaUse[]): string[] {
  const paths = new Set<string>();
  for (const use of uses) {
    if (!use.published || use.hidden) continue;
    if (use.kind === "page") paths.add(use.slug);
    else {
      paths.add(`/blog/${use.slug}`);
      paths.add("/blog");
    }
  }
  return [...paths];
}
