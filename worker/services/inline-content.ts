import { and, eq } from "drizzle-orm";
import { type InlineContentMap, InlineContentMapSchema } from "../../app/schemas/inline-content";
import { inlineContent } from "../db/schema";
import type { Deps } from "./deps";

export type InlineContentStatus = "draft" | "published";

/**
 * The saved content map of a page (published for visitors, draft in edit mode); empty when
 * nothing is saved. A stored map that no longer parses is treated as empty, never thrown.
 */
export async function getInlineContentMap(
  { db }: Deps,
  pagePath: string,
  status: InlineContentStatus,
): Promise<InlineContentMap> {
  const row = await db
    .select({ content: inlineContent.content })
    .from(inlineContent)
    .where(and(eq(inlineContent.pagePath, pagePath), eq(inlineContent.status, status)))
    .get();
  if (!row) return {};
  const parsed = InlineContentMapSchema.safeParse(JSON.parse(row.content));
  return parsed.success ? parsed.data : {};
}
