import { eq } from "drizzle-orm";
import type { BlogPost } from "../../../app/schemas/blog";
import { type Blog, type PostDraftRow, postDrafts } from "../../db/schema";
import type { Deps } from "../platform/deps";
import { BlogSnapshotSchema, type blogColumns } from "./blog-publishing";

// A post as the API and the admin show it, from its row and (for the admin) the changes to a
// published post kept apart until they are published (issue 35).

/** A post's stored fields, as blogColumns writes them and a pending change keeps them. */
export type BlogFields = ReturnType<typeof blogColumns>;

/** A published post's unpublished changes: the fields as saved, who saved them and when. */
export interface PendingChanges {
  fields: BlogFields;
  savedByName: string;
  savedAt: string;
}

/**
 * A row as the API shows it: tags and keywords as arrays, SEO fields grouped. With `pending`
 * (the editor, a share link, a review) the fields show the unpublished changes instead.
 */
export function toBlogPost(stored: Blog, pending?: PendingChanges | null): BlogPost {
  const row = pending ? { ...stored, ...pending.fields } : stored;
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    content: row.content,
    author: row.author,
    authorId: row.authorId,
    category: row.category,
    categoryColor: row.categoryColor,
    readTime: row.readTime,
    featured: row.featured,
    published: row.published,
    image: row.image,
    imageAlt: row.imageAlt,
    tags: row.tags,
    seoData: {
      title: row.seoTitle,
      description: row.seoDescription,
      keywords: row.seoKeywords,
      canonicalUrl: row.seoCanonicalUrl,
    },
    publishAt: row.publishAt,
    publishedAt: row.publishedAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    version: row.version,
    ...(pending === undefined
      ? {}
      : {
          pendingChanges: pending
            ? { savedBy: pending.savedByName, savedAt: pending.savedAt }
            : null,
        }),
  };
}

/** The fields of a stored pending change; null if they cannot be read (treated as none). */
function readDraft(row: PostDraftRow): PendingChanges | null {
  try {
    const parsed = BlogSnapshotSchema.safeParse(JSON.parse(row.fields));
    if (parsed.success) {
      return { fields: parsed.data, savedByName: row.savedByName, savedAt: row.savedAt };
    }
  } catch {}
  return null;
}

/** A post's unpublished changes, or null when it has none. */
export async function readPendingChanges(deps: Deps, id: string): Promise<PendingChanges | null> {
  const row = await deps.db.select().from(postDrafts).where(eq(postDrafts.blogId, id)).get();
  return row ? readDraft(row) : null;
}

/** Which posts have unpublished changes (the Content tab marks them), by post id. */
export async function pendingChangesMarks(
  deps: Deps,
): Promise<Map<string, NonNullable<BlogPost["pendingChanges"]>>> {
  const rows = await deps.db
    .select({ id: postDrafts.blogId, savedBy: postDrafts.savedByName, savedAt: postDrafts.savedAt })
    .from(postDrafts);
  return new Map(rows.map(({ id, ...mark }) => [id, mark]));
}
