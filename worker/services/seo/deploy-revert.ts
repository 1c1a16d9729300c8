import { and, desc, eq, isNull, ne, sql } from "drizzle-orm";
import { timeAgo } from "../../../app/lib/format";
import { pages, type SeoDeploy, seoDeploys } from "../../db/schema";
import { AppError } from "../../errors";
import { type GitHubPushResult, recordSeoChangeInGitHub } from "../content/github-publishing";
import { auditInsertIfChanged } from "../platform/audit";
import type { Deps, WorkerDeps } from "../platform/deps";
import { getSiteSettings } from "../platform/settings";
import {
  type DeployOptions,
  publishSeoChange,
  readPage,
  type SeoDeployRecord,
  toRecord,
  verifyPage,
} from "./deploy";

// Reverting one SEO deploy. What decides is the deploy history, not the page's text: a deploy
// may be reverted while no later deploy that still stands changed a field it changed. So
// "A wrote T1, B wrote T2, C wrote T1 again" refuses a revert of A (C stands), although the
// page shows A's text. Reverts undo deploys last-first, field by field.

type Field = "title" | "description";
const FIELD_NAMES: Record<Field, string> = { title: "title", description: "meta description" };

/** The fields a deploy changed (its before and after differ). */
function changedFields(row: SeoDeploy): Field[] {
  const fields: Field[] = [];
  if (row.beforeTitle !== row.afterTitle) fields.push("title");
  if (row.beforeDescription !== row.afterDescription) fields.push("description");
  return fields;
}

const afterValue = (row: SeoDeploy, field: Field) =>
  field === "title" ? row.afterTitle : row.afterDescription;

/** "to “…”", or "back to the page's own title" for a cleared override. */
function toValue(value: string | null, field: Field): string {
  return value === null ? `back to the page's own ${FIELD_NAMES[field]}` : `to “${value}”`;
}

/**
 * The newest deploy of the page after `deploy` that is not reverted and changed one of the
 * fields `deploy` changed: it stands, so reverting `deploy` would undo it.
 */
async function standingLaterChange(deps: Deps, deploy: SeoDeploy, fields: readonly Field[]) {
  const later = await deps.db
    .select()
    .from(seoDeploys)
    .where(
      and(
        eq(seoDeploys.pagePath, deploy.pagePath),
        ne(seoDeploys.id, deploy.id),
        isNull(seoDeploys.revertedAt),
        sql`(${seoDeploys.deployedAt} > ${deploy.deployedAt} OR (${seoDeploys.deployedAt} = ${deploy.deployedAt} AND ${seoDeploys.pageVersion} > ${deploy.pageVersion}))`,
      ),
    )
    .orderBy(desc(seoDeploys.deployedAt), desc(seoDeploys.pageVersion))
    .all();
  for (const row of later) {
    const field = changedFields(row).find((changed) => fields.includes(changed));
    if (field) return { row, field };
  }
  return null;
}

function conflict(deploy: SeoDeploy, standing: { row: SeoDeploy; field: Field }): AppError {
  const { row, field } = standing;
  const who = row.deployedByUsername ?? "someone";
  const message = `This deploy cannot be reverted: ${who} changed the ${FIELD_NAMES[field]} of ${deploy.pagePath} ${toValue(afterValue(row, field), field)} ${timeAgo(row.deployedAt)}, and that change stands. Revert that deploy first, or deploy the text you want.`;
  return new AppError(409, "REVERT_CONFLICT", message, [
    { path: "deploy", message: `Later change by ${who} (${row.id}) stands` },
  ]);
}

const alreadyReverted = (by: string | null, at: string) =>
  new AppError(
    409,
    "ALREADY_REVERTED",
    `This deploy was already reverted by ${by ?? "someone"} ${timeAgo(at)}.`,
  );

export interface RevertResult {
  deploy: SeoDeployRecord;
  github: GitHubPushResult | null;
}

