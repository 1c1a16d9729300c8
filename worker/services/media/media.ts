import { and, desc, eq, lt, or, sql } from "drizzle-orm";
import { imageSize } from "image-size";
import {
  type ImageFacts,
  MEDIA_KEY_PATTERN,
  MEDIA_MESSAGES,
  type MediaItem,
  type MediaPage,
  type MediaPatch,
  type MediaUse,
  mediaKeyOf,
  mediaKeysIn,
  mediaUrl,
} from "../../../app/schemas/media";
import { encodePageCursor, type PageCursor } from "../../../app/schemas/paging";
import { inList } from "../../db/in-list";
import { media, settings, users } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import type { SessionUser } from "../identity/session-user";
import { auditInsert, auditInsertIfChanged } from "../platform/audit";
import type { Deps } from "../platform/deps";
import { purgePublicPages } from "../platform/purge-tokens";
import { findMediaUses, type MediaViewer, pathsShowing, usedAnywhere } from "./uses";

// The media library: one D1 row per image in R2 with its alt text and pixel size, and where
// posts and pages use it (uses.ts). Images uploaded before the table existed get their
// rows lazily (backfill).

type MediaRow = typeof media.$inferSelect;
type Actor = Pick<SessionUser, "id" | "username">;

/** Bytes read from the start of a file to find its pixel size (headers sit at the front). */
const HEADER_BYTES = 64 * 1024;

/** The pixel size the bytes declare, or nulls when the header cannot be read. */
export function pixelSize(bytes: Uint8Array): { width: number | null; height: number | null } {
  try {
    const { width, height } = imageSize(bytes);
    return Number.isInteger(width) && Number.isInteger(height) && width > 0 && height > 0
      ? { width, height }
      : { width: null, height: null };
  } catch {
    return { width: null, height: null };
  }
}

const CONTENT_TYPE_OF_EXTENSION: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  webp: "image/webp",
  gif: "image/gif",
  avif: "image/avif",
};

/** A key as R2 and the table hold it, or 404: anything else (`..`, slashes) is no image. */
function assertMediaKey(key: string): void {
  if (!MEDIA_KEY_PATTERN.test(key)) throw notFound(MEDIA_MESSAGES.notFound);
}

/** The row for an R2 object that has none yet: its size from the first bytes of the file. */
async function rowForObject(deps: Deps, key: string): Promise<typeof media.$inferInsert | null> {
  const head = await deps.env.IMAGES.get(key, { range: { offset: 0, length: HEADER_BYTES } });
  if (head === null) return null;
  const headBytes = new Uint8Array(await head.arrayBuffer());
  let size = pixelSize(headBytes);
  if (size.width === null && head.size > headBytes.byteLength) {
    // A JPEG with a large EXIF block can put its frame header past the first bytes.
    const whole = await deps.env.IMAGES.get(key);
    if (whole !== null) size = pixelSize(new Uint8Array(await whole.arrayBuffer()));
  }
  const extension = key.slice(key.lastIndexOf(".") + 1);
  const uploadedAt = head.uploaded.toISOString();
  return {
    key,
    contentType:
      head.httpMetadata?.contentType ?? CONTENT_TYPE_OF_EXTENSION[extension] ?? "image/png",
    bytes: head.size,
    ...size,
    uploadedById: head.customMetadata?.uploadedBy ?? null,
    uploadedBy: "",
    createdAt: uploadedAt,
    updatedAt: uploadedAt,
  };
}

/** Inserts rows for objects that have none (a concurrent backfill's rows win). */
async function insertBackfilled(deps: Deps, rows: (typeof media.$inferInsert)[]): Promise<number> {
  if (rows.length === 0) return 0;
  const ids = [...new Set(rows.map((row) => row.uploadedById).filter((id) => id != null))];
  const names = await deps.db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inList(users.id, ids));
  const nameOf = new Map(names.map((user) => [user.id, user.username]));
  const named = rows.map((row) => ({
    ...row,
    uploadedBy: (row.uploadedById && nameOf.get(row.uploadedById)) || "",
  }));
  const [first, ...rest] = named.map((row) =>
    deps.db.insert(media).values(row).onConflictDoNothing(),
  );
  if (first) await deps.db.batch([first, ...rest]);
  return rows.length;
}

