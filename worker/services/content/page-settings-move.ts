import { and, eq, type SQL } from "drizzle-orm";
import { inlineContent, inlineContentRevisions, seoDeploys } from "../../db/schema";
import type { Deps } from "../platform/deps";
import { moveSchedulesStatement } from "./publish-schedules";

// A created page's slug change: everything keyed by its path moves with the catalogue row, in
// the same batch (one transaction), so the page keeps its drafts, published edits, history,
// schedules and SEO deploys. Crawl results and the audit log stay as they were recorded.

/**
 * The statements that move a page's rows from `from` to `to` (each only while `guard` holds,
 * when given), for a `db.batch` before the page row's write.
 */
export function movePageStatements(deps: Deps, from: string, to: string, guard?: SQL) {
  const { db } = deps;
  return [
    db
      .update(inlineContent)
      .set({ pagePath: to })
      .where(and(eq(inlineContent.pagePath, from), guard)),
    db
      .update(inlineContentRevisions)
      .set({ pagePath: to })
      .where(and(eq(inlineContentRevisions.pagePath, from), guard)),
    moveSchedulesStatement(deps, from, to, guard),
    db
      .update(seoDeploys)
      .set({ pagePath: to })
      .where(and(eq(seoDeploys.pagePath, from), guard)),
  ];
}