/**
 * Reverts one deploy: the fields it changed go back to what they were before it, provided no
 * later deploy of those fields stands (409 naming that change otherwise, nothing written). The
 * write is one transaction conditional on the page version read here, so a racing deploy or
 * revert makes this one a 409. Recorded like a deploy: audit `seo.revert`, the deploy's
 * `revertedAt`/`revertedBy` in the history, the page purged and verified, and one GitHub file
 * (seo/reverts/{id}.json) when GitHub is configured.
 */
export async function revertSeoDeploy(
  deps: WorkerDeps,
  id: string,
  options: DeployOptions,
): Promise<RevertResult> {
  const { db } = deps;
  const deploy = await db.select().from(seoDeploys).where(eq(seoDeploys.id, id)).get();
  if (!deploy) throw new AppError(404, "NOT_FOUND", "Deploy not found");
  if (deploy.revertedAt) throw alreadyReverted(deploy.revertedBy, deploy.revertedAt);
  const page = await readPage(deps, deploy.pagePath);
  const fields = changedFields(deploy);
  const standing = await standingLaterChange(deps, deploy, fields);
  if (standing) throw conflict(deploy, standing);
  const current = { title: page.seoTitle, description: page.seoDescription };
  const written = { title: deploy.afterTitle, description: deploy.afterDescription };
  if (
    page.version < deploy.pageVersion ||
    fields.some((field) => current[field] !== written[field])
  ) {
    // No standing deploy explains it: the page was created again, or written outside the
    // deploy history. The history decides; this only refuses what it cannot explain.
    throw new AppError(
      409,
      "REVERT_CONFLICT",
      `${page.path} no longer carries this deploy's text (the page was replaced or changed since); there is nothing of it to revert.`,
    );
  }
  const restored = {
    title: fields.includes("title") ? deploy.beforeTitle : page.seoTitle,
    description: fields.includes("description") ? deploy.beforeDescription : page.seoDescription,
  };
  const now = new Date().toISOString();
  const [marked] = await db.batch([
    // Marked reverted only while the page is still at the version read above…
    db
      .update(seoDeploys)
      .set({ revertedAt: now, revertedBy: options.actor.username })
      .where(
        and(
          eq(seoDeploys.id, id),
          isNull(seoDeploys.revertedAt),
          sql`EXISTS (SELECT 1 FROM ${pages} WHERE ${pages.path} = ${page.path} AND ${pages.version} = ${page.version})`,
        ),
      ),
    // …and the page written only when that mark was (same transaction, same condition).
    db
      .update(pages)
      .set({
        seoTitle: restored.title,
        seoDescription: restored.description,
        lastModified: now,
        modifiedBy: options.actor.username,
        version: page.version + 1,
      })
      .where(and(eq(pages.path, page.path), eq(pages.version, page.version), sql`changes() > 0`)),
    auditInsertIfChanged(deps, {
      action: "seo.revert",
      actor: options.actor,
      targetType: "page",
      targetId: page.path,
      details: { deployId: id, fields, restored, pageVersion: page.version + 1 },
    }),
  ]);
  if (marked.meta.changes === 0) {
    const again = await db.select().from(seoDeploys).where(eq(seoDeploys.id, id)).get();
    if (again?.revertedAt) throw alreadyReverted(again.revertedBy, again.revertedAt);
    throw new AppError(
      409,
      "STALE_PAGE",
      `${page.path} was changed by someone else while you reverted. Reload the history and try again.`,
    );
  }
  await publishSeoChange(deps, [page.path], "revert");
  const { settings } = await getSiteSettings(deps);
  const verification = await verifyPage(deps, page, restored, settings.productName);
  const record = toRecord(
    (await db.select().from(seoDeploys).where(eq(seoDeploys.id, id)).get()) ?? deploy,
  );
  const github = await recordSeoChangeInGitHub(deps, {
    kind: "reverts",
    id,
    message: `Revert SEO deploy of ${page.path}`,
    body: { revert: { ...record, restored, verification } },
  });
  return { deploy: record, github };
}