/**
 * Gives every image in R2 that has no media row one (images uploaded before the library
 * existed, or whose row failed to land): their pixel size from a range read of the file's
 * first bytes. Lists the bucket's top level only (`delimiter: "/"`), so the social images under
 * `og/` are never walked, and checks each listed page's keys against D1. Returns how many.
 */
export async function backfillMedia(deps: Deps): Promise<number> {
  let added = 0;
  let cursor: string | undefined;
  do {
    const page = await deps.env.IMAGES.list({ cursor, limit: 1000, delimiter: "/" });
    const keys = page.objects
      .map((object) => object.key)
      .filter((key) => MEDIA_KEY_PATTERN.test(key));
    const known = new Set(
      (await deps.db.select({ key: media.key }).from(media).where(inList(media.key, keys))).map(
        (row) => row.key,
      ),
    );
    const rows = [];
    for (const key of keys.filter((key) => !known.has(key))) {
      const row = await rowForObject(deps, key);
      if (row) rows.push(row);
    }
    added += await insertBackfilled(deps, rows);
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return added;
}

/** The settings row that records the last walk of the bucket (its `updated_at`). */
export const MEDIA_BACKFILL_KEY = "media_backfill";
/** How often a library listing walks the bucket for files without a row. */
export const MEDIA_BACKFILL_EVERY_MS = 24 * 60 * 60 * 1000;

/**
 * Runs `backfillMedia` when the last walk is older than `MEDIA_BACKFILL_EVERY_MS`: one
 * conditional upsert claims the walk, so a library opened by many at once walks the bucket
 * once, and a day's other listings read D1 alone.
 */
export async function backfillMediaDaily(deps: Deps, now = new Date()): Promise<number> {
  const at = now.toISOString();
  const due = new Date(now.getTime() - MEDIA_BACKFILL_EVERY_MS).toISOString();
  const claimed = await deps.db
    .insert(settings)
    .values({ key: MEDIA_BACKFILL_KEY, value: JSON.stringify(at), updatedAt: at })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value: JSON.stringify(at), updatedAt: at },
      setWhere: sql`${settings.updatedAt} <= ${due}`,
    })
    .returning({ key: settings.key });
  return claimed.length > 0 ? backfillMedia(deps) : 0;
}

const findRow = async (deps: Deps, key: string) =>
  (await deps.db.select().from(media).where(eq(media.key, key)).get()) ?? null;

/** Whether `viewer` may change an image's alt text: editors and admins any, authors their own. */
const mayEditAlt = (row: MediaRow, viewer: MediaViewer) =>
  viewer.role !== "author" || (row.uploadedById !== null && row.uploadedById === viewer.id);

function toMediaItem(row: MediaRow, usedBy: MediaUse[], viewer: MediaViewer): MediaItem {
  return {
    key: row.key,
    url: mediaUrl(row.key),
    contentType: row.contentType,
    bytes: row.bytes,
    width: row.width,
    height: row.height,
    alt: row.alt,
    decorative: row.decorative,
    uploadedBy: row.uploadedBy,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    version: row.version,
    usedBy,
    canEditAlt: mayEditAlt(row, viewer),
  };
}

/**
 * `GET /api/media`: one page of the library (its D1 rows, never the bucket), newest first, each
 * image with where it is used as `viewer` may see it. The first page also runs the day's walk
 * of the bucket for files without a row (`backfillMediaDaily`).
 */
export async function listMedia(
  deps: Deps,
  query: { cursor?: PageCursor; limit: number },
  viewer: MediaViewer,
): Promise<MediaPage> {
  if (!query.cursor) await backfillMediaDaily(deps);
  const after = query.cursor;
  const rows = await deps.db
    .select()
    .from(media)
    .where(
      after
        ? or(
            lt(media.createdAt, after.at),
            and(eq(media.createdAt, after.at), lt(media.key, after.id)),
          )
        : undefined,
    )
    .orderBy(desc(media.createdAt), desc(media.key))
    .limit(query.limit + 1);
  const shown = rows.slice(0, query.limit);
  const counted = await deps.db.select({ n: sql<number>`count(*)` }).from(media).get();
  const uses = await findMediaUses(
    deps,
    shown.map((row) => row.key),
    viewer,
  );
  const last = shown.at(-1);
  return {
    items: shown.map((row) => toMediaItem(row, uses.get(row.key) ?? [], viewer)),
    nextCursor:
      rows.length > query.limit && last
        ? encodePageCursor({ at: last.createdAt, id: last.key })
        : null,
    total: counted?.n ?? 0,
  };
}

