import { and, desc, eq, like, or, sql } from "drizzle-orm";
import { imageSize } from "image-size";
import {
  type ImageFacts,
  MEDIA_KEY_PATTERN,
  MEDIA_MESSAGES,
  type MediaItem,
  type MediaPatch,
  type MediaUse,
  mediaKeysIn,
  mediaUrl,
} from "../../../app/schemas/media";
import { inList } from "../../db/in-list";
import { blogs, media, users } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import type { SessionUser } from "../identity/session-user";
import { auditInsert, auditInsertIfChanged } from "../platform/audit";
import type { Deps } from "../platform/deps";

// The media library: one D1 row per image in R2 with its alt text and pixel size, and where
// posts use it. Images uploaded before the table existed get their rows lazily (backfill).

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
 * existed): their pixel size from a range read of the file's first bytes. Returns how many.
 */
export async function backfillMedia(deps: Deps): Promise<number> {
  const known = new Set(
    (await deps.db.select({ key: media.key }).from(media)).map((row) => row.key),
  );
  const missing: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await deps.env.IMAGES.list({ cursor, limit: 1000 });
    for (const object of page.objects) {
      if (MEDIA_KEY_PATTERN.test(object.key) && !known.has(object.key)) missing.push(object.key);
    }
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  const rows = [];
  for (const key of missing) {
    const row = await rowForObject(deps, key);
    if (row) rows.push(row);
  }
  return insertBackfilled(deps, rows);
}

const findRow = async (deps: Deps, key: string) =>
  (await deps.db.select().from(media).where(eq(media.key, key)).get()) ?? null;

/**
 * Which posts (drafts included) use which images, from one query over the posts whose body or
 * featured image names an `/images/` path.
 */
async function mediaUses(deps: Deps, keys?: readonly string[]): Promise<Map<string, MediaUse[]>> {
  const rows = await deps.db
    .select({
      slug: blogs.slug,
      title: blogs.title,
      published: blogs.published,
      content: blogs.content,
      image: blogs.image,
    })
    .from(blogs)
    .where(or(like(blogs.content, "%/images/%"), like(blogs.image, "%/images/%")))
    .orderBy(desc(blogs.updatedAt));
  const wanted = keys ? new Set(keys) : null;
  const uses = new Map<string, MediaUse[]>();
  for (const row of rows) {
    const body = new Set(mediaKeysIn(row.content));
    const featured = new Set(mediaKeysIn(row.image ?? ""));
    for (const key of new Set([...body, ...featured])) {
      if (wanted && !wanted.has(key)) continue;
      const as: MediaUse["as"] = [];
      if (body.has(key)) as.push("body");
      if (featured.has(key)) as.push("featured");
      const list = uses.get(key) ?? [];
      list.push({ slug: row.slug, title: row.title, published: row.published, as });
      uses.set(key, list);
    }
  }
  return uses;
}

function toMediaItem(row: MediaRow, usedBy: MediaUse[]): MediaItem {
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
  };
}

/** `GET /api/media`: every stored image, newest first, with the posts that use it. */
export async function listMedia(deps: Deps): Promise<MediaItem[]> {
  await backfillMedia(deps);
  const [rows, uses] = await Promise.all([
    deps.db.select().from(media).orderBy(desc(media.createdAt), desc(media.key)),
    mediaUses(deps),
  ]);
  return rows.map((row) => toMediaItem(row, uses.get(row.key) ?? []));
}

/**
 * `PATCH /api/media/:key`: sets the alt text (or marks the image decorative, alt ""). With a
 * `version`, only if it is still the stored one (409 otherwise); nothing changes on a refusal.
 */
export async function updateMediaAlt(
  deps: Deps,
  input: { key: string; patch: MediaPatch },
  actor: Actor,
): Promise<MediaItem> {
  const { key, patch } = input;
  assertMediaKey(key);
  let current = await findRow(deps, key);
  if (!current) {
    // A file from before the library: its row first (version 1), unless the edit is refused.
    const fresh = await rowForObject(deps, key);
    if (!fresh) throw notFound(MEDIA_MESSAGES.notFound);
    if (patch.version !== undefined && patch.version !== 1) {
      throw new AppError(409, "STALE", MEDIA_MESSAGES.stale);
    }
    await insertBackfilled(deps, [fresh]);
    current = await findRow(deps, key);
    if (!current) throw notFound(MEDIA_MESSAGES.notFound);
  }
  const seen = patch.version ?? current.version;
  if (seen !== current.version) throw new AppError(409, "STALE", MEDIA_MESSAGES.stale);
  const [updated] = await deps.db.batch([
    deps.db
      .update(media)
      .set({
        alt: patch.alt,
        decorative: patch.decorative,
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
  const uses = await mediaUses(deps, [key]);
  return toMediaItem(row, uses.get(key) ?? []);
}

/** SQL: some post's body or featured image names this key's path. */
function usedByAnyPost(key: string) {
  const path = mediaUrl(key);
  return sql`exists (select 1 from ${blogs} where instr(${blogs.content}, ${path}) > 0 or instr(coalesce(${blogs.image}, ''), ${path}) > 0)`;
}

/**
 * `DELETE /api/media/:key`: removes the image's row and its file, unless a post (draft or
 * published) uses it (409 naming the posts). The row goes in one conditional statement that
 * checks the posts at the same instant, and the file only after it, so a post saved with the
 * image just before cannot be left pointing at a deleted file.
 */
export async function deleteMedia(deps: Deps, key: string, actor: Actor): Promise<void> {
  assertMediaKey(key);
  const current = await findRow(deps, key);
  if (!current) return deleteUnlistedFile(deps, key, actor);
  const [deleted] = await deps.db.batch([
    deps.db
      .delete(media)
      .where(and(eq(media.key, key), sql`not ${usedByAnyPost(key)}`))
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

/** 409 naming the posts that use the image, if any do. */
async function assertUnused(deps: Deps, key: string): Promise<void> {
  const uses = (await mediaUses(deps, [key])).get(key) ?? [];
  if (uses.length > 0) {
    throw new AppError(409, "IN_USE", MEDIA_MESSAGES.inUse(uses.map((use) => use.title)));
  }
}

/**
 * A file from before the library (no row): deleted unless a post uses it, with no row written
 * for it first, so a refusal stores nothing.
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
    })
    .from(media)
    .where(inList(media.key, wanted));
  return new Map(rows.map(({ key, ...fact }) => [key, fact]));
}
