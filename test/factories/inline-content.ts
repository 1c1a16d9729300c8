import { env } from "cloudflare:workers";
import type { InlineContentMap } from "../../app/schemas/inline-content";
import { createDb } from "../../worker/db/client";
import { inlineContent } from "../../worker/db/schema";

/** Stores an inline-content map for a page straight in D1. */
export async function insertInlineContent(
  pagePath: string,
  content: InlineContentMap,
  status: "draft" | "published" = "published",
) {
  await createDb(env.DB)
    .insert(inlineContent)
    .values({ pagePath, pageType: "page", status, content: JSON.stringify(content) });
}