/** The most former alts a row keeps (the oldest go first). */
const MAX_FORMER_ALTS = 20;

/** `alts` with `alt` last (once), at most MAX_FORMER_ALTS; "" is no alt and is not kept. */
function withFormerAlt(alts: readonly string[], alt: string): string[] {
  const list = [...alts.filter((item) => item !== alt), ...(alt ? [alt] : [])];
  return list.slice(-MAX_FORMER_ALTS);
}

/**
 * `PATCH /api/media/:key`: sets the alt text (or marks the image decorative, alt ""), with the
 * version the user saw: a missing or stale one is a 409 and nothing changes. Authors may change
 * only images they uploaded (403). The posts and pages that show the image follow the new alt
 * (`altOfImage`), so their cached copies are purged.
 */
export async function updateMediaAlt(
  deps: Deps,
  input: { key: string; patch: MediaPatch },
  actor: SessionUser,
): Promise<MediaItem> {
  const { key, patch } = input;
  assertMediaKey(key);
  const stored = await findRow(deps, key);
  // A file from before the library gets its row (version 1) only once the edit is allowed.
  const fresh = stored ? null : await rowForObject(deps, key);
  if (!stored && !fresh) throw notFound(MEDIA_MESSAGES.notFound);
  const owner = stored?.uploadedById ?? fresh?.uploadedById ?? null;
  if (actor.role === "author" && owner !== actor.id) {
    throw new AppError(403, "FORBIDDEN", MEDIA_MESSAGES.notYours);
  }
  const seen = patch.version;
  if (seen === undefined || seen !== (stored?.version ?? 1)) {
    throw new AppError(409, "STALE", MEDIA_MESSAGES.stale);
  }
  if (fresh) await insertBackfilled(deps, [fresh]);
  const current = stored ?? (await findRow(deps, key));
  if (!current) throw notFound(MEDIA_MESSAGES.notFound);
  const [updated] = await deps.db.batch([
    deps.db
      .update(media)
      .set({
        alt: patch.alt,
        decorative: patch.decorative,
        formerAlts: withFormerAlt(withFormerAlt(current.formerAlts, current.alt), patch.alt),
        updatedAt: new Date().toISOString(),
        version: seen + 1,
      })
      .where(and(eq(media.key, key), eq(media.version, seen)))
      .returning(),
    auditInsertIfChanged(deps, {
      action: "media.alt_changed",
      actor,
      targetType: "image",
      targetId: key,
      details: { decorative: patch.decorative, altLength: patch.alt.length },
    }),
  ]);
  const row = updated[0];
  if (!row) throw new AppError(409, "STALE", MEDIA_MESSAGES.stale);
  const uses = (await findMediaUses(deps, [key], null)).get(key) ?? [];
  await purgePublicPages(deps, pathsShowing(uses));
  const shown = (await findMediaUses(deps, [key], actor)).get(key) ?? [];
  return toMediaItem(row, shown, actor);
}

/**
 * `DELETE /api/media/:key`: removes the image's row and its file, unless anything names it: a
 * post (draft or published), a page's social image or content, a page's inline edits, a
 * scheduled publish (409 naming them). The row goes in one conditional statement that checks
 * them all at the same instant, and the file only after it, so a post or page saved with the
 * image just before cannot be left pointing at a deleted file.
 */
export async function deleteMedia(deps: Deps, key: string, actor: Actor): Promise<void> {
  assertMediaKey(key);
  const current = await findRow(deps, key);
  if (!current) return deleteUnlistedFile(deps, key, actor);
  const [deleted] = await deps.db.batch([
    deps.db
      .delete(media)
      .where(and(eq(media.key, key), sql`not ${usedAnywhere(key)}`))
      .returning({ key: media.key }),
    auditInsertIfChanged(deps, {
      action: "media.deleted",
      actor,
      targetType: "image",
      targetId: key,
      details: { bytes: current.bytes, contentType: current.contentType },
    }),
  ]);
  if (deleted.length === 0) {
    await assertUnused(deps, key);
    throw notFound(MEDIA_MESSAGES.notFound);
  }
  await deps.env.IMAGES.delete(key);
}

/** 409 naming the posts and pages that use the image, if any do. */
async function assertUnused(deps: Deps, key: string): Promise<void> {
  const uses = (await findMediaUses(deps, [key], null)).get(key) ?? [];
  if (uses.length === 0) return;
  const titles = (kind: MediaUse["kind"]) =>
    uses.filter((use) => use.kind === kind).map((use) => use.title);
  throw new AppError(409, "IN_USE", MEDIA_MESSAGES.inUse(titles("post"), titles("page")));
}

/**
 * A file from before the library (no row): deleted unless anything names it, with no row
 * written for it first, so a refusal stores nothing.
 */
async function deleteUnlistedFile(deps: Deps, key: string, actor: Actor): Promise<void> {
  const object = await deps.env.IMAGES.head(key);
  if (object === null) throw notFound(MEDIA_MESSAGES.notFound);
  await assertUnused(deps, key);
  await deps.env.IMAGES.delete(key);
  await deps.db.batch([
    // A listing may have backfilled its row meanwhile.
    deps.db.delete(media).where(eq(media.key, key)),
    auditInsert(deps, {
      action: "media.deleted",
      actor,
      targetType: "image",
      targetId: key,
      details: { bytes: object.size, contentType: object.httpMetadata?.contentType ?? "" },
    }),
  ]);
}

/**
 * Refuses (400, naming the first) a post whose body or featured image points at an
 * `/images/` file this site does not store. A file from before the library gets its row here,
 * so the delete's conditional statement guards it from now on.
 */
export async function assertImagesStored(
  deps: Deps,
  fields: { content: string; image: string | null },
): Promise<string[]> {
  const keys = mediaKeysIn(`${fields.image ?? ""}\n${fields.content}`);
  if (keys.length === 0) return keys;
  const known = new Set((await imageFactsFor(deps, keys)).keys());
  const fresh = [];
  for (const key of keys.filter((key) => !known.has(key))) {
    const row = await rowForObject(deps, key);
    if (!row) {
      const field = mediaKeysIn(fields.image ?? "").includes(key) ? "image" : "content";
      const message = MEDIA_MESSAGES.notStored(mediaUrl(key));
      throw new AppError(400, "IMAGE_NOT_STORED", message, [{ path: field, message }]);
    }
    fresh.push(row);
  }
  await insertBackfilled(deps, fresh);
  return keys;
}

/**
 * SQL for a post save's WHERE: every image it names still has its library row, so a save
 * racing a delete of one of them does not land (the delete removes the row before the file).
 */
export function imagesStoredGuard(keys: readonly string[]) {
  if (keys.length === 0) return sql`1 = 1`;
  const distinct = [...new Set(keys)];
  return sql`(select count(*) from ${media} where ${inList(media.key, distinct)}) = ${distinct.length}`;
}

/**
 * What the public render needs of the images a post shows (pixel size, library alt), in one
 * query; keys without a row are left out (the render then adds nothing).
 */
/** The facts of every image a post shows (featured and in its body), in one query. */
export function imageFactsOfPost(
  deps: Deps,
  post: { image: string | null; content: string },
): Promise<Map<string, ImageFacts>> {
  return imageFactsFor(deps, mediaKeysIn(`${post.image ?? ""}\n${post.content}`));
}

export async function imageFactsFor(
  deps: Deps,
  keys: readonly string[],
): Promise<Map<string, ImageFacts>> {
  const wanted = [...new Set(keys)].filter((key) => MEDIA_KEY_PATTERN.test(key));
  if (wanted.length === 0) return new Map();
  const rows = await deps.db
    .select({
      key: media.key,
      width: media.width,
      height: media.height,
      alt: media.alt,
      decorative: media.decorative,
      formerAlts: media.formerAlts,
    })
    .from(media)
    .where(inList(media.key, wanted));
  return new Map(rows.map(({ key, ...fact }) => [key, fact]));
}

/**
 * What a page's social image (Page settings) says of itself when it is a library image: its
 * alt text as the library has it now ("" when decorative) and its pixel size, for og:image:alt
 * and og:image:width/height; undefined for an image from elsewhere or none.
 */
export async function socialImageFacts(
  deps: Deps,
  image: string | null | undefined,
): Promise<{ alt: string; width: number | null; height: number | null } | undefined> {
  const key = image ? mediaKeyOf(image) : null;
  const facts = key ? (await imageFactsFor(deps, [key])).get(key) : undefined;
  if (!facts) return undefined;
  return { alt: facts.decorative ? "" : facts.alt, width: facts.width, height: facts.height };
}
